package sqldb

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/stride-oss/stride"
)

// FindJobsFor returns a page of jobs ordered for u, and the total that
// paging reaches. The ordering is one list for a given filter, user and
// data, and every page is a slice of it:
//   - with a keyword, the best stride.RerankWindow text matches blended
//     with u's match (stride.BlendByMatch), then the other matches in text
//     order;
//   - without one, u's candidates (the 30 newest, up to 60 best matches of
//     u's title and up to 30 jobs asking for u's skills) by match
//     (stride.SortByMatch), then every other job, newest first.
func (s *JobService) FindJobsFor(ctx context.Context, f stride.JobFilter, u *stride.User) ([]stride.Job, int, error) {
	if u == nil {
		return s.FindJobs(ctx, f)
	}
	if f.Limit <= 0 || f.Limit > stride.MaxJobLimit {
		f.Limit = stride.DefaultJobLimit
	}
	f.Offset, f.SkipCount = max(0, f.Offset), false
	skills, err := listSkills(ctx, s.db.reader(), u.ID)
	if err != nil {
		return nil, 0, err
	}
	p := stride.NewMatchProfile(u, skills)
	keyword := len(searchTerms(f.Search)) > 0

	var window []stride.Job
	var total int
	if keyword {
		wf := f
		wf.Offset, wf.Limit = 0, stride.RerankWindow
		if window, total, err = s.FindJobs(ctx, wf); err != nil {
			return nil, 0, err
		}
		stride.BlendByMatch(window, p)
	} else {
		if window, total, err = s.candidates(ctx, f, p); err != nil {
			return nil, 0, err
		}
		stride.SortByMatch(window, p)
	}

	end := f.Offset + f.Limit
	page := []stride.Job{}
	if f.Offset < len(window) {
		page = append(page, window[f.Offset:min(end, len(window))]...)
	}
	if end <= len(window) || total <= len(window) || f.Offset >= total {
		return page, total, nil
	}
	// The rest of the list, after the window.
	from := max(f.Offset, len(window)) - len(window)
	n := end - max(f.Offset, len(window))
	var rest []stride.Job
	if keyword {
		// The window is the first len(window) text matches.
		rf := f
		rf.Offset, rf.Limit, rf.SkipCount = len(window)+from, n, true
		rest, _, err = s.FindJobs(ctx, rf)
	} else {
		rest, err = s.newestExcept(ctx, f, window, from, n)
	}
	if err != nil {
		return nil, 0, err
	}
	stride.SetMatches(rest, p)
	return append(page, rest...), total, nil
}

// candidates gathers a keyword-less search's recommendations for p under
// f's filters, and the filter's total.
func (s *JobService) candidates(ctx context.Context, f stride.JobFilter, p *stride.MatchProfile) ([]stride.Job, int, error) {
	recent := f
	recent.Offset, recent.Limit = 0, 30
	jobs, total, err := s.FindJobs(ctx, recent)
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
		more, _, err := s.FindJobs(ctx, ef)
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
	return jobs, total, nil
}

// newestExcept returns n jobs from position from of f's newest-first list
// with the jobs of except left out.
func (s *JobService) newestExcept(ctx context.Context, f stride.JobFilter, except []stride.Job, from, n int) ([]stride.Job, error) {
	skip := make(map[string]bool, len(except))
	for _, j := range except {
		skip[j.ID] = true
	}
	f.Search, f.AnyOf = "", nil
	q := s.db.jobQuery(f)
	rows, err := s.db.reader().query(ctx, `SELECT j.id FROM `+q.from+q.where+` ORDER BY `+q.order+` LIMIT ?`,
		append(q.args, from+n+len(except))...)
	if err != nil {
		return nil, fmt.Errorf("list job ids: %w", err)
	}
	var ids []string
	k := 0
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, err
		}
		if skip[id] {
			continue
		}
		if k >= from && len(ids) < n {
			ids = append(ids, id)
		}
		k++
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return s.jobsByID(ctx, ids)
}

// jobsByID returns the jobs with these ids, in the ids' order.
func (s *JobService) jobsByID(ctx context.Context, ids []string) ([]stride.Job, error) {
	if len(ids) == 0 {
		return []stride.Job{}, nil
	}
	ph := strings.TrimSuffix(strings.Repeat("?, ", len(ids)), ", ")
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	rows, err := s.db.reader().query(ctx, `SELECT `+jobColumns+` FROM jobs j WHERE j.id IN (`+ph+`)`, args...)
	if err != nil {
		return nil, fmt.Errorf("find jobs by id: %w", err)
	}
	defer rows.Close()
	byID := make(map[string]stride.Job, len(ids))
	for rows.Next() {
		j, err := scanJob(rows)
		if err != nil {
			return nil, fmt.Errorf("scan job: %w", err)
		}
		byID[j.ID] = *j
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	out := make([]stride.Job, 0, len(ids))
	for _, id := range ids {
		if j, ok := byID[id]; ok {
			out = append(out, j)
		}
	}
	return out, nil
}

// FindJobFor returns a job with u's match (none when u is nil).
func (s *JobService) FindJobFor(ctx context.Context, id string, u *stride.User) (*stride.Job, error) {
	j, err := s.FindJobByID(ctx, id)
	if err != nil || u == nil {
		return j, err
	}
	skills, err := listSkills(ctx, s.db.reader(), u.ID)
	if err != nil {
		return nil, err
	}
	m := stride.NewMatchProfile(u, skills).Match(j)
	j.Match = &m
	return j, nil
}

// notifyJobMatches tells the users who list one of j's skills and whom j
// fits at stride.MatchNoticeScore or better (the poster excepted).
func notifyJobMatches(ctx context.Context, tx *Tx, posterID string, j *stride.Job) error {
	ids, err := usersWithSkills(ctx, tx, j.Skills, stride.MatchNoticeCandidates)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if id == posterID {
			continue
		}
		u, err := findUserByID(ctx, tx, id)
		if err != nil {
			return err
		}
		skills, err := listSkills(ctx, tx, id)
		if err != nil {
			return err
		}
		m := stride.NewMatchProfile(u, skills).Match(j)
		if m.Score < stride.MatchNoticeScore {
			continue
		}
		url := "/jobs/" + j.ID + "/apply"
		data, _ := json.Marshal(map[string]any{"jobId": j.ID, "score": m.Score})
		if err := createNotification(ctx, tx, &stride.Notification{
			UserID: id, Type: stride.NotifyJobMatch, Title: "New job match",
			Message:   fmt.Sprintf("%s at %s fits you at %d%%.", j.Title, j.Company, m.Score),
			ActionURL: &url, Data: data,
		}); err != nil {
			return err
		}
	}
	return nil
}
