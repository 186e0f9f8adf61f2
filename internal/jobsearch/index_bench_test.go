package jobsearch

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// BenchmarkBuildIndex measures building the ranking data of 6,000
// catalogue postings (the rows already read).
func BenchmarkBuildIndex(b *testing.B) {
	cat := catalog.MustLoad()
	jobs := cat.GenerateJobs(6000, 1, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))
	m := &stride.Matcher{Occupations: catalog.NewModel(cat)}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bl := newBuilder(nil, m)
		bl.add(jobs)
		bl.finish(1)
	}
}

// BenchmarkOrderForUser measures ordering every posting for a signed-in
// user with no keyword, the work a cached ordering saves: 6,000 catalogue
// postings, or ORDER_BENCH_JOBS (1000000 for issue 42's million;
// generating and indexing them takes a few minutes).
func BenchmarkOrderForUser(b *testing.B) {
	n := 6000
	if v, err := strconv.Atoi(os.Getenv("ORDER_BENCH_JOBS")); err == nil && v > 0 {
		n = v
	}
	cat := catalog.MustLoad()
	model := catalog.NewModel(cat)
	m := &stride.Matcher{Occupations: model}
	bl := newBuilder(nil, m)
	err := cat.GenerateJobsEach(n, 1, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), 10000, func(jobs []stride.Job) error {
		bl.add(jobs)
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	sn := bl.finish(1)
	s := &Service{cat: cat, model: model, matcher: m}
	title := "Registered Nurse"
	p := m.Profile(&stride.User{CurrentTitle: &title}, []stride.Skill{{Name: "Patient Care"}, {Name: "Epic Systems"}, {Name: "MEDITECH"}})
	b.ReportMetric(float64(len(sn.feats)), "features")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.order(sn, stride.JobFilter{}, p, "")
	}
}
