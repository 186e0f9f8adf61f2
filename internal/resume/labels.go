package resume

import "strings"

// Section labels a layout sets apart from their blocks: a heading fused
// with the first line of its section, a label beside the middle of its
// block (paper), and whether what follows a heading is what it names.

// labelledAbove takes from the section being read the lines a margin
// label set beside the middle of its block owns: the lines above the label
// since a blank line, when the section's own heading lies before that
// blank line, the block goes on below the label at least as far (a label
// centred on its block, as the paper theme sets it) and the lines are
// short items, not prose.
func labelledAbove(cur *section, rest []string) []string {
	b := lastBlank(cur.lines)
	if b < 0 || b == len(cur.lines)-1 {
		return nil
	}
	above := len(cur.lines) - b - 1
	below := 0
	for _, l := range rest {
		if strings.TrimSpace(l) == "" {
			break
		}
		below++
	}
	if above > below {
		return nil
	}
	for _, l := range cur.lines[b+1:] {
		if l = strings.TrimSpace(l); strings.HasSuffix(l, ".") {
			// A paragraph of prose closes the section above; a label's
			// block is a list of short items.
			return nil
		}
	}
	moved := append([]string(nil), cur.lines[b+1:]...)
	cur.lines = cur.lines[:b+1]
	return moved
}

// labelledList is labelledAbove for a label on a line of its own: only
// when the block is a list of labels ("Dentrix:", "Eaglesoft:"), as paper
// prints skills without keywords, so that no contact line or prose moves.
func labelledList(cur *section, rest []string) []string {
	b := lastBlank(cur.lines)
	if b < 0 || b == len(cur.lines)-1 || len(rest) == 0 || !labelOnly(rest[0]) {
		return nil
	}
	for _, l := range cur.lines[b+1:] {
		if !labelOnly(l) {
			return nil
		}
	}
	return labelledAbove(cur, rest)
}

// labelOnly reports a short line that is only a label ("Dentrix:").
func labelOnly(l string) bool {
	l = strings.TrimSpace(l)
	return strings.HasSuffix(l, ":") && len(strings.Fields(l)) <= 6
}

// lastBlank is the index of the last blank line, -1 if there is none.
func lastBlank(lines []string) int {
	for j := len(lines) - 1; j >= 0; j-- {
		if strings.TrimSpace(lines[j]) == "" {
			return j
		}
	}
	return -1
}

// educationFollows reports whether the lines up to the next heading hold
// a school, a degree or a date: "Academic" under Skills with only skills
// below names a group of skills, not the education section.
func educationFollows(lines []string) bool {
	for _, l := range lines {
		if k, _ := fusedHeading(l); headingOf(l) != "" || k != "" {
			break
		}
		if schoolRe.MatchString(l) || isDegree(l) || dateRe.MatchString(l) {
			return true
		}
	}
	return false
}

// fusedHeading splits a line that starts with a heading set apart by a
// style change ("Work  Pipe Welder (6G)", "Skills  Welding Processes"): the
// part before the first double space is a heading of one to three words.
func fusedHeading(line string) (kind, rest string) {
	head, rest, ok := strings.Cut(strings.TrimSpace(line), "  ")
	if !ok || len(strings.Fields(head)) > 3 || strings.TrimSpace(rest) == "" {
		return "", ""
	}
	if k := headingWords[strings.ToLower(strings.TrimRight(head, ":"))]; k != "" {
		return k, strings.TrimSpace(rest)
	}
	return "", ""
}

// datesFollow reports whether a date range appears within the next few
// non-empty lines.
func datesFollow(lines []string) bool {
	seen := 0
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if _, _, _, ok := findRange(l); ok {
			return true
		}
		if seen++; seen >= 4 {
			break
		}
	}
	return false
}

// techListFollows reports whether the lines after a heading list technical
// skills: over the first of the next few lines (up to a heading), two or
// more items and at least half of them are skills Stride knows
// ("Languages" / "Java, Kotlin, SQL": a developer's group of programming
// languages, where a spoken language, "Native" or "Fluent" is no known
// skill).
func techListFollows(lines []string) bool {
	items, known, seen := 0, 0, 0
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if headingOf(l) != "" || seen == 4 {
			break
		}
		seen++
		for _, it := range splitSkills(l) {
			items++
			if knownListItem(it) != "" {
				known++
			}
		}
		if known >= 2 && 2*known >= items {
			return true
		}
	}
	return false
}

// endsInConnector reports a line that ends in a word linking it to the
// next ("Dnipro State University of" / "Information Technologies",
// "Faculdade de Tecnologia e" / "Ciências do Recôncavo"): the next line
// goes on with it, whatever word it ends in.
func endsInConnector(l string) bool {
	f := strings.Fields(l)
	if len(f) < 2 {
		return false
	}
	switch strings.ToLower(f[len(f)-1]) {
	case "of", "and", "&", "for", "the", "in", "de", "do", "da", "dos", "das", "del", "e", "y", "für", "und", "van", "voor", "din", "im.", "w", "z", "di", "della", "des", "du", "la", "és":
		return true
	}
	return false
}

// exactHeading reports a line that is a heading of the vocabulary as it
// stands ("Skills", "Work Experience"), not one recognised by its form.
func exactHeading(l string) bool {
	t := strings.ToLower(collapseSpaces(strings.TrimRight(strings.TrimSpace(l), ":：-–— ")))
	return headingWords[t] != ""
}
