package sqldb_test

import (
	"context"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// BenchmarkCareer measures the career computations over the default
// 6,000-posting catalogue on SQLite: each reads every posting's skills.
func BenchmarkCareer(b *testing.B) {
	ctx := context.Background()
	db := sqldbtest.SQLite(b)
	if err := sqldb.NewJobService(db).SeedCatalog(ctx, catalog.MustLoad().GenerateJobs(6000, 1, db.Now())); err != nil {
		b.Fatal(err)
	}
	u := newDemoUser(b, db)
	svc := sqldb.NewCareerService(db)
	for name, fn := range map[string]func() error{
		"analyze":           func() error { _, err := svc.AnalyzeCareer(ctx, u.ID); return err },
		"generate-insights": func() error { _, err := svc.GenerateCareerInsights(ctx, u.ID); return err },
		"skill-trends":      func() error { _, err := svc.SkillTrends(ctx, u.ID); return err },
		"create-goal": func() error {
			t, r := "Goal", "Data Scientist"
			_, err := svc.CreateCareerGoal(ctx, u.ID, stride.CareerGoalInput{Title: &t, TargetRole: &r})
			return err
		},
	} {
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if err := fn(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
