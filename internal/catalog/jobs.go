package catalog

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

// city is a place postings are in, with a pay factor against the national
// median.
type city struct {
	name   string
	factor float64
}

var cities = []city{
	{"San Francisco, CA", 1.32}, {"New York, NY", 1.26}, {"Seattle, WA", 1.22}, {"Boston, MA", 1.18},
	{"Washington, DC", 1.17}, {"Los Angeles, CA", 1.15}, {"San Diego, CA", 1.12}, {"San Jose, CA", 1.34},
	{"Sacramento, CA", 1.08}, {"Austin, TX", 1.05}, {"Chicago, IL", 1.05}, {"Denver, CO", 1.05},
	{"Portland, OR", 1.05}, {"Philadelphia, PA", 1.05}, {"Minneapolis, MN", 1.03}, {"Baltimore, MD", 1.03},
	{"Atlanta, GA", 1.0}, {"Dallas, TX", 1.0}, {"Houston, TX", 1.0}, {"Raleigh, NC", 1.0},
	{"Charlotte, NC", 0.98}, {"Miami, FL", 0.98}, {"Salt Lake City, UT", 0.97}, {"Nashville, TN", 0.96},
	{"Phoenix, AZ", 0.95}, {"Pittsburgh, PA", 0.95}, {"Detroit, MI", 0.95}, {"Richmond, VA", 0.95},
	{"Madison, WI", 0.95}, {"Columbus, OH", 0.93}, {"Kansas City, MO", 0.93}, {"St. Louis, MO", 0.93},
	{"Orlando, FL", 0.93}, {"Milwaukee, WI", 0.93}, {"Indianapolis, IN", 0.92}, {"San Antonio, TX", 0.92},
	{"Cincinnati, OH", 0.92}, {"Boise, ID", 0.92}, {"Cleveland, OH", 0.9}, {"Omaha, NE", 0.9},
	{"Albuquerque, NM", 0.9}, {"Tampa, FL", 0.95}, {"Las Vegas, NV", 0.94}, {"Louisville, KY", 0.9},
}

var companyStems = []string{
	"Northwind", "Bluepeak", "Cedar", "Summit", "Harbor", "Lumen", "Brightline", "Cobalt", "Fernwood",
	"Ironclad", "Meridian", "Oakridge", "Pinecrest", "Quantum", "Redwood", "Silverline", "Tidewater",
	"Vantage", "Willow", "Zenith", "Aurora", "Beacon", "Canyon", "Driftwood", "Evergreen", "Falcon",
	"Granite", "Highland", "Juniper", "Keystone", "Lakeshore", "Maple", "Nimbus", "Orchard", "Prairie",
	"Riverbend", "Sterling", "Trailhead", "Upland", "Westbrook", "Alder", "Bayview", "Copperleaf",
	"Horizon", "Larkspur", "Mosaic", "Parallel", "Sequoia", "Tessellate", "Wavelength",
}

// companySuffixes by SOC major group (the first two digits of a code).
var companySuffixes = map[string][]string{
	"11": {"Group", "Holdings", "Partners", "Enterprises"},
	"13": {"Financial", "Partners", "Advisory", "Capital", "Bank"},
	"15": {"Technologies", "Software", "Labs", "Systems", "Analytics", "Cloud"},
	"17": {"Engineering", "Design Group", "Infrastructure", "Dynamics"},
	"19": {"Research", "Sciences", "Institute", "Labs"},
	"21": {"Community Services", "Family Services", "Outreach"},
	"23": {"Law Group", "Legal", "Counsel"},
	"25": {"Academy", "Schools", "University", "Learning"},
	"27": {"Studios", "Media", "Creative", "Design"},
	"29": {"Health", "Medical Center", "Clinic", "Hospital", "Care"},
	"31": {"Health", "Care", "Senior Living", "Clinic"},
	"33": {"Security", "Protective Services", "Safety"},
	"35": {"Kitchen", "Hospitality", "Restaurants", "Catering"},
	"37": {"Facilities", "Property Services", "Grounds"},
	"39": {"Wellness", "Fitness", "Services", "Recreation"},
	"41": {"Retail", "Sales", "Commerce", "Outfitters"},
	"43": {"Services", "Business Solutions", "Office Group"},
	"45": {"Farms", "Agriculture", "Growers"},
	"47": {"Builders", "Construction", "Contracting"},
	"49": {"Mechanical", "Maintenance", "Repair Services"},
	"51": {"Manufacturing", "Industries", "Fabrication", "Works"},
	"53": {"Logistics", "Transport", "Freight", "Mobility"},
}

var benefitPool = []string{
	"Health, dental and vision insurance", "401(k) with company match", "Paid time off and holidays",
	"Professional development budget", "Paid parental leave", "Tuition reimbursement",
	"Employee stock purchase plan", "Wellness stipend", "Flexible working hours", "Commuter benefits",
	"Life and disability insurance", "Home-office stipend", "Mental health support", "Annual performance bonus",
}

// levelPay scales the median wage by experience level.
var levelPay = map[string]float64{"entry": 0.8, "mid": 1.0, "senior": 1.25, "lead": 1.45}

// GenerateJobs builds n postings from the occupations, the same ones for the
// same n and seed: occupations weighted by employment, real cities and
// remote, all three job types, pay from BLS median wages, requirements from
// O*NET technologies and skills, descriptions from O*NET tasks. Postings are
// dated in the 45 days before now.
func (c *Catalog) GenerateJobs(n int, seed uint64, now time.Time) []stride.Job {
	jobs := []stride.Job{}
	_ = c.GenerateJobsEach(n, seed, now, n, func(all []stride.Job) error {
		jobs = all // one batch of n
		return nil
	})
	return jobs
}

// GenerateJobsEach builds the postings of GenerateJobs (the same ones) and
// hands them to fn batch at a time, so that a million are never all in
// memory at once. It stops at fn's first error and returns it.
func (c *Catalog) GenerateJobsEach(n int, seed uint64, now time.Time, batch int, fn func([]stride.Job) error) error {
	rng := rand.New(rand.NewPCG(seed, 0x5717de)) // #nosec G404 -- seeded on purpose: the same sample postings every time, no secret
	var pool []*Occupation
	var cum []float64
	total := 0.0
	for i := range c.Occupations {
		o := &c.Occupations[i]
		if o.MedianWage == 0 || len(o.Tasks) < 3 || len(o.Tech) < 3 || o.Employment <= 0 {
			continue
		}
		total += math.Sqrt(o.Employment)
		pool = append(pool, o)
		cum = append(cum, total)
	}
	ns := uuid.MustParse("6f0b8a52-3c1e-4f8e-9d7a-2b5c9e1f4a10")
	batch = max(1, min(batch, n))
	jobs := make([]stride.Job, 0, batch)
	shares := c.techGroupShares()
	for i := 0; i < n; i++ {
		o := pool[sort.SearchFloat64s(cum, rng.Float64()*total)]
		jobs = append(jobs, c.posting(o, rng, now, uuid.NewSHA1(ns, fmt.Appendf(nil, "catalog-job-%d-%d", seed, i)).String(), shares))
		if len(jobs) == batch || i == n-1 {
			if err := fn(jobs); err != nil {
				return err
			}
			jobs = make([]stride.Job, 0, batch)
		}
	}
	return nil
}

// techShares says how common each technology is: by SOC major group (the
// code's first two digits), the share of the group's occupations that
// list it, and under "" the share of all occupations.
func (c *Catalog) techGroupShares() map[string]map[string]float64 {
	counts := map[string]map[string]float64{"": {}}
	sizes := map[string]float64{"": float64(len(c.Occupations))}
	for i := range c.Occupations {
		o := &c.Occupations[i]
		g := o.Code[:2]
		sizes[g]++
		if counts[g] == nil {
			counts[g] = map[string]float64{}
		}
		for _, t := range o.Tech {
			counts[g][t.Name]++
			counts[""][t.Name]++
		}
	}
	for g, m := range counts {
		for name := range m {
			m[name] /= sizes[g]
		}
	}
	return counts
}

// officeParts are the Microsoft Office programs a posting that asks for
// Microsoft Office need not list again.
var officeParts = []string{"Microsoft Excel", "Microsoft Word", "Microsoft Outlook", "Microsoft PowerPoint", "Microsoft Windows"}

// postingTech ranks an occupation's technologies for a posting's
// requirements. Only those O*NET marks as in demand for the occupation or
// as hot technologies (frequent in employers' postings) qualify, so no
// niche product; in-demand first, then those common in the occupation's
// line of work and not everywhere (Epic before Apache Spark for nurses,
// Salesforce before Adobe InDesign for marketing managers). Microsoft
// Office stands for its programs unless one is in demand itself. At most
// six; with none eligible, the most common other one.
func postingTech(o *Occupation, shares map[string]map[string]float64) []string {
	group, all := shares[o.Code[:2]], shares[""]
	type ranked struct {
		name  string
		score float64
		ok    bool
	}
	office := slices.ContainsFunc(o.Tech, func(t Tech) bool { return t.Name == "Microsoft Office" })
	var rs []ranked
	for i, t := range o.Tech {
		if office && !t.InDemand && slices.Contains(officeParts, t.Name) {
			continue
		}
		r := ranked{name: t.Name, score: group[t.Name] - all[t.Name]/2 - float64(i)*1e-6, ok: t.InDemand || t.Hot}
		if t.InDemand {
			r.score++
		}
		rs = append(rs, r)
	}
	sort.SliceStable(rs, func(a, b int) bool {
		if rs[a].ok != rs[b].ok {
			return rs[a].ok
		}
		return rs[a].score > rs[b].score
	})
	// With fewer than three eligible, those common in the line of work (a
	// quarter of its occupations list them) top the list up to three.
	var out []string
	for _, r := range rs {
		if len(out) == 6 || !r.ok && len(out) >= 3 {
			break
		}
		if r.ok || len(out) == 0 || group[r.name] >= 0.25 {
			out = append(out, r.name)
		}
	}
	// O*NET knows too little of the occupation: its best-ranked others.
	for _, r := range rs {
		if len(out) >= 3 {
			break
		}
		if !slices.Contains(out, r.name) {
			out = append(out, r.name)
		}
	}
	return out
}

func pick[T any](rng *rand.Rand, xs []T) T { return xs[rng.IntN(len(xs))] }

func (c *Catalog) posting(o *Occupation, rng *rand.Rand, now time.Time, id string, shares map[string]map[string]float64) stride.Job {
	j := stride.Job{ID: id, OccupationCode: &o.Code}
	group := o.Code[:2]

	// Type: mostly full-time.
	switch r := rng.Float64(); {
	case r < 0.76:
		j.Type = stride.JobFullTime
	case r < 0.88:
		j.Type = stride.JobContract
	default:
		j.Type = stride.JobPartTime
	}

	// Level from the occupation's preparation (job zone) and chance.
	levels := []string{"entry", "mid", "senior", "lead"}
	lvl := levels[min(3, max(0, rng.IntN(3)+(o.JobZone-2)/2))]
	if o.JobZone <= 2 && lvl != "entry" && rng.IntN(2) == 0 {
		lvl = "entry"
	}
	j.Experience = &lvl

	// O*NET occupation titles are plural ("Software Developers"); postings
	// use the singular titles people report or the alternate titles.
	base := o.Title
	if len(o.Titles) > 0 {
		base = pick(rng, o.Titles)
	} else if alts := postingAltTitles(o); len(alts) > 0 {
		base = pick(rng, alts)
	}
	j.Title = levelTitle(base, lvl, o.JobZone)

	suffixes := companySuffixes[group]
	if suffixes == nil {
		suffixes = []string{"Group", "Company", "Services"}
	}
	j.Company = pick(rng, companyStems) + " " + pick(rng, suffixes)

	ct := pick(rng, cities)
	remoteable := group == "15" || group == "13" || group == "27" || group == "41" || group == "11" || group == "43" || group == "23"
	switch r := rng.Float64(); {
	case remoteable && r < 0.3:
		j.Location, j.Remote = "Remote", true
		ct = city{"Remote", 1.0}
	case remoteable && r < 0.42:
		j.Location, j.Remote = ct.name, true
	default:
		j.Location = ct.name
	}

	// Pay: the BLS median by place and level, as a range.
	if rng.IntN(10) > 0 {
		mid := float64(o.MedianWage) * ct.factor * levelPay[lvl]
		var s string
		if j.Type == stride.JobFullTime {
			lo, hi := roundTo(mid*0.9, 1000), roundTo(mid*1.12, 1000)
			s = fmt.Sprintf("$%dk - $%dk", int(lo/1000), int(hi/1000))
		} else {
			hourly := mid / 2080
			if j.Type == stride.JobContract {
				hourly *= 1.3
			}
			s = fmt.Sprintf("$%d - $%d / hour", int(math.Round(hourly*0.92)), int(math.Round(hourly*1.1)))
		}
		j.Salary = &s
	}

	// Skills: 3-6 of the occupation's most common technologies
	// (postingTech), in rank order, plus the two most important O*NET
	// skills.
	top := postingTech(o, shares)
	techN := min(len(top), 3+rng.IntN(4))
	var chosen []int
	for _, k := range rng.Perm(min(len(o.Tech), 10)) {
		if k < len(top) && len(chosen) < techN {
			chosen = append(chosen, k)
		}
	}
	for k := 0; len(chosen) < techN; k++ { // fewer than techN drawn below len(top)
		if !slices.Contains(chosen, k) {
			chosen = append(chosen, k)
		}
	}
	sort.Ints(chosen)
	var tech []string
	for _, k := range chosen {
		tech = append(tech, top[k])
	}
	j.Skills = append(j.Skills, tech...)
	for _, s := range o.Skills[:min(2, len(o.Skills))] {
		j.Skills = append(j.Skills, s.Name)
	}
	// An occupation O*NET lists few technologies and skills for is known by
	// its most important knowledge areas.
	for _, k := range o.Knowledge {
		if len(j.Skills) >= 3 {
			break
		}
		j.Skills = append(j.Skills, k.Name)
	}

	years := map[string]string{"entry": "0-2 years", "mid": "2+ years", "senior": "5+ years", "lead": "8+ years"}[lvl]
	j.Requirements = []string{
		fmt.Sprintf("Experience with %s", stride.JoinAnd(tech[:min(3, len(tech))])),
		fmt.Sprintf("%s of experience as %s %s or in a similar role", years, article(base), base),
	}
	// The licence or certification the work asks for; where one is
	// required by law, experience does not stand in for the education
	// that leads to it.
	licensed := false
	if c.credential != nil {
		if name, required := c.credential(o, base); name != "" {
			licensed = required
			if required {
				j.Requirements = append(j.Requirements, name+" required")
			} else {
				j.Requirements = append(j.Requirements, name+" preferred")
			}
		}
	}
	if o.Education != "" && o.Education != "No formal educational credential" {
		if strings.Contains(strings.ToLower(o.Education), "equivalent") || licensed { // "High school diploma or equivalent"
			j.Requirements = append(j.Requirements, o.Education)
		} else {
			j.Requirements = append(j.Requirements, o.Education+" or equivalent experience")
		}
	}
	for _, s := range o.Skills[:min(2, len(o.Skills))] {
		j.Requirements = append(j.Requirements, fmt.Sprintf("Strong %s skills", strings.ToLower(s.Name)))
	}
	if len(tech) > 3 {
		j.Requirements = append(j.Requirements, "Familiarity with "+stride.JoinAnd(tech[3:]))
	}
	if len(o.Knowledge) > 0 {
		j.Requirements = append(j.Requirements, "Knowledge of "+knowledgePhrase(o.Knowledge[0].Name))
	}

	tasks := append([]string(nil), o.Tasks...)
	rng.Shuffle(len(tasks), func(a, b int) { tasks[a], tasks[b] = tasks[b], tasks[a] })
	if len(j.Requirements) < 4 {
		last := tasks[len(tasks)-1]
		j.Requirements = append(j.Requirements, "Ability to "+strings.ToLower(last[:1])+strings.TrimSuffix(last[1:], "."))
	}

	// Description: who, where, then four of the occupation's tasks.
	where := "in " + ct.name
	if j.Location == "Remote" {
		where = "as a fully remote role"
	} else if j.Remote {
		where = "in " + ct.name + " (remote-friendly)"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s is hiring %s %s %s. %s\n\nWhat you'll do:\n", j.Company, article(j.Title), j.Title, where, o.Description)
	for _, t := range tasks[:min(4, len(tasks)-1)] {
		b.WriteString("• " + t + "\n")
	}
	j.Description = strings.TrimSpace(b.String())

	nb := 3 + rng.IntN(3)
	if j.Type != stride.JobFullTime {
		nb = 1 + rng.IntN(2)
	}
	for _, k := range rng.Perm(len(benefitPool))[:nb] {
		j.Benefits = append(j.Benefits, benefitPool[k])
	}

	j.PostedAt = now.Add(-time.Duration(rng.Int64N(int64(45 * 24 * time.Hour)))).Truncate(time.Second).UTC()
	apply := "/jobs/" + j.ID + "/apply"
	j.ApplyURL = &apply
	return j
}

// knowledgePhrase writes an O*NET knowledge area inside a sentence:
// lower case ("customer and personal service"), languages as names ("the
// English language").
func knowledgePhrase(name string) string {
	if lang, ok := strings.CutSuffix(name, " Language"); ok {
		return "the " + lang + " language"
	}
	return strings.ToLower(name)
}

// levelTitle adds Junior/Senior/Lead to professional titles that carry no
// level yet.
func levelTitle(t, lvl string, zone int) string {
	lower := strings.ToLower(t)
	for _, w := range []string{"senior", "junior", "lead", "chief", "director", "head ", "principal", "manager", "supervisor", "vice president", "president", "(", "officer"} {
		if strings.Contains(lower, w) {
			return t
		}
	}
	if zone < 3 {
		return t
	}
	switch lvl {
	case "entry":
		return "Junior " + t
	case "senior":
		return "Senior " + t
	case "lead":
		return "Lead " + t
	}
	return t
}

// article is "a" or "an" before phrase (stride.Article).
func article(phrase string) string { return stride.Article(phrase) }

func roundTo(x, unit float64) float64 { return math.Round(x/unit) * unit }

// postingAltTitles are the alternate titles a posting may carry when the
// occupation has no reported titles: the first 40 of at most 60 characters
// (the catalogue keeps every alternate title for the title resolver).
func postingAltTitles(o *Occupation) []string {
	var out []string
	for _, t := range o.AltTitles {
		if len(out) == 40 {
			break
		}
		if len(t) <= 60 {
			out = append(out, t)
		}
	}
	return out
}
