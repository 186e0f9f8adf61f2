package ai

import (
	"bufio"
	_ "embed"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Stride's vocabulary of work: groups of terms that name the same thing in
// different words ("vented patients" and "mechanically ventilated
// patients", "write-ups" and "corrective action", "on-call" and "incident
// management"), across the fields job seekers come from. The letters, the
// responses and the optimiser use it to see that a resume backs what a
// posting asks for although it says it differently. Credentials
// (licences, certifications, degrees) are never in a group: a resume backs
// those only by naming them. A term written "@Name" is a product: it backs
// its group's other terms, but no other term backs it (a resume naming
// HubSpot does not back Salesforce).
var conceptGroups = [][]string{
	// Health care.
	{"mechanically ventilated", "ventilated patients", "vented patients", "ventilator management", "ventilator"},
	{"vasoactive", "pressors", "vasopressors", "titrating pressors", "titrate drips", "cardiac drips"},
	{"continuous renal replacement therapy", "CRRT", "CVVHD", "CVVH", "@Prismaflex", "dialysis"},
	{"preceptor", "precepting", "precept", "oriented new grads", "oriented new nurses", "orienting new staff", "orient new"},
	{"interdisciplinary rounds", "multidisciplinary rounds", "interdisciplinary team", "multidisciplinary team"},
	{"hospital-acquired infections", "CLABSI", "CAUTI", "infection prevention"},
	{"hemodynamic monitoring", "arterial lines", "central lines", "arterial line", "central line"},
	{"early signs of deterioration", "rapid response", "sepsis bundle", "early warning", "deteriorating patient"},
	{"patient education", "educate patients", "teach patients", "patient teaching"},
	{"non-surgical periodontal therapy", "scaling and root planing", "SRP", "periodontal maintenance", "perio maintenance"},
	{"locally delivered antimicrobials", "@Arestin", "local antimicrobial"},
	{"periodontal assessments", "perio charting", "periodontal charting", "6-point perio"},
	{"radiographs", "x-rays", "bitewings", "FMX", "pano", "panoramic"},
	{"recall", "recare", "pre-booking", "pre-book", "pre-scheduling", "pre-schedule"},
	{"infection control", "sterilization", "spore testing", "instrument processing"},
	// People and HR.
	{"onboarding", "new-hire orientation", "new hire orientation", "orientation program", "new-hire onboarding"},
	{"performance management", "annual review cycle", "performance reviews", "performance review", "performance appraisals", "write reviews"},
	{"leaves of absence", "leave of absence", "FMLA", "short-term disability", "leave administration"},
	{"HRIS", "@UKG", "@UKG Pro", "@Workday", "@ADP", "@BambooHR", "@Dayforce", "HR information system"},
	{"compensation benchmarking", "salary surveys", "market pricing", "pay benchmarking", "compensation analysis"},
	{"benefits administration", "open enrollment", "benefits enrollment"},
	{"corrective action", "write-ups", "write-up", "disciplinary action", "progressive discipline", "recommended discipline"},
	{"workplace investigations", "investigated employee complaints", "investigated complaints", "employee investigations", "interviewed witnesses"},
	{"employee relations", "employee complaints", "grievances", "employee concerns"},
	{"coach and develop", "coaching", "coached", "mentored", "mentoring", "mentor", "trained new", "develop team leads"},
	// Quality, manufacturing and trades.
	{"PPAP", "production part approval"},
	{"statistical process control", "SPC", "control charts", "control chart"},
	{"measurement system analysis", "MSA", "gage R&R", "gauge R&R"},
	{"supplier corrective action", "SCAR", "SCARs"},
	{"Ishikawa", "fishbone"},
	{"nonconforming product", "nonconforming material", "nonconformance", "NCR", "NCRs"},
	{"root cause analysis", "root cause", "8D", "5 Whys", "five whys"},
	{"scrap", "rework", "defects", "first-pass yield"},
	{"continuous improvement", "5S", "kaizen", "slotting project", "process improvement", "shadow boards", "red-tag", "workplace organization"},
	{"PLC troubleshooting", "ladder logic", "@ControlLogix", "@CompactLogix", "PLC", "PLCs"},
	{"variable frequency drives", "VFD", "VFDs"},
	{"lockout/tagout", "LOTO", "lockout tagout"},
	{"preventive maintenance", "PMs", "PM program", "preventative maintenance", "tune-ups", "maintenance plans", "maintenance agreements", "scheduled maintenance"},
	{"blueprints", "schematics", "one-lines", "panel drawings", "electrical drawings", "engineering drawings", "technical drawings", "shop drawings", "mechanical drawings"},
	{"power distribution equipment", "MCC", "switchgear", "service addition", "panelboards"},
	{"labor planning", "headcount", "staffing plan", "labor plan"},
	{"KPIs", "KPI", "UPH", "pick accuracy", "scorecard"},
	{"warehouse management system", "WMS", "@Manhattan SCALE", "@Manhattan"},
	{"powered industrial truck", "forklifts", "forklift", "reach trucks", "order pickers", "PIT"},
	{"inventory accuracy", "location accuracy", "cycle counts", "cycle counting"},
	// Finance and administration.
	{"three-way match", "3-way match", "match invoices to POs", "invoices to POs and receiving"},
	{"vendor master file", "vendor records", "vendor master", "vendor setup"},
	{"general ledger", "GL"},
	{"purchasing card", "P-card", "corporate card", "procurement card"},
	{"vendor inquiries", "vendor calls", "vendor questions"},
	{"month-end close", "month end close", "monthly close", "AP accruals", "accruals"},
	{"payment runs", "check runs", "ACH payment runs", "check and ACH"},
	// Education.
	{"differentiated instruction", "guided reading groups", "small groups", "small-group instruction", "differentiate"},
	{"multilingual learners", "English learners", "English language learners", "ELL", "ELLs", "learning English"},
	{"structured literacy", "phonics", "@Heggerty", "@UFLI", "decodable"},
	{"assessment data", "@i-Ready", "@DIBELS", "progress monitoring", "benchmark data"},
	{"Multi-Tiered System of Supports", "MTSS", "RTI", "student intervention team", "Tier 2", "three-tier intervention", "tiered intervention", "tiered interventions", "response to intervention"},
	{"positive behavior supports", "PBIS", "calm-down corner", "class job system", "classroom management"},
	{"family engagement", "newsletters home", "family conferences", "parent communication", "fall conferences", "parent coffee", "parent nights", "family nights", "parent workshops"},
	// Legal.
	{"docketing", "case calendars", "@CompuLaw", "court deadlines"},
	{"electronic court filing", "e-filing", "@CM/ECF", "@eFileIL", "efile"},
	{"e-discovery", "eDiscovery", "@Relativity", "document review"},
	{"legal research", "@Westlaw", "@Lexis", "@LexisNexis"},
	{"trial presentation software", "@Trial Director", "@TrialDirector"},
	{"document management system", "@iManage", "@NetDocuments"},
	// Customer support and service.
	{"customer satisfaction", "CSAT", "satisfaction scores", "average satisfaction", "satisfaction score"},
	{"first contact resolution", "one-touch resolution", "FCR", "first-contact resolution"},
	{"knowledge base", "help-center articles", "help center", "help articles", "how-to articles", "knowledge articles"},
	{"service level agreements", "SLA", "SLAs", "response target", "response time target"},
	{"workforce management", "@Assembled", "WFM", "weekly schedule"},
	{"voice of the customer", "product feedback review", "customer feedback", "product feedback"},
	{"reproduction steps", "steps to reproduce", "repro steps"},
	{"escalations", "escalated calls", "escalated tickets"},
	// Software, data and product.
	{"incident management", "incident response", "on-call", "on call", "outages", "postmortems", "postmortem", "@PagerDuty"},
	{"infrastructure as code", "@Terraform", "@CloudFormation", "@Pulumi"},
	{"CI/CD", "continuous integration", "continuous delivery", "continuous deployment", "deployment pipeline", "@GitHub Actions", "@Jenkins"},
	{"stakeholder management", "stakeholders", "executive updates", "aligned leadership"},
	{"cross-functional", "cross functional", "engineering, design and marketing", "partnered with engineering"},
	{"A/B testing", "A/B tests", "experiments", "experimentation", "split tests"},
	{"observability", "@Datadog", "@Grafana", "@Prometheus", "alerting", "structured logging", "distributed tracing", "tracing", "@OpenTelemetry", "@New Relic", "@Splunk"},
	{"containerization", "@Docker", "@Kubernetes", "containers"},
	{"code reviews", "code review", "reviewed pull requests", "pull requests"},
	{"product roadmap", "roadmap", "roadmaps"},
	{"user research", "user testing", "customer interviews", "usability tests", "usability testing", "user interviews", "usability sessions", "usability studies"},
	{"go-to-market", "launch plan", "product launch"},
	{"prioritization", "prioritized", "prioritised", "trade-offs", "backlog"},
	{"data analysis", "dashboards", "cohort analysis", "analyzed data", "analysed data"},
	{"technical debt", "refactored", "refactoring", "legacy code"},
	{"scalability", "throughput", "latency", "performance tuning"},
	{"distributed systems", "microservices"},
	{"machine learning", "ML models", "model training"},
	// Sales and marketing.
	{"pipeline generation", "prospecting", "outbound prospecting", "cold calls", "cold outreach", "sourced pipeline"},
	{"quota attainment", "of quota", "quota", "President's Club"},
	{"CRM", "@Salesforce", "@HubSpot"},
	{"account management", "account manager", "book of accounts", "renewals", "upsell", "expansion revenue"},
	{"negotiation", "negotiated", "contract terms"},
	{"sales forecasting", "forecast accuracy", "forecasting"},
	{"customer retention", "churn", "retention", "renewal rate", "net revenue retention"},
	{"discovery calls", "needs analysis", "discovery meetings"},
	{"product demos", "demos", "product demonstrations"},
	{"closed-won", "closed deals", "closed new business"},
	{"lead generation", "inbound leads", "qualified leads", "MQLs", "SQLs"},
	// Tools that show a practice, and practices in their everyday words
	// (each tool backs the practice; no practice backs a tool).
	{"configuration management", "@Ansible", "@Chef", "@Puppet", "@SaltStack"},
	{"data visualization", "@Tableau", "@Power BI", "@Looker", "@Qlik", "@Looker Studio"},
	{"cloud data warehouse", "@Snowflake", "@BigQuery", "@Redshift", "@Databricks", "@Synapse"},
	{"marketing automation", "@Klaviyo", "@Marketo", "@Mailchimp", "@Braze", "@Pardot", "@Iterable", "email flows", "drip campaigns"},
	{"ticketing system", "@ServiceNow", "@Zendesk", "@Freshdesk", "@Freshservice", "@Jira Service Management", "help desk tickets"},
	{"endpoint management", "@Intune", "@Jamf", "@Autopilot", "@SCCM", "MDM", "mobile device management"},
	{"accessibility", "WCAG", "screen readers", "screen reader", "Section 508"},
	{"qualification methodology", "@MEDDIC", "@MEDDPICC", "@BANT", "@SPIN Selling"},
	{"design system", "component library", "UI kit", "pattern library"},
	{"paid search", "SEM", "search ads", "Google Search campaigns", "@Google Ads", "PPC"},
	{"conversion rate optimization", "CRO", "landing page tests", "landing page testing"},
	{"event-driven architecture", "@Kafka", "@RabbitMQ", "event publishing", "event streaming", "message queues", "pub/sub", "@SQS"},
	{"automated testing", "integration tests", "unit tests", "test automation", "automated tests", "@Testcontainers", "@Selenium", "@Cypress", "@Playwright"},
	{"service level objectives", "SLOs", "SLO", "error budgets", "availability targets", "latency targets"},
	{"design documents", "design docs", "RFCs", "technical design documents", "technical designs"},
	{"cost optimization", "rightsizing", "rightsized", "reserved instances", "Spot instances", "cloud spend"},
	{"query optimization", "composite indexes", "query tuning", "query performance", "indexing strategy"},
	{"idempotency", "idempotent", "retry-safe", "idempotency keys"},
	{"incrementality", "incrementality tests", "holdout test", "holdout tests", "geo holdout", "geo-holdout", "lift tests", "lift test"},
	{"native mobile", "@iOS", "@Android", "@Swift", "@Kotlin", "@SwiftUI"},
	{"one-to-many", "webinar series", "customer webinars", "webinars"},
	{"rooftop units", "RTUs", "RTU", "packaged rooftop", "rooftop equipment"},
	{"first article inspection", "FAI", "first-piece checks", "first-piece inspection", "first piece inspection", "first-article"},
	{"on-call rotation", "after-hours emergency calls", "after-hours calls", "after-hours emergencies", "on-call weeks"},
	{"activation metric", "activation rate", "North Star metric"},
	{"free-to-paid conversion", "trial-to-paid", "trial conversion", "free-to-paid"},
	{"customer segmentation", "RFM segmentation", "customer segments", "segmentation model"},
	{"information architecture", "site navigation", "navigation structure", "sitemap", "card sorting"},
	{"buying committees", "stakeholders per deal", "decision makers per deal", "buying group"},
	{"business cases", "ROI model", "ROI models", "ROI analysis", "business case"},
	{"solutions consultants", "solutions engineers", "sales engineers", "solution consultants", "pre-sales engineers"},
	{"executive business reviews", "EBRs", "quarterly business reviews", "QBRs"},
	{"risk signals", "health scores", "health score", "at-risk accounts", "churn risk"},
	{"time-to-value", "time to value", "time to first value"},
	{"requirements elicitation", "requirements gathering", "gathered requirements", "requirements workshops", "write requirements"},
	{"current-state and future-state", "as-is and to-be", "current state and future state", "as-is/to-be"},
	{"user stories", "Jira stories", "acceptance criteria"},
	{"hardware inventory", "asset inventory", "IT asset management", "asset tracking"},
	{"conference room AV", "@Teams Rooms", "@Zoom Rooms", "conference cameras", "AV equipment"},
	// Pharmacy and care.
	{"medication reconciliation", "medication histories", "medication history", "home medication lists", "med rec"},
	{"controlled substances", "Schedule II", "narcotic counts", "controlled substance counts", "CII counts"},
	{"nonsterile compounding", "non-sterile compounding", "oral suspensions", "compounded ointments", "master formulation records"},
	{"prior authorization", "prior authorizations", "coverage requests", "coverage determinations", "PA requests"},
	{"third-party billing", "insurance claims", "claims adjudication", "adjudicating claims", "insurance billing"},
	{"inventory management", "par levels", "reorder points", "stock levels"},
	{"behavioral health", "mental health", "substance-use treatment", "substance use treatment", "substance abuse treatment"},
	{"home visits", "in-home visits", "visits to clients' homes", "home-based visits"},
	{"individualized service plans", "service plans", "case plans", "goal plans", "ISPs"},
	{"caseload", "case load", "active cases", "households at a time", "clients at a time"},
	{"community resources", "food pantries", "community partners", "energy assistance", "childcare subsidies"},
	// Hospitality and food service.
	{"service recovery", "guest complaints", "escalated complaints", "resolved complaints"},
	{"loyalty enrollment", "loyalty sign-ups", "rewards-program sign-ups", "rewards program sign-ups", "loyalty program enrollment"},
	{"night audit", "overnight audit", "overnight revenue close", "end-of-day audit"},
	{"guest satisfaction", "guest survey scores", "guest satisfaction scores", "guest scores", "@Medallia"},
	{"labor costs", "labor cost", "labor percentage", "payroll hours", "payroll costs"},
	{"food cost", "food costs", "ingredient spend", "plate costs", "food cost percentage"},
	{"menu development", "seasonal menus", "new menus", "menu design", "wrote menus"},
	{"local sourcing", "local farms", "local produce", "local growers"},
	// Logistics and payroll.
	{"freight audit", "carrier invoices", "freight invoices", "freight bill audit"},
	{"carrier scorecards", "carrier report cards", "carrier performance reviews"},
	{"hours of service", "hours-of-service", "HOS", "driving-hour limits", "ELD logs"},
	{"detention", "wait-time charges", "detention charges", "detention fees"},
	{"cube utilization", "trailer fill", "trailer utilization", "load utilization"},
	{"garnishments", "wage garnishments", "wage withholding orders", "child support orders", "tax levies"},
	{"Form 941", "quarterly federal payroll tax returns", "quarterly payroll tax returns", "941s"},
	{"W-2", "W-2s", "year-end wage statements", "year-end tax forms"},
	{"off-cycle", "off-cycle payroll", "special check runs", "manual checks", "off-cycle checks"},
	{"multi-state", "multi-state payroll", "multiple states", "several states"},
	// Banking.
	{"business development", "referral pipeline", "referral network", "referral partners"},
	{"credit memos", "credit memo", "loan write-ups", "credit write-ups", "credit presentations"},
	{"debt service coverage ratio", "DSCR", "debt service coverage"},
	{"fair lending", "Equal Credit Opportunity Act", "ECOA", "Regulation B", "HMDA"},
	// Schools.
	{"restorative practices", "restorative justice", "restorative conferences", "repair-harm", "restorative circles"},
	{"chronic absenteeism", "attendance interventions", "truancy", "attendance intervention"},
	{"emergency drills", "lockdown drills", "fire drills", "evacuation drills", "evacuation rehearsals", "lockdown"},
}

// workTerms is Stride's thesaurus of work (data/workterms.txt): groups of
// terms, field by field, written by a lexicographer who never saw
// Stride's evaluation cases (data/README.md), in the same sense as
// conceptGroups.
//
//go:embed data/workterms.txt
var workTerms string

// workTerms2 is the thesaurus's second part, by a second writer
// (data/README.md), read after the first.
//
//go:embed data/workterms2.txt
var workTerms2 string

// workTerms3 is its third part, home services and the building trades,
// by a third writer (data/README.md), read after the second.
//
//go:embed data/workterms3.txt
var workTerms3 string

// workTerms4 is its fourth part, senior living, home care, healthcare
// billing, grocery stores and food warehouses, by a fourth writer
// (data/README.md), read after the third.
//
//go:embed data/workterms4.txt
var workTerms4 string

// workTerms5 is its fifth part, quarries, ready-mix, asphalt and precast
// plants, materials testing, heavy equipment and diesel repair, welding,
// rigging, trucking and dispatch, site safety, construction sales and
// estimating, and a building-materials supplier's office, by a fifth
// writer (data/README.md), read after the fourth.
//
//go:embed data/workterms5.txt
var workTerms5 string

// allConceptGroups are conceptGroups and the thesaurus's groups. A
// thesaurus group that shares a term with one group before it joins it;
// one that would join two keeps to itself, without the shared terms, so
// that no term names two groups.
var allConceptGroups = sync.OnceValue(func() [][]string {
	groups := make([][]string, len(conceptGroups))
	owner := map[string]int{}
	key := func(t string) string { return strings.Join(termWords(strings.TrimPrefix(t, "@")), " ") }
	for g, terms := range conceptGroups {
		groups[g] = append([]string{}, terms...)
		for _, t := range terms {
			owner[key(t)] = g
		}
	}
	sc := bufio.NewScanner(strings.NewReader(workTerms + "\n" + workTerms2 + "\n" + workTerms3 + "\n" + workTerms4 + "\n" + workTerms5))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var terms []string
		joins := map[int]bool{}
		for _, t := range strings.Split(line, "|") {
			t = strings.TrimSpace(t)
			if g, ok := owner[key(t)]; ok {
				joins[g] = true
			} else if key(t) != "" {
				terms = append(terms, t)
			}
		}
		g := len(groups)
		if len(joins) == 1 {
			for j := range joins {
				g = j
			}
		}
		if g == len(groups) {
			if len(terms) < 2 {
				continue
			}
			groups = append(groups, nil)
		}
		for _, t := range terms {
			if _, ok := owner[key(t)]; !ok {
				owner[key(t)] = g
				groups[g] = append(groups[g], t)
			}
		}
	}
	return groups
})

// conceptTerm is one term of a group, as stemmed words.
type conceptTerm struct {
	group   int
	words   []string
	text    string
	upper   bool // an abbreviation: matched only as written in capitals
	product bool
	heads   []int // groups of the terms this one ends with
	objects []int // groups of the terms this one starts with
}

// conceptTable is every term of every group, longest first, with the
// terms that start with each first word (stemmed), so that finding a
// text's terms looks up its words rather than trying every term.
type conceptTable struct {
	terms   []conceptTerm
	byFirst map[string][]int // stem of a term's first word → its terms, in terms' order
}

var conceptIndex = sync.OnceValue(func() *conceptTable {
	var terms []conceptTerm
	for g, group := range allConceptGroups() {
		for _, t := range group {
			name, product := strings.CutPrefix(t, "@")
			if w := termWords(name); len(w) > 0 {
				terms = append(terms, conceptTerm{group: g, words: w, text: name, upper: isAbbreviation(name), product: product})
			}
		}
	}
	// Longer terms first, so "ACH payment runs" wins over "payment runs".
	sort.SliceStable(terms, func(i, j int) bool { return len(terms[i].words) > len(terms[j].words) })
	t := &conceptTable{terms: terms, byFirst: map[string][]int{}}
	byWords := map[string]int{}
	byText := map[string]string{} // a term's words → its text
	for i, term := range terms {
		k := stem(term.words[0])
		t.byFirst[k] = append(t.byFirst[k], i)
		if !term.product {
			byWords[strings.Join(term.words, " ")] = term.group
			byText[strings.Join(term.words, " ")] = term.text
		}
	}
	for i, term := range terms {
		for j := 1; j < len(term.words); j++ {
			if g, ok := byWords[strings.Join(term.words[j:], " ")]; ok && g != term.group && !slices.Contains(terms[i].heads, g) {
				terms[i].heads = append(terms[i].heads, g)
			}
			// A plural term's singular used as a modifier is no object:
			// "bid lettings" are not worked on as bids are.
			first := strings.Join(term.words[:j], " ")
			if g, ok := byWords[first]; ok && g != term.group && !slices.Contains(terms[i].objects, g) &&
				!(j == 1 && attributive(strings.Fields(strings.ToLower(term.text))[0], byText[first])) {
				terms[i].objects = append(terms[i].objects, g)
			}
		}
	}
	return t
})

func isAbbreviation(t string) bool {
	letters := 0
	for _, r := range t {
		if r >= 'a' && r <= 'z' {
			return false
		}
		if r >= 'A' && r <= 'Z' {
			letters++
		}
	}
	return letters >= 2
}

var stemWordRe = regexp.MustCompile(`[\p{L}\p{N}]+`)

// stemWords are text's words, lower case and stemmed.
func stemWords(text string) []string {
	ws := stemWordRe.FindAllString(strings.ToLower(text), -1)
	for i, w := range ws {
		ws[i] = stem(w)
	}
	return ws
}

// termWords are text's words for finding terms: lower case, plurals made
// singular, nothing else cut ("coaching" is not "coach", "leader" is not
// "leads").
func termWords(text string) []string {
	ws := stemWordRe.FindAllString(strings.ToLower(text), -1)
	for i, w := range ws {
		ws[i] = singularWord(w)
	}
	return ws
}

func singularWord(w string) string {
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		return w[:len(w)-1]
	}
	return w
}

// span is where a run of words sits in a text.
type span struct{ start, end int }

// wordSpans are text's words (stemmed) with where each one is.
func wordSpans(text string) ([]string, []span) {
	idx := stemWordRe.FindAllStringIndex(text, -1)
	ws := make([]string, len(idx))
	sp := make([]span, len(idx))
	for i, ix := range idx {
		ws[i] = singularWord(strings.ToLower(text[ix[0]:ix[1]]))
		sp[i] = span{ix[0], ix[1]}
	}
	return ws, sp
}

// conceptHit is a term of a group found in a text, as the text writes it.
type conceptHit struct {
	group   int
	term    string // the group's term
	found   string // the text's words
	at      int
	product bool
	// heads are the groups of the terms the found term ends with: "dental
	// x-rays" are x-rays, "peritoneal dialysis" is dialysis.
	heads []int
	// objects are the groups of the terms it starts with: "W-2 processing"
	// is work on W-2s, "blueprint reading" on blueprints.
	objects []int
}

// names reports whether the hit names group g, itself or by its head.
func (h conceptHit) names(g int) bool { return h.group == g || slices.Contains(h.heads, g) }

// groups are the hit's group, its heads' and its objects'.
func (h conceptHit) groups() []int {
	return append(append([]int{h.group}, h.heads...), h.objects...)
}

// findConcepts returns the concept terms text names, longest first where
// they overlap.
func findConcepts(text string) []conceptHit {
	ws, sp := wordSpans(text)
	table := conceptIndex()
	// Every place a term could start, then the longest terms first.
	type cand struct{ term, at int }
	var cands []cand
	for i, w := range ws {
		for _, ti := range table.byFirst[stem(w)] {
			if i+len(table.terms[ti].words) <= len(ws) {
				cands = append(cands, cand{ti, i})
			}
		}
	}
	sort.Slice(cands, func(a, b int) bool {
		if cands[a].term != cands[b].term {
			return cands[a].term < cands[b].term
		}
		return cands[a].at < cands[b].at
	})
	var out []conceptHit
	taken := make([]bool, len(ws))
next:
	for _, c := range cands {
		t, i := table.terms[c.term], c.at
		n := len(t.words)
		for j := 0; j < n; j++ {
			// The text may inflect a term's word ("split-testing" for
			// "split tests"), not shorten it ("coach" is not "coaching").
			if taken[i+j] || ws[i+j] != t.words[j] && (len(t.words[j]) < 4 || !strings.HasPrefix(ws[i+j], t.words[j]) || stem(ws[i+j]) != stem(t.words[j])) {
				continue next
			}
		}
		found := text[sp[i].start:sp[i+n-1].end]
		if t.upper && found != strings.ToUpper(found) {
			continue // "pit" in a sentence is not PIT
		}
		for j := 0; j < n; j++ {
			taken[i+j] = true
		}
		out = append(out, conceptHit{group: t.group, term: t.text, found: found, at: sp[i].start, product: t.product, heads: t.heads, objects: t.objects})
	}
	return out
}

// conceptWeights is the groups a text names, each weighted by how
// specific its words are: a term of several words, an abbreviation or a
// product counts 1, one everyday word ("payroll", "scheduling") 0.4.
func conceptWeights(text string) map[int]float64 {
	out := map[int]float64{}
	for _, h := range findConcepts(text) {
		w := 0.4
		if h.product || isAbbreviation(h.found) || len(strings.Fields(h.found)) > 1 || strings.ContainsAny(h.found, "-/&") {
			w = 1
		}
		for _, g := range h.groups() {
			out[g] = max(out[g], w)
		}
	}
	return out
}

// conceptSet is the groups a text names.
func conceptSet(text string) map[int]bool {
	out := map[int]bool{}
	for _, h := range findConcepts(text) {
		for _, g := range h.groups() {
			out[g] = true
		}
	}
	return out
}
