package ai

import (
	"context"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
)

// Rules from the m9 cases (a grocery and food-distribution company),
// after their one look.

// A story question about a short-handed shift, a change of plans, a
// shortcut put right or a cause others missed is answered by the time it
// happened, not by a duty told each time.
func TestStoriesOfTheNinthSet(t *testing.T) {
	res := &stride.ResumeContent{Experience: []stride.ResumeExperience{{Title: "Sanitation Lead", Company: "Sunridge Fresh-Cut Produce", StartDate: "2020-01", EndDate: "Present",
		Description: "• When a swab or check fails, write up what went wrong and the fix on the nightly log, and closed 100% of 2024 audit findings on time\n" +
			"• Caught the 3 a.m. crew leaving floor drains for last and skipping drains entirely on short nights, reordered the task sheet and paired new hires with veterans, and drains passed 26 of 26 weekly checks after\n" +
			"• On a Thanksgiving-week night when 6 selectors called off, volunteered for a double and got the trucks out 15 minutes late instead of 2 hours\n" +
			"• When a January 2024 blizzard shut down I-29, phoned the 9 stops left, reworked the route on county highways and delivered 7 that day\n" +
			"• Found and repaired leaks with an electronic sniffer and bubble solution, and logged every pound of refrigerant added, about 600 lb a year\n" +
			"• After 2 other shops quoted a $14,000 replacement at a gas station, traced the warm cooler to a bad $180 motor and had it back up in 2 hours"}}}
	f := FactsFrom(nil, nil, res, stride.MaterialProfile{Title: "Sanitation Lead"})
	for q, want := range map[string]string{
		"Describe a situation where you saw people taking a shortcut on an important step and got it corrected.": "Caught the 3 a.m. crew",
		"Tell us about a time your team was short-handed and you stepped up.":                                    "On a Thanksgiving-week night",
		"Tell us about a time bad weather or a road closure forced you to change plans.":                         "When a January 2024 blizzard",
		"Tell us about a time you found the real cause of a problem that others had missed.":                     "After 2 other shops quoted",
	} {
		if s := pickStory(f, q); !strings.HasPrefix(s.text, want) || !s.fits {
			t.Errorf("%q: picks %q (fits %v), want %q", q, s.text, s.fits, want)
		}
	}
	if !presentDuty("When a swab or check fails, write up what went wrong") || presentDuty("When the blizzard shut down I-29, reworked the route") {
		t.Error("a duty told each time and a time it happened are not told apart")
	}
}

// "and" is never an initial ("sesame and plain runs" is no SAP), while a
// small word may be ("Department of Transportation" is DOT).
func TestInitialsSkipAnd(t *testing.T) {
	if initialsMatch([]string{"sesame", "and", "plain"}, "SAP") {
		t.Error("sesame and plain read as SAP")
	}
	if !initialsMatch([]string{"Department", "of", "Transportation"}, "DOT") || !initialsMatch([]string{"desired", "dough", "temperature"}, "DDT") {
		t.Error("an abbreviation's words not read")
	}
}

// A letter quotes a duty opening on a verb before a comma or on "Able to"
// as a sentence, leaves out a condition of the job (availability), and
// writes the person's skills inside its sentence in small letters unless
// they are names.
func TestLetterLeadsAndSkills(t *testing.T) {
	if got := dutyLead("Cut, grind and merchandise beef, pork, poultry and seafood", 0, true, ""); !strings.HasPrefix(got, "You are looking for someone to cut, grind") {
		t.Errorf("dutyLead = %q", got)
	}
	if got := dutyLead("Able to break down primals and subprimals with band saw, grinder and knife", 5, false, ""); got != "You are looking for someone able to break down primals and subprimals with band saw, grinder and knife." {
		t.Errorf("dutyLead = %q", got)
	}
	for _, d := range postingDuties("Requirements:\n- Weekend and holiday availability\n- Able to pass a background check\n- 2 years of meat cutting\n") {
		if strings.Contains(d.text, "availability") || strings.Contains(d.text, "background") {
			t.Errorf("a condition of the job quoted as a duty: %q", d.text)
		}
	}
	res := &stride.ResumeContent{Skills: []string{"Beef, pork and lamb breakdown", "Broadridge Impact", "Band saw and grinder operation"},
		Experience: []stride.ResumeExperience{{Title: "Meat Cutter", Company: "Halvorsen's Meat & Provisions", StartDate: "2016-01", EndDate: "Present",
			Description: "• Cut and trim 1,200 lb of beef a week for the butcher counter"}}}
	f := FactsFrom(nil, nil, res, stride.MaterialProfile{Title: "Meat Cutter"})
	g, err := (&Local{}).CoverLetter(context.Background(), CoverLetterInput{Facts: f, JobTitle: "Meat Lead", Company: "Kettle Creek Markets",
		JobDescription: "We run a busy meat counter.", Tone: "professional", Template: "standard"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(g.Text, "beef, pork and lamb breakdown") || !strings.Contains(g.Text, "Broadridge Impact") || strings.Contains(g.Text, "broadridge") {
		t.Errorf("skills in the letter:\n%s", g.Text)
	}
}
