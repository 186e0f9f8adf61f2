package ai

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// An answer that hands the question to someone else or declines to give
// an example is an evasion, graded 1 like "I don't know" (rubric in
// testdata/interview_eval.md): the scorer reads it as one (dontKnow), and
// the feedback says what to do instead. A good answer that brings in a
// supervisor on the way is not one.
func TestEvasionsAreNotAnswers(t *testing.T) {
	read := func(question, answer string) coachFeatures {
		q := questionFor(question, "behavioral", "Bus Operator")
		_, cf := readFor(answer, q, "behavioral", "Bus Operator")
		return cf
	}
	const question = "Tell me about a time a passenger became angry with you. What did you do?"
	for _, a := range []string{
		"Honestly, that's not really my job to deal with. If somebody gets angry I just call dispatch and let the supervisors handle it.",
		"That's above my pay grade. The supervisor decides those things and I'd wait to be told what to do.",
		"Service changes are the planner's call. I just build whatever they give me.",
		"I can't really think of one. Passengers on my routes are usually pretty friendly.",
		"I'd rather not talk about specific passengers, every situation is different.",
	} {
		if v := read(question, a).vals[fvDontKnow]; v != 1 {
			t.Errorf("evasion read as an answer (dontKnow %v): %q", v, a)
		}
	}
	good := "Last winter a man boarded my Route 12 bus with an expired pass and started yelling when I told him. I stayed seated, kept my voice low and said I would not fight over two dollars, but I had to log it. " +
		"He kept shouting, so I pulled over at the next safe stop, asked the other riders to stay calm and called dispatch, and I let the supervisor decide whether to send transit police. " +
		"He calmed down once he saw I was not arguing, rode to his stop, and two riders thanked me. I learned that a low voice and a clear limit do more than any rule I can quote."
	if v := read(question, good).vals[fvDontKnow]; v != 0 {
		t.Errorf("a full answer that brings in a supervisor read as an evasion (dontKnow %v)", v)
	}

	l := NewLocal()
	an, err := l.EvaluateAdvanced(context.Background(), question, "Honestly, that's not really my job. I just call dispatch and let the supervisors handle it.", "Bus Operator", "behavioral")
	if err != nil {
		t.Fatal(err)
	}
	// The live panel, read with the question, agrees: an evasion does not
	// sound confident.
	rt, err := l.RealTimeFor(context.Background(), LiveInput{Text: "Honestly, that's not really my job. I just call dispatch and let the supervisors handle it.", Question: question, JobTitle: "Bus Operator", InterviewType: "behavioral"})
	if err != nil {
		t.Fatal(err)
	}
	if rt.Confidence > 30 || an.BehavioralMetrics.ConfidenceLevel != rt.Confidence {
		t.Errorf("a deflection: panel confidence %d%%, analysis %d%%, want 30%% or less in both", rt.Confidence, an.BehavioralMetrics.ConfidenceLevel)
	}
	if an.Feedback.Score > 3 || !slices.ContainsFunc(an.Feedback.ImprovementAreas, func(s string) bool { return strings.Contains(s, "handing the problem to someone else") }) {
		t.Errorf("a deflection scored %d with %q", an.Feedback.Score, an.Feedback.ImprovementAreas)
	}
}

// A list of terms is not an account of what was done (keyword stuffing,
// graded 1): termList reads it apart from prose, whose enumerations make
// only a small share of its words.
func TestTermListReadsKeywordLists(t *testing.T) {
	list := "De-escalation, municipal code, due process, notice of violation, administrative citation, compliance-first, community engagement, customer service, nuisance abatement, zoning, equity, transparency."
	prose := "First I check the raw water: turbidity, pH, alkalinity and temperature, because storm runoff changes all of them. Then I run a jar test, six jars bracketing the current alum dose upward, and look for the lowest dose that gives a clear settled sample."
	if v := termList(list); v < 0.9 {
		t.Errorf("a keyword list reads %.2f as a list, want 0.9 or more", v)
	}
	if v := termList(prose); v > 0.3 {
		t.Errorf("prose with an enumeration reads %.2f as a list, want 0.3 or less", v)
	}
	q := questionFor("How would you explain the rule to an upset resident?", "case-study", "Code Enforcement Officer")
	_, cf := readFor(list, q, "case-study", "Code Enforcement Officer")
	if i := slices.Index(featureNames, "termList"); i < 0 || cf.vals[i] < 0.9 {
		t.Errorf("the scorer does not read termList of a keyword list")
	}
}

// A long, fluent answer that talks about the topic in general and never
// says what was done is graded weak (rubric: "a claim without an
// example"): generalTalk reads most of its sentences as talk, and almost
// none of a story's or a plan's.
func TestGeneralTalkReadsRambles(t *testing.T) {
	ramble := "In the HVAC industry technology is always changing, and I think being able to learn new things quickly is one of the most important skills a technician can have. " +
		"Every year there are new systems and new refrigerants, and honestly you have to keep up or you fall behind. " +
		"I really enjoy that part of the job, because people count on us when it is hot and they need it fixed. " +
		"At the end of the day it's about being curious and never being afraid to ask questions."
	story := "Last summer we got our first VRF job, a City Multi system in a dental office, and I had never touched one. " +
		"I had three days before startup. I did the manufacturer's online module at night and called their tech line twice with questions. " +
		"I wrote a one-page checklist for the startup and the system ran on the first try; the office had cooling by Monday. " +
		"I learned that the manufacturer's own training is worth the evenings it takes."
	plan := "I'd check the raw water first: turbidity, pH and alkalinity, because storm runoff changes all of them. " +
		"Then I'd run a jar test with six jars bracketing the current dose and pick the lowest dose that settles clear. " +
		"I would always confirm the change on the filters within the hour, and keep the operator on the next shift informed."
	if v := generalTalk(strings.ToLower(ramble)); v < 0.7 {
		t.Errorf("a ramble reads %.2f as general talk, want 0.7 or more", v)
	}
	for _, a := range []string{story, plan} {
		if v := generalTalk(strings.ToLower(a)); v > 0.25 {
			t.Errorf("%.40q… reads %.2f as general talk, want 0.25 or less", a, v)
		}
	}
	q := questionFor("Tell me about a time you had to learn a new system quickly.", "behavioral", "HVAC Technician")
	_, cf := readFor(ramble, q, "behavioral", "HVAC Technician")
	if i := slices.Index(featureNames, "generalTalk"); i < 0 || cf.vals[i] < 0.7 {
		t.Errorf("the scorer does not read generalTalk of a ramble")
	}
}
