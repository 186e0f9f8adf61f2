package stride

import (
	"math"
	"slices"
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

// OccupationModel is what matching knows of occupations (the O*NET
// catalogue implements it in internal/catalog).
type OccupationModel interface {
	// ResolveTitle names the occupation a job title most likely is, with
	// a confidence in 0-1 ("", 0 when none); skills (SkillKey forms) break
	// ties between occupations the title names equally well.
	ResolveTitle(title string, skills []string) (code string, confidence float64)
	// Closeness is 1 for the same occupation, less for related ones (by
	// how closely O*NET relates them), 0 for unrelated ones.
	Closeness(a, b string) float64
	// SkillWeight is how much a skill says about a job of the occupation
	// (its importance there and its rarity across occupations), in 0-1.
	SkillWeight(occupation, skillKey string) float64
}

// Matcher scores jobs for users. Its zero value matches on skills and
// titles alone; with an OccupationModel it weighs skills by specificity and
// compares occupations.
type Matcher struct {
	Occupations OccupationModel
}

// MatchProfile is a user's skills, titles, occupation, experience and
// preferences, prepared once for scoring many jobs.
type MatchProfile struct {
	skills   []profileSkill
	titles   [][]string
	years    *int
	remote   bool
	hasGoals bool
	// exact maps a skill key (and its synonyms) to its weight; parts maps
	// every run of words inside a user's skill to its weight, so that a
	// job skill contained in a user skill matches.
	exact, parts map[string]float64
	occupation   string
	occConf      float64
	model        OccupationModel
}

type profileSkill struct {
	tokens []string
	weight float64
	// alts are the catalogue's names for the same ability ("Communication"
	// is O*NET's "Speaking" and "Writing").
	alts [][]string
}

// JobFeatures is what matching reads of a job, computed once per posting.
type JobFeatures struct {
	Skills      []FeatureSkill
	TitleTokens []string
	Occupation  string
	Experience  string
	Remote      bool
}

// FeatureSkill is one skill a job asks for: its name, the runs of words it
// contains (for containment matching) and its weight.
type FeatureSkill struct {
	Name   string
	Key    string
	Parts  []string
	Weight float64
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

// wordAliases is the skill vocabulary's word-level half: abbreviations
// and spellings that mean the same wherever they appear in a name ("Epic
// EHR charting" names electronic health records, "MS Excel" Microsoft
// Excel, "licence" and "license" are one word). Whole-name aliases are in
// skillAliases.
var wordAliases = map[string][]string{
	"ehr": {"electronic", "health", "records"}, "ehrs": {"electronic", "health", "records"},
	"emr": {"electronic", "medical", "records"}, "emrs": {"electronic", "medical", "records"},
	"crm": {"customer", "relationship", "management"}, "erp": {"enterprise", "resource", "planning"},
	"pos": {"point", "of", "sale"}, "cdl": {"commercial", "driver's", "license"},
	"cpr": {"cardiopulmonary", "resuscitation"}, "acls": {"advanced", "cardiovascular", "life", "support"},
	"nec": {"national", "electrical", "code"}, "ms": {"microsoft"}, "msft": {"microsoft"},
	"ekg": {"ecg"}, "electrocardiogram": {"ecg"}, "electrocardiography": {"ecg"},
	"np": {"nurse", "practitioner"}, "rn": {"registered", "nurse"}, "lpn": {"licensed", "practical", "nurse"},
	"cna": {"certified", "nursing", "assistant"}, "bi": {"business", "intelligence"}, "ml": {"machine", "learning"},
	"nlp": {"natural", "language", "processing"}, "seo": {"search", "engine", "optimization"}, "qa": {"quality", "assurance"},
	"kpi": {"key", "performance", "indicators"}, "kpis": {"key", "performance", "indicators"},
	"hr": {"human", "resources"}, "hris": {"human", "resources", "information", "systems"},
	"ux": {"user", "experience"}, "ui": {"user", "interface"}, "oop": {"object", "oriented", "programming"},
	"licence": {"license"}, "licences": {"licenses"}, "licenced": {"licensed"}, "counselling": {"counseling"},
	"counsellor": {"counselor"}, "counsellors": {"counselors"}, "modelling": {"modeling"}, "organisation": {"organization"},
	"organisational": {"organizational"}, "analyse": {"analyze"}, "analysing": {"analyzing"}, "optimisation": {"optimization"},
	"visualisation": {"visualization"}, "programme": {"program"}, "programmes": {"programs"}, "behaviour": {"behavior"},
	"behavioural": {"behavioral"}, "paediatric": {"pediatric"}, "anaesthesia": {"anesthesia"}, "haematology": {"hematology"},
}

// skillTokens normalises a skill name into lower-case words, keeping the
// characters that tell C++, C# and Node.js apart, with the vocabulary's
// aliases applied.
func skillTokens(s string) []string {
	s = strings.ToLower(strings.TrimSpace(s))
	if a, ok := skillAliases[s]; ok {
		s = a
	}
	toks := strings.FieldsFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '+' || r == '#' || r == '.' || r == '\'')
	})
	out := toks[:0:0]
	for _, t := range toks {
		t = strings.Trim(t, "'")
		if t == "" {
			continue
		}
		if a, ok := wordAliases[t]; ok && len(toks) > 0 {
			out = append(out, a...)
			continue
		}
		out = append(out, t)
	}
	return out
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

// NewMatchProfile prepares u and their skills for matching without
// occupation knowledge.
func NewMatchProfile(u *User, skills []Skill) *MatchProfile {
	return (&Matcher{}).Profile(u, skills)
}

// SkillKey is the normal form of a skill name: lower-case words, aliases
// resolved ("JS" is javascript).
func SkillKey(name string) string { return strings.Join(skillTokens(name), " ") }

// runs returns every run of adjacent words of toks, joined by spaces.
func runs(toks []string) []string {
	out := make([]string, 0, len(toks)*(len(toks)+1)/2)
	for i := range toks {
		for j := i + 1; j <= len(toks); j++ {
			out = append(out, strings.Join(toks[i:j], " "))
		}
	}
	return out
}

// Profile prepares u and their skills for matching.
func (m *Matcher) Profile(u *User, skills []Skill) *MatchProfile {
	p := &MatchProfile{exact: map[string]float64{}, parts: map[string]float64{}, model: m.Occupations}
	seen := map[string]int{}
	add := func(name string, w float64) {
		toks := skillTokens(name)
		if len(toks) == 0 {
			return
		}
		key := strings.Join(toks, " ")
		if i, ok := seen[key]; ok {
			p.skills[i].weight = math.Max(p.skills[i].weight, w)
		} else {
			seen[key] = len(p.skills)
			ps := profileSkill{tokens: toks, weight: w}
			for _, alt := range skillSynonyms[key] {
				ps.alts = append(ps.alts, skillTokens(alt))
			}
			p.skills = append(p.skills, ps)
		}
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
	if u != nil && m.Occupations != nil {
		keys := make([]string, len(p.skills))
		for i, s := range p.skills {
			keys[i] = strings.Join(s.tokens, " ")
		}
		for _, t := range []*string{u.CurrentTitle, u.Title} {
			if t != nil && strings.TrimSpace(*t) != "" {
				if p.occupation, p.occConf = m.Occupations.ResolveTitle(*t, keys); p.occupation != "" {
					break
				}
			}
		}
	}
	for _, s := range p.skills {
		put := func(m map[string]float64, k string) { m[k] = math.Max(m[k], s.weight) }
		put(p.exact, strings.Join(s.tokens, " "))
		for _, alt := range s.alts {
			put(p.exact, strings.Join(alt, " "))
		}
		for _, r := range runs(s.tokens) {
			put(p.parts, r)
		}
	}
	return p
}

// Features computes what matching reads of j. A catalogue posting's skills
// are weighted by how specific they are to its occupation.
func (m *Matcher) Features(j *Job) *JobFeatures {
	f := &JobFeatures{TitleTokens: titleTokens(j.Title), Remote: j.Remote}
	if j.OccupationCode != nil {
		f.Occupation = *j.OccupationCode
	} else if m.Occupations != nil {
		keys := make([]string, 0, len(j.Skills))
		for _, s := range j.Skills {
			keys = append(keys, SkillKey(s))
		}
		f.Occupation, _ = m.Occupations.ResolveTitle(j.Title, keys)
	}
	if j.Experience != nil {
		f.Experience = *j.Experience
	}
	for _, s := range j.Skills {
		toks := skillTokens(s)
		if len(toks) == 0 {
			continue
		}
		fs := FeatureSkill{Name: s, Key: strings.Join(toks, " "), Parts: runs(toks), Weight: 1}
		if m.Occupations != nil {
			fs.Weight = m.Occupations.SkillWeight(f.Occupation, fs.Key)
		}
		f.Skills = append(f.Skills, fs)
	}
	return f
}

// Match scores job for the profile.
func (p *MatchProfile) Match(j *Job) JobMatch {
	return p.MatchFeatures((&Matcher{Occupations: p.model}).Features(j))
}

// Score weights: skills 40%, occupation 35%, title words 10%, experience
// 10%, preferences 5%.
const (
	wSkill, wOccupation, wTitle, wExperience, wPreference = 0.40, 0.35, 0.10, 0.10, 0.05
)

// MatchFeatures scores a job's features for the profile: 40% the share of
// the job's skill weight the user has (by level), 35% how close the user's
// occupation is to the job's (title similarity when either is unknown), 10%
// title words, 10% experience fit and 5% preferences. Adding a skill never
// lowers a score.
func (p *MatchProfile) MatchFeatures(f *JobFeatures) JobMatch {
	m := JobMatch{MatchedSkills: []string{}, MissingSkills: []string{}}
	m.Score, _ = p.score(f, &m)
	return m
}

// Score is MatchFeatures' score alone, and whether the job relates to the
// user at all: their occupation or a related one, a shared title word or
// one of their skills.
func (p *MatchProfile) Score(f *JobFeatures) (score int, relevant bool) {
	return p.score(f, nil)
}

func (p *MatchProfile) score(f *JobFeatures, m *JobMatch) (int, bool) {
	skill, matched := p.skillPart(f.Skills, m)
	title := p.titlePart(f.TitleTokens)
	return p.combine(f, skill, matched, title, p.occPart(f.Occupation, title))
}

// skillPart is the share of the job's skill weight the user has, and
// whether they have any; m, when given, receives the matched and missing
// skills.
func (p *MatchProfile) skillPart(skills []FeatureSkill, m *JobMatch) (float64, bool) {
	var covered, total float64
	matched := false
	for _, js := range skills {
		best := p.exact[js.Key]
		best = math.Max(best, p.parts[js.Key])
		for _, part := range js.Parts {
			best = math.Max(best, p.exact[part])
		}
		if m != nil {
			if best > 0 {
				m.MatchedSkills = append(m.MatchedSkills, js.Name)
			} else {
				m.MissingSkills = append(m.MissingSkills, js.Name)
			}
		}
		matched = matched || best > 0
		covered += best * js.Weight
		total += js.Weight
	}
	if total > 0 {
		return covered / total, matched
	}
	return 0, matched
}

// titlePart is how alike the job's title words are to the user's titles.
func (p *MatchProfile) titlePart(tokens []string) float64 {
	title := 0.0
	for _, ut := range p.titles {
		title = math.Max(title, jaccard(ut, tokens))
	}
	return title
}

// occPart is how close the job's occupation is to the user's, or the
// title part when either is unknown.
func (p *MatchProfile) occPart(occupation string, title float64) float64 {
	if p.model != nil && p.occupation != "" && occupation != "" {
		return p.occConf * p.model.Closeness(p.occupation, occupation)
	}
	return title
}

// combine weighs the parts with experience fit and preferences into the
// score, and says whether the job relates to the user at all.
func (p *MatchProfile) combine(f *JobFeatures, skill float64, matched bool, title, occ float64) (int, bool) {
	return total(skill, matched, title, occ, p.experienceFit(LevelIndex(f.Experience)), p.preference(f.Remote))
}

// LevelIndex is the index in ExperienceLevels of a job's experience key,
// or -1 when it gives none (or one not among them).
func LevelIndex(key string) int8 {
	if key == "" {
		return -1
	}
	for i, lvl := range ExperienceLevels {
		if lvl.Key == key {
			return int8(i) // #nosec G115 -- a handful of levels
		}
	}
	return -1
}

// experienceFit is how well a job at ExperienceLevels[level] (-1: none
// given) fits the user's years: 1 within its range, 0.6 a level away or
// unknown, 0.25 further.
func (p *MatchProfile) experienceFit(level int8) float64 {
	if p.years == nil || level < 0 {
		return 0.6
	}
	i, lvl, y := int(level), ExperienceLevels[level], *p.years
	switch {
	case y >= lvl.MinYears && y <= lvl.MaxYears:
		return 1
	case y < lvl.MinYears && i > 0 && y >= ExperienceLevels[i-1].MinYears,
		y > lvl.MaxYears && i+1 < len(ExperienceLevels) && y <= ExperienceLevels[i+1].MaxYears:
		return 0.6
	default:
		return 0.25
	}
}

// preference is how well a job's remote flag fits the user's wishes.
func (p *MatchProfile) preference(remote bool) float64 {
	switch {
	case !p.remote:
		return 0.7
	case remote:
		return 1
	default:
		return 0.4
	}
}

// total weighs the parts into the score (0-100) and says whether the job
// relates to the user at all.
func total(skill float64, matched bool, title, occ, exp, pref float64) (int, bool) {
	score := int(math.Round(100 * (wSkill*skill + wOccupation*occ + wTitle*title + wExperience*exp + wPreference*pref)))
	return max(0, min(100, score)), matched || occ > 0 || title > 0
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
	return TokensMatch(skillTokens(a), skillTokens(b))
}

// SkillTokens is the normalised form of a skill name that SkillsMatch
// compares, for callers that match one name against many.
func SkillTokens(s string) []string { return skillTokens(s) }

// TokensMatch is SkillsMatch on names already turned into SkillTokens.
func TokensMatch(ta, tb []string) bool {
	return len(ta) > 0 && len(tb) > 0 && (slices.Equal(ta, tb) || containsTokens(ta, tb) || containsTokens(tb, ta))
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
