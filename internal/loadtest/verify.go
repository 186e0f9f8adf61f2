package loadtest

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"strings"
	"sync"
)

// Check is what verifying the acknowledged writes found.
type Check struct {
	Users int
	// Apps, Skills and Saved are the rows read back.
	Apps, Skills, Saved int
	// Lost counts acknowledged writes not found as acknowledged: a row
	// acknowledged created (or updated) missing or holding another value,
	// or a row acknowledged deleted still there.
	Lost int
	// Foreign counts rows of another user in a user's lists.
	Foreign int
	// Extra counts rows nobody was told were created, beyond the creates
	// that got no answer (those may or may not have happened).
	Extra int
	// Unresolved counts writes that got no answer, and Applied how many
	// of them the database shows as having happened.
	Unresolved, Applied int
	// Problems describes the first differences found.
	Problems []string
	// ReadErrors are failed reads while verifying.
	ReadErrors int
	mu         sync.Mutex
}

func (c *Check) problem(format string, args ...any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.Problems) < 20 {
		c.Problems = append(c.Problems, fmt.Sprintf(format, args...))
	}
}

func (c *Check) add(o *Check) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.Users++
	c.Apps += o.Apps
	c.Skills += o.Skills
	c.Saved += o.Saved
	c.Lost += o.Lost
	c.Foreign += o.Foreign
	c.Extra += o.Extra
	c.Unresolved += o.Unresolved
	c.Applied += o.Applied
	c.ReadErrors += o.ReadErrors
	for _, p := range o.Problems {
		if len(c.Problems) < 20 {
			c.Problems = append(c.Problems, p)
		}
	}
}

// OK reports nothing lost, leaked or unexplained.
func (c *Check) OK() bool {
	return c.Lost == 0 && c.Foreign == 0 && c.Extra == 0 && c.ReadErrors == 0
}

// Verify reads every user's applications, skills and saved jobs back
// through the API, with conc users at a time, and compares them with what
// the server acknowledged.
func Verify(c *Client, users []*User, conc int) *Check {
	total := &Check{}
	var wg sync.WaitGroup
	sem := make(chan struct{}, conc)
	for _, u := range users {
		if u.ID == "" {
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			total.add(u.verify(c))
		}()
	}
	wg.Wait()
	return total
}

func (u *User) verify(c *Client) *Check {
	ck := &Check{}
	var apps []struct {
		ID, UserID, JobTitle, Company, Status string
		Notes                                 *string
		StatusHistory                         []struct{ Status string }
	}
	var skills []struct{ ID, UserID, Name, Level string }
	var saved []struct{ ID, UserID, JobID string }
	for _, read := range []struct {
		path string
		out  any
	}{{"/api/users/" + u.ID + "/applications", &apps}, {"/api/users/" + u.ID + "/skills", &skills}, {"/api/saved-jobs/" + u.ID, &saved}} {
		if r := c.Do("verify read", http.MethodGet, read.path, u.Token, nil, read.out); !r.OK() {
			ck.ReadErrors++
			ck.problem("user %d: GET %s: %d %v %s", u.N, read.path, r.Status, r.Err, r.Body)
			return ck
		}
	}
	ck.Apps, ck.Skills, ck.Saved = len(apps), len(skills), len(saved)

	// Applications.
	appRows := make([]row[AppState], 0, len(apps))
	for _, a := range apps {
		notes := ""
		if a.Notes != nil {
			notes = *a.Notes
		}
		if n := len(a.StatusHistory); a.UserID == u.ID && (n == 0 || a.StatusHistory[n-1].Status != a.Status) {
			ck.Lost++
			ck.problem("user %d application %s: status %s but history %v", u.N, a.ID, a.Status, a.StatusHistory)
		}
		appRows = append(appRows, row[AppState]{a.ID, a.UserID,
			AppState{JobTitle: a.JobTitle, Company: a.Company, Status: a.Status, Notes: notes}})
	}
	compareRows(ck, u, "application", appRows, u.apps, u.deletedApps, u.maybeApps)

	// Skills.
	skillRows := make([]row[SkillState], 0, len(skills))
	for _, s := range skills {
		skillRows = append(skillRows, row[SkillState]{s.ID, s.UserID, SkillState{Name: s.Name, Level: s.Level}})
	}
	compareRows(ck, u, "skill", skillRows, u.skills, u.deletedSkill, u.maybeSkills)

	// Saved jobs, by job id.
	savedJobs := map[string]bool{}
	for _, s := range saved {
		if s.UserID != u.ID {
			ck.Foreign++
			ck.problem("user %d sees saved job %s of user %s", u.N, s.ID, s.UserID)
			continue
		}
		savedJobs[s.JobID] = true
		switch {
		case u.maybeSaved[s.JobID]:
			ck.Applied++
		case u.unsaved[s.JobID]:
			ck.Lost++
			ck.problem("user %d saved job %s: unsaved (acknowledged) but still there", u.N, s.JobID)
		case u.saved[s.JobID] == "":
			ck.Extra++
			ck.problem("user %d saved job %s: nobody saved it", u.N, s.JobID)
		}
	}
	ck.Unresolved += len(u.maybeSaved)
	for job := range u.saved {
		if !savedJobs[job] {
			ck.Lost++
			ck.problem("user %d saved job %s: saved (acknowledged), missing", u.N, job)
		}
	}
	return ck
}

// RowCounts counts, straight in the database, the rows of applications,
// skills and saved jobs of each user id.
func RowCounts(ctx context.Context, db *sql.DB) (map[string][3]int, error) {
	out := map[string][3]int{}
	for i, table := range []string{"applications", "skills", "saved_jobs"} {
		rows, err := db.QueryContext(ctx, `SELECT user_id, COUNT(*) FROM `+table+` GROUP BY user_id`) // #nosec G202 -- the table name comes from the fixed list above
		if err != nil {
			return nil, fmt.Errorf("count %s: %w", table, err)
		}
		for rows.Next() {
			var id string
			var n int
			if err := rows.Scan(&id, &n); err != nil {
				_ = rows.Close()
				return nil, err
			}
			c := out[id]
			c[i] = n
			out[id] = c
		}
		_ = rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// CompareCounts checks the database's row counts (RowCounts) against what
// the acknowledged writes leave for each user: applications, skills and
// saved jobs. Users with a write that got no answer are skipped (their
// count is not known) and counted in skipped.
func CompareCounts(counts map[string][3]int, users []*User) (diffs []string, skipped int) {
	for _, u := range users {
		if u.ID == "" {
			continue
		}
		unsure := u.maybeApps > 0 || u.maybeSkills > 0 || len(u.maybeSaved) > 0
		for _, t := range u.apps {
			unsure = unsure || t.maybeGone
		}
		for _, t := range u.skills {
			unsure = unsure || t.maybeGone
		}
		if unsure {
			skipped++
			continue
		}
		want := [3]int{len(u.apps), len(u.skills), len(u.saved)}
		if got := counts[u.ID]; got != want {
			diffs = append(diffs, fmt.Sprintf("user %d: the database holds %v (applications, skills, saved jobs), acknowledged writes leave %v", u.N, got, want))
		}
	}
	return diffs, skipped
}

// Summary sums the users' acknowledged writes and unexpected answers.
func Summary(users []*User) (Counts, map[string]int) {
	var total Counts
	unexpected := map[string]int{}
	for _, u := range users {
		total.add(u.Acked)
		for k, v := range u.Unexpected {
			unexpected[k] += v
		}
	}
	return total, unexpected
}

// FormatUnexpected writes unexpected answers one per line.
func FormatUnexpected(m map[string]int) string {
	if len(m) == 0 {
		return "none"
	}
	var parts []string
	for k, v := range m {
		parts = append(parts, fmt.Sprintf("%s ×%d", k, v))
	}
	return strings.Join(parts, "; ")
}

// row is one row read back: its id, its owner and the state compared.
type row[S comparable] struct {
	ID, UserID string
	State      S
}

// compareRows checks the rows of one kind read back for u against what
// the server acknowledged: rows of another user, acknowledged deletes
// still there, values no acknowledged or unanswered write set, and rows
// missing. An unanswered write may have landed either way: it is counted
// as applied or unresolved, never as lost.
func compareRows[S comparable](ck *Check, u *User, kind string, rows []row[S], acked map[string]*tracked[S], deleted map[string]bool, maybeCreates int) {
	seen := map[string]bool{}
	extra := 0
	for _, r := range rows {
		seen[r.ID] = true
		if r.UserID != u.ID {
			ck.Foreign++
			ck.problem("user %d sees %s %s of user %s", u.N, kind, r.ID, r.UserID)
			continue
		}
		t, ok := acked[r.ID]
		switch {
		case deleted[r.ID]:
			ck.Lost++
			ck.problem("user %d %s %s: deleted (acknowledged) but still there", u.N, kind, r.ID)
		case !ok:
			extra++
		case !t.accepts(r.State):
			ck.Lost++
			ck.problem("user %d %s %s: found %+v, acknowledged %+v", u.N, kind, r.ID, r.State, t.acked)
		case r.State != t.acked:
			ck.Applied++ // an unanswered update landed
		}
	}
	for id, t := range acked {
		if len(t.maybe) > 0 || t.maybeGone {
			ck.Unresolved++
		}
		if !seen[id] {
			if t.maybeGone {
				ck.Applied++
				continue
			}
			ck.Lost++
			ck.problem("user %d %s %s: acknowledged %+v, missing", u.N, kind, id, t.acked)
		}
	}
	ck.Unresolved += maybeCreates
	ck.Applied += min(extra, maybeCreates)
	if extra > maybeCreates {
		ck.Extra += extra - maybeCreates
		ck.problem("user %d: %d %ss nobody created (%d creates unanswered)", u.N, extra, kind, maybeCreates)
	}
}
