package stride

import (
	"context"
	"slices"
	"strings"
	"time"
	"unicode"
)

// Job types (the filter's values).
const (
	JobFullTime = "full-time"
	JobPartTime = "part-time"
	JobContract = "contract"
)

// JobTypes lists the job types in filter order.
var JobTypes = []string{JobFullTime, JobPartTime, JobContract}

// ExperienceLevel is a band of years (the application form's options).
type ExperienceLevel struct {
	Key      string
	Label    string
	MinYears int
	MaxYears int
}

// ExperienceLevels are entry (0-2 years), mid (2-5), senior (5-8), lead (8+).
var ExperienceLevels = []ExperienceLevel{
	{"entry", "Entry level (0-2 years)", 0, 2},
	{"mid", "Mid level (2-5 years)", 2, 5},
	{"senior", "Senior (5-8 years)", 5, 8},
	{"lead", "Lead (8+ years)", 8, 60},
}

// Job sources: postings generated from O*NET data (samples, no employer
// behind them), and a job a user found elsewhere and added, which only that
// user sees. Postings ingested from employers' boards carry their source
// spec instead ("greenhouse:acme", "lever:acme", "ashby:acme", a URL, a
// file name): see internal/ingest.
const (
	JobSourceSample = "sample"
	JobSourceUser   = "user"
)

// Job is a posting: from Stride's catalogue or added by a user.
type Job struct {
	ID           string    `json:"id"`
	Title        string    `json:"title"`
	Company      string    `json:"company"`
	Location     string    `json:"location"`
	Salary       *string   `json:"salary"`
	Description  string    `json:"description"`
	Requirements []string  `json:"requirements"`
	Benefits     []string  `json:"benefits"`
	Type         string    `json:"type"`
	Remote       bool      `json:"remote"`
	PostedAt     time.Time `json:"postedAt"`
	CompanyLogo  *string   `json:"companyLogo"`
	ApplyURL     *string   `json:"applyUrl"`
	// Experience is an ExperienceLevels key, or free text for user postings.
	Experience *string `json:"experience"`
	// Skills are the skills the posting asks for (matched against users').
	Skills []string `json:"skills"`
	// OccupationCode is the O*NET-SOC code a catalogue posting was built from.
	OccupationCode *string `json:"occupationCode,omitempty"`
	// OccupationConfidence is how sure the title resolver was when it
	// filed a user's posting under OccupationCode (absent: catalogue data).
	OccupationConfidence *float64 `json:"occupationConfidence,omitempty"`
	// Source is JobSourceSample, JobSourceUser or the ingest source the
	// posting came from ("greenhouse:acme").
	Source string `json:"source"`
	// Sample is true for postings generated from O*NET data: no employer
	// receives an application to them.
	Sample bool `json:"sample"`
	// ExternalID is the posting's id at its source (ingested postings).
	ExternalID *string `json:"externalId"`
	// Closed marks a posting its source no longer lists: it is out of
	// search, still readable where an application or a saved job points.
	Closed bool `json:"closed"`
	// PostedBy is the user who added a JobSourceUser posting ("" when that
	// account is gone); never sent to clients.
	PostedBy string `json:"-"`
	// Related marks a result of a relaxed search: a related role, not a
	// match of every word.
	Related bool `json:"related,omitempty"`
	// Match is the signed-in user's fit with the job; absent when signed out.
	Match *JobMatch `json:"match,omitempty"`
}

// AppliesAtEmployer reports whether applying means going to the
// employer's own apply page (an ingested or user-added posting with an
// http(s) apply URL) rather than Stride's in-app form.
func (j *Job) AppliesAtEmployer() bool {
	return !j.Sample && j.ApplyURL != nil && ValidHTTPURL(*j.ApplyURL)
}

// VisibleTo reports whether the user with that id (or "" signed out) may
// see j: catalogue postings are everyone's, a user's own postings are
// theirs alone.
func (j *Job) VisibleTo(userID string) bool {
	return j.Source != JobSourceUser || j.PostedBy != "" && j.PostedBy == userID
}

// JobFilter narrows a job search. Zero values mean "any".
type JobFilter struct {
	Search   string
	Location string
	Type     string
	Remote   *bool
	Limit    int
	Offset   int
}

// Job search limits.
const (
	DefaultJobLimit = 50
	MaxJobLimit     = 200
)

// Job validation messages.
const (
	MsgJobNotFound       = "Job not found"
	MsgJobTitleRequired  = "Title is required"
	MsgCompanyRequired   = "Company is required"
	MsgLocationRequired  = "Location is required"
	MsgDescriptionReq    = "Description is required"
	MsgJobTypeInvalid    = "Type must be one of full-time, part-time, contract"
	MsgApplyURLInvalid   = "Apply URL must be a valid http(s) URL"
	MsgListTooLong       = "At most 30 items of 300 characters each"
	MsgDescriptionTooBig = "Description must be at most 20000 characters"
)

// Validate checks a posting a user submits, trimming its text.
func (j *Job) Validate() error {
	var v Validator
	j.Title = strings.TrimSpace(j.Title)
	j.Company = strings.TrimSpace(j.Company)
	j.Location = strings.TrimSpace(j.Location)
	j.Description = strings.TrimSpace(j.Description)
	j.Type = strings.ToLower(strings.TrimSpace(j.Type))
	v.Check(j.Title != "", "title", MsgJobTitleRequired)
	v.Check(len(j.Title) <= MaxShortTextLen, "title", tooLong(MaxShortTextLen))
	v.Check(j.Company != "", "company", MsgCompanyRequired)
	v.Check(len(j.Company) <= MaxShortTextLen, "company", tooLong(MaxShortTextLen))
	v.Check(j.Location != "", "location", MsgLocationRequired)
	v.Check(len(j.Location) <= MaxShortTextLen, "location", tooLong(MaxShortTextLen))
	v.Check(j.Description != "", "description", MsgDescriptionReq)
	v.Check(len(j.Description) <= 20000, "description", MsgDescriptionTooBig)
	v.Check(slices.Contains(JobTypes, j.Type), "type", MsgJobTypeInvalid)
	checkLen(&v, "salary", j.Salary, MaxShortTextLen)
	checkLen(&v, "experience", j.Experience, MaxShortTextLen)
	checkLen(&v, "applyUrl", j.ApplyURL, MaxURLLen)
	if j.ApplyURL != nil && *j.ApplyURL != "" {
		local := strings.HasPrefix(*j.ApplyURL, "/") && !strings.HasPrefix(*j.ApplyURL, "//") && !strings.Contains(*j.ApplyURL, `\`)
		v.Check(ValidHTTPURL(*j.ApplyURL) || local, "applyUrl", MsgApplyURLInvalid)
	}
	if j.CompanyLogo != nil && *j.CompanyLogo != "" {
		v.Check(ValidHTTPURL(*j.CompanyLogo) || ValidProfileImage(*j.CompanyLogo), "companyLogo", MsgImageInvalid)
	}
	for field, list := range map[string]*[]string{"requirements": &j.Requirements, "benefits": &j.Benefits, "skills": &j.Skills} {
		*list = uniqueTrimmed(*list)
		ok := len(*list) <= 30
		for _, s := range *list {
			ok = ok && len(s) <= 300
		}
		v.Check(ok, field, MsgListTooLong)
	}
	return v.Err()
}

// JobService finds and stores postings.
type JobService interface {
	// FindJobs is FindJobsFor signed out: ranked by search relevance (see
	// internal/jobsearch), newest first without a keyword.
	FindJobs(ctx context.Context, f JobFilter) ([]Job, int, error)
	// FindJobsFor is FindJobs ordered for u, each job carrying u's match
	// (FindJobs itself when u is nil). Pages tile one ordering: every page
	// of the same filter, user and data is a slice of the same list, whose
	// length is the total.
	FindJobsFor(ctx context.Context, f JobFilter, u *User) ([]Job, int, error)
	// FindJobFor returns the job with that id and u's match (none when u
	// is nil), or ENOTFOUND when it does not exist or is not u's to see.
	FindJobFor(ctx context.Context, id string, u *User) (*Job, error)
	// CreateJob stores a job userID found elsewhere, visible to that user
	// alone (their search, tracker and saved jobs; 404 for anyone else).
	CreateJob(ctx context.Context, userID string, j *Job) error
}

// JobDedupeKey is what makes two postings the same job across sources:
// the company (without "Inc.", "LLC" and the like), the title and the
// location, lower-cased with punctuation and spacing folded.
func JobDedupeKey(j *Job) string {
	company := strings.Fields(foldText(j.Company))
	for len(company) > 1 && slices.Contains(companyForms, company[len(company)-1]) {
		company = company[:len(company)-1]
	}
	return strings.Join(company, " ") + "|" + foldText(j.Title) + "|" + foldText(j.Location)
}

var companyForms = []string{"inc", "llc", "ltd", "co", "corp", "corporation", "company", "gmbh", "plc", "sa", "ag", "limited"}

// foldText lower-cases s and keeps its letters and digits, one space
// between words.
func foldText(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteRune(r)
			space = false
		} else {
			space = true
		}
	}
	return b.String()
}
