package sqldb_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestInterviewStore(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		interviews := sqldb.NewInterviewService(db)
		alice, bob := newStoreUser(t, db, "alice@example.com"), newStoreUser(t, db, "bob@example.com")
		level, score := 2, 7.6
		basic := stride.InterviewSessionInput{Type: "behavioral", Questions: []json.RawMessage{json.RawMessage(`"Why us?"`)},
			Responses: []json.RawMessage{json.RawMessage(`"Because."`)}, Score: &score, AdaptiveLevel: &level}
		rows := func(want int) error {
			for _, table := range []string{"behavioral_analysis", "emotional_intelligence_assessment", "critical_thinking_assessment"} {
				if n := sqldbtest.CountRows(t, db, table); n != want {
					return check(false, "%s has %d rows, want %d", table, n, want)
				}
			}
			return nil
		}
		runStore(t, []storeCase{
			{name: "basic session", call: func(ctx context.Context) error {
				s, err := interviews.CreateInterviewSession(ctx, alice, basic, false)
				if err == nil {
					err = check(s.UserID == alice && s.Score != nil && *s.Score == 8 && s.AdaptiveLevel == 2 &&
						string(s.StrengthsIdentified) == "[]" && s.BehavioralMetrics == nil, "created %+v", s)
				}
				if err == nil {
					err = rows(0)
				}
				return err
			}},
			{name: "advanced session fills the assessments", call: func(ctx context.Context) error {
				in := basic
				in.Type = "emotional-intelligence"
				_, err := interviews.CreateInterviewSession(ctx, alice, in, true)
				if err == nil {
					err = rows(1)
				}
				return err
			}},
			{name: "list own, newest first", call: func(ctx context.Context) error {
				list, err := interviews.ListInterviewSessions(ctx, alice)
				if err == nil {
					err = check(len(list) == 2 && list[0].Type == "emotional-intelligence" && list[1].Type == "behavioral", "list %+v", list)
				}
				return err
			}},
			{name: "another user's list is empty", call: func(ctx context.Context) error {
				list, err := interviews.ListInterviewSessions(ctx, bob)
				if err == nil {
					err = check(list != nil && len(list) == 0, "list %+v", list)
				}
				return err
			}},
		})
	})
}
