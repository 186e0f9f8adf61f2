package ai

import (
	"context"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
)

// nurseFacts: an ICU nurse whose resume holds one specific story among
// routine duties that share more words with an ICU posting.
func nurseFacts() Facts {
	res := &stride.ResumeContent{
		PersonalInfo: stride.ResumePersonalInfo{Name: "Dana Reyes"},
		Experience: []stride.ResumeExperience{{Title: "Registered Nurse, Medical ICU", Company: "Grant Valley Medical Center", StartDate: "2020-03", EndDate: "Present",
			Description: "• Care for 1-2 critically ill adults per shift in a 28-bed medical ICU - sepsis, ARDS, GI bleeds\n" +
				"• Titrating pressors and sedation per protocol; manage arterial lines, central lines and vented patients\n" +
				"• Charge nurse 2-3 shifts a week since 2022 - make assignments for up to 14 RNs\n" +
				"• Noticed a post-op patient getting more confused even though her vitals were in range; called a rapid response and the sepsis bundle was started within the hour\n" +
				"• Sit on the unit CAUTI/CLABSI committee; we went from 6 CLABSIs in 2021 to 1 in 2024"}},
	}
	return FactsFrom(nil, nil, res, stride.MaterialProfile{Title: "Registered Nurse"})
}

const icuPosting = "Provide direct care to 1-2 critically ill patients in our ICU, including mechanically ventilated patients and vasoactive medications. " +
	"Serve as relief charge nurse. Take part in quality initiatives to reduce hospital-acquired infections."

func TestResponseTellsTheStoryTheQuestionAsksFor(t *testing.T) {
	for _, ty := range []string{"essay", "behavioral", "technical", "creative"} {
		g, err := (&Local{}).ApplicationResponse(context.Background(), ResponseInput{Facts: nurseFacts(), ResponseType: ty, WordLimit: 200,
			Question: "Describe a time you recognized a subtle change in a patient's condition before it became an emergency.",
			JobTitle: "ICU Nurse", Company: "Mercy Lakeshore", JobDescription: icuPosting})
		if err != nil {
			t.Fatal(err)
		}
		words := strings.Fields(g.Text)
		lead := strings.Join(words[:min(50, len(words))], " ")
		if !strings.Contains(lead, "I noticed a post-op patient getting more confused even though her vitals were in range.") {
			t.Errorf("%s: does not lead with the story, in the first person:\n%s", ty, g.Text)
		}
		// The result after the semicolon is kept, as a sentence of its own.
		if !strings.Contains(g.Text, "I called a rapid response and the sepsis bundle was started within the hour.") {
			t.Errorf("%s: drops the second half of the bullet:\n%s", ty, g.Text)
		}
		for _, routine := range []string{"Charge nurse", "charge nurse", "pressors", "CLABSI", "contributed to this"} {
			if strings.Contains(g.Text, routine) {
				t.Errorf("%s: lists other bullets (%q) instead of telling one story:\n%s", ty, routine, g.Text)
			}
		}
		if u := Unsupported(g.Text, nurseFacts().Corpus(), icuPosting, "ICU Nurse", "Mercy Lakeshore"); len(u) > 0 {
			t.Errorf("%s: names %v", ty, u)
		}
	}
	g, _ := (&Local{}).ApplicationResponse(context.Background(), ResponseInput{Facts: nurseFacts(), ResponseType: "behavioral", WordLimit: 200,
		Question: "Describe a time you recognized a subtle change in a patient's condition.", JobTitle: "ICU Nurse", Company: "Mercy Lakeshore"})
	for _, label := range []string{"Situation: ", "Task: ", "Action: ", "Result: "} {
		if !strings.Contains(g.Text, "\n"+label) && !strings.HasPrefix(g.Text, label) {
			t.Errorf("behavioral: no %q line:\n%s", label, g.Text)
		}
	}
}

// When nothing on the resume shows what the question asks, the response
// says so and a note says what to add; no story is made up.
func TestResponseWithoutAFittingStorySaysSo(t *testing.T) {
	g, _ := (&Local{}).ApplicationResponse(context.Background(), ResponseInput{Facts: nurseFacts(), ResponseType: "essay", WordLimit: 200,
		Question: "Tell us about a time you negotiated a contract with a difficult supplier.", JobTitle: "ICU Nurse", Company: "Mercy Lakeshore"})
	if !strings.Contains(g.Text, "does not hold a story") || len(g.Notes) != 1 || !strings.Contains(g.Notes[0], "negotiated a contract with a difficult supplier") {
		t.Fatalf("text %q, notes %v", g.Text, g.Notes)
	}
}

func TestSentencesKeepTheWholeBulletInTheFirstPerson(t *testing.T) {
	sw := sentenceWriter{corpus: "Epic\nUKG Pro"}
	for bullet, want := range map[string]string{
		"Rolled out a no-fault attendance policy that managers opposed; sat down with each shift, and write-ups dropped 40% in year one": "I rolled out a no-fault attendance policy that managers opposed. I sat down with each shift, and write-ups dropped 40% in year one.",
		"Charge nurse 2-3 shifts a week since 2022 - make assignments for up to 14 RNs":                                                  "I serve as charge nurse 2-3 shifts a week since 2022. I make assignments for up to 14 RNs.",
		"Recare rate went from 68% to 81% after I started pre-booking":                                                                   "Recare rate went from 68% to 81% after I started pre-booking.",
		"The night before a set was due, spotted two emails mixed in":                                                                    "The night before a set was due, I spotted two emails mixed in.",
		"Rerouted and re-terminated it - no trips since":                                                                                 "I rerouted and re-terminated it, no trips since.",
		"Main HR contact for ~420 employees":                                                                                             "I serve as main HR contact for ~420 employees.",
		"When a printer misprinted 5,000 programs two days out, I rebuilt the files overnight":                                           "When a printer misprinted 5,000 programs two days out, I rebuilt the files overnight.",
		"A longtime resident filed complaint after complaint about the noise":                                                            "A longtime resident filed complaint after complaint about the noise.",
		"In a 2023 ice storm a logging truck snapped a 144-strand main cable":                                                            "In a 2023 ice storm a logging truck snapped a 144-strand main cable.",
		"In 2023, led a team of 6 through a system cutover":                                                                              "In 2023, I led a team of 6 through a system cutover.",
		"Stay in radio contact with dispatch for holds and gaps":                                                                         "I stay in radio contact with dispatch for holds and gaps.",
		"Moved allocations to 6:00 p.m. on trade date; no rise in failed trades":                                                         "I moved allocations to 6:00 p.m. on trade date, no rise in failed trades.",
	} {
		if got := strings.Join(sw.sentences(bullet, true), " "); got != want {
			t.Errorf("%q\n got %q\nwant %q", bullet, got, want)
		}
	}
	if got := article("HR Generalist"); got != "an" {
		t.Errorf("article(HR Generalist) = %q", got)
	}
}

// A letter answers the posting's duties one by one with the person's
// matching bullets, in whole first-person sentences, wherever the posting
// words them differently ("vasoactive medications" and "pressors").
func TestLetterAnswersThePostingsDuties(t *testing.T) {
	posting := "What you will do\n- Provide direct care to critically ill patients, including mechanically ventilated patients and vasoactive medications.\n" +
		"- Serve as relief charge nurse.\n- Take part in quality initiatives to reduce hospital-acquired infections.\n\nWhat you need\n- BSN required."
	for _, tmpl := range stride.CoverLetterTemplates {
		in := CoverLetterInput{Facts: nurseFacts(), JobTitle: "ICU Nurse", Company: "Mercy Lakeshore", JobDescription: posting, Tone: "professional", Template: tmpl}
		g := writeCoverLetter(in)
		for _, want := range []string{"my work includes titrating pressors and sedation per protocol. I manage arterial lines, central lines and vented patients.",
			"I serve as charge nurse 2-3 shifts a week since 2022.", "we went from 6 CLABSIs in 2021 to 1 in 2024", "Mercy Lakeshore", "ICU Nurse"} {
			if !strings.Contains(strings.ToLower(g.Text), strings.ToLower(want)) {
				t.Errorf("%s: lacks %q:\n%s", tmpl, want, g.Text)
			}
		}
		if strings.Contains(g.Text, "contributed to this") || strings.Contains(g.Text, ": care for") {
			t.Errorf("%s: pastes a bullet:\n%s", tmpl, g.Text)
		}
		if u := Unsupported(g.Text, in.allowed()...); len(u) > 0 {
			t.Errorf("%s: names %v", tmpl, u)
		}
	}
	if d := postingDuties(posting); len(d) != 4 || d[3].order < 100 {
		t.Errorf("duties %v", d)
	}
}

// An engineer's resume: routine duties that share the question's field,
// and one specific time with its outcome.
func engineerFacts() Facts {
	res := &stride.ResumeContent{
		Experience: []stride.ResumeExperience{{Title: "Platform Engineer", Company: "Ridgeway Freight", StartDate: "2021-01", EndDate: "Present",
			Description: "• Run quarterly capacity reviews with the product teams for our 12 services\n" +
				"• Maintain the deployment pipelines and the team's runbooks\n" +
				"• Persuaded the mobile team to delay a release by two days after a soak test showed memory climbing on older phones; it shipped 2 days later and crash reports fell 40%"}},
	}
	return FactsFrom(nil, nil, res, stride.MaterialProfile{Title: "Platform Engineer"})
}

func TestStoryQuestionsInOtherShapes(t *testing.T) {
	for _, q := range []string{
		"Tell us about a time you pushed back on a product team to protect a release.", // "pushed back" asks what "push back" does
		"Describe the riskiest release you've made and how you reduced the risk.",      // no "a time", no named competency
	} {
		if !storyQuestion(q) {
			t.Errorf("%q is not read as a story question", q)
			continue
		}
		s := pickStory(engineerFacts(), q)
		if !strings.HasPrefix(s.text, "Persuaded") || !s.fits {
			t.Errorf("%q: picks %q (fits %v), want the specific time", q, s.text, s.fits)
		}
	}
}

func TestImprovePairsLetsEachDutyKeepItsBestBullet(t *testing.T) {
	// Greedy takes duty 0 with bullet 0 (5); bullet 0 also answers duty 1
	// (4), and bullet 1 answers duty 0 almost as well (4.5).
	all := []dutyPair{{0, 0, 5}, {0, 1, 4.5}, {1, 0, 4}}
	got := improvePairs([]dutyPair{{0, 0, 5}}, all, 7, map[int]bool{0: true}, map[int]bool{0: true})
	if len(got) != 2 || got[0] != (dutyPair{0, 1, 4.5}) || got[1] != (dutyPair{1, 0, 4}) {
		t.Errorf("got %v", got)
	}
	// Two chosen pairs swap bullets when both gain.
	all = []dutyPair{{0, 0, 3}, {1, 1, 3}, {0, 1, 5}, {1, 0, 5}}
	got = improvePairs([]dutyPair{{0, 0, 3}, {1, 1, 3}}, all, 7, map[int]bool{0: true, 1: true}, map[int]bool{0: true, 1: true})
	if got[0] != (dutyPair{0, 1, 5}) || got[1] != (dutyPair{1, 0, 5}) {
		t.Errorf("got %v", got)
	}
}

func TestCloseWordsReadsAnotherFormOfAWord(t *testing.T) {
	if closeWords(dutyForms("own tickets through to resolution"), dutyForms("resolve tickets in ServiceNow"), map[string]int{}, 10) <= 0 {
		t.Error("resolution and resolve are not read as the same word")
	}
	if closeWords(dutyForms("respiratory failure"), dutyForms("acute kidney failure"), map[string]int{}, 10) != 0 {
		t.Error("respiratory is read as kidney")
	}
}

// A behavioural question asks for one time: a bullet that tells one
// episode about one person is that time; a duty written in the present
// ("Handle…", "Lead…") or a modifier ("a customer webinar") is not.
func TestEpisodeReadsOneTimeNotADuty(t *testing.T) {
	for h, want := range map[string]bool{
		"Took aside a longtime helper who kept snapping at teenagers, and moved him to setting up tables":           true,
		"When the regional ops director disputed my finding, walked him through the numbers":                        true,
		"Halted a concrete pour when I saw a shoring post sitting on soft dirt":                                     true,
		"Smelled gas during a July call at a bakery and shut the supply valve":                                      true,
		"Noticed the group kept writing left in the notes, so I sat down with their lead surgeon and nurse manager": true,
		"During a 2023 main break that left 900 homes without water, I printed valve sheets in the truck":           true,
		"Wrote 120+ Jira stories and groomed the backlog weekly with the product owner":                             false,
		"Created a customer webinar series on advanced segmentation that averages 150 attendees":                    false,
		"Handle 120-140 open claims at a time, closing them in an average of 19 days":                               false,
		"Signed up 450 new volunteers a year through school, church and neighborhood outreach":                      false,
	} {
		if got := episodeOf(h); got != want {
			t.Errorf("episodeOf(%q) = %v, want %v", h, got, want)
		}
	}
	for h, want := range map[string]bool{"Handle 120 claims at a time": true, "Lead a team of 18 agents": true,
		"Led a team of 18 agents": false, "Kept my crew at zero recordable injuries": false} {
		if got := presentDuty(h); got != want {
			t.Errorf("presentDuty(%q) = %v, want %v", h, got, want)
		}
	}
	res := &stride.ResumeContent{Experience: []stride.ResumeExperience{{Title: "Carpenter Foreman", Company: "Ridgeline Builders", StartDate: "2019-01", EndDate: "Present",
		Description: "• Keep my crew at zero recordable injuries with daily safety checks and PPE spot checks\n" +
			"• Halted a concrete pour when I saw a shoring post sitting on soft dirt, had the crew set it on a steel plate, and lost only 40 minutes\n" +
			"• Framed 40 custom homes a year"}}}
	f := FactsFrom(nil, nil, res, stride.MaterialProfile{Title: "Carpenter Foreman"})
	s := pickStory(f, "Tell us about a time you stopped work because something was unsafe. What happened next?")
	if !strings.HasPrefix(s.text, "Halted a concrete pour") || !s.fits {
		t.Errorf("picks %q (fits %v), want the halted pour", s.text, s.fits)
	}
}

// A letter answers a duty only with a bullet that shows it: in m4-08 a
// crew the foreman runs is no answer to "monitor excavation and
// trenching", which the resume does not show.
func TestLetterLeavesADutyTheResumeDoesNotShow(t *testing.T) {
	for _, c := range loadMaterialCases(t, "m4") {
		if c.ID != "m4-08" {
			continue
		}
		for _, a := range matchDuties(c.facts(), c.Posting.Description, 7) {
			if strings.Contains(a.duty, "trenching") {
				t.Errorf("answers %q with %q", a.duty, a.text)
			}
		}
	}
}

// A responsibility opens with a verb even when Stride's verb list lacks it
// ("Obtain and interpret ABG samples"), a requirement of years is left to
// the opening, and a credential is answered only by a bullet naming it.
func TestLetterReadsResponsibilitiesYearsAndCredentials(t *testing.T) {
	if got := dutyLead("Obtain and interpret ABG samples", 1, true, ""); got != "You also need someone to obtain and interpret ABG samples." {
		t.Errorf("dutyLead = %q", got)
	}
	if got := dutyLead("Full P&L accountability for sales and payroll", 0, true, ""); !strings.HasPrefix(got, "You ask for full P&L") {
		t.Errorf("dutyLead = %q", got)
	}
	res := &stride.ResumeContent{Experience: []stride.ResumeExperience{{Title: "Carpenter Foreman", Company: "Ridgeline Builders", StartDate: "2019-01", EndDate: "Present",
		Description: "• Earned the OSHA 10-Hour Construction card and a forklift operator card in my first year\n" +
			"• Coached adult construction crews with zero lost-time injuries; construction experience across framing, concrete and steel"}}}
	f := FactsFrom(nil, nil, res, stride.MaterialProfile{Title: "Carpenter Foreman"})
	posting := "Requirements:\n- OSHA 30-Hour Construction card\n- Five or more years of construction experience with adult crews"
	for _, a := range matchDuties(f, posting, 7) {
		t.Errorf("answers %q with %q", a.duty, a.text)
	}
	for d, want := range map[string]bool{"Three or more years of adult critical care experience": true, "5+ years of payroll experience": true,
		"At least two years in a dispatch center": true, "Track on-time delivery to store windows": false, "Years of service awards program": false} {
		if yearsOnlyRe.MatchString(d) != want {
			t.Errorf("yearsOnlyRe(%q) = %v", d, !want)
		}
	}
}

// "Clinical judgement" is for a patient's change, not for any emergency.
func TestCompetencyOfAnEmergencyOutsideCare(t *testing.T) {
	if s := strengthOf("Describe a situation where you had to deliver results under pressure while an emergency was unfolding."); s == "clinical judgement" {
		t.Errorf("strength %q", s)
	}
	if s := strengthOf("Describe a time you recognized a subtle change in a patient's condition."); s != "clinical judgement" {
		t.Errorf("strength %q", s)
	}
}

// Names keep their capitals in a letter, and a verb its small letter: a
// requirement that names a state's licence is quoted as written, a bullet
// that opens on a verb the employer's name also holds ("Delta Wire
// Electric") is told "I wire …"; a credential quoted whole from the
// resume is no claim, one the inputs never name is.
func TestLetterKeepsNamesAndVerbs(t *testing.T) {
	if got := dutyLead("California General Electrician certification, or active Electrician Trainee registration", 5, false, ""); got != "You are looking for California General Electrician certification, or active Electrician Trainee registration." {
		t.Errorf("dutyLead = %q", got)
	}
	if got := dutyLead("Strong knowledge of TCP/IP and VLANs", 0, false, ""); got != "You ask for strong knowledge of TCP/IP and VLANs." {
		t.Errorf("dutyLead = %q", got)
	}
	sw := sentenceWriter{corpus: "Electrician Trainee, Delta Wire Electric\nWire microinverters and SolarEdge optimizers per NEC 690.12"}
	if got := sw.sentences("Wire microinverters and SolarEdge optimizers per NEC 690.12", true); len(got) == 0 || !strings.HasPrefix(got[0], "I wire microinverters") {
		t.Errorf("sentences = %q", got)
	}
	resume := "Logged 4,200 hours under a certified electrician toward the California general electrician exam"
	if u := Unsupported("At Delta Wire Electric, I logged 4,200 hours under a certified electrician toward the California general electrician exam.", resume, "Delta Wire Electric"); len(u) > 0 {
		t.Errorf("a sentence of the resume flagged: %v", u)
	}
	if u := Unsupported("I am a Certified Coding Specialist with seven years of inpatient coding.", resume); len(u) == 0 {
		t.Error("a credential the inputs never name was not flagged")
	}
}
