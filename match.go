package stride

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// JobMatch is how well a job fits a user: a 0-100 score and which of the
// job's skills the user has.
type JobMatch struct {
	Score         int      `json:"score"`
	MatchedSkills []string `json:"matchedSkills"`
	MissingSkills []string `json:"missingSkills"`
}

// MatchProfile is a user's skills, titles, experience and preferences,
// prepared once for scoring many jobs.
type MatchProfile struct {
	skills   []profileSkill
	titles   [][]string
	years    *int
	remote   bool
	hasGoals bool
}

type profileSkill struct {
	tokens []string
	weight float64
	// alts are the catalogue's names for the same ability ("Communication"
	// is O*NET's "Speaking" and "Writing").
	alts [][]string
}

// skillSynonyms maps everyday skill names to the O*NET skill names that job
// postings list, so that soft skills match too.
var skillSynonyms = map[string][]string{
	"communication":         {"speaking", "writing", "active listening"},
	"written communication": {"writing"},
	"public speaking":       {"speaking"},
	"leadership":            {"management of personnel resources", "coordination", "social perceptiveness"},
	"team leadership":       {"management of personnel resources", "coordination"},
	"problem solving":       {"complex problem solving", "critical thinking"},
	"critical thinking":     {"critical thinking"},
	"team collaboration":    {"coordination", "social perceptiveness"},
	"teamwork":              {"coordination", "social perceptiveness"},
	"customer service":      {"service orientation"},
	"project management":    {"time management", "coordination", "management of personnel resources"},
	"time management":       {"time management"},
	"negotiation":           {"negotiation", "persuasion"},
	"sales":                 {"persuasion", "negotiation"},
	"data analysis":         {"mathematics", "critical thinking"},
	"decision making":       {"judgment and decision making"},
	"mentoring":             {"instructing"},
	"teaching":              {"instructing", "learning strategies"},
}

// Weights of a skill by level; skills listed at onboarding have no level.
var levelWeights = map[string]float64{"beginner": 0.55, "intermediate": 0.75, "advanced": 0.9, "expert": 1}

const listedSkillWeight = 0.7

// skillAliases maps common short forms to the names catalogues use.
var skillAliases = map[string]string{
	"js": "javascript", "ts": "typescript", "k8s": "kubernetes", "golang": "go",
	"postgres": "postgresql", "amazon web services": "aws", "gcp": "google cloud",
	"ml": "machine learning", "ai": "artificial intelligence", "excel": "microsoft excel",
	"node": "node.js", "nodejs": "node.js", "reactjs": "react", "react.js": "react",
	"ux": "ux design", "ui/ux design": "ux design", "ui/ux": "ux design",
}

// skillTokens normalises a skill name into lower-case words, keeping the
// characters that tell C++, C# and Node.js apart.
func skillTokens(s string) []string {
	s = strings.ToLower(strings.TrimSpace(s))
	if a, ok := skillAliases[s]; ok {
		s = a
	}
	return strings.FieldsFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '+' || r == '#' || r == '.')
	})
}

// containsTokens reports whether all of sub appear, in order and adjacent,
// in tokens ("java" is in "oracle java" but not in "javascript").
func containsTokens(tokens, sub []string) bool {
	if len(sub) == 0 || len(sub) > len(tokens) {
		return false
	}
	for i := 0; i+len(sub) <= len(tokens); i++ {
		if slices.Equal(tokens[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// seniorityWords are ignored when comparing titles.
var seniorityWords = map[string]bool{"senior": true, "sr": true, "junior": true, "jr": true, "lead": true,
	"principal": true, "staff": true, "associate": true, "i": true, "ii": true, "iii": true, "of": true, "and": true, "the": true}

func titleTokens(s string) []string {
	var out []string
	for _, t := range skillTokens(s) {
		t = strings.Trim(t, ".")
		if t != "" && !seniorityWords[t] {
			out = append(out, t)
		}
	}
	return out
}

// NewMatchProfile prepares u and their skills for matching.
func NewMatchProfile(u *User, skills []Skill) *MatchProfile {
	p := &MatchProfile{}
	seen := map[string]int{}
	add := func(name string, w float64) {
		toks := skillTokens(name)
		if len(toks) == 0 {
			return
		}
		key := strings.Join(toks, " ")
		if i, ok := seen[key]; ok {
			p.skills[i].weight = math.Max(p.skills[i].weight, w)
			return
		}
		seen[key] = len(p.skills)
		ps := profileSkill{tokens: toks, weight: w}
		for _, alt := range skillSynonyms[key] {
			ps.alts = append(ps.alts, skillTokens(alt))
		}
		p.skills = append(p.skills, ps)
	}
	for _, s := range skills {
		w, ok := levelWeights[s.Level]
		if !ok {
			w = listedSkillWeight
		}
		add(s.Name, w)
	}
	if u != nil {
		for _, s := range u.Skills {
			add(s, listedSkillWeight)
		}
		for _, t := range []*string{u.CurrentTitle, u.Title} {
			if t != nil {
				if toks := titleTokens(*t); len(toks) > 0 {
					p.titles = append(p.titles, toks)
				}
			}
		}
		p.years = u.YearsExperience
		p.hasGoals = len(u.CareerGoals) > 0
		p.remote = slices.Contains(u.CareerGoals, "Remote work opportunities")
	}
	return p
}

// Match scores job for the profile: 55% skills (the share of the job's
// skills the user has, weighted by level), 25% title similarity, 12%
// experience fit and 8% preferences. Adding a skill never lowers a score.
func (p *MatchProfile) Match(j *Job) JobMatch {
	m := JobMatch{MatchedSkills: []string{}, MissingSkills: []string{}}
	var covered float64
	for _, js := range j.Skills {
		jt := skillTokens(js)
		best := 0.0
		for _, us := range p.skills {
			hit := slices.Equal(jt, us.tokens) || containsTokens(jt, us.tokens) || containsTokens(us.tokens, jt)
			for _, alt := range us.alts {
				hit = hit || slices.Equal(jt, alt)
			}
			if hit {
				best = math.Max(best, us.weight)
			}
		}
		if best > 0 {
			m.MatchedSkills = append(m.MatchedSkills, js)
		} else {
			m.MissingSkills = append(m.MissingSkills, js)
		}
		covered += best
	}
	skill := 0.0
	if len(j.Skills) > 0 {
		skill = covered / float64(len(j.Skills))
	}
	// Skills the job's text mentions beyond its skill list add up to 0.15.
	if len(p.skills) > 0 {
		text := skillTokens(j.Title + " " + strings.Join(j.Requirements, " ") + " " + j.Description)
		mentions := 0.0
		for _, us := range p.skills {
			if containsTokens(text, us.tokens) {
				mentions += us.weight
			}
		}
		skill = math.Min(1, skill+math.Min(0.15, mentions*0.05))
	}

	title := 0.0
	jt := titleTokens(j.Title)
	for _, ut := range p.titles {
		title = math.Max(title, jaccard(ut, jt))
	}

	exp := 0.6
	if p.years != nil && j.Experience != nil {
		for i, lvl := range ExperienceLevels {
			if lvl.Key != *j.Experience {
				continue
			}
			y := *p.years
			switch {
			case y >= lvl.MinYears && y <= lvl.MaxYears:
				exp = 1
			case y < lvl.MinYears && i > 0 && y >= ExperienceLevels[i-1].MinYears,
				y > lvl.MaxYears && i+1 < len(ExperienceLevels) && y <= ExperienceLevels[i+1].MaxYears:
				exp = 0.6
			default:
				exp = 0.25
			}
		}
	}

	pref := 0.7
	if p.remote {
		pref = 0.4
		if j.Remote {
			pref = 1
		}
	}
	m.Score = int(math.Round(100 * (0.55*skill + 0.25*title + 0.12*exp + 0.08*pref)))
	m.Score = max(0, min(100, m.Score))
	return m
}

func jaccard(a, b []string) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	inter := 0
	for _, x := range a {
		if slices.Contains(b, x) {
			inter++
		}
	}
	union := len(a) + len(b) - inter
	return float64(inter) / float64(union)
}

// SkillsMatch reports whether two skill names name the same skill, allowing
// aliases and containment by whole words ("Java" and "Oracle Java", not
// "Java" and "JavaScript").
func SkillsMatch(a, b string) bool {
	ta, tb := skillTokens(a), skillTokens(b)
	return len(ta) > 0 && len(tb) > 0 && (slices.Equal(ta, tb) || containsTokens(ta, tb) || containsTokens(tb, ta))
}

// TitleWords are the words of the user's current (or profile) title.
func (p *MatchProfile) TitleWords() []string {
	if len(p.titles) == 0 {
		return nil
	}
	return p.titles[0]
}

// SkillTerms are the user's skill names, for finding jobs that ask for them.
func (p *MatchProfile) SkillTerms() []string {
	var out []string
	for _, s := range p.skills {
		if len(out) < 16 {
			out = append(out, strings.Join(s.tokens, " "))
		}
	}
	return out
}

// SortByMatch sets each job's match for p and orders the jobs by match,
// then recency, then id: the order of a signed-in user's recommendations.
func SortByMatch(jobs []Job, p *MatchProfile) {
	for i := range jobs {
		m := p.Match(&jobs[i])
		jobs[i].Match = &m
	}
	sort.SliceStable(jobs, func(a, b int) bool {
		if jobs[a].Match.Score != jobs[b].Match.Score {
			return jobs[a].Match.Score > jobs[b].Match.Score
		}
		if !jobs[a].PostedAt.Equal(jobs[b].PostedAt) {
			return jobs[a].PostedAt.After(jobs[b].PostedAt)
		}
		return jobs[a].ID < jobs[b].ID
	})
}

// BlendByMatch sets each job's match for p and re-orders jobs, given in
// text-relevance order, by 60% text position and 40% match. The position
// is taken over RerankWindow, so a short list is ordered mostly by match
// and a long one keeps its best text hits on top.
func BlendByMatch(jobs []Job, p *MatchProfile) {
	score := make(map[string]float64, len(jobs))
	for i := range jobs {
		m := p.Match(&jobs[i])
		jobs[i].Match = &m
		pos := 1 - float64(i)/RerankWindow
		score[jobs[i].ID] = 0.6*pos + 0.4*float64(m.Score)/100
	}
	sort.SliceStable(jobs, func(a, b int) bool { return score[jobs[a].ID] > score[jobs[b].ID] })
}

// SetMatches sets each job's match for p.
func SetMatches(jobs []Job, p *MatchProfile) {
	for i := range jobs {
		m := p.Match(&jobs[i])
		jobs[i].Match = &m
	}
}

// SkillsInText returns the skills (in their given order and spelling) that
// text names, matched the way the job match score matches a job's text:
// normalised words and aliases ("k8s" is Kubernetes), whole words only
// ("Java" is not in "JavaScript"). Soft-skill synonyms are left out: a
// letter saying "your description asks for Communication" must be literally
// true.
func SkillsInText(skills []string, text string) []string {
	toks := skillTokens(text)
	for i, t := range toks {
		toks[i] = strings.TrimRight(t, ".") // "Python." ends a sentence
	}
	out := []string{}
	seen := map[string]bool{}
	for _, s := range skills {
		st := skillTokens(s)
		key := strings.Join(st, " ")
		if len(st) == 0 || seen[key] {
			continue
		}
		if containsTokens(toks, st) {
			seen[key] = true
			out = append(out, s)
		}
	}
	return out
}
