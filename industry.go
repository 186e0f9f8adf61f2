package stride

import (
	"strings"
)

// Industry is an industry of the onboarding and profile lists: the name a
// job seeker picks, and the SOC major groups (the first two digits of an
// O*NET-SOC code) whose occupations work in it, which the market figures
// use to tell the user about their own field.
type Industry struct {
	Name      string
	SOCGroups []string
}

// IndustryList is the industry list: every value of seed 000 §9, and the
// industries of O*NET's major groups as a job seeker names them, A to Z
// with Other last. Government spans every group and names none.
// web/src/config/application-options.ts lists the same names
// (TestIndustriesMatchTheWeb).
var IndustryList = []Industry{
	{"Administrative Support", []string{"43"}}, // Office and Administrative Support
	{"Agriculture", []string{"45"}},            // Farming, Fishing, and Forestry
	{"Arts and Entertainment", []string{"27"}}, // Arts, Design, Entertainment, Sports, and Media
	{"Construction", []string{"47"}},           // Construction and Extraction
	{"Consulting", []string{"13"}},             // Business and Financial Operations
	{"Design", []string{"27"}},
	{"Education", []string{"25"}},              // Educational Instruction and Library
	{"Engineering", []string{"17"}},            // Architecture and Engineering
	{"Facilities and Grounds", []string{"37"}}, // Building and Grounds Cleaning and Maintenance
	{"Finance", []string{"13"}},
	{"Government", nil},                  // public administration: every group
	{"Healthcare", []string{"29", "31"}}, // Healthcare Practitioners and Technical; Healthcare Support
	{"Hospitality", []string{"35"}},      // Food Preparation and Serving Related
	{"Human Resources", []string{"13"}},
	{"Legal", []string{"23"}},                  // Legal
	{"Logistics", []string{"53"}},              // Transportation and Material Moving
	{"Maintenance and Repair", []string{"49"}}, // Installation, Maintenance, and Repair
	{"Manufacturing", []string{"51"}},          // Production
	{"Marketing", []string{"13"}},
	{"Media and Communications", []string{"27"}},
	{"Military", []string{"55"}},                   // Military Specific
	{"Operations", []string{"11"}},                 // Management
	{"Personal Care and Services", []string{"39"}}, // Personal Care and Service
	{"Public Safety", []string{"33"}},              // Protective Service
	{"Real Estate", []string{"41"}},
	{"Retail", []string{"41"}}, // Sales and Related
	{"Sales", []string{"41"}},
	{"Science and Research", []string{"19"}}, // Life, Physical, and Social Science
	{"Social Services", []string{"21"}},      // Community and Social Service
	{"Technology", []string{"15"}},           // Computer and Mathematical
	{"Transportation", []string{"53"}},
	{"Other", nil},
}

// Industries are the names of IndustryList, in its order.
var Industries = func() []string {
	names := make([]string, len(IndustryList))
	for i, ind := range IndustryList {
		names[i] = ind.Name
	}
	return names
}()

// MsgIndustryInvalid is the message for an industry outside the list; a
// blank one gets the seed's MsgIndustryReq.
var MsgIndustryInvalid = "Industry must be one of: " + strings.Join(Industries, ", ")

// IndustryNamed returns the industry of the list named name, in any case
// and spacing ("human resources"), and whether there is one.
func IndustryNamed(name string) (Industry, bool) {
	name = strings.Join(strings.Fields(name), " ")
	for _, ind := range IndustryList {
		if strings.EqualFold(ind.Name, name) {
			return ind, true
		}
	}
	return Industry{}, false
}
