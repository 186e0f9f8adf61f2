package ai

import (
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/stride-oss/stride"
)

// What a posting asks the person to do, and the person's evidence for
// each: the letter answers the posting's main responsibilities one by one
// with the strongest matching resume bullet.

// duty is one responsibility or requirement of a posting.
type duty struct {
	text  string
	order int // its place in the posting; requirements come after duties
}

var (
	listItemRe    = regexp.MustCompile(`^\s*(?:[-•*–·]|\d+[.)])\s+(.+)$`)
	requireHeadRe = regexp.MustCompile(`(?i)^(what you (need|bring|have)|requirements|qualifications|you have|you bring|must have|nice to have|preferred|bonus|about you|who you are)\b`)
	niceHeadRe    = regexp.MustCompile(`(?i)^(nice to have|preferred|bonus|why |benefits|perks|what we offer)`)
	dutySentRe    = regexp.MustCompile(`(?i)\b(you will|you'll|responsib|you own|you lead|you manage|day to day|we need|looking for someone)\b`)
)

// conditionRe is a condition of the job rather than work a story can
// answer: when the person is available and the checks they pass ("Weekend and holiday availability" is not answered by
// "I fill 25-40 holiday orders a week").
var conditionRe = regexp.MustCompile(`(?i)\b(?:availability|available to work|able to work (?:\w+ )?(?:weekends|nights|holidays|overtime)|flexible (?:schedule|hours)|pass (?:a |an )?(?:background|drug|criminal)|authori[sz]ed to work)\b`)

// postingDuties lists the posting's responsibilities in order: the items
// of its lists (the "what you will do" ones first, then what it requires;
// nice-to-haves and benefits left out), else its sentences that say what
// the person will do.
func postingDuties(desc string) []duty {
	var out []duty
	section := 0 // 0 duties, 1 requirements, 2 skipped
	for _, line := range strings.Split(desc, "\n") {
		t := strings.TrimSpace(line)
		if t == "" {
			continue
		}
		m := listItemRe.FindStringSubmatch(t)
		if m == nil {
			switch {
			case niceHeadRe.MatchString(t):
				section = 2
			case requireHeadRe.MatchString(t):
				section = 1
			case len(strings.Fields(t)) <= 6:
				section = 0
			}
			continue
		}
		if section == 2 || conditionRe.MatchString(m[1]) {
			continue
		}
		out = append(out, duty{text: strings.TrimRight(m[1], ". "), order: len(out) + 100*section})
	}
	if len(out) > 0 {
		return out
	}
	for _, s := range strings.Split(sentenceEnd.ReplaceAllString(desc, "$1\n"), "\n") {
		if s = strings.TrimSpace(s); dutySentRe.MatchString(s) && len(strings.Fields(s)) >= 4 {
			out = append(out, duty{text: strings.TrimRight(s, ". "), order: len(out)})
		}
	}
	return out
}

// dutyWords are the words of a text that say what the work is: four
// letters or more, not everyday words, stemmed.
func dutyWords(s string) map[string]bool {
	out := map[string]bool{}
	for st := range dutyForms(s) {
		out[st] = true
	}
	return out
}

// dutyForms are dutyWords with one written form of each.
func dutyForms(s string) map[string]string {
	out := map[string]string{}
	for _, w := range stemWordRe.FindAllString(strings.ToLower(s), -1) {
		if len(w) >= 4 && !stopwords[w] && !genericJobWords[w] {
			out[stem(w)] = w
		}
	}
	return out
}

// closeWords is how much a duty's words that a bullet does not share are
// said by the bullet in another form or a synonym ("resolution" and
// "resolve"), each by its rarity among the bullets, at half weight.
func closeWords(duty, bullet map[string]string, df map[string]int, n int) float64 {
	sum := 0.0
	for ds, dw := range duty {
		if _, ok := bullet[ds]; ok {
			continue
		}
		for bs, bw := range bullet {
			if _, cl := sameWord(dw, bw); cl {
				sum += 0.5 * math.Log(1+float64(n)/float64(max(df[bs], 1)))
				break
			}
		}
	}
	return sum
}

// genericJobWords say nothing about which experience answers a duty.
var genericJobWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`work working team teams including include ensure provide support experience years strong
		ability able skills skill role position company new high every each across other others within using used
		help helps daily weekly monthly year years level levels more most also well based make makes need needs
		required require requires preferred plus must will would should could their them they your ours this that`) {
		genericJobWords[w] = true
	}
}

// matchDuties pairs the posting's duties with the resume's bullets: for
// each pair, the concepts they share (in any wording), the rare words they
// share and the skills they both name; the best pairs are taken greedily,
// one bullet per duty, and returned in the posting's order.
func matchDuties(f Facts, desc string, n int) []achievement {
	duties := postingDuties(desc)
	if len(duties) == 0 {
		return nil
	}
	type bullet struct {
		a        achievement
		words    map[string]bool
		forms    map[string]string
		concepts map[int]float64
	}
	var bullets []bullet
	df := map[string]int{}
	cdf := map[int]int{} // how many bullets name each concept
	for ri, r := range f.Roles {
		for hi, h := range r.Highlights {
			b := bullet{a: achievement{text: h, role: r, order: ri*100 + hi}, words: dutyWords(h), forms: dutyForms(h), concepts: conceptWeights(h)}
			for w := range b.words {
				df[w]++
			}
			for g := range b.concepts {
				cdf[g]++
			}
			bullets = append(bullets, b)
		}
	}
	type pair = dutyPair
	var pairs []pair
	for di, d := range duties {
		dw, dc := dutyWords(d.text), conceptWeights(d.text)
		df_ := dutyForms(d.text)
		dskills := stride.SkillsInText(f.Skills, d.text)
		var dabbrevs []string
		for _, w := range phraseTokenRe.FindAllString(d.text, -1) {
			for _, part := range strings.FieldsFunc(w, func(r rune) bool { return r == '/' || r == '-' }) {
				if a := abbrevOf(part); a != "" && !slices.Contains(dabbrevs, a) {
					dabbrevs = append(dabbrevs, a)
				}
			}
		}
		if d.order >= 100 && yearsOnlyRe.MatchString(d.text) {
			continue // "three or more years of experience": the opening says how many
		}
		credential := credentialDuty(d.text)
		for bi, b := range bullets {
			if credential != nil && !slices.ContainsFunc(credential, func(tok string) bool { return wholeWordCase(b.a.text, tok) }) {
				continue // "OSHA 30-Hour card" is not answered by "earned OSHA 10"
			}
			score, words := 0.0, 0.0
			sharesConcept := false
			for g, w := range dc {
				if bw := b.concepts[g]; bw > 0 {
					sharesConcept = true
					// A concept most of the resume names ("payroll" on a
					// payroll resume) says little about which bullet it is.
					if 3*cdf[g] > len(bullets) {
						score++
					} else {
						score += 4 * min(w, bw)
					}
				}
			}
			sharesWord := false
			for w := range dw {
				if b.words[w] {
					words += math.Log(1 + float64(len(bullets))/float64(df[w]))
					sharesWord = true
				}
			}
			words += closeWords(df_, b.forms, df, len(bullets))
			// Many shared words add less and less: a long duty shares some
			// words with every bullet.
			score += math.Min(words, 4+math.Sqrt(math.Max(words-4, 0)))
			score += 2 * float64(len(stride.SkillsInText(dskills, b.a.text)))
			// The duty's abbreviation spelled out in the bullet ("ADLs" and
			// "activities of daily living", "H&H" and "hydrologic and
			// hydraulic modeling") is a concept shared.
			for _, a := range dabbrevs {
				if _, ok := backedBy(a, b.a.text); ok && !wholeWordCase(b.a.text, a) {
					score += 4
					sharesConcept = true
				}
			}
			// One shared word ("pressure") is not evidence, and words close
			// in meaning alone are not either ("monitor excavation" and
			// "run a crew"): a pair shares a concept or a word.
			if score < 2.5 || !sharesConcept && !sharesWord {
				continue
			}
			if d.order >= 100 {
				score *= 0.8 // a requirement counts less than a duty
			} else {
				// Postings list their main duties first.
				score += 2.5 * (1 - float64(d.order)/float64(len(duties)))
			}
			pairs = append(pairs, pair{di, bi, score})
		}
	}
	sort.SliceStable(pairs, func(i, j int) bool { return pairs[i].score > pairs[j].score })
	usedD, usedB := map[int]bool{}, map[int]bool{}
	var chosen []pair
	for _, p := range pairs {
		if usedD[p.d] || usedB[p.b] || len(chosen) >= n {
			continue
		}
		usedD[p.d], usedB[p.b] = true, true
		chosen = append(chosen, p)
	}
	chosen = improvePairs(chosen, pairs, n, usedD, usedB)
	var out []achievement
	for _, p := range chosen {
		a := bullets[p.b].a
		a.duty = duties[p.d].text
		a.dutyOrder = duties[p.d].order
		a.score = p.score
		out = append(out, a)
	}
	// A duty that names two things ("relief charge nurse and preceptor")
	// gets a second bullet for what its first one does not show.
	for i := range out {
		dc := conceptSet(out[i].duty)
		shown := conceptWeights(out[i].text)
		for bi, b := range bullets {
			if usedB[bi] {
				continue
			}
			for g := range dc {
				if b.concepts[g] > 0 && shown[g] == 0 {
					usedB[bi] = true
					out[i].extra = append(out[i].extra, b.a.text)
					shown = b.concepts
					break
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].dutyOrder < out[j].dutyOrder })
	return out
}

// yearsOnlyRe is a requirement of years of experience, which the
// letter's opening answers ("I am a … with 9 years of experience").
var yearsOnlyRe = regexp.MustCompile(`(?i)^\W*(?:at least |minimum (?:of )?)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\+?(?: or more| to \w+|-\w+)? years?\b`)

// credentialDuty returns, for a duty that asks for a credential ("OSHA
// 30-Hour Construction card", "RRT credential from the NBRC"), the tokens
// that name it (its abbreviations and numbers with their words); a bullet
// answers it only by naming one of them in full. Other duties give nil.
func credentialDuty(d string) []string {
	toks := phraseTokenRe.FindAllString(d, -1)
	asks := false
	for _, t := range toks {
		if lt := strings.ToLower(t); credentialNouns[lt] || lt == "card" || lt == "cards" || lt == "registration" {
			asks = true
		}
	}
	if !asks {
		return nil
	}
	var out []string
	for i, t := range toks {
		if abbrevOf(t) != "" {
			// With its number: "OSHA 30-Hour", not "OSHA".
			if i+1 < len(toks) && strings.ContainsAny(toks[i+1][:1], "0123456789") {
				t += " " + toks[i+1]
			}
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		return nil // a credential named in words only: read as any duty
	}
	return out
}

// dutyPair is a duty of the posting paired with a bullet of the resume.
type dutyPair struct {
	d, b  int
	score float64
}

// improvePairs improves a greedy pairing of duties and bullets: a bullet
// taken by one duty moves to another duty it also shows when that lets a
// better bullet answer the first ("review builds before release" answers
// design QA, so the accessibility audit answers accessibility), and two
// duties swap bullets when both gain.
func improvePairs(chosen, all []dutyPair, n int, usedD, usedB map[int]bool) []dutyPair {
	score := map[[2]int]float64{}
	for _, p := range all {
		score[[2]int{p.d, p.b}] = p.score
	}
	get := func(d, b int) (float64, bool) { s, ok := score[[2]int{d, b}]; return s, ok }
	for round := 0; round < 10; round++ {
		better := false
		for i := range chosen {
			c := chosen[i]
			// Swap with another chosen pair.
			for j := range chosen {
				o := chosen[j]
				if i == j {
					continue
				}
				s1, ok1 := get(c.d, o.b)
				s2, ok2 := get(o.d, c.b)
				if ok1 && ok2 && s1+s2 > c.score+o.score+0.5 {
					chosen[i], chosen[j] = dutyPair{c.d, o.b, s1}, dutyPair{o.d, c.b, s2}
					better = true
					break
				}
			}
			if better || len(chosen) >= n {
				continue
			}
			// Move c's bullet to an unanswered duty, and give c's duty an unused bullet.
			for _, p := range all {
				if p.b != c.b || usedD[p.d] {
					continue
				}
				for _, q := range all {
					if q.d != c.d || usedB[q.b] {
						continue
					}
					if p.score+q.score > c.score+0.5 {
						chosen[i] = q
						chosen = append(chosen, p)
						usedD[p.d], usedB[q.b] = true, true
						better = true
						break
					}
				}
				if better {
					break
				}
			}
		}
		if !better {
			break
		}
	}
	return chosen
}

// dutyPhrase is a duty short enough to quote: up to its first comma or
// "including", at most fourteen words.
func dutyPhrase(d string) string {
	for _, cut := range []string{", including", " including ", "; ", ", such as", " (", ": "} {
		if i := strings.Index(d, cut); i > 0 {
			d = d[:i]
		}
	}
	ws := strings.Fields(d)
	if len(ws) > 18 {
		ws = ws[:18]
		for i := len(ws) - 1; i >= 8; i-- {
			if strings.HasSuffix(ws[i], ",") {
				ws = ws[:i+1]
				break
			}
		}
	}
	for len(ws) > 4 && (stopwords[strings.ToLower(strings.TrimRight(ws[len(ws)-1], ","))] || dangling[strings.ToLower(ws[len(ws)-1])]) {
		ws = ws[:len(ws)-1]
	}
	return strings.TrimRight(strings.Join(ws, " "), ",;:")
}

// dangling are words a quoted phrase may not end on.
var dangling = map[string]bool{"using": true, "with": true, "for": true, "to": true, "of": true, "and": true, "the": true,
	"a": true, "an": true, "by": true, "in": true, "on": true, "at": true, "our": true, "your": true, "including": true,
	"worth": true}

// dutyLabel is a duty in at most eight words, for a list's label.
func dutyLabel(d string) string {
	ws := strings.Fields(dutyPhrase(d))
	if len(ws) > 8 {
		ws = ws[:8]
	}
	for i, w := range ws {
		if i >= 3 && strings.HasSuffix(w, ",") {
			ws = ws[:i+1]
			break
		}
	}
	for len(ws) > 3 && (stopwords[strings.ToLower(strings.TrimRight(ws[len(ws)-1], ","))] || dangling[strings.ToLower(strings.TrimRight(ws[len(ws)-1], ","))]) {
		ws = ws[:len(ws)-1]
	}
	return strings.TrimRight(strings.Join(ws, " "), ",;:")
}
