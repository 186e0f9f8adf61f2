package stride

import (
	"slices"
	"testing"
	"time"
)

func TestChallengeXP(t *testing.T) {
	if got := ChallengeXPReward(3); got != 50 {
		t.Errorf("difficulty 3 is the seed's default 50 XP, got %d", got)
	}
	for _, tc := range []struct {
		name                string
		reward, score, prev int
		late                bool
		want                int
	}{
		{"full score", 50, 100, 0, false, 50},
		{"partial score rounds down", 50, 67, 0, false, 33},
		{"zero", 50, 0, 0, false, 0},
		{"retry above the best earns the difference", 50, 100, 60, false, 20},
		{"retry equal to the best earns nothing", 50, 60, 60, false, 0},
		{"retry below the best earns nothing", 50, 40, 60, false, 0},
		{"late earns nothing", 50, 100, 0, true, 0},
		{"score above 100 is capped", 50, 150, 0, false, 50},
	} {
		if got := ChallengeXP(tc.reward, tc.score, tc.prev, tc.late); got != tc.want {
			t.Errorf("%s: ChallengeXP = %d, want %d", tc.name, got, tc.want)
		}
	}
	for _, tc := range []struct {
		score int
		late  bool
		want  bool
	}{{69, false, false}, {70, false, true}, {100, true, false}} {
		if Passed(tc.score, tc.late) != tc.want {
			t.Errorf("Passed(%d, %v) != %v", tc.score, tc.late, tc.want)
		}
	}
}

func TestLevelCurve(t *testing.T) {
	for _, tc := range []struct{ xp, level int }{
		{0, 1}, {99, 1}, {100, 2}, {299, 2}, {300, 3}, {599, 3}, {600, 4}, {999, 4}, {1000, 5}, {1500, 6},
	} {
		if got := LevelForXP(tc.xp); got != tc.level {
			t.Errorf("LevelForXP(%d) = %d, want %d", tc.xp, got, tc.level)
		}
	}
	p := NewLearnerProfile()
	p.TotalXP = 90
	if !p.Reward(10, "2026-11-23", true) || p.Level != 2 {
		t.Errorf("90 + 10 XP reaches level 2: %+v", p)
	}
	if p.Reward(10, "2026-11-23", true) {
		t.Error("no level-up within a level")
	}
}

func TestStreaksByCalendarDayInTheUsersZone(t *testing.T) {
	tokyo, err := LoadTimeZone("Asia/Tokyo")
	if err != nil {
		t.Fatal(err)
	}
	chicago, _ := LoadTimeZone("America/Chicago")
	at := func(s string) time.Time {
		tm, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return tm
	}
	steps := []struct {
		name string
		utc  string
		loc  *time.Location
		want int
	}{
		// 23:30 in Tokyo on the 23rd, then 00:10 on the 24th: across midnight, +1.
		{"first activity", "2026-11-23T14:30:00Z", tokyo, 1},
		{"after midnight in Tokyo", "2026-11-23T15:10:00Z", tokyo, 2},
		{"same Tokyo day again", "2026-11-24T10:00:00Z", tokyo, 2},
		// 2026-11-25 is missed entirely in Tokyo.
		{"after a missed day", "2026-11-26T01:00:00Z", tokyo, 1},
		{"next day", "2026-11-27T01:00:00Z", tokyo, 2},
	}
	p := NewLearnerProfile()
	for _, s := range steps {
		p.Reward(10, LocalDay(at(s.utc), s.loc), true)
		if p.CurrentStreak != s.want {
			t.Errorf("%s: streak %d, want %d", s.name, p.CurrentStreak, s.want)
		}
	}
	if p.LongestStreak != 2 {
		t.Errorf("longest streak %d", p.LongestStreak)
	}
	// The same two instants are one calendar day in Chicago (UTC-6): no +1.
	q := NewLearnerProfile()
	q.Reward(10, LocalDay(at("2026-11-23T14:30:00Z"), chicago), true)
	q.Reward(10, LocalDay(at("2026-11-23T15:10:00Z"), chicago), true)
	if q.CurrentStreak != 1 {
		t.Errorf("Chicago: streak %d, want 1", q.CurrentStreak)
	}
	// Shown streak: kept today and tomorrow, 0 after a missed day.
	for _, tc := range []struct {
		today string
		want  int
	}{{"2026-11-27", 2}, {"2026-11-28", 2}, {"2026-11-29", 0}} {
		if got := ShownStreak(p.CurrentStreak, p.LastActiveDay, tc.today); got != tc.want {
			t.Errorf("ShownStreak on %s = %d, want %d", tc.today, got, tc.want)
		}
	}
	// A late attempt (not active) does not count for the streak.
	r := NewLearnerProfile()
	r.Reward(0, "2026-11-23", false)
	if r.CurrentStreak != 0 || r.LastActiveDay != "" {
		t.Errorf("inactive reward touched the streak: %+v", r)
	}
	// Month and year boundaries.
	if NextStreak(4, "2026-12-31", "2027-01-01") != 5 || NextStreak(4, "2028-02-28", "2028-02-29") != 5 || NextStreak(4, "2028-02-28", "2028-03-01") != 1 {
		t.Error("calendar boundaries")
	}
	for _, bad := range []string{"Local", "Mars/Olympus", "../../etc/passwd"} {
		if _, err := LoadTimeZone(bad); ErrorCode(err) != EINVALID {
			t.Errorf("LoadTimeZone(%q) = %v", bad, err)
		}
	}
	if loc, err := LoadTimeZone(""); err != nil || loc != time.UTC {
		t.Error("empty zone is UTC")
	}
}

func TestBadgesAndUnlocks(t *testing.T) {
	bySkill := map[string][]string{"SQL": {"a", "b"}, "Excel": {"c"}}
	for _, tc := range []struct {
		passed map[string]bool
		want   []string
	}{
		{map[string]bool{}, []string{}},
		{map[string]bool{"a": true}, []string{}},
		{map[string]bool{"a": true, "b": true}, []string{"SQL"}},
		{map[string]bool{"a": true, "b": true, "c": true}, []string{"Excel", "SQL"}},
	} {
		if got := SkillBadges(bySkill, tc.passed); !slices.Equal(got, tc.want) {
			t.Errorf("SkillBadges(%v) = %v, want %v", tc.passed, got, tc.want)
		}
	}
	req := UnlockRequirements{Modules: []string{"m1"}, Challenges: []string{"c1"}}
	if got := req.Missing(nil, nil); !slices.Equal(got, []string{"m1", "c1"}) {
		t.Errorf("nothing done: %v", got)
	}
	if got := req.Missing(map[string]bool{"m1": true}, nil); !slices.Equal(got, []string{"c1"}) {
		t.Errorf("module done: %v", got)
	}
	if got := req.Missing(map[string]bool{"m1": true}, map[string]bool{"c1": true}); len(got) != 0 {
		t.Errorf("all done: %v", got)
	}
}

func TestLearningValidation(t *testing.T) {
	for _, style := range LearningStyles {
		if (&LearningPreferences{LearningStyle: style}).Validate() != nil {
			t.Errorf("%s refused", style)
		}
	}
	for _, p := range []LearningPreferences{{LearningStyle: ""}, {LearningStyle: "Visual"}, {LearningStyle: "visual", PreferredPace: "warp"}} {
		if ErrorCode(p.Validate()) != EINVALID {
			t.Errorf("%+v accepted", p)
		}
	}
	var a Answer
	for _, bad := range []string{`3`, `{"a":1}`, `[1,2]`, `true`} {
		if err := a.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("answer %s accepted", bad)
		}
	}
	if err := a.UnmarshalJSON([]byte(`["x","y"]`)); err != nil || !a.IsList || len(a.List) != 2 {
		t.Errorf("list answer: %+v %v", a, err)
	}
}
