package career_test

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

func TestZZPay(t *testing.T) {
	p := os.Getenv("ZZ")
	if p == "" {
		t.Skip()
	}
	var ms []move
	b, _ := os.ReadFile(p)
	json.Unmarshal(b, &ms)
	c := catalog.MustLoad()
	for _, m := range ms {
		f := &career.Facts{Title: m.From, Postings: career.NewPostings(nil, now), Now: now}
		from, to := f.Move(c, m.To)
		pay := career.PayFor(from, to, m.From, m.To)
		fn, tn := "-", "-"
		if from != nil {
			fn = from.Title
		}
		if to != nil {
			tn = to.Title
		}
		if pay.Direction != m.Pay {
			t.Logf("%s %s [%s] -> %s [%s]: %q (adviser %s) %s", m.ID, m.From, fn, m.To, tn, pay.Direction, m.Pay, pay.Note)
		}
	}
}

func TestZZQuote(t *testing.T) {
	if os.Getenv("ZZQ") == "" {
		t.Skip()
	}
	c := catalog.MustLoad()
	for _, m := range [][2]string{{"Product Manager", "Data Scientist"}, {"Registered Nurse", "Nurse Practitioner"}, {"Electrician Apprentice", "Licensed Electrician"}, {"Line Cook", "Chef"}, {"Claims Processor", "Claims Adjuster"}} {
		f := &career.Facts{Title: m[0], Postings: career.NewPostings(nil, now), Now: now}
		from, to := f.Move(c, m[1])
		p := career.PlanFor(f, from, to, m[1])
		t.Logf("%s -> %s: learn %q; credential %q; %s; pay %s", m[0], m[1], p.LearnNames(6), p.CredentialLine(), p.Timeframe(), p.Pay.Direction)
	}
}

func TestZZResolve(t *testing.T) {
	if os.Getenv("ZZR") == "" {
		t.Skip()
	}
	c := catalog.MustLoad()
	for _, s := range []string{"licensed property and casualty insurance agent", "property and casualty insurance agent", "insurance agent", "front-end web developer", "front end developer", "real estate drone photographer and videographer", "drone photographer", "quality engineer at a medical device company", "MRI technologist at a hospital", "licensed reactor operator at a commercial nuclear power plant", "aircraft dispatcher at a regional airline", "licensed professional geologist (PG)", "Air Force JROTC instructor at a public high school", "U.S. Border Patrol agent", "substance use disorder counselor at an outpatient treatment center", "corporate associate at a large law firm", "hotel revenue manager"} {
		ms := c.ResolveTitle(s, 3)
		line := s + " =>"
		for _, m := range ms {
			line += fmt.Sprintf(" %s %s (%.2f);", m.Occupation.Code, m.Occupation.Title, m.Confidence)
		}
		t.Log(line)
	}
}

func TestZZMove(t *testing.T) {
	if os.Getenv("ZZM") == "" {
		t.Skip()
	}
	c := catalog.MustLoad()
	f := &career.Facts{Title: os.Getenv("ZZF"), Postings: career.NewPostings(nil, now), Now: now}
	from, to := f.Move(c, os.Getenv("ZZM"))
	t.Logf("from %v to %v", from, to)
	for _, m := range c.ResolveTitle(os.Getenv("ZZM"), 5) {
		t.Logf("  %s %s %.2f", m.Occupation.Code, m.Occupation.Title, m.Confidence)
	}
}

func TestZZFrom(t *testing.T) {
	if os.Getenv("ZZT") == "" {
		t.Skip()
	}
	c := catalog.MustLoad()
	for _, s := range []string{"Inbound customer service agent at a bank call centre", "Credit union teller", "Call-centre team lead at a telecom", "Marketing coordinator at a regional retailer", "Newspaper reporter after the paper folded", "Navy Master-at-Arms (MA1), separating", "Home-based medical transcriptionist whose contract ended", "Army 12B combat engineer, separating"} {
		f := &career.Facts{Title: s}
		from, _ := f.Move(c, "Registered Nurse")
		line := s + " => "
		if from != nil {
			line += from.Title
		}
		for _, m := range c.ResolveTitle(s, 3) {
			line += fmt.Sprintf(" | %s %.2f", m.Occupation.Title, m.Confidence)
		}
		t.Log(line)
	}
}
