package ai

import (
	"encoding/json"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Relevance by competency (issue 39). What a question asks for is read
// from its wording (questionCompetencies: a mistake, finding a cause, an
// upset person, safety, ethics…); what an answer is about is read by a
// classifier (competencyModel) fitted on the labelled answers of grade 3-4,
// each labelled with the competency its question asks for: the answers to
// every other competency are its negatives, for free. The gate then
// compares what the answer shows with what was asked, in words that need
// not be the question's: a story about calming an angry relative told
// under a question on a mistake is read as customer care, not failure.

// competencyNames are the classes, most specific first: a question is
// labelled with the first class its wording asks for (its primary), and
// asks for every class it matches. "procedure" is the default: how the
// role's work is done.
var competencyNames = []string{"ethics", "safety", "upset person", "failure", "conflict", "finding the cause", "learning",
	"prioritisation", "influence", "developing others", "change", "data", "teamwork", "procedure"}

var competencyQuestionRe = []*regexp.Regexp{
	regexp.MustCompile(`\b(ethic\w*|integrity|harass\w*|sexual|diver(sion|t\w*)|come up short|counts? .{0,30}short|bend the rules|skip the|overlook|so the quarter looks|without approval|fraud\w*|misconduct|discriminat\w*|inappropriate|record revenue|conflict of interest|bribe\w*|kickback|falsif\w*|backdat\w*|cover (it )?up|early refill|lost their|belittl\w*|bull(y|ying|ied)|hold (a|an|the) .{0,40}invoice|misstat\w*|look better|off the books|reported by|kickbacks?)\b`),
	regexp.MustCompile(`\b(safety|safely|unsafe|hazard\w*|dangerous|danger|stop(ped)? work|refused? to start|lockout|injur\w*)\b`),
	regexp.MustCompile(`\b(angry|upset|furious|complain\w*|unhappy|irate|demanding|demands (a|an|to|that|the)|screaming|panick\w*|difficult (customer|client|patient|guest|caller|parent|person|family)|refund|de-?escalat\w*|distress\w*|confused|disorient\w*|frightened|scared|anxious|vulnerable|agitated|(became|turned|got) aggressive|aggressive (passenger|customer|patient|person|visitor|caller)|(was|were|got|is|are) lost)\b`),
	regexp.MustCompile(`\b(mistakes?|caught (a|an)\b|an? ([\w-]+ ){0,4}error\b|discrepanc\w*|fail\w*|went wrong|go wrong|goes wrong|setbacks?|error you made|let (someone|you|them|\w+) down|slipped|lost (a|the|an) \w+|you lost|(didn|did not|didn't) win|fell short|missed (a|the) (deadline|target)|did ?n[o']t (go|work|move)|wrong\b|missed (a|the|your)|regret)`),
	regexp.MustCompile(`\b(disagre\w*|conflicts?|tension|difficult colleague|pushed back|argu\w*|wanted different|difficult (teammate|coworker|co-worker|colleague|manager|boss)|clash\w*|did ?n[o']t get along)\b`),
	regexp.MustCompile(`\b(root cause|track down|find (the )?(cause|source)|troubleshoot\w*|debug\w*|keeps? (tripping|failing|crashing|leaking)|investigat\w*|diagnos\w*|look worse|buy less|does nothing|figure out why|variance|bugs?|found an error|caught a|noticed a change|others had missed)\b`),
	regexp.MustCompile(`\b(learn (something|a new|quickly|fast)|learn\w* .{0,40}quickly|quickly .{0,20}learn|new (system|tool|skill|piece of equipment|software|technology|procedure)|unfamiliar|get up to speed)\b`),
	regexp.MustCompile(`\b(priorit\w*|competing|more \w+ than you could|too many|half the usual time|let wait|at the same time|juggl\w*|fell behind|call in sick|running late|busiest|deadlines?|choose between|how do you choose|how do you decide|(three|four|five|several|multiple) (patients|requests|projects|tasks|calls)|workload|urgent|same week|can only (deliver|do|handle|take)|more work than)\b`),
	regexp.MustCompile(`\b(influenc\w*|persuad\w*|convinc\w*|buy-in|stakeholders?|no authority|sceptic\w*|skeptic\w*|on board|commit to)\b`),
	regexp.MustCompile(`\b(coach\w*|mentor\w*|junior|struggl\w*|underperform\w*|missing quota|develop (a|an|your|someone)|motivat\w*|train (a|new)|new hire|feedback to)\b`),
	regexp.MustCompile(`\b(rolling out|roll out|rolled out|did not want|resist\w*|adopt\w*|change management|new process)\b`),
	regexp.MustCompile(`\b(data|metrics?|dashboards?|analytics|a/b|experiments?|evidence|kpis?|forecast\w*)\b`),
	regexp.MustCompile(`\b(team ?work|collaborat\w*|cross-functional|work(ing|ed)? with (engineers|other|another|a team|designers|sales))\b`),
}

// questionCompetencies returns the classes a question asks for, its
// primary first; a question that asks for none of them asks for the
// role's procedure.
func questionCompetencies(question string) []int {
	// "Safety stock" is a quantity, not a hazard.
	q := strings.ReplaceAll(strings.ToLower(question), "safety stock", "buffer stock")
	var out []int
	for i, re := range competencyQuestionRe {
		if re.MatchString(q) {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		out = []int{len(competencyNames) - 1}
	}
	return out
}

// competencyModel is a multinomial logistic regression from an answer's
// words (its content stems, present or not, and its meaning vector) to
// the competency it shows.
type competencyModel struct {
	Note    string      `json:"note"`
	Classes []string    `json:"classes"`
	Vocab   []string    `json:"vocab"`
	W       [][]float64 `json:"w"` // class × (vocab, meaning dims, bias)
	index   map[string]int
}

// compInput is an answer as the competency model reads it: the indexes
// of its stems in the vocabulary (each once) and its meaning.
type compInput struct {
	stems   []int
	meaning []float64
	cues    []float64 // per class, the signs of it in the answer (competencyCues)
	scale   float64   // the weight of each stem: 1/√(number of stems)
}

// competencyCues counts, for each class but the procedure, the places
// where an answer uses the words a question asking for it uses ("a
// mistake", "furious", "root cause"), as log(1 + count).
func competencyCues(text string) []float64 {
	out := make([]float64, len(competencyQuestionRe))
	for i, re := range competencyQuestionRe {
		out[i] = math.Log1p(float64(len(re.FindAllStringIndex(text, -1))))
	}
	return out
}

func (m *competencyModel) bind() {
	m.index = make(map[string]int, len(m.Vocab))
	for i, v := range m.Vocab {
		m.index[v] = i
	}
}

// compTerms are the terms the classifier reads in an answer's words: its
// content stems, and pairs of neighbouring words ("should have", "calm
// down"), each once.
func compTerms(kept []string) []string {
	var out []string
	seen := map[string]bool{}
	add := func(t string) {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	for _, s := range contentStems(kept) {
		add(s)
	}
	if compBigrams {
		for i := 0; i+1 < len(kept); i++ {
			if !isNumber(kept[i]) && !isNumber(kept[i+1]) {
				add(stem(kept[i]) + "_" + stem(kept[i+1]))
			}
		}
	}
	return out
}

// compBigrams says whether the classifier reads pairs of words.
var compBigrams = true

func (m *competencyModel) input(kept []string) compInput {
	return m.inputOf(newCompDoc(kept, 0))
}

// inputOf is the model's input for an answer already read (its terms,
// meaning and cues do not depend on the model).
func (m *competencyModel) inputOf(d compDoc) compInput {
	in := compInput{cues: d.cues}
	if d.meaning != nil {
		in.meaning = make([]float64, len(d.meaning))
		for i, x := range d.meaning {
			in.meaning[i] = float64(x)
		}
	}
	for _, s := range d.terms {
		if i, ok := m.index[s]; ok {
			in.stems = append(in.stems, i)
		}
	}
	sort.Ints(in.stems)
	in.scale = 1 / math.Sqrt(math.Max(1, float64(len(in.stems))))
	return in
}

// compCues says whether the classifier reads competencyCues.
var compCues = true

// compWidth is the number of weights of each class: the vocabulary, the
// meaning, the cues and the bias.
func compWidth(vocab int) int { return vocab + dims + len(competencyQuestionRe) + 1 }

// logits are the model's scores of each class.
func (m *competencyModel) logits(in compInput) []float64 {
	v := len(m.Vocab)
	out := make([]float64, len(m.W))
	for c, w := range m.W {
		z := w[len(w)-1]
		for _, i := range in.stems {
			z += w[i] * in.scale
		}
		wm := w[v : v+len(in.meaning)]
		for d, x := range in.meaning {
			z += wm[d] * x
		}
		wc := w[v+dims : v+dims+len(in.cues)]
		for d, x := range in.cues {
			z += wc[d] * x
		}
		out[c] = z
	}
	return out
}

// probs are the probabilities of each class for an answer's words.
func (m *competencyModel) probs(kept []string) []float64 {
	return softmaxInto(m.logits(m.input(kept)))
}

// softmaxInto turns the logits z into probabilities in place.
func softmaxInto(z []float64) []float64 {
	mx := slices.Max(z)
	sum := 0.0
	for i, x := range z {
		z[i] = math.Exp(x - mx)
		sum += z[i]
	}
	for i := range z {
		z[i] /= sum
	}
	return z
}

// compDoc is one training answer of the competency model, read once:
// its terms, meaning and cues (competencyCues) serve every fit it is part
// of.
type compDoc struct {
	terms   []string
	meaning []float32
	cues    []float64
	class   int
}

func newCompDoc(kept []string, class int) compDoc {
	d := compDoc{terms: compTerms(kept), meaning: meaning(kept), class: class}
	if compCues {
		d.cues = competencyCues(strings.Join(kept, " "))
	}
	return d
}

// fitCompetency fits the classifier on answers labelled with their
// question's primary competency: full-batch gradient descent with Adam and
// an L2 penalty, deterministic. The vocabulary is the stems of at least
// three answers.
func fitCompetency(docs []compDoc) *competencyModel {
	df := map[string]int{}
	for _, d := range docs {
		for _, s := range d.terms {
			df[s]++
		}
	}
	m := &competencyModel{Classes: competencyNames}
	for s, n := range df {
		if n >= 3 {
			m.Vocab = append(m.Vocab, s)
		}
	}
	sort.Strings(m.Vocab)
	m.bind()
	k, width := len(competencyNames), compWidth(len(m.Vocab))
	// The fit keeps the weights, their gradient and Adam's moments weight
	// by weight, the classes side by side (w[j*k+c]): an answer's stems
	// are then read and written in one place per stem, not in k rows.
	w, grad := make([]float64, width*k), make([]float64, width*k)
	mom, vel := make([]float64, width*k), make([]float64, width*k)
	ins := make([]compInput, len(docs))
	for i, d := range docs {
		ins[i] = m.inputOf(d)
	}
	const (
		rate   = 0.05
		b1, b2 = 0.9, 0.999
	)
	iters, lambda := compIters, compLambda
	v := len(m.Vocab)
	bias := (width - 1) * k
	// Each class weighs the same in the fit, however many answers it has
	// (most questions ask how the work is done).
	count := make([]float64, k)
	for _, d := range docs {
		count[d.class]++
	}
	present := 0.0
	for _, c := range count {
		if c > 0 {
			present++
		}
	}
	weight := make([]float64, k)
	for c := range count {
		if count[c] > 0 {
			weight[c] = float64(len(docs)) / (present * count[c])
		}
	}
	n := float64(len(docs))
	z, g := make([]float64, k), make([]float64, k)
	for it := 1; it <= iters; it++ {
		for j := range grad {
			grad[j] = lambda * w[j]
		}
		clear(grad[bias:])
		for i, in := range ins {
			// The logits, each class's sum taken in the order of
			// competencyModel.logits.
			copy(z, w[bias:])
			for _, s := range in.stems {
				axpy(z, w[s*k:s*k+k], in.scale)
			}
			for d, x := range in.meaning {
				axpy(z, w[(v+d)*k:(v+d)*k+k], x)
			}
			for d, x := range in.cues {
				axpy(z, w[(v+dims+d)*k:(v+dims+d)*k+k], x)
			}
			p := softmaxInto(z)
			for c := range p {
				g[c] = p[c]
				if c == docs[i].class {
					g[c]--
				}
				g[c] *= weight[docs[i].class] / n
			}
			for _, s := range in.stems {
				axpy(grad[s*k:s*k+k], g, in.scale)
			}
			for d, x := range in.meaning {
				axpy(grad[(v+d)*k:(v+d)*k+k], g, x)
			}
			for d, x := range in.cues {
				axpy(grad[(v+dims+d)*k:(v+dims+d)*k+k], g, x)
			}
			axpy(grad[bias:bias+k], g, 1)
		}
		c1, c2 := 1-math.Pow(b1, float64(it)), 1-math.Pow(b2, float64(it))
		for j, gj := range grad {
			mom[j] = b1*mom[j] + (1-b1)*gj
			vel[j] = b2*vel[j] + (1-b2)*gj*gj
			w[j] -= rate * (mom[j] / c1) / (math.Sqrt(vel[j]/c2) + 1e-8)
		}
	}
	m.W = make([][]float64, k)
	for c := range m.W {
		m.W[c] = make([]float64, width)
		for j := range m.W[c] {
			m.W[c][j] = math.Round(w[j*k+c]*1e4) / 1e4
		}
	}
	return m
}

// axpy adds a·x to y, element by element (len(x) ≥ len(y)).
func axpy(y, x []float64, a float64) {
	x = x[:len(y)]
	for i := range y {
		y[i] += x[i] * a
	}
}

// compIters and compLambda are the fit's settings (Adam steps and L2),
// chosen by leave-one-writer-out cross-validation.
var (
	compIters  = 300
	compLambda = 1e-3
)

// competencyModelData is the fitted classifier (data/competency.json),
// or nil when it is missing.
var competencyModelData = sync.OnceValue(func() *competencyModel {
	b, err := dataFS.ReadFile("data/competency.json")
	if err != nil {
		return nil
	}
	var m competencyModel
	if json.Unmarshal(b, &m) != nil || len(m.Classes) != len(competencyNames) {
		return nil
	}
	m.bind()
	return &m
})

// competencyOverride, in tests only, replaces the committed classifier
// (cross-fitting: each answer read by a classifier fitted without it).
var competencyOverride func(kept []string, question string) []float64

// answerCompetency returns the probability of each competency in an
// answer (its words after copies of the question are removed), or nil
// without a classifier.
func answerCompetency(kept []string, question string) []float64 {
	if competencyOverride != nil {
		return competencyOverride(kept, question)
	}
	if m := competencyModelData(); m != nil {
		return m.probs(kept)
	}
	return nil
}

// competencyFit compares what an answer shows with what its question
// asks for: asked, the probability of the classes asked for; other, the
// largest of a class not asked for; and whether the question asks for
// more than the role's procedure.
func competencyFit(probs []float64, asked []int) (askedP, otherP, specific float64) {
	if probs == nil {
		return 0.5, 0.5, 0
	}
	for c, p := range probs {
		if slices.Contains(asked, c) {
			askedP += p
		} else {
			otherP = math.Max(otherP, p)
		}
	}
	if !(len(asked) == 1 && asked[0] == len(competencyNames)-1) {
		specific = 1
	}
	return askedP, otherP, specific
}
