package ai

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/stride-oss/stride"
)

// The model writes application materials; Stride checks every draft
// against the user's facts and the job description. A draft that names an
// employer, school, degree, certification or figure the inputs do not hold
// (or, for a response, breaks the word limit or drops a keyword) is sent
// back once with the problems listed; a second bad draft is replaced by the
// local engine's text, and the user is told so.

var templateGuide = map[string]string{
	"standard":  "four paragraphs: opening with the role and company, experience with one to three achievements, skills that match the description, closing",
	"modern":    "a two-sentence opening, a 'What I would bring' list of three bullets (skill: evidence), a one-line close",
	"creative":  "a hook drawn from the person's work, a short story of their strongest achievement, the fit, a warm close",
	"executive": "a leadership summary, a numbered list of selected achievements, a paragraph on strategic fit, a formal close",
}

var responseGuide = map[string]string{
	"essay":      "a short essay: who the person is and why this role, evidence from their work, a conclusion",
	"behavioral": "the STAR structure with the labels 'Situation:', 'Task:', 'Action:' and 'Result:'",
	"technical":  "the approach step by step (requirements, design with the person's skills, validation), with one example from their work",
	"creative":   "a vivid opening line and a short narrative from their real work",
}

type draft struct {
	Content string `json:"content"`
}

// write asks the model for a text, checks it with problems, asks once more
// with the problems listed, and falls back to the local engine's text.
func (o *OpenAI) write(ctx context.Context, prompt string, problems func(string) []string, local func() *Generated) (*Generated, error) {
	var last []string
	for attempt := 0; attempt < 2; attempt++ {
		p := prompt
		if attempt > 0 {
			p += "\n\nYour previous draft was rejected: " + strings.Join(last, "; ") +
				". Rewrite it using only the facts given; do not name any employer, school, degree, certification or number that is not in them."
		}
		var d draft
		err := o.chat(ctx, p, &d, func() error {
			if strings.TrimSpace(d.Content) == "" {
				return errors.New("content is empty")
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		d.Content = strings.TrimSpace(d.Content)
		if last = problems(d.Content); len(last) == 0 {
			return &Generated{Text: d.Content, Provider: "openai", Notes: []string{}, MatchedSkills: []string{}}, nil
		}
	}
	g := local()
	g.Notes = append([]string{fallbackNote(last)}, g.Notes...)
	return g, nil
}

func fallbackNote(problems []string) string {
	var claims []string
	for _, p := range problems {
		if c, ok := strings.CutPrefix(p, "names "); ok {
			claims = append(claims, c)
		}
	}
	if len(claims) > 0 {
		return GroundingNote(claims)
	}
	return "The AI model's draft did not meet the request (" + strings.Join(problems, "; ") +
		"), so Stride wrote this version with its built-in engine from your own facts."
}

func ungrounded(text string, allowed []string) []string {
	var out []string
	for _, c := range Unsupported(text, allowed...) {
		out = append(out, "names "+c)
	}
	return out
}

func factsJSON(f Facts) string {
	b, _ := json.Marshal(f)
	return truncate(string(b), 12000)
}

// CoverLetter implements Provider.
func (o *OpenAI) CoverLetter(ctx context.Context, in CoverLetterInput) (*Generated, error) {
	prompt := fmt.Sprintf("Write a cover letter for the %s role at %s in a %s tone, structured as %s. "+
		"Use only these facts about the applicant (JSON): %s\nJob description: %s\nApplicant's instructions: %q\n"+
		"Name the company and the role, use the applicant's skills that the description asks for and their real achievements. "+
		"Never invent employers, schools, degrees, certifications or numbers.\n"+
		`Return JSON: {"content": the letter as plain text with blank lines between paragraphs}`,
		in.JobTitle, in.Company, in.Tone, templateGuide[in.Template], factsJSON(in.Facts), truncate(in.JobDescription, 8000), in.Instructions)
	allowed := in.allowed()
	g, err := o.write(ctx, prompt, func(s string) []string { return ungrounded(s, allowed) }, func() *Generated { return writeCoverLetter(in) })
	if g != nil && g.Provider == "openai" {
		g.MatchedSkills = stride.SkillsInText(in.Facts.Skills, in.JobTitle+"\n"+in.JobDescription)
	}
	return g, err
}

// responseProblems lists what breaks a response's rules.
func responseProblems(in ResponseInput) func(string) []string {
	allowed := in.allowed()
	return func(s string) []string {
		out := ungrounded(s, allowed)
		if n := stride.WordCount(s); n > in.WordLimit {
			out = append(out, fmt.Sprintf("it has %d words, more than the limit of %d", n, in.WordLimit))
		}
		for _, k := range in.Keywords {
			if !containsWord(s, k) {
				out = append(out, fmt.Sprintf("it lacks the keyword %q", k))
			}
		}
		if in.ResponseType == "behavioral" {
			for _, l := range []string{"Situation", "Task", "Action", "Result"} {
				if !strings.Contains(s, l) {
					out = append(out, "it does not follow STAR ("+l+" is missing)")
					break
				}
			}
		}
		return out
	}
}

// ApplicationResponse implements Provider.
func (o *OpenAI) ApplicationResponse(ctx context.Context, in ResponseInput) (*Generated, error) {
	prompt := fmt.Sprintf("Answer this application question for the %s role at %s: %q\nWrite %s, in at most %d words "+
		"(aim for %d), tone: %s. Use every one of these keywords: %q.\nUse only these facts about the applicant (JSON): %s\n"+
		"Never invent employers, schools, degrees, certifications or numbers.\n"+`Return JSON: {"content": the answer as plain text}`,
		in.JobTitle, in.Company, in.Question, responseGuide[in.ResponseType], in.WordLimit, in.WordLimit*85/100,
		orDefault(in.ToneGuidance, "professional"), in.Keywords, factsJSON(in.Facts))
	return o.write(ctx, prompt, responseProblems(in), func() *Generated { return writeResponse(in) })
}

// PortfolioSummary implements Provider.
func (o *OpenAI) PortfolioSummary(ctx context.Context, in PortfolioInput) (*Generated, error) {
	projects, _ := json.Marshal(in.Projects)
	prompt := fmt.Sprintf("Write a portfolio summary for %s in a %s style. Projects (JSON): %s\nSkills to highlight: %q\n"+
		"End with this call to action: %q\nFacts about the person (JSON): %s\nUse only these facts; never invent clients, employers, "+
		"schools, degrees, certifications or numbers.\n"+`Return JSON: {"content": the summary as plain text}`,
		in.TargetAudience, in.Theme, truncate(string(projects), 8000), in.HighlightedSkills,
		orDefault(in.CallToAction, defaultCTA(in.TargetAudience)), factsJSON(in.Facts))
	allowed := append(in.allowed(), defaultCTA(in.TargetAudience))
	local := writePortfolio(in)
	g, err := o.write(ctx, prompt, func(s string) []string { return ungrounded(s, allowed) }, func() *Generated { return local })
	if g != nil {
		g.SEOKeywords = local.SEOKeywords
	}
	return g, err
}
