package catalog

import (
	"slices"
	"testing"
	"time"

	"github.com/stride-oss/stride"
)

func TestGenerateJobsIsDeterministicAndVaried(t *testing.T) {
	c := MustLoad()
	now := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	a := c.GenerateJobs(6000, 1, now)
	b := c.GenerateJobs(6000, 1, now)
	if len(a) != 6000 {
		t.Fatalf("got %d jobs", len(a))
	}
	for i := range a {
		if a[i].ID != b[i].ID || a[i].Title != b[i].Title || a[i].Description != b[i].Description || !slices.Equal(a[i].Skills, b[i].Skills) {
			t.Fatalf("job %d differs between runs", i)
		}
	}
	types := map[string]int{}
	occupations := map[string]bool{}
	titles := map[string]bool{}
	remote, cities, salaries := 0, map[string]bool{}, 0
	for _, j := range a {
		if err := j.Validate(); err != nil {
			t.Fatalf("generated job invalid: %v (%+v)", err, j)
		}
		types[j.Type]++
		occupations[*j.OccupationCode] = true
		titles[j.Title] = true
		cities[j.Location] = true
		if j.Remote {
			remote++
		}
		if j.Salary != nil {
			salaries++
		}
		if len(j.Requirements) < 3 || len(j.Benefits) == 0 || len(j.Skills) < 3 {
			t.Fatalf("thin posting: %+v", j)
		}
		if j.PostedAt.After(now) || j.PostedAt.Before(now.Add(-46*24*time.Hour)) {
			t.Fatalf("posted %v", j.PostedAt)
		}
	}
	for _, ty := range stride.JobTypes {
		if types[ty] < 300 {
			t.Errorf("only %d %s jobs", types[ty], ty)
		}
	}
	if len(occupations) < 400 || len(titles) < 2000 || len(cities) < 40 || remote < 300 || salaries < 5000 {
		t.Errorf("not varied enough: %d occupations, %d titles, %d places, %d remote, %d with pay", len(occupations), len(titles), len(cities), remote, salaries)
	}
}
