package stride

import (
	"context"
	"slices"
	"strings"
	"time"
)

// Application statuses (seed 001 §4); active ones are the first three.
const (
	StatusApplied   = "applied"
	StatusScreening = "screening"
	StatusInterview = "interview"
	StatusOffer     = "offer"
	StatusRejected  = "rejected"
)

// ApplicationStatuses lists the statuses in pipeline order.
var ApplicationStatuses = []string{StatusApplied, StatusScreening, StatusInterview, StatusOffer, StatusRejected}

// Availabilities are the apply form's availability options.
var Availabilities = []string{"immediate", "2weeks", "1month", "2months"}

// StatusChange is one status an application had, and since when: the
// history a user can show as proof of their job search.
type StatusChange struct {
	Status    string    `json:"status"`
	ChangedAt time.Time `json:"changedAt"`
}

// Application is a job application a user tracks.
type Application struct {
	ID        string    `json:"id"`
	UserID    string    `json:"userId"`
	JobID     *string   `json:"jobId"`
	JobTitle  string    `json:"jobTitle"`
	Company   string    `json:"company"`
	Status    string    `json:"status"`
	AppliedAt time.Time `json:"appliedAt"`
	// AppliedDate repeats AppliedAt under the name some screens read.
	AppliedDate     time.Time `json:"appliedDate"`
	LastUpdated     time.Time `json:"lastUpdated"`
	Notes           *string   `json:"notes"`
	NextSteps       *string   `json:"nextSteps"`
	ApplicantName   *string   `json:"applicantName"`
	ApplicantEmail  *string   `json:"applicantEmail"`
	ApplicantPhone  *string   `json:"applicantPhone"`
	ResumeURL       *string   `json:"resumeUrl"`
	CoverLetter     *string   `json:"coverLetter"`
	Experience      *string   `json:"experience"`
	Availability    *string   `json:"availability"`
	PortfolioURL    *string   `json:"portfolioUrl"`
	LinkedinURL     *string   `json:"linkedinUrl"`
	AdditionalNotes *string   `json:"additionalNotes"`
	CreatedAt       time.Time `json:"createdAt"`
	// StatusHistory is oldest first; its last entry is the current status.
	StatusHistory []StatusChange `json:"statusHistory"`
}

// ApplicationInput is the body of POST and PUT /api/applications; nil
// fields are left unchanged by PUT.
type ApplicationInput struct {
	UserID          string    `json:"userId"`
	JobID           *string   `json:"jobId"`
	JobTitle        *string   `json:"jobTitle"`
	Company         *string   `json:"company"`
	Status          *string   `json:"status"`
	AppliedAt       *FlexTime `json:"appliedAt"`
	AppliedDate     *FlexTime `json:"appliedDate"`
	Notes           *string   `json:"notes"`
	NextSteps       *string   `json:"nextSteps"`
	ApplicantName   *string   `json:"applicantName"`
	ApplicantEmail  *string   `json:"applicantEmail"`
	ApplicantPhone  *string   `json:"applicantPhone"`
	ResumeURL       *string   `json:"resumeUrl"`
	CoverLetter     *string   `json:"coverLetter"`
	Experience      *string   `json:"experience"`
	Availability    *string   `json:"availability"`
	PortfolioURL    *string   `json:"portfolioUrl"`
	LinkedinURL     *string   `json:"linkedinUrl"`
	AdditionalNotes *string   `json:"additionalNotes"`
}

// Application messages: the apply form's from seed 001 §5, the rest Stride's.
const (
	MsgAppJobTitleReq    = "Job title is required"
	MsgAppCompanyReq     = "Company is required"
	MsgAppStatus         = "Status must be one of applied, screening, interview, offer, rejected"
	MsgAppNotFound       = "Application not found"
	MsgAppAlreadyApplied = "You have already applied to this job"
	MsgNameShort         = "Name must be at least 2 characters"
	MsgPhoneInvalid      = "Please enter a valid phone number"
	MsgResumeURL         = "Please enter a valid resume URL"
	MsgCoverLetterShort  = "Cover letter must be at least 50 characters"
	MsgExperienceLevel   = "Please select your experience level"
	MsgAvailability      = "Please select your availability"
	MsgPortfolioURL      = "Please enter a valid portfolio URL"
	MsgLinkedinURL       = "Please enter a valid LinkedIn URL"
	MsgAppliedDate       = "Applied date must be a date"
)

// Validate checks an application; create requires the record's fields,
// and an apply-page submission (it carries an applicant name) also the
// apply form's rules.
func (in *ApplicationInput) Validate(create bool) error {
	var v Validator
	trim := func(p *string) {
		if p != nil {
			*p = strings.TrimSpace(*p)
		}
	}
	for _, p := range []*string{in.JobTitle, in.Company, in.Status, in.ApplicantName, in.ApplicantEmail, in.ApplicantPhone,
		in.ResumeURL, in.Experience, in.Availability, in.PortfolioURL, in.LinkedinURL} {
		trim(p)
	}
	if create || in.JobTitle != nil {
		v.Check(in.JobTitle != nil && *in.JobTitle != "", "jobTitle", MsgAppJobTitleReq)
	}
	if create || in.Company != nil {
		v.Check(in.Company != nil && *in.Company != "", "company", MsgAppCompanyReq)
	}
	if in.Status != nil || create {
		if in.Status == nil || *in.Status == "" {
			s := StatusApplied
			in.Status = &s
		}
		*in.Status = strings.ToLower(*in.Status)
		v.Check(slices.Contains(ApplicationStatuses, *in.Status), "status", MsgAppStatus)
	}
	for field, p := range map[string]*string{"jobTitle": in.JobTitle, "company": in.Company} {
		v.Check(p == nil || len(*p) <= MaxShortTextLen, field, tooLong(MaxShortTextLen))
	}
	for field, p := range map[string]*string{"notes": in.Notes, "nextSteps": in.NextSteps, "coverLetter": in.CoverLetter, "additionalNotes": in.AdditionalNotes} {
		v.Check(p == nil || len(*p) <= MaxBioLen*2, field, tooLong(MaxBioLen*2))
	}
	checkLen(&v, "jobId", in.JobID, MaxIDLen)
	checkLen(&v, "fullName", in.ApplicantName, MaxNameLen)
	checkLen(&v, "email", in.ApplicantEmail, MaxEmailLen)
	checkLen(&v, "phone", in.ApplicantPhone, 40)
	checkLen(&v, "experience", in.Experience, MaxShortTextLen)
	checkLen(&v, "availability", in.Availability, MaxShortTextLen)
	for field, p := range map[string]*string{"resumeUrl": in.ResumeURL, "portfolioUrl": in.PortfolioURL, "linkedinUrl": in.LinkedinURL} {
		checkLen(&v, field, p, MaxURLLen)
	}
	if in.ApplicantName != nil {
		v.Check(len([]rune(*in.ApplicantName)) >= 2, "fullName", MsgNameShort)
		v.Check(in.ApplicantEmail != nil && ValidEmail(strings.ToLower(*in.ApplicantEmail)), "email", MsgEmailInvalid)
		v.Check(in.ApplicantPhone != nil && len(*in.ApplicantPhone) >= 10 && len(*in.ApplicantPhone) <= 40, "phone", MsgPhoneInvalid)
		v.Check(in.CoverLetter != nil && len(strings.TrimSpace(*in.CoverLetter)) >= 50, "coverLetter", MsgCoverLetterShort)
		v.Check(in.Experience != nil && slices.ContainsFunc(ExperienceLevels, func(l ExperienceLevel) bool { return l.Key == *in.Experience }), "experience", MsgExperienceLevel)
		v.Check(in.Availability != nil && slices.Contains(Availabilities, *in.Availability), "availability", MsgAvailability)
	}
	for _, u := range []struct {
		field string
		p     *string
		msg   string
	}{{"resumeUrl", in.ResumeURL, MsgResumeURL}, {"portfolioUrl", in.PortfolioURL, MsgPortfolioURL}, {"linkedinUrl", in.LinkedinURL, MsgLinkedinURL}} {
		v.Check(u.p == nil || *u.p == "" || ValidHTTPURL(*u.p), u.field, u.msg)
	}
	if in.AppliedAt == nil {
		in.AppliedAt = in.AppliedDate
	}
	return v.Err()
}

// ApplicationService stores applications. Every method is scoped to userID.
type ApplicationService interface {
	ListApplications(ctx context.Context, userID string) ([]Application, error)
	CreateApplication(ctx context.Context, userID string, in ApplicationInput) (*Application, error)
	// UpdateApplication records a status change in the history and, when
	// the status changed, notifies the user.
	UpdateApplication(ctx context.Context, userID, id string, in ApplicationInput) (*Application, error)
	DeleteApplication(ctx context.Context, userID, id string) error
}
