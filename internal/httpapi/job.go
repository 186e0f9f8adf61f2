package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/stride-oss/stride"
)

// rerankWindow is how many of the best text matches are re-ordered by the
// signed-in user's match score; pages beyond it keep the text order.
const rerankWindow = 100

// parseJobFilter reads the query of GET /api/jobs.
func parseJobFilter(r *http.Request) (stride.JobFilter, error) {
	q := r.URL.Query()
	f := stride.JobFilter{Search: q.Get("search"), Location: q.Get("location"), Limit: stride.DefaultJobLimit}
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
	for name, dst := range map[string]*int{"limit": &f.Limit, "offset": &f.Offset} {
		if s := q.Get(name); s != "" {
			n, err := strconv.Atoi(s)
			v.Check(err == nil && n >= 0, name, name+" must be a whole number")
			*dst = n
		}
	}
	v.Check(f.Limit <= stride.MaxJobLimit, "limit", "limit must be at most 200")
	if f.Limit == 0 {
		f.Limit = stride.DefaultJobLimit
	}
	return f, v.Err()
}

// matchProfile returns the signed-in user's profile for matching, or nil.
func (s *Server) matchProfile(r *http.Request) (*stride.MatchProfile, error) {
	u, err := currentUser(r)
	if err != nil {
		return nil, nil
	}
	skills, err := s.svc.Skills.ListSkills(r.Context(), u.ID)
	if err != nil {
		return nil, err
	}
	return stride.NewMatchProfile(u, skills), nil
}

func (s *Server) listJobs(w http.ResponseWriter, r *http.Request) error {
	f, err := parseJobFilter(r)
	if err != nil {
		return err
	}
	profile, err := s.matchProfile(r)
	if err != nil {
		return err
	}
	var jobs []stride.Job
	var total int
	switch {
	case profile != nil && f.Offset+f.Limit <= rerankWindow && strings.TrimSpace(f.Search) == "":
		// Without a keyword, "relevance" is relevance to the user: the jobs
		// whose title or skills share the user's title words and skills,
		// with the newest postings, ranked by match.
		jobs, total, err = s.recommendedWindow(r, f, profile)
		if err != nil {
			return err
		}
		end := min(len(jobs), f.Offset+f.Limit)
		jobs = jobs[min(f.Offset, end):end]
	case profile != nil && f.Offset+f.Limit <= rerankWindow:
		// Rank the window by text relevance blended with the user's match,
		// then cut the page: the same order for the same user and data
		// every time.
		window := f
		window.Offset, window.Limit = 0, rerankWindow
		if jobs, total, err = s.svc.Jobs.FindJobs(r.Context(), window); err != nil {
			return err
		}
		blendByMatch(jobs, profile, true)
		end := min(len(jobs), f.Offset+f.Limit)
		jobs = jobs[min(f.Offset, end):end]
	default:
		if jobs, total, err = s.svc.Jobs.FindJobs(r.Context(), f); err != nil {
			return err
		}
		for i := range jobs {
			if profile != nil {
				m := profile.Match(&jobs[i])
				jobs[i].Match = &m
			}
		}
	}
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	writeJSON(w, http.StatusOK, jobs)
	return nil
}

// recommendedWindow gathers the candidates of a keyword-less search for a
// signed-in user, under the same filters: the 30 newest jobs, up to 60 best
// text matches for their title, and up to 30 jobs asking for their skills;
// then orders them by match, then recency.
func (s *Server) recommendedWindow(r *http.Request, f stride.JobFilter, p *stride.MatchProfile) ([]stride.Job, int, error) {
	recent := f
	recent.Offset, recent.Limit = 0, 30
	jobs, total, err := s.svc.Jobs.FindJobs(r.Context(), recent)
	if err != nil {
		return nil, 0, err
	}
	var extra []stride.JobFilter
	if words := p.TitleWords(); len(words) > 0 {
		byTitle := f
		byTitle.Search, byTitle.Offset, byTitle.Limit, byTitle.SkipCount = strings.Join(words, " "), 0, 60, true
		extra = append(extra, byTitle)
	}
	if terms := p.SkillTerms(); len(terms) > 0 {
		bySkills := f
		bySkills.Offset, bySkills.Limit, bySkills.AnyOf, bySkills.SkipCount = 0, 30, terms, true
		extra = append(extra, bySkills)
	}
	seen := map[string]bool{}
	for _, j := range jobs {
		seen[j.ID] = true
	}
	for _, ef := range extra {
		more, _, err := s.svc.Jobs.FindJobs(r.Context(), ef)
		if err != nil {
			return nil, 0, err
		}
		for _, j := range more {
			if !seen[j.ID] {
				seen[j.ID] = true
				jobs = append(jobs, j)
			}
		}
	}
	for i := range jobs {
		m := p.Match(&jobs[i])
		jobs[i].Match = &m
	}
	sort.SliceStable(jobs, func(a, b int) bool {
		if jobs[a].Match.Score != jobs[b].Match.Score {
			return jobs[a].Match.Score > jobs[b].Match.Score
		}
		if !jobs[a].PostedAt.Equal(jobs[b].PostedAt) {
			return jobs[a].PostedAt.After(jobs[b].PostedAt)
		}
		return jobs[a].ID < jobs[b].ID
	})
	return jobs, total, nil
}

// blendByMatch sets each job's match and re-orders the jobs (given in text
// or recency order) by 60% rank and 40% match with a keyword, or half and
// half without one.
func blendByMatch(jobs []stride.Job, p *stride.MatchProfile, keyword bool) {
	textWeight := 0.5
	if keyword {
		textWeight = 0.6
	}
	score := make(map[string]float64, len(jobs))
	for i := range jobs {
		m := p.Match(&jobs[i])
		jobs[i].Match = &m
		// Position over the whole window, so that a short list is ordered
		// mostly by match and a long one keeps its best text hits on top.
		pos := 1 - float64(i)/rerankWindow
		score[jobs[i].ID] = textWeight*pos + (1-textWeight)*float64(m.Score)/100
	}
	sort.SliceStable(jobs, func(a, b int) bool { return score[jobs[a].ID] > score[jobs[b].ID] })
}

func (s *Server) getJob(w http.ResponseWriter, r *http.Request) error {
	j, err := s.svc.Jobs.FindJobByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	profile, err := s.matchProfile(r)
	if err != nil {
		return err
	}
	if profile != nil {
		m := profile.Match(j)
		j.Match = &m
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
	if err := s.notifyJobMatches(r, u.ID, j); err != nil {
		// The posting is saved; a failed notice must not undo it.
		s.log.WarnContext(r.Context(), "job match notifications", "job", j.ID, "err", err)
	}
	writeJSON(w, http.StatusCreated, j)
	return nil
}

// Job match notices: a new posting is checked against up to
// matchNoticeCandidates users who list one of its skills, and those it fits
// at matchNoticeScore or better are told.
const (
	matchNoticeCandidates = 200
	matchNoticeScore      = 75
)

func (s *Server) notifyJobMatches(r *http.Request, posterID string, j *stride.Job) error {
	ctx := r.Context()
	ids, err := s.svc.Skills.UsersWithSkills(ctx, j.Skills, matchNoticeCandidates)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if id == posterID {
			continue
		}
		u, err := s.svc.Users.FindUserByID(ctx, id)
		if err != nil {
			return err
		}
		skills, err := s.svc.Skills.ListSkills(ctx, id)
		if err != nil {
			return err
		}
		m := stride.NewMatchProfile(u, skills).Match(j)
		if m.Score < matchNoticeScore {
			continue
		}
		url := "/jobs/" + j.ID + "/apply"
		data, _ := json.Marshal(map[string]any{"jobId": j.ID, "score": m.Score})
		if err := s.svc.Notifications.CreateNotification(ctx, &stride.Notification{
			UserID: id, Type: stride.NotifyJobMatch, Title: "New job match",
			Message:   fmt.Sprintf("%s at %s fits you at %d%%.", j.Title, j.Company, m.Score),
			ActionURL: &url, Data: data,
		}); err != nil {
			return err
		}
	}
	return nil
}

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
