package resume

import (
	"regexp"
	"strings"
)

// The Europass CV (the EU's form, and the LaTeX classes and word
// templates that copy it) labels every value in a column of its own:
// "Occupation or position held  Pipe Welder", "Name and address of
// employer  Gulf Coast Fabrication LLC". Read row by row, a role is dates,
// title, a paragraph of duties and then the employer. europassForm turns
// such a form into the plain order the parser reads (title, employer,
// dates, duties), drops the labels, and leaves any other text alone.

type europassRole int

const (
	epValue    europassRole = iota // a contact or other value: keep it, drop the label
	epDates                        // starts an entry
	epTitle                        // the role's title
	epEmployer                     // the employer (and its address)
	epDuties                       // a paragraph of the entry
	epDegree                       // the qualification
	epSchool                       // the school
	epSkills                       // a heading: the skills
	epDrop                         // a label of the form itself, with nothing to keep
)

// europassLabels are the form's labels in lower case, as the EU form and
// its copies print them.
var europassLabels = map[string]europassRole{
	"name / surname":             epValue,
	"surname(s) / first name(s)": epValue,
	"first name(s) / surname(s)": epValue,
	"address":                    epValue,
	"telephone":                  epValue,
	"mobile":                     epValue,
	"e-mail":                     epValue,
	"email":                      epValue,
	"personal email":             epValue,
	"nationality":                epValue,
	"date of birth":              epValue,
	"desired employment":         epValue,
	"desired employment / occupational field": epValue,
	"dates":                                                          epDates,
	"occupation or position held":                                    epTitle,
	"name and address of employer":                                   epEmployer,
	"main activities and responsibilities":                           epDuties,
	"type of business or sector":                                     epDuties,
	"title of qualification awarded":                                 epDegree,
	"principal subjects / occupational skills covered":               epDuties,
	"principal subjects/occupational skills covered":                 epDuties,
	"name and type of organisation providing education and training": epSchool,
	"name and type of organization providing education and training": epSchool,
	"level in national or international classification":              epDuties,
	"personal skills and competences":                                epSkills,
	"personal information":                                           epDrop,
	"europass":                                                       epDrop,
	"curriculum vitae":                                               epDrop,
}

// europassMarks are the labels only the form uses: two of them make a page
// a Europass CV.
var europassMarks = []string{"occupation or position held", "name and address of employer",
	"title of qualification awarded", "main activities and", "name and type of organi"}

func europassForm(lines []string) []string {
	marks := 0
	for _, l := range lines {
		low := strings.ToLower(l)
		for _, m := range europassMarks {
			if strings.HasPrefix(low, m) {
				marks++
			}
		}
	}
	if marks < 2 {
		return lines
	}
	var out []string
	var title, employer, dates, degree, school string
	var duties []string
	flush := func() {
		switch {
		case title != "" && employer != "":
			// One header line the parser splits at the bar, the place
			// beside the dates.
			comp, loc := europassEmployer(employer)
			out = append(out, title+" | "+comp)
			if loc != "" && dates != "" {
				dates += "  " + loc
			} else if loc != "" {
				out = append(out, loc)
			}
		case title != "" || employer != "":
			out = append(out, title+employer)
		case degree != "" || school != "":
			out = append(out, degree, school)
		}
		if dates != "" {
			out = append(out, dates)
		}
		for _, d := range duties {
			// As a bullet: a year range inside the duties ("rebuilds,
			// 2022-2023") is no role's dates.
			out = append(out, "• "+d)
		}
		title, employer, dates, degree, school, duties = "", "", "", "", "", nil
	}
	pending := ""            // a label wrapped over lines, read so far
	role := europassRole(-1) // the role the current value continues
	add := func(r europassRole, v string) {
		if v == "" {
			return
		}
		switch r {
		case epDates:
			dates = strings.TrimSpace(dates + " " + v)
		case epTitle:
			title = strings.TrimSpace(title + " " + v)
		case epEmployer:
			employer = strings.TrimSpace(employer + " " + v)
		case epDegree:
			degree = strings.TrimSpace(degree + " " + v)
		case epSchool:
			school = strings.TrimSpace(school + " " + v)
		case epDuties:
			if n := len(duties); n > 0 && !strings.HasSuffix(duties[n-1], ".") && !strings.HasSuffix(duties[n-1], ";") {
				duties[n-1] += " " + v
			} else {
				duties = append(duties, v)
			}
		default:
			flush()
			out = append(out, v)
		}
	}
	for _, l := range lines {
		label, value, gap := strings.Cut(l, "  ")
		label = strings.ToLower(strings.TrimSpace(label))
		value = strings.TrimSpace(value)
		if pending != "" {
			joined := pending + " " + label
			pending = ""
			if r, whole, ok := europassLabel(joined); ok {
				if !whole {
					pending = joined
				}
				role = r
				add(role, value)
				continue
			}
		}
		if r, whole, ok := europassLabel(label); ok && (whole || len(strings.Fields(label)) >= 2) {
			if !whole {
				pending = label
			}
			switch r {
			case epDates:
				flush()
			case epSkills:
				flush()
				out = append(out, "Skills")
			case epDrop:
				flush()
			}
			role = r
			if r != epDrop && r != epSkills {
				add(r, value)
			}
			continue
		}
		if strings.HasPrefix(strings.ToLower(l), "page ") && strings.Contains(strings.ToLower(l), "curriculum vit") {
			continue // the form's footer
		}
		t := strings.TrimSpace(l)
		if t == "" || !gap && headingOf(t) != "" || gap {
			// A blank line, a section heading or a row with a label the
			// form does not know ("Welding Processes  SMAW, GTAW"): the
			// entry ends.
			flush()
			role = -1
			out = append(out, l)
			continue
		}
		switch role {
		case epDates, epTitle, epEmployer, epDuties, epDegree, epSchool:
			add(role, t)
		default:
			out = append(out, l)
		}
	}
	flush()
	return out
}

// europassLabel finds the form's label a text is (whole) or begins (a
// label wrapped onto the next line), when only one label begins so.
func europassLabel(s string) (role europassRole, whole, ok bool) {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return 0, false, false
	}
	if r, found := europassLabels[s]; found {
		return r, true, true
	}
	n := 0
	for l, r := range europassLabels {
		if strings.HasPrefix(l, s+" ") {
			role = r
			n++
		}
	}
	return role, false, n == 1
}

// europassEmployer cuts the form's "Name and address of employer" into
// the employer and its address: after the name, comma-separated parts
// that are each a place ("Ghana Education Service, Koforidua, Eastern
// Region", "Sphinx Outsourcing Services S.A.E., 6th of October City").
func europassEmployer(s string) (string, string) {
	if comp, loc := splitCompanyLocation(s); loc != "" {
		return comp, loc
	}
	items := strings.Split(s, ", ")
	k := len(items) // the address is items[k:], read back from the end
	for k > 1 && addressPart(items[k-1]) {
		k--
	}
	if k == len(items) {
		return s, ""
	}
	return strings.Join(items[:k], ", "), strings.Join(items[k:], ", ")
}

// placeUnitRe is a named city, region or province ("6th of October
// City", "Volta Region").
var placeUnitRe = regexp.MustCompile(`^(?:\p{Lu}|\d{1,2}(?:st|nd|rd|th) of \p{Lu})[\p{L}'’\-]*(?: \p{Lu}[\p{L}'’\-]*){0,2} (?:City|Region|Province|State|County|District)$`)

// addressPart reports one part of an address: a town, region or country.
func addressPart(p string) bool {
	p = strings.TrimSpace(p)
	return townPart(p) || placeUnitRe.MatchString(p) && !companyHintRe.MatchString(p)
}
