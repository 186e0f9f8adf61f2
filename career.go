package stride

import (
	"context"
	"encoding/json"
	"time"
)

// CareerGoal is a goal a user sets on the way to a target role.
type CareerGoal struct {
	ID              string          `json:"id"`
	UserID          string          `json:"userId"`
	Title           string          `json:"title"`
	Description     *string         `json:"description"`
	TargetRole      *string         `json:"targetRole"`
	CurrentProgress int             `json:"currentProgress"`
	Deadline        *time.Time      `json:"deadline"`
	Status          string          `json:"status"`
	AIAnalysis      json.RawMessage `json:"aiAnalysis"`
	CreatedAt       time.Time       `json:"createdAt"`
	UpdatedAt       time.Time       `json:"updatedAt"`
}

// CareerInsight is a piece of advice for a user (market trends, salary
// intelligence, skill demand, role growth).
type CareerInsight struct {
	ID          string          `json:"id"`
	UserID      string          `json:"userId"`
	Type        string          `json:"type"`
	Title       string          `json:"title"`
	Description string          `json:"description"`
	Data        json.RawMessage `json:"data"`
	Priority    string          `json:"priority"`
	Actionable  bool            `json:"actionable"`
	ExpiresAt   *time.Time      `json:"expiresAt"`
	CreatedAt   time.Time       `json:"createdAt"`
}

// CareerPath is a move from one role to another.
type CareerPath struct {
	ID             string   `json:"id"`
	FromRole       string   `json:"fromRole"`
	ToRole         string   `json:"toRole"`
	RequiredSkills []string `json:"requiredSkills"`
	Timeframe      *string  `json:"timeframe"`
	SalaryIncrease *string  `json:"salaryIncrease"`
	Difficulty     *string  `json:"difficulty"`
}

// CareerService reads career goals, insights and the career-path catalogue.
type CareerService interface {
	ListCareerGoals(ctx context.Context, userID string) ([]CareerGoal, error)
	ListCareerInsights(ctx context.Context, userID string) ([]CareerInsight, error)
	// ListCareerPaths returns paths, those from fromRole when it is set.
	ListCareerPaths(ctx context.Context, fromRole string) ([]CareerPath, error)
}
