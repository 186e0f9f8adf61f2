package ai

import (
	"math"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/stride-oss/stride/internal/catalog"
)

// features are what the local engine reads in an answer. Every score it
// gives is computed from these, so the same text always scores the same.
type features struct {
	words     []string // lower-case word tokens
	sentences int
	wordCount int

	// STAR parts detected by cue phrases.
	situation, task, action, result bool

	numbers      []string // figures with their context ("cut churn by 18%")
	impact       []string // those of numbers that measure something: a share, money, time or a count of people or things
	tools        []string // named tools and methods
	actionVerbs  int      // first-person concrete actions ("I built")
	firstPerson  int      // I, me, my
	weCount      int      // we, our, us
	hedges       []string // "I guess", "maybe"
	fillers      []string // "um", "basically"
	reflection   bool     // a lesson learned
	reflectQuote string

	keywordHits []string // question keywords the answer uses
	keywordMiss []string
	overlap     float64 // share of the question's content words in the answer
	relevance   float64 // 0-1

	empathy, selfAware, regulation, social int // emotional-intelligence cues
	analysis, creativity, logic, evidence  int // critical-thinking cues
	perspectives, assumptions              int
	positive, negative                     int
	firstHalfHedges, secondHalfHedges      int
}

var (
	wordRe     = regexp.MustCompile(`[\p{L}\p{N}][\p{L}\p{N}'’+#./-]*`)
	sentenceRe = regexp.MustCompile(`[.!?]+(\s|$)|\n+`)
	// situationOpener is a first sentence that sets a time or place.
	situationOpener = regexp.MustCompile(`^(in|at|during|when|while|last|back|early|once|two|three|a few|as a|as the|my previous|my last)\b`)
	// measureRe is a figure with a unit: what a number measured, not an
	// age, a date or a name.
	measureRe = regexp.MustCompile(`(?i)^(?:[$€£]|[\d,.]+\s?-?\s?(?:%|percent|k\b|m\b|bn\b|x\b|million|billion|hours?|days?|weeks?|months?|minutes?|people|users|customers|engineers|clients|accounts|deals|tickets|leads|patients|orders|calls|units))`)
	numberRe  = regexp.MustCompile(`(?i)(?:[$€£]\s?\d[\d,.]*\s?(?:k|m|bn|million|billion)?|\d[\d,.]*\s?(?:%|percent|x\b|k\b|m\b|hours?|days?|weeks?|months?|years?|minutes?|people|users|customers|engineers|clients|accounts|deals|tickets|leads))|\b\d{2,}[\d,.]*\b|\b\d+(?:\.\d+)?%`)
)

// starLabelRe is a part label at the start of the answer, a line or a
// sentence: "Situation:", "**Result** -".
var starLabelRe = regexp.MustCompile(`(?i)(?:^|[.!?\n]\s*)[*_#\s]*(situation|context|task|actions?|results?|outcome|reflection|lessons?|learnings?)[*_]*\s*(?::|[–—-]\s)`)

// labelledPart returns the words after a part's label, for quoting.
func labelledPart(answer, label string) string {
	for _, m := range starLabelRe.FindAllStringSubmatchIndex(answer, -1) {
		if strings.EqualFold(answer[m[2]:m[3]], label) {
			rest := strings.TrimSpace(answer[m[1]:])
			if i := strings.IndexAny(rest, ".!?\n"); i > 0 {
				rest = rest[:i]
			}
			return rest
		}
	}
	return ""
}

func has(text string, cues []string) bool {
	for _, c := range cues {
		if strings.Contains(text, c) {
			return true
		}
	}
	return false
}

// foundWhole is found for cues that stand as words of their own: "um"
// and "etc", not the start of "umpire" or the middle of "stretch".
func foundWhole(text string, cues []string) []string {
	var out []string
	for _, c := range cues {
		c = strings.TrimSpace(c)
		for i := 0; i < len(text); {
			j := strings.Index(text[i:], c)
			if j < 0 {
				break
			}
			j += i
			before, _ := utf8.DecodeLastRuneInString(text[:j])
			after, _ := utf8.DecodeRuneInString(text[j+len(c):])
			last, _ := utf8.DecodeLastRuneInString(c)
			if !unicode.IsLetter(before) && (!unicode.IsLetter(last) || !unicode.IsLetter(after)) {
				out = append(out, c)
				break
			}
			i = j + len(c)
		}
	}
	return out
}

func count(text string, cues []string) int {
	n := 0
	for _, c := range cues {
		n += strings.Count(text, c)
	}
	return n
}

func found(text string, cues []string) []string {
	var out []string
	for _, c := range cues {
		if strings.Contains(text, c) {
			out = append(out, strings.TrimSpace(c))
		}
	}
	return out
}

var (
	situationCues = []string{"when i was", "at my previous", "at my last", "in my previous", "in my last", "in my role",
		"last year", "a few years ago", "while working", "we were", "our team was", "the situation", "the context",
		"at the time", "i was working", "i joined", "our company", "a client", "one of our", "year at", "my first",
		"back in", "during my", "early in my", "a few months"}
	taskCues = []string{"my goal", "i was responsible", "responsible for", "i needed to", "i had to", "the task",
		"tasked with", "objective", "the challenge was", "my job was", "i was asked", "the goal was", "we needed to",
		"my role was", "target was", "deadline", "my task", "i was the", "i owned", "i was leading", "i was in charge"}
	resultCues = []string{"as a result", "resulted in", "which led to", "led to", "the result", "in the end",
		"outcome", "increased", "reduced", "improved", "saved", "grew", "cut ", "decreased", "raised", "boosted",
		"achieved", "delivered", "launched", "won", "doubled", "tripled", "went from", "dropped", "shipped",
		"restored", "recovered", "zero ", "no further", "in the following", "afterwards", "after that",
		"on time", "in time", "not delayed", "went out", "was fixed", "were fixed", "it worked", "back under", "back to"}
	actionVerbs = []string{"built", "led", "created", "designed", "implemented", "analysed", "analyzed", "organised",
		"organized", "proposed", "negotiated", "wrote", "launched", "ran", "set up", "introduced", "automated",
		"rebuilt", "refactored", "migrated", "interviewed", "tested", "prototyped", "presented", "coached",
		"mentored", "prioritised", "prioritized", "mapped", "measured", "investigated", "debugged", "fixed",
		"redesigned", "drafted", "scheduled", "facilitated", "coordinated", "persuaded", "reached out", "called",
		"met with", "decided", "chose", "split", "rolled out", "reviewed", "trained", "hired", "streamlined", "owned"}
	hedgeCues = []string{"i guess", "maybe", "kind of", "sort of", "i think", "probably", "perhaps", "not sure",
		"i suppose", "hopefully", "might have", "somewhat", "i believe", "i feel like"}
	fillerCues = []string{" um", " uh", "you know", "basically", "literally", "like,", "stuff", "things like that",
		"and so on", "whatever", "etc"}
	reflectionCues = []string{"learned", "learnt", "lesson", "next time", "in hindsight", "looking back",
		"would do differently", "taught me", "i realised", "i realized", "takeaway", "since then", "now i always",
		"it showed me", "i now", "made me", "ever since", "from then on", "i always"}
	empathyCues = []string{"listened", "their perspective", "understood", "understand how", "felt", "empathy",
		"acknowledged", "put myself", "their concerns", "frustrat", "worried", "supported", "asked how", "cared",
		"their needs", "point of view"}
	selfAwareCues = []string{"i realised", "i realized", "my weakness", "i noticed", "feedback", "i was wrong",
		"my mistake", "i reflected", "self-aware", "my own", "i recognised", "i recognized", "blind spot", "admitted"}
	regulationCues = []string{"stayed calm", "calm", "took a step back", "paused", "composure", "under pressure",
		"breathe", "kept my cool", "patient", "didn't react", "did not react", "managed my", "stress", "deep breath"}
	socialCues = []string{"aligned", "collaborated", "communicated", "stakeholder", "persuaded", "built trust",
		"relationship", "brought together", "workshop", "one-on-one", "1:1", "consensus", "negotiat", "influenced",
		"mentored", "team"}
	analysisCues = []string{"analys", "analyz", "data", "root cause", "hypothes", "measured", "compared", "trade-off",
		"tradeoff", "metric", "segment", "cohort", "model", "baseline", "benchmark", "broke down", "diagnos"}
	creativityCues = []string{"alternative", "instead", "novel", "experiment", "prototype", "creative", "new approach",
		"reframed", "brainstorm", "idea", "unconventional", "pilot", "a/b", "tested"}
	logicCues = []string{"because", "therefore", "so that", "first", "second", "then", "finally", "which meant",
		"as a consequence", "given that", "since"}
	evidenceCues = []string{"evidence", "data showed", "results showed", "we measured", "the numbers", "survey",
		"interviews showed", "dashboard", "logs", "metrics"}
	assumptionCues  = []string{"assum", "validated", "verify", "verified", "checked whether", "questioned"}
	perspectiveCues = []string{"on the other hand", "considered", "options", "alternatives", "weighed", "pros and cons",
		"both sides", "risk"}
	positiveCues = []string{"excited", "enjoyed", "proud", "love", "passion", "energetic", "energised", "energized", "motivat", "curious", "eager"}
	negativeCues = []string{"hate", "stupid", "lazy", "their fault", "not my fault", "blame", "useless", "idiot"}
)

// stopwords are skipped when comparing a question with an answer.
var stopwords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`a about above after again against all am an and any are as at be because been before
		being below between both but by can could did do does doing down during each few for from further had has have
		having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on
		once only or other our out over own same she should so some such than that the their them then there these they
		this those through to too under until up very was we were what when where which while who whom why will with
		would you your tell time describe give example walk us how would approach`) {
		stopwords[w] = true
	}
}

// stem cuts a word to a comparable root (prioritise, prioritize,
// prioritising → priorit).
func stem(w string) string {
	w = strings.ToLower(strings.Trim(w, "'’.-/"))
	// A possessive is its noun: "volunteer's" is read as "volunteer".
	w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
	for _, suf := range []string{"isation", "ization", "ising", "izing", "ations", "ation", "ised", "ized", "ises",
		"izes", "ise", "ize", "ments", "ment", "ings", "ing", "ness", "ies", "ied", "ers", "er", "ed", "es", "s", "ly"} {
		if len(w) > len(suf)+3 && strings.HasSuffix(w, suf) {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

// toolDict maps the lower-case names of tools and methods to their proper
// spelling; it is built on first use, not at start.
var toolDict = sync.OnceValue(func() map[string]string {
	d := map[string]string{}
	if c, err := catalog.Load(); err == nil {
		for _, o := range c.Occupations {
			for _, t := range o.Tech {
				if len(t.Name) >= 2 && len(t.Name) <= 40 {
					d[strings.ToLower(t.Name)] = t.Name
				}
			}
		}
		for _, a := range c.TechAliases {
			d[strings.ToLower(a[0])] = a[1]
		}
	}
	for _, m := range []string{"A/B test", "A/B testing", "STAR", "OKRs", "KPIs", "RICE", "MoSCoW", "Kanban", "Scrum",
		"Agile", "Lean", "Six Sigma", "SQL", "Python", "Figma", "Jira", "Tableau", "Excel", "Salesforce", "HubSpot",
		"Google Analytics", "Looker", "dbt", "Kubernetes", "Terraform", "Docker", "Postgres", "React", "Go", "Java",
		"regression", "cohort analysis", "usability test", "usability testing", "design sprint", "journey map",
		"persona", "wireframe", "prototype", "root cause analysis", "five whys", "5 whys", "SWOT", "NPS", "CSAT",
		"MEDDIC", "SPIN", "BANT", "CRM", "SLA", "runbook", "postmortem", "code review", "unit tests", "CI/CD"} {
		d[strings.ToLower(m)] = m
	}
	// Words too common to count as named tools.
	for _, w := range []string{"c", "r", "go", "email", "excel", "word", "access", "project", "outlook", "teams", "slack",
		"notes", "windows", "linux", "data", "apis", "api", "spreadsheet", "powerpoint", "database", "time", "sales", "facebook"} {
		delete(d, w)
	}
	d["excel"] = "Excel"
	return d
})

// tokens splits text into lower-case words, keeping the characters that
// belong to names such as C++, C#, Node.js and A/B.
func tokens(text string) []string {
	var out []string
	for _, m := range wordRe.FindAllString(strings.ToLower(text), -1) {
		if t := strings.Trim(m, ".,;:!?\"()-/"); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// namedTools finds tools and methods the answer names (longest match).
func namedTools(words []string) []string {
	var out []string
	seen := map[string]bool{}
	for i := 0; i < len(words); i++ {
		for n := 3; n >= 1; n-- {
			if i+n > len(words) {
				continue
			}
			phrase := strings.Join(words[i:i+n], " ")
			if name, ok := toolDict()[phrase]; ok {
				if !seen[name] {
					seen[name] = true
					out = append(out, name)
				}
				i += n - 1
				break
			}
		}
	}
	return out
}

// analyze reads the features of answer to q (q may be nil).
func analyze(answer string, q *Question) features {
	var f features
	text := " " + strings.ToLower(strings.ReplaceAll(answer, "’", "'")) + " "
	f.words = tokens(text)
	f.wordCount = len(f.words)
	for _, s := range sentenceRe.Split(strings.TrimSpace(answer), -1) {
		if strings.TrimSpace(s) != "" {
			f.sentences++
		}
	}
	f.situation = has(text, situationCues) || situationOpener.MatchString(strings.TrimSpace(text))
	f.task = has(text, taskCues)
	// An answer laid out as "Situation: … Task: … Action: … Result: …"
	// has the parts it labels.
	labels := map[string]bool{}
	for _, m := range starLabelRe.FindAllStringSubmatch(answer, -1) {
		labels[strings.ToLower(m[1])] = true
	}
	f.situation = f.situation || labels["situation"] || labels["context"]
	f.task = f.task || labels["task"]
	for _, w := range f.words {
		switch w {
		case "i", "me", "my", "i'm", "i've", "i'd", "myself":
			f.firstPerson++
		case "we", "our", "us", "we're", "we've":
			f.weCount++
		}
	}
	for _, v := range actionVerbs {
		f.actionVerbs += strings.Count(text, "i "+v) + strings.Count(text, "i then "+v) + strings.Count(text, "i also "+v)
	}
	f.action = f.actionVerbs > 0 || labels["action"] || labels["actions"]
	f.result = hasResult(text) || f.sentences >= 3 && endsWithOutcome(answer) || labels["result"] || labels["results"] || labels["outcome"]
	for _, m := range numberRe.FindAllStringIndex(answer, -1) {
		f.numbers = append(f.numbers, quoteAround(answer, m[0], m[1]))
		if measureRe.MatchString(answer[m[0]:min(len(answer), m[1]+12)]) {
			f.impact = append(f.impact, f.numbers[len(f.numbers)-1])
		}
	}
	// A tool counts when the answer writes it as the tool is written
	// ("RICE", "Excel"), or when its name is no everyday English word.
	for _, name := range namedTools(f.words) {
		if strings.Contains(answer, name) || len(name) >= 6 && lexicon()[stem(strings.ToLower(name))] == nil {
			f.tools = append(f.tools, name)
		}
	}
	f.hedges = found(text, hedgeCues)
	f.fillers = foundWhole(text, fillerCues)
	for _, l := range []string{"reflection", "lesson", "lessons", "learning", "learnings"} {
		if labels[l] {
			f.reflection = true
			f.reflectQuote = labelledPart(answer, l)
		}
	}
	for _, c := range reflectionCues {
		if f.reflection {
			break
		}
		if i := strings.Index(text, c); i >= 0 {
			f.reflection = true
			f.reflectQuote = quoteAround(" "+answer+" ", i, i+len(c))
			break
		}
	}
	f.empathy = count(text, empathyCues)
	f.selfAware = count(text, selfAwareCues)
	f.regulation = count(text, regulationCues)
	f.social = count(text, socialCues)
	f.analysis = count(text, analysisCues)
	f.creativity = count(text, creativityCues)
	f.logic = count(text, logicCues)
	f.evidence = count(text, evidenceCues)
	f.assumptions = count(text, assumptionCues)
	f.perspectives = count(text, perspectiveCues)
	f.positive = count(text, positiveCues)
	f.negative = count(text, negativeCues)
	half := len(text) / 2
	f.firstHalfHedges = len(found(text[:half], hedgeCues))
	f.secondHalfHedges = len(found(text[half:], hedgeCues))

	if q != nil {
		stems := map[string]bool{}
		for _, w := range f.words {
			stems[stem(w)] = true
		}
		for _, k := range q.Keywords {
			hit := strings.Contains(text, strings.ToLower(k))
			if !hit {
				all := true
				for _, kw := range strings.Fields(strings.ToLower(k)) {
					all = all && stems[stem(kw)]
				}
				hit = all
			}
			if hit {
				f.keywordHits = append(f.keywordHits, k)
			} else {
				f.keywordMiss = append(f.keywordMiss, k)
			}
		}
		var content, shared int
		seen := map[string]bool{}
		for _, w := range wordRe.FindAllString(strings.ToLower(q.Question+" "+q.Competency), -1) {
			s := stem(w)
			if stopwords[w] || len(w) < 3 || seen[s] {
				continue
			}
			seen[s] = true
			content++
			if stems[s] {
				shared++
			}
		}
		if content > 0 {
			f.overlap = float64(shared) / float64(content)
		}
		kw := 0.0
		if n := len(q.Keywords); n > 0 {
			kw = math.Min(1, float64(len(f.keywordHits))/math.Min(4, float64(n)))
		}
		f.relevance = math.Min(1, 0.65*kw+0.55*f.overlap)
	} else {
		f.relevance = 0.6
	}
	return f
}

// quoteAround returns the few words around text[start:end], for quoting an
// answer back to its author.
func quoteAround(text string, start, end int) string {
	from := strings.LastIndexAny(text[:start], ".!?\n")
	from++
	to := strings.IndexAny(text[end:], ".!?\n")
	if to < 0 {
		to = len(text)
	} else {
		to += end
	}
	q := strings.TrimSpace(text[from:to])
	w := strings.Fields(q)
	if len(w) > 14 {
		// Keep a window of words around the match.
		pos := len(strings.Fields(text[from:start]))
		lo := max(0, pos-6)
		hi := min(len(w), lo+12)
		q = strings.Join(w[lo:hi], " ")
		if lo > 0 {
			q = "…" + q
		}
		if hi < len(w) {
			q += "…"
		}
	}
	return strings.TrimFunc(q, func(r rune) bool { return unicode.IsSpace(r) || r == ',' })
}
