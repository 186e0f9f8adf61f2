package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
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
// unread notifications, and career goals with milestones and insights. It has no password, so only its token opens it.
func (s *DemoService) CreateDemoUser(ctx context.Context) (*stride.User, error) {
	now := s.db.Now()
	u := &stride.User{
		Email:               "demo-" + uuid.NewString()[:8] + "@demo.stride.local",
		FirstName:           ptr("Alex"),
		LastName:            ptr("Morgan"),
		Title:               ptr("Product Manager"),
		CurrentTitle:        ptr("Product Manager"),
		Industry:            ptr("Technology"),
		YearsExperience:     ptr(6),
		Location:            ptr("Austin, TX"),
		Bio:                 ptr("Product manager with six years of experience shipping B2B SaaS products. I turn customer research into roadmaps, work closely with engineering and design, and measure what we ship."),
		Skills:              []string{"Product Management", "SQL", "Data Analysis", "Communication", "Leadership"},
		CareerGoals:         []string{"Career advancement/promotion", "Leadership roles", "Remote work opportunities"},
		SubscriptionPlan:    stride.PlanProfessional,
		OnboardingCompleted: true,
		OnboardingStep:      stride.StepCompleted,
		IsDemo:              true,
	}
	err := s.db.update(ctx, func(tx *Tx) error {
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
		if err := seedDemoCareer(ctx, tx, u.ID, now); err != nil {
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
