package sqldb

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

// AchievementService implements stride.AchievementService: the achievement
// engine. The rules live in the root package (stride.AchievementCatalogue);
// this store computes their facts from the user's rows and keeps what each
// user has unlocked in user_achievements.
//
// The write paths of other stores call evaluateAchievements inside their own
// transaction, so an unlock commits (or rolls back) with the change that
// caused it. Reads evaluate too, so that a change made where no hook runs
// yet (or two concurrent changes that each saw only their own row) is
// caught the next time the trophy case is opened.
//
// An unlocked achievement is never taken back: deleting the application
// that earned "First Step" keeps the achievement and its date; the progress
// of locked achievements is recomputed from what is left.
type AchievementService struct{ db *DB }

// NewAchievementService returns the achievement engine of db.
func NewAchievementService(db *DB) *AchievementService { return &AchievementService{db: db} }

var _ stride.AchievementService = (*AchievementService)(nil)

// syncAchievementCatalogue writes the categories and the catalogue into
// their tables (user_achievements refers to them) and retires achievements
// the catalogue no longer has. Migrate runs it.
func (db *DB) syncAchievementCatalogue(ctx context.Context) error {
	return db.update(ctx, func(tx *Tx) error {
		for _, c := range stride.AchievementCategories {
			if _, err := tx.exec(ctx, `INSERT INTO achievement_categories (id, name, description, icon, color, sort_order)
				VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description,
				icon = excluded.icon, color = excluded.color, sort_order = excluded.sort_order`,
				c.ID, c.Name, c.Description, c.Icon, c.Color, c.SortOrder); err != nil {
				return fmt.Errorf("sync achievement category %s: %w", c.ID, err)
			}
		}
		ids := make([]string, 0, len(stride.AchievementCatalogue))
		for _, a := range stride.AchievementCatalogue {
			rule := a.Rule
			if _, err := tx.exec(ctx, `INSERT INTO achievements (id, title, description, category, icon, criteria, rarity, points, is_active)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET title = excluded.title,
				description = excluded.description, category = excluded.category, icon = excluded.icon,
				criteria = excluded.criteria, rarity = excluded.rarity, points = excluded.points, is_active = excluded.is_active`,
				a.ID, a.Title, a.Description, a.Category, a.Icon, jsonOf(&rule), a.RarityOf(), a.PointsOf(), true); err != nil {
				return fmt.Errorf("sync achievement %s: %w", a.ID, err)
			}
			ids = append(ids, a.ID)
		}
		rows, err := tx.query(ctx, `SELECT id FROM achievements`)
		if err != nil {
			return err
		}
		var retired []string
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				_ = rows.Close()
				return err
			}
			if !slices.Contains(ids, id) {
				retired = append(retired, id)
			}
		}
		_ = rows.Close()
		for _, id := range retired {
			if _, err := tx.exec(ctx, `UPDATE achievements SET is_active = ? WHERE id = ?`, false, id); err != nil {
				return err
			}
		}
		return rows.Err()
	})
}

// achievementFacts computes every metric of stride.AchievementCatalogue for
// userID from the user's rows.
func achievementFacts(ctx context.Context, tx *Tx, userID string) (stride.AchievementFacts, error) {
	reached := func(statuses string) string {
		return `(SELECT COUNT(*) FROM applications a WHERE a.user_id = ? AND (a.status IN (` + statuses + `)
			OR EXISTS (SELECT 1 FROM application_status_history h WHERE h.application_id = a.id AND h.status IN (` + statuses + `))))`
	}
	metrics := []struct{ name, sql string }{
		{stride.MetricApplications, `(SELECT COUNT(*) FROM applications WHERE user_id = ?)`},
		{stride.MetricReachedScreening, reached(`'screening', 'interview', 'offer'`)},
		{stride.MetricReachedInterview, reached(`'interview', 'offer'`)},
		{stride.MetricReachedOffer, reached(`'offer'`)},
		{stride.MetricCompanies, `(SELECT COUNT(DISTINCT lower(trim(company))) FROM applications WHERE user_id = ?)`},
		{stride.MetricSavedJobs, `(SELECT COUNT(*) FROM saved_jobs WHERE user_id = ?)`},
		{stride.MetricInterviewSessions, `(SELECT COUNT(*) FROM interview_sessions WHERE user_id = ?)`},
		{stride.MetricInterviewBestScore, `(SELECT COALESCE(MAX(score), 0) FROM interview_sessions WHERE user_id = ?)`},
		{stride.MetricInterviewLevel, `(SELECT COALESCE(MAX(adaptive_level), 0) FROM interview_sessions WHERE user_id = ?)`},
		{stride.MetricInterviewTypes, `(SELECT COUNT(DISTINCT type) FROM interview_sessions WHERE user_id = ?)`},
		{stride.MetricSkills, `(SELECT COUNT(*) FROM skills WHERE user_id = ?)`},
		{stride.MetricExpertSkills, `(SELECT COUNT(*) FROM skills WHERE user_id = ? AND level = 'expert')`},
		{stride.MetricSkillCategories, `(SELECT COUNT(DISTINCT category) FROM skills WHERE user_id = ?)`},
		{stride.MetricResumes, `(SELECT COUNT(*) FROM resumes WHERE user_id = ?)`},
		{stride.MetricResumeDownloads, `(SELECT COUNT(*) FROM user_activity WHERE user_id = ? AND kind = '` + stride.ActivityResumeDownload + `')`},
		{stride.MetricResumeUploads, `(SELECT COUNT(*) FROM user_activity WHERE user_id = ? AND kind = '` + stride.ActivityResumeUpload + `')`},
		{stride.MetricLinkedInImports, `(SELECT COUNT(*) FROM user_activity WHERE user_id = ? AND kind = '` + stride.ActivityLinkedInImport + `')`},
		{stride.MetricCareerGoals, `(SELECT COUNT(*) FROM career_goals WHERE user_id = ?)`},
		{stride.MetricGoalsCompleted, `(SELECT COUNT(*) FROM career_goals WHERE user_id = ? AND status = 'completed')`},
		{stride.MetricMilestones, `(SELECT COUNT(*) FROM career_milestones WHERE user_id = ? AND status = 'achieved')`},
		{stride.MetricChallengesPassed, `(SELECT COUNT(DISTINCT COALESCE(challenge_id, id)) FROM user_challenge_attempts
			WHERE user_id = ? AND completed = ` + tx.db.sqlTrue() + `)`},
		{stride.MetricModulesCompleted, `(SELECT COUNT(DISTINCT COALESCE(module_id, id)) FROM user_learning_progress
			WHERE user_id = ? AND status = 'completed')`},
	}
	cols := make([]string, len(metrics))
	vals := make([]int, len(metrics))
	dest := make([]any, len(metrics))
	var params []any
	for i, m := range metrics {
		cols[i] = m.sql
		dest[i] = &vals[i]
		for range strings.Count(m.sql, "?") {
			params = append(params, userID)
		}
	}
	if err := tx.queryRow(ctx, `SELECT `+strings.Join(cols, ", "), params...).Scan(dest...); err != nil {
		return nil, fmt.Errorf("achievement facts: %w", err)
	}
	f := stride.AchievementFacts{}
	for i, m := range metrics {
		f[m.name] = vals[i]
	}

	u, err := findUserByID(ctx, tx, userID)
	if err != nil {
		return nil, err
	}
	f[stride.MetricProfileFields] = profileFields(u, f[stride.MetricSkills])
	f[stride.MetricLinkedInLinked] = boolInt(filled(u.LinkedinURL))
	f[stride.MetricPortfolioLinked] = boolInt(filled(u.PortfolioURL))
	f[stride.MetricOnboarding] = boolInt(u.OnboardingCompleted)

	var longest, current, xp int
	var badges json.RawMessage
	err = tx.queryRow(ctx, `SELECT longest_streak, current_streak, total_xp, skill_badges FROM user_learning_profile
		WHERE user_id = ?`, userID).Scan(&longest, &current, &xp, rawJSON{&badges})
	if err == nil {
		var list []json.RawMessage
		_ = json.Unmarshal(badges, &list)
		f[stride.MetricLearningStreak] = max(longest, current)
		f[stride.MetricLearningXP] = xp
		f[stride.MetricSkillBadges] = len(list)
	} else if !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("learning profile: %w", err)
	}
	return f, nil
}

func filled(p *string) bool { return p != nil && strings.TrimSpace(*p) != "" }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// profileFields counts the stride.ProfileFieldCount items of a complete
// profile that u has, as the profile page's completeness figure does.
func profileFields(u *stride.User, skillRows int) int {
	hasSkill := skillRows > 0 || slices.ContainsFunc(u.Skills, func(s string) bool { return strings.TrimSpace(s) != "" })
	items := []bool{
		filled(u.FirstName), filled(u.LastName), u.Email != "", filled(u.Title) || filled(u.CurrentTitle),
		filled(u.Location), filled(u.Bio), filled(u.ProfileImageURL), filled(u.Phone), filled(u.Industry),
		u.YearsExperience != nil, hasSkill, filled(u.LinkedinURL) || filled(u.PortfolioURL),
	}
	n := 0
	for _, ok := range items {
		n += boolInt(ok)
	}
	return n
}

// userAchievements returns the user's rows by achievement id.
func userAchievements(ctx context.Context, tx *Tx, userID string) (map[string]stride.UserAchievement, error) {
	rows, err := tx.query(ctx, `SELECT achievement_id, `+tx.db.timeText("unlocked_at")+`, COALESCE(progress, 0)
		FROM user_achievements WHERE user_id = ?`, userID)
	if err != nil {
		return nil, fmt.Errorf("user achievements: %w", err)
	}
	defer rows.Close()
	out := map[string]stride.UserAchievement{}
	for rows.Next() {
		var ua stride.UserAchievement
		var at time.Time
		if err := rows.Scan(&ua.AchievementID, anyTime{&at}, &ua.Progress); err != nil {
			return nil, fmt.Errorf("scan user achievement: %w", err)
		}
		if !at.IsZero() {
			ua.UnlockedAt = &at
		}
		out[ua.AchievementID] = ua
	}
	return out, rows.Err()
}

// needsWrite reports whether evaluating would change anything: a missing
// row, a locked one whose progress moved, or a rule met but still locked.
func needsWrite(f stride.AchievementFacts, have map[string]stride.UserAchievement) bool {
	for _, a := range stride.AchievementCatalogue {
		ua, ok := have[a.ID]
		if !ok || (ua.UnlockedAt == nil && ua.Progress != a.Rule.Progress(f)) {
			return true
		}
	}
	return false
}

// evaluateAchievements is the engine, run inside the transaction of the
// change that may unlock something. It returns the facts and the user's
// rows after evaluation.
//
// It is safe under concurrent evaluations of one user: a row is created
// with INSERT … ON CONFLICT DO NOTHING and unlocked by an UPDATE that
// requires unlocked_at IS NULL, so only one transaction unlocks an
// achievement, and only that one notifies.
func evaluateAchievements(ctx context.Context, tx *Tx, userID string) (stride.AchievementFacts, map[string]stride.UserAchievement, error) {
	f, err := achievementFacts(ctx, tx, userID)
	if err != nil {
		return nil, nil, err
	}
	have, err := userAchievements(ctx, tx, userID)
	if err != nil {
		return nil, nil, err
	}
	if !needsWrite(f, have) {
		return f, have, nil
	}
	backfill := len(have) == 0
	now := tx.db.Now()
	var unlocked []stride.Achievement
	for _, a := range stride.AchievementCatalogue {
		ua, ok := have[a.ID]
		if ok && ua.UnlockedAt != nil {
			continue
		}
		p, met := a.Rule.Progress(f), a.Rule.Met(f)
		won := false
		if !ok {
			var at *time.Time
			if met {
				at = &now
			}
			res, err := tx.exec(ctx, `INSERT INTO user_achievements (id, user_id, achievement_id, unlocked_at, progress, is_visible)
				VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, uuid.NewString(), userID, a.ID, at, p, true)
			if err != nil {
				return nil, nil, fmt.Errorf("insert user achievement: %w", err)
			}
			n, _ := res.RowsAffected()
			won = met && n == 1
			ok = n == 0 // another evaluation made the row first
		}
		if ok && met {
			res, err := tx.exec(ctx, `UPDATE user_achievements SET unlocked_at = ?, progress = ?
				WHERE user_id = ? AND achievement_id = ? AND unlocked_at IS NULL`, now, 100, userID, a.ID)
			if err != nil {
				return nil, nil, fmt.Errorf("unlock achievement: %w", err)
			}
			n, _ := res.RowsAffected()
			won = n == 1
		} else if ok && ua.Progress != p {
			if _, err := tx.exec(ctx, `UPDATE user_achievements SET progress = ?
				WHERE user_id = ? AND achievement_id = ? AND unlocked_at IS NULL`, p, userID, a.ID); err != nil {
				return nil, nil, fmt.Errorf("achievement progress: %w", err)
			}
		}
		if won {
			unlocked = append(unlocked, a)
		}
	}
	if err := notifyUnlocks(ctx, tx, userID, unlocked, backfill); err != nil {
		return nil, nil, err
	}
	have, err = userAchievements(ctx, tx, userID)
	return f, have, err
}

// evaluated runs the engine in tx, for write paths that need nothing back.
func evaluated(ctx context.Context, tx *Tx, userID string) error {
	_, _, err := evaluateAchievements(ctx, tx, userID)
	return err
}

// notifyUnlocks sends one 'success' notification per unlocked achievement,
// keyed by it so that it is sent once; a first evaluation that finds
// several already earned (a backfill) sends one summary instead.
func notifyUnlocks(ctx context.Context, tx *Tx, userID string, unlocked []stride.Achievement, backfill bool) error {
	url := "/trophy-case"
	if backfill && len(unlocked) > 1 {
		points := 0
		ids := make([]string, len(unlocked))
		for i, a := range unlocked {
			points += a.PointsOf()
			ids[i] = a.ID
		}
		return createNotification(ctx, tx, &stride.Notification{UserID: userID, Type: stride.NotifySuccess,
			Title:     fmt.Sprintf("%d achievements unlocked", len(unlocked)),
			Message:   fmt.Sprintf("Stride counted what you have already done: %d achievements and %d career points are in your trophy case.", len(unlocked), points),
			ActionURL: &url, Data: jsonRaw(map[string]any{"achievementIds": ids}), DedupeKey: "achievements:backfill"})
	}
	for _, a := range unlocked {
		if err := createNotification(ctx, tx, &stride.Notification{UserID: userID, Type: stride.NotifySuccess,
			Title:     "Achievement unlocked: " + a.Title,
			Message:   fmt.Sprintf("%s +%d career points.", a.Description, a.PointsOf()),
			ActionURL: &url, Data: jsonRaw(map[string]any{"achievementId": a.ID, "points": a.PointsOf()}),
			DedupeKey: "achievement:" + a.ID}); err != nil {
			return err
		}
	}
	return nil
}

// Evaluate runs the engine for userID in a transaction of its own, after
// a check on the read pool: when nothing would change, nothing is written.
func (s *AchievementService) Evaluate(ctx context.Context, userID string) error {
	_, _, err := s.evaluate(ctx, userID)
	return err
}

func (s *AchievementService) evaluate(ctx context.Context, userID string) (stride.AchievementFacts, map[string]stride.UserAchievement, error) {
	r := s.db.reader()
	f, err := achievementFacts(ctx, r, userID)
	if err != nil {
		return nil, nil, err
	}
	have, err := userAchievements(ctx, r, userID)
	if err != nil {
		return nil, nil, err
	}
	if !needsWrite(f, have) {
		return f, have, nil
	}
	err = s.db.update(ctx, func(tx *Tx) error {
		f, have, err = evaluateAchievements(ctx, tx, userID)
		return err
	})
	return f, have, err
}

// RecordActivity records one activity of the user and evaluates in the
// same transaction.
func (s *AchievementService) RecordActivity(ctx context.Context, userID, kind string) error {
	if !slices.Contains([]string{stride.ActivityResumeDownload, stride.ActivityResumeUpload, stride.ActivityLinkedInImport}, kind) {
		return stride.Errorf(stride.EINVALID, "Unknown activity %q", kind)
	}
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `INSERT INTO user_activity (id, user_id, kind, created_at) VALUES (?, ?, ?, ?)`,
			uuid.NewString(), userID, kind, tx.db.Now()); err != nil {
			return fmt.Errorf("record activity: %w", err)
		}
		_, _, err := evaluateAchievements(ctx, tx, userID)
		return err
	})
}

// TrophyCase evaluates and returns the user's trophy case.
func (s *AchievementService) TrophyCase(ctx context.Context, userID string) (*stride.TrophyCase, error) {
	f, have, err := s.evaluate(ctx, userID)
	if err != nil {
		return nil, err
	}
	tc := stride.BuildTrophyCase(stride.AchievementCatalogue, have, f)
	return &tc, nil
}

// UserStats evaluates and returns the user's achievement totals.
func (s *AchievementService) UserStats(ctx context.Context, userID string) (*stride.AchievementStats, error) {
	tc, err := s.TrophyCase(ctx, userID)
	if err != nil {
		return nil, err
	}
	st := stride.BuildAchievementStats(*tc)
	return &st, nil
}
