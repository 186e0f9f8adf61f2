package ai

import (
	"regexp"
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
	{"continuous improvement", "5S", "kaizen", "slotting project", "process improvement"},
	{"PLC troubleshooting", "ladder logic", "@ControlLogix", "@CompactLogix", "PLC", "PLCs"},
	{"variable frequency drives", "VFD", "VFDs"},
	{"lockout/tagout", "LOTO", "lockout tagout"},
	{"preventive maintenance", "PMs", "PM program", "preventative maintenance"},
	{"blueprints", "schematics", "one-lines", "panel drawings", "electrical drawings"},
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
	{"Multi-Tiered System of Supports", "MTSS", "RTI", "student intervention team", "Tier 2"},
	{"positive behavior supports", "PBIS", "calm-down corner", "class job system", "classroom management"},
	{"family engagement", "newsletters home", "family conferences", "parent communication", "fall conferences"},
	// Legal.
	{"docketing", "case calendars", "@CompuLaw", "court deadlines"},
	{"electronic court filing", "e-filing", "@CM/ECF", "@eFileIL", "efile"},
	{"e-discovery", "eDiscovery", "@Relativity", "document review"},
	{"legal research", "@Westlaw", "@Lexis", "@LexisNexis"},
	{"trial presentation software", "@Trial Director", "@TrialDirector"},
	{"document management system", "@iManage", "@NetDocuments"},
	// Customer support and service.
	{"customer satisfaction", "CSAT"},
	{"first contact resolution", "one-touch resolution", "FCR", "first-contact resolution"},
	{"knowledge base", "help-center articles", "help center", "help articles"},
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
	{"observability", "@Datadog", "@Grafana", "@Prometheus", "alerting"},
	{"containerization", "@Docker", "@Kubernetes", "containers"},
	{"code reviews", "code review", "reviewed pull requests", "pull requests"},
	{"product roadmap", "roadmap", "roadmaps"},
	{"user research", "customer interviews", "usability tests", "usability testing", "user interviews"},
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
}

// conceptTerm is one term of a group, as stemmed words.
type conceptTerm struct {
	group   int
	words   []string
	text    string
	upper   bool // an abbreviation: matched only as written in capitals
	product bool
}

var conceptIndex = sync.OnceValue(func() []conceptTerm {
	var out []conceptTerm
	for g, terms := range conceptGroups {
		for _, t := range terms {
			name, product := strings.CutPrefix(t, "@")
			out = append(out, conceptTerm{group: g, words: termWords(name), text: name, upper: isAbbreviation(name), product: product})
		}
	}
	return out
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
}

// findConcepts returns the concept terms text names, longest first where
// they overlap.
func findConcepts(text string) []conceptHit {
	ws, sp := wordSpans(text)
	var out []conceptHit
	taken := make([]bool, len(ws))
	terms := conceptIndex()
	// Longer terms first, so "ACH payment runs" wins over "payment runs".
	order := make([]int, len(terms))
	for i := range order {
		order[i] = i
	}
	sortByLen(order, terms)
	for _, ti := range order {
		t := terms[ti]
		n := len(t.words)
		if n == 0 {
			continue
		}
	next:
		for i := 0; i+n <= len(ws); i++ {
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
			out = append(out, conceptHit{group: t.group, term: t.text, found: found, at: sp[i].start, product: t.product})
		}
	}
	return out
}

func sortByLen(order []int, terms []conceptTerm) {
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && len(terms[order[j]].words) > len(terms[order[j-1]].words); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
}

// conceptSet is the groups a text names.
func conceptSet(text string) map[int]bool {
	out := map[int]bool{}
	for _, h := range findConcepts(text) {
		out[h.group] = true
	}
	return out
}
