package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

// UserService implements stride.UserService.
type UserService struct{ db *DB }

// NewUserService returns the user store of db.
func NewUserService(db *DB) *UserService { return &UserService{db: db} }

var _ stride.UserService = (*UserService)(nil)

const userColumns = `id, email, first_name, last_name, profile_image_url, title, location,
	phone, resume_url, portfolio_url, linkedin_url, experience_level, availability, bio,
	skills, subscription_plan, subscription_status, onboarding_completed, onboarding_step,
	current_title, years_experience, industry, career_goals, is_demo, created_at, updated_at,
	email_verified, pending_email, totp_enabled`

type rowScanner interface{ Scan(dest ...any) error }

func scanUser(r rowScanner, extra ...any) (*stride.User, error) {
	var u stride.User
	dest := []any{&u.ID, &u.Email, &u.FirstName, &u.LastName, &u.ProfileImageURL, &u.Title,
		&u.Location, &u.Phone, &u.ResumeURL, &u.PortfolioURL, &u.LinkedinURL, &u.ExperienceLevel,
		&u.Availability, &u.Bio, jsonOf(&u.Skills), &u.SubscriptionPlan, &u.SubscriptionStatus,
		&u.OnboardingCompleted, &u.OnboardingStep, &u.CurrentTitle, &u.YearsExperience,
		&u.Industry, jsonOf(&u.CareerGoals), &u.IsDemo, &u.CreatedAt, &u.UpdatedAt,
		&u.EmailVerified, &u.PendingEmail, &u.TwoFactorEnabled}
	if err := r.Scan(append(dest, extra...)...); err != nil {
		return nil, err
	}
	if u.Skills == nil {
		u.Skills = []string{}
	}
	if u.CareerGoals == nil {
		u.CareerGoals = []string{}
	}
	return &u, nil
}

// CreateUser inserts u, filling its id and times.
func (s *UserService) CreateUser(ctx context.Context, u *stride.User, passwordHash string) error {
	return s.db.update(ctx, func(tx *Tx) error { return createUser(ctx, tx, u, passwordHash) })
}

func createUser(ctx context.Context, tx *Tx, u *stride.User, passwordHash string) error {
	u.ID = uuid.NewString()
	u.Email = stride.NormalizeEmail(u.Email)
	u.CreatedAt = tx.db.Now()
	u.UpdatedAt = u.CreatedAt
	if u.SubscriptionPlan == "" {
		u.SubscriptionPlan = stride.PlanStarter
	}
	if u.SubscriptionStatus == "" {
		u.SubscriptionStatus = "active"
	}
	if u.OnboardingStep == "" {
		u.OnboardingStep = stride.StepPlan
	}
	if u.Skills == nil {
		u.Skills = []string{}
	}
	if u.CareerGoals == nil {
		u.CareerGoals = []string{}
	}
	_, err := tx.exec(ctx, `INSERT INTO users (id, email, password_hash, first_name, last_name,
		title, current_title, industry, years_experience, experience_level, bio, location, phone, skills, career_goals,
		subscription_plan, subscription_status, onboarding_completed, onboarding_step, is_demo,
		created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		u.ID, u.Email, passwordHash, u.FirstName, u.LastName, u.Title, u.CurrentTitle,
		u.Industry, u.YearsExperience, u.ExperienceLevel, u.Bio, u.Location, u.Phone, jsonOf(&u.Skills), jsonOf(&u.CareerGoals),
		u.SubscriptionPlan, u.SubscriptionStatus, u.OnboardingCompleted, u.OnboardingStep,
		u.IsDemo, u.CreatedAt, u.UpdatedAt)
	if isUniqueViolation(err) {
		return &stride.Error{Code: stride.ECONFLICT, Message: stride.MsgEmailTaken,
			Fields: map[string]string{"email": stride.MsgEmailTaken}}
	}
	if err != nil {
		return fmt.Errorf("insert user: %w", err)
	}
	return nil
}

// FindUserByID returns the user or ENOTFOUND.
func (s *UserService) FindUserByID(ctx context.Context, id string) (*stride.User, error) {
	return findUserByID(ctx, s.db.reader(), id)
}

func findUserByID(ctx context.Context, tx *Tx, id string) (*stride.User, error) {
	u, err := scanUser(tx.queryRow(ctx, `SELECT `+userColumns+` FROM users WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, stride.Errorf(stride.ENOTFOUND, stride.MsgUserNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("find user: %w", err)
	}
	return u, nil
}

// FindUserByEmail returns the user with that e-mail (any case) and the
// password hash, or ENOTFOUND.
func (s *UserService) FindUserByEmail(ctx context.Context, email string) (*stride.User, string, error) {
	var hash string
	u, err := scanUser(s.db.reader().queryRow(ctx,
		`SELECT `+userColumns+`, password_hash FROM users WHERE lower(email) = ?`,
		stride.NormalizeEmail(email)), &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, "", stride.Errorf(stride.ENOTFOUND, stride.MsgUserNotFound)
	}
	if err != nil {
		return nil, "", fmt.Errorf("find user by email: %w", err)
	}
	return u, hash, nil
}

// UpdateUser changes the fields that upd sets.
func (s *UserService) UpdateUser(ctx context.Context, id string, upd stride.UserUpdate) (*stride.User, error) {
	var out *stride.User
	err := s.db.update(ctx, func(tx *Tx) error {
		var sets []string
		var vals []any
		set := func(col string, v any) {
			sets = append(sets, col+" = ?")
			vals = append(vals, v)
		}
		for col, p := range map[string]*string{
			"first_name": upd.FirstName, "last_name": upd.LastName, "email": upd.Email,
			"title": upd.Title, "location": upd.Location, "profile_image_url": upd.ProfileImageURL,
			"phone": upd.Phone, "bio": upd.Bio, "resume_url": upd.ResumeURL,
			"portfolio_url": upd.PortfolioURL, "linkedin_url": upd.LinkedinURL,
			"experience_level": upd.ExperienceLevel, "availability": upd.Availability,
			"current_title": upd.CurrentTitle, "industry": upd.Industry,
			"subscription_plan": upd.SubscriptionPlan,
		} {
			if p != nil {
				set(col, *p)
			}
		}
		if upd.YearsExperience != nil {
			set("years_experience", *upd.YearsExperience)
		}
		if upd.Email != nil {
			// A new address is not confirmed (the old one's confirmation
			// does not carry over).
			sets = append(sets, "email_verified = CASE WHEN lower(email) = ? THEN email_verified ELSE ? END")
			vals = append(vals, stride.NormalizeEmail(*upd.Email), false)
		}
		if len(sets) > 0 {
			set("updated_at", tx.db.Now())
			vals = append(vals, id)
			res, err := tx.exec(ctx, `UPDATE users SET `+strings.Join(sets, ", ")+` WHERE id = ?`, vals...)
			if isUniqueViolation(err) {
				return &stride.Error{Code: stride.ECONFLICT, Message: stride.MsgEmailTaken,
					Fields: map[string]string{"email": stride.MsgEmailTaken}}
			}
			if err != nil {
				return fmt.Errorf("update user: %w", err)
			}
			if n, _ := res.RowsAffected(); n == 0 {
				return stride.Errorf(stride.ENOTFOUND, stride.MsgUserNotFound)
			}
		}
		var err error
		if out, err = findUserByID(ctx, tx, id); err != nil {
			return err
		}
		return evaluated(ctx, tx, id)
	})
	return out, err
}

// SaveOnboardingProfile stores the profile step and moves on to preferences.
func (s *UserService) SaveOnboardingProfile(ctx context.Context, id string, p stride.OnboardingProfile) (*stride.User, error) {
	var out *stride.User
	err := s.db.update(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE users SET first_name = ?, last_name = ?, current_title = ?,
			title = COALESCE(NULLIF(title, ''), ?), years_experience = ?, industry = ?,
			onboarding_step = CASE WHEN onboarding_completed THEN onboarding_step ELSE ? END,
			updated_at = ? WHERE id = ?`,
			p.FirstName, p.LastName, p.CurrentTitle, p.CurrentTitle, int(p.YearsExperience),
			p.Industry, stride.StepPreferences, tx.db.Now(), id)
		if err != nil {
			return fmt.Errorf("save onboarding profile: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return stride.Errorf(stride.ENOTFOUND, stride.MsgUserNotFound)
		}
		if out, err = findUserByID(ctx, tx, id); err != nil {
			return err
		}
		return evaluated(ctx, tx, id)
	})
	return out, err
}

// SaveOnboardingPreferences stores goals and skills, adds each new skill to
// the skills table (intermediate; soft skills by name), and completes
// onboarding.
func (s *UserService) SaveOnboardingPreferences(ctx context.Context, id string, p stride.OnboardingPreferences) (*stride.User, error) {
	var out *stride.User
	err := s.db.update(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE users SET career_goals = ?, skills = ?,
			onboarding_completed = ?, onboarding_step = ?, updated_at = ? WHERE id = ?`,
			jsonOf(&p.CareerGoals), jsonOf(&p.Skills), true, stride.StepCompleted, tx.db.Now(), id)
		if err != nil {
			return fmt.Errorf("save onboarding preferences: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return stride.Errorf(stride.ENOTFOUND, stride.MsgUserNotFound)
		}
		for _, name := range p.Skills {
			if _, err := tx.exec(ctx, `INSERT INTO skills (id, user_id, name, level, category)
				VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
				uuid.NewString(), id, name, "intermediate", stride.SkillCategoryOf(name)); err != nil {
				return fmt.Errorf("add onboarding skill: %w", err)
			}
		}
		if out, err = findUserByID(ctx, tx, id); err != nil {
			return err
		}
		return evaluated(ctx, tx, id)
	})
	return out, err
}
