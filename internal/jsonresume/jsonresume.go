// Package jsonresume converts Stride's resume content to and from the JSON
// Resume schema (jsonresume.org, v1), the common open format for moving a
// resume between tools.
package jsonresume

import (
	"strings"

	"github.com/stride-oss/stride"
)

// Resume is the part of the JSON Resume schema Stride reads and writes.
type Resume struct {
	Schema       string        `json:"$schema,omitempty"`
	Basics       Basics        `json:"basics"`
	Work         []Work        `json:"work"`
	Education    []Education   `json:"education"`
	Skills       []Skill       `json:"skills"`
	Projects     []Project     `json:"projects"`
	Certificates []Certificate `json:"certificates"`
	Meta         *Meta         `json:"meta,omitempty"`
}

// Basics are the person's details.
type Basics struct {
	Name     string    `json:"name"`
	Label    string    `json:"label,omitempty"`
	Email    string    `json:"email,omitempty"`
	Phone    string    `json:"phone,omitempty"`
	URL      string    `json:"url,omitempty"`
	Summary  string    `json:"summary,omitempty"`
	Location *Location `json:"location,omitempty"`
	Profiles []Profile `json:"profiles,omitempty"`
}

// Location is where the person lives.
type Location struct {
	Address     string `json:"address,omitempty"`
	City        string `json:"city,omitempty"`
	Region      string `json:"region,omitempty"`
	CountryCode string `json:"countryCode,omitempty"`
}

// Profile is a social profile.
type Profile struct {
	Network  string `json:"network"`
	Username string `json:"username,omitempty"`
	URL      string `json:"url,omitempty"`
}

// Work is one job.
type Work struct {
	Name       string   `json:"name"`
	Position   string   `json:"position"`
	Location   string   `json:"location,omitempty"`
	StartDate  string   `json:"startDate,omitempty"`
	EndDate    string   `json:"endDate,omitempty"`
	Summary    string   `json:"summary,omitempty"`
	Highlights []string `json:"highlights,omitempty"`
}

// Education is one course of study.
type Education struct {
	Institution string   `json:"institution"`
	Area        string   `json:"area,omitempty"`
	StudyType   string   `json:"studyType,omitempty"`
	StartDate   string   `json:"startDate,omitempty"`
	EndDate     string   `json:"endDate,omitempty"`
	Courses     []string `json:"courses,omitempty"`
	// Location is not in the schema; tools ignore it, Stride keeps it.
	Location string `json:"location,omitempty"`
}

// Skill is a skill with optional keywords.
type Skill struct {
	Name     string   `json:"name"`
	Level    string   `json:"level,omitempty"`
	Keywords []string `json:"keywords,omitempty"`
}

// Project is one project.
type Project struct {
	Name        string   `json:"name"`
	Description string   `json:"description,omitempty"`
	Keywords    []string `json:"keywords,omitempty"`
	URL         string   `json:"url,omitempty"`
}

// Certificate is one certificate.
type Certificate struct {
	Name   string `json:"name"`
	Issuer string `json:"issuer,omitempty"`
	Date   string `json:"date,omitempty"`
}

// Meta says which tool wrote the file.
type Meta struct {
	Version string `json:"version,omitempty"`
	Source  string `json:"x-source,omitempty"`
}

const schemaURL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"

// present names an ongoing end date; JSON Resume leaves it out instead.
func present(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "present", "current", "now", "":
		return true
	}
	return false
}

// splitDescription separates bullet lines (highlights) from the rest.
func splitDescription(d string) (summary string, highlights []string) {
	var rest []string
	for _, l := range strings.Split(d, "\n") {
		t := strings.TrimSpace(l)
		switch {
		case t == "":
		case strings.HasPrefix(t, "•"), strings.HasPrefix(t, "- "), strings.HasPrefix(t, "* "):
			highlights = append(highlights, strings.TrimSpace(strings.TrimLeft(t, "•-* ")))
		default:
			rest = append(rest, t)
		}
	}
	return strings.Join(rest, "\n"), highlights
}

// FromContent converts Stride's resume content to JSON Resume.
func FromContent(c stride.ResumeContent) Resume {
	p := c.PersonalInfo
	r := Resume{Schema: schemaURL, Basics: Basics{Name: p.Name, Email: p.Email, Phone: p.Phone, URL: p.Website, Summary: p.Summary},
		Work: []Work{}, Education: []Education{}, Skills: []Skill{}, Projects: []Project{}, Certificates: []Certificate{},
		Meta: &Meta{Version: "v1.0.0", Source: "Stride"}}
	if p.Location != "" {
		loc := &Location{City: p.Location}
		if i := strings.LastIndex(p.Location, ", "); i > 0 {
			loc.City, loc.Region = p.Location[:i], p.Location[i+2:]
		}
		r.Basics.Location = loc
	}
	if p.Linkedin != "" {
		r.Basics.Profiles = append(r.Basics.Profiles, Profile{Network: "LinkedIn", URL: p.Linkedin})
	}
	for _, e := range c.Experience {
		w := Work{Name: e.Company, Position: e.Title, Location: e.Location, StartDate: e.StartDate}
		if !present(e.EndDate) {
			w.EndDate = e.EndDate
		}
		w.Summary, w.Highlights = splitDescription(e.Description)
		r.Work = append(r.Work, w)
	}
	for _, e := range c.Education {
		ed := Education{Institution: e.School, StudyType: e.Degree, EndDate: e.GraduationDate, Location: e.Location}
		if e.Details != "" {
			ed.Courses = []string{e.Details}
		}
		r.Education = append(r.Education, ed)
	}
	for _, s := range c.Skills {
		r.Skills = append(r.Skills, Skill{Name: s})
	}
	for _, p := range c.Projects {
		r.Projects = append(r.Projects, Project{Name: p.Name, Description: p.Description, Keywords: p.Technologies, URL: p.Link})
	}
	for _, c := range c.Certifications {
		r.Certificates = append(r.Certificates, Certificate{Name: c.Name, Issuer: c.Issuer, Date: c.Date})
	}
	return r
}

// ToContent converts JSON Resume to Stride's resume content. Ongoing jobs
// (no end date) end "Present"; highlights become bullet lines; a skill's
// keywords become skills of their own.
func ToContent(r Resume) stride.ResumeContent {
	b := r.Basics
	c := stride.ResumeContent{PersonalInfo: stride.ResumePersonalInfo{Name: b.Name, Email: b.Email, Phone: b.Phone,
		Website: b.URL, Summary: b.Summary}}
	if b.Location != nil {
		parts := []string{}
		for _, s := range []string{b.Location.City, b.Location.Region} {
			if s = strings.TrimSpace(s); s != "" {
				parts = append(parts, s)
			}
		}
		c.PersonalInfo.Location = strings.Join(parts, ", ")
	}
	for _, pr := range b.Profiles {
		if strings.EqualFold(pr.Network, "linkedin") {
			c.PersonalInfo.Linkedin = pr.URL
			if c.PersonalInfo.Linkedin == "" && pr.Username != "" {
				c.PersonalInfo.Linkedin = "https://www.linkedin.com/in/" + pr.Username
			}
		}
	}
	for _, w := range r.Work {
		e := stride.ResumeExperience{Title: w.Position, Company: w.Name, Location: w.Location, StartDate: w.StartDate, EndDate: w.EndDate}
		if e.EndDate == "" {
			e.EndDate = "Present"
		}
		lines := []string{}
		if w.Summary != "" {
			lines = append(lines, w.Summary)
		}
		for _, h := range w.Highlights {
			lines = append(lines, "• "+h)
		}
		e.Description = strings.Join(lines, "\n")
		c.Experience = append(c.Experience, e)
	}
	for _, e := range r.Education {
		degree := strings.TrimSpace(e.StudyType)
		if e.Area != "" {
			if degree != "" {
				degree += " in "
			}
			degree += e.Area
		}
		c.Education = append(c.Education, stride.ResumeEducation{Degree: degree, School: e.Institution,
			Location: e.Location, GraduationDate: e.EndDate, Details: strings.Join(e.Courses, ", ")})
	}
	for _, s := range r.Skills {
		if len(s.Keywords) > 0 {
			c.Skills = append(c.Skills, s.Keywords...)
		} else if s.Name != "" {
			c.Skills = append(c.Skills, s.Name)
		}
	}
	for _, p := range r.Projects {
		c.Projects = append(c.Projects, stride.ResumeProject{Name: p.Name, Description: p.Description, Technologies: p.Keywords, Link: p.URL})
	}
	for _, ce := range r.Certificates {
		c.Certifications = append(c.Certifications, stride.ResumeCertification{Name: ce.Name, Issuer: ce.Issuer, Date: ce.Date})
	}
	c.Normalize()
	return c
}
