package resume

import (
	"regexp"
	"strings"
)

// Skills.

var skillLabelRe = regexp.MustCompile(`^([A-Za-z][A-Za-z &/]{1,30}):\s*(.+)$`)

// splitSkills splits a line on commas, semicolons, pipes, bullets and wide
// gaps (two spaces), outside brackets; "Excel (VBA, Power Query)" gives Excel, VBA, Power Query.
func splitSkills(line string) []string {
	var out []string
	var b strings.Builder
	depth := 0
	emit := func() {
		s := strings.TrimSpace(b.String())
		b.Reset()
		if s == "" {
			return
		}
		if i := strings.Index(s, "("); i > 0 && strings.HasSuffix(s, ")") {
			inner := s[i+1 : len(s)-1]
			out = append(out, strings.TrimSpace(s[:i]))
			out = append(out, splitSkills(inner)...)
			return
		}
		out = append(out, s)
	}
	prevSpace := false
	for _, r := range line {
		if r == ' ' && prevSpace && depth == 0 {
			// Two spaces: items set apart by a wide gap on the page.
			emit()
			continue
		}
		prevSpace = r == ' '
		switch {
		case r == '(' || r == '[':
			depth++
			b.WriteRune(r)
		case r == ')' || r == ']':
			depth = max(depth-1, 0)
			b.WriteRune(r)
		case depth == 0 && strings.ContainsRune(",;|•·▪●◦", r):
			emit()
		default:
			b.WriteRune(r)
		}
	}
	emit()
	return out
}

// skillLevels are the levels themes print beside a group of skills; they
// are not skills.
var skillLevels = map[string]bool{"beginner": true, "intermediate": true, "advanced": true, "expert": true,
	"master": true, "proficient": true, "novice": true, "basic": true}

// levelNoteRe is a skill level in brackets before a colon or the end.
var levelNoteRe = regexp.MustCompile(`(?i)\s*\((?:beginner|intermediate|advanced|expert|master|proficient|novice|basic)\)\s*(:|$)`)

// knownRun splits an item of several single-word skills printed side by
// side ("Go Java Kotlin Python SQL") when every word is a skill Stride
// knows; anything else stays as it was.
func knownRun(s string) []string {
	f := strings.Fields(s)
	if len(f) < 3 {
		return []string{s}
	}
	for _, w := range f {
		if knownListItem(w) == "" {
			return []string{s}
		}
	}
	return f
}

func parseSkillList(lines []string) []string {
	var out []string
	for _, l := range joinWrappedSkills(lines) {
		l = stripBullet(strings.TrimSpace(l))
		if l == "" {
			continue
		}
		// "PowerShell (Advanced):" or "Clinical (Advanced): A, B": the
		// level in brackets is not part of the skill or its group.
		l = levelNoteRe.ReplaceAllString(l, "$1")
		l = strings.TrimSpace(strings.TrimSuffix(l, ":"))
		if h, t, ok := strings.Cut(l, ": "); ok && strings.EqualFold(strings.TrimSpace(h), strings.TrimSpace(t)) {
			// A template that writes a skill without keywords as its
			// own group ("Vendor management: Vendor management") gives
			// it once.
			l = strings.TrimSpace(t)
		} else if m := skillLabelRe.FindStringSubmatch(l); m != nil && len(strings.Fields(m[1])) <= 3 {
			l = m[2]
		}
		for _, s := range splitSkills(l) {
			s = strings.TrimSpace(strings.TrimRight(s, "."))
			s = strings.TrimSpace(strings.TrimLeft(s, "-–—*• "))
			if s == "" || len([]rune(s)) > 56 || contentWords(s) > 5 || skillLevels[strings.ToLower(s)] {
				continue
			}
			out = append(out, knownRun(s)...)
		}
	}
	return out
}

// joinWrappedSkills joins the lines of a skill list that a narrow column
// wrapped ("Report cards & progress" / "reports", "Working with EAs and"
// / "CYWs", "Play-based learning" / "(FDK)"): a line that is only an
// aside in brackets goes with the one above it, as does a line after one
// ending in a joining word, and a line in small letters after one of
// several words that fills the column (the longest line of the list, 18
// letters or more, or nearly so).
func joinWrappedSkills(lines []string) []string {
	width := 0
	for _, l := range lines {
		width = max(width, len([]rune(strings.TrimSpace(l))))
	}
	var out []string
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if n := len(out); n > 0 {
			if joined, ok := joinSkillCells(out[n-1], t); ok {
				out[n-1] = joined
				continue
			}
		}
		if n := len(out); n > 0 && t != "" && !strings.Contains(t, "  ") && !isBullet(l) {
			prev := out[n-1]
			pw := strings.Fields(prev)
			full := width >= 18 && len(pw) >= 2 && 4*len([]rune(prev)) >= 3*width && !strings.ContainsAny(prev, ",;|")
			if asideOnlyRe.MatchString(t) && !strings.HasSuffix(prev, ")") ||
				len(pw) >= 2 && skillJoinWords[strings.ToLower(pw[len(pw)-1])] ||
				full && (startsLower(t) || strings.HasPrefix(t, "(")) {
				out[n-1] = prev + " " + t
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// asideOnlyRe is a line that is only an aside in brackets.
var asideOnlyRe = regexp.MustCompile(`^\([^()]{1,40}\)$`)

// skillJoinWords end a wrapped line: the item goes on below.
var skillJoinWords = map[string]bool{"and": true, "&": true, "of": true, "with": true, "for": true, "in": true, "to": true, "or": true}

// skillLinkWords are the small words a skill's name links its parts with
// besides skillJoinWords, in English, Spanish, Portuguese and French
// ("Hedging with CME futures and options", "Costeo por campaña y por
// lote"): a skill is at most five words besides these.
var skillLinkWords = map[string]bool{"the": true, "a": true,
	"y": true, "e": true, "o": true, "de": true, "del": true, "la": true, "el": true, "los": true, "las": true, "por": true, "para": true, "con": true, "en": true,
	"da": true, "do": true, "das": true, "dos": true, "com": true, "et": true, "des": true, "du": true, "le": true, "les": true, "pour": true}

// contentWords counts the words of s that link no parts (skillJoinWords,
// skillLinkWords).
func contentWords(s string) int {
	n := 0
	for _, w := range strings.Fields(s) {
		if w = strings.ToLower(w); !skillJoinWords[w] && !skillLinkWords[w] {
			n++
		}
	}
	return n
}

// Projects.

var techParenRe = regexp.MustCompile(`\(([^()]{2,120})\)`)

func parseProjects(lines []string) []Project {
	var out []Project
	var cur *Project
	for _, raw := range lines {
		l := strings.TrimSpace(raw)
		if l == "" {
			continue
		}
		bullet := isBullet(l)
		if !bullet && (cur == nil || cur.Description != "" || len([]rune(l)) <= 90 && !strings.HasSuffix(l, ".")) && len([]rune(l)) <= 140 {
			if cur != nil {
				out = append(out, *cur)
			}
			cur = &Project{Technologies: []string{}}
			if u := urlRe.FindString(l); u != "" && !strings.Contains(u, "@") {
				cur.Link = u
				l = trimSeps(strings.Replace(l, u, "", 1))
			}
			if m := techParenRe.FindStringSubmatchIndex(l); m != nil {
				cur.Technologies = splitSkills(l[m[2]:m[3]])
				l = trimSeps(l[:m[0]] + l[m[1]:])
			}
			name, rest := l, ""
			for _, sep := range []string{" — ", " – ", " - ", ": "} {
				if i := strings.Index(l, sep); i > 0 {
					name, rest = trimSeps(l[:i]), trimSeps(l[i+len(sep):])
					break
				}
			}
			if len(cur.Technologies) == 0 && rest != "" && len(splitSkills(rest)) >= 2 && !strings.Contains(rest, ". ") && len(rest) < 80 {
				cur.Technologies = splitSkills(rest)
				rest = ""
			}
			cur.Name, cur.Description = name, rest
			continue
		}
		if cur == nil {
			cur = &Project{Technologies: []string{}}
		}
		if cur.Description != "" {
			cur.Description += "\n"
		}
		cur.Description += stripBullet(l)
	}
	if cur != nil {
		out = append(out, *cur)
	}
	for i := range out {
		out[i].Description = truncateRunes(out[i].Description, 2000)
	}
	return out
}

// Certifications.

func parseCertifications(lines []string) []Certification {
	var out []Certification
	for _, raw := range lines {
		l := stripBullet(strings.TrimSpace(raw))
		if l == "" {
			continue
		}
		date, rest := lastDate(l)
		var parts []string
		for _, p := range certSepRe.Split(rest, -1) {
			if p = trimSeps(p); p != "" {
				parts = append(parts, p)
			}
		}
		if len(parts) == 0 {
			continue
		}
		c := Certification{Name: parts[0], Date: date}
		if len(parts) > 1 {
			c.Issuer = parts[1]
		}
		if len(out) > 0 && c.Issuer == "" && c.Date == "" && len(parts) == 1 && len(out[len(out)-1].Name) > 0 && out[len(out)-1].Issuer == "" {
			// A wrapped line: the issuer on its own line.
			out[len(out)-1].Issuer = c.Name
			continue
		}
		out = append(out, c)
	}
	return out
}

// joinSkillCells joins two rows of a grid of skills whose cells wrapped
// ("Cost accounting and  Monthly closing and" / "product costing  group
// reporting (HGB, IFRS)"): as many cells in each, every cell above
// ending in a joining word or the cell below it starting in small
// letters, and at least one ending in a joining word.
func joinSkillCells(prev, t string) (string, bool) {
	if !strings.Contains(prev, "  ") || !strings.Contains(t, "  ") || isBullet(prev) || isBullet(t) {
		return "", false
	}
	above, below := gapRe.Split(prev, -1), gapRe.Split(t, -1)
	if len(above) != len(below) {
		return "", false
	}
	joins := 0
	for i := range above {
		switch {
		case skillJoinWords[strings.ToLower(lastWord(above[i]))]:
			joins++
		case !startsLower(below[i]):
			return "", false
		}
		above[i] += " " + below[i]
	}
	return strings.Join(above, "  "), joins > 0
}
