package stride

import (
	"slices"
	"strings"
	"time"

	// Time zones sent by browsers must resolve on hosts without tzdata.
	_ "time/tzdata"
)

// The adaptive learning journey (seed 001 §2.7). Its progress rules live in
// this file, in one place:
//
//   - XP. A challenge is worth ChallengeXPReward(difficulty) = 20 + 10 ×
//     difficulty (difficulty 1-10, so 30-120 XP; difficulty 3 is the seed's
//     default 50). An attempt earns reward × score / 100 (rounded down), but
//     only the part above what the user's best earlier attempt at the same
//     challenge earned: retrying can raise the best score, never farm XP. A
//     late attempt earns nothing. Completing a module earns ModuleXP once.
//   - Levels. Level n starts at LevelStartXP(n) = 50 × n × (n − 1) XP: level
//     2 at 100, 3 at 300, 4 at 600, 5 at 1000 (each level needs 100 more XP
//     than the one before).
//   - Streaks count calendar days in the user's own time zone (sent by the
//     browser). Activity on the day after the last active day adds one; a
//     second activity on the same day changes nothing; a missed day starts
//     again at 1. The streak shown is 0 once a whole day has been missed.
//     Activity is completing a module or submitting a challenge in time.
//   - Passing. An attempt passes with a score of at least PassingScore and
//     was submitted in time; a challenge is completed once an attempt passed.
//   - Time limit. An attempt is late when submitted more than LateGrace
//     after its time limit ran out (counted from when it was started on the
//     server). A late attempt is graded and reviewed and stored with its
//     score, but earns no XP, does not pass and does not count as activity.
//   - Skill badges. A skill's badge is earned when every challenge of that
//     skill has been passed.
//   - Unlocking. A challenge unlocks when all its required modules are
//     completed and all its required challenges passed; a module is open
//     when all its prerequisite modules are completed.

// Learning styles and paces (seed 001 §9).
var (
	LearningStyles = []string{"visual", "auditory", "kinesthetic", "reading"}
	LearningPaces  = []string{"slow", "medium", "fast"}
)

// Defaults of a new learning profile (seed 001 §9).
const (
	DefaultLearningStyle = "visual"
	DefaultLearningPace  = "medium"
)

// Progress rule constants; see the comment at the top of this file.
const (
	PassingScore = 70
	ModuleXP     = 25
	LateGrace    = 30 * time.Second
)

// Messages of learning errors.
const (
	MsgLearningStyle  = "Learning style must be one of visual, auditory, kinesthetic, reading"
	MsgLearningPace   = "Pace must be one of slow, medium, fast"
	MsgTimeZone       = "Unknown time zone"
	MsgModuleNotFound = "Module not found"
	MsgChallengeNF    = "Challenge not found"
	MsgAttemptNF      = "Attempt not found"
	MsgTutorSessionNF = "Tutor session not found"
	MsgTutorQuestion  = "Please ask a question"
)

// Question types of a skill challenge.
const (
	QuestionSingle = "single" // one option is right
	QuestionMulti  = "multi"  // select all that apply
	QuestionOrder  = "order"  // put the options in order
	QuestionFill   = "fill"   // a word or short phrase, normalised before comparing
	QuestionShort  = "short"  // a few sentences read by the interview coach
)

// ChallengeXPReward is the most XP a challenge of the difficulty (1-10) gives.
func ChallengeXPReward(difficulty int) int { return 20 + 10*max(1, min(10, difficulty)) }

// earnedXP is what a score alone is worth.
func earnedXP(reward, score int) int { return reward * max(0, min(100, score)) / 100 }

// ChallengeXP is the XP an attempt adds: what its score earns above what the
// previous best (in-time) score earned; nothing when late.
func ChallengeXP(reward, score, previousBest int, late bool) int {
	if late {
		return 0
	}
	return max(0, earnedXP(reward, score)-earnedXP(reward, previousBest))
}

// Passed reports whether an attempt passes.
func Passed(score int, late bool) bool { return !late && score >= PassingScore }

// LevelStartXP is the total XP at which level n begins.
func LevelStartXP(n int) int {
	if n <= 1 {
		return 0
	}
	return 50 * n * (n - 1)
}

// LevelForXP is the level reached with the total XP.
func LevelForXP(xp int) int {
	n := 1
	for LevelStartXP(n+1) <= xp {
		n++
	}
	return n
}

// LoadTimeZone resolves an IANA time zone name sent by a browser; empty is
// UTC. "Local" is refused: it would mean the server's zone.
func LoadTimeZone(name string) (*time.Location, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return time.UTC, nil
	}
	if name == "Local" || len(name) > 64 {
		return nil, Errorf(EINVALID, MsgTimeZone)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, Errorf(EINVALID, MsgTimeZone)
	}
	return loc, nil
}

// LocalDay is the calendar day (2006-01-02) of t in loc.
func LocalDay(t time.Time, loc *time.Location) string { return t.In(loc).Format(time.DateOnly) }

// dayBefore returns the calendar day before day, "" when day is not a date.
func dayBefore(day string) string {
	t, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return ""
	}
	return t.AddDate(0, 0, -1).Format(time.DateOnly)
}

// NextStreak is the streak after activity on today, given the streak and
// the last active day before it.
func NextStreak(streak int, lastDay, today string) int {
	switch {
	case lastDay == today && streak > 0:
		return streak
	case lastDay != "" && lastDay == dayBefore(today):
		return streak + 1
	default:
		return 1
	}
}

// ShownStreak is the streak as it stands on today: kept while the last
// active day is today or yesterday, 0 after a missed day.
func ShownStreak(streak int, lastDay, today string) int {
	if lastDay == today || (lastDay != "" && lastDay == dayBefore(today)) {
		return streak
	}
	return 0
}

// LearnerProfile is a user's stored learning profile.
type LearnerProfile struct {
	LearningStyle string
	PreferredPace string
	TotalXP       int
	Level         int
	CurrentStreak int
	LongestStreak int
	// LastActiveDay is the last active calendar day in the user's zone.
	LastActiveDay string
	SkillBadges   []string
	WeakAreas     []string
}

// NewLearnerProfile is the profile of a user who has not started yet.
func NewLearnerProfile() LearnerProfile {
	return LearnerProfile{LearningStyle: DefaultLearningStyle, PreferredPace: DefaultLearningPace, Level: 1,
		SkillBadges: []string{}, WeakAreas: []string{}}
}

// Reward adds xp earned on today (the user's calendar day) and, when active
// is true, counts the day for the streak. It reports a level-up.
func (p *LearnerProfile) Reward(xp int, today string, active bool) (levelUp bool) {
	before := LevelForXP(p.TotalXP)
	p.TotalXP += max(0, xp)
	p.Level = LevelForXP(p.TotalXP)
	if active {
		p.CurrentStreak = NextStreak(p.CurrentStreak, p.LastActiveDay, today)
		p.LastActiveDay = today
		p.LongestStreak = max(p.LongestStreak, p.CurrentStreak)
	}
	return p.Level > before
}

// UnlockRequirements are what must be done before a challenge opens.
type UnlockRequirements struct {
	Modules    []string `json:"modules,omitempty"`
	Challenges []string `json:"challenges,omitempty"`
}

// Missing returns the requirements not yet met, modules first.
func (u UnlockRequirements) Missing(modulesDone, challengesPassed map[string]bool) []string {
	var out []string
	for _, m := range u.Modules {
		if !modulesDone[m] {
			out = append(out, m)
		}
	}
	for _, c := range u.Challenges {
		if !challengesPassed[c] {
			out = append(out, c)
		}
	}
	return out
}

// SkillBadges returns, sorted, each skill all of whose challenges (ids by
// skill) are passed.
func SkillBadges(challengesBySkill map[string][]string, passed map[string]bool) []string {
	out := []string{}
	for skill, ids := range challengesBySkill {
		if len(ids) > 0 && !slices.ContainsFunc(ids, func(id string) bool { return !passed[id] }) {
			out = append(out, skill)
		}
	}
	slices.Sort(out)
	return out
}
