package resume

import "testing"

// The rules read from the thirteenth writer's renderings (r13, a
// shipping, ports and maritime group's applicants): each case fails
// without its rule.

// Malaysia's and Indonesia's legal forms (Sdn. Bhd., Bhd., Tbk) end a
// company, dots and all.
func TestParseMalaysianAndIndonesianLegalForms(t *testing.T) {
	got := rolesOf(`
Quay Crane Operator Grade 1, Westbay Container Terminal Sdn. Bhd.
Jan, 2019 - Present
Operated STS cranes on mainline vessels.
Crewing Officer, Samudra Crew Manning Tbk
Mar, 2015 - Dec, 2018
Kept seafarers' documents current.`)
	checkRolesR7(t, "legal forms", got, [][2]string{
		{"Quay Crane Operator Grade 1", "Westbay Container Terminal Sdn. Bhd."},
		{"Crewing Officer", "Samudra Crew Manning Tbk"},
	})
}

// Beside a company whose line ends at its legal form before its place, a
// dash in the title line is the title's own: "Port Agency" is the
// department, not the employer, though agencies employ people.
func TestTitleWithDepartmentBelowCompany(t *testing.T) {
	got := rolesOf(`
Gulfstar Shipping Agencies Ltd  Apapa, Lagos, Nigeria
Operations Manager – Port Agency  Jan 2021 - Present
• Opened the agency desk at the new port
Elbstrom Chartering GmbH & Co. KG  Hamburg, Germany
Chartering Broker – Dry Cargo  Apr 2018 - Dec 2020
• Fixed voyage charters`)
	checkRolesR7(t, "department", got, [][2]string{
		{"Operations Manager – Port Agency", "Gulfstar Shipping Agencies Ltd"},
		{"Chartering Broker – Dry Cargo", "Elbstrom Chartering GmbH & Co. KG"},
	})
}

// An achievement that ends on its year, printed without its bullet glyph,
// is not the header of the role below it; and a header that runs on into
// its summary after the legal form's stop is cut there.
func TestAchievementAndRunOnSummary(t *testing.T) {
	got := rolesOf(`
Customs Executive (G-Card), Sealink Clearing & Forwarding Pvt. Ltd.

Jun, 2014 - Oct, 2020

Filed bills of entry on ICEGATE.
Managed export drawback and IGST refund reconciliation for 25
exporters
Passed Customs Broker examination (Regulation 6, CBLR 2018) in 2019

Documentation Assistant, Sealink Clearing & Forwarding Pvt. Ltd.

Aug, 2012 - Jun, 2014

Prepared checklists.

2008-07-01 TO 2012-06-30  Quay Crane Operator Grade 2 at Westbay Container Terminal Sdn. Bhd. Single-lift STS operations on feeder and regional vessels. Promoted to Grade 1 after passing internal assessment.`)
	checkRolesR7(t, "achievement", got, [][2]string{
		{"Customs Executive (G-Card)", "Sealink Clearing & Forwarding Pvt. Ltd."},
		{"Documentation Assistant", "Sealink Clearing & Forwarding Pvt. Ltd."},
		{"Quay Crane Operator Grade 2", "Westbay Container Terminal Sdn. Bhd."},
	})
	if got[2].Description == "" {
		t.Error("the run-on summary was lost")
	}
	if isHeaderLike("Passed Customs Broker examination (Regulation 6, CBLR 2018) in 2019") {
		t.Error("an achievement ending on its year read as a header")
	}
}

// Greek, Dutch, Malaysian and Vietnamese qualifications are degrees, and
// Malaysian secondary schools (SMK …) and Dutch compound colleges
// (Havencollege) are schools.
func TestParseEducationMaritimeCountries(t *testing.T) {
	got := parseEducation([]string{
		"Marine Engineering, Ptychio, Merchant Marine Academy of Lefkada  2007",
		"Techniek, VMBO-kader, Maaswijk College  2021",
		"Haven en Logistiek, MBO 4 (BBL), Scheepvaart- en Havencollege Rijnmond  2024",
		"Sijil Pelajaran Malaysia (SPM) in Aliran Teknik, SMK Bandar Klang Utara  2006",
		"Kỹ sư in Naval Architecture, Red River Maritime University  2015",
	})
	checkSchools(t, got, [][2]string{
		{"Marine Engineering, Ptychio", "Merchant Marine Academy of Lefkada"},
		{"Techniek, VMBO-kader", "Maaswijk College"},
		{"Haven en Logistiek, MBO 4 (BBL)", "Scheepvaart- en Havencollege Rijnmond"},
		{"Sijil Pelajaran Malaysia (SPM) in Aliran Teknik", "SMK Bandar Klang Utara"},
		{"Kỹ sư in Naval Architecture", "Red River Maritime University"},
	})
}
