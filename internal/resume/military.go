package resume

import (
	"regexp"
	"strings"
)

// Military service as veterans write it: "Supply Sergeant (92Y30), Staff
// Sergeant / E-6" (a duty title, then the rank and pay grade) at "U.S.
// Army, 1st Armored Brigade Combat Team, 3rd Infantry Division" (the
// branch, then its units).

var (
	// militaryBranchRe is an armed force named on its own.
	militaryBranchRe = regexp.MustCompile(`(?i)^(?:(?:U\.?S\.?|United States|British|Royal|Canadian|Australian|Indian|New Zealand) )?(?:Army|Navy|Air Force|Marine Corps|Marines|Coast Guard|Space Force|(?:Army |Air )?National Guard|Army Reserve|Navy Reserve|Air Force Reserve|Armed Forces|Defence Force|Defense Force)$`)
	// militaryUnitRe is a numbered unit ("1st Armored Brigade Combat
	// Team", "25th Infantry Division", "3rd Battalion").
	militaryUnitRe = regexp.MustCompile(`^\d{1,3}(?:st|nd|rd|th)(?: [\p{L}'’\-]+){0,4} (?:Division|Brigade|Battalion|Regiment|Squadron|Wing|Group|Fleet|Company|Corps|Battery|Team|Detachment|Command)$`)
	// rankRe is one military rank or pay grade.
	rankRe = regexp.MustCompile(`^(?:[EOW]-?\d{1,2}|PV[T12]|Private(?: First Class)?|PFC|SPC|Specialist|Lance Corporal|L?CPL|LCpl|Corporal|(?:Staff |Master |First |Gunnery |Technical |Senior Master |Chief Master )?Sergeant(?: First Class| Major)?|Command Sergeant Major|SGT|SSG|SFC|MSG|1SG|SGM|CSM|GySgt|TSgt|SSgt|MSgt|Senior Airman|Airman(?: First Class| Basic)?|A1C|SrA|Seaman(?: Apprentice| Recruit)?|(?:Chief |Senior Chief |Master Chief )?Petty Officer(?: (?:First|Second|Third) Class)?|PO[123]|CPO|(?:Second |First )?Lieutenant(?: Colonel| Commander| Junior Grade)?|[12]LT|LTC|Captain|CPT|Major|MAJ|Colonel|COL|(?:Chief )?Warrant Officer(?: \d)?|WO1|CW[2-5]|Ensign)$`)
)

// rankPart reports a part of a header that is only ranks and pay grades
// ("Staff Sergeant / E-6", "PFC / SPC", "Sergeant"): it qualifies the duty
// title before it.
func rankPart(p string) bool {
	for _, r := range strings.Split(p, "/") {
		if !rankRe.MatchString(strings.TrimSpace(r)) {
			return false
		}
	}
	return true
}

// militaryUnitOf reports whether p is a numbered unit that goes on org:
// an armed force alone, or followed by its units so far.
func militaryUnitOf(org, p string) bool {
	if !militaryUnitRe.MatchString(p) {
		return false
	}
	last := org
	if i := strings.LastIndex(org, ", "); i >= 0 {
		last = org[i+2:]
	}
	return militaryBranchRe.MatchString(strings.SplitN(org, ", ", 2)[0]) && (last == org || militaryUnitRe.MatchString(last))
}
