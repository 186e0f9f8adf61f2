package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Education.

var (
	degreeRe = regexp.MustCompile(`\b(?:Bachelor|Bachelors|Bachelor's|Master|Masters|Master's|Associate|Associate's|Doctor|Doctorate|Diploma|Certificate|Licenciatura|Laurea|Magister|Postgraduate|Undergraduate|Graduate Certificate|Degree|Diplôme|Diploma|Ingénieur|A-Levels|GCSEs?|Juris Doctor|Maestría|Máster|Mestrado|Doctorado|Pregrado|Specialist degree|Training program(?:me)?|Intermediate \((?:I\.?Com|F\.?Sc|ICS|F\.?A)|(?i:high school diploma)|Diplom|Staatsexamen|Red Seal|QQI Level \d+|Major Award|NVQ|SVQ|SSLC|HSC|SSC|Matric|Abitur|Baccalauréat|Journeyperson|Journeyman|Continuing Education|Non-degree|Nondegree)\b|^High School$|\bDr\.[ -](?:rer\. ?(?:nat|pol|soc|medic)|phil|med(?:\. dent)?|iur|jur|theol|Ing)\.|\bD\.?Phil\b|\bEd\.?D\b|\bPsy\.?D\b|(?:^|[\s(,])(?:[ABM]\.(?:[A-Z][a-z]?\.){1,3}|B\.?(?:F\.?A|Ed|Tech|Com|Arch|Des|Mus|Pharm|Sc)\.?|M\.?(?:Sc|Ed|Tech|F\.?A|Arch|Phil|Res|Com)\.?|B\.?S\.?c?|B\.?A\.?|M\.?S\.?c?|M\.?A\.?|MBA|M\.B\.A\.|Ph\.?D\.?|B\.?Eng\.?|M\.?Eng\.?|BFA|MFA|LLB|LLM|J\.?D\.?|M\.?D\.?|BBA|Pharm\.?D\.?|D\.?V\.?M\.?|D\.?D\.?S\.?|DEC|A\.A\.S?\.?|A\.S\.|AAS|GED|HND|BTEC|MPH|MSW|BSN|MSN|DNP|MEd|M\.Ed\.?)\.?(?:$|[\s,)(:\-–—])`)
	// The end is any non-letter, not \b: Go's \b is ASCII, so it never
	// closes "Université" or "école".
	schoolRe = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:university|universit[yé]|universität|universidad|universidade|università|college|institute|institut|school|academy|polytechnic|politecnico|conservatory|seminary|bootcamp|ecole|école|hochschule|c[eé]gep|tafe|scoil|gymnasium|lycée|liceo|col[eé]gio|escola|unidad educativa|centro (?:de bachillerato|agroindustrial|agropecuario|de formaci[óo]n)|centre de formation|(?-i:CFA) (?:(?-i:\p{Lu})\p{L}*|des|du|de)|escuela|faculdade|facultad|politechnika|uniwersytet|wyższa szkoła|akademia|universiteit|hogeschool|lyceum|ihk|handwerkskammer|polytechnic|instituto|training cent(?:er|re)|industry training|training (?:ltd|limited|llc|inc|pty)|coláiste|gaelcholáiste|gaelscoil|apprenticeship program(?:me)?|jatc|universitari[ao]|universitári[ao]|universitas|universitet|högskola|högskolan|vuxenutbildning|komvux|politeknik|politécnico|polyvalente|board of (?:intermediate|secondary|higher secondary|technical)|sekolah|univerzita|univerzitet|egyetem|főiskola|kolej|üniversitesi|universitatea|technikum|škola|skola|szkoła|gimnázium|gimnazjum|gimnazija|liceul|lisesi|yüksekokulu|meslek yüksekokulu|kolleg|fakulta|fakultet|(?-i:IES) (?-i:\p{Lu})\p{L}*|\p{L}{3,}(?:college|school|schule)|(?-i:SMK|SMJK|SMA|SMKN|SMAN) (?-i:\p{Lu})\p{L}*|universiti|vidyalay(?:a|am)|paaralang?|trường|đại học)(?:$|[^\p{L}])`)
	// honoursRe is the class or honours of a degree written after it, or
	// the pass a school-leaving certificate was endorsed with
	// ("National Senior Certificate (Matric) – Bachelor's pass").
	honoursRe = regexp.MustCompile(`(?i)^(?:(?:bachelor['’]?s|diploma|higher certificate) pass|(?:first|upper second|lower second|second|third)[- ]class(?: honours| honors)?|(?:with )?(?:first class |high |highest )?(?:honours|honors|distinction|merit)|(?:summa |magna )?cum laude)$`)
	// schoolUnitRe is a faculty or school of a university, written after
	// it ("School of Education", "Ellsworth School of Business",
	// "Facultad de Ciencias Agrarias").
	schoolUnitRe = regexp.MustCompile(`^(?:[\p{Lu}][\p{L}'’.]* ){0,3}(?:School|College|Faculty|Department|Division|Institute) of \p{Lu}|^(?:Facultad|Escuela|Departamento|Faculdade|Escola|Faculté|École|Département) (?:de|d['’]|des|do|da) ?(?:la )?\p{Lu}`)
)

// isDegree tells whether s names a degree; a state code ending a place
// ("Boston, MA") does not count.
var (
	// eduSepRe parts an education line: a spaced dash, bar or dot, or a
	// column gap.
	eduSepRe = regexp.MustCompile(`\s+(?:—|–|-|\||·)\s+|\s{2,}`)
	// levelRe is the level a certificate names after a dash ("Welding
	// Certificate - Level II"): part of the degree.
	levelRe   = regexp.MustCompile(`\s+(?:—|–|-)\s+((?:Level|Part|Stage|Tier|Grade)\s+(?:[IVX]+|\d+))\b`)
	certSepRe = regexp.MustCompile(`\s+(?:—|–|-|\|)\s+|,\s+`)
)

func isDegree(s string) bool {
	if thesisRe.MatchString(s) {
		return false
	}
	if i := strings.LastIndex(s, ", "); i > 0 && usStates[strings.TrimSpace(s[i+2:])] {
		s = s[:i]
	}
	if degreeRe.MatchString(s) {
		return true
	}
	d := foreignDegreeRe.FindStringIndex(s)
	if d == nil {
		return false
	}
	if t := trainingBodyRe.FindStringIndex(s); t != nil && t[0] <= d[1] && d[0] <= t[1] {
		// The degree word is the training body's ("Centro de
		// Bachillerato …"), not a degree before it.
		return false
	}
	// "Instituto de Especialización Contable del Sur": a school named
	// for a degree word, "de" and the word right after its school word.
	sc := schoolRe.FindStringIndex(s)
	if sc == nil || sc[0] > 0 || sc[1] > d[0]+1 {
		return true
	}
	switch strings.TrimSpace(s[sc[1]-1 : d[0]+1]) {
	case "de", "del", "da", "do", "of", "for":
		return false
	}
	// "Hochschule Kocher-Jagst für Technik und Wirtschaft": the degree
	// word is a subject the school is named for.
	if f := strings.Fields(s[:d[0]+1]); len(f) > 0 && f[len(f)-1] == "für" {
		return false
	}
	return true
}

// thesisRe is a line naming a degree's thesis ("Master Thesis: Influence
// of …"), a detail of the degree above it.
var thesisRe = regexp.MustCompile(`(?i)^(?:(?:master|bachelor|diploma|doctoral|phd|honou?rs)['’]?s?\s+)?(?:thesis|dissertation|diplomarbeit|masterarbeit|bachelorarbeit)\b`)

// trainingBodyRe is a school named for its training ("Bay Lakeside
// Technical Training Center", "Centro de Bachillerato Tecnológico"),
// which no degree word in its name makes a degree.
var trainingBodyRe = regexp.MustCompile(`(?i)\btechnical training (?:cent(?:er|re)|institute|school|college|academy)\b|\b(?:centro|colegio|escuela|instituto|unidad educativa) de bachillerato\b`)

// foreignDegreeRe is a degree or school-leaving qualification as other
// countries name it: Portuguese and Spanish (Bacharelado, Licenciatura,
// Pós-graduação, Especialização, Curso Técnico, Tecnólogo, Técnico en,
// Bachillerato, Ensino Médio, Contador Público, Diplomado, Diplomatura), Polish
// (magister, inżynier, licencjat, studia podyplomowe), Dutch (VWO, HAVO,
// MBO, HBO, propedeuse), German (Abschlussprüfung, Facharbeiterbrief,
// Gesellenbrief, Meisterbrief, Ausbildung), French (Licence, alone or
// with its subject; Certificat de …; BTS, DUT; CAP, BEP, BP, Bac Pro,
// Titre professionnel; Quebec's DEP, AEC; Belgium's Bachelier;
// Switzerland's CFC; Spain's Certificado de profesionalidad), nursing diplomas of India
// (General Nursing and Midwifery, GNM, ANM), British postgraduate
// certificates and diplomas (PgCert, PgDip),
// Kenyan and Commonwealth school certificates (KCSE, KCPE, GCE O/A
// Level, IGCSE, WAEC, WASSCE; Tanzania's CSEE and ACSEE, Uganda's UCE
// and UACE), Caribbean (CSEC, CAPE), Australian (Year
// 12, HSC, VCE), British and Irish ones (GCSE, A-levels, Leaving
// Certificate), Nigerian diplomas (ND, OND, NCE), New Zealand's NCEA,
// India's Higher Secondary written "Plus Two" or "Class XII", the
// stages of accountancy qualifications (CMA Intermediate, ACCA
// Foundation), Indonesian degrees (Sarjana Ekonomi) and the senior high
// school certificate (SMA, SMU, SLTA, alone or with its stream: "SMA in
// IPS"; "SMA Negeri 3 …" is a school), Sri Lanka's G.C.E. Advanced and
// Ordinary Levels (A/L, O/L), Portugal's Curso
// Profissional and Swedish ones (kandidatexamen, gymnasieexamen), the
// engineer's degree of Spanish- and Portuguese-speaking countries
// (Ingeniero Civil, Engenheira Mecânica), and acronyms: Ontario's
// secondary school diploma (OSSD), India's postgraduate diplomas (PGDBA,
// PGDM), Britain's HNC, DipHE and CertHE; a bar or legal practitioners'
// qualifying examination, and the French preparatory classes (cycle
// préparatoire, classes préparatoires, CPGE).
var foreignDegreeRe = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:bacharelado|bacharel|licenciatura|licenciado|pós-graduação|pos-graduacao|especialização|especialización|curso técnico|técnico em|t[ée]cnic[oa] (?:en|profesional)|bachillerato|ensino m[ée]dio|educaci[óo]n (?:media|secundaria)|contador(?:a)? p[úu]blic[oa]|diplomatura|diplomado|tecnólogo|tecnologo|mestre|magister|mgr inż|inżynier|inż\.|licencjat|studia podyplomowe|vwo|havo|mbo|hbo|propedeuse|abschlussprüfung|facharbeiterbrief|gesellenbrief|meisterbrief|ausbildung|licence(?: (?:en|de|d’|d'|professionnelle|in)|$| ?[(,] ?\p{L}*)|certificat (?:de|d’|d')|general nursing(?: and midwifery)?|(?-i:GNM|ANM|PgCert|PGCert|PgDip|PGDip)|bts|dut|titre professionnel|bac pro|bachelier|brevet professionnel|certificado de profesionalidad|(?-i:CAP|BEP|BP|DEP|AEC|CFC)(?: \p{Lu}\p{L}*| in|$)|kcse|kcpe|a?csee|(?-i:UACE|UCE)|gce [oa][ -]level|igcse|waec|wassce|(?-i:CSEC|CAPE|HSC|VCE|GCSE|ND|OND|NCE)|year 12|a[ -]levels?|leaving certificate|ncea level \d|plus two|class (?:x|xii|10|12)|(?-i:CMA|ACCA|CIMA|CA) (?:intermediate|inter|final|foundation)|sarjana|curso profissional|\p{L}*examen|ingenier[oa] (?:civil|industrial|mec\p{L}+|el\p{L}+|qu\p{L}+|ambiental|agr\p{L}+|inform\p{L}+|comercial|naval|geol\p{L}+|de minas|de sistemas|en \p{L}+)|engenheir[oa] (?:civil|mec\p{L}+|el\p{L}+|qu\p{L}+|ambiental|agr\p{L}+|naval|de produção|de produ\p{L}+)|técnico superior|tecnico superior|technical training|(?-i:OSSD|PGDBA|PGDM|HNC|DipHE|CertHE)|ptychio|ptuxio|vmbo(?:-[\p{L}]+)?|sijil (?:pelajaran|kemahiran|tinggi)\b[^,;]*|(?-i:SPM|SKM|STPM)|kỹ sư|cử nhân|thạc sĩ|tiến sĩ|lisans|yüksek lisans|önlisans|(?-i:Technik) \p{Ll}+|dyplom \p{L}+|grado en|grau em|máster universitario|diplôme d['’]ingénieur|diplomă de \p{L}+|licență|inginer|(?-i:Ing\.|Bc\.|Mgr\.|RNDr\.|MUDr\.)|tesda|(?-i:NC (?:I|II|III|IV))|villamosmérnök\p{L}*|mérnök\p{L}*|okleveles \p{L}+|(?:bar|legal practitioners?|law school)(?: qualifying)? exam\p{L}*|maturita|maturitní zkouška|érettségi|bacalaureat|lise diplomas\p{L}*|(?:industrie)?meister(?:in)? \((?:ihk|hwk)\)|meisterprüfung|industriemeister\p{L}*|cycle préparatoire|classes? préparatoires?|(?-i:CPGE)|(?-i:SMA|SMU|SLTA)(?: ?\(\p{L}*|$| in \p{L}+| jurusan \p{L}+)|g\.?\s?c\.?\s?e\.?\s*(?:\([ao]/l\)|[ao]/l|advanced level|ordinary level))(?:$|[^\p{L}])`)

// schoolLast reports a line that ends with a school after a comma or
// "at" ("MBA, Business Administration, Great Plains University",
// "Ingeniero Agrónomo at Universidad de la Pampa Húmeda"): a faculty
// after it is the school's.
func schoolLast(s string) bool {
	i := max(strings.LastIndex(s, ", ")+2, strings.LastIndex(s, " at ")+4)
	if i < 4 {
		return false
	}
	tail := s[i:]
	return schoolRe.MatchString(tail) && !isDegree(tail)
}

// unitDash is the dash that set part i of an education line apart from
// the part before it, as the line writes it (" — ", " – ", " - "); a gap,
// bar or dot reads as " - ".
func unitDash(seps []string, i int) string {
	if i > 0 && i <= len(seps) {
		if d := strings.TrimSpace(seps[i-1]); d == "—" || d == "–" || d == "-" {
			return " " + d + " "
		}
	}
	return " - "
}

// splitEduLine cuts an education line into degree, school and the rest.
func splitEduLine(s string) (degree, school, rest string) {
	var parts []string
	s = levelRe.ReplaceAllString(s, " $1")
	seps := eduSepRe.FindAllString(s, -1)
	for i, p := range eduSepRe.Split(s, -1) {
		if p = trimSeps(p); p != "" {
			for _, sep := range []string{", ", " at "} {
				if h, rest, ok := strings.Cut(p, sep); ok && len(parts) > 0 && honoursRe.MatchString(h) && isDegree(parts[len(parts)-1]) {
					// "… (Matric) – Bachelor's pass, Edendale Heights
					// Secondary School" (or "… pass at …"): the pass goes
					// with the certificate, the school after it is a part
					// of its own.
					parts[len(parts)-1] += " - " + h
					p = rest
				}
			}
			if n := len(parts); n > 0 && honoursRe.MatchString(p) && isDegree(parts[n-1]) {
				// "Bachelor of Pharmacy (B.Pharm.) - Upper Second Class
				// Honours": the class of the degree goes with it.
				parts[n-1] += " - " + p
				continue
			}
			if n := len(parts); n > 0 && (schoolUnitRe.MatchString(p) || campusRe.MatchString(p) || schoolRe.MatchString(p) && !isDegree(p) && kindOfSchoolRe.MatchString(parts[n-1])) &&
				schoolRe.MatchString(parts[n-1]) && (!isDegree(parts[n-1]) || schoolUnitRe.MatchString(p) && schoolLast(parts[n-1])) {
				// "Trent Shores University - School of Education": the
				// school's faculty goes with it, and so do its campus
				// ("… (TAFE) - Toowoomba campus") and the school that
				// runs a programme ("Online bootcamp - TestCraft
				// Academy"), by the dash the line has.
				parts[n-1] += unitDash(seps, i) + p
				continue
			}
			if n := len(parts); n > 0 && isDegree(parts[n-1]) && !isDegree(p) && !schoolRe.MatchString(p) &&
				foreignTitleWords[strings.ToLower(strings.Fields(p)[0])] {
				// "Pregrado – Enfermera Profesional": the professional
				// title a degree confers is part of it.
				parts[n-1] += " – " + p
				continue
			}
			parts = append(parts, p)
		}
	}
	var extra []string
	for _, p := range parts {
		switch {
		case school == "" && strings.Contains(p, " at ") && (schoolRe.MatchString(p[strings.LastIndex(p, " at "):]) ||
			isDegree(p[:strings.LastIndex(p, " at ")]) && !schoolRe.MatchString(p[:strings.LastIndex(p, " at ")]) && looksLikeOrg(p[strings.LastIndex(p, " at ")+4:])):
			// "B.F.A. Graphic Design at Rensford College of Art and Design",
			// "Sociology at Moorside Sixth Form College"; "Certificate
			// Hospital Pharmacy Residency at Don Valley Health Centre" (a
			// degree's school without a school word).
			i := strings.LastIndex(p, " at ")
			school = schoolName(p[i+4:])
			if head := trimSeps(p[:i]); degree == "" && isDegree(head) {
				degree = head
			} else if head != "" {
				extra = append(extra, head)
			}
		case degree == "" && isDegree(p) && schoolRe.MatchString(p):
			d, sc := splitDegreeSchoolCommas(p)
			degree, school = d, sc
		case degree == "" && isDegree(p):
			degree = p
		case school == "" && schoolRe.MatchString(p):
			school = schoolName(p)
		default:
			extra = append(extra, p)
		}
	}
	if degree != "" && school == "" && len(extra) == 1 && looksLikeOrg(extra[0]) {
		// "B.S. in Computer Science — Virginia Tech": the other part of a
		// degree line is the school even without a school word.
		school, extra = extra[0], nil
	}
	return degree, school, strings.Join(extra, ", ")
}

// looksLikeOrg accepts a short name in capitalised words that is not a
// place or a date.
func looksLikeOrg(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 6 || looksLikePlace(s) || dateRe.MatchString(s) || strings.ContainsAny(s, "@:") {
		return false
	}
	for _, w := range f {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) && !headingConnector[strings.ToLower(w)] && w != "at" {
			return false
		}
	}
	return true
}

// splitDegreeSchoolCommas handles "B.S. in CS, University of X, City".
func splitDegreeSchoolCommas(p string) (string, string) {
	items := strings.Split(p, ", ")
	for i, it := range items {
		if i > 0 && schoolRe.MatchString(it) && !(isDegree(it) && i+1 < len(items) && schoolRe.MatchString(items[i+1])) {
			// "…, Máster Universitario, Universidad …": a degree with a
			// school's word in it is the degree when a school follows.
			return trimSeps(strings.Join(items[:i], ", ")), schoolName(strings.Join(items[i:], ", "))
		}
	}
	// "Bachelor of Science, Computer Science at MIT": the school after " at ".
	if i := strings.LastIndex(p, " at "); i > 0 && schoolRe.MatchString(p[i:]) {
		return trimSeps(p[:i]), schoolName(p[i+4:])
	}
	if i := strings.Index(p, " from "); i > 0 {
		return trimSeps(p[:i]), schoolName(p[i+6:])
	}
	return p, ""
}

// schoolName keeps a town written alone after a school as part of its
// name ("University of California, Davis", "Legal Practice School,
// Johannesburg": a campus or the branch that tells schools of one name
// apart) but cuts a trailing "City, ST" or country from "Northeastern
// University, Boston, MA".
func schoolName(s string) string {
	items := strings.Split(trimSeps(s), ", ")
	first := -1
	for i, it := range items {
		if schoolRe.MatchString(it) {
			first = i
			break
		}
	}
	if first < 0 {
		return trimSeps(items[0])
	}
	name := items[first]
	for first+1 < len(items) && orgUnitRe.MatchString(items[first+1]) {
		// "Sun Valley University, School of Business": the school's unit
		// is part of its name.
		first++
		name += ", " + items[first]
	}
	if orgUnitRe.MatchString(name) && len(strings.Fields(name)) <= 4 && first+1 < len(items) && parentBodyRe.MatchString(items[first+1]) {
		// "School of Nursing, Bethany Mission Hospital, Kottayam": a
		// school named only by its kind, then the hospital it belongs
		// to.
		first++
		name += ", " + items[first]
	}
	if first+1 < len(items) && len(items) == first+2 {
		// "… College of Engineering, Akola (affiliated to Vidarbha
		// Technical University)": the town, with the note after it.
		town := strings.TrimSpace(trailingNoteRe.ReplaceAllString(items[first+1], ""))
		if len(strings.Fields(town)) <= 2 && looksLikeCity(town) && !isAcronym(town) && !usStates[town] && !countries[town] && !regionNames[town] {
			name += ", " + items[first+1]
		}
	}
	return trimSeps(name)
}

// parentBodyRe is a hospital or health service a school of nursing or
// radiography belongs to.
var parentBodyRe = regexp.MustCompile(`\b(?:Hospitals?|Medical (?:Center|Centre|College|City)|Health (?:Service|System|Board)|Infirmary|Clinic)\b`)

// kindOfSchoolRe is a kind of school written before the school's name,
// its first word capitalised and the rest in small letters ("Online
// bootcamp", "Evening course").
var kindOfSchoolRe = regexp.MustCompile(`^\p{Lu}\p{Ll}+(?: \p{Ll}+){1,2}$`)

// campusRe is a school's campus named after a dash ("Toowoomba campus").
var campusRe = regexp.MustCompile(`(?i)^\p{Lu}[\p{L}'’. -]{0,40} campus$`)

// isRangeOnly reports a segment that is a date range and nothing else.
func isRangeOnly(s string) bool {
	_, _, rest, ok := findRange(s)
	return ok && trimSeps(rest) == "" || normDate(trimSeps(s)) != ""
}

// flowEducation reads schools laid out as a grid that flows across the
// page ("Sonoran Valley University  2018-01 - 2020-05  Red Mesa Community"
// / "College" / "2015-08 - 2017-05  Saguaro Medical Institute  2013-08 -
// 2014-07"): each school with the range after it, one to a line. A line
// with a school name after a range is the sign; other layouts are left as
// they are.
func flowEducation(lines []string) []string {
	flows := false
	for _, l := range lines {
		segs := strings.Split(l, "  ")
		for i := 1; i+1 < len(segs); i++ {
			last := trimSeps(segs[len(segs)-1])
			if isRangeOnly(segs[i]) && !isRangeOnly(segs[0]) && schoolRe.MatchString(last) && !strings.ContainsAny(last, "0123456789") {
				flows = true
			}
		}
	}
	if !flows {
		return lines
	}
	var out []string
	text := ""
	for _, l := range lines {
		segs := strings.Split(strings.TrimSpace(l), "  ")
		for i, seg := range segs {
			seg = trimSeps(seg)
			switch {
			case seg == "":
			case isRangeOnly(seg):
				out = append(out, strings.TrimSpace(text+"  "+seg))
				text = ""
			case text != "" && i == 0 && len(strings.Fields(seg)) <= 3 && !startsLower(seg):
				text += " " + seg // "Red Mesa Community" / "College"
			default:
				if text != "" {
					out = append(out, text)
				}
				text = seg
			}
		}
	}
	if text != "" {
		out = append(out, text)
	}
	return out
}

func parseEducation(lines []string) []Education {
	lines = flowEducation(lines)
	var out []Education
	var cur *Education
	ranged := false   // the current entry's date came with a range
	provider := false // the current entry began with a provider and its dates
	flush := func() {
		if n := len(out); cur != nil && n > 0 && out[n-1].Degree == "" && out[n-1].Details == "" && out[n-1].School == cur.School &&
			out[n-1].GraduationDate == cur.GraduationDate {
			// The same school and dates printed twice (a layout repeating
			// an entry's header at a page break): one entry.
			out = out[:n-1]
		}
		if cur != nil && (cur.Degree != "" || cur.School != "") {
			cur.Details = truncateRunes(strings.TrimSpace(cur.Details), 2000)
			out = append(out, *cur)
		}
		cur, ranged, provider = nil, false, false
	}
	addDetail := func(s string) {
		if s == "" {
			return
		}
		if cur.Details != "" {
			cur.Details += "\n"
		}
		cur.Details += s
	}
	for _, raw := range joinLowerContinuations(lines) {
		l := strings.TrimSpace(raw)
		if l == "" {
			continue
		}
		bullet := isBullet(l)
		l = stripBullet(l)
		date, rest := lastDate(l)
		if emptiedNoteRe.MatchString(rest) {
			// "B.S. (expected 05/2026), Human Resource Management": the
			// date is the note's; the degree keeps it.
			rest = strings.TrimSpace(l)
		}
		deg, school, extra := splitEduLine(rest)
		switch {
		case deg != "" && !bullet:
			if cur != nil && (cur.Degree != "" || cur.School != "" && school != "") {
				flush()
			}
			if cur == nil {
				cur = &Education{}
			}
			cur.Degree = deg
			if school != "" {
				cur.School = school
			}
			if loc := asLocation(extra); loc != "" {
				cur.Location = loc
			} else {
				addDetail(extra)
			}
		case school != "" && !bullet && provider && date == "" && cur.Degree == "" && cur.Details == "":
			// "North Mississippi River  2024-09 - Present" / "University -
			// Ellsworth School": the school's name goes on from the line
			// of its dates.
			cur.School += " " + school
		case school != "" && !bullet:
			if cur != nil && (cur.School != "" || ranged && date != "" && dateRangeRe.MatchString(l)) {
				// Another school, or a school with its own range of
				// dates after an entry that has one already: the next
				// entry.
				flush()
			}
			if cur == nil {
				cur = &Education{}
			}
			cur.School = school
			if loc := asLocation(extra); loc != "" {
				cur.Location = loc
			} else if extra != "" {
				addDetail(extra)
			}
		case cur != nil && cur.Degree != "" && cur.School != "" && cur.GraduationDate != "" && date != "" && !bullet && looksLikeOrg(rest) && !isDegree(rest) && dateRangeRe.MatchString(l):
			// "Don Valley Regional Health Centre  2017-09 — 2018-06" after
			// a whole entry: the next entry's school and dates, the way
			// the entry above began (its degree follows). A single year
			// ("Lean Six Sigma Green Belt, 2018") is a certificate's.
			flush()
			cur, provider, ranged = &Education{School: rest, GraduationDate: date}, true, true
			continue
		case cur != nil && cur.Degree != "" && cur.School == "" && rest != "" && !bullet && len(rest) < 80 && cur.Details == "":
			// "Full-Stack Certificate" then "Epicodus, 2022".
			cur.School, cur.Location = splitSchoolPlace(rest)
		case date != "" && rest != "" && !bullet && dateRangeRe.MatchString(l) && !startsLower(rest) && !strings.Contains(rest, "  ") && (cur == nil || ranged):
			// A provider that names no school or degree, with its dates
			// ("Digital Egypt Pioneers Initiative (DEPI) – Ministry of …
			// 2024-06 — 2024-12"): an entry of its own, the provider as
			// its school.
			flush()
			cur, provider, ranged = &Education{School: rest, GraduationDate: date}, true, true
			continue
		case cur != nil:
			if rest != "" || date == "" {
				addDetail(l)
			}
		default:
			if rest != "" {
				cur = &Education{}
				addDetail(l)
			}
		}
		if date != "" && cur != nil && cur.GraduationDate == "" {
			cur.GraduationDate = date
			ranged = dateRangeRe.MatchString(l)
		}
	}
	flush()
	return out
}

// joinLowerContinuations joins a line that starts in lower case to the line
// above (a wrap in a narrow column: "University of X | Bachelor" / "of
// Science in Nursing"), and a school name a narrow column wrapped
// ("Deccan Institute of" / "Technology", "San Bernardo Technical" /
// "College").
// emptiedNoteRe is a note in brackets left empty, or with only
// "expected", once its date is taken out.
var emptiedNoteRe = regexp.MustCompile(`(?i)\((?:expected|anticipated|est\.?)?\s*\)`)

// abbrevLeadRe is a line that starts with a short form in brackets,
// alone or before a comma ("(MBA), Punjab Institute of …").
var abbrevLeadRe = regexp.MustCompile(`^\([\p{Lu}][\p{L}.&\- ]{0,14}\)(?:,\s|$)`)

func joinLowerContinuations(lines []string) []string {
	var out []string
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if n := len(out); n > 0 && len(t) > 2 && strings.ContainsRune("-–—", []rune(t)[0]) && honoursRe.MatchString(trimSeps(t)) && isDegree(out[n-1]) {
			// "National Senior Certificate (Matric)" / "– Bachelor's
			// pass": the pass or class wrapped below its degree.
			out[n-1] = strings.TrimSpace(out[n-1]) + " " + t
			continue
		}
		if n := len(out); n > 0 && t != "" && !isBullet(t) && strings.TrimSpace(out[n-1]) != "" &&
			(startsLower(t) || wrappedSchool(strings.TrimSpace(out[n-1]), t) || abbrevLeadRe.MatchString(t) && !dateRe.MatchString(out[n-1])) {
			// Also a degree's short form wrapped onto the next line
			// ("… Master of Business Administration" / "(MBA), Punjab
			// Institute of Business Studies").
			out[n-1] = strings.TrimSpace(out[n-1]) + " " + t
			continue
		}
		if n := len(out); n > 0 && (schoolWordRe.MatchString(t) || schoolEndRe.MatchString(t)) {
			// "… at Black Swamp  Sept 1996 - Jun 1998" / "Community
			// College": the name's end goes before the dates.
			above := strings.TrimSpace(out[n-1])
			if i := strings.LastIndex(above, "  "); i > 0 && dateRe.MatchString(above[i:]) && !schoolRe.MatchString(above[:i]) {
				out[n-1] = above[:i] + " " + t + above[i:]
				continue
			}
		}
		if n := len(out); n > 0 && t != "" && len(strings.Fields(t)) <= 4 && !startsLower(t) && !isBullet(t) && !dateRe.MatchString(t) &&
			!schoolRe.MatchString(t) && headingOf(t) == "" {
			// "Southern Luzon College of  Aug 2018 - May 2022" /
			// "Hospitality and Technology": a name wrapped after a
			// connecting word, its dates beside the first line.
			above := strings.TrimSpace(out[n-1])
			if i := strings.LastIndex(above, "  "); i > 0 && dateRe.MatchString(above[i:]) && endsInConnector(strings.TrimSpace(above[:i])) {
				out[n-1] = strings.TrimSpace(above[:i]) + " " + t + above[i:]
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

// genericSchoolRe is a line that names only a kind of school, whose name
// must follow ("Technische Hochschule", "University of").
var genericSchoolRe = regexp.MustCompile(`(?i)^(?:(?:technische|state|community|technical|national|federal|royal)\s+)?(?:hochschule|universität|universit[yé]|universidad|college|institute|school|academy|polytechnic)(?:\s+(?:of|de|di|für))?$`)

// schoolWordRe is a line that is only the end of a school's name.
var schoolWordRe = regexp.MustCompile(`^(?:(?:Community|Technical|State|High|Secondary|Grammar|Junior|Sixth Form)\s+)?(?:College|University|Institute|School|Academy|Polytechnic|Hochschule)$`)

// schoolEndRe is a short line ending in a school word: the rest of a
// school's name a column wrapped ("Buckeye Technical College").
var schoolEndRe = regexp.MustCompile(`^(?:\p{Lu}[\p{L}'’\-]*\s+){1,3}(?:College|University|Institute|School|Academy|Polytechnic|Hochschule)$`)

// wrappedSchool reports a line that continues the school name above it:
// the line above ends in a connecting word, or this line is only the
// school word its name ends with.
func wrappedSchool(above, line string) bool {
	if schoolWordRe.MatchString(line) && !schoolRe.MatchString(above) && !dateRe.MatchString(above) && len(strings.Fields(above)) <= 5 {
		return true
	}
	if genericSchoolRe.MatchString(above) && len(strings.Fields(line)) <= 3 && !startsLower(line) &&
		!strings.ContainsAny(line, "0123456789,") && !isDegree(line) && headingOf(line) == "" {
		// "Technische Hochschule" / "Havelland": a school's kind alone
		// is not its name; the name follows.
		return true
	}
	if i := max(strings.LastIndex(above, ", ")+2, strings.LastIndex(above, " at ")+4); i > 3 && (schoolWordRe.MatchString(line) || schoolEndRe.MatchString(line)) {
		// "Associate of Applied Business, Black Swamp" / "Community
		// College", "…, Central" / "Buckeye Technical College": the last
		// part of the line is the name's start.
		tail := above[i:]
		if !schoolRe.MatchString(tail) && !dateRe.MatchString(tail) && len(strings.Fields(tail)) <= 4 && !startsLower(tail) &&
			!looksLikePlace(tail) && !isDegree(tail) && (schoolWordRe.MatchString(line) || len([]rune(above)) >= 50) {
			// A longer name ("Buckeye Technical College") continues the
			// line above only when that line was full: a wrap, not a
			// place before the school ("BSc Physics, London").
			return true
		}
	}
	head, _, _ := strings.Cut(line, " (")
	return endsInConnector(above) && schoolRe.MatchString(above+" "+line) &&
		len(strings.Fields(head)) <= 4 && !dateRe.MatchString(line)
}

func splitSchoolPlace(s string) (string, string) {
	if i := strings.Index(s, ", "); i > 0 {
		if loc := asLocation(s[i+2:]); loc != "" {
			return trimSeps(s[:i]), loc
		}
	}
	return trimSeps(s), ""
}
