package ai

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Passage is a piece of Stride's own learning content the tutor may use.
type Passage struct {
	ID     int    `json:"id"`
	Source string `json:"source"` // module title
	Text   string `json:"text"`
}

// TutorAnswer is the tutor's answer to a question over passages.
type TutorAnswer struct {
	// Known is false when the passages do not answer the question.
	Known  bool   `json:"known"`
	Answer string `json:"answer"`
	// Used lists the ids of the passages the answer relies on.
	Used      []int    `json:"used"`
	FollowUps []string `json:"followUps"`
}

// Tutor answers learners' questions grounded in passages retrieved from
// Stride's learning modules; it must never add facts the passages lack.
// Both providers implement it.
type Tutor interface {
	TutorAnswer(ctx context.Context, question string, passages []Passage) (*TutorAnswer, error)
}

var (
	_ Tutor = (*Local)(nil)
	_ Tutor = (*OpenAI)(nil)
)

// TutorAnswer implements Tutor by quoting: the best passage in full, and
// the second when it comes from another source. The passages arrive ranked
// by relevance; with none, the answer is not known.
func (*Local) TutorAnswer(_ context.Context, _ string, passages []Passage) (*TutorAnswer, error) {
	if len(passages) == 0 {
		return &TutorAnswer{Known: false}, nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Here is what Stride's module “%s” says:\n\n“%s”", passages[0].Source, passages[0].Text)
	used := []int{passages[0].ID}
	for _, p := range passages[1:] {
		if p.Source != passages[0].Source {
			fmt.Fprintf(&b, "\n\nRelated, from “%s”:\n\n“%s”", p.Source, p.Text)
			used = append(used, p.ID)
			break
		}
	}
	return &TutorAnswer{Known: true, Answer: b.String(), Used: used}, nil
}

// TutorAnswer implements Tutor: the model answers only from the numbered
// passages and says when they do not contain the answer.
func (o *OpenAI) TutorAnswer(ctx context.Context, question string, passages []Passage) (*TutorAnswer, error) {
	if len(passages) == 0 {
		return &TutorAnswer{Known: false}, nil
	}
	var b strings.Builder
	for _, p := range passages {
		fmt.Fprintf(&b, "[%d] (%s) %s\n", p.ID, p.Source, truncate(p.Text, 1500))
	}
	prompt := fmt.Sprintf("You are a tutor in Stride's learning journey. Answer the learner's question using ONLY the numbered "+
		"passages from Stride's modules below; do not add facts that are not in them. If they do not contain the answer, set "+
		"known to false and leave answer empty. Keep the answer under 150 words and quote the key sentence.\n"+
		"Passages:\n%s\nQuestion: %q\nReturn JSON: {\"known\":boolean,\"answer\":string,\"used\":[passage numbers],"+
		"\"followUps\":[two short follow-up questions the passages can answer]}", b.String(), question)
	var a TutorAnswer
	err := o.chat(ctx, prompt, &a, func() error {
		if a.Known && strings.TrimSpace(a.Answer) == "" {
			return errors.New("a known answer must not be empty")
		}
		for _, id := range a.Used {
			known := false
			for _, p := range passages {
				known = known || p.ID == id
			}
			if !known {
				return errors.New("used names an unknown passage")
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &a, nil
}
