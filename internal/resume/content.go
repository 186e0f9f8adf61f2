package resume

import (
	"strings"

	"github.com/stride-oss/stride"
)

// Content is the parsed resume as the resume content the editor edits and
// the store saves (stride.ResumeContent): the one place where the parser's
// shape (personalInfo.fullName) becomes the content's (personalInfo.name).
// Lists are never nil, skills and technologies are trimmed and deduplicated.
func (p ParsedData) Content() stride.ResumeContent {
	info := p.PersonalInfo
	return stride.ResumeContent{
		PersonalInfo: stride.ResumePersonalInfo{
			Name:     info.FullName,
			Email:    info.Email,
			Phone:    info.Phone,
			Location: info.Location,
			Linkedin: info.LinkedIn,
			Website:  info.Website,
			Summary:  info.Summary,
		},
		Experience:     experienceContent(p.Experience),
		Education:      educationContent(p.Education),
		Skills:         dedupeFold(p.Skills),
		Projects:       projectContent(p.Projects),
		Certifications: certificationContent(p.Certifications),
	}
}

// Content is the LinkedIn export as resume content: the headline stands in
// for a missing summary; the profile's own links are not a website.
func (l LinkedInResult) Content() stride.ResumeContent {
	summary := strings.TrimSpace(l.Summary)
	if summary == "" {
		summary = strings.TrimSpace(l.Headline)
	}
	return stride.ResumeContent{
		PersonalInfo: stride.ResumePersonalInfo{
			Name:     l.Name,
			Email:    l.Email,
			Phone:    l.Phone,
			Location: l.Location,
			Linkedin: l.LinkedInURL,
			Summary:  summary,
		},
		Experience:     experienceContent(l.Experience),
		Education:      educationContent(l.Education),
		Skills:         dedupeFold(l.Skills),
		Projects:       projectContent(l.Projects),
		Certifications: certificationContent(l.Certifications),
	}
}

func experienceContent(in []Experience) []stride.ResumeExperience {
	out := make([]stride.ResumeExperience, 0, len(in))
	for _, e := range in {
		out = append(out, stride.ResumeExperience(e))
	}
	return out
}

func educationContent(in []Education) []stride.ResumeEducation {
	out := make([]stride.ResumeEducation, 0, len(in))
	for _, e := range in {
		out = append(out, stride.ResumeEducation(e))
	}
	return out
}

func projectContent(in []Project) []stride.ResumeProject {
	out := make([]stride.ResumeProject, 0, len(in))
	for _, p := range in {
		out = append(out, stride.ResumeProject{Name: p.Name, Description: p.Description, Technologies: dedupeFold(p.Technologies), Link: p.Link})
	}
	return out
}

func certificationContent(in []Certification) []stride.ResumeCertification {
	out := make([]stride.ResumeCertification, 0, len(in))
	for _, c := range in {
		out = append(out, stride.ResumeCertification(c))
	}
	return out
}

// dedupeFold trims the strings and keeps the first of each case-insensitive
// duplicate, dropping blanks; never nil.
func dedupeFold(in []string) []string {
	out := make([]string, 0, len(in))
	seen := make(map[string]bool, len(in))
	for _, s := range in {
		s = strings.TrimSpace(s)
		key := strings.ToLower(s)
		if s == "" || seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, s)
	}
	return out
}
