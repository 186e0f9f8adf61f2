package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/learning"
)

// seedDemoLearning gives the demo account learning progress made by the
// same rules as everyone's: modules completed on consecutive days (a
// three-day streak), challenges answered and graded by the grader (one
// with a missed question, which shows as a weak area), XP and level from
// the rules in the root package.
func seedDemoLearning(ctx context.Context, tx *Tx, userID string, now time.Time) error {
	cat, err := learning.Load()
	if err != nil {
		return err
	}
	var have int
	if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM skill_challenges`).Scan(&have); err != nil {
		return fmt.Errorf("count challenges: %w", err)
	}
	if have < len(cat.Challenges) {
		if err := syncLearningCatalog(ctx, tx, cat); err != nil {
			return err
		}
	}
	// Two days ago, yesterday and today (UTC), never in the future.
	midnight := now.Truncate(24 * time.Hour)
	type step struct {
		module    string
		challenge string
		miss      string // a question answered wrongly
		daysAgo   int
	}
	for i, s := range []step{
		{module: "sql-select", daysAgo: 2},
		{challenge: "sql-select-basics", daysAgo: 2},
		{module: "comm-clear-writing", daysAgo: 1},
		{challenge: "comm-bluf-challenge", daysAgo: 1},
		{module: "sql-aggregate"},
		{challenge: "sql-aggregate-report", miss: "q3"},
	} {
		at := midnight.AddDate(0, 0, -s.daysAgo).Add(10*time.Hour + time.Duration(i)*20*time.Minute)
		if s.daysAgo == 0 {
			at = midnight.Add(now.Sub(midnight) * time.Duration(i) / 8)
		}
		today := stride.LocalDay(at, time.UTC)
		if s.module != "" {
			if _, err := completeModule(ctx, tx, userID, cat.Module(s.module), today, at); err != nil {
				return err
			}
			continue
		}
		ch := cat.Challenge(s.challenge)
		answers := learning.KeyAnswers(ch, "")
		if s.miss != "" {
			answers[s.miss] = stride.Answer{Text: learning.ClientQuestions(ch)[questionIndex(ch, s.miss)].Options[0].ID}
		}
		review, score, err := learning.Grade(ctx, ch, answers, nil)
		if err != nil {
			return err
		}
		spent := ch.TimeLimit * 60 / 2
		if _, err := finishAttempt(ctx, tx, userID, &learning.Finish{Challenge: ch, Score: score, TimeSpent: spent,
			Answers: answers, Review: review, Today: today, SubmittedAt: at, SkillChallenges: cat.ChallengesBySkill()}); err != nil {
			return err
		}
	}
	return nil
}

func questionIndex(ch *learning.Challenge, id string) int {
	for i, q := range ch.Questions {
		if q.ID == id {
			return i
		}
	}
	return 0
}
