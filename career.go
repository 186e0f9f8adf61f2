package stride

import (
	"context"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"time"
)

// Career goal statuses: the seed shows active and completed; paused lets a
// user set a goal aside without losing it.
const (
	GoalActive    = "active"
	GoalCompleted = "completed"
	GoalPaused    = "paused"
)

// GoalStatuses are the statuses a career goal may have.
var GoalStatuses = []string{GoalActive, GoalCompleted, GoalPaused}

// Insight types and priorities (seed 001 §3.2).
var (
	InsightTypes      = []string{"market_trends", "salary_intel", "skill_demand", "role_growth"}
	InsightPriorities = []string{"high", "medium", "low"}
)

// Milestone statuses and categories (seed 001 §3.2, §4).
var (
	MilestoneStatuses   = []string{"achieved", "in_progress", "pending", "missed"}
	MilestoneCategories = []string{"skill", "promotion", "certification", "project", "network"}
)

// Career validation and not-found messages.
const (
	MsgGoalTitleReq      = "Title is required"
	MsgGoalTitleLong     = "Title must be at most 200 characters"
	MsgGoalProgress      = "Progress must be between 0 and 100"
	MsgGoalDeadline      = "Deadline must be a date"
	MsgGoalStatus        = "Status must be one of active, completed, paused"
	MsgGoalNotFound      = "Career goal not found"
	MsgMilestoneStatus   = "Status must be one of achieved, in_progress, pending, missed"
	MsgMilestoneNotFound = "Milestone not found"
	MsgInterviewAnswers  = "Answer at least one question"
)

// CareerGoal is a goal a user sets on the way to a target role.
type CareerGoal struct {
	ID              string     `json:"id"`
	UserID          string     `json:"userId"`
	Title           string     `json:"title"`
	Description     *string    `json:"description"`
	TargetRole      *string    `json:"targetRole"`
	CurrentProgress int        `json:"currentProgress"`
	Deadline        *time.Time `json:"deadline"`
	Status          string     `json:"status"`
	// ProgressByHand is true once the user set the progress themselves;
	// until then it follows the goal's milestones.
	ProgressByHand bool            `json:"progressByHand"`
	AIAnalysis     json.RawMessage `json:"aiAnalysis"`
	CreatedAt      time.Time       `json:"createdAt"`
	UpdatedAt      time.Time       `json:"updatedAt"`
}

// CareerGoalInput is the body of POST /api/career-goals and PUT
// /api/career-goals/{id}; nil fields are left unchanged by PUT.
type CareerGoalInput struct {
	UserID          string  `json:"userId"`
	Title           *string `json:"title"`
	Description     *string `json:"description"`
	TargetRole      *string `json:"targetRole"`
	CurrentProgress *int    `json:"currentProgress"`
	// Deadline is an ISO date or date-time; "" clears it.
	Deadline *string `json:"deadline"`
	Status   *string `json:"status"`

	// DeadlineTime is Deadline parsed by Validate (nil when cleared).
	DeadlineTime *time.Time `json:"-"`
}

// Validate checks a goal: a title of 1-200 characters when creating (or
// when given), progress 0-100, a deadline that is a date, a known status.
func (in *CareerGoalInput) Validate(create bool) error {
	var v Validator
	for _, p := range []*string{in.Title, in.Description, in.TargetRole, in.Status, in.Deadline} {
		if p != nil {
			*p = strings.TrimSpace(*p)
		}
	}
	if create || in.Title != nil {
		v.Check(in.Title != nil && *in.Title != "", "title", MsgGoalTitleReq)
		v.Check(in.Title == nil || len([]rune(*in.Title)) <= MaxShortTextLen, "title", MsgGoalTitleLong)
	}
	v.Check(in.TargetRole == nil || len([]rune(*in.TargetRole)) <= MaxShortTextLen, "targetRole", tooLong(MaxShortTextLen))
	v.Check(in.Description == nil || len([]rune(*in.Description)) <= MaxBioLen*2, "description", tooLong(MaxBioLen*2))
	v.Check(in.CurrentProgress == nil || (*in.CurrentProgress >= 0 && *in.CurrentProgress <= 100), "currentProgress", MsgGoalProgress)
	if in.Status != nil && *in.Status == "" && create {
		in.Status = nil
	}
	v.Check(in.Status == nil || slices.Contains(GoalStatuses, *in.Status), "status", MsgGoalStatus)
	if in.Deadline != nil && *in.Deadline != "" {
		t, ok := parseDate(*in.Deadline)
		v.Check(ok, "deadline", MsgGoalDeadline)
		if ok {
			in.DeadlineTime = &t
		}
	}
	return v.Err()
}

// parseDate reads an ISO 8601 date-time or a plain date.
func parseDate(s string) (time.Time, bool) {
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil && t.Year() >= 1970 && t.Year() <= 2200 {
			return t.UTC(), true
		}
	}
	return time.Time{}, false
}

// CareerMilestone is a step on the way to a goal (seed 001 §3.2).
type CareerMilestone struct {
	ID          string     `json:"id"`
	UserID      string     `json:"userId"`
	GoalID      *string    `json:"goalId"`
	Title       string     `json:"title"`
	Description *string    `json:"description"`
	Category    string     `json:"category"`
	AchievedAt  *time.Time `json:"achievedAt"`
	TargetDate  *time.Time `json:"targetDate"`
	Status      string     `json:"status"`
	Impact      *string    `json:"impact"`
	CreatedAt   time.Time  `json:"createdAt"`
}

// CareerMilestoneInput is the body of PUT /api/career-milestones/{id}.
type CareerMilestoneInput struct {
	UserID string `json:"userId"`
	Status string `json:"status"`
}

// Validate checks a milestone's new status.
func (in *CareerMilestoneInput) Validate() error {
	var v Validator
	in.Status = strings.TrimSpace(in.Status)
	v.Check(slices.Contains(MilestoneStatuses, in.Status), "status", MsgMilestoneStatus)
	return v.Err()
}

// MilestoneProgress is the share of a goal's milestones achieved, 0-100.
func MilestoneProgress(ms []CareerMilestone) int {
	if len(ms) == 0 {
		return 0
	}
	n := 0
	for _, m := range ms {
		if m.Status == "achieved" {
			n++
		}
	}
	return int(math.Round(100 * float64(n) / float64(len(ms))))
}

// CareerInsight is a statement about a user's situation that cites its
// figures (market trends, salary intelligence, skill demand, role growth).
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

// CareerAssessment is a stored career interview and its analysis.
type CareerAssessment struct {
	ID         string          `json:"id"`
	UserID     string          `json:"userId"`
	Type       string          `json:"type"`
	Questions  json.RawMessage `json:"questions"`
	Responses  json.RawMessage `json:"responses"`
	Results    json.RawMessage `json:"results"`
	AIInsights json.RawMessage `json:"aiInsights"`
	CreatedAt  time.Time       `json:"createdAt"`
}

// CareerPath is a move from one role to another, built from O*NET related
// occupations and BLS wages.
type CareerPath struct {
	ID             string   `json:"id"`
	FromRole       string   `json:"fromRole"`
	ToRole         string   `json:"toRole"`
	RequiredSkills []string `json:"requiredSkills"`
	Timeframe      *string  `json:"timeframe"`
	SalaryIncrease *string  `json:"salaryIncrease"`
	Difficulty     *string  `json:"difficulty"`
	// Figures behind the texts (0 when BLS has no wage).
	FromCode       string  `json:"fromCode,omitempty"`
	ToCode         string  `json:"toCode,omitempty"`
	FromMedianWage int     `json:"fromMedianWage,omitempty"`
	ToMedianWage   int     `json:"toMedianWage,omitempty"`
	ToGrowthPct    float64 `json:"toGrowthPct"`
	JobZoneChange  int     `json:"jobZoneChange"`
	Closeness      int     `json:"closeness"` // 1 = O*NET's closest related occupation
	// Credential is the licence or certification the target requires with
	// its source, in one line; Source where the path's figures come from.
	Credential string `json:"credential,omitempty"`
	Source     string `json:"source,omitempty"`
}

// CareerPathFilter pages GET /api/career-paths like the job search: at
// most Limit paths (DefaultJobLimit, at most MaxJobLimit) from Offset.
type CareerPathFilter struct {
	FromRole string
	Limit    int
	Offset   int
}

// SkillTrend is how demand for a skill is moving (seed 001 §3.2: skill,
// growth in percent), with the three signals blended into Growth.
type SkillTrend struct {
	Skill  string  `json:"skill"`
	Growth float64 `json:"growth"`
	// Postings is how many current Stride postings ask for the skill;
	// PostingChange the change in percent of the last 21 days against the
	// 21 before; Weekly the postings per week over the last 6 weeks,
	// oldest first.
	Postings      int     `json:"postings"`
	PostingChange float64 `json:"postingChange"`
	Weekly        []int   `json:"weekly"`
	// Hot is O*NET's Hot Technology flag; OccupationGrowth the BLS 2024-34
	// employment growth of the occupations that use the skill.
	Hot              bool    `json:"hot"`
	OccupationGrowth float64 `json:"occupationGrowth"`
}

// SalaryPotential compares the median wages of the user's occupation and
// their target (BLS, USD a year); nil when unknown, with Note saying why.
type SalaryPotential struct {
	Current     *int   `json:"current"`
	Potential   *int   `json:"potential"`
	CurrentRole string `json:"currentRole,omitempty"`
	TargetRole  string `json:"targetRole,omitempty"`
	// Direction is "up", "down" or "similar"; "" when the data cannot
	// say (one BLS median for two occupations, a title its occupation's
	// median does not describe).
	Direction string `json:"direction,omitempty"`
	Note      string `json:"note,omitempty"`
}

// CareerState is the "where you are" part of an analysis.
type CareerState struct {
	ReadinessScore int      `json:"readinessScore"`
	ReadinessLabel string   `json:"readinessLabel"`
	MarketPosition string   `json:"marketPosition"`
	Strengths      []string `json:"strengths"`
	SkillsGap      []string `json:"skillsGap"`
}

// AnalysisPath is one of the analysis's career paths.
type AnalysisPath struct {
	Path           string   `json:"path"`
	Viability      int      `json:"viability"`
	ViabilityTier  string   `json:"viabilityTier"`
	Timeframe      string   `json:"timeframe"`
	Requirements   []string `json:"requirements"`
	SalaryIncrease string   `json:"salaryIncrease,omitempty"`
	// Credential names the licence or certification the path requires and
	// its source, in one line ("" when none is known).
	Credential string `json:"credential,omitempty"`
}

// CareerAnalysis is the answer of POST /api/career/analyze (seed 001 §3.2).
type CareerAnalysis struct {
	CurrentState    CareerState     `json:"currentState"`
	SalaryPotential SalaryPotential `json:"salaryPotential"`
	CareerPaths     []AnalysisPath  `json:"careerPaths"`
	// CurrentOccupation and TargetOccupation name the O*NET occupations
	// compared; Advice says what to fill in when data is missing.
	CurrentOccupation string `json:"currentOccupation,omitempty"`
	TargetOccupation  string `json:"targetOccupation,omitempty"`
	// Credential is the target's licence or certification (or typical
	// entry education) with its source; Sources says in one line where
	// the skills gap, pay and timeframe come from.
	Credential  string    `json:"credential,omitempty"`
	Sources     string    `json:"sources,omitempty"`
	Advice      []string  `json:"advice"`
	GeneratedAt time.Time `json:"generatedAt"`
}

// CareerInterviewQuestion is a career-development question (seed 001 §3.2).
type CareerInterviewQuestion struct {
	ID       string `json:"id"`
	Category string `json:"category"`
	Question string `json:"question"`
	FollowUp string `json:"followUp"`
}

// CareerInterviewAnswer is one answer (seed 001 §3.2).
type CareerInterviewAnswer struct {
	QuestionID string `json:"questionId"`
	Answer     string `json:"answer"`
}

// CareerInterviewInput is the body of POST /api/career/interview/analyze.
type CareerInterviewInput struct {
	UserID    string                    `json:"userId"`
	Questions []CareerInterviewQuestion `json:"questions"`
	Responses []CareerInterviewAnswer   `json:"responses"`
}

// Validate requires at least one non-blank answer of bounded length.
func (in *CareerInterviewInput) Validate() error {
	var v Validator
	n := 0
	for _, r := range in.Responses {
		if strings.TrimSpace(r.Answer) != "" {
			n++
		}
		v.Check(len(r.Answer) <= MaxBioLen*2, "responses", tooLong(MaxBioLen*2))
	}
	v.Check(n > 0, "responses", MsgInterviewAnswers)
	v.Check(len(in.Responses) <= 50 && len(in.Questions) <= 50, "responses", "At most 50 answers")
	return v.Err()
}

// GoalSuggestion is a goal the career interview proposes.
type GoalSuggestion struct {
	Title       string `json:"title"`
	TargetRole  string `json:"targetRole,omitempty"`
	Description string `json:"description"`
}

// CareerInterviewResult is what analysing a career interview produced.
type CareerInterviewResult struct {
	Assessment     CareerAssessment `json:"assessment"`
	Insights       []CareerInsight  `json:"insights"`
	SuggestedGoals []GoalSuggestion `json:"suggestedGoals"`
}

// LearningResource is a free learning resource tagged with skills.
type LearningResource struct {
	ID        string   `json:"id"`
	Title     string   `json:"title"`
	Type      string   `json:"type"`
	URL       string   `json:"url"`
	Provider  string   `json:"provider"`
	SkillTags []string `json:"skillTags"`
	Duration  *string  `json:"duration"`
	Rating    *float64 `json:"rating"`
}

// ReadinessScore is the rounded mean of the goals' progress (seed 001 §9);
// 0 without goals.
func ReadinessScore(goals []CareerGoal) int {
	if len(goals) == 0 {
		return 0
	}
	sum := 0
	for _, g := range goals {
		sum += g.CurrentProgress
	}
	return int(math.Round(float64(sum) / float64(len(goals))))
}

// ReadinessLabel names a readiness score (seed 001 §4).
func ReadinessLabel(score int) string {
	switch {
	case score >= 75:
		return "Excellent"
	case score >= 50:
		return "Good"
	}
	return "Needs improvement"
}

// ViabilityTier names a path's viability (seed 001 §4): high from 80,
// medium from 60, low below.
func ViabilityTier(v int) string {
	switch {
	case v >= 80:
		return "high"
	case v >= 60:
		return "medium"
	}
	return "low"
}

// CareerService is the career explorer: goals with milestones, insights,
// assessments, analysis, the career interview, paths, skill trends and
// learning resources. Per-user methods act for userID only.
type CareerService interface {
	ListCareerGoals(ctx context.Context, userID string) ([]CareerGoal, error)
	CreateCareerGoal(ctx context.Context, userID string, in CareerGoalInput) (*CareerGoal, error)
	UpdateCareerGoal(ctx context.Context, userID, id string, in CareerGoalInput) (*CareerGoal, error)
	DeleteCareerGoal(ctx context.Context, userID, id string) error
	ListCareerMilestones(ctx context.Context, userID string) ([]CareerMilestone, error)
	// UpdateCareerMilestone sets a milestone's status; the goal's progress
	// follows unless the user set it by hand.
	UpdateCareerMilestone(ctx context.Context, userID, id string, in CareerMilestoneInput) (*CareerMilestone, error)
	ListCareerInsights(ctx context.Context, userID string) ([]CareerInsight, error)
	// GenerateCareerInsights replaces the user's generated insights.
	GenerateCareerInsights(ctx context.Context, userID string) ([]CareerInsight, error)
	ListCareerAssessments(ctx context.Context, userID string) ([]CareerAssessment, error)
	AnalyzeCareer(ctx context.Context, userID string) (*CareerAnalysis, error)
	CareerInterviewQuestions(ctx context.Context, userID string) ([]CareerInterviewQuestion, error)
	AnalyzeCareerInterview(ctx context.Context, userID string, in CareerInterviewInput) (*CareerInterviewResult, error)
	// ListCareerPaths returns a page of the paths from f.FromRole, or of
	// the whole catalogue when it is empty (the paths from the user's own
	// role first when userID is set), and the number of paths in all.
	ListCareerPaths(ctx context.Context, userID string, f CareerPathFilter) ([]CareerPath, int, error)
	// SkillTrends covers the user's skills and their target's (userID may be
	// empty: the most asked-for skills).
	SkillTrends(ctx context.Context, userID string) ([]SkillTrend, error)
	ListLearningResources(ctx context.Context, skills []string) ([]LearningResource, error)
}
