package learning

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
)

// Coach reads short answers: the interview coach's answer reader
// (ai.Provider.EvaluateResponse, 0-10).
type Coach interface {
	EvaluateResponse(ctx context.Context, question, answer, jobTitle string) (*ai.Evaluation, error)
}

// ShortAnswerPass is the coach score (0-10) at which a short answer counts
// as correct; below it the answer still earns score/10 of a point.
const ShortAnswerPass = 6

// optionID is the id an option is shown with: a hash of the question and
// the option text, so that ids reveal neither the key nor the right order.
func optionID(q *Question, i int) string {
	h := fnv.New32a()
	_, _ = h.Write([]byte(q.ID + "\x00" + q.Options[i])) // a hash.Hash never fails
	return fmt.Sprintf("o%07x", h.Sum32()&0xfffffff)
}

// displayOrder is the order options are shown in: as written, except for
// ordering questions, which are shuffled deterministically (never shown in
// the right order).
func displayOrder(q *Question) []int {
	idx := make([]int, len(q.Options))
	for i := range idx {
		idx[i] = i
	}
	if q.Type != stride.QuestionOrder {
		return idx
	}
	h := fnv.New64a()
	_, _ = h.Write([]byte(q.ID + q.Prompt)) // a hash.Hash never fails
	seed := h.Sum64()
	for i := len(idx) - 1; i > 0; i-- {
		seed = seed*6364136223846793005 + 1442695040888963407
		j := int((seed >> 33) % uint64(i+1)) // #nosec G115 -- the remainder is at most i
		idx[i], idx[j] = idx[j], idx[i]
	}
	if slices.IsSorted(idx) {
		idx = append(idx[1:], idx[0])
	}
	return idx
}

// ClientQuestions are the challenge's questions without their answers.
func ClientQuestions(ch *Challenge) []stride.ChallengeQuestion {
	out := make([]stride.ChallengeQuestion, 0, len(ch.Questions))
	for _, q := range ch.Questions {
		cq := stride.ChallengeQuestion{ID: q.ID, Type: q.Type, Prompt: q.Prompt, Code: q.Code}
		for _, i := range displayOrder(q) {
			cq.Options = append(cq.Options, stride.Option{ID: optionID(q, i), Text: q.Options[i]})
		}
		out = append(out, cq)
	}
	return out
}

// NormalizeFill is how fill-in answers are compared: case, surrounding
// space and quotes, inner runs of space, a trailing semicolon or full stop
// and a trailing "()" do not matter.
func NormalizeFill(s string) string {
	s = strings.ToLower(strings.Join(strings.Fields(s), " "))
	for {
		t := strings.Trim(s, " \"'`“”‘’")
		t = strings.TrimSuffix(t, ";")
		if strings.Trim(t, ".") != "" {
			t = strings.TrimSuffix(t, ".")
		}
		t = strings.TrimSuffix(t, "()")
		t = strings.TrimSpace(t)
		if t == s {
			return s
		}
		s = t
	}
}

func shapeErr(q *Question, format string, args ...any) error {
	return &stride.Error{Code: stride.EINVALID, Message: fmt.Sprintf("Question %s: ", q.ID) + fmt.Sprintf(format, args...),
		Fields: map[string]string{"answers": "wrong shape"}}
}

// CheckAnswers refuses answers of the wrong shape: unknown questions, a text
// where a list is expected or the reverse, unknown or repeated option ids,
// and an ordering that is not every option once. A question left out is
// simply unanswered.
func CheckAnswers(ch *Challenge, answers map[string]stride.Answer) error {
	for id := range answers {
		if !slices.ContainsFunc(ch.Questions, func(q *Question) bool { return q.ID == id }) {
			return &stride.Error{Code: stride.EINVALID, Message: fmt.Sprintf("Unknown question %q", id),
				Fields: map[string]string{"answers": "unknown question"}}
		}
	}
	for _, q := range ch.Questions {
		a, ok := answers[q.ID]
		if !ok {
			continue
		}
		ids := map[string]bool{}
		for i := range q.Options {
			ids[optionID(q, i)] = true
		}
		switch q.Type {
		case stride.QuestionSingle:
			if a.IsList {
				return shapeErr(q, "choose one option")
			}
			if a.Text != "" && !ids[a.Text] {
				return shapeErr(q, "unknown option")
			}
		case stride.QuestionFill, stride.QuestionShort:
			if a.IsList {
				return shapeErr(q, "the answer must be text")
			}
		case stride.QuestionMulti, stride.QuestionOrder:
			if !a.IsList {
				return shapeErr(q, "the answer must be a list of option ids")
			}
			seen := map[string]bool{}
			for _, id := range a.List {
				if !ids[id] || seen[id] {
					return shapeErr(q, "unknown or repeated option")
				}
				seen[id] = true
			}
			if q.Type == stride.QuestionOrder && len(a.List) != 0 && len(a.List) != len(q.Options) {
				return shapeErr(q, "order every option")
			}
		}
	}
	return nil
}

// Grade checks and grades the answers. The score is the percentage of
// points earned, one point per question: single and fill are right or
// wrong; multi-select earns (right picks − wrong picks) / right options,
// not below 0; ordering earns the share of options in their right place;
// a short answer earns the coach's score / 10. A coach failure is returned
// (nothing is recorded, so the user can submit again).
func Grade(ctx context.Context, ch *Challenge, answers map[string]stride.Answer, coach Coach) ([]stride.QuestionReview, int, error) {
	if err := CheckAnswers(ch, answers); err != nil {
		return nil, 0, err
	}
	reviews := make([]stride.QuestionReview, 0, len(ch.Questions))
	total := 0.0
	for _, q := range ch.Questions {
		a := answers[q.ID]
		r := stride.QuestionReview{QuestionID: q.ID, Type: q.Type, Prompt: q.Prompt, Explanation: q.Explanation,
			YourAnswer: []string{}, CorrectAnswer: []string{}}
		byID := map[string]int{}
		for i := range q.Options {
			byID[optionID(q, i)] = i
		}
		switch q.Type {
		case stride.QuestionSingle:
			r.CorrectAnswer = []string{q.Options[q.Answer[0]]}
			if a.Text != "" {
				r.YourAnswer = []string{q.Options[byID[a.Text]]}
				r.Correct = byID[a.Text] == q.Answer[0]
			}
			r.Credit = b2f(r.Correct)
		case stride.QuestionMulti:
			hits, wrong := 0, 0
			for _, id := range a.List {
				i := byID[id]
				r.YourAnswer = append(r.YourAnswer, q.Options[i])
				if slices.Contains(q.Answer, i) {
					hits++
				} else {
					wrong++
				}
			}
			for _, i := range q.Answer {
				r.CorrectAnswer = append(r.CorrectAnswer, q.Options[i])
			}
			r.Correct = hits == len(q.Answer) && wrong == 0
			r.Credit = math.Max(0, float64(hits-wrong)/float64(len(q.Answer)))
		case stride.QuestionOrder:
			r.CorrectAnswer = append(r.CorrectAnswer, q.Options...)
			inPlace := 0
			for pos, id := range a.List {
				i := byID[id]
				r.YourAnswer = append(r.YourAnswer, q.Options[i])
				if i == pos {
					inPlace++
				}
			}
			r.Correct = inPlace == len(q.Options)
			r.Credit = float64(inPlace) / float64(len(q.Options))
		case stride.QuestionFill:
			r.CorrectAnswer = []string{q.Accept[0]}
			if strings.TrimSpace(a.Text) != "" {
				r.YourAnswer = []string{a.Text}
				got := NormalizeFill(a.Text)
				r.Correct = slices.ContainsFunc(q.Accept, func(s string) bool { return NormalizeFill(s) == got })
			}
			r.Credit = b2f(r.Correct)
		case stride.QuestionShort:
			r.CorrectAnswer = []string{q.Rubric}
			text := strings.TrimSpace(a.Text)
			if text == "" || !hasLetters(text) {
				r.Feedback = "No answer was given."
				break
			}
			r.YourAnswer = []string{text}
			if coach == nil {
				return nil, 0, stride.Errorf(stride.EUNAVAILABLE, "The answer reader is not available. Please try again.")
			}
			ev, err := coach.EvaluateResponse(ctx, coachQuestion(q.Prompt), text, "")
			if err != nil {
				if errors.Is(err, ai.ErrUnavailable) {
					return nil, 0, stride.Errorf(stride.EUNAVAILABLE, "The answer reader is not available. Please try again.")
				}
				return nil, 0, err
			}
			s := max(0, min(10, ev.Score))
			r.Credit = float64(s) / 10
			r.Correct = s >= ShortAnswerPass
			r.Feedback = fmt.Sprintf("The coach scored this answer %d/10. %s", s, ev.Feedback)
			r.Strengths, r.Improvements = ev.Strengths, ev.Improvements
		}
		r.Credit = math.Round(r.Credit*100) / 100
		total += r.Credit
		reviews = append(reviews, r)
	}
	return reviews, int(math.Round(100 * total / float64(len(ch.Questions)))), nil
}

// coachQuestion is the question itself without the instructions that
// follow it ("Use the STAR structure..."), so the coach judges relevance to
// what was asked.
func coachQuestion(prompt string) string {
	if i := strings.IndexAny(prompt, "?."); i > 0 {
		return prompt[:i+1]
	}
	return prompt
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func hasLetters(s string) bool { return strings.IndexFunc(s, unicode.IsLetter) >= 0 }

// KeyAnswers are the right answers in the client's shape, for the demo
// account and tests. Short answers get the text given.
func KeyAnswers(ch *Challenge, short string) map[string]stride.Answer {
	out := map[string]stride.Answer{}
	for _, q := range ch.Questions {
		switch q.Type {
		case stride.QuestionSingle:
			out[q.ID] = stride.Answer{Text: optionID(q, q.Answer[0])}
		case stride.QuestionMulti:
			a := stride.Answer{IsList: true}
			for _, i := range q.Answer {
				a.List = append(a.List, optionID(q, i))
			}
			out[q.ID] = a
		case stride.QuestionOrder:
			a := stride.Answer{IsList: true}
			for i := range q.Options {
				a.List = append(a.List, optionID(q, i))
			}
			out[q.ID] = a
		case stride.QuestionFill:
			out[q.ID] = stride.Answer{Text: q.Accept[0]}
		case stride.QuestionShort:
			out[q.ID] = stride.Answer{Text: short}
		}
	}
	return out
}
