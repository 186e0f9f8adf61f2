package ai

import (
	"cmp"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/stride-oss/stride/internal/catalog"
)

// Questions for any role: a title that is not one of the curated bank's
// resolves to its O*NET occupation, and the occupation's task statements
// become behavioural, situational (case-study), technical and
// emotional-intelligence questions. Each carries its competency (the task)
// and keywords (the task's content words), and a level from 1 to 5 (1-3
// for the plain form of a question, 3-5 for its harder form).

var occupationQuestionCache sync.Map // code → []Question

// occupationQuestions returns the generated questions of an occupation.
func occupationQuestions(o *catalog.Occupation) []Question {
	if v, ok := occupationQuestionCache.Load(o.Code); ok {
		return v.([]Question)
	}
	var out []Question
	// The level is the candidate's seniority asked for, 1 to 5: the plain
	// form of each question serves levels 1-3 and its harder form levels
	// 3-5, the tasks taking the levels in turn, so that every level has
	// questions of every type.
	// The tasks most specific to the occupation come first (the words of
	// "prepare documents" or "maintain records" say little about a real
	// estate agent or a pharmacist), and take the levels in turn.
	type task struct {
		i           int
		phrase      string
		specificity float64
	}
	var tasks []task
	for i, raw := range o.Tasks {
		if t := taskPhrase(raw); t != "" {
			tasks = append(tasks, task{i, t, taskSpecificity(t)})
		}
	}
	slices.SortStableFunc(tasks, func(a, b task) int { return cmp.Compare(b.specificity, a.specificity) })
	rank := map[int]int{}
	for r, tk := range tasks {
		rank[tk.i] = r
	}
	level := func(i, form int) int { return 1 + 2*form + rank[i]%3 }
	for _, tk := range tasks {
		i, t := tk.i, tk.phrase
		comp := competencyOf(t)
		kw := taskKeywords(t)
		id := func(kind string, n int) string { return fmt.Sprintf("onet-%s-%s-%02d", o.Code, kind, 2*i+n) }
		add := func(q Question) {
			q.Competency, q.Keywords, q.JobTitle, q.task = comp, kw, o.Title, t
			out = append(out, q)
		}

		// Behavioural: a real example of doing the task, plainly and then
		// when it went wrong.
		add(Question{ID: id("beh", 0), Type: "behavioral", Level: level(i, 0),
			Question: fmt.Sprintf("%s %s. What did you do, and what was the result?", []string{
				"Tell me about a time you had to", "Describe a situation where you had to", "Give me an example of a time you had to",
			}[i%3], t),
			FollowUp: "Looking back, what would you do differently?"})
		add(Question{ID: id("beh", 1), Type: "behavioral", Level: level(i, 1),
			Question: fmt.Sprintf("Tell me about a time something went wrong while you had to %s. What was your part in it, and what did you change afterwards?", t),
			FollowUp: "How did the people affected react, and what did you tell them?"})

		// Technical: how the work is done, then its harder side.
		add(Question{ID: id("tech", 0), Type: "technical", Level: level(i, 0),
			Question: fmt.Sprintf("How do you %s? Walk me through your steps and the checks you make.", t),
			FollowUp: "What is the most common mistake people make with this, and how do you avoid it?"})
		add(Question{ID: id("tech", 1), Type: "technical", Level: level(i, 1),
			Question: fmt.Sprintf("When you %s, what are the main risks or trade-offs, and how do you decide between the options you have?", t),
			FollowUp: "When would you choose a different approach?"})

		// Situational: the task under a complication that grows with level.
		add(Question{ID: id("case", 0), Type: "case-study", Level: level(i, 0),
			Question: fmt.Sprintf("You need to %s, but you have about half the usual time. What do you do first, and what do you let wait?", t),
			FollowUp: "Who would you tell, and what would you tell them?"})
		add(Question{ID: id("case", 1), Type: "case-study", Level: level(i, 1),
			Question: fmt.Sprintf("You need to %s, and two people who depend on the result disagree about what matters most. How do you handle it?", t),
			FollowUp: "What would you do if your first plan did not work?"})

		// Emotional intelligence: the people side of the same work.
		add(Question{ID: id("eq", 0), Type: "emotional-intelligence", Level: level(i, 0),
			Question: fmt.Sprintf("Tell me about a time you had to %s while someone involved was upset or under pressure. How did you handle their reaction and your own?", t),
			FollowUp: "What did you learn about yourself from it?"})
		add(Question{ID: id("eq", 1), Type: "emotional-intelligence", Level: level(i, 1),
			Question: fmt.Sprintf("Describe a time you received critical feedback on how you %s. How did you respond, and what changed?", t),
			FollowUp: "How do you ask for feedback now?"})
	}
	occupationQuestionCache.Store(o.Code, out)
	return out
}

// taskSpecificity is how specific a task's words are to a few kinds of
// work: the mean inverse document frequency of its content words over the
// occupations, each counted up to 5.
func taskSpecificity(t string) float64 {
	stems := contentStems(tokens(strings.ToLower(t)))
	if len(stems) == 0 {
		return 0
	}
	sum := 0.0
	for _, s := range stems {
		sum += math.Min(5, idfOf(s))
	}
	return sum / float64(len(stems))
}

var (
	// Lists and asides that make a task statement too long to ask aloud.
	taskCutRe = regexp.MustCompile(`(?i),? (such as|including|e\.g\.|for example|as well as|either)\b.*$|, using\b.*$|;.*$|\s*\(.*?\)`)
	// Words kept capitalised when a task becomes part of a sentence.
	keepCaseRe = regexp.MustCompile(`^([A-Z]{2,}|[A-Z][a-z]*[A-Z]\w*)`)
)

// taskPhrase turns an O*NET task statement into a verb phrase that reads
// well after "you had to": lower-case first word, no trailing full stop, no
// lists of examples or tools, at most fourteen words, cut where a clause
// ends rather than mid-phrase.
func taskPhrase(task string) string {
	t := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(task), "."))
	t = strings.TrimSpace(taskCutRe.ReplaceAllString(t, ""))
	words := strings.Fields(t)
	if len(words) < 2 {
		return ""
	}
	const most = 14
	if len(words) > most {
		// The latest clause boundary that keeps five to fourteen words: a
		// comma, or "to"/"so"/"in order" starting a purpose.
		cut := 0
		for i := 5; i <= most && i < len(words); i++ {
			w := strings.ToLower(words[i])
			if strings.HasSuffix(words[i-1], ",") || w == "to" || w == "so" || w == "in" && i+1 < len(words) && words[i+1] == "order" {
				cut = i
			}
		}
		if cut == 0 {
			cut = most
		}
		words = words[:cut]
		for len(words) > 4 && danglingWord[strings.ToLower(strings.TrimRight(words[len(words)-1], ","))] {
			words = words[:len(words)-1]
		}
	}
	t = strings.TrimRight(strings.Join(words, " "), ",;: ")
	if !keepCaseRe.MatchString(t) {
		t = strings.ToLower(t[:1]) + t[1:]
	}
	return t
}

var danglingWord = map[string]bool{"and": true, "or": true, "the": true, "a": true, "an": true, "of": true, "to": true,
	"for": true, "in": true, "on": true, "with": true, "by": true, "from": true, "as": true, "at": true, "that": true,
	"how": true, "know": true, "what": true, "whether": true, "when": true, "where": true,
	"any": true, "all": true, "other": true, "such": true, "their": true, "its": true, "into": true, "about": true}

// competencyOf names what a task question tests: the task's first words,
// up to six, not ending on a joining word or on a phrase it cut in two.
func competencyOf(t string) string {
	words := strings.Fields(strings.ToLower(t))
	if len(words) > 6 {
		words = words[:6]
		for i := len(words) - 1; i >= 3 && i >= len(words)-2; i-- {
			if danglingWord[words[i]] {
				words = words[:i]
				break
			}
		}
	}
	for len(words) > 2 && danglingWord[strings.TrimRight(words[len(words)-1], ",")] {
		words = words[:len(words)-1]
	}
	return strings.TrimRight(strings.Join(words, " "), ",")
}

// taskKeywords are the content words of a task, for relevance.
func taskKeywords(t string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range tokens(strings.ToLower(t)) {
		s := stem(w)
		if len(w) < 4 || stopwords[w] || questionBoilerplate[w] || seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, w)
		if len(out) == 6 {
			break
		}
	}
	return out
}
