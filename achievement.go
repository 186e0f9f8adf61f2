package stride

import (
	"context"
	"math"
	"sort"
	"time"
)

// Achievement rarities (seed 001 §3.2), each with its colour and the points
// an achievement of that rarity is worth.
const (
	RarityCommon    = "common"
	RarityRare      = "rare"
	RarityEpic      = "epic"
	RarityLegendary = "legendary"
)

// Rarity is one rarity as the trophy case shows it.
type Rarity struct {
	Name   string `json:"name"`
	Color  string `json:"color"`
	Points int    `json:"points"`
}

// Rarities lists the rarities from the most common up. The trophy case
// writes a rarity's name in its colour on a 10% tint of it, so each colour
// is dark enough for that small text to meet WCAG AA (4.5:1).
var Rarities = []Rarity{
	{RarityCommon, "#475569", 10},
	{RarityRare, "#1d4ed8", 25},
	{RarityEpic, "#7c3aed", 50},
	{RarityLegendary, "#92400e", 100},
}

// Seed 001 §9: an achievement without points is worth 10, one without a
// rarity is common.
const (
	DefaultAchievementPoints = 10
	DefaultAchievementRarity = RarityCommon
)

// AchievementCategory is one of the seven groups of the trophy case.
type AchievementCategory struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	// Icon names a lucide icon.
	Icon      string `json:"icon"`
	Color     string `json:"color"`
	SortOrder int    `json:"sortOrder"`
}

// AchievementCategories are seed 001 §3.2's seven categories, in the order
// the trophy case shows them. A category's count is written in its colour
// on an 8% tint of it, so each colour is dark enough for WCAG AA (4.5:1).
var AchievementCategories = []AchievementCategory{
	{"application", "application", "Tracking applications and moving them through the pipeline", "briefcase", "#2563eb", 1},
	{"interview", "interview", "Practising with the AI interview coach", "mic", "#7c3aed", 2},
	{"skill", "skill", "Building and levelling up your skills", "zap", "#047857", 3},
	{"network", "network", "Connecting your profiles and reaching companies", "users", "#0e7490", 4},
	{"milestone", "milestone", "Setting up your profile and your resume", "flag", "#be185d", 5},
	{"learning", "learning", "Skill challenges, streaks and badges", "graduation-cap", "#c2410c", 6},
	{"career", "career", "Career goals and the milestones on the way", "target", "#0A2540", 7},
}

// Metrics are the facts about a user that achievement rules read. Each is
// a count (or a maximum) computed from the user's own rows.
const (
	MetricApplications       = "applications"           // applications tracked
	MetricReachedScreening   = "applications_screening" // applications that reached screening or later
	MetricReachedInterview   = "applications_interview" // applications that reached the interview stage
	MetricReachedOffer       = "applications_offer"     // applications that reached an offer
	MetricCompanies          = "companies"              // different companies applied to
	MetricSavedJobs          = "saved_jobs"
	MetricInterviewSessions  = "interview_sessions"   // saved interview-coach sessions
	MetricInterviewBestScore = "interview_best_score" // best session score, 0-10
	MetricInterviewLevel     = "interview_level"      // highest adaptive level reached, 1-5
	MetricInterviewTypes     = "interview_types"      // different interview types practised
	MetricSkills             = "skills"
	MetricExpertSkills       = "expert_skills"
	MetricSkillCategories    = "skill_categories"  // technical, soft, industry covered
	MetricProfileFields      = "profile_fields"    // of ProfileFieldCount
	MetricLinkedInLinked     = "linkedin_linked"   // 1 with a LinkedIn URL on the profile
	MetricPortfolioLinked    = "portfolio_linked"  // 1 with a portfolio URL
	MetricOnboarding         = "onboarding"        // 1 once onboarding is completed
	MetricResumes            = "resumes"           // saved resumes
	MetricResumeDownloads    = "resume_downloads"  // PDF downloads (recorded activity)
	MetricResumeUploads      = "resume_uploads"    // resumes uploaded and parsed (recorded activity)
	MetricLinkedInImports    = "linkedin_imports"  // LinkedIn exports imported (recorded activity)
	MetricCareerGoals        = "career_goals"      // career_goals rows
	MetricGoalsCompleted     = "goals_completed"   // career_goals with status completed
	MetricMilestones         = "milestones"        // career_milestones achieved
	MetricChallengesPassed   = "challenges_passed" // different challenges completed
	MetricModulesCompleted   = "modules_completed" // learning modules completed
	MetricLearningStreak     = "learning_streak"   // longest streak of learning days
	MetricSkillBadges        = "skill_badges"      // badges in the learning profile
	MetricLearningXP         = "learning_xp"       // total XP
)

// ProfileFieldCount is how many profile items make a complete profile: the
// twelve the profile page's completeness figure counts (names, e-mail, job
// title, location, bio, photo, phone, industry, years of experience, a
// skill, a LinkedIn or portfolio link).
const ProfileFieldCount = 12

// Activity kinds a user does that no other table keeps; the achievement
// store records them.
const (
	ActivityResumeDownload = "resume_download"
	ActivityResumeUpload   = "resume_upload"
	ActivityLinkedInImport = "linkedin_import"
)

// AchievementRule is a machine-checkable criterion: the metric reaches the
// threshold.
type AchievementRule struct {
	Metric    string `json:"metric"`
	Threshold int    `json:"threshold"`
}

// AchievementFacts holds the value of each metric for one user.
type AchievementFacts map[string]int

// Met reports whether the facts satisfy the rule.
func (r AchievementRule) Met(f AchievementFacts) bool {
	return f[r.Metric] >= max(r.Threshold, 1)
}

// Progress is how far the facts are towards the rule, 0 to 100, rounded
// down so that 100 means met (7 of 10 applications is 70).
func (r AchievementRule) Progress(f AchievementFacts) int {
	t := max(r.Threshold, 1)
	v := max(f[r.Metric], 0)
	if v >= t {
		return 100
	}
	return v * 100 / t
}

// Achievement is one entry of the catalogue.
type Achievement struct {
	ID          string
	Category    string
	Title       string
	Description string
	// Icon names a lucide icon.
	Icon   string
	Rarity string
	// Points is 0 in the catalogue when it follows the rarity.
	Points int
	Rule   AchievementRule
}

// RarityOf returns the achievement's rarity, common when unset.
func (a Achievement) RarityOf() string {
	if a.Rarity == "" {
		return DefaultAchievementRarity
	}
	return a.Rarity
}

// PointsOf returns the achievement's points: its own, else its rarity's,
// else 10.
func (a Achievement) PointsOf() int {
	if a.Points > 0 {
		return a.Points
	}
	for _, r := range Rarities {
		if r.Name == a.RarityOf() {
			return r.Points
		}
	}
	return DefaultAchievementPoints
}

// CompletionRate is unlocked over total as a rounded percent, the total
// taken as at least 1 (seed 001 §9).
func CompletionRate(unlocked, total int) int {
	return int(math.Round(float64(unlocked) * 100 / float64(max(total, 1))))
}

// UserAchievement is what a user has of one achievement: unlocked (with
// its date) or the progress towards it.
type UserAchievement struct {
	AchievementID string
	UnlockedAt    *time.Time
	Progress      int
}

// AchievementView is an achievement as the trophy case shows it (seed 001
// §3.2), with the current value and target behind its progress.
type AchievementView struct {
	ID          string     `json:"id"`
	Category    string     `json:"category"`
	Icon        string     `json:"icon"`
	Title       string     `json:"title"`
	Description string     `json:"description"`
	Rarity      string     `json:"rarity"`
	Points      int        `json:"points"`
	IsUnlocked  bool       `json:"isUnlocked"`
	UnlockedAt  *time.Time `json:"unlockedAt"`
	Progress    int        `json:"progress"`
	Current     int        `json:"current"`
	Target      int        `json:"target"`
}

// TrophyCaseCategory is a category with its achievements.
type TrophyCaseCategory struct {
	ID                string            `json:"id"`
	Name              string            `json:"name"`
	Icon              string            `json:"icon"`
	Color             string            `json:"color"`
	Description       string            `json:"description"`
	UnlockedCount     int               `json:"unlockedCount"`
	TotalAchievements int               `json:"totalAchievements"`
	Achievements      []AchievementView `json:"achievements"`
}

// TrophyCase is the body of GET /api/achievements/trophy-case.
type TrophyCase struct {
	Categories []TrophyCaseCategory `json:"categories"`
	Rarities   []Rarity             `json:"rarities"`
}

// RecentAchievement is one entry of the user stats' recent list.
type RecentAchievement struct {
	ID         string    `json:"id"`
	Icon       string    `json:"icon"`
	Title      string    `json:"title"`
	Rarity     string    `json:"rarity"`
	Points     int       `json:"points"`
	UnlockedAt time.Time `json:"unlockedAt"`
}

// AchievementStats is the body of GET /api/achievements/user-stats.
type AchievementStats struct {
	TotalPoints          int                 `json:"totalPoints"`
	TotalAchievements    int                 `json:"totalAchievements"`
	UnlockedAchievements int                 `json:"unlockedAchievements"`
	CompletionRate       int                 `json:"completionRate"`
	Categories           int                 `json:"categories"`
	RecentAchievements   []RecentAchievement `json:"recentAchievements"`
}

// RecentAchievementsShown is how many recent unlocks the stats list.
const RecentAchievementsShown = 5

// BuildTrophyCase groups the catalogue by category with what the user has:
// an unlocked achievement stays unlocked whatever the facts say now; a
// locked one shows the progress the facts give.
func BuildTrophyCase(catalogue []Achievement, have map[string]UserAchievement, f AchievementFacts) TrophyCase {
	out := TrophyCase{Categories: []TrophyCaseCategory{}, Rarities: Rarities}
	for _, c := range AchievementCategories {
		tc := TrophyCaseCategory{ID: c.ID, Name: c.Name, Icon: c.Icon, Color: c.Color, Description: c.Description,
			Achievements: []AchievementView{}}
		for _, a := range catalogue {
			if a.Category != c.ID {
				continue
			}
			v := AchievementView{ID: a.ID, Category: a.Category, Icon: a.Icon, Title: a.Title, Description: a.Description,
				Rarity: a.RarityOf(), Points: a.PointsOf(), Progress: a.Rule.Progress(f),
				Current: min(f[a.Rule.Metric], max(a.Rule.Threshold, 1)), Target: max(a.Rule.Threshold, 1)}
			if ua, ok := have[a.ID]; ok && ua.UnlockedAt != nil {
				at := *ua.UnlockedAt
				v.IsUnlocked, v.UnlockedAt, v.Progress, v.Current = true, &at, 100, v.Target
				tc.UnlockedCount++
			}
			tc.Achievements = append(tc.Achievements, v)
			tc.TotalAchievements++
		}
		out.Categories = append(out.Categories, tc)
	}
	return out
}

// BuildAchievementStats sums a trophy case into the user stats.
func BuildAchievementStats(tc TrophyCase) AchievementStats {
	s := AchievementStats{Categories: len(tc.Categories), RecentAchievements: []RecentAchievement{}}
	for _, c := range tc.Categories {
		for _, a := range c.Achievements {
			s.TotalAchievements++
			if !a.IsUnlocked {
				continue
			}
			s.UnlockedAchievements++
			s.TotalPoints += a.Points
			s.RecentAchievements = append(s.RecentAchievements, RecentAchievement{ID: a.ID, Icon: a.Icon, Title: a.Title,
				Rarity: a.Rarity, Points: a.Points, UnlockedAt: *a.UnlockedAt})
		}
	}
	sort.SliceStable(s.RecentAchievements, func(i, j int) bool {
		return s.RecentAchievements[i].UnlockedAt.After(s.RecentAchievements[j].UnlockedAt)
	})
	if len(s.RecentAchievements) > RecentAchievementsShown {
		s.RecentAchievements = s.RecentAchievements[:RecentAchievementsShown]
	}
	s.CompletionRate = CompletionRate(s.UnlockedAchievements, s.TotalAchievements)
	return s
}

// AchievementService evaluates the catalogue's rules over a user's data and
// serves the trophy case. No method lets a client grant an achievement.
type AchievementService interface {
	// Evaluate checks every rule against the user's data now: what is met
	// unlocks once, with its date and one 'success' notification; the rest
	// get their progress. The first evaluation of a user backfills what they
	// had already done. An unlocked achievement is never taken back.
	Evaluate(ctx context.Context, userID string) error
	// RecordActivity records an activity kind (ActivityResumeDownload, …)
	// that no other table keeps, then evaluates.
	RecordActivity(ctx context.Context, userID, kind string) error
	// TrophyCase evaluates, then returns the user's trophy case.
	TrophyCase(ctx context.Context, userID string) (*TrophyCase, error)
	// UserStats evaluates, then returns the user's totals.
	UserStats(ctx context.Context, userID string) (*AchievementStats, error)
}
