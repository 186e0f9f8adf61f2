package jobsearch_test

import (
	"context"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/jobsearch"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// Two processes on one database (a SQLite file, PostgreSQL): what one
// ingests, changes, closes or deletes, the other's index follows within
// 5 s from the jobs table's changes alone (its Follow loop; no search
// asks), without building its index again.
func TestReplicaFollowsChanges(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		writer, store := newSearch(db)
		if err := store.SeedCatalog(ctx, catalog.MustLoad().GenerateJobs(200, 4, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))); err != nil {
			t.Fatal(err)
		}
		reader, _ := newSearch(db)
		if err := reader.Warm(ctx); err != nil {
			t.Fatal(err)
		}
		go reader.Follow(ctx, 200*time.Millisecond)
		builds := jobsearch.Builds(reader)

		// within waits until the reader's index (not asked by a search)
		// satisfies ok.
		within := func(what string, ok func(q jobsearch.Query) bool) {
			t.Helper()
			deadline := time.Now().Add(5 * time.Second)
			for !ok(jobsearch.Peek(reader)) {
				if time.Now().After(deadline) {
					t.Fatalf("%s: not seen by the other process within 5 s", what)
				}
				time.Sleep(50 * time.Millisecond)
			}
		}
		ext, apply := "zx-1", "https://example.com/1"
		post := stride.Job{Title: "Quokka Wrangler", Company: "Zoo", Location: "Perth", Description: "Wrangle quokkas.",
			Type: "full-time", ApplyURL: &apply, ExternalID: &ext, PostedAt: time.Now().UTC()}
		if _, err := store.SyncSource(ctx, "lever:zoo", []stride.Job{post}); err != nil {
			t.Fatal(err)
		}
		within("an ingested posting", func(q jobsearch.Query) bool { return q.Count("quokka") == 1 })

		post.Title, post.Description = "Wombat Wrangler", "Wrangle wombats."
		if _, err := store.SyncSource(ctx, "lever:zoo", []stride.Job{post}); err != nil {
			t.Fatal(err)
		}
		within("a changed posting", func(q jobsearch.Query) bool { return q.Count("wombat") == 1 && q.Count("quokka") == 0 })

		if _, err := store.SyncSource(ctx, "lever:zoo", nil); err != nil {
			t.Fatal(err)
		}
		within("a closed posting", func(q jobsearch.Query) bool { return q.Count("wombat") == 0 && q.Live() == 200 })

		// A user's own posting is deleted with their account.
		poster, err := sqldb.NewDemoService(db).CreateDemoUser(ctx, stride.DemoRequest{})
		if err != nil {
			t.Fatal(err)
		}
		mine := &stride.Job{Title: "Capybara Keeper", Company: "Zoo", Location: "Remote", Description: "Keep capybaras.", Type: "contract"}
		if err := writer.CreateJob(ctx, poster.ID, mine); err != nil {
			t.Fatal(err)
		}
		within("a user's posting", func(q jobsearch.Query) bool { return q.Count("capybara") == 1 && q.Live() == 201 })
		if err := sqldb.NewAccountService(db).DeleteUser(ctx, poster.ID); err != nil {
			t.Fatal(err)
		}
		within("a deleted posting", func(q jobsearch.Query) bool { return q.Count("capybara") == 0 && q.Live() == 200 })

		if got := jobsearch.Builds(reader); got != builds {
			t.Errorf("the index was built whole %d times for the changes, want none", got-builds)
		}
	})
}
