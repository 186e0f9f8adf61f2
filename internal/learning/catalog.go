// Package learning is Stride's learning capability: the embedded catalogue
// of paths, modules and skill challenges (data/paths/*.yaml, one file per
// path), server-side grading, the tutor's retrieval over the modules, the
// recommendations, and the service the HTTP layer calls. The progress rules
// themselves are in the root package (learning.go).
package learning

import (
	"embed"
	"fmt"
	"io/fs"
	"math"
	"net/url"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/stride-oss/stride"
)

//go:embed data/paths/*.yaml
var pathFiles embed.FS

// Catalog is the loaded catalogue with lookups.
type Catalog struct {
	Paths      []*Path
	modules    map[string]*Module
	challenges map[string]*Challenge
	// Challenges in file order.
	Challenges []*Challenge
}

// Path is a learning path.
type Path struct {
	ID          string    `yaml:"id"`
	Title       string    `yaml:"title"`
	Description string    `yaml:"description"`
	Difficulty  string    `yaml:"difficulty"`
	Skills      []string  `yaml:"skills"`
	Keywords    []string  `yaml:"keywords"`
	Modules     []*Module `yaml:"modules"`
	// ChallengeDefs are the path's challenges as written.
	ChallengeDefs []*Challenge `yaml:"challenges"`
	// EstimatedHours is the modules' reading time plus the challenges' time
	// limits, rounded up to whole hours.
	EstimatedHours int `yaml:"-"`
}

// Module is one module of a path.
type Module struct {
	ID            string            `yaml:"id"`
	Title         string            `yaml:"title"`
	Description   string            `yaml:"description"`
	Type          string            `yaml:"type"` // article, interactive, project
	Difficulty    string            `yaml:"difficulty"`
	Skills        []string          `yaml:"skills"`
	Prerequisites []string          `yaml:"prerequisites"`
	Aloud         bool              `yaml:"aloud"`
	Body          string            `yaml:"body"`
	Example       string            `yaml:"example"`
	KeyPoints     []string          `yaml:"keyPoints"`
	Practice      string            `yaml:"practice"`
	Resources     []stride.Resource `yaml:"resources"`

	Path  *Path `yaml:"-"`
	Order int   `yaml:"-"`
	// Minutes is the estimated time from the content's length: study
	// reading at 130 words a minute, half a minute per line of the worked
	// example (it is traced line by line) and per key point (recalled), and
	// time to try it - 3 minutes, 8 for a project module - rounded up.
	Minutes int `yaml:"-"`
}

// Challenge is a skill challenge with its answer key.
type Challenge struct {
	ID          string                    `yaml:"id"`
	Title       string                    `yaml:"title"`
	Description string                    `yaml:"description"`
	Skill       string                    `yaml:"skill"`
	Difficulty  int                       `yaml:"difficulty"`
	TimeLimit   int                       `yaml:"timeLimit"` // minutes
	Unlock      stride.UnlockRequirements `yaml:"unlock"`
	Questions   []*Question               `yaml:"questions"`

	Path *Path `yaml:"-"`
}

// Question is a challenge question with its key. For single and multi,
// Answer holds the indexes of the right options; for order, Options are
// written in the right order; for fill, Accept lists the accepted answers;
// short answers are read by the interview coach against Rubric.
type Question struct {
	ID          string   `yaml:"id"`
	Type        string   `yaml:"type"`
	Prompt      string   `yaml:"prompt"`
	Code        string   `yaml:"code"`
	Options     []string `yaml:"options"`
	Answer      []int    `yaml:"answer"`
	Accept      []string `yaml:"accept"`
	Rubric      string   `yaml:"rubric"`
	Explanation string   `yaml:"explanation"`
}

// XPReward is the challenge's reward by the rule in stride.ChallengeXPReward.
func (c *Challenge) XPReward() int { return stride.ChallengeXPReward(c.Difficulty) }

// HasShortAnswers reports whether grading needs the interview coach.
func (c *Challenge) HasShortAnswers() bool {
	return slices.ContainsFunc(c.Questions, func(q *Question) bool { return q.Type == stride.QuestionShort })
}

// Paragraphs splits the module body into paragraphs.
func (m *Module) Paragraphs() []string {
	var out []string
	for _, p := range strings.Split(strings.TrimSpace(m.Body), "\n\n") {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Module returns the module with the id, or nil.
func (c *Catalog) Module(id string) *Module { return c.modules[id] }

// Challenge returns the challenge with the id, or nil.
func (c *Catalog) Challenge(id string) *Challenge { return c.challenges[id] }

// Path returns the path with the id, or nil.
func (c *Catalog) Path(id string) *Path {
	for _, p := range c.Paths {
		if p.ID == id {
			return p
		}
	}
	return nil
}

// ChallengesBySkill maps each skill to its challenge ids (for badges).
func (c *Catalog) ChallengesBySkill() map[string][]string {
	out := map[string][]string{}
	for _, ch := range c.Challenges {
		out[ch.Skill] = append(out[ch.Skill], ch.ID)
	}
	return out
}

// Size counts the catalogue.
func (c *Catalog) Size() (paths, modules, challenges, questions int) {
	for _, ch := range c.Challenges {
		questions += len(ch.Questions)
	}
	return len(c.Paths), len(c.modules), len(c.Challenges), questions
}

var (
	loadOnce sync.Once
	loaded   *Catalog
	loadErr  error
)

// Load parses and checks the embedded catalogue once.
func Load() (*Catalog, error) {
	loadOnce.Do(func() { loaded, loadErr = Parse(pathFiles) })
	return loaded, loadErr
}

// MustLoad is Load for callers that cannot go on without the catalogue.
func MustLoad() *Catalog {
	c, err := Load()
	if err != nil {
		panic(err)
	}
	return c
}

var (
	moduleTypes  = []string{"article", "interactive", "project"}
	difficulties = []string{"beginner", "intermediate", "advanced"}
)

// Parse reads every data/paths/*.yaml file of fsys and checks the whole
// catalogue: unique ids, known types, prerequisites and unlock requirements
// that exist and point backwards, answer keys that fit their questions, and
// https links.
func Parse(fsys fs.FS) (*Catalog, error) {
	names, err := fs.Glob(fsys, "data/paths/*.yaml")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	c := &Catalog{modules: map[string]*Module{}, challenges: map[string]*Challenge{}}
	for _, name := range names {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		var p Path
		dec := yaml.NewDecoder(strings.NewReader(string(b)))
		dec.KnownFields(true)
		if err := dec.Decode(&p); err != nil {
			return nil, fmt.Errorf("learning catalogue %s: %w", path.Base(name), err)
		}
		if err := c.add(&p); err != nil {
			return nil, fmt.Errorf("learning catalogue %s: %w", path.Base(name), err)
		}
	}
	if len(c.Paths) == 0 {
		return nil, fmt.Errorf("learning catalogue: no paths")
	}
	return c, nil
}

func (c *Catalog) add(p *Path) error {
	if p.ID == "" || p.Title == "" || p.Description == "" || len(p.Skills) == 0 {
		return fmt.Errorf("path %q: id, title, description and skills are required", p.ID)
	}
	if !slices.Contains(difficulties, p.Difficulty) {
		return fmt.Errorf("path %s: difficulty %q", p.ID, p.Difficulty)
	}
	if n := len(p.Modules); n < 4 || n > 8 {
		return fmt.Errorf("path %s: %d modules, want 4-8", p.ID, n)
	}
	minutes := 0
	for i, m := range p.Modules {
		if m.ID == "" || c.modules[m.ID] != nil {
			return fmt.Errorf("module %q: missing or duplicate id", m.ID)
		}
		if m.Title == "" || m.Description == "" || len(m.Paragraphs()) < 2 || len(m.KeyPoints) < 3 || len(m.Skills) == 0 {
			return fmt.Errorf("module %s: needs a title, a description, 2+ paragraphs, 3+ key points and skills", m.ID)
		}
		if !slices.Contains(moduleTypes, m.Type) || !slices.Contains(difficulties, m.Difficulty) {
			return fmt.Errorf("module %s: type %q or difficulty %q", m.ID, m.Type, m.Difficulty)
		}
		for _, pre := range m.Prerequisites {
			if c.modules[pre] == nil {
				return fmt.Errorf("module %s: prerequisite %q is not an earlier module", m.ID, pre)
			}
		}
		if len(m.Resources) == 0 {
			return fmt.Errorf("module %s: no resources", m.ID)
		}
		for _, r := range m.Resources {
			u, err := url.Parse(r.URL)
			if err != nil || u.Scheme != "https" || u.Host == "" || r.Title == "" {
				return fmt.Errorf("module %s: resource %q", m.ID, r.URL)
			}
		}
		m.Path, m.Order = p, i+1
		words := len(strings.Fields(m.Body)) + len(strings.Fields(strings.Join(m.KeyPoints, " "))) + len(strings.Fields(m.Practice))
		lines := 0
		if ex := strings.TrimSpace(m.Example); ex != "" {
			lines = strings.Count(ex, "\n") + 1
		}
		try := 3.0
		if m.Type == "project" {
			try = 8
		}
		mins := float64(words)/130 + 0.5*float64(lines+len(m.KeyPoints)) + try
		m.Minutes = int(math.Ceil(mins))
		minutes += m.Minutes
		c.modules[m.ID] = m
	}
	for _, ch := range p.ChallengeDefs {
		if err := c.addChallenge(p, ch); err != nil {
			return err
		}
		minutes += ch.TimeLimit
	}
	p.EstimatedHours = max(1, int(math.Ceil(float64(minutes)/60)))
	c.Paths = append(c.Paths, p)
	return nil
}

func (c *Catalog) addChallenge(p *Path, ch *Challenge) error {
	if ch.ID == "" || c.challenges[ch.ID] != nil || c.modules[ch.ID] != nil {
		return fmt.Errorf("challenge %q: missing or duplicate id", ch.ID)
	}
	if ch.Title == "" || ch.Description == "" || ch.Skill == "" || ch.Difficulty < 1 || ch.Difficulty > 10 || ch.TimeLimit < 1 || ch.TimeLimit > 60 {
		return fmt.Errorf("challenge %s: title, description, skill, difficulty 1-10 and time limit 1-60 are required", ch.ID)
	}
	if len(ch.Unlock.Modules) == 0 {
		return fmt.Errorf("challenge %s: must require at least one module", ch.ID)
	}
	for _, m := range ch.Unlock.Modules {
		if c.modules[m] == nil {
			return fmt.Errorf("challenge %s: unknown module %q", ch.ID, m)
		}
	}
	for _, r := range ch.Unlock.Challenges {
		if c.challenges[r] == nil {
			return fmt.Errorf("challenge %s: required challenge %q is not an earlier one", ch.ID, r)
		}
	}
	if len(ch.Questions) == 0 {
		return fmt.Errorf("challenge %s: no questions", ch.ID)
	}
	seen := map[string]bool{}
	for _, q := range ch.Questions {
		if q.ID == "" || seen[q.ID] || q.Prompt == "" || q.Explanation == "" {
			return fmt.Errorf("challenge %s question %q: id, prompt and explanation are required", ch.ID, q.ID)
		}
		seen[q.ID] = true
		if err := checkQuestion(q); err != nil {
			return fmt.Errorf("challenge %s question %s: %w", ch.ID, q.ID, err)
		}
	}
	ch.Path = p
	c.challenges[ch.ID] = ch
	c.Challenges = append(c.Challenges, ch)
	return nil
}

func checkQuestion(q *Question) error {
	inRange := func() bool {
		for _, a := range q.Answer {
			if a < 0 || a >= len(q.Options) {
				return false
			}
		}
		seen := map[int]bool{}
		for _, a := range q.Answer {
			if seen[a] {
				return false
			}
			seen[a] = true
		}
		return true
	}
	switch q.Type {
	case stride.QuestionSingle:
		if len(q.Options) < 2 || len(q.Answer) != 1 || !inRange() {
			return fmt.Errorf("single: 2+ options and one answer")
		}
	case stride.QuestionMulti:
		if len(q.Options) < 3 || len(q.Answer) < 1 || !inRange() {
			return fmt.Errorf("multi: 3+ options and 1+ answers")
		}
	case stride.QuestionOrder:
		if len(q.Options) < 3 || len(q.Answer) != 0 {
			return fmt.Errorf("order: 3+ options in the right order, no answer indexes")
		}
	case stride.QuestionFill:
		if len(q.Accept) == 0 || len(q.Options) != 0 {
			return fmt.Errorf("fill: accepted answers, no options")
		}
	case stride.QuestionShort:
		if q.Rubric == "" || len(q.Options) != 0 {
			return fmt.Errorf("short: a rubric, no options")
		}
	default:
		return fmt.Errorf("unknown type %q", q.Type)
	}
	return nil
}
