package career

import (
	"fmt"
	"math"
	"regexp"
	"strings"

	"github.com/stride-oss/stride/internal/catalog"
)

// Pay is which way pay goes on a move, as far as the data can say.
type Pay struct {
	// Direction is "up", "down", "similar", or "" when the data cannot
	// support one.
	Direction string
	// Change is the percent change of the BLS medians ("+18%"), "" when
	// the medians do not describe both titles well enough to quote one.
	Change string
	// Note says the figures and why a direction is or is not given.
	Note string
}

// Thresholds of PayFor: medians within 3% are similar; when a title only
// loosely fits its occupation's median, the gap must pass 10% before a
// direction is stated; and a move into another occupation is a raise
// only when the target's median is more than 10% higher (BLS medians are
// the pay of people established in an occupation: a newcomer starts
// below it, so a smaller gain is about the same pay).
const (
	similarPay  = 0.03
	loosePay    = 0.10
	newcomerPay = 0.10
)

// PayFor says which way pay goes from one occupation to another, for the
// titles as people wrote them (either may be ""). It gives no direction
// when a wage is unknown or does not describe the title (Placements), when
// BLS publishes one median for two different occupations and the titles
// do not differ by seniority, or when a loosely fitting title's gap is
// under 10%; a step up in seniority within one median is up.
func PayFor(from, to *catalog.Occupation, fromTitle, toTitle string) Pay {
	if from == nil || to == nil {
		return Pay{}
	}
	for _, s := range []struct {
		o     *catalog.Occupation
		title string
	}{{from, fromTitle}, {to, toTitle}} {
		if s.o.MedianWage <= 0 {
			return Pay{Note: "BLS publishes no median wage for " + lower(s.o.Title) + "."}
		}
		if pl := catalog.PlacementIn(s.title); pl != nil && !pl.Wage && catalog.SOC(pl.Code) == catalog.SOC(s.o.Code) {
			return Pay{Note: fmt.Sprintf("No pay comparison: %s.", pl.Why)}
		}
	}
	medians := fmt.Sprintf("BLS 2024 median annual wages: %s for %s, %s for %s", usd(from.MedianWage), lower(from.Title), usd(to.MedianWage), lower(to.Title))
	if from.MedianWage == to.MedianWage {
		switch d := seniority(toTitle) - seniority(fromTitle); {
		case d > 0:
			return Pay{Direction: "up", Note: fmt.Sprintf("BLS publishes one median (%s) for both; a more senior title pays more within it.", usd(to.MedianWage))}
		case d < 0:
			return Pay{Direction: "down", Note: fmt.Sprintf("BLS publishes one median (%s) for both; a more junior title pays less within it.", usd(to.MedianWage))}
		case from.Code == to.Code && credentialStep(fromTitle, toTitle):
			return Pay{Direction: "up", Note: fmt.Sprintf("BLS publishes one median (%s) for both; a licensed, certified or year-round title pays more within it.", usd(to.MedianWage))}
		case from.Code == to.Code:
			return Pay{Direction: "similar", Change: SalaryChange(from.MedianWage, to.MedianWage), Note: medians + " (the same occupation)."}
		}
		return Pay{Note: fmt.Sprintf("BLS publishes one median (%s) for %s and %s, so the data cannot say which pays more.",
			usd(to.MedianWage), lower(from.Title), lower(to.Title))}
	}
	r := float64(to.MedianWage)/float64(from.MedianWage) - 1
	loose := looseWage(from, fromTitle) || looseWage(to, toTitle)
	threshold := similarPay
	if loose {
		threshold = loosePay
	}
	up := threshold
	newcomer := catalog.SOC(from.Code) != catalog.SOC(to.Code) && r > threshold && r <= newcomerPay
	if newcomer {
		up = newcomerPay
	}
	p := Pay{Note: medians + "."}
	switch {
	case r > up:
		p.Direction = "up"
	case r < -threshold:
		p.Direction = "down"
	case loose && math.Abs(r) > similarPay:
		p.Note = medians + "; too close to call for a title O*NET files under a broader occupation."
		return p
	default:
		p.Direction = "similar"
	}
	if newcomer {
		p.Note = medians + "; someone new to an occupation usually starts below its median, so a gap this small is about the same pay."
	}
	if !loose {
		p.Change = SalaryChange(from.MedianWage, to.MedianWage)
	} else {
		p.Note = medians + "; the title only loosely fits its occupation, so no percentage is quoted."
	}
	return p
}

// looseWage reports whether an occupation's median describes a title only
// loosely: the occupation is a SOC residual ("computer occupations, all
// other", whose one median BLS gives to several O*NET occupations), or the
// title names it only through one of O*NET's alternate titles or a near
// match (resolver confidence under 0.95). A title Stride places by hand
// fits.
func looseWage(o *catalog.Occupation, title string) bool {
	soc := catalog.SOC(o.Code)
	if strings.HasSuffix(soc, "9") {
		return true
	}
	if strings.TrimSpace(title) == "" {
		return false
	}
	if pl := catalog.PlacementIn(title); pl != nil && catalog.SOC(pl.Code) == soc {
		return false
	}
	c, err := catalog.Load()
	if err != nil {
		return false
	}
	conf := 0.0
	for _, m := range c.ResolveTitle(title, 10) {
		if m.Occupation == o {
			conf = m.Confidence
		}
	}
	if conf == 0 {
		return false // placed by the licence table (Credential.Occupation)
	}
	return conf < 0.95-1e-9
}

// credentialStep reports whether a title within one occupation adds a
// licence or certification, or year-round work, to the title the person
// holds now ("seasonal tax preparer" to "enrolled agent").
func credentialStep(fromTitle, toTitle string) bool {
	return credentialTitleRe.MatchString(toTitle) && !credentialTitleRe.MatchString(fromTitle) ||
		partYearRe.MatchString(fromTitle) && !partYearRe.MatchString(toTitle)
}

var (
	credentialTitleRe = regexp.MustCompile(`(?i)\b(licensed|certified|registered|enrolled agent|chartered|board[- ]certified)\b`)
	partYearRe        = regexp.MustCompile(`(?i)\b(seasonal|part[- ]time|temporary|temp)\b`)
)

// seniority ranks a title's level by its words: apprentice, trainee,
// junior and entry-level below, senior, lead, principal and master (of a
// trade) above.
func seniority(title string) int {
	n := 0
	words := strings.FieldsFunc(strings.ToLower(title), func(r rune) bool { return !(r >= 'a' && r <= 'z') })
	for i, w := range words {
		switch w {
		case "apprentice", "trainee", "junior", "jr", "intern":
			n--
		case "entry":
			// Entry-level, not a port of entry.
			if i+1 < len(words) && words[i+1] == "level" {
				n--
			}
		case "senior", "sr", "lead", "principal":
			n++
		case "master":
			// A master plumber, not a scrum master or a master-at-arms.
			if i+1 < len(words) && words[i+1] != "at" {
				n++
			}
		}
	}
	return int(math.Max(-1, math.Min(1, float64(n))))
}
