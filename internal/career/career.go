// Package career holds the career explorer's computations: career paths from
// O*NET related occupations and BLS wages, the career analysis, insights,
// skill trends, milestones proposed for a goal, the career interview and the
// learning-resource catalogue. Everything is a pure function of the embedded
// catalogue and the facts the store gathers, so tests need no HTTP and no
// database, and the demo account is built by the same code.
package career

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// Facts are what the computations know of a user.
type Facts struct {
	// Title is the user's current title (or profile title), free text.
	Title           string
	Location        string
	ExperienceLevel string
	YearsExperience int
	// Skills are the user's skills (profile list and skills table).
	Skills []string
	Goals  []stride.CareerGoal
	// Postings are Stride's job postings.
	Postings *Postings
	Now      time.Time
}

// InsightTTL is how long a generated insight stays current.
const InsightTTL = 7 * 24 * time.Hour

// Occupation resolves the user's title with the product's one title
// resolver; nil when there is no title or no likely occupation.
func (f *Facts) Occupation(c *catalog.Catalog) *catalog.Occupation {
	if strings.TrimSpace(f.Title) == "" {
		return nil
	}
	return c.Find(f.Title)
}

// TargetOccupation is the occupation of the first active goal with a target
// role the resolver recognises, with that role as the user wrote it.
func (f *Facts) TargetOccupation(c *catalog.Catalog) (*catalog.Occupation, string) {
	for _, g := range f.Goals {
		if g.Status == stride.GoalActive && g.TargetRole != nil && strings.TrimSpace(*g.TargetRole) != "" {
			if o := c.Find(*g.TargetRole); o != nil {
				return o, *g.TargetRole
			}
		}
	}
	return nil, ""
}

// HasSkill reports whether the user lists a skill matching name.
func (f *Facts) HasSkill(name string) bool {
	return slices.ContainsFunc(f.Skills, func(s string) bool { return stride.SkillsMatch(s, name) })
}

// singular turns an O*NET occupation title ("Software Developers") into the
// name of one person in it, for sentences.
func singular(title string) string {
	first, rest, _ := strings.Cut(title, " and ")
	_ = rest
	t := strings.TrimSpace(first)
	switch {
	case strings.HasSuffix(t, "ies"):
		t = strings.TrimSuffix(t, "ies") + "y"
	case strings.HasSuffix(t, "sses"):
		t = strings.TrimSuffix(t, "es")
	case strings.HasSuffix(t, "s") && !strings.HasSuffix(t, "ss"):
		t = strings.TrimSuffix(t, "s")
	}
	return t
}

func usd(n int) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return "$" + b.String()
}

func pct1(x float64) string {
	if math.Abs(x-math.Round(x)) < 0.05 {
		return fmt.Sprintf("%.0f%%", x)
	}
	return fmt.Sprintf("%.1f%%", x)
}

func signedPct(x float64) string {
	if x > 0 {
		return "+" + pct1(x)
	}
	return pct1(x)
}

// AverageGrowth is the employment-weighted BLS 2024-34 growth across all
// occupations of the catalogue, each BLS occupation counted once.
func AverageGrowth(c *catalog.Catalog) float64 {
	seen := map[string]bool{}
	var emp, sum float64
	for _, o := range c.Occupations {
		soc := o.Code[:min(7, len(o.Code))]
		if seen[soc] || o.Employment <= 0 {
			continue
		}
		seen[soc] = true
		emp += o.Employment
		sum += o.Employment * o.GrowthPct
	}
	if emp == 0 {
		return 0
	}
	return sum / emp
}
