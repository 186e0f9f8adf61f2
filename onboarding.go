package stride

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// OnboardingProfile is step two of onboarding (seed 000 §3).
type OnboardingProfile struct {
	FirstName       string          `json:"firstName"`
	LastName        string          `json:"lastName"`
	CurrentTitle    string          `json:"currentTitle"`
	YearsExperience YearsExperience `json:"yearsExperience"`
	Industry        string          `json:"industry"`
}

// YearsExperience decodes a number or numeric string; blank or non-numeric
// input becomes 0, as the onboarding form does (seed 000 §5).
type YearsExperience int

// UnmarshalJSON accepts 3, 3.0, "3", "", null and "abc" (the last three as 0).
func (y *YearsExperience) UnmarshalJSON(b []byte) error {
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	var f float64
	switch t := v.(type) {
	case float64:
		f = t
	case string:
		n, err := strconv.ParseFloat(strings.TrimSpace(t), 64)
		if err != nil {
			n = 0
		}
		f = n
	}
	if math.IsNaN(f) || math.IsInf(f, 0) {
		f = 0
	}
	// Out-of-range values are kept (clamped to int range) so Validate can
	// reject them with the seed's message rather than silently fixing them.
	f = math.Max(math.Min(math.Trunc(f), 1e6), -1e6)
	*y = YearsExperience(f)
	return nil
}

// Validate checks the profile step with the seed's messages.
func (p *OnboardingProfile) Validate() error {
	var v Validator
	p.FirstName = strings.TrimSpace(p.FirstName)
	p.LastName = strings.TrimSpace(p.LastName)
	p.CurrentTitle = strings.TrimSpace(p.CurrentTitle)
	p.Industry = strings.TrimSpace(p.Industry)
	v.Check(p.FirstName != "", "firstName", MsgFirstNameReq)
	v.Check(len(p.FirstName) <= MaxNameLen, "firstName", tooLong(MaxNameLen))
	v.Check(p.LastName != "", "lastName", MsgLastNameReq)
	v.Check(len(p.LastName) <= MaxNameLen, "lastName", tooLong(MaxNameLen))
	v.Check(p.CurrentTitle != "", "currentTitle", MsgJobTitleReq)
	v.Check(len(p.CurrentTitle) <= MaxShortTextLen, "currentTitle", tooLong(MaxShortTextLen))
	v.Check(p.YearsExperience >= 0 && p.YearsExperience <= MaxYearsExperience, "yearsExperience", MsgYearsRange)
	v.Check(p.Industry != "", "industry", MsgIndustryReq)
	if ind, ok := IndustryNamed(p.Industry); ok {
		p.Industry = ind.Name
	} else {
		v.Check(p.Industry == "", "industry", MsgIndustryInvalid)
	}
	return v.Err()
}

// OnboardingPreferences is step three of onboarding.
type OnboardingPreferences struct {
	CareerGoals []string `json:"careerGoals"`
	Skills      []string `json:"skills"`
}

// Limits on preferences.
const (
	MaxSkills     = 50
	MaxSkillName  = 60
	MaxCareerGoal = 100
)

// Validate trims and de-duplicates the lists and checks them with the seed's
// messages.
func (p *OnboardingPreferences) Validate() error {
	var v Validator
	p.CareerGoals = uniqueTrimmed(p.CareerGoals)
	p.Skills = uniqueTrimmed(p.Skills)
	v.Check(len(p.CareerGoals) > 0, "careerGoals", MsgCareerGoalReq)
	for _, g := range p.CareerGoals {
		v.Check(slices.Contains(CareerGoalOptions, g), "careerGoals", fmt.Sprintf("Unknown career goal: %.60q", g))
	}
	v.Check(len(p.Skills) > 0, "skills", MsgSkillReq)
	v.Check(len(p.Skills) <= MaxSkills, "skills", fmt.Sprintf("Choose at most %d skills", MaxSkills))
	for _, s := range p.Skills {
		v.Check(len(s) <= MaxSkillName, "skills", fmt.Sprintf("Skill names must be at most %d characters", MaxSkillName))
	}
	return v.Err()
}

// uniqueTrimmed trims each item and drops empty ones and case-insensitive
// duplicates, keeping the first spelling.
func uniqueTrimmed(in []string) []string {
	out := make([]string, 0, len(in))
	seen := map[string]bool{}
	for _, s := range in {
		s = strings.TrimSpace(s)
		k := strings.ToLower(s)
		if s == "" || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, s)
	}
	return out
}
