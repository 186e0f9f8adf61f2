package loadtest

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"sync"
	"time"
)

// AppState is what a user last set on an application.
type AppState struct {
	JobTitle, Company, Status, Notes string
}

// SkillState is what a user last set on a skill.
type SkillState struct{ Name, Level string }

// tracked is one row a user wrote: its last acknowledged value, the values
// of writes that got no answer (they may or may not have been applied),
// and whether an unanswered delete may have removed it. A row with an
// unanswered write is never written again, so those are its only states.
type tracked[S comparable] struct {
	acked     S
	maybe     []S
	maybeGone bool
}

func (t *tracked[S]) accepts(s S) bool {
	if s == t.acked {
		return true
	}
	for _, m := range t.maybe {
		if s == m {
			return true
		}
	}
	return false
}

// Counts are the writes the server acknowledged, by kind.
type Counts struct {
	AppCreates, AppUpdates, AppDeletes       int
	SkillCreates, SkillUpdates, SkillDeletes int
	Saves, Unsaves                           int
	// Unanswered are writes that got no answer or a 5xx.
	Unanswered int
}

// Writes is the number of acknowledged writes.
func (c Counts) Writes() int {
	return c.AppCreates + c.AppUpdates + c.AppDeletes + c.SkillCreates + c.SkillUpdates + c.SkillDeletes + c.Saves + c.Unsaves
}

func (c *Counts) add(o Counts) {
	c.AppCreates += o.AppCreates
	c.AppUpdates += o.AppUpdates
	c.AppDeletes += o.AppDeletes
	c.SkillCreates += o.SkillCreates
	c.SkillUpdates += o.SkillUpdates
	c.SkillDeletes += o.SkillDeletes
	c.Saves += o.Saves
	c.Unsaves += o.Unsaves
	c.Unanswered += o.Unanswered
}

// Plans the load users start on: starter has a limit of 50 tracked
// applications, professional none.
const (
	PlanStarter      = "starter"
	PlanProfessional = "professional"
)

// User is one simulated job seeker and everything the server acknowledged
// to them. Only its own goroutine touches it.
type User struct {
	N            int
	Email, Plan  string
	ID, Token    string
	MaxLiveApps  int
	rng          *rand.Rand
	apps         map[string]*tracked[AppState]
	live         []string // application ids still written to
	deletedApps  map[string]bool
	skills       map[string]*tracked[SkillState]
	liveSkills   []string
	deletedSkill map[string]bool
	saved        map[string]string // job id → saved-job id, acknowledged
	unsaved      map[string]bool   // job ids acknowledged unsaved since their last save
	maybeSaved   map[string]bool   // job ids with an unanswered save or unsave
	maybeApps    int               // unanswered creates
	maybeSkills  int
	seq          int
	Acked        Counts
	// Unexpected counts answers no step expected, by kind and status.
	Unexpected map[string]int
}

// Password is every load user's password.
const Password = "Load-test-passphrase-7731"

// NewUser returns user n of a run tagged run; every other user is on the
// starter plan and keeps its tracked applications under that plan's limit.
func NewUser(run string, n int, seed uint64) *User {
	u := &User{N: n, Email: fmt.Sprintf("load-%s-%d@example.com", run, n), Plan: PlanProfessional, MaxLiveApps: 60,
		rng:  rand.New(rand.NewPCG(seed, uint64(n))), // #nosec G115 G404 -- a reproducible, non-secret sequence of actions per load user (n is never negative)
		apps: map[string]*tracked[AppState]{}, deletedApps: map[string]bool{},
		skills: map[string]*tracked[SkillState]{}, deletedSkill: map[string]bool{},
		saved: map[string]string{}, unsaved: map[string]bool{}, maybeSaved: map[string]bool{},
		Unexpected: map[string]int{}}
	if n%2 == 1 {
		u.Plan, u.MaxLiveApps = PlanStarter, 40
	}
	return u
}

// Register signs the user up (their one sign-in), choosing their plan as
// demo mode allows. A 503 (every password-hashing slot busy) is retried
// after its Retry-After, as a browser's user would; busy counts them.
func (u *User) Register(c *Client) (busy int, err error) {
	for attempt := 0; attempt < 100; attempt++ {
		var out struct {
			Token string
			User  struct{ ID, SubscriptionPlan string }
		}
		r := c.Do("register", http.MethodPost, "/api/auth/register", "", map[string]any{
			"email": u.Email, "password": Password, "firstName": "Load", "lastName": fmt.Sprint(u.N), "plan": u.Plan}, &out)
		switch {
		case r.Err != nil:
			return busy, fmt.Errorf("register %s: %w", u.Email, r.Err)
		case r.Status == http.StatusServiceUnavailable:
			busy++
			wait := r.RetryAfter
			if wait <= 0 {
				wait = time.Second
			}
			time.Sleep(wait + time.Duration(u.rng.Int64N(int64(time.Second))))
		case r.Status == http.StatusCreated:
			if out.User.SubscriptionPlan != u.Plan {
				return busy, fmt.Errorf("register %s: plan %q, asked for %q (demo mode needs no Stripe keys)", u.Email, out.User.SubscriptionPlan, u.Plan)
			}
			u.ID, u.Token = out.User.ID, out.Token
			return busy, nil
		default:
			return busy, fmt.Errorf("register %s: %d %s", u.Email, r.Status, r.Body)
		}
	}
	return busy, fmt.Errorf("register %s: still busy after 100 tries", u.Email)
}

// Population is what users share: the catalogue's job ids, and recent
// application ids of every user for the probes of other users' rows.
type Population struct {
	Users  []*User
	JobIDs []string
	mu     sync.Mutex
	recent []ownedID
	// Leaks counts another user's row read or written: must stay 0.
	leaks int
}

type ownedID struct{ owner, id string }

func (p *Population) noteApp(owner, id string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.recent) < 1024 {
		p.recent = append(p.recent, ownedID{owner, id})
		return
	}
	p.recent[len(p.recent)%1024] = ownedID{owner, id}
}

func (p *Population) someApp(r *rand.Rand, notOwner string) (ownedID, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for range 4 {
		if len(p.recent) == 0 {
			return ownedID{}, false
		}
		o := p.recent[r.IntN(len(p.recent))]
		if o.owner != notOwner {
			return o, true
		}
	}
	return ownedID{}, false
}

func (p *Population) leak() {
	p.mu.Lock()
	p.leaks++
	p.mu.Unlock()
}

// Leaks is how many times a user read or changed another user's rows.
func (p *Population) Leaks() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.leaks
}

var (
	statuses = []string{"applied", "screening", "interview", "offer", "rejected"}
	levels   = []string{"beginner", "intermediate", "advanced", "expert"}
	searches = []string{"nurse", "software engineer", "data analyst", "teacher", "accountant", "electrician",
		"marketing manager", "registered nurse", "project manager", "welder"}
)

// expect counts an answer whose status is not in want as unexpected.
func (u *User) expect(kind string, r Response, want ...int) bool {
	for _, w := range want {
		if r.Err == nil && r.Status == w {
			return true
		}
	}
	u.Unexpected[fmt.Sprintf("%s %d", kind, r.Status)]++
	return false
}

func (u *User) pick(ids []string) (string, int) {
	i := u.rng.IntN(len(ids))
	return ids[i], i
}

func remove(ids []string, i int) []string {
	ids[i] = ids[len(ids)-1]
	return ids[:len(ids)-1]
}

// Step does one thing a job seeker does, chosen at random: mostly the
// tracker (create, update, delete applications), then skills, saved jobs,
// searches, and now and then a probe of another user's rows.
func (u *User) Step(c *Client, p *Population) {
	switch x := u.rng.IntN(100); {
	case x < 22:
		if len(u.live) >= u.MaxLiveApps {
			u.deleteApp(c)
		} else {
			u.createApp(c, p)
		}
	case x < 45:
		u.updateApp(c)
	case x < 53:
		u.deleteApp(c)
	case x < 58:
		r := c.Do("applications list", http.MethodGet, "/api/users/"+u.ID+"/applications", u.Token, nil, nil)
		u.expect("applications list", r, http.StatusOK)
	case x < 67:
		u.addSkill(c)
	case x < 71:
		u.updateSkill(c)
	case x < 73:
		u.deleteSkill(c)
	case x < 80:
		u.saveJob(c, p)
	case x < 84:
		u.unsaveJob(c)
	case x < 97:
		q := url.Values{"limit": {"20"}, "search": {searches[u.rng.IntN(len(searches))]}}
		r := c.Do("jobs search", http.MethodGet, "/api/jobs?"+q.Encode(), u.Token, nil, nil)
		u.expect("jobs search", r, http.StatusOK)
	default:
		u.probe(c, p)
	}
}

// WriteStep does one write, chosen at random: applications created,
// updated and deleted, skills added and updated, jobs saved and unsaved.
func (u *User) WriteStep(c *Client, p *Population) {
	switch x := u.rng.IntN(100); {
	case x < 30:
		if len(u.live) >= u.MaxLiveApps {
			u.deleteApp(c)
		} else {
			u.createApp(c, p)
		}
	case x < 60:
		u.updateApp(c)
	case x < 70:
		u.deleteApp(c)
	case x < 80:
		u.addSkill(c)
	case x < 88:
		u.updateSkill(c)
	case x < 95:
		u.saveJob(c, p)
	default:
		u.unsaveJob(c)
	}
}

func (u *User) next() int { u.seq++; return u.seq }

func (u *User) createApp(c *Client, p *Population) {
	n := u.next()
	s := AppState{JobTitle: fmt.Sprintf("Role %d of user %d", n, u.N), Company: fmt.Sprintf("Company %d", u.rng.IntN(50)),
		Status: "applied", Notes: fmt.Sprintf("u%d n%d created", u.N, n)}
	var out struct{ ID, UserID, JobTitle, Company, Status string }
	r := c.Do("application create", http.MethodPost, "/api/applications", u.Token, map[string]any{
		"jobTitle": s.JobTitle, "company": s.Company, "status": s.Status, "notes": s.Notes}, &out)
	if !r.Definite() {
		u.maybeApps++
		u.Acked.Unanswered++
		u.expect("application create", r, http.StatusCreated)
		return
	}
	if !u.expect("application create", r, http.StatusCreated) {
		return
	}
	if out.UserID != u.ID || out.JobTitle != s.JobTitle || out.Status != s.Status {
		u.Unexpected["application create: answer differs from the request"]++
	}
	u.apps[out.ID] = &tracked[AppState]{acked: s}
	u.live = append(u.live, out.ID)
	u.Acked.AppCreates++
	p.noteApp(u.ID, out.ID)
}

func (u *User) updateApp(c *Client) {
	if len(u.live) == 0 {
		return
	}
	id, i := u.pick(u.live)
	t := u.apps[id]
	s := t.acked
	s.Status = statuses[u.rng.IntN(len(statuses))]
	s.Notes = fmt.Sprintf("u%d n%d updated", u.N, u.next())
	body := map[string]any{"status": s.Status, "notes": s.Notes}
	if u.rng.IntN(3) == 0 {
		s.JobTitle = fmt.Sprintf("Retitled role %d of user %d", u.seq, u.N)
		body["jobTitle"] = s.JobTitle
	}
	var out struct{ Status, Notes, JobTitle string }
	r := c.Do("application update", http.MethodPut, "/api/applications/"+id, u.Token, body, &out)
	if !r.Definite() {
		t.maybe = append(t.maybe, s)
		u.live = remove(u.live, i)
		u.Acked.Unanswered++
		u.expect("application update", r, http.StatusOK)
		return
	}
	if !u.expect("application update", r, http.StatusOK) {
		return
	}
	if out.Status != s.Status || out.Notes != s.Notes || out.JobTitle != s.JobTitle {
		u.Unexpected["application update: answer differs from the request"]++
	}
	t.acked = s
	u.Acked.AppUpdates++
}

func (u *User) deleteApp(c *Client) {
	if deleteTracked(u, c, "application", "/api/applications/", &u.live, u.apps, u.deletedApps) {
		u.Acked.AppDeletes++
	}
}

// deleteTracked deletes one of the rows in live (their ids) of one kind and
// records the answer: acknowledged (the row is deleted), unanswered (it may
// be gone) or refused (it stays live). Reports whether the server
// acknowledged the delete.
func deleteTracked[S comparable](u *User, c *Client, kind, path string, live *[]string, acked map[string]*tracked[S], deleted map[string]bool) bool {
	if len(*live) == 0 {
		return false
	}
	id, i := u.pick(*live)
	*live = remove(*live, i)
	op := kind + " delete"
	r := c.Do(op, http.MethodDelete, path+id, u.Token, nil, nil)
	if !r.Definite() {
		acked[id].maybeGone = true
		u.Acked.Unanswered++
		u.expect(op, r, http.StatusNoContent)
		return false
	}
	if !u.expect(op, r, http.StatusNoContent) {
		*live = append(*live, id)
		return false
	}
	delete(acked, id)
	deleted[id] = true
	return true
}

func (u *User) addSkill(c *Client) {
	if len(u.liveSkills) >= 30 {
		u.deleteSkill(c)
		return
	}
	s := SkillState{Name: fmt.Sprintf("Load skill %d", u.next()), Level: levels[u.rng.IntN(len(levels))]}
	var out struct{ ID, Name, Level string }
	r := c.Do("skill add", http.MethodPost, "/api/skills", u.Token, map[string]any{"name": s.Name, "level": s.Level}, &out)
	if !r.Definite() {
		u.maybeSkills++
		u.Acked.Unanswered++
		u.expect("skill add", r, http.StatusCreated)
		return
	}
	if !u.expect("skill add", r, http.StatusCreated) {
		return
	}
	u.skills[out.ID] = &tracked[SkillState]{acked: s}
	u.liveSkills = append(u.liveSkills, out.ID)
	u.Acked.SkillCreates++
}

func (u *User) updateSkill(c *Client) {
	if len(u.liveSkills) == 0 {
		return
	}
	id, i := u.pick(u.liveSkills)
	t := u.skills[id]
	s := t.acked
	s.Level = levels[u.rng.IntN(len(levels))]
	r := c.Do("skill update", http.MethodPut, "/api/skills/"+id, u.Token, map[string]any{"name": s.Name, "level": s.Level}, nil)
	if !r.Definite() {
		t.maybe = append(t.maybe, s)
		u.liveSkills = remove(u.liveSkills, i)
		u.Acked.Unanswered++
		u.expect("skill update", r, http.StatusOK)
		return
	}
	if u.expect("skill update", r, http.StatusOK) {
		t.acked = s
		u.Acked.SkillUpdates++
	}
}

func (u *User) deleteSkill(c *Client) {
	if deleteTracked(u, c, "skill", "/api/skills/", &u.liveSkills, u.skills, u.deletedSkill) {
		u.Acked.SkillDeletes++
	}
}

func (u *User) saveJob(c *Client, p *Population) {
	if len(p.JobIDs) == 0 {
		return
	}
	if len(u.saved) >= 20 {
		u.unsaveJob(c)
		return
	}
	job := p.JobIDs[u.rng.IntN(len(p.JobIDs))]
	if _, ok := u.saved[job]; ok || u.maybeSaved[job] {
		return
	}
	var out struct{ ID, JobID, UserID string }
	r := c.Do("job save", http.MethodPost, "/api/saved-jobs", u.Token, map[string]any{"jobId": job}, &out)
	if !r.Definite() {
		u.maybeSaved[job] = true
		u.Acked.Unanswered++
		u.expect("job save", r, http.StatusCreated)
		return
	}
	if u.expect("job save", r, http.StatusCreated) {
		u.saved[job] = out.ID
		delete(u.unsaved, job)
		u.Acked.Saves++
	}
}

func (u *User) unsaveJob(c *Client) {
	for job, id := range u.saved { // any one: map order is random
		r := c.Do("job unsave", http.MethodDelete, "/api/saved-jobs/"+id, u.Token, nil, nil)
		delete(u.saved, job)
		if !r.Definite() {
			u.maybeSaved[job] = true
			u.Acked.Unanswered++
			u.expect("job unsave", r, http.StatusNoContent)
			return
		}
		if u.expect("job unsave", r, http.StatusNoContent) {
			u.unsaved[job] = true
			u.Acked.Unsaves++
		} else {
			u.saved[job] = id
		}
		return
	}
}

// probe asks for another user's applications and tries to change one of
// their applications: both must be refused (403, or 404 once deleted).
func (u *User) probe(c *Client, p *Population) {
	other := p.Users[u.rng.IntN(len(p.Users))]
	if other == u || other.ID == "" {
		return
	}
	r := c.Do("probe: other's list", http.MethodGet, "/api/users/"+other.ID+"/applications", u.Token, nil, nil)
	if r.OK() {
		p.leak()
	}
	u.expect("probe: other's list", r, http.StatusForbidden)
	if o, ok := p.someApp(u.rng, u.ID); ok {
		r := c.Do("probe: other's update", http.MethodPut, "/api/applications/"+o.id, u.Token,
			map[string]any{"notes": "written by another user"}, nil)
		if r.OK() {
			p.leak()
		}
		u.expect("probe: other's update", r, http.StatusForbidden, http.StatusNotFound)
	}
}
