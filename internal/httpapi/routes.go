package httpapi

import (
	"net/http"

	"github.com/stride-oss/stride"
)

// routes is Stride's one routing table.
func (s *Server) routes(mux *http.ServeMux) {
	h := func(pattern string, fn handlerFunc) { mux.Handle(pattern, s.wrap(fn)) }

	mux.HandleFunc("GET /healthz", s.healthz)
	h("GET /api/config", s.getConfig)

	// Accounts.
	h("POST /api/auth/register", s.register)
	h("POST /api/auth/login", s.login)
	h("POST /api/auth/logout", s.logout)
	h("POST /api/auth/demo", s.demo)
	h("GET /api/auth/user", s.getCurrentUser)
	h("GET /api/profile", s.getCurrentUser)

	// Users, onboarding and skills.
	h("GET /api/users/{id}", s.getUser)
	h("PUT /api/users/{id}", s.updateUser)
	h("POST /api/onboarding/profile", s.saveOnboardingProfile)
	h("POST /api/onboarding/preferences", s.saveOnboardingPreferences)
	h("GET /api/users/{id}/skills", readOwn(s.svc.Skills.ListSkills))
	h("POST /api/skills", createOwned(skillOwner, (*stride.SkillInput).Validate, s.svc.Skills.CreateSkill))
	h("PUT /api/skills/{id}", updateOwned(skillOwner, (*stride.SkillInput).Validate, s.svc.Skills.UpdateSkill))
	h("DELETE /api/skills/{id}", deleteOwned(s.svc.Skills.DeleteSkill))

	// Jobs.
	h("GET /api/jobs", s.listJobs)
	h("GET /api/jobs/{id}", s.getJob)
	h("POST /api/jobs", s.createJob)

	// Applications and saved jobs.
	h("GET /api/users/{id}/applications", readOwn(s.svc.Applications.ListApplications))
	h("GET /api/users/{id}/applications/export", s.exportApplications)
	h("POST /api/applications", s.limitApplications(createOwned(applicationOwner, func(in *stride.ApplicationInput) error { return in.Validate(true) },
		s.svc.Applications.CreateApplication)))
	h("PUT /api/applications/{id}", updateOwned(applicationOwner, func(in *stride.ApplicationInput) error { return in.Validate(false) },
		s.svc.Applications.UpdateApplication))
	h("DELETE /api/applications/{id}", deleteOwned(s.svc.Applications.DeleteApplication))
	h("GET /api/saved-jobs/{id}", readOwn(s.svc.SavedJobs.ListSavedJobs))
	h("POST /api/saved-jobs", s.saveJob)
	h("DELETE /api/saved-jobs/{id}", s.unsaveJob)

	// Resumes, interviews and career.
	h("GET /api/users/{id}/resumes", readOwn(s.svc.Resumes.ListResumes))
	h("POST /api/resumes", createOwned(resumeOwner, func(in *stride.ResumeInput) error { return in.Validate(true) },
		templated(s.svc.Resumes.CreateResume)))
	h("POST /api/resumes/json-resume", s.importJSONResume)
	h("POST /api/resumes/upload", s.uploadResume)
	h("POST /api/linkedin/import-file", s.importLinkedIn)
	h("GET /api/resumes/{id}", s.getResume)
	updateResume := updateOwned(resumeOwner, func(in *stride.ResumeInput) error { return in.Validate(false) },
		templatedUpdate(s.svc.Resumes.UpdateResume))
	h("PUT /api/resumes/{id}", updateResume)
	h("PATCH /api/resumes/{id}", updateResume)
	h("DELETE /api/resumes/{id}", deleteOwned(s.svc.Resumes.DeleteResume))
	h("GET /api/resumes/{id}/pdf", s.resumePDF)
	h("GET /api/resumes/{id}/json-resume", s.exportJSONResume)
	h("GET /api/users/{id}/interview-sessions", readOwn(s.svc.Interviews.ListInterviewSessions))
	h("GET /api/users/{id}/career-goals", readOwn(s.svc.Career.ListCareerGoals))
	h("GET /api/users/{id}/career-insights", readOwn(s.svc.Career.ListCareerInsights))
	h("GET /api/career-paths", s.listCareerPaths)

	// Interview coach.
	h("POST /api/interview-sessions", requireCoach(s.createInterviewSession(false)))
	h("POST /api/interview-sessions/advanced", requireCoach(s.createInterviewSession(true)))
	h("GET /api/users/{id}/interview-stats", readOwn(s.interviewStats))

	// The AI engine: each request is checked, then answered by s.svc.AI.
	h("POST /api/ai/resume-interview", aiCall(s, (*resumeInterviewRequest).check, s.resumeInterview))
	h("POST /api/ai/adaptive-interview-questions", requireCoach(aiCall(s, (*questionsRequest).check, s.adaptiveQuestions)))
	h("POST /api/ai/interview-questions", requireCoach(aiCall(s, (*questionsRequest).check, s.interviewQuestions)))
	h("POST /api/ai/evaluate-advanced-response", requireCoach(aiCall(s, (*answerRequest).check, s.evaluateAdvanced)))
	h("POST /api/ai/evaluate-response", requireCoach(aiCall(s, (*answerRequest).check, s.evaluateResponse)))
	h("POST /api/ai/real-time-analysis", requireCoach(aiCall(s, (*textRequest).check, s.realTimeAnalysis)))
	h("POST /api/ai/extract-personal-info", aiCall(s, (*textRequest).check, s.extractPersonalInfo))
	h("POST /api/ai/analyze-skill-gap", aiCall(s, (*skillGapRequest).check, s.analyzeSkillGap))
	h("POST /api/ai/job-recommendations", aiCall(s, (*recommendationsRequest).check, s.jobRecommendations))
	h("POST /api/ai/optimize-resume", aiCall(s, (*optimizeRequest).check, reviewed(s, s.optimizeResume)))

	// Plans and payments (billing.go): limits are checked in the routes
	// above by limitApplications, templated, requireCoach and reviewed.
	h("GET /api/billing", s.getBilling)
	h("POST /api/billing/subscribe", s.subscribe)
	h("POST /api/billing/cancel", s.cancelSubscription)
	h("POST /api/stripe/webhook", s.stripeWebhook)

	// Notifications.
	h("GET /api/notifications", s.listNotifications)
	h("PATCH /api/notifications/read-all", s.markAllNotificationsRead)
	h("PATCH /api/notifications/{id}/read", s.markNotificationRead)

	// Anything else under /api is a JSON 405 when the path is known with
	// other methods, else a JSON 404; the rest is the web app.
	h("/api/", unmatched(mux))
	mux.Handle("/", s.spa())
}
