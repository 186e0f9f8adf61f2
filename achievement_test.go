package stride

import (
	"fmt"
	"math"
	"slices"
	"testing"
	"time"
)

func TestAchievementRuleThreshold(t *testing.T) {
	r := AchievementRule{MetricApplications, 10}
	for _, c := range []struct {
		n        int
		met      bool
		progress int
	}{{0, false, 0}, {7, false, 70}, {9, false, 90}, {10, true, 100}, {11, true, 100}} {
		f := AchievementFacts{MetricApplications: c.n}
		if r.Met(f) != c.met || r.Progress(f) != c.progress {
			t.Errorf("%d applications: met %v progress %d, want %v %d", c.n, r.Met(f), r.Progress(f), c.met, c.progress)
		}
	}
	if (AchievementRule{MetricInterviewBestScore, 8}).Progress(AchievementFacts{MetricInterviewBestScore: 7}) != 87 {
		t.Error("score 7 of 8 is 87%")
	}
	if !(AchievementRule{MetricSkills, 0}).Met(AchievementFacts{MetricSkills: 1}) || (AchievementRule{MetricSkills, 0}).Met(AchievementFacts{}) {
		t.Error("a threshold of 0 is taken as 1")
	}
}

func TestCompletionRate(t *testing.T) {
	for _, c := range []struct{ unlocked, total, want int }{{0, 0, 0}, {1, 0, 100}, {0, 50, 0}, {1, 3, 33}, {2, 3, 67}, {1, 200, 1}, {50, 50, 100}} {
		if got := CompletionRate(c.unlocked, c.total); got != c.want {
			t.Errorf("CompletionRate(%d, %d) = %d, want %d", c.unlocked, c.total, got, c.want)
		}
	}
}

func TestAchievementDefaults(t *testing.T) {
	if a := (Achievement{}); a.RarityOf() != RarityCommon || a.PointsOf() != 10 {
		t.Errorf("defaults: %s %d", a.RarityOf(), a.PointsOf())
	}
	if (Achievement{Rarity: "mythic"}).PointsOf() != DefaultAchievementPoints {
		t.Error("an unknown rarity is worth the default points")
	}
	if (Achievement{Rarity: RarityLegendary, Points: 7}).PointsOf() != 7 {
		t.Error("own points win")
	}
	want := map[string]int{RarityCommon: 10, RarityRare: 25, RarityEpic: 50, RarityLegendary: 100}
	for _, r := range Rarities {
		if (Achievement{Rarity: r.Name}).PointsOf() != want[r.Name] || r.Color == "" {
			t.Errorf("rarity %+v", r)
		}
	}
}

// TestAchievementCatalogue: at least 40 achievements over the seven
// categories and four rarities, unique ids, known metrics.
func TestAchievementCatalogue(t *testing.T) {
	if len(AchievementCatalogue) < 40 {
		t.Errorf("%d achievements, want at least 40", len(AchievementCatalogue))
	}
	metrics := []string{MetricApplications, MetricReachedScreening, MetricReachedInterview, MetricReachedOffer, MetricCompanies,
		MetricSavedJobs, MetricInterviewSessions, MetricInterviewBestScore, MetricInterviewLevel, MetricInterviewTypes, MetricSkills,
		MetricExpertSkills, MetricSkillCategories, MetricProfileFields, MetricLinkedInLinked, MetricPortfolioLinked, MetricOnboarding,
		MetricResumes, MetricResumeDownloads, MetricResumeUploads, MetricLinkedInImports, MetricCareerGoals, MetricGoalsCompleted,
		MetricMilestones, MetricChallengesPassed, MetricModulesCompleted, MetricLearningStreak, MetricSkillBadges, MetricLearningXP}
	ids := map[string]bool{}
	cats := map[string]int{}
	rarities := map[string]int{}
	for _, a := range AchievementCatalogue {
		if ids[a.ID] || a.ID == "" || a.Title == "" || a.Description == "" || a.Icon == "" || a.Rule.Threshold < 1 {
			t.Errorf("bad or repeated entry %+v", a)
		}
		ids[a.ID] = true
		if !slices.Contains(metrics, a.Rule.Metric) {
			t.Errorf("%s: unknown metric %q", a.ID, a.Rule.Metric)
		}
		cats[a.Category]++
		rarities[a.RarityOf()]++
	}
	want := []string{"application", "interview", "skill", "network", "milestone", "learning", "career"}
	if len(AchievementCategories) != len(want) {
		t.Errorf("%d categories", len(AchievementCategories))
	}
	for i, c := range AchievementCategories {
		if c.ID != want[i] || c.Icon == "" || c.Color == "" || cats[c.ID] == 0 {
			t.Errorf("category %+v has %d achievements", c, cats[c.ID])
		}
	}
	for _, r := range Rarities {
		if rarities[r.Name] == 0 {
			t.Errorf("no %s achievement", r.Name)
		}
	}
}

func TestBuildTrophyCase(t *testing.T) {
	at := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	later := at.Add(time.Hour)
	have := map[string]UserAchievement{
		"first-application": {AchievementID: "first-application", UnlockedAt: &at},
		"first-skill":       {AchievementID: "first-skill", UnlockedAt: &later},
	}
	// Facts below the rule of an unlocked achievement do not lock it again.
	tc := BuildTrophyCase(AchievementCatalogue, have, AchievementFacts{MetricApplications: 0, MetricSkills: 3})
	st := BuildAchievementStats(tc)
	if st.UnlockedAchievements != 2 || st.TotalPoints != 20 || st.TotalAchievements != len(AchievementCatalogue) || st.Categories != 7 {
		t.Errorf("stats %+v", st)
	}
	if len(st.RecentAchievements) != 2 || st.RecentAchievements[0].ID != "first-skill" {
		t.Errorf("recent, newest first: %+v", st.RecentAchievements)
	}
	for _, c := range tc.Categories {
		for _, a := range c.Achievements {
			if a.ID == "skills-5" && (a.Progress != 60 || a.Current != 3 || a.Target != 5 || a.IsUnlocked) {
				t.Errorf("skills-5 %+v", a)
			}
			if a.ID == "first-application" && (!a.IsUnlocked || a.Progress != 100) {
				t.Errorf("first-application %+v", a)
			}
		}
	}
}

// contrastOnTint is the WCAG 2 contrast of text in colour hex on a tint of
// the same colour (alpha over white), as the trophy case draws badges.
func contrastOnTint(t *testing.T, hex string, alpha float64) float64 {
	t.Helper()
	var r, g, b int
	if _, err := fmt.Sscanf(hex, "#%02x%02x%02x", &r, &g, &b); err != nil {
		t.Fatalf("colour %q: %v", hex, err)
	}
	c := [3]float64{float64(r), float64(g), float64(b)}
	lum := func(c [3]float64) float64 {
		var l [3]float64
		for i, v := range c {
			s := v / 255
			if s <= 0.03928 {
				l[i] = s / 12.92
			} else {
				l[i] = math.Pow((s+0.055)/1.055, 2.4)
			}
		}
		return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
	}
	var tint [3]float64
	for i, v := range c {
		tint[i] = v*alpha + 255*(1-alpha)
	}
	return (lum(tint) + 0.05) / (lum(c) + 0.05)
}

// Rarity names (on a 10% tint) and category counts (on an 8% tint) are
// small text in their own colour: each colour meets WCAG AA's 4.5:1.
func TestAchievementColoursAreReadable(t *testing.T) {
	for _, r := range Rarities {
		if c := contrastOnTint(t, r.Color, 0x1a/255.0); c < 4.5 {
			t.Errorf("rarity %s: %s on its tint is %.2f:1, want 4.5:1", r.Name, r.Color, c)
		}
	}
	for _, cat := range AchievementCategories {
		if c := contrastOnTint(t, cat.Color, 0x14/255.0); c < 4.5 {
			t.Errorf("category %s: %s on its tint is %.2f:1, want 4.5:1", cat.ID, cat.Color, c)
		}
	}
	if c := contrastOnTint(t, "#d97706", 0x1a/255.0); c > 3 {
		t.Fatalf("contrast check is off: #d97706 on its 10%% tint is 2.86:1, got %.2f", c)
	}
}
