package sqldb

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/stride-oss/stride"
)

func TestProbeSearch(t *testing.T) {
	if os.Getenv("PROBE") == "" {
		t.Skip()
	}
	ctx := context.Background()
	db, err := Open(ctx, "/tmp/stride-bench-100000.db")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	s := NewJobService(db)
	f := false
	for _, flt := range []stride.JobFilter{
		{Search: "software engineer"},
		{Search: "developer", Location: "austin", Type: "full-time", Remote: &f},
		{Location: "seattle", Type: "contract", Remote: &f},
		{Search: "software engineer", Limit: 200},
		{Location: "seattle", Type: "contract", Remote: &f, Limit: 200},
	} {
		q := db.jobQuery(flt)
		for i := 0; i < 3; i++ {
			start := time.Now()
			var n int
			db.reader().queryRow(ctx, `SELECT COUNT(*) FROM `+q.from+q.where, q.args...).Scan(&n)
			c := time.Since(start)
			start = time.Now()
			jobs, _, _ := s.FindJobs(ctx, flt)
			t.Logf("%+v count=%d %v; find(%d) total %v", flt.Search+"|"+flt.Location, n, c, len(jobs), time.Since(start))
		}
		rows, _ := db.reader().query(ctx, `EXPLAIN QUERY PLAN SELECT `+jobColumns+` FROM `+q.from+q.where+` ORDER BY `+q.order+` LIMIT 50`, q.args...)
		for rows.Next() {
			var a, b, c int
			var d string
			rows.Scan(&a, &b, &c, &d)
			t.Log("  plan:", d)
		}
		rows.Close()
	}
}
