package sqldb_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func newUser(t *testing.T, db *sqldb.DB, email, title string, skills ...string) *stride.User {
	t.Helper()
	ctx := context.Background()
	u := &stride.User{Email: email}
	if title != "" {
		u.CurrentTitle = &title
	}
	if err := sqldb.NewUserService(db).CreateUser(ctx, u, "x"); err != nil {
		t.Fatal(err)
	}
	for _, s := range skills {
		if _, err := sqldb.NewSkillService(db).CreateSkill(ctx, u.ID, stride.SkillInput{Name: s, Level: "expert", Category: "technical"}); err != nil {
			t.Fatal(err)
		}
	}
	return u
}

// A new posting tells, in its own transaction, the users it fits.
func TestCreateJobNotifiesFittingUsers(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		fit := newUser(t, db, "fit@example.com", "Kotlin Engineer", "Kotlin", "Android", "Gradle")
		loose := newUser(t, db, "loose@example.com", "", "Kotlin")
		poster := newUser(t, db, "poster@example.com", "Kotlin Engineer", "Kotlin", "Android", "Gradle")
		j := &stride.Job{Title: "Kotlin Engineer", Company: "Quantum", Location: "Remote", Description: "Ship apps.",
			Type: "full-time", Skills: []string{"Kotlin", "Android", "Gradle"}}
		if err := sqldb.NewJobService(db).CreateJob(ctx, poster.ID, j); err != nil {
			t.Fatal(err)
		}
		notes := sqldb.NewNotificationService(db)
		for _, c := range []struct {
			u    *stride.User
			want int
		}{{fit, 1}, {loose, 0}, {poster, 0}} {
			ns, err := notes.ListNotifications(ctx, c.u.ID, 10)
			if err != nil {
				t.Fatal(err)
			}
			got := 0
			for _, n := range ns {
				if n.Type == stride.NotifyJobMatch && strings.Contains(n.Message, "Kotlin Engineer at Quantum fits you at") {
					got++
				}
			}
			if got != c.want {
				t.Errorf("%s: %d job match notices, want %d", c.u.Email, got, c.want)
			}
		}
	})
}
