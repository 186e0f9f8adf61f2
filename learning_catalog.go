package stride

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"time"
)

// ModuleRef names a module.
type ModuleRef struct {
	ID    string `json:"id"`
	Title string `json:"title"`
}

// Module statuses as shown on a path.
const (
	ModuleLocked    = "locked"
	ModuleAvailable = "available"
	ModuleCompleted = "completed"
)

// ModuleSummary is a module as listed in its path.
type ModuleSummary struct {
	ID            string   `json:"id"`
	PathID        string   `json:"pathId"`
	Title         string   `json:"title"`
	Description   string   `json:"description"`
	Type          string   `json:"type"`
	Difficulty    string   `json:"difficulty"`
	Duration      int      `json:"duration"` // minutes
	Order         int      `json:"order"`
	Prerequisites []string `json:"prerequisites"`
	Skills        []string `json:"skills"`
	// Status is the reader's: locked, available or completed; absent for
	// a signed-out reader.
	Status string `json:"status,omitempty"`
}

// LearningPath is a path of the catalogue with the user's progress (seed
// 001 §3.2); a signed-out reader gets the catalogue alone.
type LearningPath struct {
	ID            string          `json:"id"`
	Title         string          `json:"title"`
	Description   string          `json:"description"`
	Difficulty    string          `json:"difficulty"`
	TotalModules  int             `json:"totalModules"`
	EstimatedTime int             `json:"estimatedTime"` // hours
	Skills        []string        `json:"skills"`
	Modules       []ModuleSummary `json:"modules"`
	// PathProgress is the reader's; nil (its fields absent) signed out.
	*PathProgress
}

// PathProgress is a user's progress along a path.
type PathProgress struct {
	Progress         int        `json:"progress"` // percent
	CompletedModules int        `json:"completedModules"`
	CurrentModule    *ModuleRef `json:"currentModule"`
}

// Resource is a free outside resource a module links to.
type Resource struct {
	Title string `json:"title"`
	URL   string `json:"url"`
}

// LearningModule is a module's full content for reading.
type LearningModule struct {
	ModuleSummary
	PathTitle string     `json:"pathTitle"`
	Body      []string   `json:"body"` // paragraphs
	Example   string     `json:"example,omitempty"`
	KeyPoints []string   `json:"keyPoints"`
	Practice  string     `json:"practice,omitempty"`
	Resources []Resource `json:"resources"`
	// ModuleProgress is the reader's; nil (its fields absent) signed out.
	*ModuleProgress
}

// ModuleProgress is where a user stands with a module.
type ModuleProgress struct {
	MissingPrereqs []ModuleRef `json:"missingPrerequisites"`
	CompletedAt    *time.Time  `json:"completedAt"`
}

// ModuleCompletion is the answer to completing a module.
type ModuleCompletion struct {
	ModuleID         string `json:"moduleId"`
	XPGained         int    `json:"xpGained"`
	LevelUp          bool   `json:"levelUp"`
	AlreadyCompleted bool   `json:"alreadyCompleted"`
	TotalXP          int    `json:"totalXP"`
	Level            int    `json:"level"`
	Streak           int    `json:"streak"`
}

// Challenge is a skill challenge of the catalogue with the user's state
// (seed 001 §3.2); a signed-out reader gets the catalogue alone.
type Challenge struct {
	ID            string   `json:"id"`
	Title         string   `json:"title"`
	Description   string   `json:"description"`
	Difficulty    int      `json:"difficulty"`
	XPReward      int      `json:"xpReward"`
	TimeLimit     int      `json:"timeLimit"` // minutes
	Skill         string   `json:"skill"`
	PathID        string   `json:"pathId"`
	QuestionCount int      `json:"questionCount"`
	QuestionTypes []string `json:"questionTypes"`
	// ChallengeProgress is the reader's; nil (its fields absent) signed out.
	*ChallengeProgress
}

// ChallengeProgress is where a user stands with a challenge.
type ChallengeProgress struct {
	Unlocked  bool `json:"unlocked"`
	Completed bool `json:"completed"`
	BestScore *int `json:"bestScore"`
	Attempts  int  `json:"attempts"`
	// Requires names what is still missing, for a locked challenge.
	Requires []ModuleRef `json:"requires"`
}

// Option is one choice of a question, as the user sees it.
type Option struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

// ChallengeQuestion is a question without its answer.
type ChallengeQuestion struct {
	ID      string   `json:"id"`
	Type    string   `json:"type"`
	Prompt  string   `json:"prompt"`
	Code    string   `json:"code,omitempty"`
	Options []Option `json:"options,omitempty"`
}

// ChallengeStart is a started attempt with its questions.
type ChallengeStart struct {
	AttemptID     string              `json:"attemptId"`
	AttemptNumber int                 `json:"attemptNumber"`
	ChallengeID   string              `json:"challengeId"`
	Title         string              `json:"title"`
	StartedAt     time.Time           `json:"startedAt"`
	Deadline      time.Time           `json:"deadline"`
	TimeLimit     int                 `json:"timeLimit"`
	XPReward      int                 `json:"xpReward"`
	Questions     []ChallengeQuestion `json:"questions"`
}

// Answer is the user's answer to one question: a text, one option id, or a
// list of option ids (multi-select and ordering).
type Answer struct {
	Text   string
	List   []string
	IsList bool
}

// UnmarshalJSON accepts a string or a list of strings; anything else is
// the wrong shape.
func (a *Answer) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*a = Answer{Text: s}
		return nil
	}
	var l []string
	if err := json.Unmarshal(b, &l); err == nil && l != nil {
		*a = Answer{List: l, IsList: true}
		return nil
	}
	return Errorf(EINVALID, "Each answer must be a text or a list of option ids")
}

// MarshalJSON writes the answer back in the shape it came in.
func (a Answer) MarshalJSON() ([]byte, error) {
	if a.IsList {
		return json.Marshal(a.List)
	}
	return json.Marshal(a.Text)
}

// ChallengeSubmission is the body of POST /api/learning/complete-challenge.
// The seed's {challengeId, score, timeSpent} is accepted too; a client score
// is never worth more than the answers earn (none sent: 0).
type ChallengeSubmission struct {
	ChallengeID string            `json:"challengeId"`
	AttemptID   string            `json:"attemptId"`
	Answers     map[string]Answer `json:"answers"`
	Score       *float64          `json:"score"`
	// TimeSpent is the client's figure in minutes, used only for an attempt
	// the server did not start.
	TimeSpent *float64 `json:"timeSpent"`
	TimeZone  string   `json:"timeZone"`
}

// Validate checks the submission's shape.
func (s *ChallengeSubmission) Validate() error {
	var v Validator
	s.ChallengeID = strings.TrimSpace(s.ChallengeID)
	v.Check(s.ChallengeID != "", "challengeId", "challengeId is required")
	v.Check(len(s.Answers) <= 50, "answers", "Too many answers")
	for id, a := range s.Answers {
		v.Check(len(id) <= 40, "answers", "Unknown question")
		v.Check(len(a.Text) <= 5000 && len(a.List) <= 20, "answers", "Answer too long")
	}
	v.Check(s.Score == nil || (*s.Score >= 0 && *s.Score <= 100), "score", "score must be between 0 and 100")
	v.Check(s.TimeSpent == nil || (*s.TimeSpent >= 0 && *s.TimeSpent <= 24*60), "timeSpent", "timeSpent must be between 0 and 1440 minutes")
	return v.Err()
}

// QuestionReview is how one answer was graded, shown after submitting.
type QuestionReview struct {
	QuestionID    string   `json:"questionId"`
	Type          string   `json:"type"`
	Prompt        string   `json:"prompt"`
	Correct       bool     `json:"correct"`
	Credit        float64  `json:"credit"` // 0-1
	YourAnswer    []string `json:"yourAnswer"`
	CorrectAnswer []string `json:"correctAnswer"`
	Explanation   string   `json:"explanation"`
	// Feedback, Strengths and Improvements come from the coach for short
	// answers.
	Feedback     string   `json:"feedback,omitempty"`
	Strengths    []string `json:"strengths,omitempty"`
	Improvements []string `json:"improvements,omitempty"`
}

// ChallengeResult is the answer to a submission: the seed's {xpGained,
// levelUp} and the graded review.
type ChallengeResult struct {
	ChallengeID   string `json:"challengeId"`
	AttemptID     string `json:"attemptId"`
	AttemptNumber int    `json:"attemptNumber"`
	XPGained      int    `json:"xpGained"`
	LevelUp       bool   `json:"levelUp"`
	Score         int    `json:"score"`
	Passed        bool   `json:"passed"`
	// PassingScore is the mark an attempt needed (PassingScore), so a
	// failed attempt can say what was missing.
	PassingScore int              `json:"passingScore"`
	Late         bool             `json:"late"`
	TimeSpent    int              `json:"timeSpent"` // seconds
	BestScore    int              `json:"bestScore"`
	TotalXP      int              `json:"totalXP"`
	Level        int              `json:"level"`
	Streak       int              `json:"streak"`
	NewBadges    []string         `json:"newBadges"`
	Review       []QuestionReview `json:"review"`
	// Resubmitted is true when this attempt had already been submitted: the
	// stored result is returned and nothing counts twice.
	Resubmitted bool `json:"resubmitted"`
}

// LearningProgress is the progress banner (seed 001 §3.2).
type LearningProgress struct {
	TotalXP             int      `json:"totalXP"`
	Level               int      `json:"level"`
	LevelStartXP        int      `json:"levelStartXP"`
	NextLevelXP         int      `json:"nextLevelXP"`
	Streak              int      `json:"streak"`
	LongestStreak       int      `json:"longestStreak"`
	LastActiveDate      string   `json:"lastActiveDate"`
	CompletedChallenges int      `json:"completedChallenges"`
	CompletedModules    int      `json:"completedModules"`
	SkillBadges         []string `json:"skillBadges"`
	Achievements        []string `json:"achievements"`
	LearningStyle       string   `json:"learningStyle"`
	PreferredPace       string   `json:"preferredPace"`
	WeakAreas           []string `json:"weakAreas"`
}

// LearningPreferences is the body of PUT /api/learning/preferences.
type LearningPreferences struct {
	LearningStyle string `json:"learningStyle"`
	PreferredPace string `json:"preferredPace"`
}

// Validate checks the style (required) and pace (optional).
func (p *LearningPreferences) Validate() error {
	var v Validator
	v.Check(slices.Contains(LearningStyles, p.LearningStyle), "learningStyle", MsgLearningStyle)
	v.Check(p.PreferredPace == "" || slices.Contains(LearningPaces, p.PreferredPace), "preferredPace", MsgLearningPace)
	return v.Err()
}

// ValidLearningStyle checks a style given in a query.
func ValidLearningStyle(style string) error {
	if !slices.Contains(LearningStyles, style) {
		return &Error{Code: EINVALID, Message: MsgLearningStyle, Fields: map[string]string{"learningStyle": MsgLearningStyle}}
	}
	return nil
}

// Recommendation is a suggested next step (seed 001 §3.2).
type Recommendation struct {
	ID                 string `json:"id"`
	Type               string `json:"type"` // article, interactive, project, quiz
	Title              string `json:"title"`
	Description        string `json:"description"`
	PersonalizedReason string `json:"personalizedReason"`
	Difficulty         string `json:"difficulty"`
	Duration           int    `json:"duration"` // minutes
	ModuleID           string `json:"moduleId,omitempty"`
	ChallengeID        string `json:"challengeId,omitempty"`
	PathID             string `json:"pathId"`
	Skill              string `json:"skill"`
	// Gap is the kind of gap the recommendation closes: weak-area,
	// target-role, saved-jobs, interviews, next-step or new-skill.
	Gap string `json:"gap"`
	// Priority is high for a weak area or the target role, medium for saved
	// jobs, interviews and a path under way, low otherwise.
	Priority string `json:"priority"`
}

// TutorRequest is the body of POST /api/learning/tutor.
type TutorRequest struct {
	Question string `json:"question"`
	// Context is optional: a module or path id, or free text.
	Context string `json:"context"`
}

// Validate checks the question.
func (r *TutorRequest) Validate() error {
	var v Validator
	r.Question = strings.TrimSpace(r.Question)
	r.Context = strings.TrimSpace(r.Context)
	v.Check(r.Question != "", "question", MsgTutorQuestion)
	v.Check(len(r.Question) <= 2000, "question", "Questions are limited to 2,000 characters")
	v.Check(len(r.Context) <= 2000, "context", "Context is limited to 2,000 characters")
	return v.Err()
}

// TutorSource is a passage of Stride's content an answer is grounded in.
type TutorSource struct {
	ModuleID    string `json:"moduleId"`
	ModuleTitle string `json:"moduleTitle"`
	PathID      string `json:"pathId"`
	PathTitle   string `json:"pathTitle"`
	Quote       string `json:"quote"`
	URL         string `json:"url"`
}

// TutorReply is the tutor's answer (seed: {response, recommendations}),
// saved as a tutor session.
type TutorReply struct {
	ID                string        `json:"id"`
	Question          string        `json:"question"`
	Context           string        `json:"context,omitempty"`
	Response          string        `json:"response"`
	Recommendations   []string      `json:"recommendations"`
	Sources           []TutorSource `json:"sources"`
	SuggestedModules  []ModuleRef   `json:"suggestedModules"`
	FollowUpQuestions []string      `json:"followUpQuestions"`
	Grounded          bool          `json:"grounded"`
	Helpful           *bool         `json:"helpful"`
	CreatedAt         time.Time     `json:"createdAt"`
}

// LearningService is the adaptive learning journey of one user at a time.
// The catalogue reads (paths, modules, challenges) take an empty userID
// for a signed-out reader and then leave the per-user parts out.
type LearningService interface {
	ListLearningPaths(ctx context.Context, userID string) ([]LearningPath, error)
	GetLearningModule(ctx context.Context, userID, moduleID string) (*LearningModule, error)
	CompleteLearningModule(ctx context.Context, userID, moduleID string, loc *time.Location) (*ModuleCompletion, error)
	ListChallenges(ctx context.Context, userID string) ([]Challenge, error)
	StartChallenge(ctx context.Context, userID, challengeID string) (*ChallengeStart, error)
	SubmitChallenge(ctx context.Context, userID string, sub *ChallengeSubmission, loc *time.Location) (*ChallengeResult, error)
	LearningProgress(ctx context.Context, userID string, loc *time.Location) (*LearningProgress, error)
	UpdateLearningPreferences(ctx context.Context, userID string, prefs *LearningPreferences) (*LearningProgress, error)
	Recommendations(ctx context.Context, userID, learningStyle string) ([]Recommendation, error)
	AskTutor(ctx context.Context, userID string, req *TutorRequest) (*TutorReply, error)
	ListTutorSessions(ctx context.Context, userID string) ([]TutorReply, error)
	RateTutorSession(ctx context.Context, userID, sessionID string, helpful bool) (*TutorReply, error)
}
