package resume

import (
	"regexp"
	"strings"
	"unicode"
)

// Contact details.

var (
	emailRe    = regexp.MustCompile(`[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}`)
	phoneRe    = regexp.MustCompile(`(?:\+\d{1,3}[\s.\-–—]?)?(?:\(\d{1,4}\)[\s.\-–—]?)?\d[\d\s.\-–—]{5,18}\d`)
	linkedinRe = regexp.MustCompile(`(?i)(?:https?://)?(?:[a-z]{2,3}\.)?linkedin\.com/(?:in|pub)/[A-Za-z0-9_%\-]+/?`)
	urlRe      = regexp.MustCompile(`(?i)\b(?:https?://)?(?:www\.)?[a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)*\.(?:com|dev|io|co|net|org|me|design|app|site|tech|ai|page|blog|info|xyz|uk|de|fr|es|pt|au|ca|nl|in|eu|us|studio|codes|works)(?:/[^\s,;|()]*)?`)
	locUSRe    = regexp.MustCompile(`^([A-Z][A-Za-z.'\- ]{1,30}),\s*([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$`)
	// An Australian state or a Canadian province after a city, with or
	// without a comma: "Melbourne VIC 3000", "Sydney, NSW", "Toronto, ON".
	locAURe = regexp.MustCompile(`^([A-Z][A-Za-z.'\- ]{1,30}),?\s+(NSW|VIC|QLD|TAS|ACT|WA|SA|NT|ON|QC|BC|AB|MB|SK|NS|NB|NL|PE)(?:\s+\d{4})?$`)
	// locBRRe is a Brazilian town with its state's code after a slash or
	// a dash, as Brazilian resumes write it: "Camaçari/BA", "São Paulo - SP".
	locBRRe = regexp.MustCompile(`^(\p{Lu}[\p{L}.'\- ]{1,40}?)\s*(?:/|\s-\s)\s*(AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)(?:,\s*Brasil|,\s*Brazil)?$`)
	// locRegionCountryRe is "City, Region, Country".
	locRegionCountryRe = regexp.MustCompile(`^(\p{Lu}[\p{L}.'\- ]{1,30}),\s*(\p{Lu}[\p{L}.'\- ]{0,30}),\s*(\p{Lu}[\p{L} ]{1,30})$`)
	locWordRe          = regexp.MustCompile(`^([A-Z][\p{L}.'\- ]{1,30}),\s*([A-Z][\p{L} ]{1,30})(?:\s+\d{5}(?:-\d{4})?)?$`)
	// A street address before a place: "1423 Elm Street, Portland, OR 97205".
	streetRe = regexp.MustCompile(`^\d{1,6}[A-Za-z]?\s+\p{Lu}[\p{L}.'\- ]{2,40}(?:,\s*(?:Apt|Suite|Unit|#)[^,]{0,12})?,\s*(.+)$`)
)

var usStates = map[string]bool{}
var countries = map[string]bool{}

// regionNames are full state, province and territory names.
var regionNames = map[string]bool{}

// regionListCountries are the countries whose regions Stride lists
// (usStates, regionNames) or whose people write no region between a town
// and the country ("London, UK"): there a middle part that is no listed
// region is not taken for one.
var regionListCountries = map[string]bool{}

func init() {
	for _, c := range strings.Split("USA,US,U.S.,United States,Canada,UK,United Kingdom,England,Scotland,Wales,Northern Ireland,Ireland,Éire,"+
		"Australia,New Zealand,Germany,Deutschland,India", ",") {
		regionListCountries[c] = true
	}
}

// locAbbrevRe is a town and a region abbreviated with dots ("Guadalajara,
// Jal.").
var locAbbrevRe = regexp.MustCompile(`^([A-Z][\p{L}.'\- ]{1,30}),\s*([A-Z][\p{L}. ]{0,10}\.|CDMX)$`)

// mexicanStates are the Mexican states' usual abbreviations.
var mexicanStates = map[string]bool{"Ags.": true, "B.C.": true, "B.C.S.": true, "Camp.": true, "Chis.": true, "Chih.": true, "CDMX": true,
	"Coah.": true, "Col.": true, "Dgo.": true, "Edo. Méx.": true, "Gto.": true, "Gro.": true, "Hgo.": true, "Jal.": true, "Méx.": true,
	"Mich.": true, "Mor.": true, "Nay.": true, "N.L.": true, "Oax.": true, "Pue.": true, "Qro.": true, "Q.R.": true, "Q. Roo.": true,
	"S.L.P.": true, "Sin.": true, "Son.": true, "Tab.": true, "Tamps.": true, "Tlax.": true, "Ver.": true, "Yuc.": true, "Zac.": true}

func init() {
	for _, s := range strings.Split("Alabama,Alaska,Arizona,Arkansas,California,Colorado,Connecticut,Delaware,Florida,Georgia,Hawaii,Idaho,Illinois,Indiana,Iowa,Kansas,Kentucky,Louisiana,Maine,Maryland,Massachusetts,Michigan,Minnesota,Mississippi,Missouri,Montana,Nebraska,Nevada,New Hampshire,New Jersey,New Mexico,New York,North Carolina,North Dakota,Ohio,Oklahoma,Oregon,Pennsylvania,Rhode Island,South Carolina,South Dakota,Tennessee,Texas,Utah,Vermont,Virginia,Washington,West Virginia,Wisconsin,Wyoming,District of Columbia,Puerto Rico,Ontario,Quebec,British Columbia,Alberta,Manitoba,Nova Scotia,New Brunswick,Saskatchewan,Newfoundland,New South Wales,Victoria,Queensland,Tasmania,Western Australia,South Australia,Bavaria,Catalonia,Scotland,England,Wales,Northern Ireland,"+
		// German Länder, Indian states and union territories.
		"Bayern,Berlin,Hamburg,Hesse,Hessen,Saxony,Sachsen,Baden-Württemberg,North Rhine-Westphalia,Nordrhein-Westfalen,Lower Saxony,Niedersachsen,Brandenburg,"+
		"Karnataka,Maharashtra,Tamil Nadu,Telangana,Kerala,Gujarat,Delhi,Uttar Pradesh,West Bengal,Rajasthan,Andhra Pradesh,Haryana,Punjab,Madhya Pradesh,Odisha,Goa", ",") {
		regionNames[s] = true
	}
}

func init() {
	for _, s := range strings.Fields("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR ON QC BC AB MB NS NB NL PE SK UK") {
		usStates[s] = true
	}
	for _, c := range strings.Split("UK,United Kingdom,England,Scotland,Wales,Ireland,Germany,France,Spain,Portugal,Italy,Netherlands,Belgium,Switzerland,Austria,Poland,Sweden,Norway,Denmark,Finland,Canada,USA,United States,Australia,New Zealand,India,Singapore,Japan,China,Brazil,Mexico,Argentina,Nigeria,Kenya,South Africa,Egypt,Israel,UAE,United Arab Emirates,Czech Republic,Romania,Greece,Turkey,Philippines,Indonesia,Vietnam,Malaysia,Pakistan,Bangladesh,Colombia,Chile,Peru,Ukraine,Hungary,Estonia,Latvia,Lithuania,Luxembourg,"+
		// As people write their own country's name.
		"Brasil,España,México,Panamá,República Dominicana,Türkiye,Polska,Deutschland,Maroc,Danmark,Norge,Sverige,Nederland,Österreich,Schweiz,Suisse,Italia,România,Magyarország,Česko,Česká republika,Éire,Perú,Việt Nam,"+
		// In French.
		"Arabie saoudite,Arabie Saoudite,Émirats arabes unis,Koweït,Bahreïn,Tunisie,Algérie,Liban,Égypte,Jordanie,Royaume-Uni,Allemagne,Espagne,Belgique,Italie,Pays-Bas,Sénégal,Cameroun,États-Unis,Irlande,Inde", ",") {
		countries[c] = true
	}
	// The rest of the world's countries, as they are usually written.
	for _, c := range strings.Split("Afghanistan,Albania,Algeria,Andorra,Angola,Antigua and Barbuda,Armenia,Azerbaijan,Bahamas,Bahrain,Barbados,Belarus,Belize,Benin,Bhutan,Bolivia,Bosnia and Herzegovina,Botswana,Brunei,Bulgaria,Burkina Faso,Burundi,Cambodia,Cameroon,Cape Verde,Central African Republic,Chad,Comoros,Congo,Costa Rica,Côte d'Ivoire,Croatia,Cuba,Cyprus,Czechia,Djibouti,Dominica,Dominican Republic,DR Congo,Ecuador,El Salvador,Equatorial Guinea,Eritrea,Eswatini,Ethiopia,Fiji,Gabon,Gambia,Georgia,Ghana,Grenada,Guatemala,Guinea,Guinea-Bissau,Guyana,Haiti,Honduras,Hong Kong,Iceland,Iran,Iraq,Jamaica,Jordan,Kazakhstan,Kiribati,Kosovo,Kuwait,Kyrgyzstan,Laos,Lebanon,Lesotho,Liberia,Libya,Liechtenstein,Madagascar,Malawi,Maldives,Mali,Malta,Mauritania,Mauritius,Moldova,Monaco,Mongolia,Montenegro,Morocco,Mozambique,Myanmar,Namibia,Nepal,Nicaragua,Niger,North Macedonia,Oman,Palestine,Panama,Papua New Guinea,Paraguay,Qatar,Russia,Rwanda,Saint Lucia,Samoa,San Marino,Saudi Arabia,Senegal,Serbia,Seychelles,Sierra Leone,Slovakia,Slovenia,Somalia,South Korea,South Sudan,Sri Lanka,Sudan,Suriname,Syria,Taiwan,Tajikistan,Tanzania,Thailand,Timor-Leste,Togo,Tonga,Trinidad and Tobago,Tunisia,Turkmenistan,Uganda,Uruguay,Uzbekistan,Vanuatu,Venezuela,Yemen,Zambia,Zimbabwe,Korea", ",") {
		countries[c] = true
	}
}

var zipRe = regexp.MustCompile(`^\d{5}(?:-\d{4})?$`)

// contactParts splits header lines into fields at the usual separators.
var contactSepRe = regexp.MustCompile(`\s*(?:\||·|•|◦|▪|\s{2,}|\t|;)\s*`)

func contactParts(lines []string) []string {
	var out []string
	var joined []string
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		// An address wrapped after a comma: "1423 Elm Street, Portland," / "OR 97205".
		for i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" &&
			(strings.HasSuffix(strings.TrimSpace(l), ",") || zipRe.MatchString(strings.TrimSpace(lines[i+1])) && asLocation(strings.TrimSpace(l)) != "") {
			i++
			l = strings.TrimSpace(l) + " " + strings.TrimSpace(lines[i])
		}
		joined = append(joined, l)
	}
	for _, l := range joined {
		for _, p := range contactSepRe.Split(l, -1) {
			p = strings.TrimSpace(p)
			p = strings.TrimPrefix(p, "Phone:")
			p = strings.TrimSpace(p)
			if p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

func phoneDigits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

// postBoxRe ends the text before a post-office box's number.
var postBoxRe = regexp.MustCompile(`(?i)\b(?:p\.?\s?o\.?\s*)?box\s*$`)

// findPhone returns the first phone-like number in s: 9 to 15 digits, not
// a date range nor a post-office box.
func findPhone(s string) string {
	for _, ix := range phoneRe.FindAllStringIndex(s, -1) {
		// Only the few bytes before the number: the expression ends at $,
		// and the whole text before every match would be quadratic.
		if postBoxRe.MatchString(s[max(0, ix[0]-16):ix[0]]) {
			// "P.O. Box 55012-00100": a postal address's box and code.
			continue
		}
		m := strings.TrimSpace(s[ix[0]:ix[1]])
		n := phoneDigits(m)
		if n < 9 || n > 15 {
			continue
		}
		if dateRangeRe.MatchString(m) && !strings.HasPrefix(m, "+") && !strings.HasPrefix(m, "(") {
			continue
		}
		return m
	}
	return ""
}

// FindContact reads the e-mail address, phone number, LinkedIn URL and
// website in free text (an answer in the resume chat, say).
func FindContact(text string) PersonalInfo {
	var pi PersonalInfo
	pi.Email = emailRe.FindString(text)
	rest := text
	if pi.Email != "" {
		rest = strings.ReplaceAll(text, pi.Email, " ")
	}
	pi.LinkedIn = strings.TrimRight(linkedinRe.FindString(rest), "/")
	pi.Phone = findPhone(rest)
	for _, u := range urlRe.FindAllString(rest, -1) {
		if !strings.Contains(strings.ToLower(u), "linkedin.") {
			pi.Website = u
			break
		}
	}
	return pi
}

// wrappedEmail finds an address a narrow column wrapped onto two lines
// ("d.kovalenko@example.c" / "om").
func wrappedEmail(lines []string) string {
	for i := 0; i+1 < len(lines); i++ {
		l, next := strings.TrimSpace(lines[i]), strings.TrimSpace(lines[i+1])
		if !strings.Contains(l, "@") || next == "" || strings.ContainsAny(next, " @") || len(next) > 20 {
			continue
		}
		fields := strings.Fields(l)
		joined := fields[len(fields)-1] + next
		if m := emailRe.FindString(joined); m == joined {
			return m
		}
	}
	return ""
}

func parseContact(header, all []string, summary string) PersonalInfo {
	pi := PersonalInfo{Summary: summary}
	// The header, then the whole text (contact blocks in sidebars).
	search := [][]string{header, all}
	for _, ls := range search {
		text := strings.Join(ls, "\n")
		if pi.Email == "" {
			pi.Email = emailRe.FindString(text)
		}
		if pi.Email == "" {
			pi.Email = wrappedEmail(ls)
		}
		if pi.LinkedIn == "" {
			pi.LinkedIn = strings.TrimRight(linkedinRe.FindString(text), "/")
		}
		if pi.Phone == "" {
			for _, l := range ls {
				if p := findPhone(l); p != "" {
					pi.Phone = p
					break
				}
			}
		}
	}
	top := header
	if len(top) > 15 {
		top = top[:15]
	}
	// A sidebar "Contact" block sits after a heading; look there too.
	parts := contactParts(top)
	parts = append(parts, contactParts(contactBlock(all))...)
	for _, p := range parts {
		if pi.Website == "" && !strings.Contains(p, "@") && !linkedinRe.MatchString(p) {
			if u := urlRe.FindString(p); u != "" && !strings.Contains(strings.ToLower(u), "linkedin.") {
				pi.Website = u
			}
		}
		if pi.Location == "" {
			pi.Location = asLocation(p)
		}
	}
	for _, l := range top {
		if pi.Location == "" && (emailRe.MatchString(l) || findPhone(l) != "") {
			pi.Location = leftoverLocation(l)
		}
	}
	pi.FullName = findName(header)
	if pi.FullName == "" {
		pi.FullName = nameAboveTitle(all)
	}
	if pi.FullName == "" {
		pi.FullName = findName(all[:min(len(all), 6)])
	}
	return pi
}

// nameAboveTitle finds a name printed below a sidebar (a table's left cell
// of contacts and skills read first): a line of two to four name words
// directly above a line naming a job ("Registered Nurse, BSN, PCCN"),
// before the first experience or education heading.
func nameAboveTitle(lines []string) string {
	for i := 0; i+1 < len(lines) && i < 80; i++ {
		if k := headingOf(lines[i]); k == secExperience || k == secEducation {
			break
		}
		words := strings.Fields(lines[i])
		next := strings.TrimSpace(lines[i+1])
		if head := labelHeadRe.Split(next, 2)[0]; head != next {
			// "Contadora Pública Colegiada — Costos y Tributación en
			// Agroexportación": the job is the part before the dash.
			next = head
		}
		if len(words) < 2 || len(words) > 4 || !looksLikeName(words) || headingOf(lines[i]) != "" || titleScore(lines[i]) != 0 {
			continue
		}
		if headingOf(next) != "" || len(strings.Fields(next)) > 8 {
			continue
		}
		// The next line names a job, or is a short label just above the
		// summary or the experience ("Certified Pipe Welder").
		labelled := i+2 < len(lines) && len(strings.Fields(next)) <= 5 && !startsLower(next) && !strings.ContainsAny(next, ",;:0123456789") &&
			(headingOf(lines[i+2]) == secSummary || headingOf(lines[i+2]) == secExperience)
		if titleScore(next) > 0 || labelled {
			return nameCase(strings.TrimSpace(lines[i]))
		}
	}
	return ""
}

// labelHeadRe sets a label's job apart from what follows it: a spaced
// dash or bar.
var labelHeadRe = regexp.MustCompile(`\s+(?:—|–|-|\|)\s+`)

// contactBlock returns the lines of a "Contact" section, if there is one.
func contactBlock(lines []string) []string {
	for i, l := range lines {
		if headingOf(l) == secHeader {
			var out []string
			for _, m := range lines[i+1:] {
				if headingOf(m) != "" || len(out) > 8 {
					break
				}
				out = append(out, m)
			}
			return out
		}
	}
	return nil
}

// legalFormCodes are the state or province codes that are also legal
// forms (Swedish aktiebolag, société anonyme).
var legalFormCodes = map[string]bool{"AB": true, "SA": true}

func asLocation(p string) string {
	p = strings.TrimSpace(strings.TrimPrefix(p, "Location:"))
	if m := workModeRe.FindStringIndex(p); m != nil && m[0] > 0 {
		// "Columbus, OH (Hybrid)": the place, however the work was done.
		if asLocation(p[:m[0]]) != "" {
			return p
		}
		return ""
	}
	if m := locUSRe.FindStringSubmatch(p); m != nil && usStates[m[2]] {
		return p
	}
	if m := locAURe.FindStringSubmatch(p); m != nil && !(legalFormCodes[m[2]] && !strings.Contains(p, ",") && !strings.ContainsAny(p, "0123456789")) {
		// "Nordvik Handel AB", "Carrefour SA": without a comma or a
		// postcode, a code that is also a legal form ends a company.
		return p
	}
	if brazilianTown(p) {
		return p
	}
	if m := locAbbrevRe.FindStringSubmatch(p); m != nil && mexicanStates[strings.TrimSpace(m[2])] && looksLikeCity(m[1]) {
		// "Guadalajara, Jal.", "Monterrey, N.L.": a Mexican state as
		// people abbreviate it.
		return p
	}
	if m := locWordRe.FindStringSubmatch(p); m != nil && (countries[strings.TrimSpace(m[2])] || regionNames[strings.TrimSpace(m[2])]) {
		return p
	}
	if m := locRegionCountryRe.FindStringSubmatch(p); m != nil && countries[strings.TrimSpace(m[3])] && looksLikeCity(m[1]) &&
		(len(strings.Fields(m[1])) <= 2 || cityPrefixes[strings.Fields(m[1])[0]]) && (regionLike(strings.TrimSpace(m[2])) || !regionListCountries[strings.TrimSpace(m[3])] && looksLikeCity(strings.TrimSpace(m[2]))) {
		// "Monterrey, N.L., Mexico", "Leipzig, Sachsen, Germany"; where
		// Stride has no list of a country's regions, a region reads as
		// a town's name does ("Mercedes, Soriano, Uruguay", "Rio
		// Verde, Goiás, Brasil"); "Globex, London, UK" is a company.
		return p
	}
	if m := streetRe.FindStringSubmatch(p); m != nil && asLocation(m[1]) != "" {
		return p
	}
	return ""
}

// abbrevPlaceEnd reports a line that ends with a town and its region
// abbreviated with a dot ("…, Agrícola Los Tres Ríos, Eldorado, Sin."):
// the dot ends no sentence.
func abbrevPlaceEnd(l string) bool {
	parts := strings.Split(l, ", ")
	if len(parts) < 2 {
		return false
	}
	place := strings.Join(parts[len(parts)-2:], ", ")
	return locAbbrevRe.MatchString(place) && asLocation(place) != ""
}

// districtCityRe is a district or town of a city named "… City" ("Thu
// Duc City, Ho Chi Minh City", "District 7, Ho Chi Minh City", "Makati,
// Metro Manila" is a region's and not this).
var districtCityRe = regexp.MustCompile(`^((?:District|Ward|Quận) \d{1,2}|\p{Lu}[\p{L}'’\-]*(?: \p{Lu}[\p{L}'’\-]*){0,3}), (?:\p{Lu}[\p{L}'’\-]* ){0,3}City$`)

// districtOfCity reports a district and its city with no title or
// company word in it.
func districtOfCity(s string) bool {
	m := districtCityRe.FindStringSubmatch(s)
	return m != nil && titleScore(m[1]) <= 0 && !companyHintRe.MatchString(s)
}

// brazilianTown reports a Brazilian town with its state's code
// ("São Francisco do Conde/BA"): capitalised words, linked by de, do, da,
// dos, das or e, with no company or title word.
func brazilianTown(p string) bool {
	m := locBRRe.FindStringSubmatch(p)
	if m == nil || companyHintRe.MatchString(m[1]) || titleScore(m[1]) > 0 {
		return false
	}
	f := strings.Fields(m[1])
	if len(f) > 5 {
		return false
	}
	for i, w := range f {
		switch w {
		case "de", "do", "da", "dos", "das", "e":
			if i > 0 {
				continue
			}
		}
		if !nameWordRe.MatchString(w) || strings.ContainsAny(w, "0123456789&") {
			return false
		}
	}
	return true
}

// leftoverLocation is what remains of a contact line without its e-mail,
// phone and links, when that is a place ("jo@x.com (919) 555-0147 Berlin,
// Germany" with single spaces).
func leftoverLocation(line string) string {
	rest := emailRe.ReplaceAllString(line, " ")
	rest = linkedinRe.ReplaceAllString(rest, " ")
	if p := findPhone(rest); p != "" {
		rest = strings.Replace(rest, p, " ", 1)
	}
	rest = urlRe.ReplaceAllString(rest, " ")
	rest = strings.TrimSpace(contactSepRe.ReplaceAllString(" "+rest+" ", " "))
	return asLocation(collapseSpaces(rest))
}

var titleWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`engineer engineering developer manager director designer analyst intern internship assistant teacher
		nurse accountant consultant specialist coordinator administrator officer lead head vp president architect
		scientist tutor associate representative technician executive advisor adviser strategist writer editor programmer
		researcher instructor professor owner founder co-founder cto ceo cfo coo supervisor clerk cashier agent therapist
		physician pharmacist chef driver operator planner producer recruiter salesperson support staff senior junior
		principal chief fellow volunteer apprentice trainee partner mechanic electrician auditor controller bookkeeper
		paralegal attorney lawyer counsel marketer marketing sales product devops sre qa tester nanny caregiver
		dentist hygienist librarian photographer artist curator registered charge teaching contract contractor
		freelance freelancer barista server waiter waitress receptionist secretary buyer merchandiser trader banker
		economist statistician actuary surveyor inspector foreman worker laborer handler storekeeper steward
		facilitator stocker student reporter journalist correspondent postdoc aide interpreter translator linguist
		cleaner porter custodian janitor housekeeper dishwasher cook baker welder
		plumber carpenter machinist installer assembler packer picker courier dispatcher teller bartender counselor
		counsellor caseworker educator lecturer coach trainer attendant technologist phlebotomist paramedic midwife
		estimator drafter labourer operative preparer crew waitron hostess busser concierge sommelier valet usher
		sergeant corporal soldier airman sailor lieutenant lineworker lineman linesman groundman groundsman
		broker shipbroker superintendent cadet bosun boatswain captain rigger lasher stevedore docker fitter
		leader splicer processor underwriter adjuster collector examiner appraiser`) {
		titleWords[w] = true
	}
	for _, w := range strings.Fields(foreignTitleList) {
		titleWords[w] = true
		foreignTitleWords[w] = true
	}
}

// foreignTitleWords are the job-title words of other languages that
// resumes written in them (or half in them) use: German, Dutch, Polish,
// French (trades of food retail too: boucher, boulanger, poissonnier),
// Spanish, Portuguese, Italian and Swedish. A line that starts with one is a title
// even when most of its words are in small letters, as those languages
// write titles ("Soporte técnico bilingüe - medio tiempo", "Técnico de
// Segurança do Trabalho (contrato temporário)"); no English sentence
// starts with them.
var foreignTitleWords = map[string]bool{}

const foreignTitleList = `mitarbeiter mitarbeiterin specjalista kierownik inżynier starszy młodszy técnico técnica
	engenheiro engenheira analista gerente coordenador coordenadora assistente auxiliar ingeniero ingeniera jefe jefa
	ingenieur leiter leiterin sachbearbeiter sachbearbeiterin referent referentin werkstudent werkstudentin medewerker
	stagiair adviseur ingénieur chargé chargée responsable elektroniker auszubildender auszubildende monteur bauleiter
	projektingenieur techniker kaufmann kauffrau fachkraft contador contadora asistente vendedor vendedora cajero cajera
	soporte suporte asesor asesora operario operaria operador operadora encargado encargada enfermero enfermera
	enfermeiro enfermeira médico médica profesor profesora maestro maestra docente abogado abogada agente ejecutivo
	ejecutiva especialista consultor consultora desarrollador desarrolladora diseñador diseñadora directora administrador
	administradora administrativo administrativa recepcionista cocinero cocinera ayudante mesero mesera camarero
	camarera repartidor motorista atendente estagiário estagiária practicante pasante becario becaria supervisora
	secretaria secretária contable tesorero auditora repositor repositora preparador preparadora chefe armazenista
	rececionista préparateur préparatrice cariste magasinier magasinière manutentionnaire caissier
	caissière employé employée technicien technicienne ouvrier ouvrière opérateur opératrice conseiller conseillère
	vendeuse infirmière infirmier aide-soignante aide-soignant sage-femme pharmacien pharmacienne médecin comptable
	manipulateur manipulatrice kinésithérapeute secrétaire impiegato impiegata addetto addetta responsabile magazziniere operaio operaia commesso commessa
	mecánico mecânico agrónomo agrónoma agrônomo agrônoma electricista eletricista coordinador coordinadora aprendiz
	soldador soldadora tractorista capataz bodeguero almacenista inspectora laboratorista tecnóloga
	chef boucher bouchère boulanger boulangère poissonnier poissonnière pâtissier pâtissière charcutier charcutière
	apprenti apprentie directeur adjoint adjointe contrôleur contrôleuse gestionnaire assistante conducteur conductrice
	chauffeur livreur livreuse mécanicien mécanicienne frigoriste électricien électricienne acheteur acheteuse
	carnicero carnicera panadero panadera pescadero mozo chófer
	spedytor magazynier kierowca księgowa księgowy asystent asystentka inköpare lagerarbetare säljare handläggare`

var companyHintRe = regexp.MustCompile(`(?i)\b(inc|llc|l\.l\.c|w\.l\.l|wll|pjsc|ltd|limited|corp|corporation|co|company|brothers|bros|gmbh|ag|se|plc|sa|bv|ug|kg|nv|ab|oy|sarl|sas|lda|ltda|srl|spa|pvt|pty|pte|sdn|bhd|tbk|kk|group|labs?|technologies|solutions|systems|studio|studios|agency|bank|hospital|clinic|university|universit\p{L}+|universidad|universidade|college|school|schools|institute|institut|instituto|fundación|fundação|stiftung|hochschule|partners|consulting|services|holdings|foundation|ventures|health|media|software|digital|trust|council|authority|municipality)\b\.?`)

// titleScore counts job-title words in s.
func titleScore(s string) int {
	n := 0
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) {
		if titleWords[w] {
			n++
		}
	}
	return n
}

var nameWordRe = regexp.MustCompile(`^(?:\p{Lu}[\p{L}'’\-]*\.?|\p{Lu}\.|(?:de|da|van|von|der|del|la|le|di|bin|al)|O'\p{L}+|\(\p{Lu}[\p{L}'’\-]*\)|["“]\p{Lu}[\p{L}'’\-]*["”])$`)

// workModeRe is how a role was worked, in brackets after its place.
var workModeRe = regexp.MustCompile(`(?i)\s*\((?:hybrid|remote|on-?site|rotational|rotation|fifo|fly-in/fly-out)\)$`)

// regionAbbrRe is a region written short ("N.L.", "NRW", "Jal.").
var regionAbbrRe = regexp.MustCompile(`^(?:\p{Lu}{1,4}|(?:\p{Lu}\p{Ll}{0,3}\.)+(?:\p{Lu}\.)*)$`)

// regionLike reports whether s names a state, province or region: a full
// name Stride knows, a short form, or "… State", "… Province".
func regionLike(s string) bool {
	return regionNames[s] || usStates[s] || regionAbbrRe.MatchString(s) ||
		strings.HasSuffix(s, " State") || strings.HasSuffix(s, " Province") || strings.HasSuffix(s, " Region")
}

// departmentRe is a French town with its département's number, as French
// resumes write a workplace: "Brest (29)", "Ajaccio (2A)".
var departmentRe = regexp.MustCompile(`^(.+) \((?:0[1-9]|[1-8]\d|9[0-5]|97[1-6]|2[AB])\)$`)

// departmentPlace reports whether s is a town with its département.
func departmentPlace(s string) bool {
	m := departmentRe.FindStringSubmatch(strings.TrimSpace(s))
	return m != nil && looksLikeCity(m[1])
}
