package stride

import (
	"context"
	"slices"
	"strings"
)

// Skill levels and categories (seed 000 §3).
var (
	SkillLevels     = []string{"beginner", "intermediate", "advanced", "expert"}
	SkillCategories = []string{"technical", "soft", "industry"}
)

// Skill is one of a user's skills.
type Skill struct {
	ID       string `json:"id"`
	UserID   string `json:"userId"`
	Name     string `json:"name"`
	Level    string `json:"level"`
	Category string `json:"category"`
	// Proficiency is the level as a 0-100 figure for the dashboard.
	Proficiency int `json:"proficiency"`
}

// LevelProficiency maps a level to the dashboard's proficiency figure.
func LevelProficiency(level string) int {
	switch level {
	case "beginner":
		return 25
	case "intermediate":
		return 50
	case "advanced":
		return 75
	case "expert":
		return 100
	}
	return 50
}

// Skill validation messages.
const (
	MsgSkillNameReq  = "Skill name is required"
	MsgSkillNameLong = "Skill name must be at most 60 characters"
	MsgSkillLevel    = "Level must be one of beginner, intermediate, advanced, expert"
	MsgSkillCategory = "Category must be one of technical, soft, industry"
	MsgSkillExists   = "You already have this skill"
	MsgSkillNotFound = "Skill not found"
)

// SkillInput is the body of POST /api/skills and PUT /api/skills/{id}.
type SkillInput struct {
	UserID   string `json:"userId"`
	Name     string `json:"name"`
	Level    string `json:"level"`
	Category string `json:"category"`
}

// Validate checks a skill; empty level and category take the dialog's
// defaults (intermediate, technical).
func (s *SkillInput) Validate() error {
	var v Validator
	s.Name = strings.TrimSpace(s.Name)
	if s.Level == "" {
		s.Level = "intermediate"
	}
	if s.Category == "" {
		s.Category = "technical"
	}
	v.Check(s.Name != "", "name", MsgSkillNameReq)
	v.Check(len(s.Name) <= MaxSkillName, "name", MsgSkillNameLong)
	v.Check(slices.Contains(SkillLevels, s.Level), "level", MsgSkillLevel)
	v.Check(slices.Contains(SkillCategories, s.Category), "category", MsgSkillCategory)
	return v.Err()
}

// SkillService stores users' skills. Every method is scoped to userID.
type SkillService interface {
	ListSkills(ctx context.Context, userID string) ([]Skill, error)
	CreateSkill(ctx context.Context, userID string, in SkillInput) (*Skill, error)
	// UpdateSkill returns ENOTFOUND for an unknown id and EFORBIDDEN for
	// another user's skill.
	UpdateSkill(ctx context.Context, userID, id string, in SkillInput) (*Skill, error)
	DeleteSkill(ctx context.Context, userID, id string) error
	// UsersWithSkills returns up to limit ids of users who list any of the
	// named skills (any case): the people a new posting may fit.
	UsersWithSkills(ctx context.Context, names []string, limit int) ([]string, error)
}

// softSkills are the suggested onboarding skills that are not technical.
var softSkills = map[string]string{
	"communication": "soft", "leadership": "soft", "problem solving": "soft",
	"team collaboration": "soft", "customer service": "soft",
	"project management": "industry", "digital marketing": "industry",
	"content writing": "industry", "sales": "industry",
}

// SkillCategoryOf guesses a category for a skill name: the suggested soft and
// industry skills by name, everything else technical.
func SkillCategoryOf(name string) string {
	if c, ok := softSkills[strings.ToLower(strings.TrimSpace(name))]; ok {
		return c
	}
	return "technical"
}
