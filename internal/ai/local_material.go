package ai

import (
	"context"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/stride-oss/stride"
)

// Generated is a written text with how it was written.
type Generated struct {
	Text string `json:"text"`
	// Provider is the engine that wrote Text ("local" or "openai").
	Provider string `json:"provider"`
	// Notes tell the user what Stride did that they should know: a model
	// draft rejected, an instruction it could not follow.
	Notes []string `json:"notes"`
	// MatchedSkills are the user's skills the job description asks for.
	MatchedSkills []string `json:"matchedSkills"`
	// SEOKeywords are a portfolio summary's search keywords.
	SEOKeywords []string `json:"seoKeywords,omitempty"`
}

// CoverLetterInput is what a cover letter is written from.
type CoverLetterInput struct {
	Facts          Facts
	JobTitle       string
	Company        string
	JobDescription string
	Tone           string
	Template       string
	Instructions   string
}

// ResponseInput is what an application response is written from.
type ResponseInput struct {
	Facts          Facts
	Question       string
	JobTitle       string
	Company        string
	JobDescription string
	ResponseType   string
	ToneGuidance   string
	WordLimit      int
	Keywords       []string
}

// PortfolioInput is what a portfolio summary is written from.
type PortfolioInput struct {
	Facts             Facts
	Title             string
	Projects          []stride.PortfolioProject
	TargetAudience    string
	Theme             string
	HighlightedSkills []string
	CallToAction      string
}

// allowed is every text a generated item may draw names and figures from.
func (in CoverLetterInput) allowed() []string {
	return []string{in.Facts.Corpus(), in.JobTitle, in.Company, in.JobDescription, in.Instructions}
}

func (in ResponseInput) allowed() []string {
	return []string{in.Facts.Corpus(), in.Question, in.JobTitle, in.Company, in.JobDescription, in.ToneGuidance,
		strings.Join(in.Keywords, "\n")}
}

func (in PortfolioInput) allowed() []string {
	parts := []string{in.Facts.Corpus(), in.Title, in.CallToAction, strings.Join(in.HighlightedSkills, "\n")}
	for _, p := range in.Projects {
		parts = append(parts, p.Name, p.Description, p.Impact, p.Link, strings.Join(p.Technologies, "\n"))
	}
	return parts
}

// achievement is a resume highlight ranked against a target text.
type achievement struct {
	text   string
	role   Role
	score  float64
	order  int
	skills []string
	// duty is the posting's responsibility the achievement answers.
	duty      string
	dutyOrder int
	// extra are bullets of the same duty that show what text does not.
	extra []string
}

var contentWordRe = regexp.MustCompile(`[\p{L}][\p{L}\p{N}+#.-]*`)

func contentWords(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range contentWordRe.FindAllString(strings.ToLower(s), -1) {
		w = strings.TrimRight(w, ".-")
		if len(w) >= 4 && !stopwords[w] {
			out[stem(w)] = true
		}
	}
	return out
}

// pickAchievements ranks the resume's highlights by the skills of the
// target they show (the job match's skill matching), the target's words
// they share and whether they carry a result figure; recent roles break
// ties.
func pickAchievements(f Facts, target string, n int) []achievement {
	wanted := stride.SkillsInText(f.Skills, target)
	words := contentWords(target)
	var all []achievement
	for ri, r := range f.Roles {
		for hi, h := range r.Highlights {
			a := achievement{text: h, role: r, order: ri*100 + hi}
			a.skills = stride.SkillsInText(wanted, h)
			a.score = 3 * float64(len(a.skills))
			for w := range contentWords(h) {
				if words[w] {
					a.score++
				}
			}
			if strings.IndexFunc(h, unicode.IsDigit) >= 0 {
				a.score += 1.5
			}
			a.score -= float64(ri) * 0.5
			all = append(all, a)
		}
	}
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].score != all[j].score {
			return all[i].score > all[j].score
		}
		return all[i].order < all[j].order
	})
	if len(all) > n {
		all = all[:n]
	}
	return all
}

func upperFirst(s string) string {
	r := []rune(s)
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}

// listing joins items as "a, b and c".
func listing(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// where says at which employer an achievement was, unless employers are
// to be left out.
func where(a achievement, hideEmployer bool) string {
	switch {
	case a.role.Company != "" && !hideEmployer:
		return "at " + a.role.Company
	case a.role.Title != "":
		return "as " + article(a.role.Title) + " " + a.role.Title
	}
	return "in a recent role"
}

// article is "a" or "an" before s (stride.Article).
func article(s string) string { return stride.Article(s) }

// letterPlan is what the cover letter's parts are made of.
func dedupe(xs []string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, x := range xs {
		k := strings.ToLower(x)
		if !seen[k] {
			seen[k] = true
			out = append(out, x)
		}
	}
	return out
}

func firstN(xs []string, n int) []string {
	if len(xs) > n {
		return xs[:n]
	}
	return xs
}

// tone phrases: the opening and closing of each tone.
func joinSentences(xs ...string) string {
	var out []string
	for _, x := range xs {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return strings.Join(out, " ")
}

func paragraphs(xs ...string) string {
	var out []string
	for _, x := range xs {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return strings.Join(out, "\n\n")
}

// writeCoverLetter composes a letter in the template's structure and the
// tone's voice from the user's facts only.
func orDefault(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}

// containsWord reports whether text holds phrase as whole words, ignoring case.
func containsWord(text, phrase string) bool {
	return strings.Contains(normalise(text), normalise(phrase))
}

func nonEmpty(xs []string) []string {
	out := []string{}
	for _, x := range xs {
		if strings.TrimSpace(x) != "" {
			out = append(out, x)
		}
	}
	return out
}

// CoverLetter implements Provider.
func (*Local) CoverLetter(_ context.Context, in CoverLetterInput) (*Generated, error) {
	return writeCoverLetter(in), nil
}

// ApplicationResponse implements Provider.
func (*Local) ApplicationResponse(_ context.Context, in ResponseInput) (*Generated, error) {
	return writeResponse(in), nil
}

// PortfolioSummary implements Provider.
func (*Local) PortfolioSummary(_ context.Context, in PortfolioInput) (*Generated, error) {
	return writePortfolio(in), nil
}
