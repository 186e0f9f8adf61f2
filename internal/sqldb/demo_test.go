package sqldb_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// The demo service, not a handler, builds the demo account's interview
// history: two advanced sessions analysed by the offline engine, stored
// with their assessments and listed newest first.
func TestDemoUserHasInterviewHistory(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		u := newDemoUser(t, db)
		list, err := sqldb.NewInterviewService(db).ListInterviewSessions(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 {
			t.Fatalf("demo has %d interview sessions, want 2", len(list))
		}
		for i, want := range []struct {
			typ   string
			level int
		}{{"emotional-intelligence", 2}, {"behavioral", 1}} {
			s := list[i]
			if s.Type != want.typ || s.AdaptiveLevel != want.level || s.Score == nil || *s.Score <= 0 ||
				len(s.EmotionalIntelligence) == 0 || len(s.StrengthsIdentified) == 0 {
				t.Errorf("session %d: %+v, want type %s level %d with a score and assessments", i, s, want.typ, want.level)
			}
			if d := time.Since(s.CreatedAt); d < 0 || d > time.Minute {
				t.Errorf("session %d created %v ago, want just now", i, d)
			}
		}
		if *list[1].Score <= *list[0].Score {
			t.Errorf("the structured answer (%d) should score above the hesitant one (%d)", *list[1].Score, *list[0].Score)
		}
		for _, table := range []string{"behavioral_analysis", "emotional_intelligence_assessment", "critical_thinking_assessment"} {
			if n := sqldbtest.CountRows(t, db, table); n != 2 {
				t.Errorf("%s has %d rows, want 2", table, n)
			}
		}
	})
}

// The demo profile and the demo resume describe the same person: the
// profile's phone is the resume's, so the profile does not say "Not set"
// for what the resume shows.
func TestDemoProfileAgreesWithItsResume(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		u := newDemoUser(t, db)
		resumes, err := sqldb.NewResumeService(db).ListResumes(ctx, u.ID)
		if err != nil || len(resumes) == 0 {
			t.Fatalf("demo resumes: %v %d", err, len(resumes))
		}
		var content stride.ResumeContent
		if err := json.Unmarshal(resumes[0].Content, &content); err != nil {
			t.Fatal(err)
		}
		if stride.Deref(u.Phone) == "" || stride.Deref(u.Phone) != content.PersonalInfo.Phone {
			t.Errorf("profile phone %q, resume phone %q", stride.Deref(u.Phone), content.PersonalInfo.Phone)
		}
	})
}

// newDemoUser creates a demo account as POST /api/auth/demo does.
func newDemoUser(t testing.TB, db *sqldb.DB) *stride.User {
	t.Helper()
	u, err := sqldb.NewDemoService(db).CreateDemoUser(context.Background(), stride.DemoRequest{})
	if err != nil {
		t.Fatal(err)
	}
	return u
}
