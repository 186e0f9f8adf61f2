package ai

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
)

// testFacts is a fixed profile: a backend engineer with two roles, a
// degree and a project.
func testFacts() Facts {
	res := &stride.ResumeContent{
		PersonalInfo: stride.ResumePersonalInfo{Name: "Maya Chen", Summary: "Backend engineer who builds reliable data services."},
		Experience: []stride.ResumeExperience{
			{Title: "Senior Software Engineer", Company: "Northwind Analytics", StartDate: "2021-03", EndDate: "Present",
				Description: "• Led the migration of 40 services to Kubernetes, cutting deploy time by 60%.\n" +
					"• Built a Go ingestion pipeline in PostgreSQL that handles 2 million events a day.\n" +
					"• Mentored 4 engineers through code review and pairing."},
			{Title: "Software Engineer", Company: "Bluebird Health", StartDate: "2018-06", EndDate: "2021-02",
				Description: "Designed REST APIs in Python for the patient scheduling product.\n" +
					"Reduced page load time by 35% by adding Redis caching.\nWrote the team's incident runbooks."},
		},
		Education: []stride.ResumeEducation{{Degree: "BSc Computer Science", School: "University of Leeds"}},
		Skills:    []string{"Go", "Python", "PostgreSQL", "Kubernetes", "Redis", "Communication"},
		Projects: []stride.ResumeProject{{Name: "Tidewatch", Description: "An open-source tide forecast API.",
			Technologies: []string{"Go", "SQLite"}}},
	}
	title := "Senior Software Engineer"
	years := 7
	u := &stride.User{CurrentTitle: &title, YearsExperience: &years}
	skills := []stride.Skill{{Name: "Docker", Level: "advanced"}, {Name: "Mentoring", Level: "intermediate"}}
	return FactsFrom(u, skills, res, stride.MaterialProfile{})
}

var testJobs = []struct{ title, company, description string }{
	{"Platform Engineer", "Acme Robotics", "Acme Robotics is hiring a Platform Engineer to run our Kubernetes clusters. " +
		"You will write Go services, manage Docker images and keep PostgreSQL healthy. Strong communication skills required."},
	{"Backend Developer", "Lumen Pay", "Join Lumen Pay to build payment APIs in Python. We use Redis for caching, " +
		"PostgreSQL for storage and Docker for deployment. You will mentor junior developers."},
	{"Data Engineer", "Greenfield Energy", "Greenfield Energy needs a Data Engineer to build ingestion pipelines in Python and Go, " +
		"model data in PostgreSQL and schedule jobs on Kubernetes. Experience with event streams is a plus."},
}

// capitalisedOK are the capitalised words the local templates may use.
var capitalisedOK = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`I Dear Hello Hiring Manager Committee Sincerely Best Warmly Respectfully Thank Your What Here The Another
		Selected Some As And That Situation Task Action Result From For My Key One In At It regards Get Every If Reach Featured Skills Outcome Built With Let's`) {
		capitalisedOK[w] = true
	}
}

var capWord = regexp.MustCompile(`\b[A-Z][\p{L}'’.-]*`)

// inventedIn checks mechanically that every figure and every capitalised
// word of text (other than the templates' own words) occurs in the inputs.
func inventedIn(text string, inputs ...string) []string {
	corpus := strings.ToLower(strings.Join(inputs, "\n"))
	var out []string
	for _, n := range regexp.MustCompile(`\d+`).FindAllString(text, -1) {
		if !strings.Contains(corpus, n) {
			out = append(out, n)
		}
	}
	for _, w := range capWord.FindAllString(text, -1) {
		w = strings.TrimRight(w, ".'’-")
		if !capitalisedOK[w] && !strings.Contains(corpus, strings.ToLower(w)) {
			out = append(out, w)
		}
	}
	return out
}

func TestLocalCoverLetterIsGrounded(t *testing.T) {
	f := testFacts()
	for _, j := range testJobs {
		for _, tone := range stride.MaterialTones {
			for _, tmpl := range stride.CoverLetterTemplates {
				in := CoverLetterInput{Facts: f, JobTitle: j.title, Company: j.company, JobDescription: j.description, Tone: tone, Template: tmpl}
				g := writeCoverLetter(in)
				name := j.company + "/" + tone + "/" + tmpl
				if !strings.Contains(g.Text, j.company) || !strings.Contains(g.Text, j.title) {
					t.Errorf("%s: does not name the company and the role:\n%s", name, g.Text)
				}
				wanted := stride.SkillsInText(f.Skills, j.description)
				var used []string
				for _, s := range wanted {
					if strings.Contains(g.Text, s) {
						used = append(used, s)
					}
				}
				if len(used) < 3 {
					t.Errorf("%s: uses %v of the matching skills %v:\n%s", name, used, wanted, g.Text)
				}
				if bad := inventedIn(g.Text, f.Corpus(), j.title, j.company, j.description); len(bad) > 0 {
					t.Errorf("%s: names %v, which the inputs do not hold:\n%s", name, bad, g.Text)
				}
				if bad := Unsupported(g.Text, in.allowed()...); len(bad) > 0 {
					t.Errorf("%s: the grounding check rejects %v:\n%s", name, bad, g.Text)
				}
				for _, absent := range []string{"University of Leeds", "BSc"} {
					if strings.Contains(g.Text, absent) {
						t.Errorf("%s: mentions %q, which the job does not ask about", name, absent)
					}
				}
			}
		}
		if os.Getenv("SHOW_LETTERS") != "" {
			fmt.Printf("----- %s\n%s\n\n", j.company, writeCoverLetter(CoverLetterInput{Facts: f, JobTitle: j.title, Company: j.company, JobDescription: j.description, Tone: "professional", Template: "standard"}).Text)
		}
	}
}

func TestLocalCoverLetterDiffersByToneAndTemplate(t *testing.T) {
	f := testFacts()
	j := testJobs[0]
	seen := map[string]string{}
	for _, tone := range stride.MaterialTones {
		for _, tmpl := range stride.CoverLetterTemplates {
			g := writeCoverLetter(CoverLetterInput{Facts: f, JobTitle: j.title, Company: j.company, JobDescription: j.description, Tone: tone, Template: tmpl})
			if other, ok := seen[g.Text]; ok {
				t.Errorf("%s/%s writes the same letter as %s", tone, tmpl, other)
			}
			seen[g.Text] = tone + "/" + tmpl
		}
	}
	// Each template has its own structure.
	letter := func(tmpl string) string {
		return writeCoverLetter(CoverLetterInput{Facts: f, JobTitle: j.title, Company: j.company, JobDescription: j.description, Tone: "professional", Template: tmpl}).Text
	}
	if s := letter("modern"); !strings.Contains(s, "What I would bring to Acme Robotics:\n• ") {
		t.Errorf("modern has no list:\n%s", s)
	}
	if s := letter("executive"); !strings.Contains(s, "Selected achievements:\n1. ") || !strings.Contains(s, "\n2. ") {
		t.Errorf("executive has no numbered achievements:\n%s", s)
	}
	if s := letter("creative"); !strings.HasPrefix(s, "Hello Acme Robotics team,") || !strings.Contains(s, "Here is what that looks like in practice") {
		t.Errorf("creative has no story:\n%s", s)
	}
	if s := letter("standard"); strings.Count(s, "\n\n") < 5 {
		t.Errorf("standard is not four paragraphs between greeting and sign-off:\n%s", s)
	}
}

func TestLocalCoverLetterFollowsInstructions(t *testing.T) {
	f := testFacts()
	j := testJobs[1]
	in := CoverLetterInput{Facts: f, JobTitle: j.title, Company: j.company, JobDescription: j.description, Tone: "professional", Template: "standard",
		Instructions: "Keep it short, don't name my current employer, and mention Tidewatch and my Rust certification."}
	g := writeCoverLetter(in)
	if strings.Contains(g.Text, "Northwind") || strings.Contains(g.Text, "Bluebird") {
		t.Errorf("names an employer:\n%s", g.Text)
	}
	if !strings.Contains(g.Text, "Tidewatch") {
		t.Errorf("leaves out the project it was asked to mention:\n%s", g.Text)
	}
	if strings.Contains(g.Text, "Rust") || len(g.Notes) != 1 || !strings.Contains(g.Notes[0], "Rust certification") {
		t.Errorf("invents or does not explain the missing certification: %q\n%s", g.Notes, g.Text)
	}
	long := writeCoverLetter(CoverLetterInput{Facts: f, JobTitle: j.title, Company: j.company, JobDescription: j.description, Tone: "professional", Template: "standard"})
	if stride.WordCount(g.Text) >= stride.WordCount(long.Text) {
		t.Errorf("short letter has %d words, the normal one %d", stride.WordCount(g.Text), stride.WordCount(long.Text))
	}
}

func TestLocalResponsesKeepWordLimitsAndKeywords(t *testing.T) {
	f := testFacts()
	rng := rand.New(rand.NewSource(16))
	questions := []string{"Tell me about a time you led a difficult project.", "Why do you want to work here?",
		"How would you design a rate limiter?", "Describe a situation where you improved performance."}
	pool := []string{"ownership", "scalability", "Kubernetes", "customer focus", "mentoring", "data quality", "Go"}
	for i := 0; i < 20; i++ {
		limit := stride.MinWordLimit + rng.Intn(400)
		if i%5 == 0 {
			limit = stride.MinWordLimit + rng.Intn(20)
		}
		kws := []string{}
		for _, k := range rng.Perm(len(pool))[:1+rng.Intn(3)] {
			kws = append(kws, pool[k])
		}
		rt := stride.ResponseTypes[i%len(stride.ResponseTypes)]
		in := ResponseInput{Facts: f, Question: questions[i%len(questions)], JobTitle: "Platform Engineer", Company: "Acme Robotics",
			JobDescription: testJobs[0].description, ResponseType: rt, WordLimit: limit, Keywords: kws}
		g := writeResponse(in)
		if n := stride.WordCount(g.Text); n > limit || n < min(limit/2, 20) {
			t.Errorf("limit %d (%s): %d words:\n%s", limit, rt, n, g.Text)
		}
		for _, k := range kws {
			if !containsWord(g.Text, k) {
				t.Errorf("limit %d (%s): lacks keyword %q:\n%s", limit, rt, k, g.Text)
			}
		}
		if rt == "behavioral" && limit >= 80 {
			for _, l := range []string{"Situation:", "Task:", "Action:", "Result:"} {
				if !strings.Contains(g.Text, l) {
					t.Errorf("behavioural answer lacks %s:\n%s", l, g.Text)
				}
			}
		}
		if bad := Unsupported(g.Text, in.allowed()...); len(bad) > 0 {
			t.Errorf("limit %d (%s): names %v:\n%s", limit, rt, bad, g.Text)
		}
	}
}

func TestWordCount(t *testing.T) {
	for s, want := range map[string]int{"": 0, "one": 1, "state-of-the-art design": 2, "a — b": 2, "• Led 4 teams.": 3, "  I'm  here\n\nnow ": 3} {
		if got := stride.WordCount(s); got != want {
			t.Errorf("WordCount(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestUnsupportedFindsInventedClaims(t *testing.T) {
	f := testFacts()
	allowed := []string{f.Corpus(), testJobs[0].description}
	for text, want := range map[string]string{
		"At Globex Corporation I led the platform team.":                  "Globex Corporation",
		"I spent three years at Initech building pipelines.":              "Initech",
		"I hold a Master's degree in physics.":                            "Master's",
		"I improved throughput by 73%.":                                   "73",
		"I am a PMP holder.":                                              "PMP",
		"I studied at Stanford University.":                               "Stanford University",
		"I am a Certified Kubernetes Administrator.":                      "Certified Kubernetes Administrator",
		"At Northwind Analytics I led the migration to Kubernetes.":       "",
		"Dear Hiring Manager at Acme Robotics, I cut deploy time by 60%.": "",
	} {
		got := Unsupported(text, allowed...)
		if want == "" && len(got) > 0 {
			t.Errorf("%q: rejects %v", text, got)
		}
		if want != "" && (len(got) == 0 || !strings.Contains(strings.Join(got, "|"), want)) {
			t.Errorf("%q: finds %v, want %q", text, got, want)
		}
	}
}

// A credential the resume holds, followed by a hyphenated employer, is
// not read as one longer invented credential.
func TestUnsupportedCredentialEndsAtItsEmployer(t *testing.T) {
	allowed := "Certified Pharmacy Technician at CareBridge Long-Term Care Pharmacy since 2021"
	if got := Unsupported("I am a Certified Pharmacy Technician at CareBridge Long-Term Care Pharmacy.", allowed); len(got) > 0 {
		t.Errorf("rejects %v", got)
	}
	if got := Unsupported("I am a Certified Diabetes Educator at CareBridge Long-Term Care Pharmacy.", allowed); len(got) != 1 || got[0] != "Certified Diabetes Educator" {
		t.Errorf("finds %v, want the invented credential alone", got)
	}
}

func TestLocalPortfolio(t *testing.T) {
	f := testFacts()
	projects, err := stride.ParseProjects([]byte(`"[{\"title\":\"Tidewatch\",\"description\":\"Tide forecasts for sailors\",\"tech\":\"Go, SQLite\",\"impact\":\"Used by 300 sailors\"}]"`))
	if err != nil || len(projects) != 1 || projects[0].Technologies[1] != "SQLite" {
		t.Fatalf("%v %+v", err, projects)
	}
	seen := map[string]bool{}
	for _, theme := range stride.PortfolioThemes {
		for _, aud := range stride.PortfolioAudiences {
			in := PortfolioInput{Facts: f, Projects: projects, TargetAudience: aud, Theme: theme, HighlightedSkills: []string{"Go"}, CallToAction: "Email me."}
			g, _ := NewLocal().PortfolioSummary(context.Background(), in)
			if !strings.Contains(g.Text, "Tidewatch") || !strings.Contains(g.Text, "Email me.") || !strings.Contains(g.Text, "Go (Tidewatch)") {
				t.Errorf("%s/%s:\n%s", theme, aud, g.Text)
			}
			if bad := Unsupported(g.Text, in.allowed()...); len(bad) > 0 {
				t.Errorf("%s/%s names %v:\n%s", theme, aud, bad, g.Text)
			}
			if seen[g.Text] {
				t.Errorf("%s/%s repeats another summary", theme, aud)
			}
			seen[g.Text] = true
		}
	}
	if _, err := stride.ParseProjects([]byte(`"{not json"`)); stride.ErrorMessage(err) != stride.MsgProjectsJSON {
		t.Errorf("invalid JSON: %v", err)
	}
}

func chatContent(t *testing.T, text string) string {
	t.Helper()
	b, err := json.Marshal(map[string]string{"content": text})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestOpenAICoverLetterRejectsInventedEmployer(t *testing.T) {
	f := testFacts()
	j := testJobs[0]
	in := CoverLetterInput{Facts: f, JobTitle: j.title, Company: j.company, JobDescription: j.description, Tone: "professional", Template: "standard"}
	fabricated := chatContent(t, "Dear Hiring Manager,\n\nAt Globex Corporation I ran Kubernetes for 12 years. I want to be your Platform Engineer at Acme Robotics.")
	honest := chatContent(t, "Dear Hiring Manager,\n\nAt Northwind Analytics I led the migration of 40 services to Kubernetes. I want to be your Platform Engineer at Acme Robotics.")

	t.Run("rejected twice: the local engine writes it and says so", func(t *testing.T) {
		o, calls, seen := fakeChat(t, reply{content: fabricated}, reply{content: fabricated})
		g, err := o.CoverLetter(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		if calls.Load() != 2 || g.Provider != "local" || strings.Contains(g.Text, "Globex") || !strings.Contains(g.Text, "Acme Robotics") {
			t.Fatalf("calls %d, provider %s:\n%s", calls.Load(), g.Provider, g.Text)
		}
		if len(g.Notes) == 0 || !strings.Contains(g.Notes[0], "“Globex Corporation”") || !strings.Contains(g.Notes[0], "built-in engine") {
			t.Errorf("notes %q", g.Notes)
		}
		retry := (*seen)[1]["messages"].([]any)[1].(map[string]any)["content"].(string)
		if !strings.Contains(retry, "names Globex Corporation") || !strings.Contains(retry, "names 12") {
			t.Errorf("the retry does not say what was wrong: %s", retry)
		}
	})
	t.Run("rejected once, then an honest draft", func(t *testing.T) {
		o, calls, _ := fakeChat(t, reply{content: fabricated}, reply{content: honest})
		g, err := o.CoverLetter(context.Background(), in)
		if err != nil || calls.Load() != 2 || g.Provider != "openai" || !strings.Contains(g.Text, "Northwind Analytics") || len(g.Notes) != 0 {
			t.Fatalf("%v %d %+v", err, calls.Load(), g)
		}
	})
	t.Run("provider down: an error, not a fallback", func(t *testing.T) {
		o, _, _ := fakeChat(t, reply{status: 500})
		if _, err := o.CoverLetter(context.Background(), in); !errors.Is(err, ErrUnavailable) {
			t.Fatalf("err %v", err)
		}
	})
}

func TestOpenAIResponseKeepsTheLimit(t *testing.T) {
	f := testFacts()
	in := ResponseInput{Facts: f, Question: "Why this role?", JobTitle: "Platform Engineer", Company: "Acme Robotics", ResponseType: "essay",
		WordLimit: 30, Keywords: []string{"ownership"}}
	long := chatContent(t, strings.Repeat("I care about ownership and reliable platforms. ", 8))
	o, calls, _ := fakeChat(t, reply{content: long}, reply{content: long})
	g, err := o.ApplicationResponse(context.Background(), in)
	if err != nil || calls.Load() != 2 || g.Provider != "local" || stride.WordCount(g.Text) > 30 || !containsWord(g.Text, "ownership") {
		t.Fatalf("%v %d %+v", err, calls.Load(), g)
	}
	if !strings.Contains(g.Notes[0], "more than the limit of 30") {
		t.Errorf("notes %q", g.Notes)
	}
}

func BenchmarkLocalCoverLetter(b *testing.B) {
	f := testFacts()
	j := testJobs[0]
	in := CoverLetterInput{Facts: f, JobTitle: j.title, Company: j.company, JobDescription: strings.Repeat(j.description+" ", 40), Tone: "confident", Template: "executive"}
	for b.Loop() {
		writeCoverLetter(in)
	}
}

func BenchmarkLocalResponse(b *testing.B) {
	f := testFacts()
	in := ResponseInput{Facts: f, Question: "Tell me about a time you led a difficult project.", JobTitle: "Platform Engineer", Company: "Acme Robotics",
		JobDescription: testJobs[0].description, ResponseType: "behavioral", WordLimit: 60, Keywords: []string{"ownership", "Kubernetes"}}
	for b.Loop() {
		writeResponse(in)
	}
}

func BenchmarkUnsupported(b *testing.B) {
	f := testFacts()
	text := writeCoverLetter(CoverLetterInput{Facts: f, JobTitle: "Platform Engineer", Company: "Acme Robotics", JobDescription: testJobs[0].description, Tone: "professional", Template: "standard"}).Text
	corpus := f.Corpus()
	for b.Loop() {
		Unsupported(text, corpus, testJobs[0].description)
	}
}
