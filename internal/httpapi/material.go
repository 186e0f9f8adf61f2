package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/resumerender"
)

// Application materials (seed 001 §2.9): each generate call writes from
// the caller's facts, saves the item with its parameters and answers with
// the text under the seed's field names (content/coverLetter,
// response/content, summary/content) and the saved item.

// materialFacts loads what the caller's materials may draw on: the
// account, the skills and the default resume, with the form's profile.
func (s *Server) materialFacts(ctx context.Context, u *stride.User, p stride.MaterialProfile) (ai.Facts, error) {
	skills, err := s.svc.Skills.ListSkills(ctx, u.ID)
	if err != nil {
		return ai.Facts{}, err
	}
	resumes, err := s.svc.Resumes.ListResumes(ctx, u.ID)
	if err != nil {
		return ai.Facts{}, err
	}
	var content *stride.ResumeContent
	if len(resumes) > 0 {
		var c stride.ResumeContent
		if err := json.Unmarshal(resumes[0].Content, &c); err == nil {
			c.Normalize()
			content = &c
		}
	}
	return ai.FactsFrom(u, skills, content, p), nil
}

// materialsProfile is the prefill of the generation forms.
type materialsProfile struct {
	Name       string `json:"name"`
	Title      string `json:"title"`
	Experience string `json:"experience"`
	Skills     string `json:"skills"`
	// Projects is the resume's projects as the portfolio form's JSON text.
	Projects string `json:"projects"`
}

// getMaterialsProfile serves GET /api/users/{id}/materials-profile.
func (s *Server) getMaterialsProfile(ctx context.Context, userID string) (materialsProfile, error) {
	u, err := s.svc.Users.FindUserByID(ctx, userID)
	if err != nil {
		return materialsProfile{}, err
	}
	f, err := s.materialFacts(ctx, u, stride.MaterialProfile{})
	if err != nil {
		return materialsProfile{}, err
	}
	var exp []string
	if f.YearsExperience > 0 {
		exp = append(exp, fmt.Sprintf("%d years of experience.", f.YearsExperience))
	}
	if f.Summary != "" {
		exp = append(exp, f.Summary)
	}
	for _, r := range f.Roles {
		line := strings.TrimSpace(strings.Trim(r.Title+" at "+r.Company, " at"))
		if len(r.Highlights) > 0 {
			line += ": " + strings.Join(r.Highlights, " ")
		}
		exp = append(exp, line)
	}
	out := materialsProfile{Name: f.Name, Title: f.Title, Experience: strings.Join(exp, "\n"), Skills: strings.Join(f.Skills, ", ")}
	if len(f.Projects) > 0 {
		b, _ := json.MarshalIndent(f.Projects, "", "  ")
		out.Projects = string(b)
	}
	return out, nil
}

// decodeMaterial decodes and validates a generate body for the caller.
func decodeMaterial[In any](w http.ResponseWriter, r *http.Request, in *In, validate func(*In) error) (*stride.User, error) {
	return decodeMaterialWith(decodeJSON, w, r, in, validate)
}

// decodeRegenerate decodes and validates a regenerate body, refusing the
// fields it does not read (a client sending the generate body's jobDetails
// would otherwise believe they changed the text).
func decodeRegenerate[In any](w http.ResponseWriter, r *http.Request, in *In, validate func(*In) error) (*stride.User, error) {
	return decodeMaterialWith(decodeClosedJSON, w, r, in, validate)
}

func decodeMaterialWith[In any](decode func(http.ResponseWriter, *http.Request, any) error, w http.ResponseWriter, r *http.Request,
	in *In, validate func(*In) error) (*stride.User, error) {
	u, err := currentUser(r)
	if err != nil {
		return nil, err
	}
	if err := decode(w, r, in); err != nil {
		return nil, err
	}
	if err := validate(in); err != nil {
		return nil, err
	}
	return u, nil
}

type generatedBody struct {
	Provider      string   `json:"provider"`
	Notes         []string `json:"notes"`
	MatchedSkills []string `json:"matchedSkills"`
	WordCount     int      `json:"wordCount"`
	Saved         bool     `json:"saved"`
}

func generated(g *ai.Generated) generatedBody {
	return generatedBody{Provider: g.Provider, Notes: g.Notes, MatchedSkills: g.MatchedSkills, WordCount: stride.WordCount(g.Text), Saved: true}
}

func (s *Server) coverLetterInput(ctx context.Context, u *stride.User, in *stride.CoverLetterRequest) (ai.CoverLetterInput, error) {
	f, err := s.materialFacts(ctx, u, in.UserProfile)
	return ai.CoverLetterInput{Facts: f, JobTitle: in.JobDetails.Title, Company: in.JobDetails.Company,
		JobDescription: in.JobDetails.Description, Tone: in.Tone, Template: in.Template, Instructions: in.CustomInstructions}, err
}

// withNotes records the engine and its notes with the parameters.
func withNotes(params any, g *ai.Generated) json.RawMessage {
	b, _ := json.Marshal(map[string]any{"request": params, "provider": g.Provider, "notes": g.Notes})
	return b
}

// generateCoverLetter serves POST /api/cover-letters/generate.
func (s *Server) generateCoverLetter(w http.ResponseWriter, r *http.Request) error {
	var in stride.CoverLetterRequest
	u, err := decodeMaterial(w, r, &in, (*stride.CoverLetterRequest).Validate)
	if err != nil {
		return err
	}
	gin, err := s.coverLetterInput(r.Context(), u, &in)
	if err != nil {
		return err
	}
	g, err := s.svc.AI.CoverLetter(r.Context(), gin)
	if err != nil {
		return s.aiError(r, err)
	}
	c := &stride.CoverLetter{JobID: in.JobID, Title: in.JobDetails.Title + " at " + in.JobDetails.Company, Content: g.Text,
		JobTitle: in.JobDetails.Title, Company: in.JobDetails.Company, Tone: in.Tone, Template: in.Template,
		GenerationParams: withNotes(in, g), IterationHistory: []stride.Iteration{}}
	if err := s.svc.Materials.CreateCoverLetter(r.Context(), u.ID, c); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, struct {
		Content     string              `json:"content"`
		CoverLetter string              `json:"coverLetter"`
		Item        *stride.CoverLetter `json:"item"`
		generatedBody
	}{g.Text, g.Text, c, generated(g)})
	return nil
}

func (s *Server) responseInput(ctx context.Context, u *stride.User, in *stride.ResponseRequest) (ai.ResponseInput, error) {
	f, err := s.materialFacts(ctx, u, in.UserProfile)
	return ai.ResponseInput{Facts: f, Question: in.Question, JobTitle: in.JobDetails.Title, Company: in.JobDetails.Company,
		JobDescription: in.JobDetails.Description, ResponseType: in.ResponseType, ToneGuidance: in.ToneGuidance,
		WordLimit: *in.WordLimit, Keywords: in.Keywords}, err
}

type responseBody struct {
	Response  string                      `json:"response"`
	Content   string                      `json:"content"`
	WordLimit int                         `json:"wordLimit"`
	Item      *stride.ApplicationResponse `json:"item"`
	generatedBody
}

// generateResponse serves POST /api/application-responses/generate.
func (s *Server) generateResponse(w http.ResponseWriter, r *http.Request) error {
	var in stride.ResponseRequest
	u, err := decodeMaterial(w, r, &in, (*stride.ResponseRequest).Validate)
	if err != nil {
		return err
	}
	gin, err := s.responseInput(r.Context(), u, &in)
	if err != nil {
		return err
	}
	g, err := s.svc.AI.ApplicationResponse(r.Context(), gin)
	if err != nil {
		return s.aiError(r, err)
	}
	a := &stride.ApplicationResponse{JobID: in.JobID, Question: in.Question, Response: g.Text, ResponseType: in.ResponseType,
		WordLimit: *in.WordLimit, ToneGuidance: in.ToneGuidance, Keywords: in.Keywords, GenerationContext: withNotes(in, g),
		IterationHistory: []stride.Iteration{}}
	if err := s.svc.Materials.CreateApplicationResponse(r.Context(), u.ID, a); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, responseBody{g.Text, g.Text, a.WordLimit, a, generated(g)})
	return nil
}

// portfolioInput resolves the projects: the request's, else the resume's.
func (s *Server) portfolioInput(ctx context.Context, u *stride.User, in *stride.PortfolioRequest) (ai.PortfolioInput, error) {
	f, err := s.materialFacts(ctx, u, in.UserProfile)
	if err != nil {
		return ai.PortfolioInput{}, err
	}
	projects := in.Parsed
	if len(projects) == 0 {
		projects = f.Projects
	}
	if len(projects) == 0 {
		return ai.PortfolioInput{}, &stride.Error{Code: stride.EINVALID, Message: stride.MsgProjectsRequired,
			Fields: map[string]string{"projects": stride.MsgProjectsRequired}}
	}
	return ai.PortfolioInput{Facts: f, Title: in.Title, Projects: projects, TargetAudience: in.TargetAudience, Theme: in.Theme,
		HighlightedSkills: in.HighlightedSkills, CallToAction: in.CallToAction}, nil
}

func portfolioTitle(in ai.PortfolioInput) string {
	if in.Title != "" {
		return in.Title
	}
	names := []string{}
	for _, p := range in.Projects {
		if p.Name != "" {
			names = append(names, p.Name)
		}
	}
	switch {
	case len(names) == 0:
		return "Portfolio summary"
	case len(names) == 1:
		return "Portfolio: " + names[0]
	case len(names) == 2:
		return "Portfolio: " + names[0] + " and " + names[1]
	}
	return fmt.Sprintf("Portfolio: %s, %s and %d more", names[0], names[1], len(names)-2)
}

type portfolioBody struct {
	Summary string                   `json:"summary"`
	Content string                   `json:"content"`
	Item    *stride.PortfolioSummary `json:"item"`
	generatedBody
}

// generatePortfolio serves POST /api/portfolio-summaries/generate.
func (s *Server) generatePortfolio(w http.ResponseWriter, r *http.Request) error {
	var in stride.PortfolioRequest
	u, err := decodeMaterial(w, r, &in, (*stride.PortfolioRequest).Validate)
	if err != nil {
		return err
	}
	gin, err := s.portfolioInput(r.Context(), u, &in)
	if err != nil {
		return err
	}
	g, err := s.svc.AI.PortfolioSummary(r.Context(), gin)
	if err != nil {
		return s.aiError(r, err)
	}
	params := in
	params.Projects = nil
	p := &stride.PortfolioSummary{Title: portfolioTitle(gin), Description: fmt.Sprintf("%d projects for %s", len(gin.Projects), in.TargetAudience),
		Projects: gin.Projects, Theme: in.Theme, HighlightedSkills: in.HighlightedSkills, TargetAudience: in.TargetAudience,
		CallToAction: in.CallToAction, GeneratedSummary: g.Text, SEOKeywords: g.SEOKeywords, Customizations: withNotes(params, g),
		IterationHistory: []stride.Iteration{}}
	if p.SEOKeywords == nil {
		p.SEOKeywords = []string{}
	}
	if err := s.svc.Materials.CreatePortfolioSummary(r.Context(), u.ID, p); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, portfolioBody{g.Text, g.Text, p, generated(g)})
	return nil
}

// savedRequest reads the request a saved item was generated from.
func savedRequest(params json.RawMessage, into any) error {
	var saved struct {
		Request json.RawMessage `json:"request"`
	}
	if err := json.Unmarshal(params, &saved); err != nil || len(saved.Request) == 0 {
		return stride.Errorf(stride.EINVALID, "This item has no saved parameters to regenerate from.")
	}
	if err := json.Unmarshal(saved.Request, into); err != nil {
		return fmt.Errorf("saved parameters: %w", err)
	}
	return nil
}

// regenerateCoverLetter serves POST /api/cover-letters/{id}/regenerate:
// the saved parameters with another tone or template; the replaced text
// joins iterationHistory.
func (s *Server) regenerateCoverLetter(w http.ResponseWriter, r *http.Request) error {
	var opt stride.CoverLetterRegenerate
	u, err := decodeRegenerate(w, r, &opt, (*stride.CoverLetterRegenerate).Validate)
	if err != nil {
		return err
	}
	c, err := s.svc.Materials.FindCoverLetter(r.Context(), u.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	var in stride.CoverLetterRequest
	if err := savedRequest(c.GenerationParams, &in); err != nil {
		return err
	}
	if opt.Tone != "" {
		in.Tone = opt.Tone
	}
	if opt.Template != "" {
		in.Template = opt.Template
	}
	if err := in.Validate(); err != nil {
		return err
	}
	gin, err := s.coverLetterInput(r.Context(), u, &in)
	if err != nil {
		return err
	}
	g, err := s.svc.AI.CoverLetter(r.Context(), gin)
	if err != nil {
		return s.aiError(r, err)
	}
	c.IterationHistory = stride.PushIteration(c.IterationHistory, c.Content, c.GenerationParams, c.UpdatedAt)
	c.Content, c.Tone, c.Template, c.GenerationParams = g.Text, in.Tone, in.Template, withNotes(in, g)
	if err := s.svc.Materials.UpdateCoverLetter(r.Context(), u.ID, c); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, struct {
		Content     string              `json:"content"`
		CoverLetter string              `json:"coverLetter"`
		Item        *stride.CoverLetter `json:"item"`
		generatedBody
	}{g.Text, g.Text, c, generated(g)})
	return nil
}

// regenerateResponse serves POST /api/application-responses/{id}/regenerate
// with another tone.
func (s *Server) regenerateResponse(w http.ResponseWriter, r *http.Request) error {
	var opt stride.ResponseRegenerate
	u, err := decodeRegenerate(w, r, &opt, (*stride.ResponseRegenerate).Validate)
	if err != nil {
		return err
	}
	a, err := s.svc.Materials.FindApplicationResponse(r.Context(), u.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	var in stride.ResponseRequest
	if err := savedRequest(a.GenerationContext, &in); err != nil {
		return err
	}
	if opt.Tone != "" {
		in.ToneGuidance = opt.Tone
	}
	if err := in.Validate(); err != nil {
		return err
	}
	gin, err := s.responseInput(r.Context(), u, &in)
	if err != nil {
		return err
	}
	g, err := s.svc.AI.ApplicationResponse(r.Context(), gin)
	if err != nil {
		return s.aiError(r, err)
	}
	a.IterationHistory = stride.PushIteration(a.IterationHistory, a.Response, a.GenerationContext, a.UpdatedAt)
	a.Response, a.ToneGuidance, a.GenerationContext = g.Text, in.ToneGuidance, withNotes(in, g)
	if err := s.svc.Materials.UpdateApplicationResponse(r.Context(), u.ID, a); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, responseBody{g.Text, g.Text, a.WordLimit, a, generated(g)})
	return nil
}

// regeneratePortfolio serves POST /api/portfolio-summaries/{id}/regenerate
// with another theme.
func (s *Server) regeneratePortfolio(w http.ResponseWriter, r *http.Request) error {
	var opt stride.PortfolioRegenerate
	u, err := decodeRegenerate(w, r, &opt, (*stride.PortfolioRegenerate).Validate)
	if err != nil {
		return err
	}
	p, err := s.svc.Materials.FindPortfolioSummary(r.Context(), u.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	var in stride.PortfolioRequest
	if err := savedRequest(p.Customizations, &in); err != nil {
		return err
	}
	if opt.Theme != "" {
		in.Theme = opt.Theme
	}
	projects, _ := json.Marshal(p.Projects)
	in.Projects = projects
	if err := in.Validate(); err != nil {
		return err
	}
	gin, err := s.portfolioInput(r.Context(), u, &in)
	if err != nil {
		return err
	}
	g, err := s.svc.AI.PortfolioSummary(r.Context(), gin)
	if err != nil {
		return s.aiError(r, err)
	}
	params := in
	params.Projects = nil
	p.IterationHistory = stride.PushIteration(p.IterationHistory, p.GeneratedSummary, p.Customizations, p.UpdatedAt)
	p.GeneratedSummary, p.Theme, p.Customizations = g.Text, in.Theme, withNotes(params, g)
	if g.SEOKeywords != nil {
		p.SEOKeywords = g.SEOKeywords
	}
	if err := s.svc.Materials.UpdatePortfolioSummary(r.Context(), u.ID, p); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, portfolioBody{g.Text, g.Text, p, generated(g)})
	return nil
}

// decodeEdit reads PUT /api/{materials}/{id}.
func decodeEdit(w http.ResponseWriter, r *http.Request) (*stride.User, stride.MaterialEdit, error) {
	var in stride.MaterialEdit
	u, err := decodeMaterial(w, r, &in, (*stride.MaterialEdit).Validate)
	return u, in, err
}

// getCoverLetter serves GET /api/cover-letters/{id}.
func (s *Server) getCoverLetter(ctx context.Context, userID, id string) (*stride.CoverLetter, error) {
	return s.svc.Materials.FindCoverLetter(ctx, userID, id)
}

func (s *Server) getResponse(ctx context.Context, userID, id string) (*stride.ApplicationResponse, error) {
	return s.svc.Materials.FindApplicationResponse(ctx, userID, id)
}

func (s *Server) getPortfolio(ctx context.Context, userID, id string) (*stride.PortfolioSummary, error) {
	return s.svc.Materials.FindPortfolioSummary(ctx, userID, id)
}

// editMaterial serves PUT of one of the caller's saved items: a rename or
// a new text, the replaced text joining its iterationHistory.
func editMaterial[T interface{ Edit(stride.MaterialEdit) }](find func(ctx context.Context, userID, id string) (T, error),
	update func(ctx context.Context, userID string, item T) error) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		u, in, err := decodeEdit(w, r)
		if err != nil {
			return err
		}
		item, err := find(r.Context(), u.ID, r.PathValue("id"))
		if err != nil {
			return err
		}
		item.Edit(in)
		if err := update(r.Context(), u.ID, item); err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, item)
		return nil
	}
}

// coverLetterPDF serves GET /api/cover-letters/{id}/pdf?paper=a4|letter:
// the letter under the writer's name and contact details, drawn by the
// resume PDF writer in the look that matches the letter's template.
func (s *Server) coverLetterPDF(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	c, err := s.svc.Materials.FindCoverLetter(r.Context(), u.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	paper := r.URL.Query().Get("paper")
	if paper == "" {
		paper = resumerender.A4
	}
	if paper != resumerender.A4 && paper != resumerender.Letter {
		return stride.Errorf(stride.EINVALID, "Paper must be a4 or letter")
	}
	b, err := resumerender.RenderLetter(s.letterHead(r, u), c.Content, c.Template, paper)
	if errors.Is(err, resumerender.ErrEmpty) {
		return stride.Errorf(stride.EINVALID, "The letter is empty.")
	} else if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, fileName("Cover letter "+c.Title, "pdf")))
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(b) // #nosec G705 -- a PDF we rendered, sent as an application/pdf attachment with nosniff
	return nil
}

// letterHead is the name and contact line a letter is printed under: the
// latest resume's, else the profile's.
func (s *Server) letterHead(r *http.Request, u *stride.User) stride.ResumePersonalInfo {
	info := stride.ResumePersonalInfo{Name: u.DisplayName(), Email: u.Email, Phone: stride.Deref(u.Phone), Location: stride.Deref(u.Location),
		Linkedin: stride.Deref(u.LinkedinURL), Website: stride.Deref(u.PortfolioURL)}
	if resumes, err := s.svc.Resumes.ListResumes(r.Context(), u.ID); err == nil && len(resumes) > 0 {
		var rc stride.ResumeContent
		if json.Unmarshal(resumes[0].Content, &rc) == nil && rc.PersonalInfo.Name != "" {
			info = rc.PersonalInfo
		}
	}
	return info
}

// coverLetterDOCX serves GET /api/cover-letters/{id}/docx: the letter as a
// Word document under the writer's name and contact details.
func (s *Server) coverLetterDOCX(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	c, err := s.svc.Materials.FindCoverLetter(r.Context(), u.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	b, err := resumerender.RenderLetterDOCX(s.letterHead(r, u), c.Content)
	if errors.Is(err, resumerender.ErrEmpty) {
		return stride.Errorf(stride.EINVALID, "The letter is empty.")
	} else if err != nil {
		return err
	}
	writeDOCX(w, fileName("Cover letter "+c.Title, "docx"), b)
	return nil
}
