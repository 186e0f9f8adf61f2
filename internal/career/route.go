package career

import (
	"regexp"
	"strings"

	"github.com/stride-oss/stride/internal/catalog"
)

// KindProgram and KindExam mark the route to a credential on the list of
// what to learn: an adviser names the program to enrol in first and the
// licensing or certification exam to prepare for beside the topics it
// covers ("a state-approved practical nursing program; pharmacology, then
// the NCLEX-PN"). Both come from the credential's steps; the milestones
// show those steps as certification milestones, so they take only the
// topics as "Learn …" steps.
const (
	KindExam    = "exam"
	KindProgram = "program"
)

// weightProgram puts the program first; weightExam places the exam after
// the first two topics (weightTopic - 0.02 per place).
const (
	weightProgram = weightTopic + 0.01
	weightExam    = weightTopic - 0.025
)

var (
	examStepRe = regexp.MustCompile(`(?i)\b(exams?|examination|tests?|assessment|board certification|Section 608|NCLEX-[A-Z]+|NAPLEX|NPTE|NBEO|NBCE|PANCE|MBLEx|EPPP|USMLE|CompTIA|CCNA)\b`)
	// An exam that is optional, a promotion or fitness test, or part of
	// experience rather than something to prepare for.
	looseStepRe   = regexp.MustCompile(`(?i)\boptional\b|\bexperience\b|\bpromotional\b|\bphysical ability\b`)
	programStepRe = regexp.MustCompile(`(?i)\b(program|apprenticeship|academy|school|course|training|coursework)\b`)
	degreeStepRe  = regexp.MustCompile(`(?i)\b(bachelor's|master's|associate|degree|doctorate|BSN|ADN|MSN|DNP|PharmD|DPT|MSW|JD)\b`)
	// A route step that is one of several ways in or not something to
	// enrol in.
	looseProgramRe = regexp.MustCompile(`(?i)\((optional|common, not required|usual)\)|\boptional\b|\bon-the-job training\b|^employer training|\bself-study\b|\bin-training\b|\bexperience\b|\bnot required\b|\brecurrent\b|\bcontinuing\b|\brenewal\b|\bsea time\b|\bendorsement\b|\blicen[cs]e\b`)
)

// programItem is the program the credential cr asks the person to complete
// (an accredited program, an apprenticeship, an academy), when they do not
// hold it yet.
func programItem(f *Facts, from *catalog.Occupation, cr *Credential) (LearnItem, bool) {
	if cr == nil || strings.HasPrefix(cr.Name, "No licence") {
		return LearnItem{}, false
	}
	var held *Credential
	if from != nil {
		held = CredentialFor(from, f.Title)
	}
	res := []*regexp.Regexp{programStepRe}
	if cr.Required {
		// A degree is named only when the licence requires it: for work
		// that only usually asks for one, the person may hold it already
		// (a staff accountant moving to financial analysis).
		res = append(res, degreeStepRe)
	}
	for _, re := range res {
		for _, st := range cr.Steps {
			if !re.MatchString(st) || examStepRe.MatchString(st) || looseProgramRe.MatchString(st) || strings.EqualFold(st, "Bachelor's degree") ||
				(held != nil && held != cr && stepHeld(st, held.Steps)) || (from != nil && strings.EqualFold(st, from.Education)) ||
				(strings.Contains(strings.ToLower(st), "apprentice") && seniority(f.Title) < 0) || f.covers(st) || f.achieved(st) {
				continue
			}
			return LearnItem{Name: st, Why: routeWhy(cr), Score: weightProgram, Kind: KindProgram}, true
		}
	}
	return LearnItem{}, false
}

func routeWhy(cr *Credential) string {
	why := "Usual for the "
	if cr.Required {
		why = "Required for the "
	}
	why += shortCredential(cr.Name)
	if !strings.HasPrefix(cr.Authority, "none") {
		why += " (" + cr.Authority + ")"
	}
	return why + "; source: " + firstSource(cr.Source)
}

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
		why := routeWhy(cr)
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
