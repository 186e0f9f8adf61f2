package ai

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"
)

// A good answer to another kind of question is told so and scored low,
// whatever its words share with the question: a past story under a
// scenario, a plan under a question that asks for a story, an achievement
// under a question about another event. A story told as the scenario
// itself is an answer.
func TestAnswersOfAnotherKindMissTheQuestion(t *testing.T) {
	l := NewLocal()
	cases := []struct {
		name, role, typ, question, answer, tip string
		misfit                                 bool
	}{
		{"past story under a scenario", "Catering Manager", "case-study",
			"A client has booked a 250-guest plated dinner for next Saturday. Your chef says the kitchen can only plate about 180 at a time, and two banquet servers have just quit. How would you handle it?",
			"Last year I grew our wedding catering revenue by about 20 percent. I built three fixed-price packages instead of writing custom quotes, which cut my proposal time from two days to one. I started a quarterly open house with three local florists, and they began referring couples to us. I tracked every lead in a spreadsheet and followed up within a day. By December we had booked 14 more weddings than the year before.",
			"The question sets out a situation and asks what you would do", true},
		{"past story under a method question", "Load Controller", "technical",
			"Explain how you build and check a weight-and-balance load sheet for a regional jet, and what you do if the center of gravity falls outside limits after a late change.",
			"Last month a shipper tendered dry ice packed with a medical kit. I checked the declaration against our acceptance checklist and confirmed the quantity was within the limit for that hold. I made sure it was not loaded next to live animals, and I added it to the notice to the captain. The crew signed for it and the flight left on time.",
			"The question sets out a situation and asks what you would do", true},
		{"achievement under an event question", "Bank Teller", "behavioral",
			"Tell me about a time your cash drawer didn't balance at the end of the day. What did you do about it?",
			"The one I'm proudest of was spotting a counterfeit 50 at my till. The paper felt waxy and the hologram did not shift colour when I tilted it, so I checked it under the UV lamp and with the pen, and both failed. I told the customer politely that I had to keep the note, called my supervisor and followed the procedure. The police later linked it to a batch passed in three shops that week.",
			"tells an achievement you are proud of", true},
		{"a plan under a story question", "Facilities Manager", "behavioral",
			"Tell me about a time a cleaning contractor you managed was not delivering to the agreed standard. How did you handle it?",
			"If a cleaning contractor was falling short, I'd first pull the contract and the service level schedule so I knew exactly what had been agreed. I'd walk the site with their supervisor and photograph every miss against the specification. I'd raise it formally in writing, with a deadline for a corrective plan, and hold a weekly review until the scores recovered. If nothing improved within a month, I'd apply the service credits and start lining up another supplier.",
			"The question asks about a time it happened", true},
		{"a case of its own under a scenario", "Catering Manager", "case-study",
			"A client has booked a 250-guest plated dinner for next Saturday. Your chef says the kitchen can only plate about 180 at a time, and two banquet servers have just quit. How would you handle it?",
			"For a wedding tasting where the couple brings both families, I'd plan the menu around three choices per course so the kitchen is not overwhelmed. I'd confirm allergies in writing a week before, brief the chef on portion sizes and print a card for each dish. I'd seat the families at one long table, serve in a fixed order and keep the tasting to ninety minutes. Afterwards I'd send a summary of their choices within a day, with the price per head.",
			"opens on a case of its own", true},
		{"a method told in the present under a story question", "Facilities Manager", "behavioral",
			"Tell me about a time a cleaning contractor you managed was not delivering to the agreed standard. How did you handle it?",
			"The way I handle preventive maintenance follows a set routine. Every January I pull the asset register and the manufacturers' service intervals, and I build the year's schedule around the lifts, boilers and fire systems first, because those carry legal inspections. I book the specialist engineers a quarter ahead, I check each visit's report against the checklist, and I track completion monthly; last year we closed 97% of planned jobs on time.",
			"The question asks about a time it happened", true},
		{"the scenario told as a story", "Catering Manager", "case-study",
			"A client has booked a 250-guest plated dinner for next Saturday. Your chef says the kitchen can only plate about 180 at a time, and two banquet servers have just quit. How would you handle it?",
			"I dealt with almost exactly this last spring: 240 plated covers and a kitchen that could plate about 170 at once. I met the chef first and we split service into two waves fifteen minutes apart, with the head table and the far side of the room first. I called our agency for three extra servers and told the client the cost before I booked them, and she agreed to a smaller dessert to stay inside her budget. Every plate went out hot and the client rebooked for the next year.",
			"", false},
	}
	for _, c := range cases {
		an, err := l.EvaluateAdvanced(context.Background(), c.question, c.answer, c.role, c.typ)
		if err != nil {
			t.Fatal(err)
		}
		fb := an.Feedback
		areas := strings.Join(fb.ImprovementAreas, " ")
		told := strings.Contains(areas, "The question sets out a situation") || strings.Contains(areas, "achievement you are proud of") ||
			strings.Contains(areas, "The question asks about a time it happened") || strings.Contains(areas, "opens on a case of its own")
		switch {
		case c.misfit && (fb.Score > 3 || !strings.Contains(strings.Join(fb.ImprovementAreas, " "), c.tip) || !strings.HasPrefix(fb.Summary, "The answer misses the question")):
			t.Errorf("%s: score %d, summary %q, areas %q; want at most 3, told %q", c.name, fb.Score, fb.Summary, fb.ImprovementAreas, c.tip)
		case !c.misfit && (told || fb.Score < 6):
			t.Errorf("%s: score %d, areas %q; want 6 or more and no misfit", c.name, fb.Score, fb.ImprovementAreas)
		}
	}
}

// A plan on the question's own content, where the question asks for a
// story, is a weak answer to it, not a miss: it scores about 4 and is told
// to tell a real time.
func TestAPlanOnTheQuestionIsWeakNotAMiss(t *testing.T) {
	plan := "If I had more requests than my team could build, I'd put every request into one backlog and score them with RICE. " +
		"I'd meet the heads of sales and support and walk them through the scores. I'd agree the top five with them and say no to the rest with a reason for each. " +
		"I'd review the list every quarter so that nobody waits without an answer."
	an := evaluate(t, "Tell me about a time you had more requests than you could deliver. How did you decide what to work on first?", plan, "Product Manager", "behavioral")
	fb := an.Feedback
	if fb.Score < 3 || fb.Score > 5 || strings.HasPrefix(fb.Summary, "The answer misses the question") || !strings.Contains(strings.Join(fb.ImprovementAreas, " "), "The question asks about a time it happened") {
		t.Errorf("an on-topic plan under a story question: score %d, summary %q, areas %q; want 3-5, a weak answer told to tell a real time", fb.Score, fb.Summary, fb.ImprovementAreas)
	}
}

func TestShowcaseOnlyWhereNotAsked(t *testing.T) {
	proud := "the project i'm proudest of was rebuilding our app's accessibility. an audit found 63 issues."
	if showcase(proud, "tell me about a time a customer was angry with you.") != 1 {
		t.Error("a showcase under a question on an angry customer is not read")
	}
	for _, q := range []string{"tell me about an achievement you are proud of.", "describe a process you improved.", "tell me about a time you had to learn a new system quickly."} {
		if showcase(proud, q) != 0 {
			t.Errorf("%q asks for it, read as a showcase", q)
		}
	}
	if showcase("in my second year i noticed we were changing meters on a fixed cycle without recording the riser's condition.", "tell me about a time you found conditions more dangerous than dispatch suggested.") != 1 {
		t.Error("an improvement opening on what the candidate noticed is not read")
	}
	if showcase("last year our line was losing nearly three hours on every format change.", "tell me about a time you saw a breach of aseptic technique.") != 1 {
		t.Error("an improvement opening on time lost, its figure in words, is not read")
	}
	if showcase("a volunteer with eight years at our pantry had started lecturing clients.", "tell me about a volunteer's behaviour.") != 0 {
		t.Error("an incident read as a showcase")
	}
	if got := pastStoryShare("i would call the chef first. then i'd split service. we moved the head table."); math.Abs(got-1.0/3) > 1e-9 {
		t.Errorf("pastStoryShare %.3f, want 1/3", got)
	}
}

// The gate abstains when unsure: an excellent answer it doubts keeps a
// score of about 4, unless it is sure or the answer answers another kind
// of question.
func TestGateFloorForGoodAnswers(t *testing.T) {
	model := func(gate, quality float64) *scorerModel {
		return &scorerModel{Gate: gbmModel{Loss: "logistic", Base: math.Log(gate / (1 - gate))},
			Quality: gbmModel{Loss: "squared", Base: quality}, GateNone: gateNone, GateFull: gateFull}
	}
	x := make([]float64, len(featureNames))
	x[fvRoleWork] = 0.1
	if s := scoreOf(model(0.15, 3.9).expectedGrade(x)); s != 2 {
		t.Errorf("excellent answer about another line of work the gate doubts (0.15): score %d, want 2", s)
	}
	x[fvRoleWork] = 0.8
	if s := scoreOf(model(0.15, 3.9).expectedGrade(x)); s != 4 {
		t.Errorf("excellent answer the gate doubts (0.15): score %d, want 4", s)
	}
	if s := scoreOf(model(0.04, 3.9).expectedGrade(x)); s != 1 {
		t.Errorf("excellent answer the gate is sure misses (0.04): score %d, want 1", s)
	}
	if s := scoreOf(model(0.15, 3.0).expectedGrade(x)); s >= 4 {
		t.Errorf("decent answer the gate doubts: score %d, want under 4 (no floor)", s)
	}
	x[fvShowcase] = 1
	if s := scoreOf(model(0.9, 3.9).expectedGrade(x)); s > 3 {
		t.Errorf("showcase the gate passes: score %d, want at most 3", s)
	}
}

// An answer that shows every concept its question asks for, close to its
// words and in words of its own, keeps most of its quality however much
// the gate doubts its words; the question's words alone earn nothing.
func TestAnswerOnTheQuestionKeepsItsQuality(t *testing.T) {
	m := &scorerModel{Gate: gbmModel{Loss: "logistic", Base: math.Log(0.42 / 0.58)},
		Quality: gbmModel{Loss: "squared", Base: 3.1}, GateNone: gateNone, GateFull: gateFull}
	x := make([]float64, len(featureNames))
	x[fvRoleWork] = 0.8
	doubted := scoreOf(m.expectedGrade(x))
	x[fvConcepts], x[fvCoverClose] = 1, 0.65
	if s := scoreOf(m.expectedGrade(x)); s < 5 || s <= doubted {
		t.Errorf("a decent-to-good answer on the question the gate doubts: score %d (%d without its content), want 5 or more", s, doubted)
	}
	x[fvRepetition] = 0.9
	if s := scoreOf(m.expectedGrade(x)); s != doubted {
		t.Errorf("the question's words repeated: score %d, want %d (no floor)", s, doubted)
	}
	x[fvRepetition], x[fvCopied] = 0, 1
	if s := scoreOf(m.expectedGrade(x)); s != 1 {
		t.Errorf("the question copied and nothing else: score %d, want 1", s)
	}
}

// A showcase that also meets the question's own content closely answers
// it: the cap abstains.
func TestShowcaseOnTheQuestionIsNoMisfit(t *testing.T) {
	x := make([]float64, len(featureNames))
	x[fvShowcase] = 1
	if _, _, shows, _ := misfitOf(x); !shows {
		t.Error("a showcase far from the question is not a misfit")
	}
	for _, i := range []int{fvCoverClose, fvKeyTerms, fvConcepts} {
		y := slices.Clone(x)
		y[i] = 1
		if _, _, shows, _ := misfitOf(y); shows {
			t.Errorf("a showcase meeting the question (%s) is a misfit", featureNames[i])
		}
	}
}

// An opening on a case of its own (ownScenario) is read only under a
// question that sets out a case or asks how something is done, in the
// speaker's voice, with a frame the question's words do not meet.
func TestOwnScenario(t *testing.T) {
	q := "You are responsible for a district metered area of 1,800 properties. Over two weeks its minimum night flow has risen from 4.2 to 7.8 litres per second. What would you do?"
	read := func(question, typ, answer string) float64 {
		qWords := tokens(strings.ToLower(question))
		qStems := map[string]bool{}
		for _, s := range contentStems(qWords) {
			qStems[s] = true
		}
		return ownScenario(strings.ToLower(answer), yardstickOf(typ, question), strings.ToLower(question), qWords, qStems)
	}
	for _, c := range []struct {
		question, typ, answer string
		want                  float64
	}{
		{q, "case-study", "For a burst on a trunk main under a busy road, I'd get traffic management booked first and warn the customers downstream.", 1},
		{q, "case-study", "When I survey a new housing estate, I walk the mains with a listening stick before anything else.", 1},
		{q, "case-study", "For a district whose minimum night flow has nearly doubled, I'd first check the meter readings are real.", 0},
		{q, "case-study", "First I'd check the district meter's data is real before sending anyone out.", 0},
		{q, "case-study", "When pressure management fails across a network, leakage rises quickly.", 0},
		{"Tell me about a time you found a leak nobody else could.", "behavioral", "On a night shift last winter, I walked a cast iron main with a ground microphone.", 0},
	} {
		if got := read(c.question, c.typ, c.answer); got != c.want {
			t.Errorf("%q: ownScenario %v, want %v", c.answer, got, c.want)
		}
	}
}

// A method told in the present as the speaker's routine is, under a
// question that asks what happened once, a plan not asked for.
func TestPlanNotAskedReadsRoutines(t *testing.T) {
	q := "tell me about a time a customer was in a vulnerable situation they had not told you about."
	routine := "the way i handle these calls follows a set pattern. first i explain what the register offers. i record the needs codes. i agree a review date."
	if got := planNotAsked(routine, q); got < 0.5 {
		t.Errorf("a routine under a story question: planNotAsked %.2f, want 0.5 or more", got)
	}
	story := "last winter i noticed a customer kept asking me to repeat the balance. i asked whether she would like a letter instead. she told me she had lost most of her sight. i set up large-print bills."
	if got := planNotAsked(story, q); got != 0 {
		t.Errorf("a story under a story question: planNotAsked %.2f, want 0", got)
	}
}
