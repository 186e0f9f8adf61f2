package stride

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
)

// Options of the application-materials forms (seed 001 §9).
var (
	MaterialTones          = []string{"professional", "enthusiastic", "confident", "creative"}
	CoverLetterTemplates   = []string{"standard", "modern", "creative", "executive"}
	ResponseTypes          = []string{"essay", "behavioral", "technical", "creative"}
	PortfolioAudiences     = []string{"recruiters", "hiring-managers", "clients", "investors", "collaborators"}
	PortfolioThemes        = []string{"modern", "professional", "creative", "minimalist"}
	DefaultWordLimit       = 200
	MinWordLimit           = 25
	MaxWordLimit           = 2000
	MaxJobDescriptionLen   = 20000
	MaxMaterialTextLen     = 20000
	MaxMaterialKeywords    = 15
	MaxMaterialProjects    = 30
	MaxMaterialInstruction = 2000
)

// Messages of the materials forms.
const (
	MsgMaterialJobTitle     = "Job title is required"
	MsgMaterialCompany      = "Company name is required"
	MsgQuestionRequired     = "Question is required"
	MsgJobDescriptionLong   = "Job description must be at most 20,000 characters"
	MsgProjectsJSON         = "Projects must be a JSON list"
	MsgProjectsRequired     = "Add at least one project, or add projects to your resume"
	MsgWordLimitRange       = "Word limit must be between 25 and 2,000"
	MsgKeywordsTooMany      = "Use at most 15 keywords"
	MsgKeywordsDontFit      = "The keywords alone would use more than half of the word limit"
	MsgMaterialTone         = "Tone must be one of professional, enthusiastic, confident, creative"
	MsgCoverLetterTemplate  = "Template must be one of standard, modern, creative, executive"
	MsgResponseType         = "Response type must be one of essay, behavioral, technical, creative"
	MsgPortfolioAudience    = "Target audience must be one of recruiters, hiring-managers, clients, investors, collaborators"
	MsgPortfolioTheme       = "Theme must be one of modern, professional, creative, minimalist"
	MsgCoverLetterNotFound  = "Cover letter not found"
	MsgResponseNotFound     = "Application response not found"
	MsgPortfolioNotFound    = "Portfolio summary not found"
	MsgMaterialContentEmpty = "The text cannot be empty"
)

// WordCount counts words as a person would: runs of text between spaces
// that hold at least one letter or digit ("state-of-the-art" is one word,
// a lone dash or bullet is none).
func WordCount(s string) int {
	n := 0
	for _, f := range strings.Fields(s) {
		if strings.IndexFunc(f, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			n++
		}
	}
	return n
}

// SplitList splits comma-separated text, trims each item and drops empties
// (seed 001 §5: keywords and highlighted skills).
func SplitList(s string) []string {
	out := []string{}
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Iteration is an earlier version of a generated text, kept when it is
// regenerated or edited.
type Iteration struct {
	Content   string          `json:"content"`
	Params    json.RawMessage `json:"params,omitempty"`
	CreatedAt time.Time       `json:"createdAt"`
}

// CoverLetter is a saved cover letter (seed 001 §3.1 cover_letters). The
// list card reads company_name (seed 001 §3.2).
type CoverLetter struct {
	ID               string          `json:"id"`
	UserID           string          `json:"userId"`
	JobID            *string         `json:"jobId"`
	Title            string          `json:"title"`
	Content          string          `json:"content"`
	JobTitle         string          `json:"jobTitle"`
	Company          string          `json:"company"`
	CompanyName      string          `json:"company_name"`
	Tone             string          `json:"tone"`
	Template         string          `json:"template"`
	Customizations   json.RawMessage `json:"customizations"`
	GenerationParams json.RawMessage `json:"generationParams"`
	IterationHistory []Iteration     `json:"iterationHistory"`
	IsDefault        bool            `json:"isDefault"`
	WordCount        int             `json:"wordCount"`
	CreatedAt        time.Time       `json:"createdAt"`
	UpdatedAt        time.Time       `json:"updatedAt"`
}

// ApplicationResponse is a saved answer to an application question (seed
// 001 §3.1 application_responses); the card reads response_type.
type ApplicationResponse struct {
	ID                string          `json:"id"`
	UserID            string          `json:"userId"`
	JobID             *string         `json:"jobId"`
	Question          string          `json:"question"`
	Response          string          `json:"response"`
	ResponseType      string          `json:"responseType"`
	ResponseTypeCard  string          `json:"response_type"`
	WordLimit         int             `json:"wordLimit"`
	WordCount         int             `json:"wordCount"`
	ToneGuidance      string          `json:"toneGuidance"`
	Keywords          []string        `json:"keywords"`
	RefinementNotes   string          `json:"refinementNotes"`
	GenerationContext json.RawMessage `json:"generationContext"`
	IterationHistory  []Iteration     `json:"iterationHistory"`
	CreatedAt         time.Time       `json:"createdAt"`
	UpdatedAt         time.Time       `json:"updatedAt"`
}

// PortfolioSummary is a saved portfolio summary (seed 001 §3.1
// portfolio_summaries); the card reads target_audience.
type PortfolioSummary struct {
	ID                 string             `json:"id"`
	UserID             string             `json:"userId"`
	Title              string             `json:"title"`
	Description        string             `json:"description"`
	Projects           []PortfolioProject `json:"projects"`
	Layout             string             `json:"layout"`
	Theme              string             `json:"theme"`
	HighlightedSkills  []string           `json:"highlightedSkills"`
	TargetAudience     string             `json:"targetAudience"`
	TargetAudienceCard string             `json:"target_audience"`
	CallToAction       string             `json:"callToAction"`
	GeneratedSummary   string             `json:"generatedSummary"`
	SEOKeywords        []string           `json:"seoKeywords"`
	Customizations     json.RawMessage    `json:"customizations"`
	IterationHistory   []Iteration        `json:"iterationHistory"`
	WordCount          int                `json:"wordCount"`
	CreatedAt          time.Time          `json:"createdAt"`
	UpdatedAt          time.Time          `json:"updatedAt"`
}

// PortfolioProject is one project of a portfolio: the seed's JSON text or
// a project of the user's resume.
type PortfolioProject struct {
	Name         string   `json:"name"`
	Description  string   `json:"description"`
	Technologies []string `json:"technologies"`
	Link         string   `json:"link,omitempty"`
	Impact       string   `json:"impact,omitempty"`
}

// UnmarshalJSON accepts the names people use in hand-written project JSON:
// name or title, technologies, tech, skills or stack (a list or a
// comma-separated string), link or url, impact, outcome or results.
func (p *PortfolioProject) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err == nil {
		*p = PortfolioProject{Name: strings.TrimSpace(name)}
		return nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("a project must be an object or a name")
	}
	str := func(keys ...string) string {
		for _, k := range keys {
			var s string
			if raw, ok := m[k]; ok && json.Unmarshal(raw, &s) == nil && strings.TrimSpace(s) != "" {
				return strings.TrimSpace(s)
			}
		}
		return ""
	}
	list := func(keys ...string) []string {
		for _, k := range keys {
			raw, ok := m[k]
			if !ok {
				continue
			}
			var xs []string
			if json.Unmarshal(raw, &xs) == nil {
				return uniqueTrimmed(xs)
			}
			var s string
			if json.Unmarshal(raw, &s) == nil {
				return SplitList(s)
			}
		}
		return []string{}
	}
	*p = PortfolioProject{Name: str("name", "title"), Description: str("description", "summary"),
		Technologies: list("technologies", "tech", "skills", "stack"), Link: str("link", "url"),
		Impact: str("impact", "outcome", "results")}
	return nil
}

// ParseProjects reads the projects field: a JSON list, or a JSON string
// holding the list's text (the portfolio form's textarea). Empty is no
// projects.
func ParseProjects(raw json.RawMessage) ([]PortfolioProject, error) {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" {
		return []PortfolioProject{}, nil
	}
	var text string
	if json.Unmarshal(raw, &text) == nil {
		if strings.TrimSpace(text) == "" {
			return []PortfolioProject{}, nil
		}
		raw = json.RawMessage(text)
	}
	var out []PortfolioProject
	if err := json.Unmarshal(raw, &out); err != nil || out == nil {
		return nil, &Error{Code: EINVALID, Message: MsgProjectsJSON, Fields: map[string]string{"projects": MsgProjectsJSON}}
	}
	kept := out[:0]
	for _, p := range out {
		if p.Name != "" || p.Description != "" {
			if p.Technologies == nil {
				p.Technologies = []string{}
			}
			kept = append(kept, p)
		}
	}
	return kept, nil
}

// MaterialProfile is the userProfile of the generation forms, prefilled
// from the user's profile and resume and editable.
type MaterialProfile struct {
	Name       string `json:"name"`
	Title      string `json:"title"`
	Experience string `json:"experience"`
	Skills     string `json:"skills"`
}

// UnmarshalJSON also accepts the portfolio form's userProfile, which the
// seed sends as a plain string.
func (p *MaterialProfile) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		*p = MaterialProfile{Experience: s}
		return nil
	}
	type plain MaterialProfile
	return json.Unmarshal(b, (*plain)(p))
}

// JobDetails names the job a text is written for.
type JobDetails struct {
	Title       string `json:"title"`
	Company     string `json:"company"`
	Description string `json:"description"`
}

// CoverLetterRequest is the body of POST /api/cover-letters/generate.
type CoverLetterRequest struct {
	UserProfile        MaterialProfile `json:"userProfile"`
	JobDetails         JobDetails      `json:"jobDetails"`
	JobID              *string         `json:"jobId"`
	Tone               string          `json:"tone"`
	Template           string          `json:"template"`
	CustomInstructions string          `json:"customInstructions"`
}

func checkProfile(v *Validator, p *MaterialProfile) {
	p.Name, p.Title = strings.TrimSpace(p.Name), strings.TrimSpace(p.Title)
	checkLen(v, "userProfile.name", &p.Name, MaxNameLen)
	checkLen(v, "userProfile.title", &p.Title, MaxShortTextLen)
	checkLen(v, "userProfile.experience", &p.Experience, MaxMaterialTextLen)
	checkLen(v, "userProfile.skills", &p.Skills, MaxBioLen)
}

func checkJob(v *Validator, j *JobDetails, jobID *string, needDescription bool) {
	j.Title, j.Company = strings.TrimSpace(j.Title), strings.TrimSpace(j.Company)
	v.Check(j.Title != "", "jobTitle", MsgMaterialJobTitle)
	v.Check(j.Company != "", "companyName", MsgMaterialCompany)
	v.Check(len(j.Title) <= MaxShortTextLen, "jobTitle", tooLong(MaxShortTextLen))
	v.Check(len(j.Company) <= MaxShortTextLen, "companyName", tooLong(MaxShortTextLen))
	v.Check(len(j.Description) <= MaxJobDescriptionLen, "jobDescription", MsgJobDescriptionLong)
	checkLen(v, "jobId", jobID, MaxIDLen)
	_ = needDescription
}

func oneOf(v *Validator, p *string, def string, options []string, field, msg string) {
	*p = strings.TrimSpace(*p)
	if *p == "" {
		*p = def
	}
	v.Check(slices.Contains(options, *p), field, msg)
}

// Validate checks a cover-letter request and fills the seed's defaults.
func (in *CoverLetterRequest) Validate() error {
	var v Validator
	checkJob(&v, &in.JobDetails, in.JobID, true)
	checkProfile(&v, &in.UserProfile)
	oneOf(&v, &in.Tone, "professional", MaterialTones, "tone", MsgMaterialTone)
	oneOf(&v, &in.Template, "standard", CoverLetterTemplates, "template", MsgCoverLetterTemplate)
	checkLen(&v, "customInstructions", &in.CustomInstructions, MaxMaterialInstruction)
	return v.Err()
}

// ResponseRequest is the body of POST /api/application-responses/generate.
type ResponseRequest struct {
	Question     string          `json:"question"`
	UserProfile  MaterialProfile `json:"userProfile"`
	JobDetails   JobDetails      `json:"jobDetails"`
	JobID        *string         `json:"jobId"`
	ResponseType string          `json:"responseType"`
	WordLimit    *int            `json:"wordLimit"`
	ToneGuidance string          `json:"toneGuidance"`
	Keywords     []string        `json:"keywords"`
}

// Validate checks a response request and fills the defaults (essay, 200
// words).
func (in *ResponseRequest) Validate() error {
	var v Validator
	in.Question = strings.TrimSpace(in.Question)
	v.Check(in.Question != "", "question", MsgQuestionRequired)
	v.Check(len(in.Question) <= MaxInterviewQuestionLen, "question", tooLong(MaxInterviewQuestionLen))
	checkJob(&v, &in.JobDetails, in.JobID, false)
	checkProfile(&v, &in.UserProfile)
	oneOf(&v, &in.ResponseType, "essay", ResponseTypes, "responseType", MsgResponseType)
	if in.WordLimit == nil {
		d := DefaultWordLimit
		in.WordLimit = &d
	}
	v.Check(*in.WordLimit >= MinWordLimit && *in.WordLimit <= MaxWordLimit, "wordLimit", MsgWordLimitRange)
	checkLen(&v, "toneGuidance", &in.ToneGuidance, MaxShortTextLen)
	in.Keywords = uniqueTrimmed(in.Keywords)
	v.Check(len(in.Keywords) <= MaxMaterialKeywords, "keywords", MsgKeywordsTooMany)
	words := 0
	for _, k := range in.Keywords {
		v.Check(len(k) <= MaxResumeSkillLen, "keywords", tooLong(MaxResumeSkillLen))
		words += WordCount(k) + 1
	}
	v.Check(words*2 <= *in.WordLimit || !v.Valid(), "keywords", MsgKeywordsDontFit)
	return v.Err()
}

// PortfolioRequest is the body of POST /api/portfolio-summaries/generate.
// Projects is a JSON list or the form's JSON text; when empty, the
// projects of the user's default resume are used.
type PortfolioRequest struct {
	UserProfile       MaterialProfile `json:"userProfile"`
	Projects          json.RawMessage `json:"projects"`
	TargetAudience    string          `json:"targetAudience"`
	Theme             string          `json:"theme"`
	HighlightedSkills []string        `json:"highlightedSkills"`
	CallToAction      string          `json:"callToAction"`
	Title             string          `json:"title"`
	// Parsed is Projects after Validate.
	Parsed []PortfolioProject `json:"-"`
}

// Validate checks a portfolio request and parses its projects.
func (in *PortfolioRequest) Validate() error {
	var v Validator
	checkProfile(&v, &in.UserProfile)
	projects, err := ParseProjects(in.Projects)
	if err != nil {
		v.Check(false, "projects", MsgProjectsJSON)
	}
	in.Parsed = projects
	v.Check(len(projects) <= MaxMaterialProjects, "projects", fmt.Sprintf("Use at most %d projects", MaxMaterialProjects))
	v.Check(len(in.Projects) <= MaxMaterialTextLen*2, "projects", tooLong(MaxMaterialTextLen*2))
	oneOf(&v, &in.TargetAudience, "recruiters", PortfolioAudiences, "targetAudience", MsgPortfolioAudience)
	oneOf(&v, &in.Theme, "modern", PortfolioThemes, "theme", MsgPortfolioTheme)
	in.HighlightedSkills = uniqueTrimmed(in.HighlightedSkills)
	v.Check(len(in.HighlightedSkills) <= MaxMaterialKeywords, "highlightedSkills", "Use at most 15 skills")
	checkLen(&v, "callToAction", &in.CallToAction, MaxShortTextLen)
	checkLen(&v, "title", &in.Title, MaxShortTextLen)
	return v.Err()
}

// The bodies of POST /api/{kind}/{id}/regenerate: the saved request is
// written again with the options given here changed. Each holds only what
// its kind reads; the handlers refuse any other field.
type (
	// CoverLetterRegenerate changes a cover letter's tone or template.
	CoverLetterRegenerate struct {
		Tone     string `json:"tone"`
		Template string `json:"template"`
	}
	// ResponseRegenerate changes an application response's tone.
	ResponseRegenerate struct {
		Tone string `json:"tone"`
	}
	// PortfolioRegenerate changes a portfolio summary's theme.
	PortfolioRegenerate struct {
		Theme string `json:"theme"`
	}
)

// Validate checks the options that are given ("" keeps the saved one).
func (in *CoverLetterRegenerate) Validate() error {
	var v Validator
	in.Tone, in.Template = strings.TrimSpace(in.Tone), strings.TrimSpace(in.Template)
	v.Check(in.Tone == "" || slices.Contains(MaterialTones, in.Tone), "tone", MsgMaterialTone)
	v.Check(in.Template == "" || slices.Contains(CoverLetterTemplates, in.Template), "template", MsgCoverLetterTemplate)
	return v.Err()
}

// Validate checks the tone when it is given.
func (in *ResponseRegenerate) Validate() error {
	var v Validator
	in.Tone = strings.TrimSpace(in.Tone)
	v.Check(in.Tone == "" || slices.Contains(MaterialTones, in.Tone), "tone", MsgMaterialTone)
	return v.Err()
}

// Validate checks the theme when it is given.
func (in *PortfolioRegenerate) Validate() error {
	var v Validator
	in.Theme = strings.TrimSpace(in.Theme)
	v.Check(in.Theme == "" || slices.Contains(PortfolioThemes, in.Theme), "theme", MsgPortfolioTheme)
	return v.Err()
}

// MaterialEdit is the body of PUT /api/{kind}/{id}: a new title (rename)
// and/or text (edit). The replaced text joins the iteration history.
type MaterialEdit struct {
	Title   *string `json:"title"`
	Content *string `json:"content"`
}

// Validate checks an edit.
func (in *MaterialEdit) Validate() error {
	var v Validator
	if in.Title != nil {
		*in.Title = strings.TrimSpace(*in.Title)
		v.Check(*in.Title != "", "title", "Title is required")
		checkLen(&v, "title", in.Title, MaxShortTextLen)
	}
	if in.Content != nil {
		*in.Content = strings.TrimSpace(*in.Content)
		v.Check(*in.Content != "", "content", MsgMaterialContentEmpty)
		checkLen(&v, "content", in.Content, MaxMaterialTextLen)
	}
	return v.Err()
}

// MaterialService stores generated materials. Every method is scoped to
// userID; another user's id is EFORBIDDEN.
type MaterialService interface {
	ListCoverLetters(ctx context.Context, userID string) ([]CoverLetter, error)
	FindCoverLetter(ctx context.Context, userID, id string) (*CoverLetter, error)
	CreateCoverLetter(ctx context.Context, userID string, c *CoverLetter) error
	// UpdateCoverLetter stores the letter's title, content, tone, template
	// and parameters; the caller appends the replaced text to its history.
	UpdateCoverLetter(ctx context.Context, userID string, c *CoverLetter) error
	DeleteCoverLetter(ctx context.Context, userID, id string) error

	ListApplicationResponses(ctx context.Context, userID string) ([]ApplicationResponse, error)
	FindApplicationResponse(ctx context.Context, userID, id string) (*ApplicationResponse, error)
	CreateApplicationResponse(ctx context.Context, userID string, r *ApplicationResponse) error
	UpdateApplicationResponse(ctx context.Context, userID string, r *ApplicationResponse) error
	DeleteApplicationResponse(ctx context.Context, userID, id string) error

	ListPortfolioSummaries(ctx context.Context, userID string) ([]PortfolioSummary, error)
	FindPortfolioSummary(ctx context.Context, userID, id string) (*PortfolioSummary, error)
	CreatePortfolioSummary(ctx context.Context, userID string, p *PortfolioSummary) error
	UpdatePortfolioSummary(ctx context.Context, userID string, p *PortfolioSummary) error
	DeletePortfolioSummary(ctx context.Context, userID, id string) error
}

// editText renames an item or replaces its text; the replaced text joins
// the item's history with the parameters that produced it.
func editText(in MaterialEdit, title, content *string, history *[]Iteration, params json.RawMessage, at time.Time) {
	if in.Title != nil {
		*title = *in.Title
	}
	if in.Content != nil && *in.Content != *content {
		*history = PushIteration(*history, *content, params, at)
		*content = *in.Content
	}
}

// Edit renames the letter or replaces its text.
func (c *CoverLetter) Edit(in MaterialEdit) {
	editText(in, &c.Title, &c.Content, &c.IterationHistory, c.GenerationParams, c.UpdatedAt)
}

// Edit changes the response's question (the edit's title) or its text.
func (a *ApplicationResponse) Edit(in MaterialEdit) {
	editText(in, &a.Question, &a.Response, &a.IterationHistory, a.GenerationContext, a.UpdatedAt)
}

// Edit renames the summary or replaces its text.
func (p *PortfolioSummary) Edit(in MaterialEdit) {
	editText(in, &p.Title, &p.GeneratedSummary, &p.IterationHistory, p.Customizations, p.UpdatedAt)
}

// MaxIterations caps the earlier versions kept per item.
const MaxIterations = 20

// PushIteration keeps an earlier version, dropping the oldest past the cap.
func PushIteration(h []Iteration, content string, params json.RawMessage, at time.Time) []Iteration {
	h = append(h, Iteration{Content: content, Params: params, CreatedAt: at})
	if len(h) > MaxIterations {
		h = h[len(h)-MaxIterations:]
	}
	return h
}
