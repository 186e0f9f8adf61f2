package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
)

// Limits on AI requests.
const (
	maxAIText     = 20000
	maxAIListSize = 100
)

// aiError turns a provider failure into the 503 every AI screen shows as
// its own toast; internals go to the log.
func (s *Server) aiError(r *http.Request, err error) error {
	s.log.WarnContext(r.Context(), "ai provider failed", "provider", s.svc.AI.Name(), "path", r.URL.Path, "err", err)
	var se *stride.Error
	if errors.As(err, &se) {
		return se
	}
	return stride.Errorf(stride.EUNAVAILABLE, "The AI service did not answer. Please try again.")
}

// aiCall decodes a body for a signed-in user, checks it, and writes what
// the provider returns.
func aiCall[In any, Out any](s *Server, check func(*In) error, call func(r *http.Request, in *In) (Out, error)) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if _, err := currentUser(r); err != nil {
			return err
		}
		var in In
		if err := decodeJSON(w, r, &in); err != nil {
			return err
		}
		if err := check(&in); err != nil {
			return err
		}
		out, err := call(r, &in)
		if err != nil {
			return s.aiError(r, err)
		}
		writeJSON(w, http.StatusOK, out)
		return nil
	}
}

func checkText(v *stride.Validator, field, s, required string) {
	v.Check(strings.TrimSpace(s) != "" || required == "", field, required)
	v.Check(len(s) <= maxAIText, field, "Text must be at most 20000 characters")
}

// maxAIItem caps each item of a list an AI request carries.
const maxAIItem = 300

// checkItems caps the number and length of a list's items.
func checkItems(v *stride.Validator, field string, items []string) {
	ok := len(items) <= maxAIListSize
	for _, s := range items {
		ok = ok && len(s) <= maxAIItem
	}
	v.Check(ok, field, fmt.Sprintf("At most %d items of %d characters each", maxAIListSize, maxAIItem))
}

func checkType(v *stride.Validator, t *string) {
	if *t == "" {
		*t = "behavioral"
	}
	v.Check(slices.Contains(stride.InterviewTypes, *t), "type", stride.MsgInterviewType)
}

type questionsRequest struct {
	JobTitle      string          `json:"jobTitle"`
	Type          string          `json:"type"`
	ResumeContent json.RawMessage `json:"resumeContent"`
	AdaptiveLevel int             `json:"adaptiveLevel"`
	Count         int             `json:"count"`
	Exclude       []string        `json:"exclude"`
}

func (q *questionsRequest) check() error {
	var v stride.Validator
	q.JobTitle = strings.TrimSpace(q.JobTitle)
	if len(q.ResumeContent) == 0 || string(q.ResumeContent) == "null" {
		v.Check(q.JobTitle != "", "jobTitle", stride.MsgAppJobTitleReq)
	}
	v.Check(len(q.JobTitle) <= 100, "jobTitle", "Job title must be at most 100 characters")
	checkType(&v, &q.Type)
	if q.AdaptiveLevel == 0 {
		q.AdaptiveLevel = 1
	}
	v.Check(q.AdaptiveLevel >= 1 && q.AdaptiveLevel <= 5, "adaptiveLevel", stride.MsgAdaptiveLevelRange)
	if q.Count == 0 {
		q.Count = 5
	}
	v.Check(q.Count >= 1 && q.Count <= 10, "count", "Count must be between 1 and 10")
	v.Check(len(q.Exclude) <= maxAIListSize, "exclude", "Too many questions to exclude")
	for _, e := range q.Exclude {
		v.Check(len(e) <= stride.MaxInterviewQuestionLen, "exclude", stride.TooLong(stride.MaxInterviewQuestionLen))
	}
	v.Check(len(q.ResumeContent) <= maxAIText*2, "resumeContent", "Resume is too long")
	return v.Err()
}

type questionsResponse struct {
	Questions []ai.Question `json:"questions"`
}

type answerRequest struct {
	Question     string `json:"question"`
	Answer       string `json:"answer"`
	JobTitle     string `json:"jobTitle"`
	ResponseType string `json:"responseType"`
}

func (a *answerRequest) check() error {
	var v stride.Validator
	checkText(&v, "question", a.Question, "Question is required")
	checkText(&v, "answer", a.Answer, stride.MsgResponseRequired)
	v.Check(len(a.JobTitle) <= 100, "jobTitle", "Job title must be at most 100 characters")
	if a.ResponseType != "" {
		v.Check(slices.Contains(stride.InterviewTypes, a.ResponseType), "responseType", stride.MsgInterviewType)
	}
	return v.Err()
}

type textRequest struct {
	Text string `json:"text"`
}

// realTimeRequest is a draft answer and, optionally, what it answers: with
// the question, the live figures are read as the analysis reads the
// finished answer.
type realTimeRequest struct {
	Text          string `json:"text"`
	Question      string `json:"question,omitempty"`
	JobTitle      string `json:"jobTitle,omitempty"`
	InterviewType string `json:"interviewType,omitempty"`
}

type skillGapRequest struct {
	UserSkills      []string `json:"userSkills"`
	JobRequirements []string `json:"jobRequirements"`
}

type recommendationsRequest struct {
	UserProfile ai.UserProfile `json:"userProfile"`
	UserSkills  []string       `json:"userSkills"`
}

type optimizeRequest struct {
	ResumeContent  json.RawMessage `json:"resumeContent"`
	JobDescription string          `json:"jobDescription"`
	TargetRole     string          `json:"targetRole"`
	// JobID optimises against a job of the catalogue or one the user saved
	// or applied to, when no description is pasted.
	JobID string `json:"jobId"`
}

type resumeInterviewRequest struct {
	ResumeContent *stride.ResumeContent `json:"resumeContent"`
	QuestionID    string                `json:"questionId"`
	Answer        string                `json:"answer"`
}

type resumeInterviewResponse struct {
	Question *ai.Question         `json:"question"`
	Content  stride.ResumeContent `json:"content"`
}

func (in *resumeInterviewRequest) check() error {
	var v stride.Validator
	if in.ResumeContent == nil {
		in.ResumeContent = &stride.ResumeContent{}
	}
	v.Check(len(in.Answer) <= 5000, "answer", "Answers must be at most 5000 characters")
	v.Check(len(in.QuestionID) <= stride.MaxIDLen, "questionId", stride.TooLong(stride.MaxIDLen))
	return v.Err()
}

// resumeInterview asks the next question of the resume builder's interview
// and folds the last answer into the content.
func (s *Server) resumeInterview(r *http.Request, in *resumeInterviewRequest) (resumeInterviewResponse, error) {
	q, c := ai.ResumeInterview(*in.ResumeContent, in.QuestionID, in.Answer)
	return resumeInterviewResponse{Question: q, Content: c}, nil
}

func (s *Server) adaptiveQuestions(r *http.Request, in *questionsRequest) (questionsResponse, error) {
	qs, err := s.svc.AI.AdaptiveQuestions(r.Context(), in.JobTitle, in.Type, in.AdaptiveLevel, in.Count, in.Exclude)
	return questionsResponse{qs}, err
}

func (s *Server) interviewQuestions(r *http.Request, in *questionsRequest) (questionsResponse, error) {
	qs, err := s.svc.AI.InterviewQuestions(r.Context(), in.JobTitle, in.Type, in.ResumeContent)
	return questionsResponse{qs}, err
}

func (s *Server) evaluateAdvanced(r *http.Request, in *answerRequest) (*ai.Analysis, error) {
	return s.svc.AI.EvaluateAdvanced(r.Context(), in.Question, in.Answer, in.JobTitle, in.ResponseType)
}

func (s *Server) evaluateResponse(r *http.Request, in *answerRequest) (*ai.Evaluation, error) {
	return s.svc.AI.EvaluateResponse(r.Context(), in.Question, in.Answer, in.JobTitle)
}

func (in *textRequest) check() error {
	var v stride.Validator
	checkText(&v, "text", in.Text, "Text is required")
	return v.Err()
}

func (in *realTimeRequest) check() error {
	var v stride.Validator
	checkText(&v, "text", in.Text, "Text is required")
	v.Check(len(in.Question) <= 2000, "question", "Question must be at most 2000 characters")
	v.Check(len(in.JobTitle) <= 100, "jobTitle", "Job title must be at most 100 characters")
	if in.InterviewType != "" {
		v.Check(slices.Contains(stride.InterviewTypes, in.InterviewType), "interviewType", stride.MsgInterviewType)
	}
	return v.Err()
}

func (s *Server) realTimeAnalysis(r *http.Request, in *realTimeRequest) (*ai.RealTime, error) {
	if lr, ok := s.svc.AI.(ai.LiveReader); ok && in.Question != "" {
		return lr.RealTimeFor(r.Context(), ai.LiveInput{Text: in.Text, Question: in.Question, JobTitle: in.JobTitle, InterviewType: in.InterviewType})
	}
	return s.svc.AI.RealTimeAnalysis(r.Context(), in.Text)
}

func (s *Server) extractPersonalInfo(r *http.Request, in *textRequest) (*ai.Extracted, error) {
	return s.svc.AI.ExtractPersonalInfo(r.Context(), in.Text)
}

func (in *skillGapRequest) check() error {
	var v stride.Validator
	v.Check(len(in.JobRequirements) > 0, "jobRequirements", "Job requirements are required")
	checkItems(&v, "userSkills", in.UserSkills)
	checkItems(&v, "jobRequirements", in.JobRequirements)
	return v.Err()
}

func (s *Server) analyzeSkillGap(r *http.Request, in *skillGapRequest) (*ai.SkillGap, error) {
	return s.svc.AI.AnalyzeSkillGap(r.Context(), in.UserSkills, in.JobRequirements)
}

func (in *recommendationsRequest) check() error {
	var v stride.Validator
	checkItems(&v, "userSkills", in.UserSkills)
	checkItems(&v, "userProfile.careerGoals", in.UserProfile.CareerGoals)
	v.Check(len(in.UserProfile.Title) <= stride.MaxShortTextLen, "userProfile.title", stride.TooLong(stride.MaxShortTextLen))
	v.Check(len(in.UserProfile.Industry) <= stride.MaxShortTextLen, "userProfile.industry", stride.TooLong(stride.MaxShortTextLen))
	return v.Err()
}

func (s *Server) jobRecommendations(r *http.Request, in *recommendationsRequest) (map[string][]ai.JobRecommendation, error) {
	recs, err := s.svc.AI.JobRecommendations(r.Context(), in.UserProfile, in.UserSkills)
	return map[string][]ai.JobRecommendation{"recommendations": recs}, err
}

func (in *optimizeRequest) check() error {
	var v stride.Validator
	var obj map[string]any
	v.Check(json.Unmarshal(in.ResumeContent, &obj) == nil && obj != nil, "resumeContent", "Resume content must be an object")
	v.Check(len(in.JobDescription) <= maxAIText, "jobDescription", "Text must be at most 20000 characters")
	v.Check(len(in.TargetRole) <= 100, "targetRole", "Target role must be at most 100 characters")
	v.Check(len(in.JobID) <= stride.MaxIDLen, "jobId", stride.TooLong(stride.MaxIDLen))
	return v.Err()
}

// optimizeResume measures the resume against the pasted description, or
// the chosen job's; the target role defaults to the profile's title.
func (s *Server) optimizeResume(r *http.Request, in *optimizeRequest) (*ai.Optimized, error) {
	u, err := currentUser(r)
	if err != nil {
		return nil, err
	}
	desc := strings.TrimSpace(in.JobDescription)
	if desc == "" && in.JobID != "" {
		j, err := s.svc.Jobs.FindJobFor(r.Context(), in.JobID, u)
		if err != nil {
			return nil, err
		}
		desc = j.Description
		if strings.TrimSpace(in.TargetRole) == "" {
			in.TargetRole = j.Title
		}
	}
	role := strings.TrimSpace(in.TargetRole)
	if role == "" {
		role = strings.TrimSpace(stride.Deref(u.CurrentTitle))
	}
	if role == "" {
		role = strings.TrimSpace(stride.Deref(u.Title))
	}
	return s.svc.AI.OptimizeResume(r.Context(), in.ResumeContent, role, desc)
}
