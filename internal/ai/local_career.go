package ai

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/resume"
)

// AnalyzeSkillGap implements Provider: which requirements the user's skills
// cover (aliases and whole-word containment count), and what to learn.
func (*Local) AnalyzeSkillGap(_ context.Context, userSkills, jobRequirements []string) (*SkillGap, error) {
	g := &SkillGap{MatchingSkills: []string{}, MissingSkills: []string{}, Recommendations: []string{}}
	for _, req := range jobRequirements {
		req = strings.TrimSpace(req)
		if req == "" {
			continue
		}
		hit := slices.ContainsFunc(userSkills, func(s string) bool {
			return stride.SkillsMatch(s, req) || mentions(req, s)
		})
		if hit {
			g.MatchingSkills = append(g.MatchingSkills, req)
		} else {
			g.MissingSkills = append(g.MissingSkills, req)
		}
	}
	if n := len(g.MatchingSkills) + len(g.MissingSkills); n > 0 {
		g.MatchPercentage = int(math.Round(100 * float64(len(g.MatchingSkills)) / float64(n)))
	}
	cat, _ := catalog.Load()
	for _, m := range g.MissingSkills[:min(5, len(g.MissingSkills))] {
		rec := fmt.Sprintf("Build %s: take a short course, then use it in a small project you can show.", m)
		if cat != nil {
			if uses := occupationsUsing(cat, m, 2); len(uses) > 0 {
				rec = fmt.Sprintf("Build %s (used by %s): take a short course, then use it in a small project you can show.", m, stride.JoinAnd(uses))
			}
		}
		g.Recommendations = append(g.Recommendations, rec)
	}
	if len(g.MissingSkills) == 0 && len(g.MatchingSkills) > 0 {
		g.Recommendations = append(g.Recommendations, "You cover every requirement: show each one with a concrete result on your resume.")
	}
	return g, nil
}

// mentions reports whether a requirement sentence names the skill as words.
func mentions(requirement, skill string) bool {
	r := " " + strings.ToLower(requirement) + " "
	s := strings.ToLower(strings.TrimSpace(skill))
	return len(s) > 1 && regexp.MustCompile(`[^\p{L}\p{N}]`+regexp.QuoteMeta(s)+`[^\p{L}\p{N}+#]`).MatchString(r)
}

// occupationsUsing lists up to n occupations that use a technology.
func occupationsUsing(c *catalog.Catalog, tech string, n int) []string {
	var out []string
	for _, o := range c.Occupations {
		for _, t := range o.Tech {
			if stride.SkillsMatch(t.Name, tech) && (t.Hot || t.InDemand) {
				out = append(out, strings.ToLower(o.Title))
				break
			}
		}
		if len(out) == n {
			break
		}
	}
	return out
}

// JobRecommendations implements Provider: occupations from the catalogue
// ranked by how many of their technologies and skills the user has, with
// title similarity and job growth as tie-breakers.
func (*Local) JobRecommendations(_ context.Context, profile UserProfile, skills []string) ([]JobRecommendation, error) {
	cat, err := catalog.Load()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	type cand struct {
		rec   JobRecommendation
		score float64
	}
	var cands []cand
	titleWords := strings.Fields(strings.ToLower(profile.Title))
	for _, o := range cat.Occupations {
		if o.MedianWage == 0 || len(o.Tech) == 0 {
			continue
		}
		var required, have, missing []string
		for _, t := range o.Tech[:min(10, len(o.Tech))] {
			required = append(required, t.Name)
			if slices.ContainsFunc(skills, func(s string) bool { return stride.SkillsMatch(s, t.Name) }) {
				have = append(have, t.Name)
			} else {
				missing = append(missing, t.Name)
			}
		}
		for _, s := range o.Skills[:min(3, len(o.Skills))] {
			if slices.ContainsFunc(skills, func(x string) bool { return stride.SkillsMatch(x, s.Name) }) {
				have = append(have, s.Name)
			}
		}
		title := 0.0
		lt := strings.ToLower(o.Title + " " + strings.Join(o.Titles, " "))
		for _, w := range titleWords {
			if len(w) > 2 && strings.Contains(lt, w) {
				title += 1 / float64(len(titleWords))
			}
		}
		skill := float64(len(have)) / float64(len(required))
		sc := 0.65*math.Min(1, skill) + 0.3*math.Min(1, title) + 0.05*math.Max(0, math.Min(1, o.GrowthPct/20))
		if len(have) == 0 && title == 0 {
			continue
		}
		name := o.Title
		if len(o.Titles) > 0 {
			name = o.Titles[0]
		}
		reason := fmt.Sprintf("Uses %d of your skills", len(have))
		if len(have) > 0 {
			reason += " (" + stride.JoinAnd(have[:min(3, len(have))]) + ")"
		}
		if o.GrowthPct > 0 {
			reason += fmt.Sprintf("; employment is projected to grow %.1f%% by 2034", o.GrowthPct)
		}
		cands = append(cands, cand{JobRecommendation{Title: name, MatchScore: int(math.Round(100 * sc)), Reason: reason + ".",
			RequiredSkills: required, MissingSkills: missing[:min(5, len(missing))], MedianSalary: o.MedianWage, GrowthPercent: o.GrowthPct}, sc})
	}
	sort.SliceStable(cands, func(i, j int) bool {
		if cands[i].score != cands[j].score {
			return cands[i].score > cands[j].score
		}
		return cands[i].rec.Title < cands[j].rec.Title
	})
	out := []JobRecommendation{}
	for _, c := range cands[:min(5, len(cands))] {
		out = append(out, c.rec)
	}
	return out, nil
}

var (
	yearRangeRe = regexp.MustCompile(`(?i)((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(\d{4})\s*(?:-|–|—|to)\s*((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(\d{4}|present|current|now)`)
	atRe        = regexp.MustCompile(`^(.{2,80}?)(?:\s*[,|]\s*|\s+(?:at|@|–|—|-)\s+)(.{2,80}?)$`)
)

// ExtractPersonalInfo implements Provider with Stride's resume parser:
// sections found by headings and layout, contact details by pattern, skills
// from the shipped taxonomy.
func (*Local) ExtractPersonalInfo(_ context.Context, text string) (*Extracted, error) {
	p := resume.Parse(text)
	return &Extracted{PersonalInfo: p.PersonalInfo, Experience: p.Experience, Education: p.Education, Skills: p.Skills}, nil
}
