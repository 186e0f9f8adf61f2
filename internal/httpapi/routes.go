package httpapi

import (
	"net/http"

	"github.com/stride-oss/stride"
)

// routes is Stride's one routing table.
func (s *Server) routes(mux *http.ServeMux) {
	h := func(pattern string, fn handlerFunc) { mux.Handle(pattern, s.wrap(fn)) }
	// The expensive calls count against hourly per-user and per-client
	// limits (ratelimit.go).
	hAI := func(pattern string, fn handlerFunc) { h(pattern, s.rateLimited(rateAI, fn)) }
	hUpload := func(pattern string, fn handlerFunc) { h(pattern, s.rateLimited(rateUpload, fn)) }

	mux.HandleFunc("GET /healthz", s.healthz)
	mux.HandleFunc("GET /readyz", s.readyz)
	mux.Handle("GET /metrics", s.metricsEndpoint())
	h("GET /api/config", s.getConfig)
	h("GET /api/openapi.json", s.openAPI)

	// Accounts.
	h("POST /api/auth/register", s.register)
	h("POST /api/auth/login", s.login)
	h("POST /api/auth/logout", s.logout)
	h("POST /api/auth/demo", s.demo)
	h("GET /api/auth/user", s.getCurrentUser)
	h("GET /api/profile", s.getCurrentUser)
	// Account management: counted per user and per client address each
	// hour; the ones that take a password are also throttled as sign-in.
	hAccount := func(pattern string, fn handlerFunc) { h(pattern, s.rateLimited(rateAccount, fn)) }
	hAccount("POST /api/auth/password", s.changePassword)
	hAccount("POST /api/auth/forgot-password", s.forgotPassword)
	hAccount("POST /api/auth/reset-password", s.resetPassword)
	hAccount("POST /api/auth/verify-email", s.verifyEmail)
	hAccount("POST /api/auth/verify-email/resend", s.resendVerification)
	hAccount("GET /api/auth/sessions", s.listSessions)
	hAccount("DELETE /api/auth/sessions", s.deleteOtherSessions)
	hAccount("DELETE /api/auth/sessions/{id}", s.deleteSession)
	hAccount("DELETE /api/users/{id}", s.deleteAccount)
	hAccount("POST /api/auth/2fa/setup", s.setupTwoFactor)
	hAccount("POST /api/auth/2fa/enable", s.enableTwoFactor)
	hAccount("POST /api/auth/2fa/disable", s.disableTwoFactor)
	hAccount("POST /api/auth/login/2fa", s.loginTwoFactor)
	hAccount("GET /api/auth/oidc/start", s.oidcStart)
	hAccount("GET /api/auth/oidc/callback", s.oidcCallback)
	hAccount("POST /api/auth/oidc/complete", s.oidcComplete)
	hAccount("POST /api/auth/oidc/reauth", s.oidcReauth)
	hAccount("GET /api/users/{id}/export", s.exportAccount)
	hAccount("POST /api/users/{id}/exports", s.requestDataExport)
	hAccount("GET /api/users/{id}/exports/latest", s.latestDataExport)
	hAccount("GET /api/users/{id}/exports/{exportId}", s.downloadDataExport)

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
	hUpload("POST /api/jobs/prefill", s.prefillJob)

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
	hUpload("POST /api/resumes/json-resume", s.importJSONResume)
	hUpload("POST /api/resumes/upload", s.uploadResume)
	hUpload("POST /api/linkedin/import-file", s.importLinkedIn)
	h("GET /api/resumes/{id}", s.getResume)
	updateResume := updateOwned(resumeOwner, func(in *stride.ResumeInput) error { return in.Validate(false) },
		templatedUpdate(s.svc.Resumes.UpdateResume))
	h("PUT /api/resumes/{id}", updateResume)
	h("PATCH /api/resumes/{id}", updateResume)
	h("DELETE /api/resumes/{id}", deleteOwned(s.svc.Resumes.DeleteResume))
	h("GET /api/resumes/{id}/pdf", s.resumePDF)
	h("GET /api/resumes/{id}/docx", s.resumeDOCX)
	h("GET /api/resumes/{id}/json-resume", s.exportJSONResume)
	h("GET /api/users/{id}/interview-sessions", readOwn(s.svc.Interviews.ListInterviewSessions))

	// Career explorer (seed 001 §7 "Career", plus editing goals and milestones).
	h("GET /api/users/{id}/career-goals", readOwn(s.svc.Career.ListCareerGoals))
	h("GET /api/users/{id}/career-insights", readOwn(s.svc.Career.ListCareerInsights))
	h("GET /api/users/{id}/career-assessments", readOwn(s.svc.Career.ListCareerAssessments))
	h("GET /api/users/{id}/career-milestones", readOwn(s.svc.Career.ListCareerMilestones))
	h("POST /api/career-goals", createOwned(goalOwner, func(in *stride.CareerGoalInput) error { return in.Validate(true) }, s.svc.Career.CreateCareerGoal))
	updateGoal := updateOwned(goalOwner, func(in *stride.CareerGoalInput) error { return in.Validate(false) }, s.svc.Career.UpdateCareerGoal)
	h("PUT /api/career-goals/{id}", updateGoal)
	h("PATCH /api/career-goals/{id}", updateGoal)
	h("DELETE /api/career-goals/{id}", deleteOwned(s.svc.Career.DeleteCareerGoal))
	updateMilestone := updateOwned(milestoneOwner, (*stride.CareerMilestoneInput).Validate, s.svc.Career.UpdateCareerMilestone)
	h("PUT /api/career-milestones/{id}", updateMilestone)
	h("PATCH /api/career-milestones/{id}", updateMilestone)
	h("GET /api/career-paths", s.listCareerPaths)
	h("GET /api/learning-resources", s.listLearningResources)
	h("GET /api/career/skill-trends", s.skillTrends)
	hAI("POST /api/career/generate-insights", forOwner(http.StatusOK, s.svc.Career.GenerateCareerInsights))
	hAI("POST /api/career/analyze", forOwner(http.StatusOK, s.svc.Career.AnalyzeCareer))
	hAI("POST /api/career/interview", forOwner(http.StatusOK, s.careerInterviewQuestions))
	hAI("POST /api/career/interview/analyze", createOwned(careerInterviewOwner, (*stride.CareerInterviewInput).Validate, s.svc.Career.AnalyzeCareerInterview))

	// Interview coach.
	h("POST /api/interview-sessions", requireCoach(s.createInterviewSession(false)))
	h("POST /api/interview-sessions/advanced", requireCoach(s.createInterviewSession(true)))
	h("GET /api/users/{id}/interview-stats", readOwn(s.interviewStats))

	// The AI engine: each request is checked, then answered by s.svc.AI.
	hAI("POST /api/ai/resume-interview", aiCall(s, (*resumeInterviewRequest).check, s.resumeInterview))
	hAI("POST /api/ai/adaptive-interview-questions", requireCoach(aiCall(s, (*questionsRequest).check, s.adaptiveQuestions)))
	hAI("POST /api/ai/interview-questions", requireCoach(aiCall(s, (*questionsRequest).check, s.interviewQuestions)))
	hAI("POST /api/ai/evaluate-advanced-response", requireCoach(aiCall(s, (*answerRequest).check, s.evaluateAdvanced)))
	hAI("POST /api/ai/evaluate-response", requireCoach(aiCall(s, (*answerRequest).check, s.evaluateResponse)))
	hAI("POST /api/ai/real-time-analysis", requireCoach(aiCall(s, (*realTimeRequest).check, s.realTimeAnalysis)))
	hAI("POST /api/ai/extract-personal-info", aiCall(s, (*textRequest).check, s.extractPersonalInfo))
	hAI("POST /api/ai/analyze-skill-gap", aiCall(s, (*skillGapRequest).check, s.analyzeSkillGap))
	hAI("POST /api/ai/job-recommendations", aiCall(s, (*recommendationsRequest).check, s.jobRecommendations))
	hAI("POST /api/ai/optimize-resume", aiCall(s, (*optimizeRequest).check, reviewed(s, s.optimizeResume)))

	// Plans and payments (billing.go): limits are checked in the routes
	// above by limitApplications, templated, requireCoach and reviewed.
	h("GET /api/billing", s.getBilling)
	h("POST /api/billing/subscribe", s.subscribe)
	h("POST /api/billing/cancel", s.cancelSubscription)
	h("POST /api/stripe/webhook", s.stripeWebhook)

	// Market intelligence.
	s.marketRoutes(h)
	// Achievements: read only; the engine unlocks them when data changes.
	h("GET /api/achievements/trophy-case", s.trophyCase)
	h("GET /api/achievements/user-stats", s.achievementStats)

	// Learning journey.
	s.learningRoutes(h)

	// Application materials: generated, saved, edited, regenerated.
	h("GET /api/users/{id}/materials-profile", readOwn(s.getMaterialsProfile))
	hAI("POST /api/cover-letters/generate", s.generateCoverLetter)
	h("GET /api/users/{id}/cover-letters", readOwn(s.svc.Materials.ListCoverLetters))
	h("GET /api/cover-letters/{id}", readOwnItem(s.getCoverLetter))
	h("PUT /api/cover-letters/{id}", editMaterial(s.svc.Materials.FindCoverLetter, s.svc.Materials.UpdateCoverLetter))
	h("DELETE /api/cover-letters/{id}", deleteOwned(s.svc.Materials.DeleteCoverLetter))
	hAI("POST /api/cover-letters/{id}/regenerate", s.regenerateCoverLetter)
	h("GET /api/cover-letters/{id}/pdf", s.coverLetterPDF)
	h("GET /api/cover-letters/{id}/docx", s.coverLetterDOCX)
	hAI("POST /api/application-responses/generate", s.generateResponse)
	h("GET /api/users/{id}/application-responses", readOwn(s.svc.Materials.ListApplicationResponses))
	h("GET /api/application-responses/{id}", readOwnItem(s.getResponse))
	h("PUT /api/application-responses/{id}", editMaterial(s.svc.Materials.FindApplicationResponse, s.svc.Materials.UpdateApplicationResponse))
	h("DELETE /api/application-responses/{id}", deleteOwned(s.svc.Materials.DeleteApplicationResponse))
	hAI("POST /api/application-responses/{id}/regenerate", s.regenerateResponse)
	hAI("POST /api/portfolio-summaries/generate", s.generatePortfolio)
	h("GET /api/users/{id}/portfolio-summaries", readOwn(s.svc.Materials.ListPortfolioSummaries))
	h("GET /api/portfolio-summaries/{id}", readOwnItem(s.getPortfolio))
	h("PUT /api/portfolio-summaries/{id}", editMaterial(s.svc.Materials.FindPortfolioSummary, s.svc.Materials.UpdatePortfolioSummary))
	h("DELETE /api/portfolio-summaries/{id}", deleteOwned(s.svc.Materials.DeletePortfolioSummary))
	hAI("POST /api/portfolio-summaries/{id}/regenerate", s.regeneratePortfolio)

	// Notifications.
	h("GET /api/notifications", s.listNotifications)
	h("PATCH /api/notifications/read-all", s.markAllNotificationsRead)
	h("PATCH /api/notifications/{id}/read", s.markNotificationRead)

	// Anything else under /api is a JSON 405 when the path is known with
	// other methods, else a JSON 404; the rest is the web app.
	h("/api/", unmatched(mux))
	mux.Handle("/", s.spa())
}
