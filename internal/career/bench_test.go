package career_test

import (
	"github.com/stride-oss/stride"
	"testing"

	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

// BenchmarkSkillTrends measures the trends of a dozen skills over 6,000
// postings (the default catalogue), the work behind GET /api/career/skill-trends.
func BenchmarkSkillTrends(b *testing.B) {
	c := catalog.MustLoad()
	rows := postingRows(c, 6000)
	skills := []string{"Python", "SQL", "Product Management", "Data Analysis", "Communication", "Leadership", "Figma",
		"AWS", "Apache Spark", "Docker", "C++", "Tableau"}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		career.SkillTrends(c, career.NewPostings(rows, now), skills)
	}
}

// BenchmarkInsights measures generating a user's insights over 6,000 postings.
func BenchmarkInsights(b *testing.B) {
	c := catalog.MustLoad()
	rows := postingRows(c, 6000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f := &career.Facts{Title: "Software Developer", Location: "Austin, TX", Skills: []string{"Python", "SQL", "Git"},
			Postings: career.NewPostings(rows, now), Now: now}
		career.Insights(c, f)
	}
}

// BenchmarkAnalyze measures the analysis of a goal (the plan, paths and
// credentials), the work behind POST /api/career/analyze.
func BenchmarkAnalyze(b *testing.B) {
	c := catalog.MustLoad()
	role := "Nurse Practitioner"
	g := stride.CareerGoal{ID: "g", UserID: "u", TargetRole: &role, Status: stride.GoalActive}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f := &career.Facts{Title: "ICU nurse at a county hospital", Skills: []string{"patient assessment"}, Goals: []stride.CareerGoal{g},
			Postings: career.NewPostings(nil, now), Now: now}
		career.Analyze(c, f)
	}
}
