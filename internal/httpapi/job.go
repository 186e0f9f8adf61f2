package httpapi

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ingest"
)

// parseJobFilter reads the query of GET /api/jobs.
func parseJobFilter(r *http.Request) (stride.JobFilter, error) {
	q := r.URL.Query()
	f := stride.JobFilter{Search: q.Get("search"), Location: q.Get("location")}
	var v stride.Validator
	// Over-long input is cut rather than refused: search never errors on text.
	f.Search, f.Location = truncate(f.Search, 200), truncate(f.Location, 200)
	switch t := strings.ToLower(strings.TrimSpace(q.Get("type"))); t {
	case "", "all":
	default:
		v.Check(slices.Contains(stride.JobTypes, t), "type", stride.MsgJobTypeInvalid)
		f.Type = t
	}
	switch rm := strings.ToLower(strings.TrimSpace(q.Get("remote"))); rm {
	case "", "all":
	case "true", "false":
		b := rm == "true"
		f.Remote = &b
	default:
		v.Check(false, "remote", "Remote must be true or false")
	}
	f.Limit, f.Offset = parsePage(q, &v)
	return f, v.Err()
}

// parsePage reads limit and offset as every paged list does (GET /api/jobs,
// GET /api/career-paths): limit 1-200, default 50; offset from 0.
func parsePage(q url.Values, v *stride.Validator) (limit, offset int) {
	limit = stride.DefaultJobLimit
	for name, dst := range map[string]*int{"limit": &limit, "offset": &offset} {
		if s := q.Get(name); s != "" {
			n, err := strconv.Atoi(s)
			v.Check(err == nil && n >= 0, name, name+" must be a whole number")
			*dst = n
		}
	}
	v.Check(limit <= stride.MaxJobLimit, "limit", "limit must be at most 200")
	if limit <= 0 {
		limit = stride.DefaultJobLimit
	}
	return limit, max(offset, 0)
}

// signedInUser returns the signed-in user, or nil when signed out.
func signedInUser(r *http.Request) *stride.User {
	u, err := currentUser(r)
	if err != nil {
		return nil
	}
	return u
}

func (s *Server) listJobs(w http.ResponseWriter, r *http.Request) error {
	f, err := parseJobFilter(r)
	if err != nil {
		return err
	}
	jobs, total, err := s.svc.Jobs.FindJobsFor(r.Context(), f, signedInUser(r))
	if err != nil {
		return err
	}
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	writeJSON(w, http.StatusOK, jobs)
	return nil
}

func (s *Server) getJob(w http.ResponseWriter, r *http.Request) error {
	j, err := s.svc.Jobs.FindJobFor(r.Context(), r.PathValue("id"), signedInUser(r))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, j)
	return nil
}

// jobInput is the body of POST /api/jobs.
type jobInput struct {
	Title        string   `json:"title"`
	Company      string   `json:"company"`
	Location     string   `json:"location"`
	Salary       *string  `json:"salary"`
	Description  string   `json:"description"`
	Requirements []string `json:"requirements"`
	Benefits     []string `json:"benefits"`
	Skills       []string `json:"skills"`
	Type         string   `json:"type"`
	Remote       bool     `json:"remote"`
	CompanyLogo  *string  `json:"companyLogo"`
	ApplyURL     *string  `json:"applyUrl"`
	Experience   *string  `json:"experience"`
}

func (s *Server) createJob(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in jobInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	j := &stride.Job{Title: in.Title, Company: in.Company, Location: in.Location, Salary: emptyToNil(in.Salary),
		Description: in.Description, Requirements: in.Requirements, Benefits: in.Benefits, Skills: in.Skills,
		Type: in.Type, Remote: in.Remote, CompanyLogo: emptyToNil(in.CompanyLogo), ApplyURL: emptyToNil(in.ApplyURL),
		Experience: emptyToNil(in.Experience)}
	if err := j.Validate(); err != nil {
		return err
	}
	if err := s.svc.Jobs.CreateJob(r.Context(), u.ID, j); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, j)
	return nil
}

// prefillRequest is the body of POST /api/jobs/prefill.
type prefillRequest struct {
	// Posting is a link to the posting, or its text.
	Posting string `json:"posting"`
}

// prefillJob reads a posting a user found elsewhere, from its link (the
// page is fetched with the ingest fetcher: no private addresses) or its
// pasted text, for the "Add a job you found" form. Nothing is stored.
func (s *Server) prefillJob(w http.ResponseWriter, r *http.Request) error {
	if _, err := currentUser(r); err != nil {
		return err
	}
	var in prefillRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	posting := strings.TrimSpace(in.Posting)
	if len(posting) > 50000 {
		return &stride.Error{Code: stride.EINVALID, Message: "The posting must be at most 50000 characters", Fields: map[string]string{"posting": "The posting must be at most 50000 characters"}}
	}
	var p *ingest.Prefill
	var err error
	if !strings.ContainsAny(posting, " \n\t") && (strings.HasPrefix(posting, "http://") || strings.HasPrefix(posting, "https://")) {
		fetcher := s.svc.Fetcher
		if fetcher == nil {
			fetcher = defaultFetcher
		}
		p, err = ingest.PrefillURL(r.Context(), fetcher, posting)
	} else {
		p, err = ingest.PrefillText(posting)
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, p)
	return nil
}

// defaultFetcher reads pasted links when the server was given no fetcher:
// public addresses only.
var defaultFetcher = ingest.NewFetcher(ingest.FetcherOptions{Timeout: 10 * time.Second})

// truncate cuts s to at most n bytes on a rune boundary.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
