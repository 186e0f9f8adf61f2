package sqldb_test

import (
	"context"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestMaterialStore(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		m := sqldb.NewMaterialService(db)
		alice, bob := newStoreUser(t, db, "alice@example.com"), newStoreUser(t, db, "bob@example.com")
		gone := "no-such-job"
		letter := &stride.CoverLetter{JobID: &gone, Title: "Engineer at Acme", Content: "Dear Acme, two words.", JobTitle: "Engineer",
			Company: "Acme", Tone: "professional", Template: "standard", GenerationParams: []byte(`{"request":{"tone":"professional"}}`)}
		resp := &stride.ApplicationResponse{Question: "Why?", Response: "Because.", ResponseType: "essay", WordLimit: 200, Keywords: []string{"go"}}
		summary := &stride.PortfolioSummary{Title: "Portfolio", Description: "1 project", Theme: "modern", TargetAudience: "clients",
			Projects: []stride.PortfolioProject{{Name: "Tidewatch", Technologies: []string{"Go"}}}, GeneratedSummary: "Tidewatch summary."}
		runStore(t, []storeCase{
			{name: "create letter naming a missing job", call: func(ctx context.Context) error {
				err := m.CreateCoverLetter(ctx, alice, letter)
				if err == nil {
					err = check(letter.ID != "" && letter.JobID == nil && letter.CompanyName == "Acme" && letter.WordCount == 4 &&
						len(letter.IterationHistory) == 0, "created %+v", letter)
				}
				return err
			}},
			{name: "create response", call: func(ctx context.Context) error { return m.CreateApplicationResponse(ctx, alice, resp) }},
			{name: "create summary", call: func(ctx context.Context) error {
				err := m.CreatePortfolioSummary(ctx, alice, summary)
				if err == nil {
					err = check(summary.Layout == "grid" && summary.TargetAudienceCard == "clients" && summary.Projects[0].Name == "Tidewatch", "%+v", summary)
				}
				return err
			}},
			{name: "find other's letter", code: stride.EFORBIDDEN, call: func(ctx context.Context) error {
				_, err := m.FindCoverLetter(ctx, bob, letter.ID)
				return err
			}},
			{name: "update other's response", code: stride.EFORBIDDEN, call: func(ctx context.Context) error {
				return m.UpdateApplicationResponse(ctx, bob, &stride.ApplicationResponse{ID: resp.ID, Question: "x", Response: "y"})
			}},
			{name: "delete other's summary", code: stride.EFORBIDDEN, call: func(ctx context.Context) error { return m.DeletePortfolioSummary(ctx, bob, summary.ID) }},
			{name: "update letter keeps history", call: func(ctx context.Context) error {
				letter.IterationHistory = stride.PushIteration(letter.IterationHistory, letter.Content, nil, letter.UpdatedAt)
				letter.Content, letter.Title = "Dear Acme, new.", "Renamed"
				err := m.UpdateCoverLetter(ctx, alice, letter)
				if err == nil {
					got, _ := m.FindCoverLetter(ctx, alice, letter.ID)
					err = check(got.Title == "Renamed" && len(got.IterationHistory) == 1 && got.IterationHistory[0].Content == "Dear Acme, two words.", "%+v", got)
				}
				return err
			}},
			{name: "lists hold only own items", call: func(ctx context.Context) error {
				a, err1 := m.ListCoverLetters(ctx, alice)
				b, err2 := m.ListCoverLetters(ctx, bob)
				r, err3 := m.ListApplicationResponses(ctx, alice)
				p, err4 := m.ListPortfolioSummaries(ctx, bob)
				for _, err := range []error{err1, err2, err3, err4} {
					if err != nil {
						return err
					}
				}
				return check(len(a) == 1 && len(b) == 0 && len(r) == 1 && r[0].Keywords[0] == "go" && len(p) == 0, "%d %d %d %d", len(a), len(b), len(r), len(p))
			}},
			{name: "delete own", call: func(ctx context.Context) error { return m.DeleteCoverLetter(ctx, alice, letter.ID) }},
			{name: "delete again", code: stride.ENOTFOUND, call: func(ctx context.Context) error { return m.DeleteCoverLetter(ctx, alice, letter.ID) }},
		})
	})
}
