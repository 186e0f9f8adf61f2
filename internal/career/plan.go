package career

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// Plan is Stride's one answer to "what does moving from here to there
// take": what to learn in the order an adviser would say it, the
// credential the target requires (from the sourced table Credentials, else
// BLS's typical entry education), how long it usually takes and which way
// pay goes. Goals, the analysis, career paths, milestones, insights and
// alerts all show this list, so they agree.
type Plan struct {
	From, To *catalog.Occupation
	// Learn is what to learn, most needed first; nothing the person
	// already has.
	Learn []LearnItem
	// Credential is the target's licence or certification row; nil when
	// the table has none. Education is BLS's typical entry education of
	// the target when it is above the source's ("" otherwise).
	Credential *Credential
	Education  string
	// Months is the usual range of months the move takes.
	Months [2]int
	// Pay is which way pay goes (PayFor), with its figures.
	Pay Pay
}

// LearnItem is one thing to learn and where it comes from.
type LearnItem struct {
	Name string `json:"name"`
	// Why says in one line why it is on the list.
	Why string `json:"why"`
	// Kind is KindExam for the credential's exam, "" for a topic,
	// knowledge area, skill or technology.
	Kind  string  `json:"kind,omitempty"`
	Score float64 `json:"-"`
}

// PlanFor is the plan for moving from the user's occupation (nil when
// unknown) to target, for the person of f (their skills are left out of
// what to learn).
func PlanFor(f *Facts, from, to *catalog.Occupation, targetRole string) *Plan {
	if to == nil {
		return nil
	}
	p := &Plan{From: from, To: to, Credential: CredentialFor(to, targetRole)}
	var held *Credential
	if from != nil {
		held = CredentialFor(from, f.nowTitle())
	}
	if p.Credential != nil && p.Credential.Required && held == p.Credential {
		// The person's own occupation holds it already (a registered nurse
		// moving to critical care nursing).
		p.Credential = nil
	}
	p.Learn = learnList(f, from, to, p.Credential, held)
	if need := educationRank[to.Education]; need >= 3 {
		have := -1
		if from != nil {
			have = educationRank[from.Education]
		}
		if need > have {
			p.Education = to.Education
		}
	}
	p.Months = p.months()
	p.Pay = PayFor(from, to, f.nowTitle(), targetRole)
	return p
}

// CredentialFor is the table's row for a target: a row whose titles the
// role names wins (the longest title); else the row for the occupation.
func CredentialFor(to *catalog.Occupation, role string) *Credential {
	// Whole words as written (the title resolver's normal form drops
	// "principal" and "senior", which these titles need).
	// The longest title the role names wins ("construction project
	// manager" is a construction manager, not a project manager).
	words := titleWords(role)
	var best *Credential
	bestLen, bestAt := 0, 0
	for i, titles := range credentialTitles() {
		for _, tw := range titles {
			if len(tw) > bestLen && strings.Contains(words, tw) {
				best, bestLen, bestAt = &Credentials[i], len(tw), strings.Index(words, tw)
			}
		}
	}
	if best != nil && (bestAt == 0 || !compoundElsewhere(role, best)) {
		return best
	}
	if to == nil {
		return nil
	}
	soc := catalog.SOC(to.Code)
	for i := range Credentials {
		if len(Credentials[i].Titles) == 0 && slices.Contains(Credentials[i].SOC, soc) {
			return &Credentials[i]
		}
	}
	return nil
}

// compoundElsewhere reports whether the words before a licence-table
// title found inside a role make another occupation of it: an "assembly
// line worker" is an assembler (the resolver is sure of the whole title
// and files it elsewhere), not a power-line worker. Sample postings ask
// this of every title they are given: what the resolver is sure of is
// remembered per title.
func compoundElsewhere(role string, cr *Credential) bool {
	soc, ok := sureSOC.Load(role)
	if !ok {
		soc = ""
		if c, err := catalog.Load(); err == nil {
			if m := c.ResolveTitle(role, 1); len(m) > 0 && m[0].Confidence >= 0.95-1e-9 {
				soc = catalog.SOC(m[0].Occupation.Code)
			}
		}
		if sureSOCs.Add(1) <= 10000 {
			sureSOC.Store(role, soc)
		}
	}
	return soc != "" && !slices.Contains(cr.SOC, soc.(string))
}

// sureSOC remembers, for the titles compoundElsewhere resolved, the SOC
// code the resolver is sure of ("" when it is not): sample postings repeat
// their titles. At most 10,000 are kept (sureSOCs counts them).
var (
	sureSOC  sync.Map
	sureSOCs atomic.Int64
)

// titleWords is a title's words in the vocabulary's normal form, set
// between spaces so that a title is found inside a role as whole words.
func titleWords(t string) string {
	return " " + strings.Join(stride.SkillTokens(t), " ") + " "
}

// credentialTitles are the titles of each row of Credentials as
// titleWords, read once (the table is complete when the package's init
// functions have run): CredentialFor runs several times for every plan.
var credentialTitles = sync.OnceValue(func() [][]string {
	out := make([][]string, len(Credentials))
	for i, cr := range Credentials {
		for _, t := range cr.Titles {
			out[i] = append(out[i], titleWords(t))
		}
	}
	return out
})

// Weights of the sources of what to learn. The credential's preparation
// and exam topics lead (they are what the licence tests); then O*NET's
// knowledge areas and, for computing occupations, their hot and in-demand
// technologies; then O*NET's skills; technologies of other occupations
// come last.
const (
	weightTopic     = 1.0
	weightKnowledge = 0.8
	weightCoreTech  = 0.75
	weightSkill     = 0.55
	weightOtherTech = 0.3
)

// learnList ranks the target's topics, knowledge, skills and technologies
// by how much the target needs them times how far the person is from them,
// with the route to the credential cr (held is the credential of the
// person's own occupation).
func learnList(f *Facts, from, to *catalog.Occupation, cr, held *Credential) []LearnItem {
	var items []LearnItem
	add := func(name, why string, score float64) {
		if score <= 0 || f.covers(name) || f.achieved(name) {
			return
		}
		for i := range items {
			if stride.SkillsMatch(items[i].Name, name) {
				items[i].Score = math.Max(items[i].Score, score)
				return
			}
		}
		items = append(items, LearnItem{Name: name, Why: why, Score: score})
	}
	items = append(items, routeItems(f, from, cr, held)...)
	title := lower(to.Title)
	if cr != nil {
		why := fmt.Sprintf("Covered by the preparation for the %s", shortCredential(cr.Name))
		if strings.HasPrefix(cr.Name, "No licence") {
			why = "Part of the usual preparation for " + lower(to.Title)
		}
		if !strings.HasPrefix(cr.Authority, "none") {
			why += " (" + cr.Authority + ")"
		}
		why += "; source: " + firstSource(cr.Source)
		for i, t := range cr.Learn {
			add(t, why, weightTopic-0.02*float64(i))
		}
	}
	distance := func(list func(*catalog.Occupation) []catalog.Rated, name string, imp float64) float64 {
		if from == nil {
			return 1
		}
		rs := list(from)
		if len(rs) == 0 {
			return 1
		}
		have := 0.0
		for _, r := range rs {
			if r.Name == name {
				have = r.Importance
			}
		}
		if have == 0 {
			// The catalogue keeps each occupation's most important areas;
			// one missing rates at most the lowest kept one.
			have = math.Min(rs[len(rs)-1].Importance, imp) - 0.5
		}
		return math.Max(0, math.Min(1, (imp-have)/2))
	}
	for _, k := range to.Knowledge {
		if k.Importance < 3.5 || generalLearn[k.Name] {
			continue
		}
		d := distance(func(o *catalog.Occupation) []catalog.Rated { return o.Knowledge }, k.Name, k.Importance)
		add(learnName(k.Name), fmt.Sprintf("O*NET rates %s knowledge %.1f of 5 for %s", k.Name, k.Importance, title), weightKnowledge*k.Importance/5*d)
	}
	computing := computingOccupation(to)
	for _, t := range to.Tech {
		if OfficeTool(t.Name) || (from != nil && slices.ContainsFunc(from.Tech, func(x catalog.Tech) bool { return stride.SkillsMatch(x.Name, t.Name) })) {
			continue
		}
		w := weightOtherTech
		if computing && (t.Hot || t.InDemand) {
			w = weightCoreTech
		}
		if !t.Hot && !t.InDemand {
			w *= 0.5
		}
		flag := "used"
		switch {
		case t.Hot && t.InDemand:
			flag = "a hot, in-demand technology"
		case t.InDemand:
			flag = "in demand"
		case t.Hot:
			flag = "a hot technology"
		}
		n := 0
		if f.Postings != nil {
			n = len(intersect(f.Postings.ForOccupation(to.Code), f.Postings.Asking(t.Name)))
		}
		if (!computing || (cr != nil && len(cr.Learn) >= 5)) && n < minPostings {
			// O*NET's technology lists of non-computing occupations are
			// long and noisy (MicroStation for sales managers), and where
			// the table's topics already name the tools a role needs
			// (Python for data science, not C), only the ones the role's
			// postings ask for are worth learning.
			continue
		}
		why := fmt.Sprintf("O*NET lists %s as %s for %s", t.Name, flag, title)
		if n > 0 {
			why += fmt.Sprintf("; %d of Stride's postings for the role ask for it", n)
		}
		add(t.Name, why, w+0.05*math.Min(1, float64(n)/20))
	}
	for _, s := range to.Skills {
		if s.Importance < 3.75 || generalLearn[s.Name] {
			continue
		}
		d := distance(func(o *catalog.Occupation) []catalog.Rated { return o.Skills }, s.Name, s.Importance)
		add(learnName(s.Name), fmt.Sprintf("O*NET rates %s %.1f of 5 for %s", s.Name, s.Importance, title), weightSkill*s.Importance/5*d)
	}
	slices.SortStableFunc(items, func(a, b LearnItem) int {
		switch {
		case a.Score > b.Score:
			return -1
		case a.Score < b.Score:
			return 1
		}
		return 0
	})
	return items
}

// learnNames say O*NET knowledge areas and skills whose names do not
// read as something to learn ("Learn Administrative") the way an adviser
// would, keeping O*NET's word.
var learnNames = map[string]string{
	"Administrative": "Administrative and office procedures",
	"Coordination":   "Coordination of people and schedules",
	"Speaking":       "Speaking and presenting",
	"Monitoring":     "Monitoring performance",
	"Instructing":    "Instructing and training others",
}

// generalLearn are O*NET areas every occupation rates highly (its basic
// skills of reading, listening, writing and reasoning, and English
// language knowledge): an adviser does not tell a working adult to learn
// them for a move, so they never stand on the list; what the occupation
// asks for in particular does.
var generalLearn = map[string]bool{
	"English Language": true, "Reading Comprehension": true, "Active Listening": true, "Writing": true, "Speaking": true,
	"Critical Thinking": true, "Active Learning": true, "Learning Strategies": true, "Monitoring": true, "Social Perceptiveness": true,
}

func learnName(onet string) string {
	if n, ok := learnNames[onet]; ok {
		return n
	}
	return onet
}

// minPostings is how many of a non-computing role's postings must ask for
// a technology before it is worth learning for the move.
const minPostings = 3

// computingOccupation: computer and mathematical occupations (SOC 15-),
// where technologies are what an adviser names first.
func computingOccupation(o *catalog.Occupation) bool {
	return strings.HasPrefix(o.Code, "15-") || catalog.SOC(o.Code) == "11-3021"
}

// officeTools are general office software: never something to learn for
// a career move.
var officeTools = map[string]bool{}

func init() {
	for _, n := range []string{"Microsoft Office", "Microsoft Excel", "Microsoft Word", "Microsoft Outlook", "Microsoft PowerPoint",
		"Microsoft Access", "Microsoft Teams", "Microsoft SharePoint", "Microsoft Visio", "Microsoft Windows", "Microsoft OneNote",
		"Microsoft Project", "Google Docs", "Google Sheets", "Google Drive", "Google Meet", "Google Workspace", "Gmail", "Zoom", "Slack",
		"Apple iOS", "Apple macOS", "Adobe Acrobat", "Email software", "Web browser software", "Spreadsheet software",
		"Word processing software", "Presentation software", "3M Post-it App", "Apple iWork Keynote", "Apple iWork Pages",
		"Apple iWork Numbers", "IBM Lotus Notes", "Corel WordPerfect", "Microsoft Dynamics", "Canva", "Webex", "Dropbox", "Evernote",
		"Calendar software", "Google Calendar", "Email", "Facebook", "LinkedIn", "Instagram", "Twitter", "YouTube", "Internet browser software"} {
		officeTools[stride.SkillKey(n)] = true
	}
}

// OfficeTool reports whether a technology is general office software.
func OfficeTool(name string) bool { return officeTools[stride.SkillKey(name)] }

// shortCredential is a credential's name without its parenthesis.
func shortCredential(name string) string {
	if i := strings.Index(name, " ("); i > 0 {
		return strings.ToLower(name[:1]) + name[1:i]
	}
	return strings.ToLower(name[:1]) + name[1:]
}

// months: the credential's usual preparation when the table has one, else
// what the BLS entry education adds to a few months of learning, and a
// Job Zone step up a year of experience.
func (p *Plan) months() [2]int {
	if cr := p.Credential; cr != nil && cr.Months[1] > 0 {
		return cr.Months
	}
	lo, hi := 3, 9
	switch p.Education {
	case "Postsecondary nondegree award":
		lo, hi = 6, 12
	case "Some college, no degree":
		lo, hi = 6, 18
	case "Associate's degree":
		lo, hi = 18, 30
	case "Bachelor's degree":
		lo, hi = 24, 48
	case "Master's degree":
		lo, hi = 18, 36
	case "Doctoral or professional degree":
		lo, hi = 36, 84
	}
	if p.From != nil && p.From.JobZone > 0 && p.To.JobZone > p.From.JobZone && p.Education == "" {
		up := p.To.JobZone - p.From.JobZone
		lo, hi = lo+6*(up-1), hi+12*up
	}
	return [2]int{lo, hi}
}

// Timeframe says Months in words: "12-24 months", "2-4 years".
func (p *Plan) Timeframe() string { return MonthsText(p.Months) }

// MonthsText writes a range of months the way people say it.
func MonthsText(m [2]int) string {
	if m[1] <= 24 {
		return fmt.Sprintf("%d-%d months", m[0], m[1])
	}
	y := func(n int) string {
		v := float64(n) / 12
		if math.Abs(v-math.Round(v)) < 0.01 {
			return fmt.Sprintf("%.0f", v)
		}
		return strings.TrimSuffix(fmt.Sprintf("%.1f", v), ".0")
	}
	if m[0] < 12 {
		return fmt.Sprintf("%d months to %s years", m[0], y(m[1]))
	}
	return y(m[0]) + "-" + y(m[1]) + " years"
}

// LearnNames is the first n items' names.
func (p *Plan) LearnNames(n int) []string {
	out := []string{}
	if p == nil {
		return out
	}
	for _, it := range p.Learn[:min(n, len(p.Learn))] {
		out = append(out, it.Name)
	}
	return out
}

// CredentialLine names the credential and its source in one line; "" when
// neither a table row nor a higher entry education applies.
func (p *Plan) CredentialLine() string {
	if p == nil {
		return ""
	}
	if cr := p.Credential; cr != nil {
		steps := stride.JoinAnd(cr.Steps)
		var line string
		switch {
		case cr.Required:
			line = fmt.Sprintf("Required: %s — %s.", cr.Name, steps)
		case strings.HasPrefix(cr.Name, "No licence"):
			// "No licence; a portfolio of projects" reads as a
			// requirement of having none.
			// Rows say "No licence; …" or "No licence required; usual: …".
			rest := strings.TrimLeft(strings.TrimPrefix(cr.Name, "No licence"), ";, ")
			rest = strings.TrimLeft(strings.TrimPrefix(rest, "required"), ";, ")
			rest = strings.TrimSpace(strings.TrimPrefix(rest, "usual:"))
			line = "No licence required"
			switch {
			case strings.HasPrefix(rest, "("):
				line += " " + rest
			case rest != "":
				line += "; usual: " + rest
			}
			line += fmt.Sprintf(" — %s.", steps)
		default:
			line = fmt.Sprintf("Not required; usual: %s — %s.", cr.Name, steps)
		}
		if by := authorityLine(cr.Authority); by != "" {
			line += " " + by
		}
		return line + " Source: " + firstSource(cr.Source)
	}
	if p.Education != "" {
		return fmt.Sprintf("Typical entry education: %s (BLS Employment Projections 2024-34).", strings.ToLower(p.Education))
	}
	return ""
}

// authorityLine names who grants a credential in a sentence; "" when
// no one does ("none"), or what the table says instead ("none (employers
// look at projects and degrees)": "Employers look at projects and
// degrees.").
func authorityLine(a string) string {
	rest, none := strings.CutPrefix(a, "none")
	if !none {
		return "Granted by " + a + "."
	}
	rest = strings.Trim(strings.TrimSpace(rest), "()")
	if rest == "" {
		return ""
	}
	return strings.ToUpper(rest[:1]) + rest[1:] + "."
}

func firstSource(s string) string {
	first, _, _ := strings.Cut(s, "; ")
	return first
}

// SourceLine says where the plan's figures come from, in one line.
func (p *Plan) SourceLine() string {
	if p == nil {
		return ""
	}
	s := "What to learn: O*NET 29.3 knowledge, skills and technologies of " + lower(p.To.Title)
	if p.Credential != nil {
		s = "What to learn and the credential: " + firstSource(p.Credential.Source) + " and O*NET 29.3"
	}
	return s + "; pay: BLS 2024 median wages; timeframe: " + p.timeframeBasis() + "."
}

func (p *Plan) timeframeBasis() string {
	if p.Credential != nil {
		return "the credential's usual preparation"
	}
	if p.Education != "" {
		return "BLS typical entry education (" + strings.ToLower(p.Education) + ")"
	}
	return "O*NET Job Zones"
}

// achieved reports whether the user achieved a milestone that names the
// skill ("Learn Docker" achieved: Docker is not to be learnt again).
func (f *Facts) achieved(name string) bool {
	return slices.ContainsFunc(f.Achieved, func(s string) bool { return stride.SkillsMatch(s, name) })
}

// Difficulty of the move by its usual length: Low up to six months,
// Medium up to two years, High beyond.
func (p *Plan) Difficulty() string {
	switch mid := (p.Months[0] + p.Months[1]) / 2; {
	case mid <= 6:
		return "Low"
	case mid <= 24:
		return "Medium"
	}
	return "High"
}

// covers reports whether one of the user's skills includes name ("Epic
// EHR charting" covers Electronic Health Records; "patient assessment"
// does not cover advanced patient assessment).
func (f *Facts) covers(name string) bool {
	sub := stride.SkillTokens(name)
	if len(sub) == 0 {
		return false
	}
	for _, s := range f.Skills {
		toks := stride.SkillTokens(s)
		for i := 0; i+len(sub) <= len(toks); i++ {
			if slices.Equal(toks[i:i+len(sub)], sub) {
				return true
			}
		}
	}
	return false
}

// PostingCredential names the licence or certification the law requires
// of everyone doing the work of the occupation under title (the table's
// row, CredentialFor), or "" when there is none: a voluntary or usual
// certificate is the employer's choice, a licence needed only for some of
// the work ("PE licence to sign off public work", "where required") does
// not make every posting ask for it, and a sample posting does not invent
// either.
func PostingCredential(o *catalog.Occupation, title string) (name string, required bool) {
	cr := CredentialFor(o, title)
	if name, ok := postingCredentialName(cr); ok {
		return name, true
	}
	if title != "" && cr != nil && len(cr.Titles) > 0 {
		// A title's row that says more than one credential ("RN licence;
		// some states also require a school nurse certificate"): the
		// occupation's own licence, by its name.
		return postingCredentialName(CredentialFor(o, ""))
	}
	return "", false
}

// postingCredentialName is a required row's name when it names one
// licence or certification a posting can ask for.
func postingCredentialName(cr *Credential) (string, bool) {
	if cr == nil || !cr.Required {
		return "", false
	}
	n := strings.ToLower(cr.Name)
	if !containsAny(n, "licence", "certification", "certificate", "admission") ||
		containsAny(n, "where required", "optional", "sign off", "promotion", "contractor", "degree", "(and ", "; ") {
		return "", false
	}
	return cr.Name, true
}

func containsAny(s string, subs ...string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}
