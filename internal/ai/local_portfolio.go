package ai

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/stride-oss/stride"
)

func audienceLead(in PortfolioInput, skills []string) string {
	f := in.Facts
	who := orDefault(f.Title, "professional")
	top := listing(firstN(skills, 3))
	switch in.TargetAudience {
	case "hiring-managers":
		return fmt.Sprintf("I am %s %s who turns problems into working results; the projects below show how I approach the work%s.", article(who), who, withSkills(top))
	case "clients":
		return fmt.Sprintf("I help clients get real outcomes%s. Here is work I have delivered.", withSkills(top))
	case "investors":
		return fmt.Sprintf("I build products that solve concrete problems%s. These projects show what I have shipped so far.", withSkills(top))
	case "collaborators":
		return fmt.Sprintf("I enjoy building things with others%s. If one of these projects interests you, I would love to work on the next one together.", withSkills(top))
	}
	return fmt.Sprintf("I am %s %s%s. These projects show my skills in practice.", article(who), who, withYears(f.YearsExperience)+withSkills(top))
}

func withSkills(s string) string {
	if s == "" {
		return ""
	}
	return ", working with " + s
}

func withYears(n int) string {
	if n <= 0 {
		return ""
	}
	return " with " + strconv.Itoa(n) + " years of experience"
}

func defaultCTA(audience string) string {
	switch audience {
	case "hiring-managers":
		return "If this is the kind of work your team needs, I would welcome a conversation."
	case "clients":
		return "Get in touch to talk about your project."
	case "investors":
		return "I would be glad to share more about where these projects are heading."
	case "collaborators":
		return "Reach out if you would like to build something together."
	}
	return "I am open to new opportunities — let's talk."
}

func projectLine(p stride.PortfolioProject, theme string) string {
	desc := strings.TrimRight(strings.TrimSpace(p.Description), ". ")
	tech := listing(p.Technologies)
	impact := strings.TrimRight(strings.TrimSpace(p.Impact), ". ")
	switch theme {
	case "minimalist":
		parts := []string{p.Name}
		if desc != "" {
			parts = append(parts, desc)
		}
		if tech != "" {
			parts = append(parts, strings.Join(p.Technologies, " / "))
		}
		return strings.Join(parts, " — ")
	case "creative":
		s := fmt.Sprintf("With %s, I set out to %s", p.Name, orDefault(lowerFirst(desc), "build something useful"))
		if tech != "" {
			s += ", reaching for " + tech
		}
		s += "."
		if impact != "" {
			s += " The result: " + lowerFirst(impact) + "."
		}
		return s
	case "professional":
		s := p.Name + ": " + orDefault(desc, "a project of mine") + "."
		if tech != "" {
			s += " Built with " + tech + "."
		}
		if impact != "" {
			s += " Outcome: " + impact + "."
		}
		return s
	}
	s := "• " + p.Name
	if desc != "" {
		s += " — " + desc
	}
	if tech != "" {
		s += " (" + strings.Join(p.Technologies, ", ") + ")"
	}
	if impact != "" {
		s += ". " + impact
	}
	return s
}

// writePortfolio summarises the projects for the audience in the theme.
func writePortfolio(in PortfolioInput) *Generated {
	var techs []string
	for _, p := range in.Projects {
		techs = append(techs, p.Technologies...)
	}
	skills := dedupe(append(append([]string{}, in.HighlightedSkills...), techs...))
	if len(skills) == 0 {
		skills = firstN(in.Facts.Skills, 3)
	}
	var lines []string
	for _, p := range in.Projects {
		lines = append(lines, projectLine(p, in.Theme))
	}
	highlight := ""
	if len(in.HighlightedSkills) > 0 {
		var hs []string
		for _, s := range in.HighlightedSkills {
			var used []string
			for _, p := range in.Projects {
				if len(stride.SkillsInText([]string{s}, p.Name+" "+p.Description+" "+strings.Join(p.Technologies, ", "))) > 0 {
					used = append(used, p.Name)
				}
			}
			if len(used) > 0 {
				hs = append(hs, fmt.Sprintf("%s (%s)", s, listing(firstN(used, 2))))
			} else {
				hs = append(hs, s)
			}
		}
		highlight = "Skills I want to highlight: " + strings.Join(hs, ", ") + "."
	}
	cta := orDefault(in.CallToAction, defaultCTA(in.TargetAudience))
	title := orDefault(in.Title, orDefault(in.Facts.Name, "My")+" — Portfolio")
	if in.Title == "" && in.Facts.Name == "" {
		title = "My Portfolio"
	}
	var text string
	switch in.Theme {
	case "minimalist":
		text = paragraphs(title, audienceLead(in, skills), strings.Join(lines, "\n"), highlight, cta)
	case "creative":
		text = paragraphs(title, "Every project here began with a problem worth solving. "+audienceLead(in, skills), strings.Join(lines, "\n\n"), highlight, cta)
	case "professional":
		text = paragraphs(title, audienceLead(in, skills), strings.Join(lines, "\n\n"), highlight, cta)
	default:
		text = paragraphs(title, audienceLead(in, skills), "Featured projects:\n"+strings.Join(lines, "\n"), highlight, cta)
	}
	seo := dedupe(append(append([]string{}, skills...), orDefault(in.Facts.Title, "")))
	seo = firstN(nonEmpty(seo), 12)
	return &Generated{Text: text, Provider: "local", Notes: []string{}, MatchedSkills: []string{}, SEOKeywords: seo}
}
