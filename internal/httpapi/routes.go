package httpapi

import "net/http"

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
	h("GET /api/users/{id}/skills", s.listSkills)
	h("POST /api/skills", s.createSkill)
	h("PUT /api/skills/{id}", s.updateSkill)
	h("DELETE /api/skills/{id}", s.deleteSkill)

	// Jobs.
	h("GET /api/jobs", s.listJobs)
	h("GET /api/jobs/{id}", s.getJob)
	h("POST /api/jobs", s.createJob)

	// Applications and saved jobs.
	h("GET /api/users/{id}/applications", s.listApplications)
	h("GET /api/users/{id}/applications/export", s.exportApplications)
	h("POST /api/applications", s.createApplication)
	h("PUT /api/applications/{id}", s.updateApplication)
	h("DELETE /api/applications/{id}", s.deleteApplication)
	h("GET /api/saved-jobs/{userId}", s.listSavedJobs)
	h("POST /api/saved-jobs", s.saveJob)
	h("DELETE /api/saved-jobs/{id}", s.unsaveJob)

	// Resumes, interviews and career.
	h("GET /api/users/{id}/resumes", listOwn(s.svc.Resumes.ListResumes))
	h("POST /api/resumes", s.createResume)
	h("POST /api/resumes/json-resume", s.importJSONResume)
	h("POST /api/resumes/upload", s.uploadResume)
	h("POST /api/linkedin/import-file", s.importLinkedIn)
	h("GET /api/resumes/{id}", s.getResume)
	h("PUT /api/resumes/{id}", s.updateResume)
	h("PATCH /api/resumes/{id}", s.updateResume)
	h("DELETE /api/resumes/{id}", s.deleteResume)
	h("GET /api/resumes/{id}/pdf", s.resumePDF)
	h("GET /api/resumes/{id}/json-resume", s.exportJSONResume)
	h("GET /api/users/{id}/interview-sessions", listOwn(s.svc.Interviews.ListInterviewSessions))
	h("GET /api/users/{id}/career-goals", listOwn(s.svc.Career.ListCareerGoals))
	h("GET /api/users/{id}/career-insights", listOwn(s.svc.Career.ListCareerInsights))
	h("GET /api/career-paths", s.listCareerPaths)

	// Interview coach and the AI engine.
	h("POST /api/interview-sessions", s.createInterviewSession(false))
	h("POST /api/interview-sessions/advanced", s.createInterviewSession(true))
	h("GET /api/users/{id}/interview-stats", s.interviewStats)
	s.aiRoutes(h)

	// Notifications.
	h("GET /api/notifications", s.listNotifications)
	h("PATCH /api/notifications/read-all", s.markAllNotificationsRead)
	h("PATCH /api/notifications/{id}/read", s.markNotificationRead)

	// Anything else under /api is a JSON 404; the rest is the web app.
	h("/api/", notFound)
	mux.Handle("/", s.spa())
}
