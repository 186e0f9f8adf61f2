package httpapi_test

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/jobsearch"
	"github.com/stride-oss/stride/internal/sqldb"
)

// benchJobs is the catalogue size of the search benchmarks (BENCH_JOBS).
func benchJobs() int {
	if n, err := strconv.Atoi(os.Getenv("BENCH_JOBS")); err == nil && n > 0 {
		return n
	}
	return 100_000
}

// benchDB opens a database holding n catalogue jobs, kept between runs (a
// file in the temp folder, or a schema in TEST_DATABASE_URL) because
// building it takes a while.
func benchDB(b *testing.B, dialect string, n int) *sqldb.DB {
	b.Helper()
	ctx := context.Background()
	var dsn string
	switch dialect {
	case "sqlite":
		dsn = filepath.Join(os.TempDir(), fmt.Sprintf("stride-bench-%d.db", n))
	default:
		base := os.Getenv("TEST_DATABASE_URL")
		if base == "" {
			b.Skip("TEST_DATABASE_URL is not set")
		}
		schema := fmt.Sprintf("bench_%d", n)
		admin, err := sql.Open("pgx", base)
		if err != nil {
			b.Fatal(err)
		}
		_, _ = admin.Exec(`CREATE SCHEMA IF NOT EXISTS ` + schema)
		admin.Close()
		u, _ := url.Parse(base)
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		dsn = u.String()
	}
	db, err := sqldb.Open(ctx, dsn)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	if err := db.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	jobs := sqldb.NewJobService(db)
	have, err := jobs.CatalogJobCount(ctx)
	if err != nil {
		b.Fatal(err)
	}
	if have != n {
		if have != 0 {
			b.Fatalf("bench database %s holds %d jobs; delete it", dsn, have)
		}
		start := time.Now()
		if err := jobs.SeedCatalog(ctx, catalog.MustLoad().GenerateJobs(n, 7, time.Now().UTC())); err != nil {
			b.Fatal(err)
		}
		b.Logf("seeded %d jobs on %s in %v", n, dialect, time.Since(start).Round(time.Millisecond))
	}
	return db
}

// reportLatency records p50 and p99 of the observed durations.
func reportLatency(b *testing.B, d []time.Duration) {
	slices.Sort(d)
	ms := func(p float64) float64 { return float64(d[int(p*float64(len(d)-1))].Microseconds()) / 1000 }
	b.ReportMetric(ms(0.50), "p50-ms")
	b.ReportMetric(ms(0.99), "p99-ms")
	b.ReportMetric(0, "ns/op")
}

// BenchmarkJobSearch measures server time of GET /api/jobs over a large
// catalogue, signed out (one page) and signed in (ordered for the user:
// the first pages from the re-ranked window, deep pages past it).
func BenchmarkJobSearch(b *testing.B) {
	n := benchJobs()
	for _, dialect := range []string{"sqlite", "postgres"} {
		b.Run(dialect, func(b *testing.B) {
			db := benchDB(b, dialect, n)
			svc := httpapi.Services{Services: sqldb.NewServices(db)}
			start := time.Now()
			if err := svc.Jobs.(*jobsearch.Service).Warm(context.Background()); err != nil {
				b.Fatal(err)
			}
			b.Logf("index of %d postings built in %v", n, time.Since(start).Round(time.Millisecond))
			h := httpapi.New(httpapi.Config{}, svc, slog.New(slog.NewTextHandler(io.Discard, nil)), nil).Handler()
			demo, err := svc.Demo.CreateDemoUser(context.Background(), stride.DemoRequest{})
			if err != nil {
				b.Fatal(err)
			}
			token := "bench-token-" + demo.ID
			_ = svc.Sessions.CreateSession(context.Background(), stride.Session{TokenHash: hashOf(token), UserID: demo.ID, Expire: time.Now().Add(time.Hour)})
			queries := map[string]string{
				"keyword":                      "search=software+engineer",
				"keyword+location+type+remote": "search=developer&location=austin&type=full-time&remote=false",
				"filtered-no-keyword":          "location=seattle&type=contract&remote=false",
				"no-keyword":                   "",
				"no-keyword-page-60":           "offset=3000",
				"keyword-page-3":               "search=manager&offset=100",
			}
			for name, q := range queries {
				for _, signedIn := range []bool{false, true} {
					label := name + "/signed-out"
					if signedIn {
						label = name + "/signed-in"
					}
					b.Run(label, func(b *testing.B) {
						d := make([]time.Duration, 0, b.N)
						for i := 0; i < b.N; i++ {
							req := httptest.NewRequest("GET", "/api/jobs?"+q, nil)
							if signedIn {
								req.Header.Set("Authorization", "Bearer "+token)
							}
							rec := httptest.NewRecorder()
							start := time.Now()
							h.ServeHTTP(rec, req)
							d = append(d, time.Since(start))
							if rec.Code != 200 {
								b.Fatalf("%s: %d %s", q, rec.Code, rec.Body)
							}
						}
						reportLatency(b, d)
					})
				}
			}
			b.Run("list-1000-applications", func(b *testing.B) {
				apps := sqldb.NewApplicationService(db)
				u := &stride.User{Email: fmt.Sprintf("bench-%d@example.com", time.Now().UnixNano())}
				if err := svc.Users.CreateUser(context.Background(), u, ""); err != nil {
					b.Fatal(err)
				}
				// A thousand tracked applications need a plan without the limit.
				if _, err := svc.Billing.SetPlan(context.Background(), u.ID, "professional", "active"); err != nil {
					b.Fatal(err)
				}
				for i := 0; i < 1000; i++ {
					title, company, status := fmt.Sprintf("Role %d", i), "Company", stride.ApplicationStatuses[i%5]
					if _, err := apps.CreateApplication(context.Background(), u.ID, stride.ApplicationInput{JobTitle: &title, Company: &company, Status: &status}); err != nil {
						b.Fatal(err)
					}
				}
				tok := "bench-apps-" + u.ID
				_ = svc.Sessions.CreateSession(context.Background(), stride.Session{TokenHash: hashOf(tok), UserID: u.ID, Expire: time.Now().Add(time.Hour)})
				b.ResetTimer()
				d := make([]time.Duration, 0, b.N)
				for i := 0; i < b.N; i++ {
					req := httptest.NewRequest("GET", "/api/users/"+u.ID+"/applications", nil)
					req.Header.Set("Authorization", "Bearer "+tok)
					rec := httptest.NewRecorder()
					start := time.Now()
					h.ServeHTTP(rec, req)
					d = append(d, time.Since(start))
					if rec.Code != 200 {
						b.Fatal(rec.Code)
					}
				}
				reportLatency(b, d)
			})
		})
	}
}
