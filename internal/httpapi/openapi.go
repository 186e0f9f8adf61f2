package httpapi

import (
	"encoding/json"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/ingest"
	"github.com/stride-oss/stride/internal/jsonresume"
)

// The API document (GET /api/openapi.json) is built from apiOps below and
// from the Go types the handlers really decode and encode: every schema is
// derived from a struct's JSON tags by reflection, so it changes with the
// code. TestOpenAPIMatchesRoutes fails when a route of routes.go is missing
// here or an operation here has no route.

// access says who may call an operation.
type access int

const (
	public   access = iota // anyone
	optional               // anyone; signed in, the answer is the user's
	signedIn               // a bearer token is required (401 without)
)

// apiOp documents one operation.
type apiOp struct {
	Method, Path, Tag, Summary string
	Access                     access
	// Query names the query parameters, each "name:description".
	Query []string
	// Req is a value of the JSON body's type; nil when there is none.
	Req any
	// ReqType is the body's media type when it is not JSON.
	ReqType string
	// Status is the success status; Resp a value of its JSON body's type
	// (nil: no body), or RespType names a media type that is not JSON.
	Status   int
	Resp     any
	RespType string
}

// Wrappers of apiOp.Req: partial marks a partial update (every field may
// be left out; nil leaves it as it is), optionalBody a body that may be
// left out altogether.
type (
	partial      struct{ body any }
	optionalBody struct{ body any }
)

// formFile is a file field of a multipart form; its accept tag lists the
// media types the handler reads (the encoding of the form's field).
type formFile struct{}

// Request bodies the handlers decode into anonymous or local structs, and
// the multipart forms of the uploads.
type (
	resumeUploadForm struct {
		Resume formFile `json:"resume" accept:"application/pdf, application/msword, application/vnd.openxmlformats-officedocument.wordprocessingml.document"`
		UserID string   `json:"userId"`
	}
	linkedInUploadForm struct {
		LinkedinFile formFile `json:"linkedinFile" accept:"application/zip, text/csv"`
		UserID       string   `json:"userId"`
	}
	// stripeEvent is the part of a Stripe event the webhook reads.
	stripeEvent struct {
		ID     string          `json:"id"`
		Object string          `json:"object"`
		Type   string          `json:"type"`
		Data   json.RawMessage `json:"data"`
	}
	userIDBody struct {
		UserID string `json:"userId"`
	}
	completeModuleBody struct {
		ModuleID string `json:"moduleId"`
		TimeZone string `json:"timeZone"`
	}
	rateTutorBody struct {
		Helpful *bool `json:"helpful"`
	}
	updatedBody struct {
		Updated int `json:"updated"`
	}
	webhookBody struct {
		Received bool   `json:"received"`
		Outcome  string `json:"outcome,omitempty"`
	}
	jsonResumeContent struct {
		Content stride.ResumeContent `json:"content"`
	}
	coverLetterBody struct {
		Content     string              `json:"content"`
		CoverLetter string              `json:"coverLetter"`
		Item        *stride.CoverLetter `json:"item"`
		generatedBody
	}
)

var apiOps = []apiOp{
	{"GET", "/api/openapi.json", "meta", "This document (OpenAPI 3.1)", public, nil, nil, "", 200, nil, "application/json"},
	{"GET", "/api/config", "meta", "Public settings of this server (payments, AI provider)", public, nil, nil, "", 200, configResponse{}, ""},

	{"POST", "/api/auth/register", "accounts", "Create an account and sign in", public, nil, stride.NewUser{}, "", 201, authResponse{}, ""},
	{"POST", "/api/auth/login", "accounts", "Sign in (429 with Retry-After after too many failures)", public, nil, loginRequest{}, "", 200, authResponse{}, ""},
	{"POST", "/api/auth/logout", "accounts", "End the session of the bearer token", public, nil, nil, "", 204, nil, ""},
	{"POST", "/api/auth/demo", "accounts", "Create a demo account filled with sample data and sign in", public, nil, nil, "", 201, authResponse{}, ""},
	{"GET", "/api/auth/user", "accounts", "The signed-in user", signedIn, nil, nil, "", 200, stride.User{}, ""},
	{"GET", "/api/profile", "accounts", "The signed-in user (same as /api/auth/user)", signedIn, nil, nil, "", 200, stride.User{}, ""},

	{"POST", "/api/auth/password", "accounts", "Change the password (the current one required; other sessions end; the owner is told by e-mail)", signedIn, nil, changePasswordRequest{}, "", 200, messageResponse{}, ""},
	{"POST", "/api/auth/forgot-password", "accounts", "Mail a single-use link to reset the password (valid an hour); the same answer whether or not the address has an account", public, nil, emailRequest{}, "", 202, messageResponse{}, ""},
	{"POST", "/api/auth/reset-password", "accounts", "Set a new password with a reset link's token; every session ends", public, nil, resetPasswordRequest{}, "", 200, messageResponse{}, ""},
	{"POST", "/api/auth/verify-email", "accounts", "Confirm an address (or a change of address) with a link's token", public, nil, tokenRequest{}, "", 200, verifyEmailResponse{}, ""},
	{"POST", "/api/auth/verify-email/resend", "accounts", "Mail a new link to confirm the address", signedIn, nil, nil, "", 202, messageResponse{}, ""},
	{"POST", "/api/auth/2fa/setup", "accounts", "A new two-factor secret with its QR code (on only after /enable)", signedIn, nil, nil, "", 200, auth.TOTPKey{}, ""},
	{"POST", "/api/auth/2fa/enable", "accounts", "Turn two-factor sign-in on with a first code; answers the ten recovery codes, once", signedIn, nil, codeRequest{}, "", 200, recoveryCodesResponse{}, ""},
	{"POST", "/api/auth/2fa/disable", "accounts", "Turn two-factor sign-in off (password and a code or recovery code)", signedIn, nil, disableTwoFactorRequest{}, "", 200, messageResponse{}, ""},
	{"POST", "/api/auth/login/2fa", "accounts", "Finish a sign-in that answered twoFactorRequired: the challenge and a code (429 like sign-in)", public, nil, loginTwoFactorRequest{}, "", 200, authResponse{}, ""},
	{"GET", "/api/auth/oidc/start", "accounts", "Browser sign-in with the OpenID Connect provider: redirects to it (state, nonce, PKCE), or to /login?error= when off", public, []string{"next:where to go after signing in (a path of this site)"}, nil, "", 302, nil, ""},
	{"GET", "/api/auth/oidc/callback", "accounts", "The provider's redirect back: checks state and the ID token, links or creates the account, redirects to /login?provider=<one-time code> (or ?error=)", public, []string{"code:the provider's code", "state:the state sent"}, nil, "", 302, nil, ""},
	{"POST", "/api/auth/oidc/complete", "accounts", "Trade the one-time code of /login?provider= for a session (or a two-factor challenge)", public, nil, oidcCompleteRequest{}, "", 200, authResponse{}, ""},
	{"POST", "/api/auth/oidc/reauth", "accounts", "Start a fresh sign-in with the provider (prompt=login, max_age=0) that confirms deleting the caller's account: answers the provider's page; the callback sends the browser to /profile/security?reauth=<one-time code, 10 minutes> for DELETE /api/users/{id} {reauth, confirm}", signedIn, nil, nil, "", 200, reauthResponse{}, ""},
	{"GET", "/api/auth/sessions", "accounts", "The caller's sessions (created, last used, client, address), the current one marked", signedIn, nil, nil, "", 200, []stride.SessionInfo{}, ""},
	{"DELETE", "/api/auth/sessions", "accounts", "End every session of the caller but this one", signedIn, nil, nil, "", 204, nil, ""},
	{"DELETE", "/api/auth/sessions/{id}", "accounts", "End one of the caller's sessions", signedIn, nil, nil, "", 204, nil, ""},
	{"DELETE", "/api/users/{id}", "users", "Delete the caller's account and all its data (password, or reauth: the code of a fresh sign-in with the provider; and confirm \"DELETE\"; a paid subscription is cancelled)", signedIn, nil, deleteAccountRequest{}, "", 204, nil, ""},
	{"GET", "/api/users/{id}/export", "users", "Everything Stride holds about the caller, as one ZIP streamed as it is built", signedIn, nil, nil, "", 200, nil, "application/zip"},
	{"POST", "/api/users/{id}/exports", "users", "Ask for the ZIP of everything Stride holds about the caller, built in the background (e-mailed when ready); answers the job being prepared instead of starting a second", signedIn, nil, nil, "", 202, dataExportResponse{}, ""},
	{"GET", "/api/users/{id}/exports/latest", "users", "The caller's latest data export: preparing, ready (with its expiry), failed or expired; null when none", signedIn, nil, nil, "", 200, dataExportResponse{}, ""},
	{"GET", "/api/users/{id}/exports/{exportId}", "users", "A ready data export's ZIP, to its owner only, for 24 hours (404 for anyone else's; 410 once expired)", signedIn, nil, nil, "", 200, nil, "application/zip"},

	{"GET", "/api/users/{id}", "users", "A user (the caller only)", signedIn, nil, nil, "", 200, stride.User{}, ""},
	{"PUT", "/api/users/{id}", "users", "Update the caller's profile", signedIn, nil, stride.UserUpdate{}, "", 200, stride.User{}, ""},
	{"POST", "/api/onboarding/profile", "users", "Save the onboarding profile step", signedIn, nil, stride.OnboardingProfile{}, "", 200, stride.User{}, ""},
	{"POST", "/api/onboarding/preferences", "users", "Save the onboarding preferences step", signedIn, nil, stride.OnboardingPreferences{}, "", 200, stride.User{}, ""},
	{"GET", "/api/users/{id}/skills", "skills", "The user's skills", signedIn, nil, nil, "", 200, []stride.Skill{}, ""},
	{"POST", "/api/skills", "skills", "Add a skill", signedIn, nil, stride.SkillInput{}, "", 201, stride.Skill{}, ""},
	{"PUT", "/api/skills/{id}", "skills", "Edit a skill", signedIn, nil, stride.SkillInput{}, "", 200, stride.Skill{}, ""},
	{"DELETE", "/api/skills/{id}", "skills", "Delete a skill", signedIn, nil, nil, "", 204, nil, ""},

	{"GET", "/api/jobs", "jobs", "Search job postings (total in X-Total-Count); signed in, ordered for the user with match scores", optional,
		[]string{"search:words; the last is a prefix", "location:place or Remote", "type:full-time, part-time or contract", "remote:true or false", "limit:at most 200 (default 50)", "offset:first result"},
		nil, "", 200, []stride.Job{}, ""},
	{"GET", "/api/jobs/{id}", "jobs", "A job posting the caller may see (with the match score when signed in); 404 for a job another user added", optional, nil, nil, "", 200, stride.Job{}, ""},
	{"POST", "/api/jobs", "jobs", "Add a job found elsewhere: visible to the caller alone (404 for anyone else)", signedIn, nil, jobInput{}, "", 201, stride.Job{}, ""},
	{"POST", "/api/jobs/prefill", "jobs", "Read a posting found elsewhere from its link (schema.org JobPosting JSON-LD, else OpenGraph) or its pasted text, to fill the Add a job form; stores nothing (counts as an upload)", signedIn, nil, prefillRequest{}, "", 200, ingest.Prefill{}, ""},

	{"GET", "/api/users/{id}/applications", "applications", "The user's tracked applications", signedIn, nil, nil, "", 200, []stride.Application{}, ""},
	{"GET", "/api/users/{id}/applications/export", "applications", "The user's applications as CSV", signedIn, nil, nil, "", 200, nil, "text/csv"},
	{"POST", "/api/applications", "applications", "Track an application (402 past the plan's limit)", signedIn, nil, stride.ApplicationInput{}, "", 201, stride.Application{}, ""},
	{"PUT", "/api/applications/{id}", "applications", "Update an application (status changes are kept in its history)", signedIn, nil, partial{stride.ApplicationInput{}}, "", 200, stride.Application{}, ""},
	{"DELETE", "/api/applications/{id}", "applications", "Delete an application", signedIn, nil, nil, "", 204, nil, ""},
	{"GET", "/api/saved-jobs/{id}", "saved jobs", "The saved jobs of user {id}", signedIn, nil, nil, "", 200, []stride.SavedJob{}, ""},
	{"POST", "/api/saved-jobs", "saved jobs", "Save a job (409 when already saved)", signedIn, nil, saveJobRequest{}, "", 201, stride.SavedJob{}, ""},
	{"DELETE", "/api/saved-jobs/{id}", "saved jobs", "Remove a saved job", signedIn, nil, nil, "", 204, nil, ""},

	{"GET", "/api/users/{id}/resumes", "resumes", "The user's resumes", signedIn, nil, nil, "", 200, []stride.Resume{}, ""},
	{"POST", "/api/resumes", "resumes", "Create a resume", signedIn, nil, stride.ResumeInput{}, "", 201, stride.Resume{}, ""},
	{"POST", "/api/resumes/json-resume", "resumes", "Convert a JSON Resume document to Stride's resume content", signedIn, nil, jsonresume.Resume{}, "", 200, jsonResumeContent{}, ""},
	{"POST", "/api/resumes/upload", "resumes", "Parse an uploaded PDF, DOC or DOCX resume (10 MiB)", signedIn, nil, resumeUploadForm{}, "multipart/form-data", 200, uploadResponse{}, ""},
	{"POST", "/api/linkedin/import-file", "resumes", "Read a LinkedIn data export: the ZIP or one CSV of it (10 MiB)", signedIn, nil, linkedInUploadForm{}, "multipart/form-data", 200, linkedInResponse{}, ""},
	{"GET", "/api/resumes/{id}", "resumes", "A resume", signedIn, nil, nil, "", 200, stride.Resume{}, ""},
	{"PUT", "/api/resumes/{id}", "resumes", "Replace a resume", signedIn, nil, partial{stride.ResumeInput{}}, "", 200, stride.Resume{}, ""},
	{"PATCH", "/api/resumes/{id}", "resumes", "Update a resume's given fields", signedIn, nil, partial{stride.ResumeInput{}}, "", 200, stride.Resume{}, ""},
	{"DELETE", "/api/resumes/{id}", "resumes", "Delete a resume", signedIn, nil, nil, "", 204, nil, ""},
	{"GET", "/api/resumes/{id}/pdf", "resumes", "The resume as a PDF in its template", signedIn, []string{"template:one of the ten resume templates (modern, creative, executive, minimal, corporate, classic, technical, elegant, healthcare, academic)", "paper:letter or a4"}, nil, "", 200, nil, "application/pdf"},
	{"GET", "/api/resumes/{id}/docx", "resumes", "The resume as a Word (DOCX) document", signedIn, nil, nil, "", 200, nil, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"},
	{"GET", "/api/resumes/{id}/json-resume", "resumes", "The resume as a JSON Resume document", signedIn, nil, nil, "", 200, jsonresume.Resume{}, ""},

	{"GET", "/api/users/{id}/interview-sessions", "interview coach", "The user's interview sessions", signedIn, nil, nil, "", 200, []stride.InterviewSession{}, ""},
	{"POST", "/api/interview-sessions", "interview coach", "Save an interview session (402 without the coach in the plan)", signedIn, nil, stride.InterviewSessionInput{}, "", 201, stride.InterviewSession{}, ""},
	{"POST", "/api/interview-sessions/advanced", "interview coach", "Save an advanced interview session", signedIn, nil, stride.InterviewSessionInput{}, "", 201, stride.InterviewSession{}, ""},
	{"GET", "/api/users/{id}/interview-stats", "interview coach", "Average scores of the user's sessions", signedIn, nil, nil, "", 200, stride.InterviewStats{}, ""},

	{"GET", "/api/users/{id}/career-goals", "career", "The user's career goals", signedIn, nil, nil, "", 200, []stride.CareerGoal{}, ""},
	{"GET", "/api/users/{id}/career-insights", "career", "The user's career insights", signedIn, nil, nil, "", 200, []stride.CareerInsight{}, ""},
	{"GET", "/api/users/{id}/career-assessments", "career", "The user's career assessments", signedIn, nil, nil, "", 200, []stride.CareerAssessment{}, ""},
	{"GET", "/api/users/{id}/career-milestones", "career", "The milestones of the user's goals", signedIn, nil, nil, "", 200, []stride.CareerMilestone{}, ""},
	{"POST", "/api/career-goals", "career", "Create a career goal (milestones proposed from the gap)", signedIn, nil, stride.CareerGoalInput{}, "", 201, stride.CareerGoal{}, ""},
	{"PUT", "/api/career-goals/{id}", "career", "Update a career goal", signedIn, nil, partial{stride.CareerGoalInput{}}, "", 200, stride.CareerGoal{}, ""},
	{"PATCH", "/api/career-goals/{id}", "career", "Update a career goal's given fields", signedIn, nil, partial{stride.CareerGoalInput{}}, "", 200, stride.CareerGoal{}, ""},
	{"DELETE", "/api/career-goals/{id}", "career", "Delete a career goal", signedIn, nil, nil, "", 204, nil, ""},
	{"PUT", "/api/career-milestones/{id}", "career", "Update a milestone", signedIn, nil, stride.CareerMilestoneInput{}, "", 200, stride.CareerMilestone{}, ""},
	{"PATCH", "/api/career-milestones/{id}", "career", "Update a milestone's given fields", signedIn, nil, stride.CareerMilestoneInput{}, "", 200, stride.CareerMilestone{}, ""},
	{"GET", "/api/career-paths", "career", "Career paths from O*NET related occupations (total in X-Total-Count): from fromRole, else the whole catalogue; signed in, the paths from the user's role first", optional,
		[]string{"fromRole:the role to start from (free text)", "limit:at most 200 (default 50)", "offset:first result"}, nil, "", 200, []stride.CareerPath{}, ""},
	{"GET", "/api/learning-resources", "career", "Curated free learning resources", public, []string{"skills:comma-separated skill names"}, nil, "", 200, []stride.LearningResource{}, ""},
	{"GET", "/api/career/skill-trends", "career", "Skill demand trends", optional, nil, nil, "", 200, []stride.SkillTrend{}, ""},
	{"POST", "/api/career/generate-insights", "career", "Compute fresh career insights", signedIn, nil, userIDBody{}, "", 200, []stride.CareerInsight{}, ""},
	{"POST", "/api/career/analyze", "career", "Analyse the user's career", signedIn, nil, userIDBody{}, "", 200, stride.CareerAnalysis{}, ""},
	{"POST", "/api/career/interview", "career", "Questions of the career interview", signedIn, nil, userIDBody{}, "", 200, []stride.CareerInterviewQuestion{}, ""},
	{"POST", "/api/career/interview/analyze", "career", "Analyse the career interview's answers", signedIn, nil, stride.CareerInterviewInput{}, "", 201, stride.CareerInterviewResult{}, ""},

	{"POST", "/api/ai/resume-interview", "ai", "The guided resume chat's next question", signedIn, nil, resumeInterviewRequest{}, "", 200, resumeInterviewResponse{}, ""},
	{"POST", "/api/ai/adaptive-interview-questions", "ai", "Adaptive interview questions for a role and level", signedIn, nil, questionsRequest{}, "", 200, questionsResponse{}, ""},
	{"POST", "/api/ai/interview-questions", "ai", "Interview questions for a role", signedIn, nil, questionsRequest{}, "", 200, questionsResponse{}, ""},
	{"POST", "/api/ai/evaluate-advanced-response", "ai", "Analyse an interview answer (STAR, EQ, critical thinking)", signedIn, nil, answerRequest{}, "", 200, ai.Analysis{}, ""},
	{"POST", "/api/ai/evaluate-response", "ai", "Score an interview answer", signedIn, nil, answerRequest{}, "", 200, ai.Evaluation{}, ""},
	{"POST", "/api/ai/real-time-analysis", "ai", "Live feedback on an answer being written", signedIn, nil, realTimeRequest{}, "", 200, ai.RealTime{}, ""},
	{"POST", "/api/ai/extract-personal-info", "ai", "Personal details found in resume text", signedIn, nil, textRequest{}, "", 200, ai.Extracted{}, ""},
	{"POST", "/api/ai/analyze-skill-gap", "ai", "Skills a job asks for that the user lacks", signedIn, nil, skillGapRequest{}, "", 200, ai.SkillGap{}, ""},
	{"POST", "/api/ai/job-recommendations", "ai", "Job recommendations for a profile", signedIn, nil, recommendationsRequest{}, "", 200, map[string][]ai.JobRecommendation{}, ""},
	{"POST", "/api/ai/optimize-resume", "ai", "Proposed changes to a resume for a role (counts against the monthly reviews)", signedIn, nil, optimizeRequest{}, "", 200, ai.Optimized{}, ""},

	{"GET", "/api/billing", "billing", "The user's plan, usage and the plans on offer", signedIn, nil, nil, "", 200, billingResponse{}, ""},
	{"POST", "/api/billing/subscribe", "billing", "Choose a plan: active at once in demo mode, else a Stripe payment page", signedIn, nil, subscribeRequest{}, "", 200, subscribeResponse{}, ""},
	{"POST", "/api/billing/cancel", "billing", "Cancel the subscription", signedIn, nil, nil, "", 200, billingResponse{}, ""},
	{"POST", "/api/stripe/webhook", "billing", "Stripe events, verified by Stripe-Signature", public, nil, stripeEvent{}, "", 200, webhookBody{}, ""},

	{"GET", "/api/market-intelligence/skill-forecasts", "market", "Skill demand forecasts", optional, []string{"region:a region (default Global)", "industry:an industry (default Technology)"}, nil, "", 200, []stride.SkillForecast{}, ""},
	{"GET", "/api/market-intelligence/industry-health", "market", "Industry health scores", optional, []string{"region:a region", "industry:an industry"}, nil, "", 200, []stride.IndustryHealth{}, ""},
	{"GET", "/api/market-intelligence/transition-alerts", "market", "The user's career alerts", signedIn, []string{"region:a region", "industry:an industry"}, nil, "", 200, []stride.TransitionAlert{}, ""},
	{"PATCH", "/api/market-intelligence/transition-alerts/{id}/read", "market", "Mark an alert read", signedIn, nil, nil, "", 200, stride.TransitionAlert{}, ""},
	{"GET", "/api/market-intelligence/emerging-roles", "market", "Emerging roles", optional, []string{"region:a region", "industry:an industry"}, nil, "", 200, []stride.EmergingRole{}, ""},
	{"GET", "/api/market-intelligence/insights", "market", "Market insights", optional, []string{"region:a region", "industry:an industry"}, nil, "", 200, []stride.MarketInsight{}, ""},
	{"GET", "/api/market-intelligence/snapshot", "market", "When the market figures were computed, and from what", public, nil, nil, "", 200, stride.MarketSnapshot{}, ""},
	{"POST", "/api/market-intelligence/generate", "market", "Recompute the market figures and the caller's alerts (the body may be left out)", signedIn, nil, optionalBody{marketGenerateRequest{}}, "", 200, stride.MarketSnapshot{}, ""},

	{"GET", "/api/achievements/trophy-case", "achievements", "The trophy case", signedIn, nil, nil, "", 200, stride.TrophyCase{}, ""},
	{"GET", "/api/achievements/user-stats", "achievements", "Achievement points and counts", signedIn, nil, nil, "", 200, stride.AchievementStats{}, ""},

	{"GET", "/api/learning/paths", "learning", "Learning paths; signed in, with the user's progress", optional, nil, nil, "", 200, []stride.LearningPath{}, ""},
	{"GET", "/api/learning/modules/{id}", "learning", "A learning module; signed in, with the user's progress", optional, nil, nil, "", 200, stride.LearningModule{}, ""},
	{"POST", "/api/learning/complete-module", "learning", "Complete a module (XP, streak)", signedIn, nil, completeModuleBody{}, "", 200, stride.ModuleCompletion{}, ""},
	{"GET", "/api/learning/challenges", "learning", "Skill challenges; signed in, with the user's attempts and what unlocks them", optional, nil, nil, "", 200, []stride.Challenge{}, ""},
	{"POST", "/api/learning/challenges/{id}/start", "learning", "Start a challenge (its questions; the time limit runs on the server)", signedIn, nil, nil, "", 201, stride.ChallengeStart{}, ""},
	{"POST", "/api/learning/complete-challenge", "learning", "Submit a challenge's answers to be graded", signedIn, nil, stride.ChallengeSubmission{}, "", 200, stride.ChallengeResult{}, ""},
	{"GET", "/api/learning/progress", "learning", "XP, level, streak and badges", signedIn, []string{"timeZone:IANA time zone for day streaks"}, nil, "", 200, stride.LearningProgress{}, ""},
	{"PUT", "/api/learning/preferences", "learning", "Learning style and goals", signedIn, nil, stride.LearningPreferences{}, "", 200, stride.LearningProgress{}, ""},
	{"GET", "/api/learning/recommendations", "learning", "What to learn next, from real gaps", signedIn, []string{"learningStyle:visual, reading, hands-on or auditory"}, nil, "", 200, []stride.Recommendation{}, ""},
	{"POST", "/api/learning/tutor", "learning", "Ask the tutor (answers quoted from the modules)", signedIn, nil, stride.TutorRequest{}, "", 200, stride.TutorReply{}, ""},
	{"GET", "/api/learning/tutor", "learning", "The user's tutor sessions", signedIn, nil, nil, "", 200, []stride.TutorReply{}, ""},
	{"PATCH", "/api/learning/tutor/{id}", "learning", "Rate a tutor answer", signedIn, nil, rateTutorBody{}, "", 200, stride.TutorReply{}, ""},

	{"GET", "/api/users/{id}/materials-profile", "materials", "The facts materials are written from", signedIn, nil, nil, "", 200, materialsProfile{}, ""},
	{"POST", "/api/cover-letters/generate", "materials", "Write and save a cover letter", signedIn, nil, stride.CoverLetterRequest{}, "", 200, coverLetterBody{}, ""},
	{"GET", "/api/users/{id}/cover-letters", "materials", "The user's cover letters", signedIn, nil, nil, "", 200, []stride.CoverLetter{}, ""},
	{"GET", "/api/cover-letters/{id}", "materials", "A cover letter", signedIn, nil, nil, "", 200, stride.CoverLetter{}, ""},
	{"PUT", "/api/cover-letters/{id}", "materials", "Edit or rename a cover letter", signedIn, nil, stride.MaterialEdit{}, "", 200, stride.CoverLetter{}, ""},
	{"DELETE", "/api/cover-letters/{id}", "materials", "Delete a cover letter", signedIn, nil, nil, "", 204, nil, ""},
	{"POST", "/api/cover-letters/{id}/regenerate", "materials", "Rewrite a cover letter from its saved request with another tone or template (the earlier version is kept)", signedIn, nil, stride.CoverLetterRegenerate{}, "", 200, coverLetterBody{}, ""},
	{"GET", "/api/cover-letters/{id}/pdf", "materials", "A cover letter as PDF", signedIn, []string{"paper:letter or a4"}, nil, "", 200, nil, "application/pdf"},
	{"GET", "/api/cover-letters/{id}/docx", "materials", "A cover letter as a Word (DOCX) document", signedIn, nil, nil, "", 200, nil, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"},
	{"POST", "/api/application-responses/generate", "materials", "Write and save an application response", signedIn, nil, stride.ResponseRequest{}, "", 200, responseBody{}, ""},
	{"GET", "/api/users/{id}/application-responses", "materials", "The user's application responses", signedIn, nil, nil, "", 200, []stride.ApplicationResponse{}, ""},
	{"GET", "/api/application-responses/{id}", "materials", "An application response", signedIn, nil, nil, "", 200, stride.ApplicationResponse{}, ""},
	{"PUT", "/api/application-responses/{id}", "materials", "Edit or rename an application response", signedIn, nil, stride.MaterialEdit{}, "", 200, stride.ApplicationResponse{}, ""},
	{"DELETE", "/api/application-responses/{id}", "materials", "Delete an application response", signedIn, nil, nil, "", 204, nil, ""},
	{"POST", "/api/application-responses/{id}/regenerate", "materials", "Rewrite an application response from its saved request with another tone (the earlier version is kept)", signedIn, nil, stride.ResponseRegenerate{}, "", 200, responseBody{}, ""},
	{"POST", "/api/portfolio-summaries/generate", "materials", "Write and save a portfolio summary", signedIn, nil, stride.PortfolioRequest{}, "", 200, portfolioBody{}, ""},
	{"GET", "/api/users/{id}/portfolio-summaries", "materials", "The user's portfolio summaries", signedIn, nil, nil, "", 200, []stride.PortfolioSummary{}, ""},
	{"GET", "/api/portfolio-summaries/{id}", "materials", "A portfolio summary", signedIn, nil, nil, "", 200, stride.PortfolioSummary{}, ""},
	{"PUT", "/api/portfolio-summaries/{id}", "materials", "Edit or rename a portfolio summary", signedIn, nil, stride.MaterialEdit{}, "", 200, stride.PortfolioSummary{}, ""},
	{"DELETE", "/api/portfolio-summaries/{id}", "materials", "Delete a portfolio summary", signedIn, nil, nil, "", 204, nil, ""},
	{"POST", "/api/portfolio-summaries/{id}/regenerate", "materials", "Rewrite a portfolio summary from its saved request with another theme (the earlier version is kept)", signedIn, nil, stride.PortfolioRegenerate{}, "", 200, portfolioBody{}, ""},

	{"GET", "/api/notifications", "notifications", "The user's notifications, newest first", signedIn, nil, nil, "", 200, []stride.Notification{}, ""},
	{"PATCH", "/api/notifications/read-all", "notifications", "Mark every notification read", signedIn, nil, nil, "", 200, updatedBody{}, ""},
	{"PATCH", "/api/notifications/{id}/read", "notifications", "Mark a notification read", signedIn, nil, nil, "", 200, stride.Notification{}, ""},
}

var (
	openAPIOnce sync.Once
	openAPIJSON []byte
	openAPIErr  error
)

// openAPI serves GET /api/openapi.json.
func (s *Server) openAPI(w http.ResponseWriter, r *http.Request) error {
	openAPIOnce.Do(func() { openAPIJSON, openAPIErr = json.MarshalIndent(openAPIDocument(), "", " ") })
	if openAPIErr != nil {
		return openAPIErr
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, err := w.Write(openAPIJSON)
	return err
}

type obj = map[string]any

// openAPIDocument builds the OpenAPI 3.1 document of apiOps.
func openAPIDocument() obj {
	g := &schemaGen{defs: obj{}, named: map[reflect.Type]string{}, used: map[reflect.Type]bool{}}
	g.defs["Error"] = g.schema(reflect.TypeFor[errorBody]())
	paths := obj{}
	documented := map[string]bool{}
	for _, op := range apiOps {
		item, _ := paths[op.Path].(obj)
		if item == nil {
			item = obj{}
			paths[op.Path] = item
		}
		item[strings.ToLower(op.Method)] = g.operation(op)
		documented[op.Method+" "+op.Path] = true
	}
	for t := range fieldRules {
		if !g.used[t] {
			panic("openapi: fieldRules of " + t.String() + ", a type no operation uses")
		}
	}
	for op := range opDocs {
		if !documented[op] {
			panic("openapi: opDocs of " + op + ", which is not an operation")
		}
	}
	return obj{
		"openapi": "3.1.0",
		"info": obj{
			"title":   "Stride API",
			"version": "1",
			"summary": "The JSON API of Stride, the career-development app.",
			"description": "JSON in and out, camelCase fields. Errors are {\"message\", \"errors\"?} with 400 (invalid; `errors` names the fields), " +
				"401 (not signed in), 402 (the plan does not include it; `upgradeUrl`), 403 (another user's data), 404, 405 (with Allow), 409 (conflict), " +
				"413 (JSON over 1 MiB, uploads over 10 MiB), 429 and 503 (with Retry-After). Sign in with POST /api/auth/login and send " +
				"`Authorization: Bearer <token>`. A path or body naming another user's id gets 403. A field a request body's schema does not " +
				"list is ignored, except where the schema says additionalProperties: false (a 400 names the field). Each operation lists the " +
				"refusals (402, 409, 413, 429) a well-formed request may still get.",
			"license": obj{"name": "See the Stride repository"},
		},
		"servers":    []any{obj{"url": "/"}},
		"paths":      paths,
		"components": obj{"schemas": g.defs, "securitySchemes": obj{"bearer": obj{"type": "http", "scheme": "bearer", "description": "The token of register, login or demo."}}},
	}
}

// operation is the OpenAPI operation object of op.
func (g *schemaGen) operation(op apiOp) obj {
	o := obj{
		"operationId": operationID(op),
		"summary":     op.Summary,
		"tags":        []any{op.Tag},
	}
	extra := opDocs[op.Method+" "+op.Path]
	var params []any
	for _, seg := range strings.Split(op.Path, "/") {
		if strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}") {
			params = append(params, obj{"name": seg[1 : len(seg)-1], "in": "path", "required": true, "schema": obj{"type": "string"}})
		}
	}
	for _, q := range op.Query {
		name, desc, _ := strings.Cut(q, ":")
		schema := obj{"type": "string"}
		if values, ok := queryEnums[name]; ok {
			schema = enum(values)
		}
		params = append(params, obj{"name": name, "in": "query", "required": false, "description": desc, "schema": schema})
	}
	for _, h := range extra.Headers {
		name, desc, _ := strings.Cut(h, ":")
		params = append(params, obj{"name": name, "in": "header", "required": true, "description": desc, "schema": obj{"type": "string"}})
	}
	if params != nil {
		o["parameters"] = params
	}
	if op.Req != nil {
		body, required := op.Req, true
		var schema obj
		switch b := body.(type) {
		case partial:
			schema = g.partialSchema(reflect.TypeOf(b.body))
		case optionalBody:
			schema, required = g.schema(reflect.TypeOf(b.body)), false
		default:
			schema = g.schema(reflect.TypeOf(body))
		}
		media := obj{"schema": schema}
		ctype := "application/json"
		if op.ReqType != "" {
			ctype = op.ReqType
		}
		if ctype == "multipart/form-data" {
			media["encoding"] = formEncoding(reflect.TypeOf(body))
		}
		o["requestBody"] = obj{"required": required, "content": obj{ctype: media}}
	}
	switch op.Access {
	case signedIn:
		o["security"] = []any{obj{"bearer": []any{}}}
	case optional:
		o["security"] = []any{obj{}, obj{"bearer": []any{}}}
	}
	ok := obj{"description": http.StatusText(op.Status)}
	if extra.Paged {
		ok["headers"] = obj{"X-Total-Count": obj{"description": "the number of results in all pages", "schema": obj{"type": "integer"}}}
	}
	switch {
	case op.Resp != nil:
		ok["content"] = obj{"application/json": obj{"schema": g.schema(reflect.TypeOf(op.Resp))}}
	case op.RespType != "":
		ok["content"] = obj{op.RespType: obj{}}
	}
	errRef := obj{"$ref": "#/components/schemas/Error"}
	responses := obj{strconv.Itoa(op.Status): ok,
		"default": obj{"description": "An error (see the API's description for the statuses)", "content": obj{"application/json": obj{"schema": errRef}}}}
	if op.Access == signedIn {
		responses["401"] = obj{"description": "Not signed in", "content": obj{"application/json": obj{"schema": errRef}}}
	}
	for code, why := range extra.Refusals {
		responses[strconv.Itoa(code)] = obj{"description": why, "content": obj{"application/json": obj{"schema": errRef}}}
	}
	o["responses"] = responses
	return o
}

// operationID names an operation from its method and path:
// GET /api/users/{id}/skills → getUsersIdSkills.
func operationID(op apiOp) string {
	var b strings.Builder
	b.WriteString(strings.ToLower(op.Method))
	for _, seg := range strings.Split(strings.TrimPrefix(op.Path, "/api/"), "/") {
		seg = strings.Trim(seg, "{}")
		for _, w := range strings.FieldsFunc(seg, func(r rune) bool { return r == '-' || r == '.' || r == '_' }) {
			b.WriteString(strings.ToUpper(w[:1]) + w[1:])
		}
	}
	return b.String()
}
