package resume

import (
	"strings"
	"testing"
)

// TestHeadingsByForm: headings the vocabulary lacks are found by their
// form and their strongest key word; lines that only contain a key word
// are not headings.
func TestHeadingsByForm(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"Computer Engineering Experience", secExperience},
		{"LEADERSHIP AND WORK EXPERIENCE", secExperience},
		{"Experience & Leadership", secExperience},
		{"Highlights", secSkills},
		{"Technical Highlights", secSkills},
		{"SKILLS SUMMARY", secSkills},
		{"Education & Certifications", secEducation},
		{"Toolbox", secSkills},
		{"Guest Experience Manager", ""},
		{"Improved the customer experience", ""},
		{"Acme Corp, 2019 Experience", ""},
		{"Brightline Labs", ""},
	} {
		if got := headingOf(c.line); got != c.want {
			t.Errorf("headingOf(%q) = %q, want %q", c.line, got, c.want)
		}
	}
}

// TestRoleLayouts: company-first, title-first, bullet-led, date-less and
// placeholder-year role headers, with each separator.
func TestRoleLayouts(t *testing.T) {
	for _, c := range []struct {
		name string
		text string
		want []Experience
	}{
		{"company line, dash place and dates, title below",
			"Acme Robotics\n— Remote, USA  Jul 2024 - Present\nSenior Software Engineer\n• Built things.\nGlobex\n— Austin, TX  Jan 2020 - Jun 2024\nData Analyst\n• Wrote reports.",
			[]Experience{{Title: "Senior Software Engineer", Company: "Acme Robotics", Location: "Remote, USA", StartDate: "2024-07", EndDate: "Present"},
				{Title: "Data Analyst", Company: "Globex", Location: "Austin, TX", StartDate: "2020-01", EndDate: "2024-06"}}},
		{"title-first with middle dot, two spaces and tab",
			"Backend Engineer · Northwind  2021 – 2023\n• Did things.\nProduct Manager  Initech  2019 – 2021\n• Did more.\nQA Engineer\tHooli\t2017 – 2019\n• Tested.",
			[]Experience{{Title: "Backend Engineer", Company: "Northwind", StartDate: "2021", EndDate: "2023"},
				{Title: "Product Manager", Company: "Initech", StartDate: "2019", EndDate: "2021"},
				{Title: "QA Engineer", Company: "Hooli", StartDate: "2017", EndDate: "2019"}}},
		{"company before title, company has a title word",
			"Ember & Oak Marketing, Seattle, Washington — Business Analyst\nMARCH 2020 - PRESENT\n• Did things.",
			[]Experience{{Title: "Business Analyst", Company: "Ember & Oak Marketing", Location: "Seattle, Washington", StartDate: "2020-03", EndDate: "Present"}}},
		{"bullet-led headers",
			"• Software Engineer — Acme (2019 – 2021)\n  – Shipped the app.\n• Data Analyst at Globex (2017 – 2019)\n  – Cleaned data.",
			[]Experience{{Title: "Software Engineer", Company: "Acme", StartDate: "2019", EndDate: "2021"},
				{Title: "Data Analyst", Company: "Globex", StartDate: "2017", EndDate: "2019"}}},
		{"date-less roles",
			"Registered Nurse | Cedar Grove Clinic\n• Cared for patients.\nNursing Assistant | Mercy Hospital\n• Helped.",
			[]Experience{{Title: "Registered Nurse", Company: "Cedar Grove Clinic"}, {Title: "Nursing Assistant", Company: "Mercy Hospital"}}},
		{"placeholder year",
			"Staff Engineer · Bluepeak Software  20XX – Current\n• Leads.",
			[]Experience{{Title: "Staff Engineer", Company: "Bluepeak Software", EndDate: "Present"}}},
		{"company line after a one-line bullet is a header",
			"Engineer, Acme  2020 – 2022\n• Shipped it\nGlobex Corporation\nAnalyst  2018 – 2020\n• Reports.",
			[]Experience{{Title: "Engineer", Company: "Acme", StartDate: "2020", EndDate: "2022"},
				{Title: "Analyst", Company: "Globex Corporation", StartDate: "2018", EndDate: "2020"}}},
		{"date range wrapped onto the next line",
			"Senior Software Engineer – Ironbridge December 2021 —\nConsulting  June 2024\n• Led a team.",
			[]Experience{{Title: "Senior Software Engineer", Company: "Ironbridge Consulting", StartDate: "2021-12", EndDate: "2024-06"}}},
		{"date-less roles whose bullets the text layer lost",
			"Research Assistant, Tidal Wave Networks\nBuilt dashboards that the sales team used daily.\nFrontend Developer, Atlas Freight Co.\nLed a team of five to rebuild the billing service.",
			[]Experience{{Title: "Research Assistant", Company: "Tidal Wave Networks"}, {Title: "Frontend Developer", Company: "Atlas Freight Co."}}},
		{"company and place without a separator",
			"Research Assistant\nHelix Biotech San Francisco, California\n2013 — 2016\n• Did.",
			[]Experience{{Title: "Research Assistant", Company: "Helix Biotech", Location: "San Francisco, California", StartDate: "2013", EndDate: "2016"}}},
		{"the same title twice in a row",
			"Analyst\nAcme Corp | Chicago, IL\n2019 — 2022\n• Did.\nAnalyst\nGlobex, London, UK\n2016 — 2019\n• Did.",
			[]Experience{{Title: "Analyst", Company: "Acme Corp", StartDate: "2019", EndDate: "2022"}, {Title: "Analyst", Company: "Globex", Location: "London, UK", StartDate: "2016", EndDate: "2019"}}},
		{"company and place after a long bullet, title with a specialty and dates",
			"Acme Health Centre  Toronto, ON\nClinical Pharmacist, Oncology  Mar 2021 - Present\n• Presented 4 drug monographs to the Pharmacy & Therapeutics Committee, 3 adopted\nAcme Health Centre  Toronto, ON\nStaff Pharmacist, General Medicine / ICU  Jul 2018 - Mar 2021\n• Did.",
			[]Experience{{Title: "Clinical Pharmacist, Oncology", Company: "Acme Health Centre", StartDate: "2021-03", EndDate: "Present"},
				{Title: "Staff Pharmacist, General Medicine / ICU", Company: "Acme Health Centre", StartDate: "2018-07", EndDate: "2021-03"}}},
		{"title and company wrapped by a narrow column",
			"Senior Mechanical Engineer, Bogies & Running Gear, Hartwell & Pryce Rail\nSystems Ltd\n\nSep, 2020 - Present\n\nDesigned bogie frames.",
			[]Experience{{Title: "Senior Mechanical Engineer, Bogies & Running Gear", Company: "Hartwell & Pryce Rail Systems Ltd", StartDate: "2020-09", EndDate: "Present"}}},
		{"company with dates above the title: an unclear pair takes the resume's order",
			"Metro Child Welfare Agency  2016-06 — 2019-12\nCase Manager\nHighlights\nHope Harbor Shelter  2014-08 — 2016-05\nCase Aide\nHighlights",
			[]Experience{{Title: "Case Manager", Company: "Metro Child Welfare Agency", StartDate: "2016-06", EndDate: "2019-12"},
				{Title: "Case Aide", Company: "Hope Harbor Shelter", StartDate: "2014-08", EndDate: "2016-05"}}},
		{"dates carrying the first bullet, which wraps at 'and'",
			"Systems Administrator II, Infrastructure at Twin Lakes Health System\n2022-05-16 TO PRESENT  Administer 420+ Windows Server and 90 RHEL VMs across 2 data centers and\nAzure for a 3-hospital system",
			[]Experience{{Title: "Systems Administrator II, Infrastructure", Company: "Twin Lakes Health System", StartDate: "2022-05", EndDate: "Present"}}},
		{"dates first, a comma header wrapped before its place",
			"Mar 2021 – Present  Clinical Pharmacist, Oncology, Don Valley Regional Health Centre, Toronto,\nON\n• Verified orders.\nJul 2018 – Mar 2021  Staff Pharmacist, General Medicine / ICU, Don Valley Regional Health\nCentre, Toronto, ON\n• Reconciled medications.",
			[]Experience{{Title: "Clinical Pharmacist, Oncology", Company: "Don Valley Regional Health Centre", Location: "Toronto, ON", StartDate: "2021-03", EndDate: "Present"},
				{Title: "Staff Pharmacist, General Medicine / ICU", Company: "Don Valley Regional Health Centre", Location: "Toronto, ON", StartDate: "2018-07", EndDate: "2021-03"}}},
		{"a company with a legal form after a long bullet",
			"Acme Audit LLP\nSenior Accountant  Sep 2023 - Present\n• Built an Excel/Power Query template for AR confirmations that saved ~30 staff hours per engagement\nBrennan, Kohl & Associates LLP\nStaff Accountant, Audit  Sep 2021 - Aug 2023\n• Tested cash.",
			[]Experience{{Title: "Senior Accountant", Company: "Acme Audit LLP", StartDate: "2023-09", EndDate: "Present"},
				{Title: "Staff Accountant, Audit", Company: "Brennan, Kohl & Associates LLP", StartDate: "2021-09", EndDate: "2023-08"}}},
		{"a title in capitals after a long bullet, the company with an Australian place",
			"Sous Chef\nEmber & Salt Dining Pty Ltd, Melbourne, VIC | 08/2022 – 10/2025\n• Kept lockout/tagout logs and arc flash labeling current for annual safety audits\nJourneyman Wireman\nReynolds Electric Co., Inc., Newark, OH | 06/2010 – 07/2014\n• Wired homes.",
			[]Experience{{Title: "Sous Chef", Company: "Ember & Salt Dining Pty Ltd", Location: "Melbourne, VIC", StartDate: "2022-08", EndDate: "2025-10"},
				{Title: "Journeyman Wireman", Company: "Reynolds Electric Co., Inc.", Location: "Newark, OH", StartDate: "2010-06", EndDate: "2014-07"}}},
		{"a company with a legal form above a title with a specialty",
			"Brennan, Kohl & Associates LLP\nSenior Accountant, Audit & Assurance\nSep 2023 – Present\nIn-charge on audits",
			[]Experience{{Title: "Senior Accountant, Audit & Assurance", Company: "Brennan, Kohl & Associates LLP", StartDate: "2023-09", EndDate: "Present"}}},
		{"the company's last word wrapped above the place",
			"Veterinary Technician, ER/ICU at Big Thompson Animal Emergency & Specialty  Mar 2024 - Current\nCenter\nLoveland, CO\n\nWork 3 overnight shifts.",
			[]Experience{{Title: "Veterinary Technician, ER/ICU", Company: "Big Thompson Animal Emergency & Specialty Center", StartDate: "2024-03", EndDate: "Present"}}},
		{"a header hyphenated at the line's end",
			"Mar 2024 – Present  Veterinary Technician, ER/ICU, Big Thompson Animal Emergency & Spe-\ncialty Center, Loveland, CO\n• Work 3 overnight shifts.",
			[]Experience{{Title: "Veterinary Technician, ER/ICU", Company: "Big Thompson Animal Emergency & Specialty Center", Location: "Loveland, CO", StartDate: "2024-03", EndDate: "Present"}}},
		{"a line that is only a company beside a title with a dash",
			"Copper Kettle Restaurants, Inc.  Evanston, IL\nGeneral Manager - The Saltbox Kitchen\n2019-04 – Present\n• Ran the restaurant.",
			[]Experience{{Title: "General Manager - The Saltbox Kitchen", Company: "Copper Kettle Restaurants, Inc.", Location: "Evanston, IL", StartDate: "2019-04", EndDate: "Present"}}},
		{"a company's website between the company and the title",
			"Hartwell & Pryce Rail Systems Ltd  2020-09 —\nhttps://hartwellpryce.example.com\nSenior Mechanical Engineer, Bogies & Running Gear\nHighlights\n  Designed bogie frames",
			[]Experience{{Title: "Senior Mechanical Engineer, Bogies & Running Gear", Company: "Hartwell & Pryce Rail Systems Ltd", StartDate: "2020-09", EndDate: "Present"}}},
		{"moderncv: range split beside a header wrapped at its place",
			"Jul 2018 – Staff Pharmacist, General Medicine / ICU, Don Valley Regional Health Centre, Toronto,\nMar 2021  ON\n Performed reconciliation.",
			[]Experience{{Title: "Staff Pharmacist, General Medicine / ICU", Company: "Don Valley Regional Health Centre", Location: "Toronto, ON", StartDate: "2018-07", EndDate: "2021-03"}}},
		{"a title below the dates over an award sentence above them",
			"Received the DAISY Award for Extraordinary Nurses (2019)\nSunrise Senior Living Communities, Inc.  08/2014 - 05/2017\nLicensed Practical Nurse\nAdministered medications.",
			[]Experience{{Title: "Licensed Practical Nurse", Company: "Sunrise Senior Living Communities, Inc.", StartDate: "2014-08", EndDate: "2017-05"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			lines := strings.Split(cleanText(c.text), "\n")
			for i := range lines {
				lines[i] = strings.TrimSpace(lines[i])
			}
			got := parseExperience(lines)
			if len(got) != len(c.want) {
				t.Fatalf("got %d roles, want %d: %+v", len(got), len(c.want), got)
			}
			for i, w := range c.want {
				g := got[i]
				if g.Title != w.Title || g.Company != w.Company || g.StartDate != w.StartDate || g.EndDate != w.EndDate ||
					w.Location != "" && g.Location != w.Location {
					t.Errorf("role %d: got %q / %q / %q / %q – %q, want %q / %q / %q / %q – %q", i,
						g.Title, g.Company, g.Location, g.StartDate, g.EndDate, w.Title, w.Company, w.Location, w.StartDate, w.EndDate)
				}
			}
		})
	}
}

// TestContactPatterns: dashed and international phones, full state and
// country names, street addresses, one-word names, contact lines without
// separators.
func TestContactPatterns(t *testing.T) {
	for _, c := range []struct {
		text                  string
		name, phone, location string
	}{
		{"Jordan Merritt\n555–867–5309 · jm@example.com · Columbus, Ohio\nEXPERIENCE", "Jordan Merritt", "555–867–5309", "Columbus, Ohio"},
		{"Madhavi\nmadhavi@example.com | +44 20 7946 0958 | London, UK\nSKILLS\nGo", "Madhavi", "+44 20 7946 0958", "London, UK"},
		{"Ana Lima\n1423 Elm Street, Portland, OR 97205\n(503) 555-0101\nana@example.com", "Ana Lima", "(503) 555-0101", "1423 Elm Street, Portland, OR 97205"},
		{"Jo Park\njo.park@example.org (919) 555-0147 Berlin, Germany\nSUMMARY\nWrites.", "Jo Park", "(919) 555-0147", "Berlin, Germany"},
		{"Lee Chan\n+1-608-555-0177  lee@example.com  Madison, Wisconsin", "Lee Chan", "+1-608-555-0177", "Madison, Wisconsin"},
	} {
		p := Parse(c.text).PersonalInfo
		if p.FullName != c.name || p.Phone != c.phone || p.Location != c.location {
			t.Errorf("%q:\ngot  %q %q %q\nwant %q %q %q", c.text, p.FullName, p.Phone, p.Location, c.name, c.phone, c.location)
		}
	}
}

// TestSkillsNotFromProseOrInterests: skills come from skills sections,
// lists and enumerations of known skills, not from a skill named alone in a
// sentence or an Interests line.
func TestSkillsNotFromProseOrInterests(t *testing.T) {
	text := "Jane Doe\njane@example.com\nEXPERIENCE\nEngineer, Acme  2020 – 2022\n• Migrated the billing service to Kafka with no downtime.\n" +
		"• Stack: Go, PostgreSQL, Terraform\n• Built APIs in Redis and Elasticsearch.\nSKILLS\nPython, Docker\nInterests: Chess, Photography, Excel"
	got := Parse(text).Skills
	has := map[string]bool{}
	for _, s := range got {
		has[s] = true
	}
	for _, want := range []string{"Python", "Docker", "Go", "PostgreSQL", "Terraform", "Redis", "Elasticsearch"} {
		if !has[want] {
			t.Errorf("skills %v lack %s", got, want)
		}
	}
	for _, not := range []string{"Kafka", "Chess", "Photography", "Excel"} {
		if has[not] {
			t.Errorf("skills %v have %s", got, not)
		}
	}
}

// A left column of dates and headings beside the text is read across,
// row by row, also when it dates an award with a year alone and names
// the award in capitals (the paper theme's second page) or dates it
// "2017-06"; a sidebar of
// sentences is not a label column.
func TestLabelColumnWithYearsAndCapitals(t *testing.T) {
	row := func(y float64, left, right string) []segment {
		r := []segment{{x0: 40, x1: 150, y: y, text: left}}
		if right != "" {
			r = append(r, segment{x0: 220, x1: 560, y: y, text: right})
		}
		return r
	}
	labels := [][]segment{
		row(100, "2016-06 TO 2022-08", "Staff Reporter, Health & Science at The Willamette Ledger"),
		row(200, "2013-07 TO 2016-05", "General Assignment Reporter at Coastal Valley News Group"),
		row(260, "EDUCATION", "Pacific Cascade University"),
		row(280, "2009 TO 2013", ""),
		row(320, "AWARDS", "Northwest Regional Journalism Awards"),
		row(340, "FINALIST, INVESTIGATIVE REPORTING (SMALL NEWSROOM)", ""),
		row(360, "2021", ""),
		row(380, "2017-06", ""),
		row(400, "PERSONAL", "Trail running, Backpacking"),
	}
	if !labelColumn(labels, 200) {
		t.Error("a column of dates, headings, a year and an award in capitals is not read as labels")
	}
	sidebar := [][]segment{
		row(100, "Calm under pressure and big on training", "Sous Chef"),
		row(120, "Level 3 Food Safety, allergen trained", "The Copper Kettle Brasserie"),
		row(140, "2021", "Ran the pass on 180-cover services"),
		row(160, "SKILLS", "Wrote the weekly specials"),
	}
	if labelColumn(sidebar, 200) {
		t.Error("a sidebar of sentences read as a label column")
	}
}
