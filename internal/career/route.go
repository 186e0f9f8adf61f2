package career

import (
	"regexp"
	"strings"

	"github.com/stride-oss/stride/internal/catalog"
)

// KindExam marks the exam of the credential on the list of what to learn:
// an adviser names the licensing or certification exam to prepare for
// beside the topics it covers ("pharmacology, then the NCLEX-PN"). It comes
// from the credential's steps; the milestones show those steps as
// certification milestones, so they take only the topics as "Learn …"
// steps. (The program to enrol in was tried in the same place: across the
// three development sets of moves it cost more topics than it gained.)
const KindExam = "exam"

// weightExam places the exam after the first two topics (weightTopic -
// 0.02 per place).
const weightExam = weightTopic - 0.025

var (
	examStepRe = regexp.MustCompile(`(?i)\b(exams?|examination|tests?|board certification|Section 608|NCLEX-[A-Z]+|NAPLEX|PANCE|MBLEx|EPPP|USMLE)\b`)
	// An exam that is optional, a promotion or fitness test, or part of
	// experience rather than something to prepare for.
	looseStepRe = regexp.MustCompile(`(?i)\boptional\b|\bexperience\b|\bpromotional\b|\bphysical ability\b`)
)

// examItem is the exam of the credential cr for a person who does not hold
// it yet; false for a row that asks for no credential or no exam.
func examItem(f *Facts, from *catalog.Occupation, cr *Credential) (LearnItem, bool) {
	if cr == nil || strings.HasPrefix(cr.Name, "No licence") {
		return LearnItem{}, false
	}
	var held *Credential
	if from != nil {
		held = CredentialFor(from, f.Title)
	}
	for _, st := range cr.Steps {
		if !examStepRe.MatchString(st) || looseStepRe.MatchString(st) || (held != nil && held != cr && stepHeld(st, held.Steps)) {
			continue
		}
		why := "Usual for the "
		if cr.Required {
			why = "Required for the "
		}
		why += shortCredential(cr.Name)
		if !strings.HasPrefix(cr.Authority, "none") {
			why += " (" + cr.Authority + ")"
		}
		why += "; source: " + firstSource(cr.Source)
		name := "Exam preparation: " + st
		if f.covers(name) || f.achieved(name) {
			return LearnItem{}, false
		}
		return LearnItem{Name: name, Why: why, Score: weightExam, Kind: KindExam}, true
	}
	return LearnItem{}, false
}

// Topics are the plan's items to learn without the credential's exam
// (which the milestones show as a certification step).
func (p *Plan) Topics() []LearnItem {
	var out []LearnItem
	if p == nil {
		return out
	}
	for _, it := range p.Learn {
		if it.Kind == "" {
			out = append(out, it)
		}
	}
	return out
}
