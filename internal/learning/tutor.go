package learning

import (
	"context"
	"errors"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
)

// passage is a retrievable piece of a module: a paragraph, the worked
// example or the key points.
type passage struct {
	module *Module
	text   string
	terms  map[string]int
	length int
}

// index is a BM25 index over every module passage.
type index struct {
	passages []passage
	df       map[string]int
	avgLen   float64
}

var stopwords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`a an and are as at be but by can do does for from how i if in into is it its me my
		of on or so than that the their them then there these they this to was what when where which who why will with
		you your about should would could tell explain use using get what's vs versus between difference different
		please help want know need does did done way ways some any more most much many also just like one two
		instead rather calculate compute define definition example examples choose pick best good better main
		important purpose meaning exactly really thing things`) {
		stopwords[w] = true
	}
}

// stemWord folds simple English endings so "joins", "joining" and "joined"
// meet "join".
func stemWord(w string) string {
	for _, suf := range []string{"ing", "ies", "es", "ed", "s"} {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
			if suf == "ies" {
				return w[:len(w)-3] + "y"
			}
			if suf == "s" && strings.HasSuffix(w, "ss") {
				return w
			}
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

// terms splits text into stemmed content words.
func terms(text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '+' && r != '#'
	}) {
		if len(w) < 2 && w != "c" || stopwords[w] {
			continue
		}
		out = append(out, stemWord(w))
	}
	return out
}

func buildIndex(c *Catalog) *index {
	ix := &index{df: map[string]int{}}
	total := 0
	add := func(m *Module, text string, extra string) {
		p := passage{module: m, text: text, terms: map[string]int{}}
		for _, t := range terms(text + " " + extra) {
			p.terms[t]++
			p.length++
		}
		for t := range p.terms {
			ix.df[t]++
		}
		total += p.length
		ix.passages = append(ix.passages, p)
	}
	for _, p := range c.Paths {
		for _, m := range p.Modules {
			// The module title counts with every passage of the module.
			for _, para := range m.Paragraphs() {
				add(m, para, m.Title)
			}
			if m.Example != "" {
				add(m, strings.TrimSpace(m.Example), m.Title)
			}
			add(m, "Key points: "+strings.Join(m.KeyPoints, " "), m.Title)
		}
	}
	ix.avgLen = float64(total) / float64(len(ix.passages))
	return ix
}

type hit struct {
	p        *passage
	score    float64
	coverage float64 // share of the query's idf weight the passage contains
}

// search ranks passages for the query terms with BM25; boost multiplies
// the score of passages of a module or path named by the context.
func (ix *index) search(q []string, boost func(*Module) float64) []hit {
	n := float64(len(ix.passages))
	idf := map[string]float64{}
	totalIDF := 0.0
	for _, t := range q {
		if _, seen := idf[t]; seen {
			continue
		}
		df := float64(ix.df[t])
		idf[t] = math.Log(1 + (n-df+0.5)/(df+0.5))
		totalIDF += idf[t]
	}
	var hits []hit
	for i := range ix.passages {
		p := &ix.passages[i]
		s, covered := 0.0, 0.0
		for t, w := range idf {
			tf := float64(p.terms[t])
			if tf == 0 {
				continue
			}
			covered += w
			s += w * tf * 2.2 / (tf + 1.2*(0.25+0.75*float64(p.length)/ix.avgLen))
		}
		if s > 0 {
			hits = append(hits, hit{p: p, score: s * boost(p.module), coverage: covered / totalIDF})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].score > hits[j].score })
	return hits
}

// Thresholds below which the tutor says it does not know: the best passage
// must contain at least half of what the question asks about (by idf
// weight) and score at least minScore.
const (
	minCoverage = 0.5
	minScore    = 2.0
)

func (s *Service) index() *index {
	s.ixOnce.Do(func() { s.ix = buildIndex(s.cat) })
	return s.ix
}

// AskTutor implements stride.LearningService: retrieval over the modules,
// then an answer from the provider's tutor grounded in the passages found
// (the local engine quotes them). An unanswerable question gets an honest
// "I don't know" with the closest modules, never a made-up fact. The
// session is saved.
func (s *Service) AskTutor(ctx context.Context, userID string, req *stride.TutorRequest) (*stride.TutorReply, error) {
	if err := req.Validate(); err != nil {
		return nil, err
	}
	ctxModule, ctxPath := s.cat.Module(req.Context), s.cat.Path(req.Context)
	q := terms(req.Question)
	if ctxModule == nil && ctxPath == nil && req.Context != "" {
		// Free-text context helps rank but does not answer by itself.
		q = append(q, terms(req.Context)...)
	}
	boost := func(m *Module) float64 {
		switch {
		case ctxModule != nil && m == ctxModule:
			return 1.6
		case ctxModule != nil && m.Path == ctxModule.Path, ctxPath != nil && m.Path == ctxPath:
			return 1.25
		}
		return 1
	}
	hits := s.index().search(q, boost)
	reply := &stride.TutorReply{Question: req.Question, Context: req.Context, Recommendations: []string{},
		Sources: []stride.TutorSource{}, SuggestedModules: []stride.ModuleRef{}, FollowUpQuestions: []string{}}
	var relevant []hit
	for _, h := range hits {
		if h.coverage >= minCoverage && h.score >= minScore && len(relevant) < 4 {
			relevant = append(relevant, h)
		}
	}
	if len(relevant) > 0 {
		passages := make([]ai.Passage, len(relevant))
		for i, h := range relevant {
			passages[i] = ai.Passage{ID: i + 1, Source: h.p.module.Title, Text: h.p.text}
		}
		var tutor ai.Tutor = ai.NewLocal()
		if t, ok := s.ai.(ai.Tutor); ok && s.ai != nil {
			tutor = t
		}
		ans, err := tutor.TutorAnswer(ctx, req.Question, passages)
		if err != nil && errors.Is(err, ai.ErrUnavailable) {
			// The model is down: answer from the passages themselves.
			ans, err = ai.NewLocal().TutorAnswer(ctx, req.Question, passages)
		}
		if err != nil {
			return nil, err
		}
		if ans.Known {
			reply.Grounded = true
			reply.Response = ans.Answer
			for _, id := range ans.Used {
				if id < 1 || id > len(relevant) {
					continue
				}
				m := relevant[id-1].p.module
				reply.Sources = append(reply.Sources, stride.TutorSource{ModuleID: m.ID, ModuleTitle: m.Title,
					PathID: m.Path.ID, PathTitle: m.Path.Title, Quote: relevant[id-1].p.text, URL: moduleURL(m)})
			}
			if len(reply.Sources) == 0 {
				m := relevant[0].p.module
				reply.Sources = append(reply.Sources, stride.TutorSource{ModuleID: m.ID, ModuleTitle: m.Title,
					PathID: m.Path.ID, PathTitle: m.Path.Title, Quote: relevant[0].p.text, URL: moduleURL(m)})
			}
			for _, src := range reply.Sources {
				s.suggest(reply, s.cat.Module(src.ModuleID))
			}
			reply.FollowUpQuestions = s.followUps(s.cat.Module(reply.Sources[0].ModuleID), ans.FollowUps)
		}
	}
	if !reply.Grounded {
		reply.Response = "I don't know - Stride's learning modules don't cover that question, and I won't guess. " +
			"The modules closest to it are suggested below; you can also rephrase the question with the terms they use."
		for _, h := range hits {
			if len(reply.SuggestedModules) >= 3 {
				break
			}
			s.suggest(reply, h.p.module)
		}
		if len(reply.SuggestedModules) == 0 {
			for _, p := range s.cat.Paths {
				if len(reply.SuggestedModules) >= 3 {
					break
				}
				if ctxPath == nil || p == ctxPath {
					s.suggest(reply, p.Modules[0])
				}
			}
		}
	}
	if err := s.store.SaveTutorSession(ctx, userID, reply); err != nil {
		return nil, err
	}
	return reply, nil
}

// suggest adds a module to the reply's suggestions once.
func (s *Service) suggest(r *stride.TutorReply, m *Module) {
	if m == nil || slices.ContainsFunc(r.SuggestedModules, func(x stride.ModuleRef) bool { return x.ID == m.ID }) {
		return
	}
	r.SuggestedModules = append(r.SuggestedModules, stride.ModuleRef{ID: m.ID, Title: m.Title})
	r.Recommendations = append(r.Recommendations, "Read “"+m.Title+"” in "+m.Path.Title)
}

// followUps are questions the catalogue can answer: the model's (when it
// gave some), else ones built from the module's key points and the next
// module of its path.
func (s *Service) followUps(m *Module, fromModel []string) []string {
	out := []string{}
	for _, f := range fromModel {
		if f = strings.TrimSpace(f); f != "" && len(out) < 2 {
			out = append(out, f)
		}
	}
	if len(out) == 0 && len(m.KeyPoints) > 1 {
		out = append(out, "Can you explain “"+strings.TrimSuffix(m.KeyPoints[1], ".")+"”?")
	}
	if m.Order < len(m.Path.Modules) {
		next := m.Path.Modules[m.Order]
		out = append(out, "What does “"+next.Title+"” cover?")
	}
	return out
}
