package sqldb_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// achievementFixture writes a user's data through the real write paths
// (which evaluate) or, for the areas other branches build, straight into
// their tables followed by an evaluation.
type achievementFixture struct {
	t   *testing.T
	db  *sqldb.DB
	svc stride.Services
	uid string
	n   int
}

func newAchievementFixture(t *testing.T, db *sqldb.DB, email string) *achievementFixture {
	return &achievementFixture{t: t, db: db, svc: sqldb.NewServices(db), uid: newStoreUser(t, db, email)}
}

func (f *achievementFixture) seq() string { f.n++; return fmt.Sprint(f.n) }

func (f *achievementFixture) application(ctx context.Context, status string) error {
	title, company := "Analyst "+f.seq(), "Company "+fmt.Sprint(f.n)
	_, err := f.svc.Applications.CreateApplication(ctx, f.uid, stride.ApplicationInput{JobTitle: &title, Company: &company, Status: &status})
	return err
}

func (f *achievementFixture) session(ctx context.Context, typ string, score float64, level int) error {
	raw := func(s string) json.RawMessage { b, _ := json.Marshal(s); return b }
	_, err := f.svc.Interviews.CreateInterviewSession(ctx, f.uid, stride.InterviewSessionInput{Type: typ,
		Questions: []json.RawMessage{raw("Q")}, Responses: []json.RawMessage{raw("A")}, Feedback: []json.RawMessage{raw("F")},
		Score: &score, AdaptiveLevel: &level}, false)
	return err
}

func (f *achievementFixture) skill(ctx context.Context, level string) error {
	_, err := f.svc.Skills.CreateSkill(ctx, f.uid, stride.SkillInput{Name: "Skill " + f.seq(), Level: level, Category: "technical"})
	return err
}

// direct writes a row the way another area's store would, then evaluates
// as that store's hook does.
func (f *achievementFixture) direct(ctx context.Context, q string, args ...any) error {
	if err := f.db.ExecForTest(ctx, q, args...); err != nil {
		return err
	}
	return f.svc.Achievements.Evaluate(ctx, f.uid)
}

func (f *achievementFixture) times(n int, add func(context.Context) error) func(context.Context) error {
	return func(ctx context.Context) error {
		for range n {
			if err := add(ctx); err != nil {
				return err
			}
		}
		return nil
	}
}

// view returns achievement id of the user's trophy case.
func (f *achievementFixture) view(ctx context.Context, id string) (stride.AchievementView, error) {
	tc, err := f.svc.Achievements.TrophyCase(ctx, f.uid)
	if err != nil {
		return stride.AchievementView{}, err
	}
	for _, c := range tc.Categories {
		for _, a := range c.Achievements {
			if a.ID == id {
				return a, nil
			}
		}
	}
	return stride.AchievementView{}, fmt.Errorf("no achievement %s", id)
}

// notifications returns the user's notifications whose title holds s.
func (f *achievementFixture) notifications(ctx context.Context, s string) []stride.Notification {
	list, err := f.svc.Notifications.ListNotifications(ctx, f.uid, 500)
	if err != nil {
		f.t.Fatal(err)
	}
	var out []stride.Notification
	for _, n := range list {
		if strings.Contains(n.Title, s) || strings.Contains(n.Message, s) {
			out = append(out, n)
		}
	}
	return out
}

func str(s string) *string { return &s }

// TestAchievementRulesAtThreshold takes each kind of rule to one step below
// its threshold (locked, with its progress) and then to it (unlocked once,
// with one notification).
func TestAchievementRulesAtThreshold(t *testing.T) {
	type ruleCase struct {
		id           string
		below, reach func(f *achievementFixture) func(context.Context) error
		progress     int // progress after below
	}
	goal := func(status string) func(f *achievementFixture) func(context.Context) error {
		return func(f *achievementFixture) func(context.Context) error {
			return func(ctx context.Context) error {
				return f.direct(ctx, `INSERT INTO career_goals (id, user_id, title, status) VALUES (?, ?, ?, ?)`, uuid.NewString(), f.uid, "Lead a team", status)
			}
		}
	}
	milestone := func(status string) func(f *achievementFixture) func(context.Context) error {
		return func(f *achievementFixture) func(context.Context) error {
			return func(ctx context.Context) error {
				return f.direct(ctx, `INSERT INTO career_milestones (id, user_id, title, category, status) VALUES (?, ?, ?, ?, ?)`,
					uuid.NewString(), f.uid, "Promotion", "promotion", status)
			}
		}
	}
	attempt := func(done bool) func(f *achievementFixture) func(context.Context) error {
		return func(f *achievementFixture) func(context.Context) error {
			return func(ctx context.Context) error {
				cid := uuid.NewString()
				if err := f.db.ExecForTest(ctx, `INSERT INTO skill_challenges (id, title, description, skill, type, difficulty, xp_reward, time_limit)
					VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, cid, "SQL joins", "Join two tables", "SQL", "quiz", 3, 50, 10); err != nil {
					return err
				}
				return f.direct(ctx, `INSERT INTO user_challenge_attempts (id, user_id, challenge_id, score, time_spent, completed, xp_earned, attempt_number)
					VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, uuid.NewString(), f.uid, cid, 80, 5, done, 50, 1)
			}
		}
	}
	learning := func(streak int, badges string) func(f *achievementFixture) func(context.Context) error {
		return func(f *achievementFixture) func(context.Context) error {
			return func(ctx context.Context) error {
				if err := f.db.ExecForTest(ctx, `DELETE FROM user_learning_profile WHERE user_id = ?`, f.uid); err != nil {
					return err
				}
				return f.direct(ctx, `INSERT INTO user_learning_profile (id, user_id, learning_style, preferred_pace, current_streak, longest_streak, skill_badges)
					VALUES (?, ?, ?, ?, ?, ?, ?)`, uuid.NewString(), f.uid, "visual", "medium", streak, streak, badges)
			}
		}
	}
	activity := func(kind string, n int) func(f *achievementFixture) func(context.Context) error {
		return func(f *achievementFixture) func(context.Context) error {
			return f.times(n, func(ctx context.Context) error { return f.svc.Achievements.RecordActivity(ctx, f.uid, kind) })
		}
	}
	apps := func(status string, n int) func(f *achievementFixture) func(context.Context) error {
		return func(f *achievementFixture) func(context.Context) error {
			return f.times(n, func(ctx context.Context) error { return f.application(ctx, status) })
		}
	}
	sessions := func(typ string, score float64, level, n int) func(f *achievementFixture) func(context.Context) error {
		return func(f *achievementFixture) func(context.Context) error {
			return f.times(n, func(ctx context.Context) error { return f.session(ctx, typ, score, level) })
		}
	}
	skills := func(level string, n int) func(f *achievementFixture) func(context.Context) error {
		return func(f *achievementFixture) func(context.Context) error {
			return f.times(n, func(ctx context.Context) error { return f.skill(ctx, level) })
		}
	}
	resumes := func(n int) func(f *achievementFixture) func(context.Context) error {
		return func(f *achievementFixture) func(context.Context) error {
			return f.times(n, func(ctx context.Context) error {
				tmpl := "modern"
				_, err := f.svc.Resumes.CreateResume(ctx, f.uid, stride.ResumeInput{Content: &stride.ResumeContent{}, Template: &tmpl})
				return err
			})
		}
	}
	nothing := func(f *achievementFixture) func(context.Context) error {
		return func(context.Context) error { return nil }
	}
	years := 5
	cases := []ruleCase{
		{"first-application", nothing, apps("applied", 1), 0},
		{"applications-10", apps("applied", 9), apps("applied", 1), 90},
		{"first-screening", apps("applied", 1), apps("screening", 1), 0},
		{"first-interview-stage", apps("screening", 1), apps("interview", 1), 0},
		{"first-offer", apps("interview", 1), apps("offer", 1), 0},
		{"companies-5", apps("applied", 4), apps("applied", 1), 80},
		{"first-interview-session", nothing, sessions("behavioral", 5, 1, 1), 0},
		{"interview-score-8", sessions("behavioral", 7, 1, 1), sessions("behavioral", 8, 1, 1), 87},
		{"interview-sessions-5", sessions("technical", 5, 1, 4), sessions("technical", 5, 1, 1), 80},
		{"interview-level-advanced", sessions("behavioral", 8, 2, 1), sessions("behavioral", 8, 3, 1), 66},
		{"skills-5", skills("beginner", 4), skills("beginner", 1), 80},
		{"skills-10", skills("beginner", 9), skills("beginner", 1), 90},
		{"expert-skill", skills("advanced", 1), skills("expert", 1), 0},
		{"first-resume", nothing, resumes(1), 0},
		{"resume-download", nothing, activity(stride.ActivityResumeDownload, 1), 0},
		{"linkedin-import", nothing, activity(stride.ActivityLinkedInImport, 1), 0},
		{"profile-complete", func(f *achievementFixture) func(context.Context) error {
			return func(ctx context.Context) error {
				_, err := f.svc.Users.UpdateUser(ctx, f.uid, stride.UserUpdate{FirstName: str("Ada"), LastName: str("Lovelace"),
					Title: str("Analyst"), Location: str("London"), Bio: str("Numbers."), ProfileImageURL: str("data:image/png;base64,AA"),
					Phone: str("+44 20 7946 0000"), Industry: str("Technology"), YearsExperience: &years})
				if err == nil {
					err = f.skill(ctx, "expert")
				}
				return err
			}
		}, func(f *achievementFixture) func(context.Context) error {
			return func(ctx context.Context) error {
				_, err := f.svc.Users.UpdateUser(ctx, f.uid, stride.UserUpdate{LinkedinURL: str("https://www.linkedin.com/in/ada")})
				return err
			}
		}, 91},
		{"first-goal", nothing, goal("active"), 0},
		{"goal-completed", goal("active"), goal("completed"), 0},
		{"first-milestone", milestone("in_progress"), milestone("achieved"), 0},
		{"first-challenge", attempt(false), attempt(true), 0},
		{"streak-7", learning(6, "[]"), learning(7, "[]"), 85},
		{"skill-badge", learning(1, "[]"), learning(1, `["SQL"]`), 0},
	}
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		for i, c := range cases {
			f := newAchievementFixture(t, db, fmt.Sprintf("rule%d@example.com", i))
			if err := c.below(f)(ctx); err != nil {
				t.Fatalf("%s below: %v", c.id, err)
			}
			v, err := f.view(ctx, c.id)
			if err != nil || v.IsUnlocked || v.Progress != c.progress || v.UnlockedAt != nil {
				t.Errorf("%s one step short: %+v %v, want locked at %d%%", c.id, v, err, c.progress)
			}
			if err := c.reach(f)(ctx); err != nil {
				t.Fatalf("%s reach: %v", c.id, err)
			}
			v, err = f.view(ctx, c.id)
			if err != nil || !v.IsUnlocked || v.Progress != 100 || v.UnlockedAt == nil {
				t.Errorf("%s at threshold: %+v %v, want unlocked", c.id, v, err)
			}
			// Evaluating again changes nothing and notifies nothing more.
			if err := f.svc.Achievements.Evaluate(ctx, f.uid); err != nil {
				t.Fatal(err)
			}
			a := catalogueEntry(t, c.id)
			if got := len(f.notifications(ctx, "Achievement unlocked: "+a.Title)); got != 1 {
				t.Errorf("%s: %d notifications, want 1", c.id, got)
			}
		}
	})
}

func catalogueEntry(t *testing.T, id string) stride.Achievement {
	for _, a := range stride.AchievementCatalogue {
		if a.ID == id {
			return a
		}
	}
	t.Fatalf("no achievement %s", id)
	return stride.Achievement{}
}

// TestAchievementConcurrentEvents runs two events of one user at once:
// each achievement has one row, is unlocked once and notified once.
func TestAchievementConcurrentEvents(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		for round := range 3 {
			f := newAchievementFixture(t, db, fmt.Sprintf("race%d@example.com", round))
			var wg sync.WaitGroup
			errs := make(chan error, 4)
			for range 2 {
				wg.Add(2)
				go func() { defer wg.Done(); errs <- f.application(ctx, "applied") }()
				go func() { defer wg.Done(); errs <- f.svc.Achievements.Evaluate(ctx, f.uid) }()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				if err != nil {
					t.Fatal(err)
				}
			}
			if err := f.svc.Achievements.Evaluate(ctx, f.uid); err != nil {
				t.Fatal(err)
			}
			v, err := f.view(ctx, "first-application")
			if err != nil || !v.IsUnlocked {
				t.Fatalf("first application: %+v %v", v, err)
			}
			if got := len(f.notifications(ctx, "First Step")); got != 1 {
				t.Errorf("round %d: %d notifications of First Step, want 1", round, got)
			}
			st, err := f.svc.Achievements.UserStats(ctx, f.uid)
			if err != nil || st.UnlockedAchievements != 1 || st.TotalPoints != 10 {
				t.Errorf("stats %+v %v", st, err)
			}
		}
		if n := sqldbtest.CountRows(t, db, "user_achievements"); n != 3*len(stride.AchievementCatalogue) {
			t.Errorf("%d user_achievements rows, want one per user and achievement (%d)", n, 3*len(stride.AchievementCatalogue))
		}
	})
}

// TestAchievementBackfill: a user whose data predates the engine gets what
// it earned on the first evaluation, with one summary notification.
func TestAchievementBackfill(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := newAchievementFixture(t, db, "old@example.com")
		now := time.Now().UTC()
		for i := range 3 {
			if err := f.db.ExecForTest(ctx, `INSERT INTO applications (id, user_id, job_title, company, status, applied_at, last_updated, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, uuid.NewString(), f.uid, "Analyst", fmt.Sprint("Co ", i), "applied", now, now, now); err != nil {
				t.Fatal(err)
			}
		}
		for _, name := range []string{"SQL", "Python", "Excel", "Tableau", "Statistics"} {
			if err := f.db.ExecForTest(ctx, `INSERT INTO skills (id, user_id, name, level, category) VALUES (?, ?, ?, ?, ?)`,
				uuid.NewString(), f.uid, name, "advanced", "technical"); err != nil {
				t.Fatal(err)
			}
		}
		if n := sqldbtest.CountRows(t, db, "user_achievements"); n != 0 {
			t.Fatalf("%d rows before the first evaluation", n)
		}
		st, err := f.svc.Achievements.UserStats(ctx, f.uid)
		if err != nil {
			t.Fatal(err)
		}
		// first-application, first-skill, skills-5.
		if st.UnlockedAchievements != 3 || st.TotalPoints != 30 || len(st.RecentAchievements) != 3 {
			t.Errorf("backfilled stats %+v", st)
		}
		v, _ := f.view(ctx, "applications-10")
		if v.IsUnlocked || v.Progress != 30 || v.Current != 3 || v.Target != 10 {
			t.Errorf("applications-10 after backfill: %+v", v)
		}
		if got := f.notifications(ctx, "achievements unlocked"); len(got) != 1 || got[0].Type != stride.NotifySuccess ||
			got[0].ActionURL == nil || *got[0].ActionURL != "/trophy-case" {
			t.Errorf("backfill summary: %+v", got)
		}
		if _, err := f.svc.Achievements.TrophyCase(ctx, f.uid); err != nil {
			t.Fatal(err)
		}
		if list, _ := f.svc.Notifications.ListNotifications(ctx, f.uid, 50); len(list) != 1 {
			t.Errorf("a second read notified again: %+v", list)
		}
	})
}

// TestAchievementDemoAccount: the demo account's trophy case reflects its
// sample data from the start.
func TestAchievementDemoAccount(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		svc := sqldb.NewServices(db)
		u, err := svc.Demo.CreateDemoUser(ctx, stride.DemoRequest{})
		if err != nil {
			t.Fatal(err)
		}
		tc, err := svc.Achievements.TrophyCase(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		unlocked := map[string]bool{}
		for _, c := range tc.Categories {
			for _, a := range c.Achievements {
				unlocked[a.ID] = a.IsUnlocked
			}
		}
		for _, id := range []string{"first-application", "first-interview-stage", "first-offer", "first-interview-session", "skills-5", "expert-skill", "first-resume",
			"first-module", "first-challenge"} {
			if !unlocked[id] {
				t.Errorf("demo: %s locked", id)
			}
		}
		// The demo's learning progress (3 modules, 2 challenges passed over 3
		// days) earns the first module and challenge, not a 7-day streak; its
		// career goals (one completed) earn the first goal and a completed one.
		for _, id := range []string{"first-goal", "goal-completed"} {
			if !unlocked[id] {
				t.Errorf("demo: %s locked", id)
			}
		}
		for _, id := range []string{"applications-10", "streak-7", "goals-completed-3"} {
			if unlocked[id] {
				t.Errorf("demo: %s unlocked", id)
			}
		}
	})
}

// TestAchievementDeletedApplication: deleting the application that earned
// an achievement keeps it; the progress of the locked ones goes down.
func TestAchievementDeletedApplication(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := newAchievementFixture(t, db, "del@example.com")
		if err := f.application(ctx, "applied"); err != nil {
			t.Fatal(err)
		}
		first, _ := f.view(ctx, "first-application")
		list, err := f.svc.Applications.ListApplications(ctx, f.uid)
		if err != nil || len(list) != 1 {
			t.Fatal(list, err)
		}
		if err := f.svc.Applications.DeleteApplication(ctx, f.uid, list[0].ID); err != nil {
			t.Fatal(err)
		}
		after, _ := f.view(ctx, "first-application")
		if !after.IsUnlocked || after.UnlockedAt == nil || !after.UnlockedAt.Equal(*first.UnlockedAt) {
			t.Errorf("first application after delete: %+v (was %+v)", after, first)
		}
		if v, _ := f.view(ctx, "applications-10"); v.Progress != 0 || v.Current != 0 {
			t.Errorf("applications-10 after delete: %+v", v)
		}
	})
}

// TestAchievementPointsAndCompletion sums points by rarity and rounds the
// completion rate over the whole catalogue.
func TestAchievementPointsAndCompletion(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := newAchievementFixture(t, db, "points@example.com")
		st, err := f.svc.Achievements.UserStats(ctx, f.uid)
		total := len(stride.AchievementCatalogue)
		if err != nil || st.UnlockedAchievements != 0 || st.TotalPoints != 0 || st.CompletionRate != 0 ||
			st.TotalAchievements != total || st.Categories != 7 || len(st.RecentAchievements) != 0 {
			t.Fatalf("new user stats %+v %v", st, err)
		}
		// An offer unlocks first-application (common 10), first-screening
		// (common 10), first-interview-stage (rare 25), first-offer (epic 50).
		if err := f.application(ctx, "offer"); err != nil {
			t.Fatal(err)
		}
		st, err = f.svc.Achievements.UserStats(ctx, f.uid)
		if err != nil || st.UnlockedAchievements != 4 || st.TotalPoints != 95 || st.CompletionRate != stride.CompletionRate(4, total) {
			t.Errorf("stats after an offer %+v %v", st, err)
		}
		tc, _ := f.svc.Achievements.TrophyCase(ctx, f.uid)
		if tc.Categories[0].ID != "application" || tc.Categories[0].UnlockedCount != 4 {
			t.Errorf("application category %+v", tc.Categories[0])
		}
	})
}

// TestInterviewReminder: moving an application to interview reminds the
// user once per date, with the date when given.
func TestInterviewReminder(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := newAchievementFixture(t, db, "remind@example.com")
		if err := f.application(ctx, "applied"); err != nil {
			t.Fatal(err)
		}
		list, _ := f.svc.Applications.ListApplications(ctx, f.uid)
		id := list[0].ID
		when := &stride.FlexTime{Time: time.Date(2026, 12, 3, 14, 30, 0, 0, time.UTC)}
		for range 2 { // a retried request
			if _, err := f.svc.Applications.UpdateApplication(ctx, f.uid, id, stride.ApplicationInput{Status: str("interview"), InterviewDate: when}); err != nil {
				t.Fatal(err)
			}
		}
		got := f.notifications(ctx, "Interview coming up")
		if len(got) != 1 || got[0].Type != stride.NotifyInterviewReminder || !strings.Contains(got[0].Message, "Thursday 3 December 2026 at 14:30") {
			t.Fatalf("reminders %+v", got)
		}
		later := &stride.FlexTime{Time: time.Date(2026, 12, 10, 0, 0, 0, 0, time.UTC)}
		if _, err := f.svc.Applications.UpdateApplication(ctx, f.uid, id, stride.ApplicationInput{InterviewDate: later}); err != nil {
			t.Fatal(err)
		}
		if got := f.notifications(ctx, "Interview coming up"); len(got) != 2 || !strings.Contains(got[0].Message, "Thursday 10 December 2026.") {
			t.Errorf("a new date reminds again: %+v", got)
		}
	})
}

// BenchmarkAchievementEvaluate measures the engine for a user with 50
// applications, 10 skills and 5 sessions: "unchanged" is the read-only
// check every trophy-case read and most writes end in; "create" is a whole
// CreateApplication with its evaluation in the transaction.
func BenchmarkAchievementEvaluate(b *testing.B) {
	db := sqldbtest.SQLite(b)
	svc := sqldb.NewServices(db)
	ctx := context.Background()
	u := &stride.User{Email: "bench@example.com"}
	if err := svc.Users.CreateUser(ctx, u, "h"); err != nil {
		b.Fatal(err)
	}
	f := &achievementFixture{db: db, svc: svc, uid: u.ID}
	for i := range 50 {
		if err := f.application(ctx, []string{"applied", "screening", "interview"}[i%3]); err != nil {
			b.Fatal(err)
		}
	}
	for range 10 {
		if err := f.skill(ctx, "advanced"); err != nil {
			b.Fatal(err)
		}
	}
	for range 5 {
		if err := f.session(ctx, "behavioral", 6, 2); err != nil {
			b.Fatal(err)
		}
	}
	b.Run("unchanged", func(b *testing.B) {
		for b.Loop() {
			if err := svc.Achievements.Evaluate(ctx, u.ID); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("create", func(b *testing.B) {
		for b.Loop() {
			if err := f.application(ctx, "applied"); err != nil {
				b.Fatal(err)
			}
		}
	})
}
