// Package ai is Stride's AI engine: one interface covering every /api/ai
// call, with two providers. Local is a deterministic engine that runs
// offline (text features, the shipped question bank and catalogues);
// OpenAI speaks the Chat Completions API to any compatible server. Both
// return the same shapes (seed 001 §3.2).
package ai

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/stride-oss/stride/internal/resume"
)

// Job titles and interview types of the interview coach (seed 001 §2.4).
var (
	JobTitles = []string{"Product Manager", "Software Engineer", "Data Scientist", "UX Designer",
		"Marketing Manager", "Sales Manager", "Operations Manager"}
	InterviewTypes = []string{"behavioral", "technical", "case-study", "emotional-intelligence"}
	// LevelNames label adaptive levels 1-5.
	LevelNames = []string{"Beginner", "Intermediate", "Advanced", "Expert", "Master"}
)

// NextLevel applies the adaptive rule: a score of 8 or more raises the
// level by one, 4 or less lowers it by one, within 1-5.
func NextLevel(level, score int) int {
	switch {
	case score >= 8:
		level++
	case score <= 4:
		level--
	}
	return max(1, min(5, level))
}

// Question is an interview question.
type Question struct {
	ID         string   `json:"id"`
	Question   string   `json:"question"`
	Type       string   `json:"type"`
	Level      int      `json:"level"`
	Competency string   `json:"competency"`
	Keywords   []string `json:"keywords,omitempty"`
	FollowUp   string   `json:"followUp,omitempty"`
	JobTitle   string   `json:"jobTitle,omitempty"`
	// task is the O*NET task a generated question asks about: what the
	// answer is judged against, without the question's template words.
	task string
}

// Feedback is the overall judgement of one answer.
type Feedback struct {
	Score                   int      `json:"score"` // 0-10
	Summary                 string   `json:"summary"`
	StrengthsIdentified     []string `json:"strengthsIdentified"`
	ImprovementAreas        []string `json:"improvementAreas"`
	FollowUpRecommendations []string `json:"followUpRecommendations"`
	PersonalityInsights     []string `json:"personalityInsights"`
}

// BehavioralMetrics describe how an answer is delivered.
type BehavioralMetrics struct {
	ConfidenceLevel    int      `json:"confidenceLevel"` // 0-100
	SpeechPace         string   `json:"speechPace"`
	ClarityScore       int      `json:"clarityScore"` // 0-100
	CommunicationStyle string   `json:"communicationStyle"`
	EngagementLevel    int      `json:"engagementLevel"` // 0-100
	ConfidenceTrend    string   `json:"confidenceTrend"`
	Insights           []string `json:"insights"`
}

// EmotionalIntelligence scores (0-10) of an answer.
type EmotionalIntelligence struct {
	OverallEQ           float64  `json:"overallEQ"`
	SelfAwareness       float64  `json:"selfAwareness"`
	Empathy             float64  `json:"empathy"`
	SocialSkills        float64  `json:"socialSkills"`
	EmotionalRegulation float64  `json:"emotionalRegulation"`
	DevelopmentAreas    []string `json:"developmentAreas"`
}

// CriticalThinking scores (0-10) of an answer.
type CriticalThinking struct {
	OverallScore        float64  `json:"overallScore"`
	ProblemSolving      float64  `json:"problemSolving"`
	AnalyticalReasoning float64  `json:"analyticalReasoning"`
	CreativeSolutions   float64  `json:"creativeSolutions"`
	Enhancement         []string `json:"enhancement"`
}

// Analysis is the advanced evaluation of one answer.
type Analysis struct {
	Feedback              Feedback              `json:"feedback"`
	BehavioralMetrics     BehavioralMetrics     `json:"behavioralMetrics"`
	EmotionalIntelligence EmotionalIntelligence `json:"emotionalIntelligence"`
	CriticalThinking      CriticalThinking      `json:"criticalThinking"`
}

// Evaluation is the simple evaluation of one answer.
type Evaluation struct {
	Score        int      `json:"score"`
	Feedback     string   `json:"feedback"`
	Strengths    []string `json:"strengths"`
	Improvements []string `json:"improvements"`
}

// LiveInput is a draft answer with, when the screen knows them, its
// question, role and interview type.
type LiveInput struct {
	Text, Question, JobTitle, InterviewType string
}

// LiveReader reads a draft answer against its question, as the analysis
// of the finished answer does, so that the live panel and the analysis
// cannot disagree (issue 39). Providers without it read the text alone.
type LiveReader interface {
	RealTimeFor(ctx context.Context, in LiveInput) (*RealTime, error)
}

// RealTime is the live analysis of an answer being typed (0-100 each).
type RealTime struct {
	Clarity    int `json:"clarity"`
	Structure  int `json:"structure"`
	Confidence int `json:"confidence"`
	Engagement int `json:"engagement"`
}

// SkillGap compares a user's skills with a job's requirements.
type SkillGap struct {
	MatchingSkills  []string `json:"matchingSkills"`
	MissingSkills   []string `json:"missingSkills"`
	MatchPercentage int      `json:"matchPercentage"`
	Recommendations []string `json:"recommendations"`
}

// JobRecommendation is a role suggested for a user.
type JobRecommendation struct {
	Title          string   `json:"title"`
	MatchScore     int      `json:"matchScore"`
	Reason         string   `json:"reason"`
	RequiredSkills []string `json:"requiredSkills"`
	MissingSkills  []string `json:"missingSkills"`
	MedianSalary   int      `json:"medianSalary,omitempty"`
	GrowthPercent  float64  `json:"growthPercent"`
}

// The resume shapes are the resume parser's (seed 001 §3.2).
type (
	PersonalInfo = resume.PersonalInfo
	Experience   = resume.Experience
	Education    = resume.Education
)

// Extracted is what ExtractPersonalInfo finds in free text.
type Extracted struct {
	PersonalInfo PersonalInfo `json:"personalInfo"`
	Experience   []Experience `json:"experience"`
	Education    []Education  `json:"education"`
	Skills       []string     `json:"skills"`
}

// Optimized is a resume rewritten for a role, with what changed.
type Optimized struct {
	Content json.RawMessage `json:"content"`
	Changes []string        `json:"changes"`
	// Fit is the resume measured against the posting, with each proposed
	// rewrite; Content has them all kept.
	Fit *Fit `json:"fit,omitempty"`
}

// Provider is the AI engine.
type Provider interface {
	Name() string
	OptimizeResume(ctx context.Context, resume json.RawMessage, targetRole, jobDescription string) (*Optimized, error)
	AnalyzeSkillGap(ctx context.Context, userSkills, jobRequirements []string) (*SkillGap, error)
	// InterviewQuestions returns questions for a role and type, using the
	// resume (JSON, optional) to tailor them.
	InterviewQuestions(ctx context.Context, jobTitle, interviewType string, resume json.RawMessage) ([]Question, error)
	EvaluateResponse(ctx context.Context, question, answer, jobTitle string) (*Evaluation, error)
	JobRecommendations(ctx context.Context, profile UserProfile, skills []string) ([]JobRecommendation, error)
	// AdaptiveQuestions returns count questions at the level, none of them
	// in exclude (ids or texts).
	AdaptiveQuestions(ctx context.Context, jobTitle, interviewType string, level, count int, exclude []string) ([]Question, error)
	EvaluateAdvanced(ctx context.Context, question, answer, jobTitle, interviewType string) (*Analysis, error)
	RealTimeAnalysis(ctx context.Context, text string) (*RealTime, error)
	ExtractPersonalInfo(ctx context.Context, text string) (*Extracted, error)
	// CoverLetter, ApplicationResponse and PortfolioSummary write
	// application materials from the user's facts only (see Facts).
	CoverLetter(ctx context.Context, in CoverLetterInput) (*Generated, error)
	ApplicationResponse(ctx context.Context, in ResponseInput) (*Generated, error)
	PortfolioSummary(ctx context.Context, in PortfolioInput) (*Generated, error)
}

// UserProfile is what job recommendations know of a user.
type UserProfile struct {
	Title           string   `json:"title"`
	YearsExperience int      `json:"yearsExperience"`
	Industry        string   `json:"industry"`
	CareerGoals     []string `json:"careerGoals"`
}

// ErrUnavailable wraps every provider failure: a timeout, a refused call,
// or output that does not have the expected shape.
var ErrUnavailable = errors.New("ai provider unavailable")
