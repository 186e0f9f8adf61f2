package stride

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"time"
	// Time zones sent by browsers must resolve on hosts without tzdata.
	_ "time/tzdata"
)

// The adaptive learning journey (seed 001 §2.7). Its progress rules live in
// this file, in one place:
//
//   - XP. A challenge is worth ChallengeXPReward(difficulty) = 20 + 10 ×
//     difficulty (difficulty 1-10, so 30-120 XP; difficulty 3 is the seed's
//     default 50). An attempt earns reward × score / 100 (rounded down), but
//     only the part above what the user's best earlier attempt at the same
//     challenge earned: retrying can raise the best score, never farm XP. A
//     late attempt earns nothing. Completing a module earns ModuleXP once.
//   - Levels. Level n starts at LevelStartXP(n) = 50 × n × (n − 1) XP: level
//     2 at 100, 3 at 300, 4 at 600, 5 at 1000 (each level needs 100 more XP
//     than the one before).
//   - Streaks count calendar days in the user's own time zone (sent by the
//     browser). Activity on the day after the last active day adds one; a
//     second activity on the same day changes nothing; a missed day starts
//     again at 1. The streak shown is 0 once a whole day has been missed.
//     Activity is completing a module or submitting a challenge in time.
//   - Passing. An attempt passes with a score of at least PassingScore and
//     was submitted in time; a challenge is completed once an attempt passed.
//   - Time limit. An attempt is late when submitted more than LateGrace
//     after its time limit ran out (counted from when it was started on the
//     server). A late attempt is graded and reviewed and stored with its
//     score, but earns no XP, does not pass and does not count as activity.
//   - Skill badges. A skill's badge is earned when every challenge of that
//     skill has been passed.
//   - Unlocking. A challenge unlocks when all its required modules are
//     completed and all its required challenges passed; a module is open
//     when all its prerequisite modules are completed.

// Learning styles and paces (seed 001 §9).
var (
	LearningStyles = []string{"visual", "auditory", "kinesthetic", "reading"}
	LearningPaces  = []string{"slow", "medium", "fast"}
)

// Defaults of a new learning profile (seed 001 §9).
const (
	DefaultLearningStyle = "visual"
	DefaultLearningPace  = "medium"
)

// Progress rule constants; see the comment at the top of this file.
const (
	PassingScore = 70
	ModuleXP     = 25
	LateGrace    = 30 * time.Second
)

// Messages of learning errors.
const (
	MsgLearningStyle  = "Learning style must be one of visual, auditory, kinesthetic, reading"
	MsgLearningPace   = "Pace must be one of slow, medium, fast"
	MsgTimeZone       = "Unknown time zone"
	MsgModuleNotFound = "Module not found"
	MsgChallengeNF    = "Challenge not found"
	MsgAttemptNF      = "Attempt not found"
	MsgTutorSessionNF = "Tutor session not found"
	MsgTutorQuestion  = "Please ask a question"
)

// Question types of a skill challenge.
const (
	QuestionSingle = "single" // one option is right
	QuestionMulti  = "multi"  // select all that apply
	QuestionOrder  = "order"  // put the options in order
	QuestionFill   = "fill"   // a word or short phrase, normalised before comparing
	QuestionShort  = "short"  // a few sentences read by the interview coach
)

// ChallengeXPReward is the most XP a challenge of the difficulty (1-10) gives.
func ChallengeXPReward(difficulty int) int { return 20 + 10*max(1, min(10, difficulty)) }

// earnedXP is what a score alone is worth.
func earnedXP(reward, score int) int { return reward * max(0, min(100, score)) / 100 }

// ChallengeXP is the XP an attempt adds: what its score earns above what the
// previous best (in-time) score earned; nothing when late.
func ChallengeXP(reward, score, previousBest int, late bool) int {
	if late {
		return 0
	}
	return max(0, earnedXP(reward, score)-earnedXP(reward, previousBest))
}

// Passed reports whether an attempt passes.
func Passed(score int, late bool) bool { return !late && score >= PassingScore }

// LevelStartXP is the total XP at which level n begins.
func LevelStartXP(n int) int {
	if n <= 1 {
		return 0
	}
	return 50 * n * (n - 1)
}

// LevelForXP is the level reached with the total XP.
func LevelForXP(xp int) int {
	n := 1
	for LevelStartXP(n+1) <= xp {
		n++
	}
	return n
}

// LoadTimeZone resolves an IANA time zone name sent by a browser; empty is
// UTC. "Local" is refused: it would mean the server's zone.
func LoadTimeZone(name string) (*time.Location, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return time.UTC, nil
	}
	if name == "Local" || len(name) > 64 {
		return nil, Errorf(EINVALID, MsgTimeZone)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, Errorf(EINVALID, MsgTimeZone)
	}
	return loc, nil
}

// LocalDay is the calendar day (2006-01-02) of t in loc.
func LocalDay(t time.Time, loc *time.Location) string { return t.In(loc).Format(time.DateOnly) }

// dayBefore returns the calendar day before day, "" when day is not a date.
func dayBefore(day string) string {
	t, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return ""
	}
	return t.AddDate(0, 0, -1).Format(time.DateOnly)
}

// NextStreak is the streak after activity on today, given the streak and
// the last active day before it.
func NextStreak(streak int, lastDay, today string) int {
	switch {
	case lastDay == today && streak > 0:
		return streak
	case lastDay != "" && lastDay == dayBefore(today):
		return streak + 1
	default:
		return 1
	}
}

// ShownStreak is the streak as it stands on today: kept while the last
// active day is today or yesterday, 0 after a missed day.
func ShownStreak(streak int, lastDay, today string) int {
	if lastDay == today || (lastDay != "" && lastDay == dayBefore(today)) {
		return streak
	}
	return 0
}

// LearnerProfile is a user's stored learning profile.
type LearnerProfile struct {
	LearningStyle string
	PreferredPace string
	TotalXP       int
	Level         int
	CurrentStreak int
	LongestStreak int
	// LastActiveDay is the last active calendar day in the user's zone.
	LastActiveDay string
	SkillBadges   []string
	WeakAreas     []string
}

// NewLearnerProfile is the profile of a user who has not started yet.
func NewLearnerProfile() LearnerProfile {
	return LearnerProfile{LearningStyle: DefaultLearningStyle, PreferredPace: DefaultLearningPace, Level: 1,
		SkillBadges: []string{}, WeakAreas: []string{}}
}

// Reward adds xp earned on today (the user's calendar day) and, when active
// is true, counts the day for the streak. It reports a level-up.
func (p *LearnerProfile) Reward(xp int, today string, active bool) (levelUp bool) {
	before := LevelForXP(p.TotalXP)
	p.TotalXP += max(0, xp)
	p.Level = LevelForXP(p.TotalXP)
	if active {
		p.CurrentStreak = NextStreak(p.CurrentStreak, p.LastActiveDay, today)
		p.LastActiveDay = today
		p.LongestStreak = max(p.LongestStreak, p.CurrentStreak)
	}
	return p.Level > before
}

// UnlockRequirements are what must be done before a challenge opens.
type UnlockRequirements struct {
	Modules    []string `json:"modules,omitempty"`
	Challenges []string `json:"challenges,omitempty"`
}

// Missing returns the requirements not yet met, modules first.
func (u UnlockRequirements) Missing(modulesDone, challengesPassed map[string]bool) []string {
	var out []string
	for _, m := range u.Modules {
		if !modulesDone[m] {
			out = append(out, m)
		}
	}
	for _, c := range u.Challenges {
		if !challengesPassed[c] {
			out = append(out, c)
		}
	}
	return out
}

// SkillBadges returns, sorted, each skill all of whose challenges (ids by
// skill) are passed.
func SkillBadges(challengesBySkill map[string][]string, passed map[string]bool) []string {
	out := []string{}
	for skill, ids := range challengesBySkill {
		if len(ids) > 0 && !slices.ContainsFunc(ids, func(id string) bool { return !passed[id] }) {
			out = append(out, skill)
		}
	}
	slices.Sort(out)
	return out
}

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
