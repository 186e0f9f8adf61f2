package stride_test

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// The industry list keeps every value of seed 000 §9 and covers every
// major group of O*NET's occupations; Other is last.
func TestIndustryListCoversONET(t *testing.T) {
	seed := "Technology, Healthcare, Finance, Education, Marketing, Sales, Engineering, Design, Operations, Consulting, Legal, Manufacturing, Real Estate, Retail, Other"
	for _, name := range strings.Split(seed, ", ") {
		if !slices.Contains(stride.Industries, name) {
			t.Errorf("the seed's %q is not in the list", name)
		}
	}
	for _, name := range []string{"Construction", "Hospitality", "Government", "Human Resources", "Logistics", "Agriculture", "Public Safety"} {
		if !slices.Contains(stride.Industries, name) {
			t.Errorf("%q is not in the list", name)
		}
	}
	if stride.Industries[len(stride.Industries)-1] != "Other" || !slices.IsSorted(stride.Industries[:len(stride.Industries)-1]) {
		t.Errorf("the list is not A to Z with Other last: %v", stride.Industries)
	}
	covered := map[string]bool{}
	for _, ind := range stride.IndustryList {
		for _, g := range ind.SOCGroups {
			covered[g] = true
		}
	}
	for _, o := range catalog.MustLoad().Occupations {
		if g := o.Code[:2]; !covered[g] {
			t.Errorf("no industry covers SOC group %s (%s)", g, o.Title)
			covered[g] = true
		}
	}
}

// web/src/config/application-options.ts offers the same industries, in
// the same order.
func TestIndustriesMatchTheWeb(t *testing.T) {
	src, err := os.ReadFile("web/src/config/application-options.ts")
	if err != nil {
		t.Fatal(err)
	}
	block := regexp.MustCompile(`(?s)export const industries = \[(.*?)\] as const`).FindSubmatch(src)
	if block == nil {
		t.Fatal("no industries list in application-options.ts")
	}
	var web []string
	for _, m := range regexp.MustCompile(`'([^']*)'`).FindAllSubmatch(block[1], -1) {
		web = append(web, string(m[1]))
	}
	if !slices.Equal(web, stride.Industries) {
		t.Errorf("the web's industries differ from Go's:\n web %v\n  Go %v", web, stride.Industries)
	}
}

// A blank industry is the seed's "Industry is required"; one outside the
// list names the allowed values; any case of a listed one is that one.
func TestOnboardingIndustryMessages(t *testing.T) {
	profile := func(industry string) *stride.OnboardingProfile {
		return &stride.OnboardingProfile{FirstName: "Nia", LastName: "Okafor", CurrentTitle: "Site Supervisor", Industry: industry}
	}
	fields := func(err error) map[string]string {
		if e, ok := err.(*stride.Error); ok {
			return e.Fields
		}
		return nil
	}
	if got := fields(profile("  ").Validate())["industry"]; got != "Industry is required" {
		t.Errorf("blank: %q", got)
	}
	got := fields(profile("Underwater Basket Weaving").Validate())["industry"]
	if got != "Industry must be one of: "+strings.Join(stride.Industries, ", ") || !strings.Contains(got, "Construction, Consulting") {
		t.Errorf("unknown: %q", got)
	}
	for in, want := range map[string]string{"Construction": "Construction", "hospitality": "Hospitality", " human  resources": "Human Resources", "Other": "Other"} {
		p := profile(in)
		if err := p.Validate(); err != nil || p.Industry != want {
			t.Errorf("%q: %v, industry %q", in, err, p.Industry)
		}
	}
}
