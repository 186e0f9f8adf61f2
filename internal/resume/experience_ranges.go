package resume

import (
	"regexp"
	"strings"
	"unicode"
)

// Which date ranges are a role's: the ranges that sit inside a sentence,
// an aside or the rest of a wrapped line are an achievement's years.

// loneDateInSentence reports whether a line holding a start date alone
// ("since 2021", "2021 –") is a sentence rather than a role's dates:
// a part of more than six words, half of them in small letters ("Passed
// 42 of 44 inspections since 2021"), or a part opening with a digit or a
// small letter (the tail of a wrapped sentence: "42 of 44 projects since
// 2021").
func loneDateInSentence(rest string) bool {
	for _, p := range gapRe.Split(strings.TrimSpace(rest), -1) {
		if sentenceLike(p) || p != "" && (startsLower(p) || unicode.IsDigit([]rune(p)[0])) {
			return true
		}
	}
	return false
}

// rangeInSentence reports whether a line's date range sits inside a
// sentence, a small-letter word right before it and right after it with
// no gap or separator between ("Managed reopening during 2020-2021 with
// no layoffs"): an achievement that mentions years, not a role's dates.
func rangeInSentence(l string) bool {
	loc := dateRangeRe.FindStringIndex(l)
	if loc == nil {
		return false
	}
	before, after := l[:loc[0]], l[loc[1]:]
	if !strings.HasSuffix(before, " ") || strings.HasSuffix(before, "  ") || !strings.HasPrefix(after, " ") || strings.HasPrefix(after, "  ") {
		return false
	}
	prev := strings.Fields(before)
	next := strings.Fields(after)
	return len(prev) > 0 && len(next) > 0 && startsLower(prev[len(prev)-1]) && startsLower(next[0])
}

// rangeInAside reports whether a line's date range closes a bracket
// that holds words of its own, one of them in small letters, after
// prose ("Adjusted statements for inflation (hyperinflation period
// 2016-2019)"): a sentence's aside that mentions years, not a role's
// dates. A header puts its dates in a bracket alone ("Engineer, Acme
// (2019 – 2021)").
func rangeInAside(l string) bool {
	loc := dateRangeRe.FindStringIndex(l)
	if loc == nil || !strings.HasPrefix(strings.TrimSpace(l[loc[1]:]), ")") {
		return false
	}
	open := strings.LastIndex(l[:loc[0]], "(")
	if open <= 0 || strings.Contains(l[open:loc[0]], ")") || !proseStart(l[:open]) {
		return false
	}
	for _, w := range strings.Fields(l[open+1 : loc[0]]) {
		if startsLower(w) {
			return true
		}
	}
	return false
}

// proseStart reports whether s reads as the start of a sentence: three
// words or more, one of them in small letters, no gap.
func proseStart(s string) bool {
	s = strings.TrimSpace(stripBullet(s))
	words := strings.Fields(s)
	if len(words) < 3 || strings.Contains(s, "  ") {
		return false
	}
	for _, w := range words[1:] {
		if startsLower(w) {
			return true
		}
	}
	return false
}

// rangeGoesOnSentence reports whether line i opens with a range that goes
// on a sentence wrapped on the line above ("Managed reopening and curbside
// services during" / "2020-2021 with no branch layoffs"): the line above
// ends in a small-letter word, the words after the range start small.
func rangeGoesOnSentence(lines []string, i int) bool {
	l := strings.TrimSpace(lines[i])
	loc := dateRangeRe.FindStringIndex(l)
	if loc == nil || loc[0] != 0 || i == 0 {
		return false
	}
	next := strings.Fields(l[loc[1]:])
	prev := strings.Fields(lines[i-1])
	return len(next) >= 2 && startsLower(next[0]) && len(prev) >= 3 && startsLower(prev[len(prev)-1]) &&
		unicode.IsLetter([]rune(prev[len(prev)-1])[len([]rune(prev[len(prev)-1]))-1])
}

// sinceInClause reports whether "since <date>" follows a word in small
// letters after another word or more ("Spanish; 40+ approvals since
// 2022"): what an achievement has done since then, not a role's start
// ("Staff Nurse since March 2020").
func sinceInClause(l string) bool {
	m := sinceRe.FindStringIndex(l)
	if m == nil {
		return false
	}
	before := strings.Fields(l[:m[0]])
	return len(before) >= 2 && startsLower(before[len(before)-1])
}

// sinceWrapped reports whether line i starts with "since <date>" under
// a line of a column's width with no full stop: the end of a wrapped
// achievement ("…in every Vancouver Coastal Health inspection" / "since
// 2021").
func sinceWrapped(lines []string, i int) bool {
	l := strings.TrimSpace(lines[i])
	if i == 0 || !strings.HasPrefix(strings.ToLower(l), "since ") {
		return false
	}
	prev := strings.TrimSpace(lines[i-1])
	return len([]rune(prev)) >= 60 && !strings.HasSuffix(prev, ".")
}

// sentenceLike reports whether s reads as prose: more than six words, at
// least half of them opening with a small letter (a company or a title
// capitalises its words).
func sentenceLike(s string) bool {
	words := strings.Fields(s)
	lower := 0
	for _, w := range words {
		if startsLower(w) {
			lower++
		}
	}
	return len(words) > 6 && 2*lower >= len(words)
}

// rangeInWrappedSentence reports whether a line holding a date range is
// the rest of a sentence wrapped from the line above: what is left of it
// starts in small letters or with a bracket ("(UFLI) for Grades 1-3,
// 2023-present", "leader 2020-2022"), right under a line of prose that
// does not end its sentence.
func rangeInWrappedSentence(lines []string, i int, rest string) bool {
	r := strings.TrimSpace(stripBullet(rest))
	if i == 0 {
		return false
	}
	p := strings.TrimSpace(lines[i-1])
	if l := strings.TrimSpace(lines[i]); strings.Trim(r, ").;,") == "" && proseStart(p) && sentenceLinkRe.MatchString(lastWord(p)) {
		// "…prepared the unit for Accreditation Canada survey in" /
		// "2018", "(total 14 weeks in" / "2023–2024)": years alone end
		// the sentence above.
		return true
	} else if loc := dateRangeRe.FindStringIndex(l); loc != nil && loc[0] > 0 && !strings.HasSuffix(l[:loc[0]], "  ") && startsLower(lastWord(l[:loc[0]])) &&
		(startsLower(l) || sentenceLinkRe.MatchString(lastWord(l[:loc[0]])) && strings.Trim(l[loc[1]:], " ).") == "" && startsLower(lastWord(p))) {
		// "weeks in 2023–2024)", "Nurse Manager (total 14 weeks in
		// 2023–2024)" under "…during annual leave of the": a wrapped
		// sentence's tail, its years after a small word with no column
		// gap between.
		return true
	}
	if r == "" || !startsLower(r) && !strings.HasPrefix(r, "(") {
		return false
	}
	return p != "" && !strings.HasSuffix(p, ".") && !strings.HasSuffix(p, ":") && proseStart(p) && (!isHeaderLike(p) || startsLower(lastWord(p)))
}

// sentenceLinkRe is a word that leaves a sentence open for the date
// after it.
var sentenceLinkRe = regexp.MustCompile(`^(?:in|since|from|during|until|by|of|to|and|between|on)$`)
