package catalog

import (
	"strings"
	"sync"
)

// Placement is where Stride places a common job title that O*NET files
// oddly or under several occupations at once, and whether the BLS median
// wage of that occupation describes people with the title.
type Placement struct {
	Title string // as people write it
	Code  string // the O*NET occupation an adviser would use
	// Wage reports whether the occupation's BLS median describes the
	// title; when false, Stride states no wage and no pay direction for it.
	Wage bool
	// Why says in one line why the title is placed here.
	Why string
}

// Placements are the titles the resolver places by hand. A title not
// here is placed by O*NET's titles alone. (Project manager and business
// analyst would belong here too, under project management specialists
// and management analysts, but the interview coach's scorer was fitted
// on their present resolution: moving them means refitting it.)
var Placements = []Placement{
	{"Product Manager", "11-2021.00", false, "BLS publishes no wage for product managers; O*NET files the title under marketing managers, whose median is that of marketing directors and managers"},
	{"Product Owner", "15-1299.09", false, "O*NET has no product owner; IT project managers (Scrum roles) are the closest occupation, and BLS publishes no wage for them on their own"},
	{"Program Manager", "13-1082.00", true, "O*NET files the title under several occupations (general managers, media programming directors); program managers run projects, as project management specialists do"},
	{"Data Engineer", "15-1243.00", true, "O*NET reports data engineers under database architects (and lists the title under data scientists as an alternate)"},
	{"Site Reliability Engineer", "15-1252.00", true, "Site reliability engineers write and run software; O*NET also lists the title under validation engineers, who test manufacturing processes"},
	{"DevOps Engineer", "15-1252.00", true, "DevOps engineers write and run software"},
	{"Cloud Engineer", "15-1299.08", false, "O*NET files the title under several computing occupations; computer systems engineers/architects is the closest, and BLS publishes only the wage of all other computer occupations for it"},
	{"Customer Success Manager", "43-1011.00", false, "O*NET files the title under first-line supervisors of office workers, whose median does not describe account-facing customer success roles"},
	{"Account Manager", "11-2022.00", false, "O*NET files the title under sales managers, whose median describes managers of sales teams rather than account managers"},
	{"Machine Learning Engineer", "15-2051.00", false, "BLS publishes no wage for machine learning engineers; O*NET files the title under data scientists, computer systems engineers and computer research scientists, whose medians differ by about $30,000"},
	{"Scrum Master", "15-1299.09", false, "BLS publishes only the wage of all other computer occupations for IT project managers"},
	{"Nurse", "29-1141.00", true, "A nurse who writes no specialty is most often a registered nurse; O*NET reports the bare title under critical care nurses"},
	{"Staff Nurse", "29-1141.00", true, "Staff nurse is the registered nurse's post on a unit; O*NET reports it under critical care nurses"},
	// Military trades people leave the service with (the civilian
	// occupation the service's own credentialing guidance points to; the
	// civilian median stands for the pay of the trade outside the
	// service).
	{"Motor Transport Operator", "53-3032.00", true, "The Army's and Marine Corps' motor transport operators drive heavy trucks; the civilian trade is heavy and tractor-trailer truck driving"},
	{"Combat Medic", "29-2042.00", true, "Combat medics (Army 68W, Navy corpsmen in the field) are trained and certified as emergency medical technicians"},
	{"Hospital Corpsman", "29-2042.00", true, "Navy hospital corpsmen are trained and certified as emergency medical technicians"},
	{"Military Police", "33-3051.00", true, "Military police officers patrol, respond and investigate as civilian police and sheriff's patrol officers do"},
	{"Master-at-Arms", "33-3051.00", true, "The Navy's masters-at-arms are its police; O*NET lists the title under sailors, from its old use on merchant ships"},
	{"Mechanic", "49-3023.00", true, "A mechanic who names no trade most often repairs cars and light trucks; O*NET lists the bare title under several machinery occupations"},
	{"Data Center Technician", "15-1231.00", true, "Data center technicians rack, cable and replace servers and network gear, as network support specialists do; O*NET's other 'data' titles are clerical"},
	{"Forensic Chemist", "19-4092.00", true, "Crime laboratories employ forensic chemists as forensic science technicians (drug and trace analysis); chemists' median describes industry"},
	{"Petroleum Supply Specialist", "51-8093.00", true, "The Army's petroleum supply specialists (92F) receive, store, test and issue fuel, as petroleum pump system operators and gaugers do at terminals; O*NET reads 'petroleum' as the petroleum engineers'"},
	{"Horizontal Construction Engineer", "47-2073.00", true, "The Army's horizontal construction engineers (12N) run dozers, graders and loaders, as operating engineers do; O*NET reads the title as a civil engineer"},
	{"Founder", "11-1011.00", false, "A founder runs the company they started, as chief executives do; O*NET's 'founder' casts metal, and the chief executives' median describes the heads of established companies"},
	{"Co-Founder", "11-1011.00", false, "A co-founder runs the company they started with others, as chief executives do; O*NET's 'founder' casts metal, and the chief executives' median describes the heads of established companies"},
	{"Public Adjuster", "13-1031.00", true, "Public adjusters settle property insurance claims for policyholders, as claims adjusters do for insurers; O*NET lists the bare 'adjuster' under machinery mechanics, who adjust machines"},
	{"Adjuster", "13-1031.00", true, "An adjuster who names no trade settles insurance claims; O*NET lists the bare title under machinery mechanics, who adjust machines"},
	{"Accessibility Tester", "15-1253.00", false, "Accessibility testers test software and documents against WCAG, as software testers do; O*NET's other 'tester' titles test materials in plants, and the BLS median of software QA analysts and testers describes QA engineers"},
	{"Benefits Coordinator", "13-1141.00", false, "Benefits coordinators administer employee benefits as benefits specialists do; O*NET also lists the title under compensation and benefits managers, and the specialists' median includes compensation and job analysts"},
	{"Payroll and Benefits Coordinator", "13-1141.00", false, "Payroll and benefits coordinators administer pay and benefits as benefits specialists do; O*NET lists the benefits title under compensation and benefits managers too, and the specialists' median includes compensation and job analysts"},
	{"Office Administrator", "43-6014.00", true, "Office administrators keep an office running as administrative assistants do; O*NET lists the title under office supervisors and executive secretaries as well"},
	{"Grounds Crew", "37-3011.00", true, "A grounds crew member keeps lawns, turf and grounds, as groundskeeping workers do; O*NET lists 'grounds crew' only under its supervisors"},
	{"Funeral Home Removal Technician", "39-4021.00", true, "A funeral home's removal technician transfers the deceased, as funeral attendants do; O*NET's 'removal technicians' remove hazardous materials, tattoos or hair"},
	{"Clinical Research Coordinator", "11-9121.01", false, "O*NET files clinical research coordinators under natural sciences managers, and BLS publishes only that occupation's median, which describes research directors"},
	{"Deckhand", "53-5011.00", true, "O*NET lists deckhands under fishing workers and sailors alike; a deckhand who names no fishing boat works tugs, barges, ferries or ships, as sailors do"},
	{"Power BI Developer", "15-2051.01", false, "Power BI developers build reports and data models, as business intelligence analysts do; BLS publishes only the data scientists' median for them"},
	{"BI Developer", "15-2051.01", false, "BI developers build reports and data models, as business intelligence analysts do; BLS publishes only the data scientists' median for them"},
	{"Business Intelligence Developer", "15-2051.01", false, "Business intelligence developers build reports and data models, as business intelligence analysts do; BLS publishes only the data scientists' median for them"},
	{"Fab Technician", "51-9141.00", true, "A fab technician runs and tends the tools of a semiconductor fab, as semiconductor processing technicians do"},
	{"Semiconductor Fab Technician", "51-9141.00", true, "A fab technician runs and tends the tools of a semiconductor fab, as semiconductor processing technicians do"},
	{"Audiobook Narrator", "27-2011.00", false, "O*NET lists narrators under actors; narrators are paid per finished hour of audio, which no BLS median describes"},
	{"ServiceNow Administrator", "15-1244.00", true, "ServiceNow administrators configure and keep an IT service platform running, as systems administrators do; O*NET names no ServiceNow title"},
	{"Litigation Support Specialist", "23-2011.00", false, "Litigation support specialists manage a case's documents and review platforms for lawyers, as paralegals do; O*NET's 'support specialist' is computer user support, and the paralegals' median does not describe e-discovery pay"},
	{"E-Discovery Specialist", "23-2011.00", false, "E-discovery specialists collect, process and produce a case's electronic documents for lawyers, as litigation paralegals do; the paralegals' median does not describe e-discovery pay"},
	{"Fuel Terminal Operator", "51-8093.00", true, "Fuel terminal operators receive, store, gauge and load petroleum products, as petroleum pump system operators and gaugers do; O*NET's 'terminal operator' is a data entry title"},
	{"Sheet Metal Apprentice", "47-2211.00", true, "A sheet metal apprentice learns the sheet metal workers' trade (ductwork, roofing, flashing); O*NET reads the title as a fabricator's apprentice"},
	{"Yeoman", "43-6014.00", true, "The Navy's and Coast Guard's yeomen do a command's administrative and personnel work, as administrative assistants do; O*NET lists 'yeoman' under sailors, from its old use on merchant ships"},
	{"Food Truck Owner", "11-9051.00", false, "A food truck owner runs a food business, as food service managers do; the managers' median describes salaried managers, not an owner's profit"},
	{"Case Manager", "21-1093.00", true, "Case managers at agencies and nonprofits coordinate clients' services, as social and human service assistants do; O*NET lists the bare title under licensed social work and counselling occupations, which most case manager posts do not require"},
	// Rural and public-sector work (c12's look, fourteenth session).
	{"Over-the-Road Trucker", "53-3032.00", true, "An over-the-road trucker drives a tractor-trailer on long hauls, as heavy and tractor-trailer truck drivers do; O*NET names no 'trucker'"},
	{"Trucker", "53-3032.00", true, "A trucker drives a heavy truck or tractor-trailer, as heavy and tractor-trailer truck drivers do; O*NET names no 'trucker'"},
	{"Direct Support Professional", "31-1122.00", true, "Direct support professionals help people with intellectual and developmental disabilities with daily living at home and in group homes, as personal care aides do; O*NET reads 'support professional' as an occupational therapy aide"},
	{"QIDP", "11-9151.00", false, "A Qualified Intellectual Disabilities Professional coordinates the programmes of people in group homes and ICF/IID facilities, as social and community service managers do; their median describes agency directors, not QIDPs"},
	{"Qualified Intellectual Disabilities Professional", "11-9151.00", false, "A QIDP coordinates the programmes of people in group homes and ICF/IID facilities, as social and community service managers do; their median describes agency directors, not QIDPs"},
	{"Ag Teacher", "25-2032.00", true, "High school agriculture teachers teach a career and technical subject; O*NET files no 'ag teacher'"},
	{"Agriculture Teacher", "25-2032.00", true, "High school agriculture teachers teach a career and technical subject, as career/technical education teachers do"},
	{"FFA Adviser", "25-2032.00", true, "An FFA adviser is the school's agriculture teacher, who runs its FFA chapter"},
	{"Road Maintenance Worker", "47-4051.00", true, "Road maintenance workers patch, grade and plough roads, as highway maintenance workers do; O*NET reads 'maintenance worker' as a building's repairer"},
	{"Snowplow and Road Maintenance Worker", "47-4051.00", true, "Snowplough drivers of a county or state highway department are its highway maintenance workers"},
	{"Snowplow Driver", "47-4051.00", true, "Snowplough drivers of a county or state highway department are its highway maintenance workers"},
	{"Soil Conservation Technician", "19-4071.00", true, "Soil conservation technicians lay out and check conservation practices in the field, as forest and conservation technicians do; conservation scientists plan them"},
	{"Hired Man", "45-2092.00", true, "A farm's hired man does its field work, as farmworkers and laborers in crops do; O*NET reads 'man' as a janitor"},
	// Immigrants' and refugees' moves (c13's look, fifteenth session).
	{"TSA Officer", "33-9093.00", true, "A TSA officer screens passengers and bags at an airport checkpoint, as transportation security screeners do; O*NET names no 'TSA officer'"},
	{"Accounts Payable", "43-3031.00", true, "People who say they do accounts payable are accounts payable clerks or specialists, whom O*NET files under bookkeeping, accounting and auditing clerks"},
	{"Family Liaison", "21-1093.00", true, "A school district's family liaison links families with the school and services, as social and human service assistants do; O*NET reads 'liaison' as a patient representative"},
	{"Marketing Coordinator", "13-1161.00", true, "Marketing coordinators carry out campaigns as marketing specialists do; O*NET also lists the title under marketing managers, whose median is that of directors"},
}

// PlacementOf is the placement of a title (compared after
// NormalizeTitle: "Sr. Product Manager" is a product manager), or nil.
func PlacementOf(title string) *Placement {
	q := strings.Join(NormalizeTitle(title), " ")
	if q == "" {
		return nil
	}
	return placementIndex()[q]
}

// placementIndex maps each placed title, normalised, to its placement
// (the first listed, when two normalise alike); built once.
var placementIndex = sync.OnceValue(func() map[string]*Placement {
	m := make(map[string]*Placement, len(Placements))
	for i := range Placements {
		if k := strings.Join(NormalizeTitle(Placements[i].Title), " "); k != "" && m[k] == nil {
			m[k] = &Placements[i]
		}
	}
	return m
})

// PlacementIn is the placement of a title or of a shorter reading the
// resolver makes of it: without its setting or note (spokenTitleParts:
// "clinical research coordinator at a cancer center") or its head
// (HeadTitle: "digital accessibility tester"); nil when none is placed.
func PlacementIn(title string) *Placement {
	if pl := placementOfReadings(title, spokenTitleParts(title)); pl != nil {
		return pl
	}
	if h := HeadTitle(title); h != "" {
		return PlacementOf(h)
	}
	return nil
}

// placementOfReadings is the placement of a title, or else of the first
// of its shorter readings (spokenTitleParts) that is placed.
func placementOfReadings(title string, parts []string) *Placement {
	if pl := PlacementOf(title); pl != nil {
		return pl
	}
	for _, p := range parts {
		if pl := PlacementOf(p); pl != nil {
			return pl
		}
	}
	return nil
}
