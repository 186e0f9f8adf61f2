package sqldb

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"time"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

// DemoService implements stride.DemoService.
type DemoService struct{ db *DB }

// NewDemoService returns the demo-account maker of db.
func NewDemoService(db *DB) *DemoService { return &DemoService{db: db} }

var _ stride.DemoService = (*DemoService)(nil)

func ptr[T any](v T) *T { return &v }

// CreateDemoUser makes an account for "Try the demo": a product manager with
// skills, applications in several statuses (with their histories), a resume,
// unread notifications, two analysed interview practice sessions, and career
// goals with milestones and insights. It has no password, so only its token
// opens it.
func (s *DemoService) CreateDemoUser(ctx context.Context, req stride.DemoRequest) (*stride.User, error) {
	interviews, ierr := demoInterviews(ctx)
	if ierr != nil {
		return nil, ierr
	}
	now := s.db.Now()
	u := &stride.User{
		Email:           "demo-" + uuid.NewString()[:8] + "@demo.stride.local",
		FirstName:       ptr("Alex"),
		LastName:        ptr("Morgan"),
		Title:           ptr("Product Manager"),
		CurrentTitle:    ptr("Product Manager"),
		Industry:        ptr("Technology"),
		YearsExperience: ptr(6),
		Phone:           ptr("(512) 555-0142"), // the demo resume's, as the profile and application form show it
		Location:        ptr("Austin, TX"),
		Bio:             ptr("Product manager with six years of experience shipping B2B SaaS products. I turn customer research into roadmaps, work closely with engineering and design, and measure what we ship."),
		Skills:          []string{"Product Management", "SQL", "Data Analysis", "Communication", "Leadership"},
		CareerGoals:     []string{"Career advancement/promotion", "Leadership roles", "Remote work opportunities"},
		// Executive, the plan with every feature, so a visitor can try
		// everything (plan limits apply to every account).
		SubscriptionPlan:    stride.PlanExecutive,
		OnboardingCompleted: true,
		OnboardingStep:      stride.StepCompleted,
		IsDemo:              true,
	}
	err := s.db.update(ctx, func(tx *Tx) error {
		if err := s.checkDemoLimits(ctx, tx, req, now); err != nil {
			return err
		}
		if err := createUser(ctx, tx, u, ""); err != nil {
			return err
		}
		for _, sk := range []struct{ name, level, cat string }{
			{"Product Management", "expert", "industry"},
			{"SQL", "advanced", "technical"},
			{"Data Analysis", "advanced", "technical"},
			{"Communication", "expert", "soft"},
			{"Leadership", "intermediate", "soft"},
			{"Figma", "beginner", "technical"},
		} {
			if _, err := tx.exec(ctx, `INSERT INTO skills (id, user_id, name, level, category) VALUES (?, ?, ?, ?, ?)`,
				uuid.NewString(), u.ID, sk.name, sk.level, sk.cat); err != nil {
				return fmt.Errorf("demo skill: %w", err)
			}
		}
		day := 24 * time.Hour
		for _, a := range []struct {
			title, company, notes, next string
			ago                         time.Duration
			statuses                    []string
		}{
			{"Senior Product Manager", "Northwind Analytics", "Referred by a former colleague.", "Prepare a product case study", 12 * day, []string{"applied", "screening", "interview"}},
			{"Product Manager, Growth", "Brightline Health", "Recruiter call went well.", "Follow up with the recruiter", 5 * day, []string{"applied", "screening"}},
			{"Product Lead", "Cobalt Logistics", "", "", 3 * day, []string{"applied"}},
			{"Group Product Manager", "Fernwood Labs", "Offer includes equity.", "Review the offer by Friday", 30 * day, []string{"applied", "screening", "interview", "offer"}},
			{"Product Manager", "Harbor Retail", "", "", 21 * day, []string{"applied", "rejected"}},
		} {
			id := uuid.NewString()
			applied := now.Add(-a.ago)
			last := applied.Add(time.Duration(len(a.statuses)-1) * 2 * day)
			status := a.statuses[len(a.statuses)-1]
			if _, err := tx.exec(ctx, `INSERT INTO applications (id, user_id, job_title, company, status,
				applied_at, last_updated, notes, next_steps, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				id, u.ID, a.title, a.company, status, applied, last, nullable(a.notes), nullable(a.next), applied); err != nil {
				return fmt.Errorf("demo application: %w", err)
			}
			for i, st := range a.statuses {
				if _, err := tx.exec(ctx, `INSERT INTO application_status_history (id, application_id, user_id, status, changed_at)
					VALUES (?, ?, ?, ?, ?)`, uuid.NewString(), id, u.ID, st, applied.Add(time.Duration(i)*2*day)); err != nil {
					return fmt.Errorf("demo status history: %w", err)
				}
			}
		}
		content := map[string]any{
			"personalInfo": map[string]any{
				"name": "Alex Morgan", "email": u.Email, "phone": "(512) 555-0142",
				"location": "Austin, TX", "linkedin": "", "website": "",
				"summary": *u.Bio,
			},
			"experience": []map[string]any{{
				"title": "Product Manager", "company": "Lumen Software", "location": "Austin, TX",
				"startDate": "2021-03", "endDate": "", "description": "Led the analytics product line; grew weekly active teams by 38% in a year.",
			}},
			"education":      []map[string]any{{"degree": "B.S. Information Systems", "school": "University of Texas at Austin", "graduationDate": "2018"}},
			"skills":         []string{"Product Management", "SQL", "Data Analysis", "Roadmapping"},
			"projects":       []any{},
			"certifications": []any{},
		}
		if _, err := tx.exec(ctx, `INSERT INTO resumes (id, user_id, title, content, template, conversation_history,
			is_default, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			uuid.NewString(), u.ID, "Alex Morgan's Resume", jsonOf(&content), "modern", "[]", true,
			now.Add(-14*day), now.Add(-2*day)); err != nil {
			return fmt.Errorf("demo resume: %w", err)
		}
		for i, n := range []stride.Notification{
			{Type: stride.NotifyApplicationUpdate, Title: "Application update", Message: "Fernwood Labs moved your Group Product Manager application to Offer.", ActionURL: ptr("/tracker")},
			{Type: stride.NotifyInterviewReminder, Title: "Interview coming up", Message: "Your interview with Northwind Analytics is on Thursday. Practise with the Interview Coach.", ActionURL: ptr("/interview")},
			{Type: stride.NotifyJobMatch, Title: "New job match", Message: "A Senior Product Manager role matches your skills.", ActionURL: ptr("/jobs")},
			{Type: stride.NotifySuccess, Title: "Welcome to Stride", Message: "Your demo account is ready. Explore every feature with sample data.", IsRead: true},
		} {
			n.UserID = u.ID
			n.CreatedAt = now.Add(-time.Duration(i*i*47+3) * time.Minute)
			if err := createNotification(ctx, tx, &n); err != nil {
				return err
			}
		}
		for i, in := range interviews {
			at := now.Add(time.Duration(i-len(interviews)) * time.Second)
			if err := createInterviewSession(ctx, tx, uuid.NewString(), u.ID, in, true, at); err != nil {
				return err
			}
		}
		if err := seedDemoLearning(ctx, tx, u.ID, now); err != nil {
			return fmt.Errorf("demo learning: %w", err)
		}
		if err := seedDemoCareer(ctx, tx, u.ID, now); err != nil {
			return err
		}
		// The demo account's trophy case starts from what its sample data
		// has earned, like any account's first evaluation.
		if err := evaluated(ctx, tx, u.ID); err != nil {
			return err
		}
		var err error
		u, err = findUserByID(ctx, tx, u.ID)
		return err
	})
	if err != nil {
		return nil, err
	}
	return u, nil
}

// checkDemoLimits applies req's limits inside the creating transaction and
// records the creation. SQLite runs write transactions one at a time; on
// PostgreSQL an advisory lock serialises demo creation across replicas.
func (s *DemoService) checkDemoLimits(ctx context.Context, tx *Tx, req stride.DemoRequest, now time.Time) error {
	if req.PerHour <= 0 && req.MaxLive <= 0 {
		return nil
	}
	if s.db.Dialect == Postgres {
		if _, err := tx.exec(ctx, `SELECT pg_advisory_xact_lock(?::int, 0)`, lockDemoClient); err != nil {
			return fmt.Errorf("lock demo creation: %w", err)
		}
	}
	if req.PerHour > 0 {
		var n int
		var oldest time.Time
		if err := tx.queryRow(ctx, `SELECT COUNT(*), MIN(created_at) FROM demo_creations WHERE client = ? AND created_at > ?`,
			req.Client, now.Add(-time.Hour)).Scan(&n, anyTime{&oldest}); err != nil {
			return fmt.Errorf("count demo creations: %w", err)
		}
		if n >= req.PerHour {
			wait := max(oldest.Add(time.Hour).Sub(now), time.Second)
			mins := int(math.Ceil(wait.Minutes()))
			unit := "minutes"
			if mins == 1 {
				unit = "minute"
			}
			return &stride.Error{Code: stride.ETOOMANY, RetryAfter: wait, Message: fmt.Sprintf(stride.MsgDemoTooMany, mins, unit)}
		}
		if _, err := tx.exec(ctx, `INSERT INTO demo_creations (client, created_at) VALUES (?, ?)`, req.Client, now); err != nil {
			return fmt.Errorf("record demo creation: %w", err)
		}
	}
	if req.MaxLive > 0 {
		live, err := countDemoUsers(ctx, tx)
		if err != nil {
			return err
		}
		if live >= req.MaxLive {
			if err := deleteUnusedDemoUsers(ctx, tx, now); err != nil {
				return err
			}
			if live, err = countDemoUsers(ctx, tx); err != nil {
				return err
			}
		}
		if live >= req.MaxLive {
			return &stride.Error{Code: stride.EBUSY, RetryAfter: 15 * time.Minute, Message: stride.MsgDemoFull}
		}
	}
	return nil
}

func countDemoUsers(ctx context.Context, tx *Tx) (int, error) {
	var n int
	if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM users WHERE is_demo = ?`, true).Scan(&n); err != nil {
		return 0, fmt.Errorf("count demo users: %w", err)
	}
	return n, nil
}

// deleteUnusedDemoUsers deletes demo accounts that no session can open any
// more (signed out or expired) once they are stride.DemoUnusedAfter old: a
// demo account has no password, so without a session nobody can use it.
func deleteUnusedDemoUsers(ctx context.Context, tx *Tx, now time.Time) error {
	_, err := tx.exec(ctx, `DELETE FROM users WHERE is_demo = ? AND created_at <= ?
		AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = users.id AND s.expire > ?)`,
		true, now.Add(-stride.DemoUnusedAfter), now)
	if err != nil {
		return fmt.Errorf("delete unused demo users: %w", err)
	}
	return nil
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// seedDemoCareer gives the demo account career goals, their milestones and
// insights, built by the same code as a user's own: a goal towards data
// science (milestones proposed from the gap, the first two achieved, so its
// progress follows them), a promotion goal with progress set by hand, and a
// completed certification goal.
func seedDemoCareer(ctx context.Context, tx *Tx, userID string, now time.Time) error {
	c := catalog.MustLoad()
	p, err := loadPostings(ctx, tx, now)
	if err != nil {
		return err
	}
	day := 24 * time.Hour
	for i, in := range []stride.CareerGoalInput{
		{Title: ptr("Lead a product team as Group Product Manager"), Description: ptr("Own a product line and grow two product managers."),
			CurrentProgress: ptr(60), DeadlineTime: ptr(now.Add(270 * day).Truncate(day))},
		{Title: ptr("Earn a Scrum certification"), Description: ptr("Professional Scrum Product Owner I."), Status: ptr(stride.GoalCompleted)},
		{Title: ptr("Move into data science"), TargetRole: ptr("Data Scientist"),
			Description: ptr("Use my SQL and analysis experience to move into a data scientist role."), DeadlineTime: ptr(now.Add(180 * day).Truncate(day))},
	} {
		// Older goals first, so the newest is listed first.
		g, err := createGoal(ctx, tx, c, userID, in, p, now.Add(-time.Duration(30-10*i)*day))
		if err != nil {
			return err
		}
		ms, err := listMilestones(ctx, tx, "goal_id = ?", g.ID)
		if err != nil {
			return err
		}
		for i := range ms[:min(2, len(ms))] {
			if err := setMilestoneStatus(ctx, tx, &ms[i], "achieved", now.Add(-time.Duration(10-4*i)*day)); err != nil {
				return err
			}
		}
		if len(ms) > 2 {
			if err := setMilestoneStatus(ctx, tx, &ms[2], "in_progress", now); err != nil {
				return err
			}
		}
	}
	f, err := factsFor(ctx, tx, userID, p, now)
	if err != nil {
		return err
	}
	return replaceInsights(ctx, tx, userID, insightGenerated, career.Insights(c, f), now)
}

// demoAnswers are two practice sessions of the demo account, analysed by
// the offline engine so that the coach's history and figures are real.
var demoAnswers = []struct{ typ, question, answer string }{
	{"behavioral", "Tell me about a time you had more requests than you could deliver. How did you decide what to work on first?",
		"At my previous company our analytics product had twelve open requests from sales and support and only one squad. My goal was " +
			"to pick what we would build that quarter. I analysed usage data in SQL, scored each request by impact and effort with RICE, and " +
			"I met the sales and support leads to explain the trade-offs. I decided to prioritise faster exports and said no to two custom " +
			"dashboards. As a result weekly active teams grew 38% and support tickets about exports fell by half. I learned that sharing the " +
			"scoring openly makes a no much easier to accept."},
	{"emotional-intelligence", "Describe a time you received critical feedback. How did you react?",
		"I guess my manager said my roadmap reviews were kind of long. I felt a bit defensive but I tried to shorten them."},
}

// demoInterviews analyses demoAnswers with the offline engine into advanced
// sessions, oldest first. It runs before the transaction that stores them.
func demoInterviews(ctx context.Context) ([]stride.InterviewSessionInput, error) {
	local := ai.NewLocal()
	out := make([]stride.InterviewSessionInput, 0, len(demoAnswers))
	for i, d := range demoAnswers {
		a, err := local.EvaluateAdvanced(ctx, d.question, d.answer, "Product Manager", d.typ)
		if err != nil {
			return nil, err
		}
		raw := func(v any) json.RawMessage { b, _ := json.Marshal(v); return b }
		score := float64(a.Feedback.Score)
		level := 1 + i
		out = append(out, stride.InterviewSessionInput{Type: d.typ, Questions: []json.RawMessage{raw(d.question)},
			Responses: []json.RawMessage{raw(d.answer)}, Feedback: []json.RawMessage{raw(a)}, Score: &score, AdaptiveLevel: &level,
			BehavioralMetrics: raw(a.BehavioralMetrics), EmotionalIntelligence: raw(a.EmotionalIntelligence),
			CriticalThinking: raw(a.CriticalThinking), StrengthsIdentified: raw(a.Feedback.StrengthsIdentified),
			ImprovementAreas: raw(a.Feedback.ImprovementAreas), FollowUpRecommendations: raw(a.Feedback.FollowUpRecommendations),
			PersonalityInsights: raw(a.Feedback.PersonalityInsights)})
	}
	return out, nil
}
