package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

// ApplicationService implements stride.ApplicationService.
type ApplicationService struct{ db *DB }

// NewApplicationService returns the application store of db.
func NewApplicationService(db *DB) *ApplicationService { return &ApplicationService{db: db} }

var _ stride.ApplicationService = (*ApplicationService)(nil)

func (db *DB) applicationColumns() string {
	return `id, user_id, job_id, job_title, company, status, ` + db.timeText("applied_at") + `, ` +
		db.timeText("last_updated") + `, notes, next_steps, applicant_name, applicant_email, applicant_phone,
		resume_url, cover_letter, experience, availability, portfolio_url, linkedin_url, additional_notes, ` +
		db.timeText("created_at") + `, ` + db.timeText("interview_at")
}

func scanApplication(r rowScanner) (*stride.Application, error) {
	var a stride.Application
	var interview time.Time
	if err := r.Scan(&a.ID, &a.UserID, &a.JobID, &a.JobTitle, &a.Company, &a.Status, anyTime{&a.AppliedAt},
		anyTime{&a.LastUpdated}, &a.Notes, &a.NextSteps, &a.ApplicantName, &a.ApplicantEmail, &a.ApplicantPhone,
		&a.ResumeURL, &a.CoverLetter, &a.Experience, &a.Availability, &a.PortfolioURL, &a.LinkedinURL,
		&a.AdditionalNotes, anyTime{&a.CreatedAt}, anyTime{&interview}); err != nil {
		return nil, err
	}
	if !interview.IsZero() {
		a.InterviewDate = &interview
	}
	a.AppliedDate = a.AppliedAt
	a.StatusHistory = []stride.StatusChange{}
	return &a, nil
}

// ListApplications returns the user's applications, newest applied first,
// each with its status history.
func (s *ApplicationService) ListApplications(ctx context.Context, userID string) ([]stride.Application, error) {
	r := s.db.reader()
	rows, err := r.query(ctx, `SELECT `+s.db.applicationColumns()+` FROM applications WHERE user_id = ?
		ORDER BY applied_at DESC, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("list applications: %w", err)
	}
	out := []stride.Application{}
	index := map[string]int{}
	for rows.Next() {
		a, err := scanApplication(rows)
		if err != nil {
			_ = rows.Close()
			return nil, fmt.Errorf("scan application: %w", err)
		}
		index[a.ID] = len(out)
		out = append(out, *a)
	}
	_ = rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return out, nil
	}
	hist, err := r.query(ctx, `SELECT application_id, status, `+s.db.timeText("changed_at")+` FROM application_status_history
		WHERE user_id = ? ORDER BY changed_at, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("list status history: %w", err)
	}
	defer hist.Close()
	for hist.Next() {
		var appID string
		var c stride.StatusChange
		if err := hist.Scan(&appID, &c.Status, anyTime{&c.ChangedAt}); err != nil {
			return nil, fmt.Errorf("scan status history: %w", err)
		}
		if i, ok := index[appID]; ok {
			out[i].StatusHistory = append(out[i].StatusHistory, c)
		}
	}
	return out, hist.Err()
}

func findApplication(ctx context.Context, tx *Tx, userID, id string) (*stride.Application, error) {
	a, err := scanApplication(tx.queryRow(ctx, `SELECT `+tx.db.applicationColumns()+` FROM applications WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, stride.Errorf(stride.ENOTFOUND, stride.MsgAppNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("find application: %w", err)
	} else if a.UserID != userID {
		return nil, stride.Errorf(stride.EFORBIDDEN, stride.MsgForbidden)
	}
	rows, err := tx.query(ctx, `SELECT status, `+tx.db.timeText("changed_at")+` FROM application_status_history
		WHERE application_id = ? ORDER BY changed_at, id`, id)
	if err != nil {
		return nil, fmt.Errorf("status history: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var c stride.StatusChange
		if err := rows.Scan(&c.Status, anyTime{&c.ChangedAt}); err != nil {
			return nil, err
		}
		a.StatusHistory = append(a.StatusHistory, c)
	}
	return a, rows.Err()
}

func recordStatus(ctx context.Context, tx *Tx, appID, userID, status string, at time.Time) error {
	_, err := tx.exec(ctx, `INSERT INTO application_status_history (id, application_id, user_id, status, changed_at)
		VALUES (?, ?, ?, ?, ?)`, uuid.NewString(), appID, userID, status, at)
	if err != nil {
		return fmt.Errorf("record status: %w", err)
	}
	return nil
}

// CreateApplication stores an application and its first status.
func (s *ApplicationService) CreateApplication(ctx context.Context, userID string, in stride.ApplicationInput) (*stride.Application, error) {
	var out *stride.Application
	err := s.db.update(ctx, func(tx *Tx) error {
		now := tx.db.Now()
		applied := now
		if in.AppliedAt != nil && !in.AppliedAt.IsZero() {
			applied = in.AppliedAt.Time
		}
		jobID := in.JobID
		if jobID != nil && *jobID == "" {
			jobID = nil
		}
		if jobID != nil {
			var n int
			if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM jobs j WHERE j.id = ? AND `+visibleJob, *jobID, userID).Scan(&n); err != nil {
				return err
			} else if n == 0 {
				return stride.Errorf(stride.ENOTFOUND, stride.MsgJobNotFound)
			}
		}
		if err := checkApplicationLimit(ctx, tx, userID); err != nil {
			return err
		}
		id := uuid.NewString()
		_, err := tx.exec(ctx, `INSERT INTO applications (id, user_id, job_id, job_title, company, status,
			applied_at, last_updated, notes, next_steps, applicant_name, applicant_email, applicant_phone,
			resume_url, cover_letter, experience, availability, portfolio_url, linkedin_url, additional_notes,
			created_at, interview_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, userID, jobID, stride.Deref(in.JobTitle), stride.Deref(in.Company), stride.Deref(in.Status), applied, now,
			emptyNil(in.Notes), emptyNil(in.NextSteps), emptyNil(in.ApplicantName), emptyNil(in.ApplicantEmail),
			emptyNil(in.ApplicantPhone), emptyNil(in.ResumeURL), emptyNil(in.CoverLetter), emptyNil(in.Experience),
			emptyNil(in.Availability), emptyNil(in.PortfolioURL), emptyNil(in.LinkedinURL), emptyNil(in.AdditionalNotes), now,
			interviewAt(in.InterviewDate))
		if isUniqueViolation(err) {
			return stride.Errorf(stride.ECONFLICT, stride.MsgAppAlreadyApplied)
		} else if err != nil {
			return fmt.Errorf("insert application: %w", err)
		}
		// An application added at a later stage still starts as applied.
		if *in.Status != stride.StatusApplied {
			first := applied
			if !first.Before(now) {
				first = now.Add(-time.Microsecond) // keep the order by time
			}
			if err := recordStatus(ctx, tx, id, userID, stride.StatusApplied, first); err != nil {
				return err
			}
			applied = now
		}
		if err := recordStatus(ctx, tx, id, userID, *in.Status, applied); err != nil {
			return err
		}
		if out, err = findApplication(ctx, tx, userID, id); err != nil {
			return err
		}
		if out.Status == stride.StatusInterview {
			if err := notifyInterview(ctx, tx, out); err != nil {
				return err
			}
		}
		return evaluated(ctx, tx, userID)
	})
	return out, err
}

// interviewAt is the interview date to store: nil when not given or empty.
func interviewAt(t *stride.FlexTime) *time.Time {
	if t == nil || t.IsZero() {
		return nil
	}
	return &t.Time
}

// notifyInterview sends the interview reminder of an application at the
// interview stage: once per application and date, so that a retried
// request adds nothing and a new date sends a new reminder.
func notifyInterview(ctx context.Context, tx *Tx, a *stride.Application) error {
	url := "/interview"
	msg := fmt.Sprintf("Your application for %s at %s reached the interview stage. Practise with the Interview Coach to prepare.",
		a.JobTitle, a.Company)
	key := "interview:" + a.ID
	data := map[string]any{"applicationId": a.ID}
	if a.InterviewDate != nil {
		when := a.InterviewDate.Format("Monday 2 January 2006")
		if h, m, _ := a.InterviewDate.Clock(); h != 0 || m != 0 {
			when += a.InterviewDate.Format(" at 15:04")
		}
		msg = fmt.Sprintf("Your interview for %s at %s is on %s. Practise with the Interview Coach to prepare.",
			a.JobTitle, a.Company, when)
		key += ":" + a.InterviewDate.Format(time.RFC3339)
		data["interviewDate"] = a.InterviewDate
	}
	return createNotification(ctx, tx, &stride.Notification{UserID: a.UserID, Type: stride.NotifyInterviewReminder,
		Title: "Interview coming up", Message: msg, ActionURL: &url, Data: jsonRaw(data), DedupeKey: key})
}

func emptyNil(p *string) *string {
	if p == nil || strings.TrimSpace(*p) == "" {
		return nil
	}
	return p
}

// UpdateApplication changes the given fields; a new status is recorded in
// the history and the user is notified.
func (s *ApplicationService) UpdateApplication(ctx context.Context, userID, id string, in stride.ApplicationInput) (*stride.Application, error) {
	var out *stride.Application
	err := s.db.update(ctx, func(tx *Tx) error {
		cur, err := findApplication(ctx, tx, userID, id)
		if err != nil {
			return err
		}
		now := tx.db.Now()
		var sets []string
		var vals []any
		set := func(col string, v any) { sets = append(sets, col+" = ?"); vals = append(vals, v) }
		if in.JobTitle != nil {
			set("job_title", *in.JobTitle)
		}
		if in.Company != nil {
			set("company", *in.Company)
		}
		if in.AppliedAt != nil && !in.AppliedAt.IsZero() {
			set("applied_at", in.AppliedAt.Time)
		}
		if in.InterviewDate != nil {
			set("interview_at", interviewAt(in.InterviewDate))
		}
		for col, p := range map[string]*string{"notes": in.Notes, "next_steps": in.NextSteps,
			"applicant_name": in.ApplicantName, "applicant_email": in.ApplicantEmail, "applicant_phone": in.ApplicantPhone,
			"resume_url": in.ResumeURL, "cover_letter": in.CoverLetter, "experience": in.Experience,
			"availability": in.Availability, "portfolio_url": in.PortfolioURL, "linkedin_url": in.LinkedinURL,
			"additional_notes": in.AdditionalNotes} {
			if p != nil {
				set(col, emptyNil(p))
			}
		}
		changed := in.Status != nil && *in.Status != cur.Status
		if changed {
			set("status", *in.Status)
		}
		if len(sets) > 0 {
			set("last_updated", now)
			if _, err := tx.exec(ctx, `UPDATE applications SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(vals, id)...); err != nil {
				return fmt.Errorf("update application: %w", err)
			}
		}
		if changed {
			if err := recordStatus(ctx, tx, id, userID, *in.Status, now); err != nil {
				return err
			}
			title := cur.JobTitle
			if in.JobTitle != nil {
				title = *in.JobTitle
			}
			company := cur.Company
			if in.Company != nil {
				company = *in.Company
			}
			url := "/tracker"
			if err := createNotification(ctx, tx, &stride.Notification{
				UserID: userID, Type: stride.NotifyApplicationUpdate, Title: "Application update",
				Message:   fmt.Sprintf("Your application for %s at %s moved to %s.", title, company, capitalize(*in.Status)),
				ActionURL: &url, Data: jsonRaw(map[string]string{"applicationId": id, "from": cur.Status, "to": *in.Status}),
			}); err != nil {
				return err
			}
		}
		if out, err = findApplication(ctx, tx, userID, id); err != nil {
			return err
		}
		if out.Status == stride.StatusInterview && (changed || in.InterviewDate != nil) {
			if err := notifyInterview(ctx, tx, out); err != nil {
				return err
			}
		}
		return evaluated(ctx, tx, userID)
	})
	return out, err
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// DeleteApplication removes an application and its history.
func (s *ApplicationService) DeleteApplication(ctx context.Context, userID, id string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := findApplication(ctx, tx, userID, id); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM applications WHERE id = ?`, id); err != nil {
			return err
		}
		// Unlocked achievements stay; the progress of the others goes down.
		return evaluated(ctx, tx, userID)
	})
}

// checkApplicationLimit refuses one more tracked application beyond the
// user's plan. It reads the plan with the user's row locked (PostgreSQL;
// SQLite runs one write transaction at a time), so parallel creates cannot
// pass the limit together. The lock is NO KEY UPDATE: it serialises the
// creates but not the rows other transactions insert with a foreign key to
// the user (achievements, notifications), which a plain FOR UPDATE would
// block and so deadlock with.
func checkApplicationLimit(ctx context.Context, tx *Tx, userID string) error {
	lock := ""
	if tx.db.Dialect == Postgres {
		lock = " FOR NO KEY UPDATE"
	}
	var plan string
	if err := tx.queryRow(ctx, `SELECT subscription_plan FROM users WHERE id = ?`+lock, userID).Scan(&plan); err != nil {
		return fmt.Errorf("lock user for the application limit: %w", err)
	}
	p := stride.PlanByID(plan)
	if p.Limits.Applications == stride.Unlimited {
		return nil
	}
	var n int
	if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM applications WHERE user_id = ?`, userID).Scan(&n); err != nil {
		return fmt.Errorf("count applications: %w", err)
	}
	return p.CheckApplications(n)
}
