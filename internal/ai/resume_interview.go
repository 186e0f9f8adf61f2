package ai

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/resume"
)

// The guided resume interview asks for what the resume lacks, one question
// at a time, and files each answer into the resume. It is deterministic and
// works the same whichever provider is configured.

type interviewStep struct {
	id       string
	question string
	needed   func(c *stride.ResumeContent) bool
	fill     func(c *stride.ResumeContent, answer string)
}

var skipRe = regexp.MustCompile(`(?i)^\s*(skip|none|no|n/a|not now|nothing|pass)\W*$`)

var interviewSteps = []interviewStep{
	{"name", "What's your full name, as you'd like it on your resume?",
		func(c *stride.ResumeContent) bool { return c.PersonalInfo.Name == "" },
		func(c *stride.ResumeContent, a string) { c.PersonalInfo.Name = tidyName(a) }},
	{"contact", "What e-mail address, phone number and city should employers use to reach you?",
		func(c *stride.ResumeContent) bool { return c.PersonalInfo.Email == "" || c.PersonalInfo.Phone == "" },
		fillContact},
	{"current-role", "What is your current or most recent job title, and where? For example: \"Product Manager at Acme since March 2021\".",
		func(c *stride.ResumeContent) bool { return len(c.Experience) == 0 },
		func(c *stride.ResumeContent, a string) {
			if e, ok := parseRole(a); ok {
				c.Experience = append([]stride.ResumeExperience{e}, c.Experience...)
			}
		}},
	{"achievements", "What are two or three things you achieved in that role? Numbers help, such as \"cut onboarding time by 30%\".",
		func(c *stride.ResumeContent) bool {
			return len(c.Experience) > 0 && strings.TrimSpace(c.Experience[0].Description) == ""
		},
		func(c *stride.ResumeContent, a string) {
			if len(c.Experience) > 0 {
				c.Experience[0].Description = bullets(a)
			}
		}},
	{"previous-role", "Tell me about the job before that: title, company and dates. (Say \"skip\" if there isn't one.)",
		func(c *stride.ResumeContent) bool { return len(c.Experience) == 1 },
		func(c *stride.ResumeContent, a string) {
			if e, ok := parseRole(a); ok {
				c.Experience = append(c.Experience, e)
			}
		}},
	{"education", "What is your highest degree or qualification, where did you study, and when did you finish?",
		func(c *stride.ResumeContent) bool { return len(c.Education) == 0 },
		func(c *stride.ResumeContent, a string) {
			if e, ok := parseEducation(a); ok {
				c.Education = append(c.Education, e)
			}
		}},
	{"skills", "Which skills and tools do you want employers to see? List them separated by commas.",
		func(c *stride.ResumeContent) bool { return len(c.Skills) < 3 },
		func(c *stride.ResumeContent, a string) { c.Skills = append(c.Skills, splitList(a)...) }},
	{"summary", "In a sentence or two, how would you describe yourself and the role you're aiming for?",
		func(c *stride.ResumeContent) bool { return strings.TrimSpace(c.PersonalInfo.Summary) == "" },
		func(c *stride.ResumeContent, a string) { c.PersonalInfo.Summary = sentence(a) }},
	{"links", "Do you have a LinkedIn profile or a personal website to include? (Say \"skip\" if not.)",
		func(c *stride.ResumeContent) bool {
			return c.PersonalInfo.Linkedin == "" && c.PersonalInfo.Website == ""
		},
		func(c *stride.ResumeContent, a string) {
			found := resume.FindContact(a)
			c.PersonalInfo.Linkedin, c.PersonalInfo.Website = found.LinkedIn, found.Website
		}},
}

// ResumeInterview files answer (to the question questionID; both empty to
// start) into the resume and returns the next question, or nil when the
// resume has everything the interview asks for.
func ResumeInterview(c stride.ResumeContent, questionID, answer string) (*Question, stride.ResumeContent) {
	c.Normalize()
	from := 0
	for i, s := range interviewSteps {
		if s.id == questionID {
			if strings.TrimSpace(answer) != "" && !skipRe.MatchString(answer) {
				s.fill(&c, strings.TrimSpace(answer))
				c.Normalize()
			}
			from = i + 1
		}
	}
	for _, s := range interviewSteps[from:] {
		if s.needed(&c) {
			return &Question{ID: s.id, Question: s.question, Type: "resume"}, c
		}
	}
	return nil, c
}

// tidyName capitalises a name typed in lower case.
func tidyName(a string) string {
	a = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(a), "My name is "), "."))
	if a == strings.ToLower(a) {
		words := strings.Fields(a)
		for i, w := range words {
			r := []rune(w)
			r[0] = unicode.ToUpper(r[0])
			words[i] = string(r)
		}
		return strings.Join(words, " ")
	}
	return a
}

func fillContact(c *stride.ResumeContent, a string) {
	found := resume.FindContact(a)
	if found.Email != "" {
		c.PersonalInfo.Email = found.Email
		a = strings.Replace(a, found.Email, "", 1)
	}
	if found.Phone != "" {
		c.PersonalInfo.Phone = found.Phone
		a = strings.Replace(a, found.Phone, "", 1)
	}
	var rest []string
	for _, part := range regexp.MustCompile(`[,;\n]|\band\b|\bin\b`).Split(a, -1) {
		part = strings.Trim(strings.TrimSpace(part), ".:")
		if part != "" && len(part) > 1 {
			rest = append(rest, part)
		}
	}
	if len(rest) > 0 && c.PersonalInfo.Location == "" {
		c.PersonalInfo.Location = strings.Join(rest, ", ")
	}
}

var (
	sinceRe = regexp.MustCompile(`(?i)\b(?:since|from)\s+((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(\d{4})\b`)
	monthRe = regexp.MustCompile(`(?i)^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`)
)

// isoMonth turns "March 2021" into "2021-03" and "2021" into "2021".
func isoMonth(month, year string) string {
	m := strings.ToLower(strings.TrimSpace(month))
	if mm := monthRe.FindString(m); mm != "" {
		idx := strings.Index("janfebmaraprmayjunjulaugsepoctnovdec", mm[:3]) / 3
		return year + "-" + []string{"01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"}[idx]
	}
	return year
}

// parseRole reads "Product Manager at Acme since March 2021" and similar.
func parseRole(a string) (stride.ResumeExperience, bool) {
	var e stride.ResumeExperience
	rest := a
	if m := yearRangeRe.FindStringSubmatchIndex(rest); m != nil {
		e.StartDate = isoMonth(sub(rest, m, 1), sub(rest, m, 2))
		end := sub(rest, m, 4)
		if strings.Contains("present current now", strings.ToLower(end)) {
			e.EndDate = "Present"
		} else {
			e.EndDate = isoMonth(sub(rest, m, 3), end)
		}
		rest = rest[:m[0]] + rest[m[1]:]
	} else if m := sinceRe.FindStringSubmatchIndex(rest); m != nil {
		e.StartDate = isoMonth(sub(rest, m, 1), sub(rest, m, 2))
		e.EndDate = "Present"
		rest = rest[:m[0]] + rest[m[1]:]
	}
	rest = strings.Trim(strings.TrimSpace(rest), ",.;:-–—()|")
	rest = strings.TrimSpace(strings.Trim(rest, ",| "))
	rest = regexp.MustCompile(`(?i)\s+(from|since|between|during|in|for)$`).ReplaceAllString(rest, "")
	rest = regexp.MustCompile(`(?i)^(i am|i'm|i work as|i worked as|i was)\s+(an?\s+)?`).ReplaceAllString(rest, "")
	if m := atRe.FindStringSubmatch(rest); m != nil {
		e.Title, e.Company = strings.TrimSpace(m[1]), strings.Trim(strings.TrimSpace(m[2]), ".,")
	} else {
		e.Title = rest
	}
	return e, e.Title != ""
}

func sub(s string, m []int, i int) string {
	if m[2*i] < 0 {
		return ""
	}
	return s[m[2*i]:m[2*i+1]]
}

var yearRe = regexp.MustCompile(`\b(19|20)\d{2}\b`)

// parseEducation reads "BSc Computer Science, University of Leeds, 2018".
func parseEducation(a string) (stride.ResumeEducation, bool) {
	var e stride.ResumeEducation
	if y := yearRe.FindAllString(a, -1); len(y) > 0 {
		e.GraduationDate = y[len(y)-1]
		a = yearRe.ReplaceAllString(a, "")
	}
	a = regexp.MustCompile(`(?i)\b(in|finished|graduated|completed)\s*$`).ReplaceAllString(strings.TrimSpace(a), "")
	parts := regexp.MustCompile(`\s*(?:,|;|\bat\b|\bfrom\b|–|—| - )\s*`).Split(a, -1)
	var kept []string
	for _, p := range parts {
		if p = strings.Trim(strings.TrimSpace(p), ".()"); p != "" {
			kept = append(kept, p)
		}
	}
	for _, p := range kept {
		switch {
		case e.School == "" && regexp.MustCompile(`(?i)universit|college|school|institute|academy|polytechnic`).MatchString(p):
			e.School = p
		case e.Degree == "":
			e.Degree = p
		}
	}
	return e, e.Degree != "" || e.School != ""
}

// splitList splits "Go, SQL; Docker and Kubernetes" into skills.
func splitList(a string) []string {
	var out []string
	for _, p := range regexp.MustCompile(`[,;\n•|]|\band\b`).Split(a, -1) {
		if p = strings.Trim(strings.TrimSpace(p), "."); p != "" && len(p) <= 60 {
			out = append(out, p)
		}
	}
	return out
}

// bullets turns an answer into bullet lines, one per sentence or line.
func bullets(a string) string {
	var out []string
	for _, l := range sentences(a) {
		l = strings.Trim(strings.TrimSpace(strings.TrimLeft(l, "•-* ")), ".")
		if l != "" {
			r := []rune(l)
			r[0] = unicode.ToUpper(r[0])
			out = append(out, "• "+string(r))
		}
	}
	return strings.Join(out, "\n")
}

func sentence(a string) string {
	a = strings.TrimSpace(a)
	if a != "" && !strings.ContainsAny(a[len(a)-1:], ".!?") {
		a += "."
	}
	return a
}

// sentences splits text at line breaks, semicolons and sentence ends (a
// full stop followed by a capital letter).
func sentences(a string) []string {
	var out []string
	var cur strings.Builder
	r := []rune(a)
	for i := 0; i < len(r); i++ {
		c := r[i]
		end := c == '\n' || c == ';'
		if (c == '.' || c == '!' || c == '?') && i+2 < len(r) && unicode.IsSpace(r[i+1]) && unicode.IsUpper(r[i+2]) {
			end = true
		}
		if end {
			out = append(out, cur.String())
			cur.Reset()
			continue
		}
		cur.WriteRune(c)
	}
	return append(out, cur.String())
}
