package stride

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
)

// Resume templates: the four of seed 001 §2.5, then six more (the
// Professional plan promises "10+ resume templates").
var ResumeTemplates = []string{"modern", "creative", "executive", "minimal", "corporate", "classic", "technical", "elegant", "healthcare", "academic"}

// Resume is a user's resume: content (personalInfo, experience, education,
// skills, projects, certifications), a template and the AI-interview
// conversation that built it.
type Resume struct {
	ID                  string          `json:"id"`
	UserID              string          `json:"userId"`
	Title               string          `json:"title"`
	Content             json.RawMessage `json:"content"`
	Template            string          `json:"template"`
	ConversationHistory json.RawMessage `json:"conversationHistory"`
	IsDefault           bool            `json:"isDefault"`
	CreatedAt           time.Time       `json:"createdAt"`
	UpdatedAt           time.Time       `json:"updatedAt"`
}

// ResumeContent is the structured resume (seed 001 §3.2).
type ResumeContent struct {
	PersonalInfo   ResumePersonalInfo    `json:"personalInfo"`
	Experience     []ResumeExperience    `json:"experience"`
	Education      []ResumeEducation     `json:"education"`
	Skills         []string              `json:"skills"`
	Projects       []ResumeProject       `json:"projects"`
	Certifications []ResumeCertification `json:"certifications"`
}

// ResumePersonalInfo are the resume's contact details and summary.
type ResumePersonalInfo struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Location string `json:"location"`
	Linkedin string `json:"linkedin"`
	Website  string `json:"website"`
	Summary  string `json:"summary"`
}

// ResumeExperience is one job.
type ResumeExperience struct {
	Title       string `json:"title"`
	Company     string `json:"company"`
	Location    string `json:"location"`
	StartDate   string `json:"startDate"`
	EndDate     string `json:"endDate"`
	Description string `json:"description"`
}

// ResumeEducation is one degree or course.
type ResumeEducation struct {
	Degree         string `json:"degree"`
	School         string `json:"school"`
	Location       string `json:"location"`
	GraduationDate string `json:"graduationDate"`
	Details        string `json:"details"`
}

// ResumeProject is one project.
type ResumeProject struct {
	Name         string   `json:"name"`
	Description  string   `json:"description"`
	Technologies []string `json:"technologies"`
	Link         string   `json:"link"`
}

// ResumeCertification is one certificate.
type ResumeCertification struct {
	Name   string `json:"name"`
	Issuer string `json:"issuer"`
	Date   string `json:"date"`
}

// Normalize trims the content and gives every list a value, so that saved
// resumes have one shape.
func (c *ResumeContent) Normalize() {
	t := strings.TrimSpace
	p := &c.PersonalInfo
	p.Name, p.Email, p.Phone, p.Location, p.Linkedin, p.Website = t(p.Name), t(p.Email), t(p.Phone), t(p.Location), t(p.Linkedin), t(p.Website)
	p.Summary = strings.TrimRight(p.Summary, " \n\t")
	if c.Experience == nil {
		c.Experience = []ResumeExperience{}
	}
	if c.Education == nil {
		c.Education = []ResumeEducation{}
	}
	c.Skills = uniqueTrimmed(c.Skills)
	if c.Projects == nil {
		c.Projects = []ResumeProject{}
	}
	for i := range c.Projects {
		c.Projects[i].Technologies = uniqueTrimmed(c.Projects[i].Technologies)
	}
	if c.Certifications == nil {
		c.Certifications = []ResumeCertification{}
	}
}

// TitleFor is the seed's title rule: the person's name followed by
// "'s Resume", or "My Resume".
func TitleFor(c ResumeContent) string {
	if n := strings.TrimSpace(c.PersonalInfo.Name); n != "" {
		return n + "'s Resume"
	}
	return "My Resume"
}

// Resume messages and limits.
const (
	MsgResumeNotFound   = "Resume not found"
	MsgResumeTemplate   = "Template must be one of modern, creative, executive, minimal, corporate, classic, technical, elegant, healthcare, academic"
	MsgResumeContent    = "Resume content must be an object with personalInfo, experience, education, skills, projects and certifications"
	MsgResumeTooLarge   = "The resume is too large"
	MaxResumeContentLen = 400 * 1024
	MaxResumeEntries    = 100
)

// Limits on the fields of resume content.
const (
	MaxResumeDateLen  = 100
	MaxResumeTextLen  = 10000
	MaxResumeSkillLen = 100
)

// checkLengths caps every text field of the content, naming fields by path
// (content.experience[0].title).
func (c *ResumeContent) checkLengths(v *Validator) {
	str := func(field string, s string, limit int) { checkLen(v, "content."+field, &s, limit) }
	p := c.PersonalInfo
	str("personalInfo.name", p.Name, MaxNameLen)
	str("personalInfo.email", p.Email, MaxEmailLen)
	str("personalInfo.phone", p.Phone, MaxShortTextLen)
	str("personalInfo.location", p.Location, MaxShortTextLen)
	str("personalInfo.linkedin", p.Linkedin, MaxURLLen)
	str("personalInfo.website", p.Website, MaxURLLen)
	str("personalInfo.summary", p.Summary, MaxBioLen)
	for i, e := range c.Experience {
		f := fmt.Sprintf("experience[%d].", i)
		str(f+"title", e.Title, MaxShortTextLen)
		str(f+"company", e.Company, MaxShortTextLen)
		str(f+"location", e.Location, MaxShortTextLen)
		str(f+"startDate", e.StartDate, MaxResumeDateLen)
		str(f+"endDate", e.EndDate, MaxResumeDateLen)
		str(f+"description", e.Description, MaxResumeTextLen)
	}
	for i, e := range c.Education {
		f := fmt.Sprintf("education[%d].", i)
		str(f+"degree", e.Degree, MaxShortTextLen)
		str(f+"school", e.School, MaxShortTextLen)
		str(f+"location", e.Location, MaxShortTextLen)
		str(f+"graduationDate", e.GraduationDate, MaxResumeDateLen)
		str(f+"details", e.Details, MaxResumeTextLen)
	}
	for i, s := range c.Skills {
		str(fmt.Sprintf("skills[%d]", i), s, MaxResumeSkillLen)
	}
	for i, p := range c.Projects {
		f := fmt.Sprintf("projects[%d].", i)
		str(f+"name", p.Name, MaxShortTextLen)
		str(f+"description", p.Description, MaxResumeTextLen)
		str(f+"link", p.Link, MaxURLLen)
		for j, t := range p.Technologies {
			str(fmt.Sprintf("%stechnologies[%d]", f, j), t, MaxResumeSkillLen)
		}
	}
	for i, e := range c.Certifications {
		f := fmt.Sprintf("certifications[%d].", i)
		str(f+"name", e.Name, MaxShortTextLen)
		str(f+"issuer", e.Issuer, MaxShortTextLen)
		str(f+"date", e.Date, MaxResumeDateLen)
	}
}

// ResumeInput is the body of POST and PUT/PATCH /api/resumes; nil fields are
// left unchanged by an update.
type ResumeInput struct {
	UserID              string          `json:"userId"`
	Title               *string         `json:"title"`
	Content             *ResumeContent  `json:"content"`
	Template            *string         `json:"template"`
	ConversationHistory json.RawMessage `json:"conversationHistory"`
	IsDefault           *bool           `json:"isDefault"`
}

// Validate checks a resume; create requires content.
func (in *ResumeInput) Validate(create bool) error {
	var v Validator
	if create {
		v.Check(in.Content != nil, "content", MsgResumeContent)
		if in.Template == nil {
			m := "modern"
			in.Template = &m
		}
	}
	if in.Content != nil {
		in.Content.Normalize()
		b, _ := json.Marshal(in.Content)
		v.Check(len(b) <= MaxResumeContentLen, "content", MsgResumeTooLarge)
		v.Check(len(in.Content.Experience) <= MaxResumeEntries && len(in.Content.Education) <= MaxResumeEntries &&
			len(in.Content.Skills) <= MaxResumeEntries*2 && len(in.Content.Projects) <= MaxResumeEntries, "content", MsgResumeTooLarge)
	}
	if in.Content != nil {
		in.Content.checkLengths(&v)
	}
	if in.Title != nil {
		*in.Title = strings.TrimSpace(*in.Title)
		v.Check(len(*in.Title) <= MaxShortTextLen, "title", tooLong(MaxShortTextLen))
	}
	if in.Template != nil {
		v.Check(slices.Contains(ResumeTemplates, *in.Template), "template", MsgResumeTemplate)
	}
	if len(in.ConversationHistory) > 0 && string(in.ConversationHistory) != "null" {
		var msgs []json.RawMessage
		v.Check(json.Unmarshal(in.ConversationHistory, &msgs) == nil && len(in.ConversationHistory) <= MaxResumeContentLen,
			"conversationHistory", "Conversation history must be a list of messages")
	}
	return v.Err()
}

// ResumeService stores resumes. Every method is scoped to userID.
type ResumeService interface {
	// ListResumes returns the user's resumes, the default first, then the
	// most recently updated.
	ListResumes(ctx context.Context, userID string) ([]Resume, error)
	FindResume(ctx context.Context, userID, id string) (*Resume, error)
	// CreateResume stores a resume; the user's first resume, or one marked
	// default, becomes the only default.
	CreateResume(ctx context.Context, userID string, in ResumeInput) (*Resume, error)
	UpdateResume(ctx context.Context, userID, id string, in ResumeInput) (*Resume, error)
	// DeleteResume removes a resume; if it was the default, the most
	// recently updated other resume becomes the default.
	DeleteResume(ctx context.Context, userID, id string) error
}
