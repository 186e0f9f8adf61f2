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

// abroadNoteRe reads a note in a title that says its holder was trained
// or licensed in another country ("licensed there", "not licensed here").
var abroadNoteRe = regexp.MustCompile(`(?i)\b(?:licensed there|not (?:yet )?licensed here|trained abroad|(?:degree|license|licence) from abroad)\b`)

// trainedAbroad reports whether a title says its holder trained or was
// licensed in another country: the job, then where from ("nurse from the
// Philippines", catalog.NamesOrigin), or a note.
func trainedAbroad(title string) bool {
	return catalog.NamesOrigin(title) || abroadNoteRe.MatchString(title)
}

// examVerbRe is the verb a step may open with before its exam ("pass
// CRCST exam"): the item names the exam.
var examVerbRe = regexp.MustCompile(`(?i)^(?:pass|take|sit(?: for)?)\s+(?:the\s+)?`)

// routeItems are the program and the exam of the credential cr that the
// person does not hold yet (held is the credential of the person's own
// occupation, nil when none): none for a row that asks for no credential.
func routeItems(f *Facts, from *catalog.Occupation, cr, held *Credential) []LearnItem {
	if cr == nil || strings.HasPrefix(cr.Name, "No licence") {
		return nil
	}
	heldStep := func(st string) bool { return held != nil && held != cr && stepHeld(st, held.Steps) }
	var out []LearnItem
	if cr.Required && trainedAbroad(f.Title) {
		// Boards ask people educated in another country for it before
		// they may sit the exam; which evaluator differs by board.
		out = append(out, LearnItem{Name: "Evaluation of your education from abroad by the evaluator the licensing board names", Kind: KindProgram,
			Score: weightProgram + 0.02, Why: "US licensing boards ask applicants educated in another country for an evaluation of their education, by an evaluator the board names, before the " + shortCredential(cr.Name)})
	}
	for _, st := range cr.Steps {
		if !examStepRe.MatchString(st) || looseStepRe.MatchString(st) || heldStep(st) {
			continue
		}
		if name := "Exam preparation: " + examVerbRe.ReplaceAllString(st, ""); !f.covers(name) && !f.achieved(name) {
			out = append(out, LearnItem{Name: name, Why: routeWhy(cr), Score: weightExam, Kind: KindExam})
		}
		break
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
				heldStep(st) || (from != nil && strings.EqualFold(st, from.Education)) ||
				(strings.Contains(strings.ToLower(st), "apprentice") && seniority(f.nowTitle()) < 0) || f.covers(st) || f.achieved(st) {
				continue
			}
			return append(out, LearnItem{Name: st, Why: routeWhy(cr), Score: weightProgram, Kind: KindProgram})
		}
	}
	return out
}

// routeWhy says why a route item is on the list: the credential that
// requires it (or usually asks for it), who grants it, and the source.
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

// Topics are the plan's items to learn without the credential's program
// and exam (which the milestones show as certification steps).
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

// TopicNames is the first n topics' names.
func (p *Plan) TopicNames(n int) []string {
	out := []string{}
	for _, it := range p.Topics() {
		if len(out) == n {
			break
		}
		out = append(out, it.Name)
	}
	return out
}
