package catalog

import (
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
)

// TitleMatch is an occupation a free-text job title may name, with how sure
// the resolver is (0-1) and the catalogue title that matched.
type TitleMatch struct {
	Occupation *Occupation
	Confidence float64
	Via        string
}

// Confidence bands of TitleMatch: an exact title (after normalising case,
// plurals, abbreviations and seniority) is ExactConfidence; a title that
// shares the head noun and most of its weight is at least LikelyConfidence.
const (
	ExactConfidence  = 1.0
	LikelyConfidence = 0.6
	// PlacedConfidence is a title placed by hand (Placements): below the
	// occupation's own title, above O*NET's reported ones.
	PlacedConfidence = 0.97
)

// titleIndex maps normalised titles to the occupations they name.
type titleIndex struct {
	phrases []indexedTitle
	// exact maps a normalised phrase to the indexes in phrases.
	exact map[string][]int
	// byToken maps a token to the phrases that contain it.
	byToken map[string][]int
	idf     map[string]float64
	// own and reported hold the words of each occupation's own title and
	// of its reported titles.
	own, reported map[*Occupation]map[string]bool
}

type indexedTitle struct {
	occ    *Occupation
	text   string // as the catalogue writes it
	tokens []string
	norm   float64 // sqrt of the sum of its tokens' squared idf
	// weight prefers the occupation's own and reported titles to the long
	// tail of alternate titles.
	weight float64
}

var titleIndexes sync.Map // *Catalog → *titleIndex

func (c *Catalog) titles() *titleIndex {
	if ix, ok := titleIndexes.Load(c); ok {
		return ix.(*titleIndex)
	}
	ix, _ := titleIndexes.LoadOrStore(c, buildTitleIndex(c))
	return ix.(*titleIndex)
}

func buildTitleIndex(c *Catalog) *titleIndex {
	ix := &titleIndex{exact: map[string][]int{}, byToken: map[string][]int{}, idf: map[string]float64{},
		own: map[*Occupation]map[string]bool{}, reported: map[*Occupation]map[string]bool{}}
	seen := map[string]bool{}
	add := func(o *Occupation, text string, weight float64) {
		for _, variant := range titleVariants(text) {
			toks := NormalizeTitle(variant)
			if len(toks) == 0 {
				continue
			}
			key := o.Code + "|" + strings.Join(toks, " ")
			if seen[key] {
				continue
			}
			seen[key] = true
			ix.phrases = append(ix.phrases, indexedTitle{occ: o, text: variant, tokens: toks, weight: weight})
		}
	}
	words := func(titles ...string) map[string]bool {
		set := map[string]bool{}
		for _, t := range titles {
			for _, w := range NormalizeTitle(t) {
				set[w] = true
			}
		}
		return set
	}
	for i := range c.Occupations {
		o := &c.Occupations[i]
		ix.own[o], ix.reported[o] = words(o.Title), words(o.Titles...)
		add(o, o.Title, 1)
		for _, t := range o.Titles {
			add(o, t, 0.95)
		}
		for _, t := range o.AltTitles {
			add(o, t, 0.93)
		}
	}
	// Inverse document frequency over occupations: a word that names many
	// occupations ("manager", "specialist") tells less than a rare one.
	occsWith := map[string]map[string]bool{}
	for i, p := range ix.phrases {
		phrase := strings.Join(p.tokens, " ")
		ix.exact[phrase] = append(ix.exact[phrase], i)
		for _, t := range uniq(p.tokens) {
			ix.byToken[t] = append(ix.byToken[t], i)
			if occsWith[t] == nil {
				occsWith[t] = map[string]bool{}
			}
			occsWith[t][p.occ.Code] = true
		}
	}
	n := float64(len(c.Occupations))
	for t, occs := range occsWith {
		ix.idf[t] = math.Log(1 + n/float64(len(occs)))
	}
	for i := range ix.phrases {
		ix.phrases[i].norm = ix.vectorNorm(ix.phrases[i].tokens)
	}
	return ix
}

// rareIDF is the weight of a word the catalogue never uses in a title.
func (ix *titleIndex) weightOf(t string) float64 {
	if w, ok := ix.idf[t]; ok {
		return w
	}
	return math.Log(1 + 923)
}

func (ix *titleIndex) vectorNorm(toks []string) float64 {
	var s float64
	for _, t := range uniq(toks) {
		w := ix.weightOf(t)
		s += w * w
	}
	return math.Sqrt(s)
}

// titleVariants splits "Emergency Room Registered Nurse (ER RN)" into the
// title and what the parentheses hold, and "Nurse/Midwife" into both.
func titleVariants(s string) []string {
	s = strings.TrimSpace(s)
	var out []string
	if i := strings.Index(s, "("); i > 0 {
		inner := strings.TrimSuffix(strings.TrimSpace(s[i+1:]), ")")
		out = append(out, strings.TrimSpace(s[:i]))
		if j := strings.Index(inner, ")"); j >= 0 {
			inner = inner[:j]
		}
		if inner != "" {
			out = append(out, inner)
		}
	} else {
		out = append(out, s)
	}
	return out
}

// titleAbbreviations expand the short forms people write in titles.
var titleAbbreviations = map[string][]string{
	"mgr": {"manager"}, "mngr": {"manager"}, "asst": {"assistant"}, "assoc": {"associate"},
	"dev": {"developer"}, "devs": {"developer"}, "eng": {"engineer"}, "engr": {"engineer"},
	"admin": {"administrator"}, "rep": {"representative"}, "reps": {"representative"},
	"tech": {"technician"}, "coord": {"coordinator"}, "spec": {"specialist"}, "dir": {"director"},
	"vp": {"vice", "president"}, "svp": {"vice", "president"}, "evp": {"vice", "president"},
	"hr": {"human", "resources"}, "qa": {"quality", "assurance"}, "it": {"information", "technology"},
	"rn": {"registered", "nurse"}, "lpn": {"licensed", "practical", "nurse"},
	"lvn": {"licensed", "vocational", "nurse"}, "cna": {"nursing", "assistant"},
	"np": {"nurse", "practitioner"}, "pa": {"physician", "assistant"}, "md": {"physician"},
	"dba": {"database", "administrator"}, "pm": {"project", "manager"},
	"sdr": {"sales", "development", "representative"}, "bdr": {"business", "development", "representative"},
	"ae": {"account", "executive"}, "csr": {"customer", "service", "representative"},
	"ux": {"user", "experience"}, "ui": {"user", "interface"}, "ml": {"machine", "learning"},
	"ai": {"artificial", "intelligence"}, "swe": {"software", "engineer"}, "sre": {"site", "reliability", "engineer"},
	"cpa": {"certified", "public", "accountant"}, "emt": {"emergency", "medical", "technician"},
	"ceo": {"chief", "executive", "officer"}, "cfo": {"chief", "financial", "officer"},
	"cto": {"chief", "technology", "officer"}, "coo": {"chief", "operating", "officer"},
	"cio": {"chief", "information", "officer"}, "frontend": {"front", "end"}, "backend": {"back", "end"},
	"fullstack": {"full", "stack"}, "devops": {"dev", "ops"}, "dept": {"department"},
	"mktg": {"marketing"}, "acct": {"accountant"}, "bookkeeper": {"bookkeeper"},
	// Credentials and agencies that stand for the job in a title.
	"av": {"audio", "visual"}, "cps": {"child", "protective", "services"},
	"bcba": {"board", "certified", "behavior", "analyst"}, "rbt": {"registered", "behavior", "technician"},
	"isso": {"information", "system", "security", "officer"}, "sdet": {"software", "quality", "assurance", "engineer"},
	"slp": {"speech", "language", "pathologist"}, "slpa": {"speech", "language", "pathology", "assistant"},
	"ota": {"occupational", "therapy", "assistant"}, "cota": {"occupational", "therapy", "assistant"},
	"lcsw": {"clinical", "social", "worker"}, "lmsw": {"social", "worker"}, "lmhc": {"mental", "health", "counselor"},
	"mlt": {"medical", "laboratory", "technician"}, "mls": {"medical", "laboratory", "scientist"},
	"sysadmin": {"system", "administrator"}, "sysadmins": {"system", "administrator"},
}

// titleNoise are words that say nothing about the occupation: seniority,
// grade, and the kind of contract.
var titleNoise = map[string]bool{
	"senior": true, "sr": true, "junior": true, "jr": true, "principal": true, "entry": true, "level": true,
	"i": true, "ii": true, "iii": true, "iv": true, "v": true, "1": true, "2": true, "3": true,
	"remote": true, "hybrid": true, "onsite": true, "contract": true, "temporary": true, "temp": true,
	"part": true, "full": false, "time": false, "parttime": true, "fulltime": true, "intern": false,
	"the": true, "a": true, "an": true, "of": true, "and": true, "for": true, "in": true, "to": true, "with": true,
}

// NormalizeTitle turns a job title into the words the resolver compares:
// lower case, abbreviations expanded, plurals made singular, seniority and
// contract words dropped ("Sr. Software Eng II" → software engineer). Words
// are never stemmed further, so "engineer" and "engine" stay apart.
func NormalizeTitle(s string) []string {
	s = strings.ToLower(s)
	s = strings.NewReplacer("&", " and ", "/", " ", "-", " ", "–", " ", "—", " ", ",", " ", "'s", "").Replace(s)
	raw := strings.FieldsFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '+' || r == '#')
	})
	var out []string
	for i, t := range raw {
		if t == "full" && i+1 < len(raw) && raw[i+1] == "time" || t == "time" && i > 0 && (raw[i-1] == "full" || raw[i-1] == "part") {
			continue
		}
		if t == "lead" && i < len(raw)-1 {
			continue // "Lead Carpenter" is a carpenter; "Team Lead" keeps it
		}
		if titleNoise[t] {
			continue
		}
		if exp, ok := titleAbbreviations[t]; ok {
			out = append(out, exp...)
			continue
		}
		t = singular(t)
		if us, ok := britishSpellings[t]; ok {
			t = us
		}
		out = append(out, t)
	}
	return out
}

// britishSpellings are title words as British, Canadian and Australian
// employers spell them, read as O*NET (which writes American English)
// does: a "Distribution Centre Manager" runs a distribution center, a
// "school counsellor" is a school counselor.
var britishSpellings = map[string]string{
	"centre": "center", "counsellor": "counselor", "counselling": "counseling", "programme": "program",
	"labour": "labor", "labourer": "laborer", "organisation": "organization", "organisational": "organizational",
	"organiser": "organizer", "behaviour": "behavior", "behavioural": "behavioral", "colour": "color",
	"theatre": "theater", "paediatric": "pediatric", "orthopaedic": "orthopedic", "licence": "license",
	"licenced": "licensed", "defence": "defense", "jeweller": "jeweler", "travelling": "traveling",
	"modelling": "modeling", "tyre": "tire", "aluminium": "aluminum", "catalogue": "catalog",
	"harbour": "harbor", "mould": "mold", "moulder": "molder", "moulding": "molding", "neighbourhood": "neighborhood",
	"fibre": "fiber", "metre": "meter", "litre": "liter", "analyse": "analyze", "optimisation": "optimization",
	"specialisation": "specialization", "anaesthetic": "anesthetic", "haematology": "hematology",
	"gynaecology": "gynecology", "oesophageal": "esophageal", "practise": "practice", "enquiry": "inquiry",
	"enquiries": "inquiry", "draughtsman": "drafter", "draughtsperson": "drafter",
	"fulfilment": "fulfillment",
}

// singular makes the plural of a title word singular by the few rules
// English titles need ("nurses", "secretaries", "boxes"), leaving words that
// only look plural ("sales", "business", "analysis", "logistics").
func singular(w string) string {
	switch {
	case len(w) <= 3:
		return w
	case strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "us"), strings.HasSuffix(w, "is"),
		strings.HasSuffix(w, "ics"), w == "sales", w == "news", w == "series", w == "species", w == "arts":
		return w
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "shes"), strings.HasSuffix(w, "xes"), strings.HasSuffix(w, "sses"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "s"):
		return w[:len(w)-1]
	}
	return w
}

// ResolveTitle returns the occupations a free-text job title most likely
// names, best first (at most limit; 5 when limit ≤ 0). An exact title ("RN",
// "Staff Accountant", "Frontend Dev") resolves with confidence 1; otherwise
// titles are compared word by word, weighting rare words more and requiring
// the head noun ("manager" in "product manager") to agree for a likely
// match. A title the catalogue cannot place returns nil.
func (c *Catalog) ResolveTitle(title string, limit int) []TitleMatch {
	if limit <= 0 {
		limit = 5
	}
	// "Nurse from Kenya, working as a CNA" works as a CNA now.
	if now := NowTitle(title); now != "" {
		if out := c.ResolveTitle(now, limit); len(out) > 0 {
			return out
		}
	}
	out := c.resolveWords(title)
	// A title written with its setting or a note ("CNA at a nursing home",
	// "structural welder (stick and flux-core)", "Air Force crew chief
	// (F-16), separating") is also read without them, and what the
	// parentheses hold is read as a title of its own ("cybersecurity
	// analyst (SOC analyst)"); each occupation keeps its best reading.
	parts := spokenTitleParts(title)
	if len(parts) > 0 {
		best := map[*Occupation]int{}
		for i, m := range out {
			best[m.Occupation] = i
		}
		for _, part := range parts {
			for _, m := range c.resolveWords(part) {
				if i, ok := best[m.Occupation]; !ok {
					best[m.Occupation] = len(out)
					out = append(out, m)
				} else if m.Confidence > out[i].Confidence {
					out[i] = m
				}
			}
		}
		sort.SliceStable(out, func(a, b int) bool { return out[a].Confidence > out[b].Confidence })
	}
	// A title Stride places by hand (Placements) goes first, written alone
	// or with its setting.
	if pl := placementOfReadings(title, parts); pl != nil {
		if o := c.Occupation(pl.Code); o != nil {
			out = slices.DeleteFunc(out, func(m TitleMatch) bool { return m.Occupation == o })
			out = slices.Insert(out, 0, TitleMatch{Occupation: o, Confidence: PlacedConfidence, Via: pl.Title})
		}
	}
	if len(out) > limit {
		out = out[:limit]
	}
	return out
}

// spokenContextRe finds where the setting of a title as people write it
// begins: "at a nursing home", "at St. Mary's", "on a private ambulance",
// "for a law firm", "of a select-service hotel", "of my own food truck"
// ("in" and the rest need an article or a possessive:
// "Specialist in Oncology" is a title), "covering city hall", "who lives
// in Excel", "working nights", "whose contract ended", "after the paper
// folded".
var spokenContextRe = regexp.MustCompile(`(?i)\s+at\s+\S|\s+(on|for|with|in)\s+(a|an|the|my|our|\w+'s)\s|\s+of\s+(a|an|my own|my)\s|\s+(covering|who|whose|working|serving|specializing|specialising)\s+\S|\s+(after|since)\s+(the|a|an|my|being|\w+ing)\s`)

// forContextRe is "for" or "on" and what follows it, read as the setting
// when a title is read for its head (HeadTitle).
var forContextRe = regexp.MustCompile(`(?i)\s+(?:for|on)\s+\S`)

// spokenTitleParts returns the shorter readings of a title written with
// its setting or a note, or nil when it has none: the title before the
// setting, before a parenthesis or a comma, and each part a parenthesis
// holds ("LPN/LVN" gives both).
func spokenTitleParts(title string) []string {
	t := strings.TrimSpace(title)
	var out []string
	add := func(s string) {
		s = strings.Trim(strings.TrimSpace(s), ",;:-–— ")
		if s != "" && !strings.EqualFold(s, t) && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	// The title and what its parenthesis holds, as the index reads
	// O*NET's titles (titleVariants).
	vs := titleVariants(t)
	main := vs[0]
	if len(vs) == 2 {
		for _, p := range strings.FieldsFunc(vs[1], func(r rune) bool { return r == '/' || r == ',' || r == ';' }) {
			if len(NormalizeTitle(p)) > 0 && !strings.ContainsAny(p, "0123456789") {
				add(p)
			}
		}
	}
	setting := ""
	if loc := spokenContextRe.FindStringIndex(main); loc != nil && loc[0] > 0 {
		main, setting = main[:loc[0]], main[loc[0]:]
	}
	if loc := fromPlaceRe.FindStringIndex(main); loc != nil && loc[0] > 0 {
		main = main[:loc[0]]
	}
	if i := strings.Index(main, ","); i > 0 {
		main = main[:i]
	}
	main = hereRe.ReplaceAllString(main, "")
	add(main)
	add(gerundReading(main))
	// Two roles joined by a hyphen at the end ("piano tuner-technician")
	// are read one at a time: a piano tuner, a piano technician.
	if f := strings.Fields(main); len(f) > 0 {
		if a, b, ok := strings.Cut(f[len(f)-1], "-"); ok && len(a) >= 4 && len(b) >= 4 && !strings.Contains(b, "-") {
			prefix := strings.Join(f[:len(f)-1], " ")
			add(prefix + " " + a)
			add(prefix + " " + b)
		}
	}
	// The setting read as the title's qualifier: "conductor on a freight
	// railroad" is a freight railroad conductor, "teacher at the high
	// school" a high school teacher, "owner of my own food truck" a food
	// truck owner; of two places joined by "or", each ("operator at a
	// fuel terminal or pipeline pump station").
	if m := settingNounRe.FindStringSubmatch(setting); m != nil {
		if i := strings.IndexAny(m[1], ",("); i >= 0 {
			m[1] = m[1][:i]
		}
		for _, q := range strings.Split(m[1], " or ") {
			if q = strings.TrimSpace(q); q != "" && len(strings.Fields(q)) <= 3 {
				add(q + " " + strings.TrimSpace(main))
			}
		}
	}
	return out
}

// settingNounRe reads the place of a setting with an article ("at the
// high school", "on a freight railroad"); a named place ("at St. Mary's")
// is no qualifier.
var settingNounRe = regexp.MustCompile(`(?i)^\s+(?:at|on|for|with|in|of)\s+(?:a|an|the|my own)\s+(.+)$`)

// resolveWords is ResolveTitle for one reading of a title, without the
// hand placements: every occupation it may name, best first.
func (c *Catalog) resolveWords(title string) []TitleMatch {
	q := NormalizeTitle(title)
	if len(q) == 0 {
		return nil
	}
	ix := c.titles()
	best := map[*Occupation]TitleMatch{}
	// support counts the titles of an occupation that match well: an
	// occupation with many "data …" titles is more about data.
	support := map[*Occupation]int{}
	consider := func(m TitleMatch) {
		if m.Confidence >= 0.5 {
			support[m.Occupation]++
		}
		if cur, ok := best[m.Occupation]; !ok || m.Confidence > cur.Confidence {
			best[m.Occupation] = m
		}
	}
	if hits := ix.exact[strings.Join(q, " ")]; len(hits) > 0 {
		for _, i := range hits {
			p := ix.phrases[i]
			consider(TitleMatch{Occupation: p.occ, Confidence: ExactConfidence * p.weight, Via: p.text})
		}
	}
	// Word overlap: a cosine over idf-weighted words, scaled down when the
	// head nouns differ ("product manager" is not a "product tester").
	qset := map[string]bool{}
	for _, t := range q {
		qset[t] = true
	}
	dots := map[int]float64{}
	for t := range qset {
		w := ix.weightOf(t)
		for _, i := range ix.byToken[t] {
			dots[i] += w * w
		}
	}
	qnorm := ix.vectorNorm(q)
	head := q[len(q)-1]
	for i, dot := range dots {
		p := &ix.phrases[i]
		sim := dot / (qnorm * p.norm)
		if p.tokens[len(p.tokens)-1] != head {
			sim *= 0.55
		}
		// A one-word title ("Owner") matching one word of a longer query
		// ("Product Owner") is weak evidence, however rare the word.
		if len(p.tokens) == 1 && len(q) > 1 {
			sim *= 0.6
		}
		// Below exact: an exact phrase always wins over a near one.
		consider(TitleMatch{Occupation: p.occ, Confidence: math.Min(sim, 0.95) * p.weight, Via: p.text})
	}
	out := make([]TitleMatch, 0, len(best))
	for _, m := range best {
		if m.Confidence >= 0.2 {
			out = append(out, m)
		}
	}
	// Among titles that match equally well (many occupations list "Data
	// Analyst"), prefer the occupation whose own name shares the query's
	// words, that has more titles like it, and that
	// employs more people.
	rank := make(map[*Occupation]float64, len(out))
	for _, m := range out {
		rank[m.Occupation] = m.Confidence + 0.08*ix.coreSimilarity(m.Occupation, qset) +
			0.02*math.Log2(1+float64(support[m.Occupation])) + 0.02*math.Log10(1+m.Occupation.Employment)
	}
	sort.Slice(out, func(a, b int) bool {
		if ra, rb := rank[out[a].Occupation], rank[out[b].Occupation]; ra != rb {
			return ra > rb
		}
		return out[a].Occupation.Code < out[b].Occupation.Code
	})
	return out
}

// Resolve returns the single most likely occupation for a job title and the
// resolver's confidence, or nil and 0 when the title names none.
func (c *Catalog) Resolve(title string) (*Occupation, float64) {
	m := c.ResolveTitle(title, 1)
	if len(m) == 0 {
		return nil, 0
	}
	return m[0].Occupation, m[0].Confidence
}

// coreSimilarity is the share of the query's weight found in the
// occupation's own title, and at a third of the weight in its reported
// titles.
func (ix *titleIndex) coreSimilarity(o *Occupation, q map[string]bool) float64 {
	own, reported := ix.own[o], ix.reported[o]
	var have, all float64
	for t := range q {
		w := ix.weightOf(t)
		all += w
		if own[t] {
			have += w
		} else if reported[t] {
			have += w / 3
		}
	}
	if all == 0 {
		return 0
	}
	return have / all
}

func uniq(xs []string) []string {
	if len(xs) < 2 {
		return xs
	}
	seen := make(map[string]bool, len(xs))
	out := xs[:0:0]
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// headQualifierRe are words before a title that qualify it without naming
// the occupation ("licensed property and casualty insurance agent").
var headQualifierRe = regexp.MustCompile(`(?i)^(licensed|certified|state[- ]certified|board[- ]certified|union)\s+`)

// HeadTitle is the head of a long title as people write it: the last two
// words of its main part (before its setting, a comma or a parenthesis),
// without a leading "licensed", "certified" or "union" (or its longest
// end that Stride places: "sheet metal apprentice"); "" when the title
// is short already. English titles end in their head ("property and casualty
// insurance agent" is an insurance agent), so a title the resolver cannot
// place whole can be placed by its head, with less confidence.
func HeadTitle(title string) string {
	main := titleVariants(title)[0]
	if loc := spokenContextRe.FindStringIndex(main); loc != nil && loc[0] > 0 {
		main = main[:loc[0]]
	} else if loc := forContextRe.FindStringIndex(main); loc != nil && loc[0] > 0 {
		// "AV tech for concerts and events", "deckhand on harbor
		// tugboats": read for its head, "for" and "on" begin the setting
		// even without an article.
		main = main[:loc[0]]
	}
	if i := strings.Index(main, ","); i > 0 {
		main = main[:i]
	}
	main = headQualifierRe.ReplaceAllString(strings.TrimSpace(main), "")
	words := strings.Fields(main)
	for n := len(words); n >= 3; n-- {
		// "union sheet metal apprentice", "e-discovery and litigation
		// support specialist": the longest end of the title that Stride
		// places, once its qualifier is gone.
		if end := strings.Join(words[len(words)-n:], " "); PlacementOf(end) != nil && !strings.EqualFold(end, strings.TrimSpace(title)) {
			return end
		}
	}
	if len(words) <= 2 {
		if strings.EqualFold(main, strings.TrimSpace(title)) {
			return ""
		}
		return main
	}
	return strings.Join(words[len(words)-2:], " ")
}
