package httpapi

import (
	"reflect"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/jsonresume"
	"github.com/stride-oss/stride/internal/resume"
)

// What the API document says beyond the Go types (openapi.go): the fields
// a request must carry and the values the handlers' validation allows, the
// request headers, and the refusals a well-formed request may still get.
// TestOpenAPIRequestsAccepted builds the smallest request of every
// operation from the document alone and fails when the server refuses it;
// building the document panics when a rule names a field, type or
// operation that no longer exists.

// typeRules are a request type's rules.
type typeRules struct {
	// Required are the JSON fields a request must carry (a partial update
	// of the type requires none).
	Required []string
	// Fields adds JSON Schema keywords to a field's schema: enum, bounds,
	// format, examples, description. A reflect.Type value stands for that
	// type's schema.
	Fields map[string]obj
	// Closed says the handler refuses fields the type does not have.
	Closed bool
}

// values is an enum's list as JSON Schema values.
func values(list []string) []any {
	out := make([]any, len(list))
	for i, v := range list {
		out[i] = v
	}
	return out
}

func enumOf(list []string) obj { return obj{"enum": values(list)} }

var (
	portfolioProject = reflect.TypeFor[stride.PortfolioProject]()
	experienceKeys   = func() []string {
		var keys []string
		for _, l := range stride.ExperienceLevels {
			keys = append(keys, l.Key)
		}
		return keys
	}()
)

// fieldRules are the rules of the request types, by type.
var fieldRules = map[reflect.Type]typeRules{
	reflect.TypeFor[stride.NewUser](): {Required: []string{"email", "password"}, Fields: map[string]obj{
		"email": {"format": "email", "maxLength": stride.MaxEmailLen},
		"password": {"format": "password", "minLength": stride.MinPasswordLen, "maxLength": stride.MaxPasswordLen,
			"description": "not blank and not a commonly used password", "examples": []any{"violet-harbor-1987"}},
		"plan": enumOf(stride.Plans),
	}},
	reflect.TypeFor[loginRequest](): {Required: []string{"email", "password"}, Fields: map[string]obj{
		"email": {"format": "email"}, "password": {"format": "password"},
	}},
	reflect.TypeFor[changePasswordRequest](): {Required: []string{"currentPassword", "newPassword"}, Fields: map[string]obj{
		"currentPassword": {"format": "password"},
		"newPassword": {"format": "password", "minLength": stride.MinPasswordLen, "maxLength": stride.MaxPasswordLen,
			"description": "not blank and not a commonly used password"},
	}},
	reflect.TypeFor[emailRequest](): {Required: []string{"email"}, Fields: map[string]obj{
		"email": {"format": "email", "maxLength": stride.MaxEmailLen},
	}},
	reflect.TypeFor[resetPasswordRequest](): {Required: []string{"token", "password"}, Fields: map[string]obj{
		"token": {"description": "the token= of the link in the e-mail", "maxLength": 200},
		"password": {"format": "password", "minLength": stride.MinPasswordLen, "maxLength": stride.MaxPasswordLen,
			"description": "not blank and not a commonly used password"},
	}},
	reflect.TypeFor[tokenRequest](): {Required: []string{"token"}, Fields: map[string]obj{
		"token": {"description": "the token= of the link in the e-mail", "maxLength": 200},
	}},
	reflect.TypeFor[codeRequest](): {Required: []string{"code"}, Fields: map[string]obj{
		"code": {"description": "the 6-digit code the authenticator app shows", "pattern": "^[0-9]{6}$"},
	}},
	reflect.TypeFor[disableTwoFactorRequest](): {Required: []string{"password", "code"}, Fields: map[string]obj{
		"password": {"format": "password"}, "code": {"description": "a 6-digit code from the app, or a recovery code", "maxLength": 20},
	}},
	reflect.TypeFor[loginTwoFactorRequest](): {Required: []string{"challenge", "code"}, Fields: map[string]obj{
		"challenge": {"description": "the challenge POST /api/auth/login answered", "maxLength": 200},
		"code":      {"description": "a 6-digit code from the app, or a recovery code", "maxLength": 20},
	}},
	reflect.TypeFor[oidcCompleteRequest](): {Required: []string{"code"}, Fields: map[string]obj{
		"code": {"description": "the provider= of /login after the provider's callback", "maxLength": 200},
	}},
	reflect.TypeFor[deleteAccountRequest](): {Required: []string{"password", "confirm"}, Fields: map[string]obj{
		"password": {"format": "password"}, "confirm": {"const": stride.ConfirmDelete},
	}},
	reflect.TypeFor[stride.UserUpdate](): {Fields: map[string]obj{
		"email":            {"format": "email", "maxLength": stride.MaxEmailLen},
		"yearsExperience":  {"minimum": 0, "maximum": stride.MaxYearsExperience},
		"subscriptionPlan": enumOf(stride.Plans),
	}},
	reflect.TypeFor[stride.OnboardingProfile](): {Required: []string{"firstName", "lastName", "currentTitle", "industry"}, Fields: map[string]obj{
		"industry":        enumOf(stride.Industries),
		"yearsExperience": {"minimum": 0, "maximum": stride.MaxYearsExperience},
	}},
	reflect.TypeFor[stride.OnboardingPreferences](): {Required: []string{"careerGoals", "skills"}, Fields: map[string]obj{
		"careerGoals": {"minItems": 1, "items": enumOf(stride.CareerGoalOptions)},
		"skills":      {"minItems": 1, "maxItems": stride.MaxSkills, "items": obj{"type": "string", "maxLength": stride.MaxSkillName}},
	}},
	reflect.TypeFor[stride.SkillInput](): {Required: []string{"name"}, Fields: map[string]obj{
		"name":     {"maxLength": stride.MaxSkillName},
		"level":    enumOf(stride.SkillLevels),
		"category": enumOf(stride.SkillCategories),
	}},
	reflect.TypeFor[stride.Job](): {Fields: map[string]obj{
		"source": {"description": `where the posting came from: "sample" (generated from O*NET data, no employer behind it), ` +
			`"user" (a job the caller found elsewhere and added; nobody else sees it), or the ingest source, such as ` +
			`"greenhouse:acme", "lever:acme", "ashby:acme", an https URL or a file name`},
		"sample":     {"description": "true for postings generated from O*NET data: applying saves to the tracker and no employer receives it"},
		"externalId": {"description": "the posting's id at its source (ingested postings), else null"},
		"closed":     {"description": "the source no longer lists the posting: it is out of search, still readable by id"},
		"applyUrl":   {"description": "the employer's apply page (http or https) for real postings; Stride's own apply page (/jobs/{id}/apply) for samples"},
	}},
	reflect.TypeFor[prefillRequest](): {Required: []string{"posting"}, Fields: map[string]obj{
		"posting": {"minLength": 1, "maxLength": 50000, "description": "an http(s) link to the posting (fetched; public addresses only), or its text"},
	}},
	reflect.TypeFor[jobInput](): {Required: []string{"title", "company", "location", "description", "type"}, Fields: map[string]obj{
		"type": enumOf(stride.JobTypes),
	}},
	reflect.TypeFor[stride.ApplicationInput](): {Required: []string{"jobTitle", "company"}, Fields: map[string]obj{
		"status":       enumOf(stride.ApplicationStatuses),
		"experience":   enumOf(experienceKeys),
		"availability": enumOf(stride.Availabilities),
		"applicantName": {"description": "the apply form's full name; given, the form's other fields are required too: applicantEmail, " +
			"applicantPhone (10-40 characters), coverLetter (50 characters or more), experience and availability"},
	}},
	reflect.TypeFor[saveJobRequest](): {Required: []string{"jobId"}},
	reflect.TypeFor[stride.ResumeInput](): {Required: []string{"content"}, Fields: map[string]obj{
		"template": enumOf(stride.ResumeTemplates),
	}},
	reflect.TypeFor[stride.InterviewSessionInput](): {Required: []string{"type", "questions", "responses"}, Fields: map[string]obj{
		"type":          enumOf(stride.InterviewTypes),
		"questions":     {"minItems": 1, "maxItems": 50, "items": obj{"anyOf": []any{obj{"type": "string", "minLength": 1}, obj{"type": "object"}}}},
		"responses":     {"minItems": 1, "description": "at most one per question", "items": obj{"anyOf": []any{obj{"type": "string", "minLength": 1}, obj{"type": "object"}}}},
		"score":         {"minimum": 0, "maximum": 10},
		"adaptiveLevel": {"minimum": 1, "maximum": 5},
	}},
	reflect.TypeFor[stride.CareerGoalInput](): {Required: []string{"title"}, Fields: map[string]obj{
		"status":          enumOf(stride.GoalStatuses),
		"currentProgress": {"minimum": 0, "maximum": 100},
		"deadline":        {"description": `a date (2026-01-31) or date-time; "" clears it`},
	}},
	reflect.TypeFor[stride.CareerMilestoneInput](): {Required: []string{"status"}, Fields: map[string]obj{
		"status": enumOf(stride.MilestoneStatuses),
	}},
	reflect.TypeFor[stride.CareerInterviewInput](): {Required: []string{"responses"}, Fields: map[string]obj{
		"responses": {"minItems": 1, "maxItems": 50},
	}},
	reflect.TypeFor[stride.CareerInterviewAnswer](): {Required: []string{"answer"}},
	reflect.TypeFor[questionsRequest](): {Required: []string{"jobTitle"}, Fields: map[string]obj{
		"jobTitle":      {"maxLength": 100, "description": "may be left out by /api/ai/interview-questions when resumeContent is given"},
		"type":          enumOf(stride.InterviewTypes),
		"adaptiveLevel": {"minimum": 1, "maximum": 5},
		"count":         {"minimum": 1, "maximum": 10},
	}},
	reflect.TypeFor[answerRequest](): {Required: []string{"question", "answer"}, Fields: map[string]obj{
		"responseType": enumOf(stride.InterviewTypes),
	}},
	reflect.TypeFor[textRequest](): {Required: []string{"text"}},
	reflect.TypeFor[realTimeRequest](): {Required: []string{"text"}, Fields: map[string]obj{
		"question":      {"maxLength": 2000, "description": "the question the draft answers: with it, the figures are read as the analysis reads the finished answer"},
		"jobTitle":      {"maxLength": 100},
		"interviewType": enumOf(stride.InterviewTypes),
	}},
	reflect.TypeFor[skillGapRequest](): {Required: []string{"jobRequirements"}, Fields: map[string]obj{
		"jobRequirements": {"minItems": 1},
	}},
	reflect.TypeFor[optimizeRequest](): {Required: []string{"resumeContent"}, Fields: map[string]obj{
		"resumeContent": {"type": "object", "description": "the resume's content (as in Resume.content)"},
	}},
	reflect.TypeFor[subscribeRequest](): {Required: []string{"planId"}, Fields: map[string]obj{
		"planId": enumOf(stride.Plans),
	}},
	reflect.TypeFor[stride.ChallengeSubmission](): {Required: []string{"challengeId"}, Fields: map[string]obj{
		"attemptId": {"description": "the attempt of POST /api/learning/challenges/{id}/start, so that the server measures the time"},
		"answers":   {"description": "by question id: the option id(s) or the text"},
		"score":     {"minimum": 0, "maximum": 100},
		"timeSpent": {"minimum": 0, "maximum": 24 * 60},
	}},
	reflect.TypeFor[stride.LearningPreferences](): {Required: []string{"learningStyle"}, Fields: map[string]obj{
		"learningStyle": enumOf(stride.LearningStyles),
		"preferredPace": enumOf(stride.LearningPaces),
	}},
	reflect.TypeFor[stride.TutorRequest](): {Required: []string{"question"}, Fields: map[string]obj{
		"question": {"maxLength": 2000}, "context": {"maxLength": 2000},
	}},
	reflect.TypeFor[rateTutorBody]():      {Required: []string{"helpful"}},
	reflect.TypeFor[completeModuleBody](): {Required: []string{"moduleId"}},
	reflect.TypeFor[stride.JobDetails]():  {Required: []string{"title", "company"}},
	reflect.TypeFor[stride.CoverLetterRequest](): {Required: []string{"jobDetails"}, Fields: map[string]obj{
		"tone":     enumOf(stride.MaterialTones),
		"template": enumOf(stride.CoverLetterTemplates),
	}},
	reflect.TypeFor[stride.ResponseRequest](): {Required: []string{"question", "jobDetails"}, Fields: map[string]obj{
		"responseType": enumOf(stride.ResponseTypes),
		"wordLimit":    {"minimum": stride.MinWordLimit, "maximum": stride.MaxWordLimit},
	}},
	reflect.TypeFor[stride.PortfolioRequest](): {Required: []string{"projects"}, Fields: map[string]obj{
		"projects": {"description": "the projects, or the same list as JSON text; may be empty when the user's default resume lists projects",
			"anyOf": []any{obj{"type": "array", "minItems": 1, "items": portfolioProject}, obj{"type": "string"}}},
		"targetAudience": enumOf(stride.PortfolioAudiences),
		"theme":          enumOf(stride.PortfolioThemes),
	}},
	portfolioProject: {Required: []string{"name"}},
	reflect.TypeFor[stride.CoverLetterRegenerate](): {Closed: true, Fields: map[string]obj{
		"tone":     enumOf(stride.MaterialTones),
		"template": enumOf(stride.CoverLetterTemplates),
	}},
	reflect.TypeFor[stride.ResponseRegenerate](): {Closed: true, Fields: map[string]obj{
		"tone": enumOf(stride.MaterialTones),
	}},
	reflect.TypeFor[stride.PortfolioRegenerate](): {Closed: true, Fields: map[string]obj{
		"theme": enumOf(stride.PortfolioThemes),
	}},
	reflect.TypeFor[marketGenerateRequest](): {Fields: map[string]obj{
		"region":   enumOf(stride.MarketRegions),
		"industry": enumOf(stride.MarketIndustries),
	}},
	reflect.TypeFor[jsonresume.Resume](): {Required: []string{"basics"}},
	reflect.TypeFor[jsonresume.Basics](): {Required: []string{"name"}},
	reflect.TypeFor[stripeEvent](): {Required: []string{"id", "object", "type"}, Fields: map[string]obj{
		"object": {"const": "event"},
		"type":   {"description": "events of other types than the subscription and invoice ones are received and ignored"},
	}},
	reflect.TypeFor[resumeUploadForm](): {Required: []string{"resume"}, Fields: map[string]obj{
		"userId": {"description": "the caller's id (optional)"},
	}},
	reflect.TypeFor[linkedInUploadForm](): {Required: []string{"linkedinFile"}, Fields: map[string]obj{
		"userId": {"description": "the caller's id (optional)"},
	}},
	reflect.TypeFor[uploadResponse](): {Fields: map[string]obj{
		"checks": {"description": "the fields of content the parser has reason to doubt (not found where a resume usually has " +
			"them, or found in a form that suggests a misread), for the person to confirm or fix; empty when nothing is in doubt"},
	}},
	reflect.TypeFor[resume.Check](): {Fields: map[string]obj{
		"path":    {"description": "the field in content: personalInfo.email, experience[0].startDate, education[1].degree, or skills for the whole list", "examples": []any{"experience[0].startDate"}},
		"section": {"enum": values([]string{"personal", "experience", "education", "skills"}), "description": "the editor tab that holds the field"},
		"index":   {"description": "the entry of experience or education; absent for personal and skills"},
		"field":   {"description": "the field's name within its entry or personalInfo (skills for the skills list)"},
		"reason":  {"description": "why to check it, in plain words", "examples": []any{resume.ReasonNoDates}},
	}},
}

// queryEnums are the allowed values of query parameters, by name.
var queryEnums = map[string][]string{
	"region":   stride.MarketRegions,
	"industry": stride.MarketIndustries,
}

// opDoc is what an operation's document says beyond apiOps.
type opDoc struct {
	// Headers are required request headers, each "name:description".
	Headers []string
	// Refusals are the error statuses a well-formed request may get, and why.
	Refusals map[int]string
	// Paged says the answer is a page, with the total in X-Total-Count.
	Paged bool
}

// Why well-formed requests are refused.
const (
	whyPlan      = "The plan does not include this (upgradeUrl says where to upgrade)"
	whyAIRate    = "Too many AI requests this hour (Retry-After)"
	whyUploadCap = "Too many uploads this hour (Retry-After)"
)

// opDocs are the operations' headers and refusals, by "METHOD path".
var opDocs = func() map[string]opDoc {
	m := map[string]opDoc{
		"POST /api/stripe/webhook": {Headers: []string{"Stripe-Signature:Stripe's signature of the body with the webhook secret"}},
		"GET /api/jobs":            {Paged: true},
		"GET /api/career-paths":    {Paged: true},
	}
	refuse := func(code int, why string, ops ...string) {
		for _, op := range ops {
			d := m[op]
			if d.Refusals == nil {
				d.Refusals = map[int]string{}
			}
			d.Refusals[code] = why
			m[op] = d
		}
	}
	refuse(409, "The e-mail address is taken", "POST /api/auth/register")
	refuse(429, "Too many failed sign-ins (Retry-After)", "POST /api/auth/login")
	refuse(429, "Too many demo accounts from this address (Retry-After)", "POST /api/auth/demo")
	refuse(402, "The plan's monthly application limit is reached", "POST /api/applications")
	refuse(409, "The user already applied to this job", "POST /api/applications")
	refuse(409, "The job is already saved", "POST /api/saved-jobs")
	refuse(409, "The user already has a skill of this name", "POST /api/skills", "PUT /api/skills/{id}")
	refuse(409, "The resume is empty: no name or experience to print", "GET /api/resumes/{id}/pdf", "GET /api/resumes/{id}/docx")
	refuse(402, "The plan does not include this template", "GET /api/resumes/{id}/pdf")
	refuse(402, "The plan does not include this template", "POST /api/resumes", "PUT /api/resumes/{id}", "PATCH /api/resumes/{id}")
	refuse(402, whyPlan, "POST /api/interview-sessions", "POST /api/interview-sessions/advanced",
		"POST /api/ai/adaptive-interview-questions", "POST /api/ai/interview-questions", "POST /api/ai/evaluate-advanced-response",
		"POST /api/ai/evaluate-response", "POST /api/ai/real-time-analysis")
	refuse(402, "The plan's monthly resume reviews are used", "POST /api/ai/optimize-resume")
	refuse(429, whyAIRate, "POST /api/career/generate-insights", "POST /api/career/analyze", "POST /api/career/interview",
		"POST /api/career/interview/analyze", "POST /api/ai/resume-interview", "POST /api/ai/adaptive-interview-questions",
		"POST /api/ai/interview-questions", "POST /api/ai/evaluate-advanced-response", "POST /api/ai/evaluate-response",
		"POST /api/ai/real-time-analysis", "POST /api/ai/extract-personal-info", "POST /api/ai/analyze-skill-gap",
		"POST /api/ai/job-recommendations", "POST /api/ai/optimize-resume", "POST /api/learning/complete-challenge",
		"POST /api/learning/tutor", "POST /api/cover-letters/generate", "POST /api/cover-letters/{id}/regenerate",
		"POST /api/application-responses/generate", "POST /api/application-responses/{id}/regenerate",
		"POST /api/portfolio-summaries/generate", "POST /api/portfolio-summaries/{id}/regenerate")
	refuse(429, whyUploadCap, "POST /api/resumes/json-resume", "POST /api/resumes/upload", "POST /api/linkedin/import-file", "POST /api/jobs/prefill")
	refuse(413, "The file is larger than 10 MB", "POST /api/resumes/upload", "POST /api/linkedin/import-file")
	refuse(409, "The challenge is locked until its modules are completed", "POST /api/learning/challenges/{id}/start")
	refuse(409, "A prerequisite module is not completed", "POST /api/learning/complete-module")
	refuse(409, "There is no paid subscription to cancel", "POST /api/billing/cancel")
	refuse(429, "Too many account requests this hour, or too many wrong passwords (Retry-After)",
		"POST /api/auth/password", "POST /api/auth/forgot-password", "POST /api/auth/reset-password", "POST /api/auth/verify-email",
		"POST /api/auth/verify-email/resend", "GET /api/auth/sessions", "DELETE /api/auth/sessions", "DELETE /api/auth/sessions/{id}",
		"DELETE /api/users/{id}", "GET /api/users/{id}/export", "POST /api/users/{id}/exports", "GET /api/users/{id}/exports/latest",
		"GET /api/users/{id}/exports/{exportId}", "POST /api/auth/2fa/setup", "POST /api/auth/2fa/enable",
		"POST /api/auth/2fa/disable", "POST /api/auth/login/2fa", "GET /api/auth/oidc/start", "GET /api/auth/oidc/callback",
		"POST /api/auth/oidc/complete", "POST /api/auth/oidc/reauth")
	refuse(409, "Two-factor sign-in is already on (setup, enable) or not on (disable)", "POST /api/auth/2fa/setup",
		"POST /api/auth/2fa/enable", "POST /api/auth/2fa/disable")
	refuse(409, "The new address was taken since the link was sent", "POST /api/auth/verify-email")
	refuse(409, "Sign-in with a provider is not configured on this server", "POST /api/auth/oidc/reauth")
	refuse(409, "The export is still being prepared, or failed", "GET /api/users/{id}/exports/{exportId}")
	refuse(410, "The download link has expired", "GET /api/users/{id}/exports/{exportId}")
	return m
}()
