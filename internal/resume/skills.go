package resume

import (
	"regexp"
	"strings"
	"sync"
	"unicode"

	"github.com/stride-oss/stride/internal/catalog"
)

// skillAliases maps common short or alternative spellings (lower case) to
// the canonical skill name.
var skillAliases = map[string]string{
	"js": "JavaScript", "javascript": "JavaScript", "es6": "JavaScript", "ecmascript": "JavaScript",
	"ts": "TypeScript", "k8s": "Kubernetes", "kube": "Kubernetes",
	"postgres": "PostgreSQL", "postgresql": "PostgreSQL", "psql": "PostgreSQL",
	"gcp": "Google Cloud", "google cloud platform": "Google Cloud", "google cloud": "Google Cloud",
	"ml": "Machine Learning", "machine learning": "Machine Learning", "dl": "Deep Learning",
	"ai": "Artificial Intelligence", "nlp": "Natural Language Processing", "natural language processing": "Natural Language Processing",
	"golang": "Go", "reactjs": "React", "react.js": "React", "react": "React",
	"nodejs": "Node.js", "node": "Node.js", "node.js": "Node.js",
	"vue": "Vue.js", "vuejs": "Vue.js", "vue.js": "Vue.js", "angularjs": "Angular", "angular": "Angular",
	"amazon web services": "AWS", "aws": "AWS", "azure": "Microsoft Azure", "ms azure": "Microsoft Azure",
	"sklearn": "scikit-learn", "scikit-learn": "scikit-learn", "mongo": "MongoDB", "mongodb": "MongoDB",
	"mssql": "Microsoft SQL Server", "sql server": "Microsoft SQL Server", "c sharp": "C#", "csharp": "C#",
	"cpp": "C++", "py": "Python", "python3": "Python", "tf": "TensorFlow", "tensorflow": "TensorFlow",
	"ms excel": "Excel", "microsoft excel": "Excel", "excel": "Excel", "powerbi": "Power BI", "power bi": "Power BI",
	"ci/cd": "CI/CD", "cicd": "CI/CD", "jenkins": "Jenkins", "jenkins ci": "Jenkins", "jira": "Jira",
	"atlassian jira": "Jira", "tailwind": "Tailwind CSS", "tailwindcss": "Tailwind CSS", "nextjs": "Next.js",
	"next.js": "Next.js", "springboot": "Spring Boot", "spring boot": "Spring Boot", "rest api": "REST APIs",
	"rest apis": "REST APIs", "restful apis": "REST APIs", "html5": "HTML", "css3": "CSS", "gsuite": "Google Workspace",
	"g suite": "Google Workspace", "ms office": "Microsoft Office", "quickbooks": "QuickBooks", "intuit quickbooks": "QuickBooks",
	"seo": "SEO", "a/b testing": "A/B Testing", "ab testing": "A/B Testing", "ux": "UX Design", "ui/ux": "UI/UX Design",
}

// extraSkills are widely used skills the O*NET hot list lacks.
var extraSkills = []string{
	"Airflow", "gRPC", "Terraform", "Flask", "FastAPI", "Rust", "Kotlin", "Redis", "Prometheus", "Grafana",
	"pandas", "NumPy", "Snowflake", "dbt", "Looker", "Power BI", "Microservices", "GraphQL", "Kafka",
	"Spring Boot", "Next.js", "Svelte", "Elixir", "Haskell", "Clojure", "Objective-C", "Flutter", "Dart",
	"React Native", "Redux", "Webpack", "Sass", "Tailwind CSS", "Bootstrap", "Firebase", "Supabase", "Heroku",
	"Vercel", "Netlify", "CircleCI", "GitLab", "GitHub Actions", "Travis CI", "Datadog", "New Relic", "Sentry",
	"OpenTelemetry", "Istio", "Helm", "Nginx", "RabbitMQ", "Celery", "Hadoop", "Spark", "Databricks", "BigQuery",
	"Keras", "OpenCV", "Hugging Face", "LangChain", "Machine Learning", "Deep Learning", "Computer Vision",
	"Data Analysis", "Data Visualization", "Statistics", "A/B Testing", "SEO", "Google Ads", "Google Analytics",
	"HubSpot", "Salesforce", "Zendesk", "Figma", "Sketch", "Adobe XD", "InVision", "Prototyping", "Wireframing",
	"User Research", "Design Systems", "Accessibility", "Agile", "Scrum", "Kanban", "Jira", "Confluence", "Trello",
	"Notion", "Excel", "NetSuite", "Xero", "SAP", "GAAP", "IFRS", "Financial Modeling", "Financial Reporting",
	"Budgeting", "Forecasting", "Epic", "Cerner", "Shopify", "Magento", "WooCommerce", "Stripe", "Unity",
	"Unreal Engine", "Blender", "AutoCAD", "SolidWorks", "Revit", "Ansible", "Vagrant", "Packer", "Vault",
	"Consul", "Nomad", "OpenShift", "CloudFormation", "Lambda", "DynamoDB", "Cassandra", "Elasticsearch",
	"Kibana", "Logstash", "Splunk", "Tableau", "Alteryx", "SPSS", "Stata", "MATLAB", "LaTeX", "Linux", "Bash",
	"PowerShell", "Perl", "Ruby on Rails", "Laravel", "Symfony", "Django", "ASP.NET", ".NET", "Entity Framework",
	"Hibernate", "JUnit", "pytest", "Jest", "Cypress", "Playwright", "Selenium", "Postman", "Swagger", "OpenAPI",
	"Copywriting", "Content Strategy", "Project Management", "Product Management", "Stakeholder Management",
	"Team Leadership", "Public Speaking", "Customer Service", "Patient Care", "Telemetry", "Tailwind CSS", "CI/CD",
}

// English words that are also product names: matched only with the exact
// capitalisation, and never as the first word of a line or sentence.
var ambiguousSkills = map[string]bool{
	"access": true, "word": true, "project": true, "teams": true, "chef": true, "puppet": true, "swift": true,
	"ruby": true, "slack": true, "zoom": true, "epic": true, "spark": true, "rust": true, "sketch": true,
	"notion": true, "lambda": true, "vault": true, "consul": true, "nomad": true, "unity": true, "stripe": true,
	"telemetry": true, "statistics": true, "budgeting": true, "forecasting": true, "agile": true, "excel": true,
	"bootstrap": true, "helm": true, "packer": true, "celery": true, "jest": true, "dart": true, "flutter": true,
	"accessibility": true, "prototyping": true, "wireframing": true, "copywriting": true, "elixir": true,
	"canva": true, "informatica": true, "procore": true, "workday": true, "yardi": true, "facebook": true,
	"tiktok": true, "json": true, "xml": true,
}

type skillEntry struct {
	display string
	surface string // the spelling an exact match needs
	exact   bool   // match only with this exact capitalisation
}

var (
	skillOnce  sync.Once
	skillIndex map[string]skillEntry // lower-case surface form → entry
	skillMaxN  int
)

// genericProductWords are product names that mean nothing without their
// vendor ("Google Analytics" is not "Analytics").
var genericProductWords = map[string]bool{
	"Analytics": true, "Docs": true, "Sheets": true, "Workspace": true, "Cloud": true, "Office": true,
	"Project": true, "Access": true, "Teams": true, "Word": true, "Outlook": true, "Dynamics": true,
	"Edge": true, "Windows": true, "Windows Server": true, "Safari": true, "Database": true,
	"Creative Cloud": true, "Active Directory": true, "Visual Basic": true, "Team Foundation Server": true,
}

// vendorPrefixes are dropped from O*NET names to get the name people write
// ("Apache Kafka" → "Kafka").
var vendorPrefixes = []string{"Microsoft ", "Apache ", "Oracle ", "Google ", "Adobe ", "Atlassian ", "Amazon ", "Apple ",
	"Autodesk ", "IBM ", "Intuit ", "Dassault Systemes ", "ESRI ", "Trimble ", "Bentley ", "Splunk ", "Red Hat ", "Mozilla ",
	"Cisco ", "Kronos ", "Marketo ", "Teradata ", "Henry Schein "}

func loadSkillIndex() {
	skillIndex = map[string]skillEntry{}
	add := func(surface, display string) {
		surface = strings.TrimSpace(surface)
		if len([]rune(surface)) < 2 {
			return
		}
		key := strings.ToLower(surface)
		if _, ok := skillIndex[key]; ok {
			return
		}
		words := strings.Fields(surface)
		exact := len(words) == 1 && (ambiguousSkills[key] || len([]rune(surface)) <= 3)
		if len(words) == 1 && len([]rune(surface)) <= 2 {
			return // R, C, Go: too ambiguous in running text; taken from skill lists only
		}
		skillIndex[key] = skillEntry{display: display, surface: surface, exact: exact}
		skillMaxN = max(skillMaxN, len(words))
	}
	for k, v := range skillAliases {
		if len(k) > 2 {
			add(k, v)
		}
	}
	for _, s := range extraSkills {
		add(s, s)
	}
	c, err := catalog.Load()
	if err == nil {
		hot := map[string]bool{}
		for _, o := range c.Occupations {
			for _, t := range o.Tech {
				if t.Hot || t.InDemand {
					hot[t.Name] = true
				}
			}
		}
		for name := range hot {
			short := name
			for _, p := range vendorPrefixes {
				if strings.HasPrefix(short, p) && len(short) > len(p)+1 && !genericProductWords[strings.TrimPrefix(short, p)] {
					short = strings.TrimPrefix(short, p)
					break
				}
			}
			short = strings.TrimSuffix(short, " software")
			if looksGeneric(short) {
				continue
			}
			add(short, short)
			if short != name {
				add(name, short)
			}
		}
		for _, a := range c.TechAliases {
			if hot[a[0]] && len(a[1]) >= 3 && !looksGeneric(a[1]) {
				add(a[1], a[1])
			}
		}
	}
}

// looksGeneric rejects catalogue entries that are ordinary words or
// categories, not skills ("Educational", "Social media").
func looksGeneric(s string) bool {
	if strings.ToLower(s) == s && !strings.ContainsAny(s, ".+#") {
		return true
	}
	f := strings.Fields(s)
	return len(f) > 5
}

// skillKey is the deduplication key: the canonical name, lower case.
func skillKey(s string) string {
	k := strings.ToLower(strings.TrimSpace(s))
	if v, ok := skillAliases[k]; ok {
		return strings.ToLower(v)
	}
	skillOnce.Do(loadSkillIndex)
	if e, ok := skillIndex[k]; ok {
		return strings.ToLower(e.display)
	}
	return k
}

var skillTokenRe = regexp.MustCompile(`[A-Za-z0-9][A-Za-z0-9+#.&/'\-]*`)

// findKnownSkills returns the known skills mentioned anywhere in text, in
// order of first mention, by canonical name.
func findKnownSkills(text string) []string {
	skillOnce.Do(loadSkillIndex)
	var out []string
	seen := map[string]bool{}
	for _, line := range strings.Split(text, "\n") {
		locs := skillTokenRe.FindAllStringIndex(line, -1)
		toks := make([]string, len(locs))
		for i, l := range locs {
			toks[i] = strings.TrimRight(line[l[0]:l[1]], ".,'/-&")
		}
		for i := 0; i < len(toks); i++ {
			for n := min(skillMaxN, len(toks)-i); n >= 1; n-- {
				surface := strings.Join(toks[i:i+n], " ")
				e, ok := skillIndex[strings.ToLower(surface)]
				if !ok {
					continue
				}
				if e.exact && (surface != e.surface && !isAcronym(surface) || sentenceStart(line, locs[i][0])) {
					continue
				}
				if e.exact && isAcronym(surface) && surface != strings.ToUpper(surface) {
					continue
				}
				k := strings.ToLower(e.display)
				if !seen[k] {
					seen[k] = true
					out = append(out, e.display)
				}
				i += n - 1
				break
			}
		}
	}
	return out
}

func isAcronym(s string) bool {
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// sentenceStart reports whether position i begins a line or a sentence.
func sentenceStart(line string, i int) bool {
	before := strings.TrimRight(line[:i], " ")
	before = strings.TrimRight(bulletRe.ReplaceAllString(before, ""), " ")
	return before == "" || strings.HasSuffix(before, ".") || strings.HasSuffix(before, ":") || strings.HasSuffix(before, "!") || strings.HasSuffix(before, "?")
}

// mergeSkills keeps the listed skills as the user spelled them and adds the
// known skills found in the text, without duplicates (case-insensitive and
// alias-aware).
func mergeSkills(listed []string, text string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, s := range listed {
		k := skillKey(s)
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, s)
	}
	for _, s := range findKnownSkills(text) {
		k := skillKey(s)
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, s)
		if len(out) >= 100 {
			break
		}
	}
	return out
}

// listOnlySkills are names too short to look for in running text, known
// only as items of a list.
var listOnlySkills = map[string]bool{"Go": true, "R": true, "C": true, "C#": true, "F#": true}

// knownListItem returns the canonical name of a list item that is a known
// skill ("Stack: Go, PostgreSQL" in a role), or "".
func knownListItem(item string) string {
	item = strings.TrimSpace(strings.TrimRight(item, "."))
	if listOnlySkills[item] {
		return item
	}
	skillOnce.Do(loadSkillIndex)
	e, ok := skillIndex[strings.ToLower(item)]
	if !ok || e.exact && item != e.surface && !(isAcronym(item) && len(item) > 1) {
		return ""
	}
	return e.display
}
