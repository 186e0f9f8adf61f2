// Package career holds the career explorer's computations: career paths from
// O*NET related occupations and BLS wages, the career analysis, insights,
// skill trends, milestones proposed for a goal, the career interview and the
// learning-resource catalogue. Everything is a pure function of the embedded
// catalogue and the facts the store gathers, so tests need no HTTP and no
// database, and the demo account is built by the same code.
package career

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// Facts are what the computations know of a user.
type Facts struct {
	// Title is the user's current title (or profile title), free text.
	Title           string
	Location        string
	ExperienceLevel string
	YearsExperience int
	// Skills are the user's skills (profile list and skills table).
	Skills []string
	Goals  []stride.CareerGoal
	// Achieved are the skills of the user's achieved skill milestones.
	Achieved []string
	// Postings are Stride's job postings.
	Postings *Postings
	Now      time.Time
}

// InsightTTL is how long a generated insight stays current.
const InsightTTL = 7 * 24 * time.Hour

// nowTitle is the job the user holds now: the one after "working as a"
// or "now a" when their title first names what they trained for or did
// before ("nurse from Kenya, working as a CNA"; catalog.NowTitle) and
// Stride can place it, else their title.
func (f *Facts) nowTitle() string {
	now := catalog.NowTitle(f.Title)
	if now == "" {
		return f.Title
	}
	if c, err := catalog.Load(); err == nil && len(resolveOrHead(c, now)) > 0 {
		return now
	}
	return f.Title
}

// Occupation resolves the user's title with the product's one title
// resolver; nil when there is no title or no likely occupation.
func (f *Facts) Occupation(c *catalog.Catalog) *catalog.Occupation {
	title := f.nowTitle()
	if strings.TrimSpace(title) == "" || militaryRank(title) {
		return nil
	}
	// resolveSpoken's first reading is the whole title at Find's
	// confidence, so a title Find names is named the same.
	if cands := resolveSpoken(c, civilianTitle(title)); len(cands) > 0 {
		return cands[0].Occupation
	}
	return nil
}

// resolveSpoken reads a title as resolveOrHead does; when that names
// nothing, the title before an aside people say after it ("home health
// aide through an agency, 52", "med-surg RN on nights, picks up a lot of
// overtime").
func resolveSpoken(c *catalog.Catalog, title string) []catalog.TitleMatch {
	if cands := resolveOrHead(c, title); len(cands) > 0 {
		return cands
	}
	if t := strings.TrimSpace(spokenAsideRe.Split(title, 2)[0]); t != "" && t != strings.TrimSpace(title) {
		return resolveOrHead(c, t)
	}
	return nil
}

// spokenAsideRe is where an aside begins after a title as people say it:
// a comma, or "through", "via", "who", "with" or the shift worked.
var spokenAsideRe = regexp.MustCompile(`(?i),|\s+(?:through|via|who|with|on (?:nights|days|weekends|evenings|the \w+ shift))\b`)

// TargetOccupation is the occupation of the first active goal with a target
// role the resolver recognises, with that role as the user wrote it.
func (f *Facts) TargetOccupation(c *catalog.Catalog) (*catalog.Occupation, string) {
	for _, role := range f.goalRoles() {
		if o := f.Target(c, role); o != nil {
			return o, role
		}
	}
	return nil, ""
}

// GoalRole is the target role of the user's first active goal that
// names one, or "".
func (f *Facts) GoalRole() string {
	if roles := f.goalRoles(); len(roles) > 0 {
		return strings.TrimSpace(roles[0])
	}
	return ""
}

// goalRoles are the target roles of the user's active goals, in order.
func (f *Facts) goalRoles() []string {
	var out []string
	for _, g := range f.Goals {
		if g.Status == stride.GoalActive && g.TargetRole != nil && strings.TrimSpace(*g.TargetRole) != "" {
			out = append(out, *g.TargetRole)
		}
	}
	return out
}

// Target resolves a goal's target role for this user: among the
// occupations the role names equally well (within 0.01 of the best; a
// wider margin let a neighbour of the person's occupation outrank the
// occupation the role names: a forklift driver's "conductor on a freight
// railroad" became a brake operator),
// one O*NET relates to the user's occupation (or in its SOC minor group)
// wins, or the user's own when the titles differ only by seniority: an engineering manager, for a software developer, manages
// computer and information systems, not architects.
func (f *Facts) Target(c *catalog.Catalog, role string) *catalog.Occupation {
	if o := titledOccupation(c, role); o != nil {
		return o
	}
	cands := resolveOrHead(c, role)
	if len(cands) == 0 {
		return nil
	}
	if cands[0].Confidence >= catalog.ExactConfidence {
		// The occupation's own title ("Marketing Manager"): a related
		// occupation listing it as an alternate does not win.
		return cands[0].Occupation
	}
	cur := f.Occupation(c)
	if cur != nil && cands[0].Occupation == cur {
		// The role names the person's own occupation best: a step within
		// it (a code enforcement officer becoming a commercial building
		// inspector), not a neighbouring occupation.
		return cur
	}
	best, bestRank := cands[0].Occupation, -1.0
	for i, m := range cands {
		if m.Confidence < cands[0].Confidence-0.01 || m.Confidence < catalog.LikelyConfidence {
			continue
		}
		rank := m.Confidence - 0.001*float64(i)
		if cur != nil && ((m.Occupation.Code == cur.Code && sameTitle(f.nowTitle(), role)) || (m.Occupation.Code != cur.Code && near(cur, m.Occupation))) {
			rank += 0.15
		}
		if rank > bestRank {
			best, bestRank = m.Occupation, rank
		}
	}
	return best
}

// militaryRe finds the armed forces in a title ("Air Force master
// sergeant", "Army 31B military police"); militaryRankRe a rank.
var (
	militaryRe     = regexp.MustCompile(`(?i)\b(u\.?s\.? )?(army|navy|air force|marine corps|marines|usmc|usaf|coast guard|national guard|space force)\b`)
	militaryRankRe = regexp.MustCompile(`(?i)^\W*((master|staff|first|technical|senior|chief|command|gunnery|lance|drill|1st|2nd)\s+)*(sergeant|corporal|private|airman|seaman|petty officer|lieutenant|captain|major|colonel|general|admiral|warrant officer|officer|nco|e-?\d|o-?\d)\b`)
)

// militaryRank reports whether a title names a military rank without a
// trade ("Air Force master sergeant, retiring"): O*NET's civilian
// occupations and BLS's wages do not describe it (Stride's data holds no
// military crosswalk), so it is read as no occupation rather than the one
// its words resemble (a master sergeant is no security supervisor). A
// trade named with its service ("Marine Corps motor transport operator")
// is read as the trade.
func militaryRank(title string) bool {
	return militaryRe.MatchString(title) && militaryRankRe.MatchString(militaryRe.ReplaceAllString(title, ""))
}

// mosCodeRe is a military occupational specialty code ("68W", "31B",
// "0311", "88M").
var mosCodeRe = regexp.MustCompile(`\b\d{2,4}[A-Z]?\d?\b`)

// civilianTitle is a military trade's title without its service and code
// ("Army 68W combat medic" is a combat medic, which the catalogue places
// with emergency medical technicians); other titles as written.
func civilianTitle(title string) string {
	if !militaryRe.MatchString(title) {
		return title
	}
	t := mosCodeRe.ReplaceAllString(militaryRe.ReplaceAllString(title, ""), "")
	return strings.Join(strings.Fields(t), " ")
}

// genericRoleWords name a kind of job, not an occupation.
var genericRoleWords = map[string]bool{
	"engineer": true, "manager": true, "specialist": true, "technician": true, "tech": true, "analyst": true, "operator": true,
	"assistant": true, "officer": true, "lead": true, "agent": true, "associate": true, "coordinator": true, "worker": true,
	"representative": true, "rep": true, "supervisor": true, "director": true, "administrator": true, "consultant": true,
	"clerk": true, "aide": true, "helper": true, "instructor": true, "inspector": true, "designer": true, "developer": true,
}

// vagueHead reports whether a head names no occupation ("team lead",
// "shift supervisor"): every word a kind of job or a modifier of one,
// and no hand placement for it ("office administrator" has one).
func vagueHead(head string) bool {
	if catalog.PlacementOf(head) != nil {
		return false
	}
	for _, w := range strings.Fields(strings.ToLower(head)) {
		if !genericRoleWords[w] && !roleModifiers[w] {
			return false
		}
	}
	return true
}

var roleModifiers = map[string]bool{"team": true, "shift": true, "senior": true, "junior": true, "staff": true, "floor": true, "line": true, "general": true, "project": true, "program": true, "office": true}

// headDiscount is how much less sure a title placed by its head is.
const headDiscount = 0.9

// resolveOrHead is the title resolver's candidates for a title when it is
// reasonably sure of the first; else those for the title's head
// (catalog.HeadTitle: "licensed property and casualty insurance agent" is
// an insurance agent), their confidence discounted; nil when neither is
// likely.
func resolveOrHead(c *catalog.Catalog, title string) []catalog.TitleMatch {
	cands := c.ResolveTitle(title, 5)
	if len(cands) > 0 && cands[0].Confidence >= catalog.LikelyConfidence {
		return cands
	}
	head := catalog.HeadTitle(title)
	if vagueHead(head) {
		return nil
	}
	for head != "" {
		cands = c.ResolveTitle(head, 5)
		for i := range cands {
			cands[i].Confidence *= headDiscount
		}
		if len(cands) > 0 && cands[0].Confidence >= catalog.LikelyConfidence {
			return cands
		}
		// Then the last word alone ("credit union teller" is a teller),
		// unless it names no occupation on its own ("combat engineer" is
		// no engineer of any kind O*NET knows).
		words := strings.Fields(head)
		if len(words) < 2 || genericRoleWords[strings.ToLower(words[len(words)-1])] {
			break
		}
		head = words[len(words)-1]
	}
	return nil
}

// near: O*NET relates the two occupations, or they share a SOC minor group.
func near(a, b *catalog.Occupation) bool {
	if len(a.Code) >= 5 && len(b.Code) >= 5 && a.Code[:5] == b.Code[:5] {
		return true
	}
	return slices.Contains(a.Related, b.Code) || slices.Contains(b.Related, a.Code)
}

// Move resolves the user's occupation and a target role for a move. A
// person moving to a role is not in it yet: when their title resolves to
// the target's own occupation, the next occupation their title names
// (within 0.1) is theirs ("data analyst" to data scientist starts from
// business intelligence analysts), unless the two titles differ only by
// seniority (a software engineer becoming a senior one).
func (f *Facts) Move(c *catalog.Catalog, role string) (from, to *catalog.Occupation) {
	to = f.Target(c, role)
	if strings.TrimSpace(f.Title) == "" {
		return nil, to
	}
	title := f.nowTitle()
	if from = titledOccupation(c, title); from != nil {
		return from, to
	}
	if militaryRank(title) {
		return nil, to
	}
	cands := resolveSpoken(c, civilianTitle(title))
	if len(cands) == 0 {
		return nil, to
	}
	from = cands[0].Occupation
	// A step within one occupation the licence table names ("master
	// plumber") keeps it; otherwise the next occupation the title names.
	if to != nil && from.Code == to.Code && titledOccupation(c, role) == nil && !sameTitle(title, role) {
		for _, m := range cands[1:] {
			if m.Confidence >= cands[0].Confidence-0.1 && m.Confidence >= catalog.LikelyConfidence {
				return m.Occupation, to
			}
		}
	}
	return from, to
}

// HasSkill reports whether the user lists a skill matching name.
func (f *Facts) HasSkill(name string) bool {
	return slices.ContainsFunc(f.Skills, func(s string) bool { return stride.SkillsMatch(s, name) })
}

// singular turns an O*NET occupation title ("Software Developers") into the
// name of one person in it, for sentences.
func singular(title string) string {
	first, rest, _ := strings.Cut(title, " and ")
	_ = rest
	t := strings.TrimSpace(first)
	switch {
	case strings.HasSuffix(t, "ies"):
		t = strings.TrimSuffix(t, "ies") + "y"
	case strings.HasSuffix(t, "sses"):
		t = strings.TrimSuffix(t, "es")
	case strings.HasSuffix(t, "s") && !strings.HasSuffix(t, "ss"):
		t = strings.TrimSuffix(t, "s")
	}
	return t
}

func usd(n int) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return "$" + b.String()
}

func pct1(x float64) string {
	if math.Abs(x-math.Round(x)) < 0.05 {
		return fmt.Sprintf("%.0f%%", x)
	}
	return fmt.Sprintf("%.1f%%", x)
}

func signedPct(x float64) string {
	if x > 0 {
		return "+" + pct1(x)
	}
	return pct1(x)
}

// AverageGrowth is the employment-weighted BLS 2024-34 growth across all
// occupations of the catalogue, each BLS occupation counted once.
func AverageGrowth(c *catalog.Catalog) float64 {
	seen := map[string]bool{}
	var emp, sum float64
	for _, o := range c.Occupations {
		soc := o.Code[:min(7, len(o.Code))]
		if seen[soc] || o.Employment <= 0 {
			continue
		}
		seen[soc] = true
		emp += o.Employment
		sum += o.Employment * o.GrowthPct
	}
	if emp == 0 {
		return 0
	}
	return sum / emp
}

// sameTitle: the two titles differ only by seniority ("senior nurse" and
// "nurse manager" do not; "nurse" and "senior nurse" do).
func sameTitle(a, b string) bool {
	return slices.Equal(catalog.NormalizeTitle(a), catalog.NormalizeTitle(b))
}

// titledOccupation is the occupation the licence table gives a title it
// names (Credential.Occupation), or nil.
func titledOccupation(c *catalog.Catalog, title string) *catalog.Occupation {
	if cr := CredentialFor(nil, title); cr != nil && cr.Occupation != "" {
		return c.Occupation(cr.Occupation)
	}
	return nil
}
