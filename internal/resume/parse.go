package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ParsedData is the structured resume the upload returns (seed 001 §3.2
// "Resume upload result"). A field not found in the text stays empty.
type ParsedData struct {
	PersonalInfo   PersonalInfo    `json:"personalInfo"`
	Experience     []Experience    `json:"experience"`
	Education      []Education     `json:"education"`
	Skills         []string        `json:"skills"`
	Projects       []Project       `json:"projects"`
	Certifications []Certification `json:"certifications"`
}

// PersonalInfo is the contact block of a resume.
type PersonalInfo struct {
	FullName string `json:"fullName"`
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Location string `json:"location"`
	LinkedIn string `json:"linkedin"`
	Website  string `json:"website"`
	Summary  string `json:"summary"`
}

// Experience is one role. Dates are "YYYY-MM" or "YYYY"; EndDate is
// "Present" for a current role.
type Experience struct {
	Title       string `json:"title"`
	Company     string `json:"company"`
	Location    string `json:"location"`
	StartDate   string `json:"startDate"`
	EndDate     string `json:"endDate"`
	Description string `json:"description"`
}

// Education is one degree or course of study.
type Education struct {
	Degree         string `json:"degree"`
	School         string `json:"school"`
	Location       string `json:"location"`
	GraduationDate string `json:"graduationDate"`
	Details        string `json:"details"`
}

// Project is a named piece of work with the technologies it used.
type Project struct {
	Name         string   `json:"name"`
	Description  string   `json:"description"`
	Technologies []string `json:"technologies"`
	Link         string   `json:"link"`
}

// Certification is a certificate or licence.
type Certification struct {
	Name   string `json:"name"`
	Issuer string `json:"issuer"`
	Date   string `json:"date"`
}

// Section keys.
const (
	secHeader         = "header"
	secSummary        = "summary"
	secExperience     = "experience"
	secEducation      = "education"
	secSkills         = "skills"
	secProjects       = "projects"
	secCertifications = "certifications"
	secOther          = "other"
)

var headingWords = map[string]string{}

func init() {
	add := func(sec string, words ...string) {
		for _, w := range words {
			headingWords[w] = sec
		}
	}
	add(secExperience, "experience", "work experience", "employment history", "professional experience",
		"career history", "work history", "employment", "relevant experience", "professional background",
		"clinical experience", "experience history", "career experience", "professional history",
		"work and experience", "industry experience", "teaching experience", "research experience", "positions held", "work")
	add(secEducation, "education", "academic background", "education and training", "academic qualifications",
		"educational background", "academic history", "education history", "qualifications", "training and education",
		"education and qualifications", "academics")
	add(secSkills, "skills", "technical skills", "core competencies", "expertise", "key skills", "competencies",
		"skills and tools", "technologies", "areas of expertise", "tools", "skills and abilities", "core skills",
		"technical expertise", "tech stack", "skill set", "skillset", "tools and technologies", "relevant skills",
		"professional skills", "skills and expertise", "key competencies", "technical proficiencies", "proficiencies")
	add(secProjects, "projects", "selected projects", "personal projects", "key projects", "side projects",
		"academic projects", "project experience", "projects experience", "notable projects", "portfolio")
	add(secCertifications, "certifications", "licenses and certifications", "licences and certifications",
		"certificates", "certification", "licenses", "licences", "courses and certifications",
		"certifications and licenses", "professional certifications", "training and certifications", "credentials")
	add(secSummary, "summary", "profile", "about", "about me", "objective", "professional summary",
		"career objective", "career summary", "personal statement", "executive summary", "professional profile",
		"personal profile", "overview", "summary of qualifications", "profile summary")
	add(secOther, "languages", "interests", "hobbies", "references", "awards", "honors", "honours",
		"volunteer", "volunteering", "volunteer experience", "publications", "activities", "achievements",
		"personal details", "awards and honors", "leadership", "additional information", "affiliations",
		"memberships", "hobbies and interests", "extracurricular activities", "conferences")
	add(secHeader, "contact", "contact information", "contact details", "personal information", "details")
	// The same headings in French, Spanish, Portuguese and German, as
	// resumes written in them use.
	add(secExperience, "expérience", "expériences", "expérience professionnelle", "expériences professionnelles",
		"parcours professionnel", "experiencia", "experiencia laboral", "experiencia profesional", "experiência",
		"experiência profissional", "berufserfahrung", "berufliche erfahrung", "berufliche laufbahn", "beruflicher werdegang")
	add(secEducation, "formation", "formations", "diplômes", "formation et diplômes", "éducation", "formación",
		"formación académica", "educación", "estudios", "formação", "formação acadêmica", "formação académica",
		"ausbildung", "bildung", "bildungsweg", "schulbildung", "studium")
	add(secSkills, "compétences", "compétences techniques", "habilidades", "competencias", "competências",
		"conocimientos", "kenntnisse", "fähigkeiten", "fachkenntnisse", "kompetenzen", "edv kenntnisse")
	add(secCertifications, "certificaciones", "certificados", "certificações", "zertifikate",
		"zertifizierungen", "weiterbildung", "weiterbildungen")
	add(secSummary, "profil", "profil professionnel", "perfil", "perfil profesional", "perfil profissional", "resumo",
		"über mich", "kurzprofil")
	// Not "Proyectos" alone: the wrapped end of a degree ("Máster en
	// Dirección y Gestión de" / "Proyectos").
	add(secProjects, "projets personnels", "proyectos personales", "projetos pessoais", "projekterfahrung")
	add(secOther, "langues", "idiomas", "sprachen", "sprachkenntnisse", "centres d intérêt", "loisirs", "intereses",
		"interesses", "hobbys", "interessen", "références", "referencias", "referências", "referenzen", "bénévolat",
		"voluntariado", "ehrenamt", "prix", "premios", "prémios", "auszeichnungen", "publicaciones")
	add(secHeader, "coordonnées", "contacto", "contato", "kontakt", "informations personnelles", "datos personales",
		"dados pessoais", "persönliche daten")
}

// headingOf returns the section a line heads, or "".
func headingOf(line string) string {
	t := strings.TrimSpace(line)
	if t == "" || utf8.RuneCountInString(t) > 45 || startsLower(t) && strings.HasSuffix(t, ".") {
		// "projects." is a wrapped sentence's end, not a heading.
		return ""
	}
	t = strings.TrimRight(t, ":：-–— ")
	t = strings.ReplaceAll(t, "&", " and ")
	t = strings.ReplaceAll(t, "/", " and ")
	t = strings.ToLower(collapseSpaces(strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || r == ' ' {
			return r
		}
		return ' '
	}, t)))
	if k := headingWords[t]; k != "" {
		return k
	}
	return compoundHeading(line, t)
}

// headingKeys are the words that name a section anywhere in a heading, in
// order of precedence: "Leadership and Work Experience" is experience,
// "Education & Certifications" education, "Skills Summary" skills.
var headingKeys = []struct{ word, kind string }{
	{"experience", secExperience}, {"employment", secExperience}, {"positions", secExperience},
	{"education", secEducation}, {"academic", secEducation}, {"academics", secEducation}, {"degrees", secEducation},
	{"schooling", secEducation},
	{"skills", secSkills}, {"competencies", secSkills}, {"highlights", secSkills}, {"toolbox", secSkills},
	{"technologies", secSkills}, {"expertise", secSkills}, {"stack", secSkills}, {"proficiencies", secSkills},
	{"toolkit", secSkills},
	{"projects", secProjects}, {"portfolio", secProjects},
	{"certifications", secCertifications}, {"certificates", secCertifications}, {"licenses", secCertifications},
	{"licences", secCertifications},
	{"summary", secSummary}, {"profile", secSummary}, {"objective", secSummary},
	{"interests", secOther}, {"hobbies", secOther}, {"languages", secOther}, {"awards", secOther},
	{"honors", secOther}, {"honours", secOther}, {"publications", secOther}, {"volunteering", secOther},
	{"references", secOther}, {"activities", secOther}, {"leadership", secOther}, {"affiliations", secOther},
	{"achievements", secOther},
}

var headingKeyOf = func() map[string]int {
	m := map[string]int{}
	for i, k := range headingKeys {
		m[k.word] = i
	}
	return m
}()

// compoundHeading recognises a heading the vocabulary lacks by its form: a
// short line of capitalised words (or capitals) with no digits or contact
// marks whose last word names a section ("Computer Engineering
// Experience", "Technical Highlights", "Experience & Leadership"); the
// section is the strongest key word in it. norm is the line in lower case
// with only letters and spaces.
func compoundHeading(line, norm string) string {
	words := strings.Fields(norm)
	if len(words) < 1 || len(words) > 6 || strings.ContainsAny(line, "0123456789@,.|:;()") {
		return ""
	}
	if _, ok := headingKeyOf[words[len(words)-1]]; !ok {
		return ""
	}
	if len(words) >= 3 && schoolRe.MatchString(line) {
		// "Trent Shores University - School of Education": a school
		// and its faculty, not the Education section.
		return ""
	}
	if len(words) >= 2 && words[len(words)-1] == "education" && educationFields[words[len(words)-2]] {
		// "Special Education", "Physical Education": a field taught (a
		// group of a teacher's skills), not the Education section.
		return ""
	}
	for _, w := range strings.Fields(line) {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLetter(r) && !unicode.IsUpper(r) && !headingConnector[strings.ToLower(w)] {
			return ""
		}
	}
	best := len(headingKeys)
	for _, w := range words {
		if i, ok := headingKeyOf[w]; ok && i < best {
			best = i
		}
	}
	return headingKeys[best].kind
}

// educationFields are the words that make "… Education" a field of
// teaching rather than a section heading.
var educationFields = map[string]bool{"special": true, "physical": true, "childhood": true, "adult": true, "music": true,
	"art": true, "health": true, "science": true, "elementary": true, "secondary": true, "outdoor": true, "environmental": true,
	"patient": true, "religious": true, "bilingual": true, "technical": true, "inclusive": true, "sex": true, "driver": true}

var headingConnector = map[string]bool{"and": true, "of": true, "the": true, "for": true, "in": true, "to": true, "&": true, "/": true, "my": true}

// skillGroupName reports a heading-like line that, under Skills, names a
// group of skills: a compound name ("Programming Languages", "Technical
// Skills") or Leadership; a plain section name (Languages, Interests,
// Education…) still starts its section.
func skillGroupName(line string) bool {
	t := strings.ToLower(collapseSpaces(strings.TrimRight(strings.TrimSpace(line), ":")))
	return t == "leadership" || headingWords[t] == "" || headingWords[t] == secSkills
}

// subLabel reports a line that labels the bullets of a role
// ("Highlights", "Key achievements"), which themes print under each job.
func subLabel(line string) bool {
	switch strings.ToLower(strings.TrimRight(strings.TrimSpace(line), ":")) {
	case "highlights", "key achievements", "achievements", "accomplishments", "key accomplishments", "responsibilities", "key responsibilities":
		return true
	}
	return false
}

type section struct {
	kind  string
	lines []string
}

// splitSections cuts the lines at headings; lines before the first heading
// form the header section.
func splitSections(lines []string) []section {
	secs := []section{{kind: secHeader}}
	for i, l := range lines {
		if subLabel(l) {
			// "Highlights" under a role introduces its bullets; as a
			// section heading it holds roles when dates follow, else skills.
			if cur := secs[len(secs)-1].kind; cur == secExperience || cur == secProjects || cur == secOther {
				continue
			}
			kind := secSkills
			if datesFollow(lines[i+1:]) {
				kind = secExperience
			}
			secs = append(secs, section{kind: kind})
			continue
		}
		if k := headingOf(l); k != "" && !(i > 0 && endsInConnector(lines[i-1]) && !exactHeading(l)) {
			if secs[len(secs)-1].kind == secSkills && (k == secOther || k == secSkills) && (skillGroupName(l) || techListFollows(lines[i+1:])) ||
				secs[len(secs)-1].kind == secSkills && k == secEducation && !educationFollows(lines[i+1:]) {
				// "Programming Languages", "Leadership" under Skills name
				// a group of skills, not a section; so does "Languages"
				// over Java and Kotlin.
				continue
			}
			if cur := &secs[len(secs)-1]; k == secSummary && cur.kind == secSkills && len(strings.Fields(l)) == 1 &&
				(i >= 1 && headingOf(lines[i-1]) == secSkills || i >= 2 && headingOf(lines[i-2]) == secSkills) {
				// "Professional Skills" / "Summary": a label set over two
				// lines beside its block (paper) names one section.
				continue
			}
			var moved []string
			if cur := &secs[len(secs)-1]; k != secSummary {
				moved = labelledList(cur, lines[i+1:])
			}
			secs = append(secs, section{kind: k, lines: moved})
			continue
		}
		if k, rest := fusedHeading(l); k == secSummary && secs[len(secs)-1].kind == secSkills && i > 0 &&
			strings.TrimSpace(lines[i-1]) != "" && !strings.HasSuffix(rest, ".") {
			// "SUMMARY  Systems: Epic, Pyxis" inside a skills block: a
			// label of an empty section set beside the list; a summary
			// is prose.
			secs[len(secs)-1].lines = append(secs[len(secs)-1].lines, rest)
			continue
		}
		if k, rest := fusedHeading(l); k == secOther && secs[len(secs)-1].kind == secSkills && techListFollows(append([]string{rest}, lines[i+1:]...)) {
			// "Languages  Java, Kotlin, SQL" under Skills: a group's
			// label beside its list; beside more labels ("Languages
			// Frameworks") when the lists follow.
			if techListFollows([]string{rest}) {
				secs[len(secs)-1].lines = append(secs[len(secs)-1].lines, rest)
			}
			continue
		}
		if k, rest := fusedHeading(l); k == secOther && secs[len(secs)-1].kind == secSkills && skillGroupName(strings.SplitN(strings.TrimSpace(l), "  ", 2)[0]) && isListContext(rest) {
			// "Leadership  Team Supervision, Training & Mentoring,
			// Counseling" under Skills: a group's label beside its list.
			secs[len(secs)-1].lines = append(secs[len(secs)-1].lines, rest)
			continue
		}
		if k, rest := fusedHeading(l); k != "" {
			// "Work  Pipe Welder (6G)": a margin heading on the line of
			// its section's first entry; or beside the middle of its
			// block, when the layout centres it there.
			secs = append(secs, section{kind: k, lines: append(labelledAbove(&secs[len(secs)-1], lines[i:]), rest)})
			continue
		}
		if m := inlineOtherRe.FindStringSubmatch(l); m != nil {
			// "Interests: Chess, Sailing" ends the section it sits in.
			secs = append(secs, section{kind: secOther, lines: []string{m[1]}})
			continue
		}
		secs[len(secs)-1].lines = append(secs[len(secs)-1].lines, l)
	}
	return secs
}

// isListContext tells a line that lists things ("Tools: Docker, Terraform,
// AWS", "Go · Kafka · gRPC") from prose: after a bullet and a short label,
// at least three items split at commas, semicolons, pipes or dots, most of
// them one to four words. Known skills count only in such lines (and in
// skills sections), not in sentences or under Interests.
func isListContext(l string) bool {
	items := listItems(l)
	if len(items) < 3 {
		return false
	}
	short := 0
	for _, it := range items {
		if n := len(strings.Fields(it)); n >= 1 && n <= 4 {
			short++
		}
	}
	return short*4 >= len(items)*3
}

var enumSepRe = regexp.MustCompile(`\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*|\s*/\s*)`)

// enumeratedSkills returns the known skills a sentence enumerates: two or
// more in a row joined by commas, "and", "or", "&" or "/" ("APIs in Python
// and Kubernetes", "with Go, Kafka and PostgreSQL"). A skill named alone in
// a sentence is not taken.
func enumeratedSkills(l string) []string {
	chunks := enumSepRe.Split(stripBullet(strings.TrimSpace(l)), -1)
	if len(chunks) < 2 {
		return nil
	}
	var out, run []string
	flush := func() {
		if len(run) >= 2 {
			out = append(out, run...)
		}
		run = nil
	}
	for i, c := range chunks {
		c = strings.TrimSpace(strings.TrimRight(c, ".;:!?)"))
		if k := knownListItem(c); k != "" {
			run = append(run, k)
			continue
		}
		flush()
		if i+1 < len(chunks) {
			// The run may start at the end of a clause: "… in Python".
			f := strings.Fields(c)
			for n := min(3, len(f)); n >= 1; n-- {
				if k := knownListItem(strings.Join(f[len(f)-n:], " ")); k != "" {
					run = []string{k}
					break
				}
			}
		}
	}
	flush()
	return out
}

// listItems splits a list line into its items, without a bullet or a short
// label.
func listItems(l string) []string {
	l = stripBullet(strings.TrimSpace(l))
	if m := skillLabelRe.FindStringSubmatch(l); m != nil && len(strings.Fields(m[1])) <= 3 {
		l = m[2]
	}
	return splitSkills(strings.ReplaceAll(l, " and ", ", "))
}

// inlineOtherRe is a labelled line that starts a section of its own.
var inlineOtherRe = regexp.MustCompile(`(?i)^(?:personal\s+)?(?:interests|hobbies|hobbies\s+(?:and|&)\s+interests)\s*:\s*(.+)$`)

// maxParseBytes caps the text Parse looks at.
const maxParseBytes = 256 << 10

// Parse finds the sections and fields of a resume's text. It never invents:
// a field it cannot find stays empty.
func Parse(text string) ParsedData {
	lines := joinBracketWraps(europassForm(dropPageMarks(textLines(text))))
	secs := splitSections(lines)
	d := ParsedData{
		Experience:     []Experience{},
		Education:      []Education{},
		Skills:         []string{},
		Projects:       []Project{},
		Certifications: []Certification{},
	}
	var header []string
	var listed []string
	var listLines, known []string
	for _, s := range secs {
		if s.kind != secHeader && s.kind != secOther {
			for _, l := range s.lines {
				if s.kind == secSkills {
					continue
				}
				if isListContext(l) {
					listLines = append(listLines, l)
					for _, it := range listItems(l) {
						if k := knownListItem(it); k != "" {
							known = append(known, k)
						}
					}
					continue
				}
				known = append(known, enumeratedSkills(l)...)
			}
		}
		switch s.kind {
		case secHeader:
			header = append(header, s.lines...)
		case secSummary:
			if items, ok := summaryList(s.lines); ok {
				listed = append(listed, items...)
			} else if d.PersonalInfo.Summary == "" {
				d.PersonalInfo.Summary = joinParagraph(s.lines)
			}
		case secExperience:
			d.Experience = append(d.Experience, parseExperience(s.lines)...)
		case secEducation:
			d.Education = append(d.Education, parseEducation(s.lines)...)
		case secSkills:
			listed = append(listed, parseSkillList(s.lines)...)
		case secProjects:
			d.Projects = append(d.Projects, parseProjects(s.lines)...)
		case secCertifications:
			d.Certifications = append(d.Certifications, parseCertifications(s.lines)...)
		}
	}
	d.PersonalInfo = parseContact(header, lines, d.PersonalInfo.Summary)
	d.Skills = mergeSkills(append(listed, known...), strings.Join(listLines, "\n"))
	return d
}

// textLines is the cleaned text as the trimmed lines Parse reads.
func textLines(text string) []string {
	if len(text) > maxParseBytes {
		text = text[:maxParseBytes]
	}
	var lines []string
	for _, l := range strings.Split(cleanText(text), "\n") {
		if len(lines) > 5000 {
			break
		}
		l = gluedRangeRe.ReplaceAllString(l, "$1 $2")
		lines = append(lines, truncateRunes(strings.TrimSpace(l), 500))
	}
	return lines
}

// pageMarkRe is a running page footer or header: "Page 2", "Page 1 of
// 3", "Page 1 - Curriculum vitæ of" (Europass, with the name on the next
// line).
var pageMarkRe = regexp.MustCompile(`(?i)^page\s+\d+(?:\s*(?:of|/)\s*\d+)?(?:\s*[-–—|·]\s*(.*))?$`)

// dropPageMarks removes page footers and headers, which fall between an
// entry's lines at a page break; a footer ending in "of" takes the name
// on the line after it along.
func dropPageMarks(lines []string) []string {
	out := lines[:0:0]
	for i := 0; i < len(lines); i++ {
		m := pageMarkRe.FindStringSubmatch(strings.TrimSpace(lines[i]))
		if m == nil {
			out = append(out, lines[i])
			continue
		}
		if strings.HasSuffix(strings.ToLower(strings.TrimSpace(m[1])), " of") && i+1 < len(lines) && len(strings.Fields(lines[i+1])) <= 4 {
			i++
		}
	}
	return out
}

// gluedRangeRe is a date range a layout set flush against the word before
// it ("Mechanical Design Engineer2017-02 - 2020-08"), which the reader
// gets without a space: textLines puts one back.
var gluedRangeRe = regexp.MustCompile(`(\p{Ll})((?:19|20)\d{2}(?:-\d{2})?\s*(?:-|–|—)\s*)`)

func joinParagraph(lines []string) string {
	var parts []string
	for _, l := range lines {
		if l = strings.TrimSpace(l); l != "" {
			parts = append(parts, l)
		}
	}
	return truncateRunes(strings.Join(parts, " "), 2000)
}

// Bullets.

var bulletRe = regexp.MustCompile(`^\s*(?:[•●▪■◦○►▶✓✔➢➤∙·*\-–—]|\d{1,2}[.)])\s+`)

func isBullet(l string) bool { return bulletRe.MatchString(l) }

func stripBullet(l string) string { return strings.TrimSpace(bulletRe.ReplaceAllString(l, "")) }

// placeCodesRe is a place printed as words and codes without commas
// ("Pasadena TX US"), as some themes join a location's parts.
var placeCodesRe = regexp.MustCompile(`^[A-Z][\p{L}.' -]+ [A-Z]{2}(?: [A-Z]{2})?$`)

// summaryList reads an "About" section of short lines that is no prose
// but a sidebar's contacts and groups of skills ("Welding Processes /
// Advanced / SMAW (Stick)"), as a theme with no Skills heading prints
// them: the lines that are not contacts or places are skills.
func summaryList(lines []string) ([]string, bool) {
	n, short := 0, 0
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		n++
		// A short line, or a list in brackets ("Excel (Power Query,
		// Power Pivot, VBA)") that reads as no sentence.
		if f := len(strings.Fields(t)); !strings.HasSuffix(t, ".") && (f <= 5 || f <= 8 && strings.Contains(t, ", ") && !sentenceLike(t)) {
			short++
		}
	}
	if n < 6 || short*10 < n*9 {
		return nil, false
	}
	var items []string
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if len([]rune(t)) <= 2 || strings.Contains(t, "@") || findPhone(t) != "" || urlRe.MatchString(t) ||
			asLocation(t) != "" || looksLikePlace(t) || placeCodesRe.MatchString(t) {
			continue
		}
		items = append(items, t)
	}
	return parseSkillList(items), true
}
