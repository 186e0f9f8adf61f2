package learning

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sync"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
)

// Store is what the learning service keeps in the database
// (internal/sqldb implements it). Every method takes the caller's user id
// and reads or writes only that user's rows.
type Store interface {
	// SyncCatalog writes the catalogue's paths, modules and challenges to
	// their tables (progress rows refer to them).
	SyncCatalog(ctx context.Context, c *Catalog) error
	LearnerState(ctx context.Context, userID string) (*State, error)
	SavePreferences(ctx context.Context, userID string, prefs stride.LearningPreferences) error
	// CompleteModule records the module once and rewards it by the rules.
	CompleteModule(ctx context.Context, userID string, m *Module, today string) (*stride.ModuleCompletion, error)
	// StartAttempt returns the user's open attempt at the challenge if it
	// is still in time, else a new one with the next attempt number.
	StartAttempt(ctx context.Context, userID string, ch *Challenge, now time.Time) (*Attempt, error)
	// Attempt returns one of the user's attempts (ENOTFOUND otherwise).
	Attempt(ctx context.Context, userID, attemptID string) (*Attempt, error)
	// FinishAttempt stores a graded attempt and rewards it by the rules,
	// once: an attempt already submitted returns its stored result.
	FinishAttempt(ctx context.Context, userID string, f *Finish) (*stride.ChallengeResult, error)
	// LearnerSignals are the user's career data recommendations read.
	LearnerSignals(ctx context.Context, userID string) (*Signals, error)
	// SaveRecommendations replaces the user's open recommendations with the
	// ones just shown (learning_recommendations), kept for a day.
	SaveRecommendations(ctx context.Context, userID string, recs []stride.Recommendation) error
	SaveTutorSession(ctx context.Context, userID string, r *stride.TutorReply) error
	ListTutorSessions(ctx context.Context, userID string) ([]stride.TutorReply, error)
	RateTutorSession(ctx context.Context, userID, sessionID string, helpful bool) (*stride.TutorReply, error)
}

// State is a user's learning progress as stored.
type State struct {
	Profile stride.LearnerProfile
	// ModulesDone maps completed module ids to when.
	ModulesDone map[string]time.Time
	// Best holds, per challenge, the best in-time score and attempts made.
	Best map[string]Best
	// Missed maps a challenge to the questions its latest submitted attempt
	// got wrong.
	Missed map[string][]string
}

// Best summarises a user's attempts at one challenge.
type Best struct {
	Score    int
	Passed   bool
	Attempts int
	Scored   bool // an in-time attempt was submitted
}

// Attempt is one attempt at a challenge.
type Attempt struct {
	ID          string
	ChallengeID string
	Number      int
	StartedAt   time.Time
	Submitted   bool
	Result      *stride.ChallengeResult
}

// Finish is a graded attempt to store.
type Finish struct {
	AttemptID   string // empty: an attempt the server did not start (the seed's body)
	Challenge   *Challenge
	Score       int
	Late        bool
	TimeSpent   int // seconds
	Answers     map[string]stride.Answer
	Review      []stride.QuestionReview
	Today       string
	SubmittedAt time.Time
	// SkillChallenges maps each skill to its challenges, for badges.
	SkillChallenges map[string][]string
}

// Signals are what recommendations know of the user's goals.
type Signals struct {
	TargetRoles  []string // target roles of active career goals
	SavedJobs    []SavedJob
	Skills       []string // the user's own skills
	Interviewing bool     // an application is at the interview stage
	CareerGoals  []string // onboarding career goals
	CurrentTitle string
}

// SavedJob is a saved job as recommendations read it.
type SavedJob struct {
	Title, Company, Text string
}

// Service implements stride.LearningService over a Store, the catalogue and
// the AI provider (short answers and the tutor).
type Service struct {
	store Store
	cat   *Catalog
	ai    ai.Provider
	now   func() time.Time

	syncOnce sync.Once
	syncErr  error
	ixOnce   sync.Once
	ix       *index
	kwOnce   sync.Once
	kw       map[string]*regexp.Regexp
}

var _ stride.LearningService = (*Service)(nil)

// NewService returns the learning service. provider may be nil (short
// answers then fail as unavailable and the tutor answers from retrieval).
func NewService(store Store, cat *Catalog, provider ai.Provider) *Service {
	return &Service{store: store, cat: cat, ai: provider, now: func() time.Time { return time.Now().UTC() }}
}

// SetClock replaces the clock (tests).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// Catalog returns the catalogue the service serves.
func (s *Service) Catalog() *Catalog { return s.cat }

// Sync writes the catalogue to the database once per service.
func (s *Service) Sync(ctx context.Context) error {
	s.syncOnce.Do(func() { s.syncErr = s.store.SyncCatalog(ctx, s.cat) })
	return s.syncErr
}

func (s *Service) state(ctx context.Context, userID string) (*State, error) {
	if err := s.Sync(ctx); err != nil {
		return nil, err
	}
	return s.store.LearnerState(ctx, userID)
}

func (st *State) modulesDone() map[string]bool {
	out := make(map[string]bool, len(st.ModulesDone))
	for id := range st.ModulesDone {
		out[id] = true
	}
	return out
}

func (st *State) passed() map[string]bool {
	out := map[string]bool{}
	for id, b := range st.Best {
		if b.Passed {
			out[id] = true
		}
	}
	return out
}

// moduleStatus is locked, available or completed.
func moduleStatus(m *Module, done map[string]bool) string {
	if done[m.ID] {
		return stride.ModuleCompleted
	}
	for _, p := range m.Prerequisites {
		if !done[p] {
			return stride.ModuleLocked
		}
	}
	return stride.ModuleAvailable
}

func summary(m *Module, done map[string]bool) stride.ModuleSummary {
	sm := catalogueSummary(m)
	sm.Status = moduleStatus(m, done)
	return sm
}

// catalogueSummary is a module as the catalogue lists it, without a
// reader's status.
func catalogueSummary(m *Module) stride.ModuleSummary {
	return stride.ModuleSummary{ID: m.ID, PathID: m.Path.ID, Title: m.Title, Description: m.Description, Type: m.Type,
		Difficulty: m.Difficulty, Duration: m.Minutes, Order: m.Order, Prerequisites: orEmpty(m.Prerequisites),
		Skills: orEmpty(m.Skills)}
}

func orEmpty(xs []string) []string {
	if xs == nil {
		return []string{}
	}
	return xs
}

// ListLearningPaths implements stride.LearningService.
// A signed-out reader (userID "") gets the catalogue without progress.
func (s *Service) ListLearningPaths(ctx context.Context, userID string) ([]stride.LearningPath, error) {
	st, err := s.readerState(ctx, userID)
	if err != nil {
		return nil, err
	}
	var done map[string]bool
	if st != nil {
		done = st.modulesDone()
	}
	out := make([]stride.LearningPath, 0, len(s.cat.Paths))
	for _, p := range s.cat.Paths {
		lp := stride.LearningPath{ID: p.ID, Title: p.Title, Description: p.Description, Difficulty: p.Difficulty,
			TotalModules: len(p.Modules), EstimatedTime: p.EstimatedHours, Skills: p.Skills}
		if st != nil {
			lp.PathProgress = &stride.PathProgress{}
		}
		for _, m := range p.Modules {
			if st == nil {
				lp.Modules = append(lp.Modules, catalogueSummary(m))
				continue
			}
			sm := summary(m, done)
			lp.Modules = append(lp.Modules, sm)
			if sm.Status == stride.ModuleCompleted {
				lp.CompletedModules++
			} else if lp.CurrentModule == nil {
				lp.CurrentModule = &stride.ModuleRef{ID: m.ID, Title: m.Title}
			}
		}
		if st != nil {
			lp.Progress = int(math.Round(100 * float64(lp.CompletedModules) / float64(lp.TotalModules)))
		}
		out = append(out, lp)
	}
	return out, nil
}

// readerState is the signed-in reader's state, nil for a signed-out one.
func (s *Service) readerState(ctx context.Context, userID string) (*State, error) {
	if userID == "" {
		return nil, s.Sync(ctx)
	}
	return s.state(ctx, userID)
}

// GetLearningModule implements stride.LearningService.
func (s *Service) GetLearningModule(ctx context.Context, userID, moduleID string) (*stride.LearningModule, error) {
	m := s.cat.Module(moduleID)
	if m == nil {
		return nil, stride.Errorf(stride.ENOTFOUND, stride.MsgModuleNotFound)
	}
	st, err := s.readerState(ctx, userID)
	if err != nil {
		return nil, err
	}
	lm := &stride.LearningModule{ModuleSummary: catalogueSummary(m), PathTitle: m.Path.Title, Body: m.Paragraphs(),
		Example: m.Example, KeyPoints: m.KeyPoints, Practice: m.Practice, Resources: m.Resources}
	if st == nil {
		return lm, nil
	}
	done := st.modulesDone()
	lm.ModuleSummary = summary(m, done)
	lm.ModuleProgress = &stride.ModuleProgress{MissingPrereqs: []stride.ModuleRef{}}
	for _, p := range m.Prerequisites {
		if !done[p] {
			lm.MissingPrereqs = append(lm.MissingPrereqs, stride.ModuleRef{ID: p, Title: s.cat.Module(p).Title})
		}
	}
	if t, ok := st.ModulesDone[m.ID]; ok {
		lm.CompletedAt = &t
	}
	return lm, nil
}

// CompleteLearningModule implements stride.LearningService. A module whose
// prerequisites are not completed cannot be completed yet (409).
func (s *Service) CompleteLearningModule(ctx context.Context, userID, moduleID string, loc *time.Location) (*stride.ModuleCompletion, error) {
	m := s.cat.Module(moduleID)
	if m == nil {
		return nil, stride.Errorf(stride.ENOTFOUND, stride.MsgModuleNotFound)
	}
	st, err := s.state(ctx, userID)
	if err != nil {
		return nil, err
	}
	done := st.modulesDone()
	if !done[m.ID] {
		for _, p := range m.Prerequisites {
			if !done[p] {
				return nil, stride.Errorf(stride.ECONFLICT, "Complete %q first", s.cat.Module(p).Title)
			}
		}
	}
	return s.store.CompleteModule(ctx, userID, m, stride.LocalDay(s.now(), loc))
}

// requires lists what a challenge still needs, by title.
func (s *Service) requires(ch *Challenge, st *State) []stride.ModuleRef {
	out := []stride.ModuleRef{}
	for _, id := range ch.Unlock.Missing(st.modulesDone(), st.passed()) {
		if m := s.cat.Module(id); m != nil {
			out = append(out, stride.ModuleRef{ID: id, Title: m.Title})
		} else if c := s.cat.Challenge(id); c != nil {
			out = append(out, stride.ModuleRef{ID: id, Title: c.Title})
		}
	}
	return out
}

// challengeView is a challenge with the reader's state (none when st is
// nil: a signed-out reader).
func (s *Service) challengeView(ch *Challenge, st *State) stride.Challenge {
	c := stride.Challenge{ID: ch.ID, Title: ch.Title, Description: ch.Description, Difficulty: ch.Difficulty,
		XPReward: ch.XPReward(), TimeLimit: ch.TimeLimit, Skill: ch.Skill, PathID: ch.Path.ID,
		QuestionCount: len(ch.Questions), QuestionTypes: []string{}}
	for _, q := range ch.Questions {
		if !slices.Contains(c.QuestionTypes, q.Type) {
			c.QuestionTypes = append(c.QuestionTypes, q.Type)
		}
	}
	if st == nil {
		return c
	}
	b := st.Best[ch.ID]
	c.ChallengeProgress = &stride.ChallengeProgress{Completed: b.Passed, Attempts: b.Attempts, Requires: s.requires(ch, st)}
	c.Unlocked = len(c.Requires) == 0
	if b.Scored {
		c.BestScore = &b.Score
	}
	return c
}

// ListChallenges implements stride.LearningService; a signed-out reader
// (userID "") gets the catalogue without attempts.
func (s *Service) ListChallenges(ctx context.Context, userID string) ([]stride.Challenge, error) {
	st, err := s.readerState(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]stride.Challenge, 0, len(s.cat.Challenges))
	for _, ch := range s.cat.Challenges {
		out = append(out, s.challengeView(ch, st))
	}
	return out, nil
}

// StartChallenge implements stride.LearningService: a locked challenge
// cannot be started (409).
func (s *Service) StartChallenge(ctx context.Context, userID, challengeID string) (*stride.ChallengeStart, error) {
	ch := s.cat.Challenge(challengeID)
	if ch == nil {
		return nil, stride.Errorf(stride.ENOTFOUND, stride.MsgChallengeNF)
	}
	st, err := s.state(ctx, userID)
	if err != nil {
		return nil, err
	}
	if req := s.requires(ch, st); len(req) > 0 {
		return nil, stride.Errorf(stride.ECONFLICT, "This challenge is locked: complete %q first", req[0].Title)
	}
	a, err := s.store.StartAttempt(ctx, userID, ch, s.now())
	if err != nil {
		return nil, err
	}
	return &stride.ChallengeStart{AttemptID: a.ID, AttemptNumber: a.Number, ChallengeID: ch.ID, Title: ch.Title,
		StartedAt: a.StartedAt, Deadline: a.StartedAt.Add(time.Duration(ch.TimeLimit) * time.Minute),
		TimeLimit: ch.TimeLimit, XPReward: ch.XPReward(), Questions: ClientQuestions(ch)}, nil
}

// SubmitChallenge implements stride.LearningService. With an attempt id the
// time is measured on the server; the seed's body without one is graded
// from its answers (none: 0) and its own timeSpent, and a client score is
// only ever lowered to what the answers earn, never raised.
func (s *Service) SubmitChallenge(ctx context.Context, userID string, sub *stride.ChallengeSubmission, loc *time.Location) (*stride.ChallengeResult, error) {
	ch := s.cat.Challenge(sub.ChallengeID)
	if ch == nil {
		return nil, stride.Errorf(stride.ENOTFOUND, stride.MsgChallengeNF)
	}
	if err := CheckAnswers(ch, sub.Answers); err != nil {
		return nil, err
	}
	st, err := s.state(ctx, userID)
	if err != nil {
		return nil, err
	}
	now := s.now()
	limit := time.Duration(ch.TimeLimit)*time.Minute + stride.LateGrace
	f := &Finish{Challenge: ch, Answers: sub.Answers, Today: stride.LocalDay(now, loc), SubmittedAt: now,
		SkillChallenges: s.cat.ChallengesBySkill()}
	if sub.AttemptID != "" {
		a, err := s.store.Attempt(ctx, userID, sub.AttemptID)
		if err != nil {
			return nil, err
		}
		if a.ChallengeID != ch.ID {
			return nil, stride.Errorf(stride.EINVALID, "This attempt belongs to another challenge")
		}
		if a.Submitted {
			r := *a.Result
			r.Resubmitted, r.PassingScore = true, stride.PassingScore
			return &r, nil
		}
		f.AttemptID = a.ID
		elapsed := now.Sub(a.StartedAt)
		f.Late = elapsed > limit
		f.TimeSpent = int(elapsed.Round(time.Second) / time.Second)
	} else {
		if len(s.requires(ch, st)) > 0 {
			return nil, stride.Errorf(stride.ECONFLICT, "This challenge is locked")
		}
		if sub.TimeSpent != nil {
			f.TimeSpent = int(math.Round(*sub.TimeSpent * 60))
			f.Late = time.Duration(f.TimeSpent)*time.Second > limit
		}
	}
	review, score, err := Grade(ctx, ch, sub.Answers, s.ai)
	if err != nil {
		return nil, err
	}
	if sub.Score != nil {
		score = min(score, int(math.Round(*sub.Score)))
	}
	f.Review, f.Score = review, score
	return s.store.FinishAttempt(ctx, userID, f)
}

// LearningProgress implements stride.LearningService.
func (s *Service) LearningProgress(ctx context.Context, userID string, loc *time.Location) (*stride.LearningProgress, error) {
	st, err := s.state(ctx, userID)
	if err != nil {
		return nil, err
	}
	p := st.Profile
	out := &stride.LearningProgress{TotalXP: p.TotalXP, Level: stride.LevelForXP(p.TotalXP),
		Streak:        stride.ShownStreak(p.CurrentStreak, p.LastActiveDay, stride.LocalDay(s.now(), loc)),
		LongestStreak: p.LongestStreak, LastActiveDate: p.LastActiveDay, CompletedModules: len(st.ModulesDone),
		SkillBadges: stride.SkillBadges(s.cat.ChallengesBySkill(), st.passed()), Achievements: []string{},
		LearningStyle: p.LearningStyle, PreferredPace: p.PreferredPace, WeakAreas: s.weakAreas(st)}
	out.LevelStartXP, out.NextLevelXP = stride.LevelStartXP(out.Level), stride.LevelStartXP(out.Level+1)
	out.CompletedChallenges = len(st.passed())
	for _, pth := range s.cat.Paths {
		complete := true
		for _, m := range pth.Modules {
			complete = complete && !st.ModulesDone[m.ID].IsZero()
		}
		if complete {
			out.Achievements = append(out.Achievements, "Completed "+pth.Title)
		}
	}
	return out, nil
}

// weakAreas are the skills of challenges whose latest attempt missed
// questions and that are not passed yet.
func (s *Service) weakAreas(st *State) []string {
	out := []string{}
	for id, missed := range st.Missed {
		ch := s.cat.Challenge(id)
		if ch == nil || len(missed) == 0 || st.Best[id].Passed || slices.Contains(out, ch.Skill) {
			continue
		}
		out = append(out, ch.Skill)
	}
	slices.Sort(out)
	return out
}

// UpdateLearningPreferences implements stride.LearningService.
func (s *Service) UpdateLearningPreferences(ctx context.Context, userID string, prefs *stride.LearningPreferences) (*stride.LearningProgress, error) {
	if err := prefs.Validate(); err != nil {
		return nil, err
	}
	if err := s.Sync(ctx); err != nil {
		return nil, err
	}
	if err := s.store.SavePreferences(ctx, userID, *prefs); err != nil {
		return nil, err
	}
	return s.LearningProgress(ctx, userID, time.UTC)
}

// ListTutorSessions implements stride.LearningService.
func (s *Service) ListTutorSessions(ctx context.Context, userID string) ([]stride.TutorReply, error) {
	return s.store.ListTutorSessions(ctx, userID)
}

// RateTutorSession implements stride.LearningService.
func (s *Service) RateTutorSession(ctx context.Context, userID, sessionID string, helpful bool) (*stride.TutorReply, error) {
	return s.store.RateTutorSession(ctx, userID, sessionID, helpful)
}

// moduleURL is where the web app opens a module.
func moduleURL(m *Module) string { return fmt.Sprintf("/learning?tab=paths&module=%s", m.ID) }
