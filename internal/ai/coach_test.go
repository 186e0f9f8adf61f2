package ai

import (
	"context"
	"strings"
	"testing"
)

// TestInterviewTargets holds the interview coach's figures so they cannot
// regress (issue 39). Two sets of figures are held (see
// testdata/interview_eval.md): each development writer's answers scored
// leave one writer out, always, at floors a little below what was
// measured; and the held-out writer's (heldOutFile) with the committed
// model, at floors from its one look, once it has been looked at.
func TestInterviewTargets(t *testing.T) {
	t.Run("leave one writer out", func(t *testing.T) {
		cv := trainingCV()
		for _, w := range writers {
			f, floor := cv[w.name], lowoFloor[w.name]
			t.Log(f.line(w.name))
			if f.Pairwise < floor.Pairwise {
				t.Errorf("%s: pairwise %.3f, floor %.3f", w.name, f.Pairwise, floor.Pairwise)
			}
			if f.Pairwise-f.Words.Pairwise < floor.OverWords {
				t.Errorf("%s: pairwise %.3f is %.3f above word count, floor %.3f", w.name, f.Pairwise, f.Pairwise-f.Words.Pairwise, floor.OverWords)
			}
			if f.OffAll > floor.OffTopicHigh {
				t.Errorf("%s: off-topic (restated or not) at 6+ %.1f%%, at most %.1f%%", w.name, 100*f.OffAll, 100*floor.OffTopicHigh)
			}
			if f.Gap < floor.Gap {
				t.Errorf("%s: mean excellent − mean decent %.2f, floor %.2f", w.name, f.Gap, floor.Gap)
			}
			if f.ExcellentLow > floor.ExcellentLow {
				t.Errorf("%s: %d excellent answers under 4, at most %d", w.name, f.ExcellentLow, floor.ExcellentLow)
			}
			if f.MaxShift > 1 {
				t.Errorf("%s: a restated-question prefix moves a score by %.0f points (at most 1)", w.name, f.MaxShift)
			}
			if !(f.MeanPerGrade[4] > f.MeanPerGrade[3] && f.MeanPerGrade[3] > f.MeanPerGrade[2] && f.MeanPerGrade[2] > f.MeanPerGrade[1]) {
				t.Errorf("%s: mean score per grade out of order: %v", w.name, f.MeanPerGrade)
			}
		}
	})
	t.Run("held-out", func(t *testing.T) {
		set := heldOut(t)
		l := NewLocal()
		f := writerFigures(set, func(q evalQuestion, a string) float64 {
			an, err := l.EvaluateAdvanced(context.Background(), q.Question, a, q.Role, q.Type)
			if err != nil {
				t.Fatal(err)
			}
			return float64(an.Feedback.Score)
		})
		t.Log(f.line(heldOutName))
		floor := heldOutFloor
		if f.Pairwise < floor.Pairwise || f.Pairwise-f.Words.Pairwise < floor.OverWords || f.OffAll > floor.OffTopicHigh || f.Gap < floor.Gap || f.MaxShift > 1 || f.ExcellentLow > floor.ExcellentLow {
			t.Errorf("held-out figures below their floors %+v", floor)
		}
		_, _, ne, told := evalScores(t, set)
		if told != ne {
			t.Errorf("%d of %d answers not in English were told so", told, ne)
		}
	})
	t.Run("not English", func(t *testing.T) {
		var foreign []gradedAnswer
		for _, x := range loadLabelled(t, trainingFiles...) {
			if x.a.Grade == 0 {
				foreign = append(foreign, x)
			}
		}
		_, _, ne, told := evalScores(t, foreign)
		if told != ne || ne == 0 {
			t.Errorf("%d of %d answers not in English were told so", told, ne)
		}
	})
	t.Run("role fit", func(t *testing.T) {
		if fit, _ := roleFit(t); fit < 0.95 {
			t.Errorf("role fit %.0f%%, want 95%% or more", 100*fit)
		}
	})
}

type figureFloor struct {
	Pairwise, OverWords, OffTopicHigh, Gap float64
	ExcellentLow                           int
}

// lowoFloor are the floors of each development writer's figures, left
// out: a little below what was measured when the scorer was last changed.
// The history of each refit is in testdata/interview_eval.md; the last,
// fifteenth session: i25 joined the writers, a chart and a patient's
// baseline are signs of clinical care, and the scorer was refitted.
// Every floor was set anew from that measurement: over i1-i16 the mean
// pairwise 0.943, excellent − decent 2.18, off-topic at 6+ 5.7% and 8
// excellent answers under 4 (0.942, 2.11, 5.6% and 11 at the thirteenth
// session's refit), i25 left out 0.959 and 1.14. Pairwise 0.01,
// above-words 0.01 and excellent − decent 0.1 under the measurement,
// off-topic at 6+ one answer over it, one more excellent answer under 4.
var lowoFloor = map[string]figureFloor{
	"repo":       {Pairwise: 0.929, OverWords: 0.469, OffTopicHigh: 0.017, Gap: 1.11, ExcellentLow: 6},
	"repo-blind": {Pairwise: 0.854, OverWords: 0.241, OffTopicHigh: 0.029, Gap: 1.05, ExcellentLow: 44},
	"i1":         {Pairwise: 0.929, OverWords: 0.366, OffTopicHigh: 0.084, Gap: 2.36, ExcellentLow: 2},
	"i2":         {Pairwise: 0.917, OverWords: 0.332, OffTopicHigh: 0.056, Gap: 1.36, ExcellentLow: 3},
	"i3":         {Pairwise: 0.921, OverWords: 0.342, OffTopicHigh: 0.084, Gap: 2.36, ExcellentLow: 1},
	"i4":         {Pairwise: 0.917, OverWords: 0.342, OffTopicHigh: 0.120, Gap: 1.36, ExcellentLow: 2},
	"i5":         {Pairwise: 0.940, OverWords: 0.344, OffTopicHigh: 0.072, Gap: 1.76, ExcellentLow: 1},
	"i6":         {Pairwise: 0.941, OverWords: 0.323, OffTopicHigh: 0.072, Gap: 1.65, ExcellentLow: 3},
	"i7":         {Pairwise: 0.966, OverWords: 0.381, OffTopicHigh: 0.048, Gap: 3.33, ExcellentLow: 1},
	"i8":         {Pairwise: 0.946, OverWords: 0.337, OffTopicHigh: 0.072, Gap: 2.44, ExcellentLow: 1},
	"i9":         {Pairwise: 0.923, OverWords: 0.334, OffTopicHigh: 0.072, Gap: 2.36, ExcellentLow: 2},
	"i10":        {Pairwise: 0.956, OverWords: 0.348, OffTopicHigh: 0.048, Gap: 2.40, ExcellentLow: 1},
	"i11":        {Pairwise: 0.941, OverWords: 0.361, OffTopicHigh: 0.072, Gap: 2.08, ExcellentLow: 1},
	"i12":        {Pairwise: 0.940, OverWords: 0.311, OffTopicHigh: 0.096, Gap: 2.15, ExcellentLow: 1},
	"i13":        {Pairwise: 0.924, OverWords: 0.317, OffTopicHigh: 0.072, Gap: 2.01, ExcellentLow: 1},
	"i14":        {Pairwise: 0.933, OverWords: 0.299, OffTopicHigh: 0.120, Gap: 1.65, ExcellentLow: 1},
	"i15":        {Pairwise: 0.898, OverWords: 0.280, OffTopicHigh: 0.143, Gap: 1.76, ExcellentLow: 2},
	"i16":        {Pairwise: 0.939, OverWords: 0.367, OffTopicHigh: 0.072, Gap: 2.19, ExcellentLow: 1},
	"i17":        {Pairwise: 0.939, OverWords: 0.332, OffTopicHigh: 0.096, Gap: 2.08, ExcellentLow: 1},
	"i18":        {Pairwise: 0.935, OverWords: 0.353, OffTopicHigh: 0.096, Gap: 1.29, ExcellentLow: 2},
	"i19":        {Pairwise: 0.931, OverWords: 0.356, OffTopicHigh: 0.167, Gap: 1.97, ExcellentLow: 1},
	"i20":        {Pairwise: 0.951, OverWords: 0.315, OffTopicHigh: 0.120, Gap: 2.04, ExcellentLow: 2},
	"i21":        {Pairwise: 0.931, OverWords: 0.326, OffTopicHigh: 0.143, Gap: 2.58, ExcellentLow: 2},
	"i22":        {Pairwise: 0.912, OverWords: 0.326, OffTopicHigh: 0.143, Gap: 3.29, ExcellentLow: 2},
	"i23":        {Pairwise: 0.905, OverWords: 0.285, OffTopicHigh: 0.167, Gap: 1.44, ExcellentLow: 2},
	"i24":        {Pairwise: 0.914, OverWords: 0.282, OffTopicHigh: 0.167, Gap: 2.26, ExcellentLow: 2},
	"i25":        {Pairwise: 0.949, OverWords: 0.332, OffTopicHigh: 0.096, Gap: 1.04, ExcellentLow: 2},
}

// heldOutFloor are the floors of the held-out writer's figures, set just
// under the committed model's at its one look (heldOutLooked): i26's, in
// the fifteenth session, were pairwise 0.940, 0.316 above word count,
// off-topic at 6+ 4 of 42 (9.5%), excellent − decent 2.71 and no
// excellent answer under 4 (at its start, with the model before i25
// joined: 0.937, 2.82, one, 11.9%). Pairwise and above-words 0.01 and
// excellent − decent 0.1 under them, off-topic one answer over (5 of
// 42), one excellent answer under 4. Issue 39's target for off-topic is
// 5%; three of i26's four are answers its writer wrote as strong answers
// to another question.
var heldOutFloor = figureFloor{Pairwise: 0.930, OverWords: 0.306, OffTopicHigh: 0.120, Gap: 2.61, ExcellentLow: 1}

// The strong answer of the interview screen's end-to-end test
// (web/e2e/interview.spec.ts) must score 8 or more there; this holds it
// here, where a refit shows it first.
func TestE2EStrongAnswerScoresHigh(t *testing.T) {
	a := "In my last role as a product manager at a B2B analytics company, our team of six engineers received over " +
		"forty feature requests in a single quarter from sales, support and two enterprise customers. My task was to " +
		"decide what we would build first without losing the trust of the stakeholders who were not chosen. I gathered " +
		"every request into one backlog and scored each one with the RICE framework: reach, impact, confidence and " +
		"effort. I then met the heads of sales and support, walked them through the scores and the data behind them, and " +
		"agreed on the top five items together. I explained the trade-offs openly and said no to eleven requests, with a " +
		"clear reason for each. As a result, we shipped the top five items in ten weeks, customer churn dropped by 12 " +
		"percent, and support tickets fell by 30 percent. The lesson I learned is that a transparent prioritisation " +
		"process matters as much as the decision itself, so I now share the scoring sheet with stakeholders every quarter."
	q := "Tell me about a time you had more requests than you could deliver. How did you decide what to work on first?"
	if an := evaluate(t, q, a, "Product Manager", "behavioral"); an.Feedback.Score < 8 {
		t.Errorf("the end-to-end test's strong answer scored %d, want 8 or more", an.Feedback.Score)
	}
}

// The nurse of the interview screen's end-to-end test (web/e2e/
// interview.spec.ts) answers the first behavioural question a registered
// nurse is asked at level 1 and must score 7 or more; this holds it here.
func TestE2ENurseAnswerScoresFair(t *testing.T) {
	qs, err := NewLocal().AdaptiveQuestions(context.Background(), "Registered Nurse", "behavioral", 1, 5, nil)
	if err != nil {
		t.Fatal(err)
	}
	a := "On a night shift I gave a post-op patient his first dose of an IV antibiotic and stayed at the bedside for the first minutes, as our policy says. Within ten minutes he was flushed and itchy and his blood pressure dropped from the 130s to 100. I stopped the infusion at once, kept the line open with saline, called the charge nurse and the doctor, and gave the antihistamine they ordered. I charted the reaction with the times and added the allergy to his record. He recovered within the hour. I learned to watch the first dose of any new drug at the bedside rather than from the desk, and I now recheck vitals within 15 minutes of every first dose."
	if an := evaluate(t, qs[0].Question, a, "Registered Nurse", "behavioral"); an.Feedback.Score < 7 {
		t.Errorf("the end-to-end test's nurse answer scored %d under %q, want 7 or more", an.Feedback.Score, qs[0].Question)
	}
}

func evaluate(t *testing.T, question, answer, jobTitle, typ string) *Analysis {
	t.Helper()
	an, err := NewLocal().EvaluateAdvanced(context.Background(), question, answer, jobTitle, typ)
	if err != nil {
		t.Fatal(err)
	}
	return an
}

const failureQuestion = "Tell me about a time you failed. What happened, and what did you learn?"

// A behavioural answer about a failure, told without the question's words.
const failureAnswer = "Last spring I led the migration of our billing reports to a new warehouse and promised finance the " +
	"numbers for the quarterly close. I skipped a full reconciliation to save two days, and that was my mistake: " +
	"the first report undercounted refunds by $38,000 and the controller caught it the morning of the board meeting. " +
	"I owned it straight away, told my manager and the controller what had gone wrong, and worked through the night " +
	"to rebuild the refund logic and reconcile every line against the old system. The corrected report went out " +
	"before noon and the close was not delayed. Since then I always run a parallel reconciliation before switching " +
	"any report, and I agree the cut-over date with finance only after it passes."

func TestAnswersInOtherLanguagesAreToldNotScored(t *testing.T) {
	q := "Tell me about a time you had more requests than you could deliver. How did you decide what to work on first?"
	for _, c := range []struct {
		name, answer, lang string
	}{
		{"Spanish", "En mi último trabajo tenía treinta peticiones y solo tres ingenieros. Puse todas en una hoja, las puntué por impacto y esfuerzo con el jefe técnico, y expliqué a cada persona por qué su petición esperaba.", "Spanish"},
		{"French", "Dans mon dernier poste, nous avions trente demandes pour trois ingénieurs. Je les ai classées selon leur impact et leur effort avec le responsable technique, et j'ai expliqué à chaque personne pourquoi sa demande attendait.", "French"},
		{"English with a Spanish name", "At Banco de la Nación I had thirty requests and three engineers, so I ranked them by revenue at risk and effort with the tech lead and told each requester why theirs waited.", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			an := evaluate(t, q, c.answer, "Product Manager", "behavioral")
			told := strings.HasPrefix(an.Feedback.Summary, NotEnglishMessage)
			if c.lang != "" {
				if !told || an.Feedback.Score != 0 || !strings.Contains(an.Feedback.Summary, c.lang) {
					t.Errorf("got score %d, summary %q", an.Feedback.Score, an.Feedback.Summary)
				}
			} else if told || an.Feedback.Score < 1 {
				t.Errorf("an English answer was not scored: %q", an.Feedback.Summary)
			}
		})
	}
}

// Copying the question, or repeating its words, earns nothing.
func TestCopyingOrRepeatingTheQuestionEarnsNothing(t *testing.T) {
	offTopic := evaluate(t, failureQuestion, offTopicStory, "Software Engineer", "behavioral")
	restated := evaluate(t, failureQuestion, `You asked: "`+failureQuestion+`" `+offTopicStory, "Software Engineer", "behavioral")
	stuffed := evaluate(t, failureQuestion, "Time I failed, what happened, what I learned. I failed and learned what happened when I failed; "+
		"failing taught me what happened and what I learned from the time I failed.", "Software Engineer", "behavioral")
	real := evaluate(t, failureQuestion, failureAnswer, "Software Engineer", "behavioral")
	if restated.Feedback.Score > offTopic.Feedback.Score {
		t.Errorf("restating the question raised the score from %d to %d", offTopic.Feedback.Score, restated.Feedback.Score)
	}
	for name, an := range map[string]*Analysis{"off-topic": offTopic, "restated": restated, "stuffed": stuffed} {
		if an.Feedback.Score > 3 {
			t.Errorf("%s answer scored %d: %s", name, an.Feedback.Score, an.Feedback.Summary)
		}
	}
	if real.Feedback.Score < 5 || real.Feedback.Score <= max(offTopic.Feedback.Score, restated.Feedback.Score, stuffed.Feedback.Score) {
		t.Errorf("a real failure story scored %d: %+v", real.Feedback.Score, real.Feedback)
	}
	advice := strings.Join(restated.Feedback.ImprovementAreas, " ")
	if !strings.Contains(advice, "Repeating the question earns nothing") {
		t.Errorf("restated answer not told: %s", advice)
	}
	advice = strings.Join(stuffed.Feedback.ImprovementAreas, " ")
	if !strings.Contains(advice, "Repeating the question's words is not an answer") {
		t.Errorf("stuffed answer not told: %s", advice)
	}
}

// A polished story from another field, for the off-topic cases.
const offTopicStory = "I walk around the vehicle in the same order every time so nothing is skipped: oil, coolant and " +
	"belts; tyres, tread depth and pressure; the air brakes, with a brake test before moving; the fifth wheel and the " +
	"air lines; then lights, mirrors and the load. I record defects on the daily check sheet, and the truck does not " +
	"move until a safety defect is fixed."

// Relevance is judged by meaning: a failure story that never says "fail"
// is on topic.
func TestRelevanceByMeaningNotSharedWords(t *testing.T) {
	an := evaluate(t, failureQuestion, failureAnswer, "Software Engineer", "behavioral")
	for _, s := range an.Feedback.ImprovementAreas {
		if strings.Contains(s, "does not address the question") {
			t.Errorf("a failure story was told it misses the question: %v", an.Feedback.ImprovementAreas)
		}
	}
	for _, c := range [][2]string{{"prioritise", "priority"}, {"mistake", "error"}, {"fail", "failure"}, {"customer", "client"}} {
		if !closeTo(stem(c[0]), stem(c[1])) && !related(stem(c[0]), stem(c[1])) {
			t.Errorf("%s and %s are not related in the lexicon", c[0], c[1])
		}
	}
	if closeTo(stem("engine"), stem("nurse")) {
		t.Error("engine and nurse are close in the lexicon")
	}
}

// Each kind of question has its own yardstick, and the advice names what
// this answer lacks.
func TestYardstickPerQuestionKind(t *testing.T) {
	for _, c := range []struct {
		name, question, typ, answer string
		want, notWant               []string
	}{
		{"technical answer without trade-offs", "What is a database index, how does it speed up queries, and what does it cost?", "technical",
			"An index is a sorted structure, usually a B-tree, that points to the rows. A query that filters on the column walks the tree instead of scanning the table, so it finds the rows in logarithmic time.",
			[]string{"trade-offs"}, []string{"STAR"}},
		{"situational answer without people or risks", "You have five feature requests and one engineer for the next two weeks. Three come from your biggest customer. How do you choose?", "case-study",
			"I would estimate the value and the effort of each request and build the ones with the best ratio first.",
			[]string{"people involved", "risks"}, []string{"STAR"}},
		{"behavioural answer without a result", failureQuestion, "behavioral",
			"Last year I was asked to migrate our reports and I decided to skip the reconciliation to save time. I rebuilt the refund logic.",
			[]string{"STAR", "result"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			an := evaluate(t, c.question, c.answer, "Software Engineer", c.typ)
			advice := strings.Join(an.Feedback.ImprovementAreas, " ")
			for _, w := range c.want {
				if !strings.Contains(advice, w) {
					t.Errorf("advice lacks %q: %s", w, advice)
				}
			}
			for _, w := range c.notWant {
				if strings.Contains(advice, w) {
					t.Errorf("advice has %q: %s", w, advice)
				}
			}
		})
	}
}

// Every occupation gets questions of its own work, of every type, levelled
// 1-5, and a session never repeats one.
func TestQuestionsForAnyRole(t *testing.T) {
	l := NewLocal()
	for _, title := range []string{"Registered Nurse", "Electrician", "Customer Service Representative", "Paralegal"} {
		o := occupationFor(title)
		if o == nil {
			t.Fatalf("%s does not resolve", title)
		}
		for _, typ := range InterviewTypes {
			var exclude []string
			level := 1
			for round := 0; round < 10; round++ {
				qs, err := l.AdaptiveQuestions(context.Background(), title, typ, level, 1, exclude)
				if err != nil || len(qs) != 1 {
					t.Fatalf("%s/%s round %d: %v %v", title, typ, round, qs, err)
				}
				q := qs[0]
				if !strings.HasPrefix(q.ID, "onet-"+o.Code) || q.Type != typ || q.Level < 1 || q.Level > 5 || q.Competency == "" {
					t.Fatalf("%s/%s: %+v", title, typ, q)
				}
				for _, e := range exclude {
					if e == q.ID {
						t.Fatalf("%s/%s repeated %s", title, typ, q.ID)
					}
				}
				exclude = append(exclude, q.ID)
				level = NextLevel(level, []int{9, 9, 3, 7, 10, 2, 8, 8, 1, 5}[round])
			}
		}
	}
	// The nurse is asked about nursing, not data science.
	qs, _ := l.AdaptiveQuestions(context.Background(), "Registered Nurse", "behavioral", 3, 5, nil)
	for _, q := range qs {
		if strings.Contains(q.Question, "model") || strings.Contains(q.Question, "production") {
			t.Errorf("nurse asked: %s", q.Question)
		}
	}
	// A generated question is found again when its answer is evaluated.
	if q := questionFor(qs[0].Question, "behavioral", "Registered Nurse"); q.ID != qs[0].ID {
		t.Errorf("generated question not found for scoring: %+v", q)
	}
}

func TestTaskPhrasesReadWell(t *testing.T) {
	for _, c := range []struct{ task, want string }{
		{"Administer medications to patients and monitor patients for reactions or side effects.",
			"administer medications to patients and monitor patients for reactions or side effects"},
		{"Perform basic vehicle maintenance tasks, such as adding oil, fuel, or radiator fluid, performing minor repairs, or washing trucks.",
			"perform basic vehicle maintenance tasks"},
		{"Repair or replace wiring, equipment, or fixtures, using hand tools or power tools.",
			"repair or replace wiring, equipment, or fixtures"},
		{"Contact customers to respond to inquiries or to notify them of claim investigation results or any planned adjustments.",
			"contact customers to respond to inquiries or"},
		{"Watch for and recognize security risks and thefts, and know how to prevent or handle these situations.",
			"watch for and recognize security risks and thefts"},
	} {
		got := taskPhrase(c.task)
		if strings.HasSuffix(c.want, " or") {
			// Cut before a purpose clause, never ending on a joining word.
			if strings.HasSuffix(got, " or") || strings.HasSuffix(got, " to") || len(strings.Fields(got)) > 14 {
				t.Errorf("taskPhrase(%q) = %q", c.task, got)
			}
			continue
		}
		if got != c.want {
			t.Errorf("taskPhrase(%q) = %q, want %q", c.task, got, c.want)
		}
	}
}

// Feedback quoted in the README: print it with -v.
func TestFeedbackExamples(t *testing.T) {
	for _, a := range []string{failureAnswer, "I have failed sometimes but I always learn from my mistakes and try to do better next time."} {
		f := evaluate(t, failureQuestion, a, "Software Engineer", "behavioral").Feedback
		if f.Summary == "" || len(f.FollowUpRecommendations) == 0 {
			t.Errorf("thin feedback: %+v", f)
		}
		t.Logf("score %d\nsummary: %s\nstrengths: %q\nimprovements: %q\nfollow-up: %q\ninsights: %q",
			f.Score, f.Summary, f.StrengthsIdentified, f.ImprovementAreas, f.FollowUpRecommendations, f.PersonalityInsights)
	}
}

// BenchmarkEvaluateAnswer scores one behavioural answer with the local
// engine, as the interview screen does on "Get Advanced Analysis"; and
// the same answer asked without a role, as the learning journey's
// challenges ask, which reads it against four guessed occupations
// (readFor).
func BenchmarkEvaluateAnswer(b *testing.B) {
	for _, role := range []string{"Software Engineer", ""} {
		b.Run("role="+role, func(b *testing.B) {
			l := NewLocal()
			ctx := context.Background()
			if _, err := l.EvaluateAdvanced(ctx, failureQuestion, failureAnswer, role, "behavioral"); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for range b.N {
				if _, err := l.EvaluateAdvanced(ctx, failureQuestion, failureAnswer, role, "behavioral"); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The embedded data the scorer reads loads whole: the fitted trees, every
// word vector, the shared direction and every occupation's meaning.
func TestWarmLoadsTheCoachData(t *testing.T) {
	Warm()
	m := scorer()
	if m == nil || len(m.Gate.Trees) == 0 || len(m.Quality.Trees) == 0 {
		t.Fatal("the fitted scorer did not load")
	}
	if n := len(vectors()); n < 30000 {
		t.Fatalf("%d word vectors loaded, want the 31,771 of data/vectors.bin.gz", n)
	}
	if dot(commonDirection(), commonDirection()) < 0.99 {
		t.Fatal("the shared direction is not a unit vector")
	}
	if n := len(occupationMeanings()); n < 900 {
		t.Fatalf("%d occupation meanings", n)
	}
	// Close words are close, unrelated ones are not.
	sim := func(a, b string) float64 { return dot(vecOf(a).v[:], vecOf(b).v[:]) }
	if sim("mistake", "error") <= sim("mistake", "banana") {
		t.Errorf("mistake~error %.2f, mistake~banana %.2f", sim("mistake", "error"), sim("mistake", "banana"))
	}
	if vecOf("follow-up") == nil || vecOf("patient's") == nil {
		t.Error("a compound or possessive has no vector")
	}
}
