package resume

import "testing"

// The rules read from the fifteenth writer's renderings (r15, an
// electronics and semiconductor manufacturer's applicants): each case
// fails without its rule.

// A company line with its legal form and its place set apart keeps the
// title below it whole, even right after the last bullet of the role
// above; and its place is not part of the company. Czech legal forms
// (a.s., s.r.o.) end a company.
func TestCompanyLineAfterBulletsAndCzechForms(t *testing.T) {
	got := rolesOf(`
Straits Micro Devices Sdn. Bhd.  Bayan Lepas, Penang, Malaysia
Principal Engineer, Failure Analysis Lab  Jul 2023 - Present
• Cut customer-return FA cycle time from 11 to 6 days
Mekong Silicon Assembly Co., Ltd.  Saigon Hi-Tech Park, Ho Chi Minh City, Vietnam
FA Section Manager (expatriate assignment)  Oct 2020 - Jun 2023
• Built a Python tool that turns SEM/EDS exports into the standard FA report template, saving about 3 hours per case
Straits Micro Devices Sdn. Bhd.  Bayan Lepas, Penang, Malaysia
Senior Engineer, Failure Analysis  Jan 2014 - Feb 2017
• Owned die-level FA
EHS Coordinator, Labetron Display a.s.
Apr 2010 - Aug 2013
Ran the site's permit-to-work system.`)
	checkRolesR7(t, "company lines", got, [][2]string{
		{"Principal Engineer, Failure Analysis Lab", "Straits Micro Devices Sdn. Bhd."},
		{"FA Section Manager (expatriate assignment)", "Mekong Silicon Assembly Co., Ltd."},
		{"Senior Engineer, Failure Analysis", "Straits Micro Devices Sdn. Bhd."},
		{"EHS Coordinator", "Labetron Display a.s."},
	})
}

// Czech, Hungarian, Philippine and Malaysian degrees and schools; a
// school named for its technical training is no degree; a school name
// wrapped after "és" (Hungarian "and") is joined.
func TestParseEducationElectronicsCountries(t *testing.T) {
	got := parseEducation([]string{
		"Ochrana životního prostředí (Environmental Protection), Ing., Východočeská technická univerzita  2012",
		"Villamosmérnöki szak (Electrical Engineering), Villamosmérnök (BSc), Budai Műszaki és Informatikai Egyetem  2014",
		"Electronics, Diploma in Electronics, Kolej Teknikal Bukit Mertajam  2006",
		"Bay Lakeside Technical Training Center  Jan 2023 - Jun 2023",
		"TESDA NC II in Electronic Products Assembly and Servicing",
	})
	checkSchools(t, got, [][2]string{
		{"Ochrana životního prostředí (Environmental Protection), Ing.", "Východočeská technická univerzita"},
		{"Villamosmérnöki szak (Electrical Engineering), Villamosmérnök (BSc)", "Budai Műszaki és Informatikai Egyetem"},
		{"Electronics, Diploma in Electronics", "Kolej Teknikal Bukit Mertajam"},
		{"TESDA NC II in Electronic Products Assembly and Servicing", "Bay Lakeside Technical Training Center"},
	})
	if !endsInConnector("Budai Műszaki és") {
		t.Error("a school name wrapped after és is read as whole")
	}
}
