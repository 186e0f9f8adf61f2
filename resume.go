package stride

import (
	"context"
	"encoding/json"
	"time"
)

// Resume is a user's resume: content (personalInfo, experience, education,
// skills, projects, certifications), a template and the AI-interview
// conversation that built it.
type Resume struct {
	ID                  string          `json:"id"`
	UserID              string          `json:"userId"`
	Title               string          `json:"title"`
	Content             json.RawMessage `json:"content"`
	Template            string          `json:"template"`
	ConversationHistory json.RawMessage `json:"conversationHistory"`
	IsDefault           bool            `json:"isDefault"`
	CreatedAt           time.Time       `json:"createdAt"`
	UpdatedAt           time.Time       `json:"updatedAt"`
}

// ResumeService stores resumes. Every method is scoped to userID.
type ResumeService interface {
	// ListResumes returns the user's resumes, the most recently updated first.
	ListResumes(ctx context.Context, userID string) ([]Resume, error)
}
