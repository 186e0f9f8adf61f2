package ai

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Resume bullets into a person's sentences: "Rolled out a no-fault
// attendance policy …; sat down with each shift's managers …, and
// write-ups dropped 40% in year one" becomes "I rolled out a no-fault
// attendance policy …. I sat down with each shift's managers …, and
// write-ups dropped 40% in year one." Every word of the bullet is kept,
// results after a semicolon included; nothing is added but the "I" the
// bullet leaves out.

// resumeVerbs are verbs bullets start with, in their base form.
var resumeVerbs = map[string]bool{}

// irregularPast maps irregular past forms to their base.
var irregularPast = map[string]string{"led": "lead", "built": "build", "ran": "run", "grew": "grow", "cut": "cut",
	"won": "win", "made": "make", "wrote": "write", "drove": "drive", "set": "set", "took": "take", "brought": "bring",
	"taught": "teach", "sold": "sell", "kept": "keep", "oversaw": "oversee", "became": "become", "rebuilt": "rebuild",
	"found": "find", "put": "put", "sat": "sit", "got": "get", "gave": "give", "went": "go", "had": "have", "held": "hold",
	"met": "meet", "paid": "pay", "spoke": "speak", "spent": "spend", "began": "begin", "chose": "choose", "caught": "catch",
	"thought": "think", "told": "tell", "saw": "see", "bought": "buy", "fought": "fight", "hit": "hit", "shut": "shut",
	"stood": "stand", "understood": "understand", "sent": "send", "lent": "lend", "rewrote": "rewrite", "overhauled": "overhaul",
	"spun": "spin", "drew": "draw", "flew": "fly", "rode": "ride", "upheld": "uphold", "withdrew": "withdraw", "bent": "bend",
	"pulled": "pull", "did": "do", "wore": "wear", "froze": "freeze", "rose": "rise", "fell": "fall"}

func init() {
	for _, v := range strings.Fields(`accelerate achieve act add adjust administer advise advocate analyse analyze answer
		apply approve arrange assemble assess assign assist attend audit automate balance bend book brief bring build
		calculate call care catch chair champion chart check clean close coach code collaborate collect communicate compile
		complete conduct configure confirm consolidate construct consult contribute control convert coordinate counsel
		create cut debug decrease define deliver deploy design detect develop diagnose direct discover document draft
		drive edit educate eliminate enable engineer enforce ensure establish estimate evaluate execute expand expedite
		facilitate file find fix flag follow forecast generate give go grow guide handle have help hire identify implement
		improve increase initiate inspect install instruct integrate interpret interview introduce investigate issue keep
		launch lead log maintain make manage map market measure mentor merge migrate model monitor motivate negotiate
		notice onboard operate optimise optimize orchestrate organise organize orient own partner perform pilot plan post
		precept prepare present prevent prioritise prioritize process produce program promote propose prototype provide
		publish pull put raise reach read rebuild receive recommend reconcile record recruit redesign reduce refactor
		regroup release repair replace report represent research resolve respond restore restructure review revise
		rewrite roll run save scale schedule screen secure see select sell send serve set ship simplify sit solve source
		spearhead speak spot standardise standardize start steer stop streamline strengthen submit supervise support
		take talk teach test titrate track train transform translate trace triage troubleshoot turn update upgrade use
		validate verify visit volunteer win work write participate hit be tag bend pull log match book present give recognize recognise document conduct respond complete answer own assist`) {
		resumeVerbs[v] = true
	}
}

// verbBase returns the base of w when w is a verb a bullet may start with
// (base, third person or past form), else "".
func verbBase(w string) string {
	w = strings.ToLower(w)
	if b, ok := irregularPast[w]; ok {
		return b
	}
	if resumeVerbs[w] {
		return w
	}
	for _, suf := range []string{"ed", "d", "s", "es"} {
		if b, ok := strings.CutSuffix(w, suf); ok && resumeVerbs[b] {
			return b
		}
	}
	if b, ok := strings.CutSuffix(w, "ied"); ok && resumeVerbs[b+"y"] {
		return b + "y"
	}
	if strings.HasSuffix(w, "ed") && len(w) > 5 && resumeVerbs[w[:len(w)-3]] { // "planned"
		return w[:len(w)-3]
	}
	if strings.HasSuffix(w, "ed") && len(w) > 5 && !strings.HasSuffix(w, "eed") {
		return w // a regular past form the list lacks ("re-terminated")
	}
	return ""
}

// finiteVerbs are verb forms that show a clause has its own subject
// ("Recare rate went from 68% to 81%").
var finiteVerbs = map[string]bool{"is": true, "are": true, "was": true, "were": true, "went": true, "had": true,
	"has": true, "have": true, "came": true, "fell": true, "rose": true, "grew": true, "became": true, "got": true,
	"ask": true, "asks": true, "averaged": true, "averages": true, "dropped": true, "doubled": true, "tripled": true,
	"improved": true, "increased": true, "decreased": true, "declined": true, "stayed": true, "remained": true,
	"hit": true, "reached": true, "passed": true, "closed": true, "make": true, "makes": true, "cut": true}

var pronounStart = map[string]bool{"i": true, "we": true, "she": true, "he": true, "they": true, "it": true,
	"my": true, "our": true, "her": true, "his": true, "their": true}

var clauseSplitRe = regexp.MustCompile(`;\s+|\s+[-–—]\s+|\.\s+`)

// dottedAbbrevRe are abbreviations written with full stops inside a
// sentence.
var dottedAbbrevRe = regexp.MustCompile(`(?i)\b(?:a\.m\.|p\.m\.|e\.g\.|i\.e\.|vs\.|approx\.|etc\.(?:\s[a-z]))`)

// clauses splits a bullet at semicolons, dashes between words and sentence
// ends.
func clauses(bullet string) []string {
	var out []string
	var parts []string
	// "6:00 p.m. on trade date" does not end a sentence at "p.m.".
	protected := dottedAbbrevRe.ReplaceAllStringFunc(strings.TrimSpace(bullet), func(m string) string { return strings.ReplaceAll(m, ".", "\x00") })
	for _, c := range clauseSplitRe.Split(protected, -1) {
		c = strings.ReplaceAll(c, "\x00", ".")
		// "On the trial team: built the exhibit list" is two clauses.
		for {
			head, tail, ok := strings.Cut(c, ": ")
			w, _, _ := strings.Cut(tail, " ")
			if !ok || verbBase(w) == "" || strings.HasSuffix(strings.ToLower(w), "ing") {
				break
			}
			parts = append(parts, head)
			c = tail
		}
		parts = append(parts, c)
	}
	for _, c := range parts {
		if c = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(c), ".;")); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// sentenceWriter writes bullets as sentences; corpus tells which
// capitalised words are names (kept) and which only start a bullet.
type sentenceWriter struct {
	corpus string
}

// placeWords start a bullet that says where the person was ("On the trial
// team for 2 jury trials").
var placeWords = map[string]bool{"on": true, "part": true}

var introWords = map[string]bool{"the": true, "after": true, "before": true, "when": true, "during": true, "on": true,
	"in": true, "at": true, "over": true, "within": true, "while": true, "once": true, "last": true, "each": true}

// lowerStart lower-cases the first word unless it is a name or an
// abbreviation: a word written capitalised in the middle of a sentence
// somewhere in the facts.
func (sw sentenceWriter) lowerStart(s string) string {
	first, _, _ := strings.Cut(s, " ")
	if first == "" || first == strings.ToUpper(first) && len(strings.TrimFunc(first, func(r rune) bool { return !unicode.IsLetter(r) })) > 1 {
		return s
	}
	for i, r := range first {
		if i > 0 && unicode.IsUpper(r) {
			return s // "iManage", "McKinsey"
		}
	}
	if nameMidSentence(sw.corpus, first) {
		return s
	}
	return lowerFirst(s)
}

// nameMidSentence reports whether word stands in text, as a whole word,
// after a word in small letters, a comma, a colon or a bracket: a name
// ("based in Sacramento"). After a capitalised word it may be part of
// another name ("Delta Wire Electric" leaves "Wire microinverters" a
// verb).
func nameMidSentence(text, word string) bool {
	for from := 0; ; {
		i := strings.Index(text[from:], " "+word)
		if i < 0 {
			return false
		}
		at := from + i
		from = at + 1
		if end := at + 1 + len(word); !asciiBoundary(text, end) {
			continue
		}
		before := text[:at]
		if strings.HasSuffix(before, ",") || strings.HasSuffix(before, ":") || strings.HasSuffix(before, "(") {
			return true
		}
		w := strings.LastIndexFunc(before, func(r rune) bool { return !unicode.IsLetter(r) })
		if prev := before[w+1:]; prev != "" && !strings.ContainsFunc(prev, func(r rune) bool { return !unicode.IsLower(r) }) {
			return true
		}
	}
}

// asciiBoundary reports a word boundary at byte i of text as the regexp
// package's \b sees it: an ASCII word character on one side only.
func asciiBoundary(text string, i int) bool {
	word := func(b byte) bool {
		return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
	}
	left := i > 0 && word(text[i-1])
	right := i < len(text) && word(text[i])
	return left != right
}

// sentences writes one bullet as first-person sentences; current says
// whether the job is held now (present tense for a role held).
func (sw sentenceWriter) sentences(bullet string, current bool) []string {
	var out []string
	for i, c := range clauses(bullet) {
		words := strings.Fields(c)
		first := strings.Trim(words[0], ",:")
		lw := strings.ToLower(first)
		var s string
		switch {
		case pronounStart[lw], introWords[lw] && slices.Contains(words[1:], "I"):
			s = c // "When a printer misprinted the programs, I rebuilt…" has its subject
		case i == 0 && (lw == "a" || lw == "an") && hasPastVerb(words[1:]),
			introWords[lw] && lw != "the" && hasPastVerb(words[1:]) && !hasFiniteVerb(words[1:]):
			// "A longtime resident filed complaint after complaint…", "In a
			// 2023 ice storm a truck snapped…" have their subjects; "In
			// 2023, led a team…" gets one after its comma.
			s = insertSubject(c)
		case lw == "one" && len(words) > 1 && words[1] == "of", placeWords[lw]:
			s = "I " + map[bool]string{true: "am ", false: "was "}[current] + lowerFirst(c)
		case verbBase(first) != "" && !strings.HasSuffix(lw, "ing"):
			s = "I " + sw.lowerStart(c)
		case strings.HasSuffix(lw, "ing") && len(lw) > 5 && i == 0:
			s = "My work includes " + sw.lowerStart(c)
		case hasFiniteVerb(words[1:]):
			s = c
			if introWords[lw] {
				s = insertSubject(s)
			}
		case i > 0 && len(out) > 0:
			// A phrase after a dash or semicolon belongs to the sentence before.
			out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], ".") + ", " + sw.lowerStart(c) + "."
			continue
		case !roleNoun(words), len(words) > 1 && imperative(first) && !roleNounRe.MatchString(first) && !roleNounRe.MatchString(words[1]):
			// A verb the list lacks ("Match invoices to POs", "Stay in radio
			// contact with dispatch"), not a role ("Charge nurse 2-3 shifts").
			s = "I " + sw.lowerStart(c)
		default:
			verb := "I serve as "
			if !current {
				verb = "I served as "
			}
			s = verb + sw.lowerStart(c)
		}
		out = append(out, upperFirst(strings.TrimRight(s, ".;,: "))+".")
	}
	return out
}

// dutyAdjectives open a responsibility that is a noun phrase ("Full P&L
// accountability", "Direct supervision of…").
var dutyAdjectives = map[string]bool{"full": true, "direct": true, "overall": true, "daily": true, "primary": true, "general": true,
	"strong": true, "solid": true, "excellent": true, "proven": true, "first": true, "main": true, "sole": true, "total": true,
	"end": true, "hands": true, "high": true, "key": true, "regular": true, "routine": true, "shared": true, "joint": true}

// imperative reports whether a responsibility's first word reads as a
// verb although Stride's list of verbs lacks it ("Obtain and interpret
// ABG samples"): a plain lower-case word without a noun's ending.
func imperative(w string) bool {
	lw := strings.ToLower(w)
	if w == "" || abbrevOf(w) != "" || lw != strings.ToLower(lw) || stopwords[lw] || len(lw) < 3 {
		return false
	}
	if dutyAdjectives[lw] {
		return false
	}
	for _, suf := range []string{"ing", "tion", "sion", "ment", "ness", "ity", "ship", "ed", "ful", "ous", "ary"} {
		if strings.HasSuffix(lw, suf) {
			return false
		}
	}
	if strings.HasSuffix(lw, "s") && !strings.HasSuffix(lw, "ss") && !strings.HasSuffix(lw, "us") {
		return false // a plural noun ("Duties…")
	}
	for _, r := range lw {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// hasPastVerb reports whether words hold a verb in the past ("filed",
// "snapped", "broke"): a clause with its own subject.
func hasPastVerb(words []string) bool {
	for _, w := range words {
		w = strings.ToLower(strings.Trim(w, ",.;:"))
		if irregularPast[w] != "" || strings.HasSuffix(w, "ed") && len(w) > 4 && verbBase(w) != "" {
			return true
		}
	}
	return false
}

func hasFiniteVerb(words []string) bool {
	for _, w := range words {
		w = strings.ToLower(strings.Trim(w, ",.;:"))
		if finiteVerbs[w] {
			return true
		}
	}
	return false
}

// insertSubject puts "I" before a verb that follows an opening phrase:
// "The night before it was due, spotted two emails" → "…, I spotted two emails".
func insertSubject(s string) string {
	head, tail, ok := strings.Cut(s, ", ")
	if !ok {
		return s
	}
	w, _, _ := strings.Cut(tail, " ")
	if verbBase(w) != "" && !pronounStart[strings.ToLower(w)] {
		return head + ", I " + tail
	}
	return s
}

// isResult reports whether a sentence tells an outcome: a figure that
// moved, a drop or rise, a promotion, "since".
var resultRe = regexp.MustCompile(`(?i)\b(from\s+\S+\s+to|dropped|fell|rose|went|cut|reduced|increased|improved|saved|stopped|promoted|benchmark|since|approved|later|doubled|grew|raised|averag\w*|up from|down from|won|closed|no more|zero)\b`)

func isResult(s string) bool {
	return resultRe.MatchString(s) && strings.IndexFunc(s, unicode.IsDigit) >= 0 || regexp.MustCompile(`(?i)\b(promoted|no \w+ since|benchmark|stopped)\b`).MatchString(s)
}

var roleNounRe = regexp.MustCompile(`(?i)\b(nurse|contact|engineer|champion|lead|member|specialist|manager|supervisor|coordinator|technician|representative|assistant|teacher|electrician|paralegal|hygienist|analyst|developer|designer|owner|liaison|mentor|trainer|instructor|person|point|user|admin|administrator|officer|rep|captain|chair|responder|therapist|operator|adviser|advisor|inspector|auditor|steward|ambassador|preceptor|planner|buyer|clerk|agent|dispatcher|foreman|handler|superintendent|director|estimator|laborer|labourer)s?\b`)

// roleNoun reports whether a bullet that starts without a verb names a
// role in its first words ("Charge nurse 2-3 shifts a week", "Main HR
// contact for ~420 employees").
func roleNoun(words []string) bool {
	return roleNounRe.MatchString(strings.Join(words[:min(4, len(words))], " "))
}
