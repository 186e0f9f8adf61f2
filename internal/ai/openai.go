package ai

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// OpenAI calls any server that speaks the OpenAI Chat Completions API
// (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp server), asks for JSON of
// the wanted shape, and checks what comes back.
type OpenAI struct {
	baseURL string
	apiKey  string
	model   string
	client  *http.Client
	// Timeout bounds each attempt; Retries is how many more attempts a 429
	// or 5xx answer gets.
	Timeout time.Duration
	Retries int
	// Backoff is the first wait between attempts; it doubles each time.
	Backoff time.Duration
}

// NewOpenAI returns a client for baseURL (with or without a trailing /v1).
func NewOpenAI(baseURL, apiKey, model string) *OpenAI {
	u := strings.TrimRight(strings.TrimSpace(baseURL), "/")
	if !strings.HasSuffix(u, "/v1") {
		u += "/v1"
	}
	return &OpenAI{baseURL: u, apiKey: apiKey, model: model, client: &http.Client{},
		Timeout: 60 * time.Second, Retries: 2, Backoff: 500 * time.Millisecond}
}

var _ Provider = (*OpenAI)(nil)

// Name implements Provider.
func (*OpenAI) Name() string { return "openai" }

type chatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type chatRequest struct {
	Model          string            `json:"model"`
	Messages       []chatMessage     `json:"messages"`
	Temperature    float64           `json:"temperature"`
	ResponseFormat map[string]string `json:"response_format"`
}

type chatResponse struct {
	Choices []struct {
		Message struct {
			Content string `json:"content"`
		} `json:"message"`
	} `json:"choices"`
}

const systemPrompt = "You are Stride's career assistant for job seekers. Answer with one JSON object only, no prose, " +
	"exactly in the shape the user describes. Never invent employers, dates, degrees or figures that are not in the input."

// chat sends one prompt and decodes the model's JSON answer into out, then
// checks it with valid. Failures wrap ErrUnavailable.
func (o *OpenAI) chat(ctx context.Context, prompt string, out any, valid func() error) error {
	body, err := json.Marshal(chatRequest{Model: o.model, Temperature: 0.2,
		Messages:       []chatMessage{{"system", systemPrompt}, {"user", prompt}},
		ResponseFormat: map[string]string{"type": "json_object"}})
	if err != nil {
		return err
	}
	var last error
	for attempt := 0; attempt <= o.Retries; attempt++ {
		if attempt > 0 {
			wait := o.Backoff * time.Duration(math.Pow(2, float64(attempt-1)))
			if ra, ok := last.(retryAfter); ok && ra.after > 0 && ra.after < 30*time.Second {
				wait = ra.after
			}
			select {
			case <-ctx.Done():
				return fmt.Errorf("%w: %v", ErrUnavailable, ctx.Err())
			case <-time.After(wait):
			}
		}
		var content string
		content, last = o.post(ctx, body)
		if last == nil {
			if err := decodeModelJSON(content, out); err != nil {
				return fmt.Errorf("%w: %v", ErrUnavailable, err)
			}
			if err := valid(); err != nil {
				return fmt.Errorf("%w: the model's answer has the wrong shape: %v", ErrUnavailable, err)
			}
			return nil
		}
		var ra retryAfter
		if !errors.As(last, &ra) {
			break // not worth retrying
		}
	}
	return fmt.Errorf("%w: %v", ErrUnavailable, last)
}

// retryAfter marks a failure worth another attempt (429 or 5xx).
type retryAfter struct {
	status int
	after  time.Duration
}

func (r retryAfter) Error() string { return fmt.Sprintf("status %d", r.status) }

func (o *OpenAI) post(ctx context.Context, body []byte) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, o.baseURL+"/chat/completions", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	if o.apiKey != "" {
		req.Header.Set("Authorization", "Bearer "+o.apiKey)
	}
	res, err := o.client.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return "", fmt.Errorf("no answer within %v", o.Timeout)
		}
		return "", err
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, 4<<20))
	if err != nil {
		return "", err
	}
	if res.StatusCode == http.StatusTooManyRequests || res.StatusCode >= 500 {
		secs, _ := strconv.Atoi(res.Header.Get("Retry-After"))
		return "", retryAfter{status: res.StatusCode, after: time.Duration(secs) * time.Second}
	}
	if res.StatusCode != http.StatusOK {
		return "", fmt.Errorf("status %d: %.200s", res.StatusCode, raw)
	}
	var cr chatResponse
	if err := json.Unmarshal(raw, &cr); err != nil {
		return "", fmt.Errorf("not a Chat Completions answer: %v", err)
	}
	if len(cr.Choices) == 0 || strings.TrimSpace(cr.Choices[0].Message.Content) == "" {
		return "", errors.New("empty answer")
	}
	return cr.Choices[0].Message.Content, nil
}

// decodeModelJSON reads a JSON object from a model's text, tolerating a
// Markdown code fence around it.
func decodeModelJSON(content string, out any) error {
	s := strings.TrimSpace(content)
	if strings.HasPrefix(s, "```") {
		s = strings.TrimPrefix(s, "```json")
		s = strings.TrimPrefix(s, "```")
		s = strings.TrimSuffix(strings.TrimSpace(s), "```")
	}
	dec := json.NewDecoder(strings.NewReader(s))
	if err := dec.Decode(out); err != nil {
		return fmt.Errorf("the model's answer is not valid JSON: %v", err)
	}
	return nil
}

func in(v, lo, hi float64) bool { return v >= lo && v <= hi && !math.IsNaN(v) }

func checkAnalysis(a *Analysis) error {
	switch {
	case !in(float64(a.Feedback.Score), 0, 10):
		return errors.New("feedback.score must be 0-10")
	case strings.TrimSpace(a.Feedback.Summary) == "":
		return errors.New("feedback.summary is empty")
	case !in(float64(a.BehavioralMetrics.ConfidenceLevel), 0, 100) || !in(float64(a.BehavioralMetrics.ClarityScore), 0, 100) ||
		!in(float64(a.BehavioralMetrics.EngagementLevel), 0, 100):
		return errors.New("behavioralMetrics must be 0-100")
	case !in(a.EmotionalIntelligence.OverallEQ, 0, 10) || !in(a.CriticalThinking.OverallScore, 0, 10):
		return errors.New("overallEQ and criticalThinking.overallScore must be 0-10")
	}
	for _, l := range []*[]string{&a.Feedback.StrengthsIdentified, &a.Feedback.ImprovementAreas, &a.Feedback.FollowUpRecommendations,
		&a.Feedback.PersonalityInsights, &a.BehavioralMetrics.Insights, &a.EmotionalIntelligence.DevelopmentAreas, &a.CriticalThinking.Enhancement} {
		if *l == nil {
			*l = []string{}
		}
	}
	return nil
}

const analysisShape = `{"feedback":{"score":0-10 integer,"summary":string,"strengthsIdentified":[string],"improvementAreas":[string],` +
	`"followUpRecommendations":[string],"personalityInsights":[string]},"behavioralMetrics":{"confidenceLevel":0-100,` +
	`"speechPace":"brief|measured|rushed|choppy","clarityScore":0-100,"communicationStyle":string,"engagementLevel":0-100,` +
	`"confidenceTrend":"rising|steady|fading","insights":[string]},"emotionalIntelligence":{"overallEQ":0-10,"selfAwareness":0-10,` +
	`"empathy":0-10,"socialSkills":0-10,"emotionalRegulation":0-10,"developmentAreas":[string]},"criticalThinking":{"overallScore":0-10,` +
	`"problemSolving":0-10,"analyticalReasoning":0-10,"creativeSolutions":0-10,"enhancement":[string]}}`

// EvaluateAdvanced implements Provider.
func (o *OpenAI) EvaluateAdvanced(ctx context.Context, question, answer, jobTitle, interviewType string) (*Analysis, error) {
	var a Analysis
	prompt := fmt.Sprintf("Evaluate this %s interview answer for a %s role. Judge structure (STAR), specificity, relevance to the "+
		"question, confidence, emotional intelligence and critical thinking, quoting the answer where useful.\nQuestion: %q\nAnswer: %q\n"+
		"Return JSON: %s", interviewType, jobTitle, question, answer, analysisShape)
	if err := o.chat(ctx, prompt, &a, func() error { return checkAnalysis(&a) }); err != nil {
		return nil, err
	}
	return &a, nil
}

// EvaluateResponse implements Provider.
func (o *OpenAI) EvaluateResponse(ctx context.Context, question, answer, jobTitle string) (*Evaluation, error) {
	var e Evaluation
	prompt := fmt.Sprintf("Evaluate this interview answer for a %s role.\nQuestion: %q\nAnswer: %q\n"+
		`Return JSON: {"score":0-10 integer,"feedback":string,"strengths":[string],"improvements":[string]}`, jobTitle, question, answer)
	err := o.chat(ctx, prompt, &e, func() error {
		if !in(float64(e.Score), 0, 10) || strings.TrimSpace(e.Feedback) == "" {
			return errors.New("score must be 0-10 and feedback non-empty")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &e, nil
}

func checkQuestions(qs []Question, interviewType string, level int) error {
	if len(qs) == 0 {
		return errors.New("no questions")
	}
	for i := range qs {
		if strings.TrimSpace(qs[i].Question) == "" {
			return errors.New("a question is empty")
		}
		if qs[i].ID == "" {
			qs[i].ID = fmt.Sprintf("ai-%d", i+1)
		}
		qs[i].Type = interviewType
		if qs[i].Level == 0 {
			qs[i].Level = level
		}
	}
	return nil
}

// AdaptiveQuestions implements Provider.
func (o *OpenAI) AdaptiveQuestions(ctx context.Context, jobTitle, interviewType string, level, count int, exclude []string) ([]Question, error) {
	if count <= 0 {
		count = 5
	}
	var out struct {
		Questions []Question `json:"questions"`
	}
	prompt := fmt.Sprintf("Write %d distinct %s interview questions for a %s at difficulty level %d of 5 (%s). Do not repeat any of: %q.\n"+
		`Return JSON: {"questions":[{"question":string,"competency":string,"keywords":[string],"followUp":string,"level":%d}]}`,
		count, interviewType, jobTitle, level, LevelNames[max(1, min(5, level))-1], exclude, level)
	if err := o.chat(ctx, prompt, &out, func() error { return checkQuestions(out.Questions, interviewType, level) }); err != nil {
		return nil, err
	}
	return out.Questions, nil
}

// InterviewQuestions implements Provider.
func (o *OpenAI) InterviewQuestions(ctx context.Context, jobTitle, interviewType string, resume json.RawMessage) ([]Question, error) {
	var out struct {
		Questions []Question `json:"questions"`
	}
	prompt := fmt.Sprintf("Write 5 %s interview questions for a %s.", interviewType, jobTitle)
	if len(resume) > 0 {
		prompt = fmt.Sprintf("Write 5 questions that help a job seeker fill in their resume, one at a time, asking about what is "+
			"missing or thin in this resume: %s.", truncate(string(resume), 6000))
	}
	prompt += "\nReturn JSON: {\"questions\":[{\"question\":string,\"competency\":string}]}"
	if err := o.chat(ctx, prompt, &out, func() error { return checkQuestions(out.Questions, interviewType, 2) }); err != nil {
		return nil, err
	}
	return out.Questions, nil
}

// RealTimeAnalysis implements Provider.
func (o *OpenAI) RealTimeAnalysis(ctx context.Context, text string) (*RealTime, error) {
	var r RealTime
	prompt := fmt.Sprintf("Rate this interview answer being typed, each 0-100: clarity, structure (STAR), confidence, engagement.\n"+
		"Answer: %q\nReturn JSON: {\"clarity\":int,\"structure\":int,\"confidence\":int,\"engagement\":int}", text)
	err := o.chat(ctx, prompt, &r, func() error {
		for _, v := range []int{r.Clarity, r.Structure, r.Confidence, r.Engagement} {
			if !in(float64(v), 0, 100) {
				return errors.New("values must be 0-100")
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &r, nil
}

// AnalyzeSkillGap implements Provider.
func (o *OpenAI) AnalyzeSkillGap(ctx context.Context, userSkills, jobRequirements []string) (*SkillGap, error) {
	var g SkillGap
	prompt := fmt.Sprintf("Compare the user's skills %q with the job requirements %q.\n"+
		`Return JSON: {"matchingSkills":[requirements the user meets],"missingSkills":[the rest],"matchPercentage":0-100,"recommendations":[string]}`,
		userSkills, jobRequirements)
	err := o.chat(ctx, prompt, &g, func() error {
		if !in(float64(g.MatchPercentage), 0, 100) {
			return errors.New("matchPercentage must be 0-100")
		}
		for _, l := range []*[]string{&g.MatchingSkills, &g.MissingSkills, &g.Recommendations} {
			if *l == nil {
				*l = []string{}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &g, nil
}

// JobRecommendations implements Provider.
func (o *OpenAI) JobRecommendations(ctx context.Context, profile UserProfile, skills []string) ([]JobRecommendation, error) {
	var out struct {
		Recommendations []JobRecommendation `json:"recommendations"`
	}
	p, _ := json.Marshal(profile)
	prompt := fmt.Sprintf("Recommend up to 5 job titles for this job seeker: profile %s, skills %q.\n"+
		`Return JSON: {"recommendations":[{"title":string,"matchScore":0-100,"reason":string,"requiredSkills":[string],"missingSkills":[string],"growthPercent":number}]}`,
		p, skills)
	err := o.chat(ctx, prompt, &out, func() error {
		if len(out.Recommendations) == 0 {
			return errors.New("no recommendations")
		}
		for _, r := range out.Recommendations {
			if strings.TrimSpace(r.Title) == "" || !in(float64(r.MatchScore), 0, 100) {
				return errors.New("each recommendation needs a title and a 0-100 matchScore")
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out.Recommendations, nil
}

// ExtractPersonalInfo implements Provider.
func (o *OpenAI) ExtractPersonalInfo(ctx context.Context, text string) (*Extracted, error) {
	var x Extracted
	prompt := fmt.Sprintf("Extract the resume data in this text. Use only what the text says; leave unknown fields empty.\nText: %q\n"+
		`Return JSON: {"personalInfo":{"fullName":string,"email":string,"phone":string,"location":string,"linkedin":string,"website":string,"summary":string},`+
		`"experience":[{"title":string,"company":string,"location":string,"startDate":string,"endDate":string,"description":string}],`+
		`"education":[{"degree":string,"school":string,"graduationDate":string}],"skills":[string]}`, truncate(text, 12000))
	err := o.chat(ctx, prompt, &x, func() error {
		if x.Experience == nil {
			x.Experience = []Experience{}
		}
		if x.Education == nil {
			x.Education = []Education{}
		}
		if x.Skills == nil {
			x.Skills = []string{}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &x, nil
}

// OptimizeResume implements Provider. Against a posting, the resume is
// measured and rewritten by Stride's own analysis (the same as the local
// engine's): it only puts the posting's terms beside the person's own words,
// which a model draft could not be trusted to keep to. Without a posting the
// model suggests wording for the role.
func (o *OpenAI) OptimizeResume(ctx context.Context, resume json.RawMessage, targetRole, jobDescription string) (*Optimized, error) {
	if strings.TrimSpace(jobDescription) != "" {
		return (&Local{}).OptimizeResume(ctx, resume, targetRole, jobDescription)
	}
	var out struct {
		Content map[string]any `json:"content"`
		Changes []string       `json:"changes"`
	}
	prompt := fmt.Sprintf("Improve this resume for a %s role%s. Keep its JSON shape. Strengthen wording and add keywords only "+
		"where the resume's own content supports them; never add employers, dates, degrees or numbers.\nResume: %s\n"+
		`Return JSON: {"content":<the resume object>,"changes":[one sentence per change]}`,
		targetRole, map[bool]string{true: " (job description: " + truncate(jobDescription, 3000) + ")", false: ""}[jobDescription != ""],
		truncate(string(resume), 12000))
	err := o.chat(ctx, prompt, &out, func() error {
		if out.Content == nil {
			return errors.New("content is missing")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	b, _ := json.Marshal(out.Content)
	if out.Changes == nil {
		out.Changes = []string{}
	}
	return &Optimized{Content: b, Changes: out.Changes}, nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}
