package httpapi_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/market"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// BenchmarkMarket measures the market pieces on 6,000 catalogue postings
// (the default catalogue): reading the postings, computing every figure,
// a stored-figures read and a user's first alerts.
func BenchmarkMarket(b *testing.B) {
	db := sqldbtest.SQLite(b)
	ctx := context.Background()
	cat := catalog.MustLoad()
	if err := sqldb.NewJobService(db).SeedCatalog(ctx, cat.GenerateJobs(6000, 1, time.Now())); err != nil {
		b.Fatal(err)
	}
	store := sqldb.NewMarketStore(db)
	b.Run("postings", func(b *testing.B) {
		for b.Loop() {
			if _, err := store.MarketPostings(ctx, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	posts, _ := store.MarketPostings(ctx, nil)
	b.Run("figures", func(b *testing.B) {
		for b.Loop() {
			market.NewModel(market.Dataset{Occupations: cat.Occupations, Postings: posts}).Figures()
		}
	})
	users := sqldb.NewUserService(db)
	svc := market.NewService(store, cat.Occupations, cat, users, sqldb.NewSkillService(db), sqldb.NewCareerService(db))
	f := stride.MarketFilter{Region: "Global", Industry: "Technology"}
	b.Run("generate", func(b *testing.B) {
		for b.Loop() {
			if _, err := svc.Generate(ctx, "", f); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("read-forecasts", func(b *testing.B) {
		for b.Loop() {
			if _, err := svc.SkillForecasts(ctx, f); err != nil {
				b.Fatal(err)
			}
		}
	})
	title := "Registered Nurse"
	b.Run("first-alerts", func(b *testing.B) {
		i := 0
		for b.Loop() {
			i++
			u := &stride.User{Email: fmt.Sprintf("bench%d@example.com", i), Title: &title}
			if err := users.CreateUser(ctx, u, "x"); err != nil {
				b.Fatal(err)
			}
			if _, err := svc.TransitionAlerts(ctx, u.ID, f); err != nil {
				b.Fatal(err)
			}
		}
	})
}
