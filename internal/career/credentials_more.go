package career

import "slices"

// More rows of the credential table: the occupations adults commonly move
// into that had none, so that what to learn for them starts with what an
// adviser would name rather than O*NET's generic knowledge areas. This file
// holds business, management, office, media, design and education; the
// trades, healthcare, science and public safety are in
// credentials_more_trades.go. Each row cites the BLS Occupational Outlook
// Handbook (or O*NET OnLine where the Handbook has no page for the
// occupation) and the body that grants the credential.
var moreCredentials = []Credential{
	// Insurance, finance and purchasing
	{SOC: []string{"13-1031"}, Name: "State adjuster licence (most states)", Required: true, Authority: "state department of insurance (a few states license none)",
		Steps:  []string{"Employer or pre-licensing adjuster course", "State adjuster licence exam (or a designated home-state licence)", "Continuing education"},
		Learn:  []string{"Coverage analysis and policy interpretation", "Claim investigation and recorded statements", "Damage estimating for property or auto claims", "Liability and negligence", "Negotiation and settlement", "Fair claims practices and state insurance law"},
		Months: [2]int{2, 6}, Source: "https://www.bls.gov/ooh/business-and-financial/claims-adjusters-appraisers-examiners-and-investigators.htm#tab-4; https://www.naic.org"},
	{SOC: []string{"13-1032"}, Name: "Auto damage appraiser licence where the state requires it; I-CAR training (usual)", Required: false, Authority: "state department of insurance in some states; I-CAR (voluntary)",
		Steps:  []string{"Collision repair or estimating experience", "Estimating system training", "State appraiser licence where required"},
		Learn:  []string{"Collision damage estimating", "Vehicle construction and repair methods", "Labor times, parts pricing and repair-versus-replace decisions", "Total loss valuation", "Auto policy coverage"},
		Months: [2]int{3, 12}, Source: "https://www.bls.gov/ooh/business-and-financial/claims-adjusters-appraisers-examiners-and-investigators.htm#tab-4; https://www.i-car.com"},
	{SOC: []string{"13-2053"}, Name: "No licence required; usual: underwriting training and AU or CPCU designation (voluntary)", Required: false, Authority: "The Institutes (voluntary)",
		Steps:  []string{"Bachelor's degree or insurance experience", "Underwriter trainee program", "AU, then CPCU (optional)"},
		Learn:  []string{"Risk selection and classification", "Rating and pricing", "Policy forms and coverage", "Loss history and financial analysis of applicants", "Underwriting guidelines and authority limits", "Insurance regulation"},
		Months: [2]int{6, 18}, Source: "https://www.bls.gov/ooh/business-and-financial/insurance-underwriters.htm#tab-4; https://www.theinstitutes.org"},
	{SOC: []string{"13-2041"}, Name: "No licence required; usual: bank credit training program", Required: false, Authority: "none",
		Steps:  []string{"Bachelor's in finance or accounting", "Bank credit training program"},
		Learn:  []string{"Financial statement analysis", "Cash flow and debt service coverage analysis", "Credit risk rating and the five Cs of credit", "Loan structuring, collateral and covenants", "Writing credit memos", "Industry analysis"},
		Months: [2]int{6, 18}, Source: "https://www.onetonline.org/link/summary/13-2041.00"},
	{SOC: []string{"13-2061"}, Name: "No licence; agency commissioning as an examiner after training", Required: false, Authority: "employing agency (FDIC, OCC, Federal Reserve or state banking department)",
		Steps:  []string{"Bachelor's in accounting, finance or economics", "Agency examiner training (3-5 years)", "Commissioning exam"},
		Learn:  []string{"Bank regulation and examination procedures", "Risk-based supervision and CAMELS ratings", "Loan review and credit risk", "Accounting and auditing", "Consumer compliance laws", "Writing examination reports"},
		Months: [2]int{12, 48}, Source: "https://www.bls.gov/ooh/business-and-financial/financial-examiners.htm#tab-4"},
	{SOC: []string{"13-2054"}, Name: "FRM or PRM certification (voluntary)", Required: false, Authority: "GARP or PRMIA (voluntary)",
		Steps:  []string{"Bachelor's or master's in finance, economics or a quantitative field", "FRM Parts I and II (optional)"},
		Learn:  []string{"Market, credit and operational risk measurement", "Value at risk and stress testing", "Derivatives and financial instruments", "Risk model validation", "Regulatory capital (Basel)", "Statistics and programming for risk (Python or R)"},
		Months: [2]int{12, 36}, Source: "https://www.onetonline.org/link/summary/13-2054.00; https://www.garp.org"},
	{SOC: []string{"13-2031"}, Name: "No licence required; CGFM for government budget work (voluntary)", Required: false, Authority: "AGA (voluntary)",
		Steps:  []string{"Bachelor's in accounting, finance or public administration", "CGFM (optional)"},
		Learn:  []string{"Budget development and forecasting", "Variance analysis", "Public finance and appropriations", "Cost-benefit analysis", "Program performance measures", "Financial reporting"},
		Months: [2]int{6, 18}, Source: "https://www.bls.gov/ooh/business-and-financial/budget-analysts.htm#tab-4; https://www.agacgfm.org"},
	{SOC: []string{"13-1022", "13-1023"}, Name: "No licence required; usual: CPSM or ASCM certification (voluntary)", Required: false, Authority: "ISM or ASCM (voluntary)",
		Steps:  []string{"Purchasing, inventory or sales experience", "CPSM (ISM) or CPIM (ASCM) (optional)"},
		Learn:  []string{"Strategic sourcing and supplier selection", "Negotiation", "Contracts and purchasing terms", "Cost and price analysis", "Supplier performance and risk", "Inventory and demand planning"},
		Months: [2]int{3, 12}, Source: "https://www.bls.gov/ooh/business-and-financial/purchasing-managers-buyers-and-purchasing-agents.htm#tab-4; https://www.ismworld.org"},
	{SOC: []string{"11-3061"}, Name: "No licence required; usual: CPSM (voluntary) and years as a buyer", Required: false, Authority: "ISM (voluntary)",
		Steps:  []string{"Years as a buyer or purchasing agent", "CPSM (optional)"},
		Learn:  []string{"Category management and sourcing strategy", "Contract negotiation and management", "Spend analysis and cost savings", "Supplier risk management", "Leading buyers", "Procurement policy and compliance"},
		Months: [2]int{24, 60}, Source: "https://www.bls.gov/ooh/business-and-financial/purchasing-managers-buyers-and-purchasing-agents.htm#tab-4; https://www.ismworld.org"},
	{SOC: []string{"13-1081"}, Name: "No licence required; usual: ASCM CSCP or CLTD (voluntary)", Required: false, Authority: "ASCM (voluntary)",
		Steps:  []string{"Bachelor's in supply chain or business, or warehouse and transport experience", "CSCP or CLTD (optional)"},
		Learn:  []string{"Supply chain planning and demand forecasting", "Inventory management", "Transportation and freight management", "Warehousing and distribution", "Supplier and logistics performance metrics", "ERP and supply chain planning systems"},
		Months: [2]int{6, 24}, Source: "https://www.bls.gov/ooh/business-and-financial/logisticians.htm#tab-4; https://www.ascm.org"},
	{SOC: []string{"11-3071"}, Name: "No licence required; usual: warehouse or transport experience, CLTD (voluntary)", Required: false, Authority: "ASCM (voluntary)",
		Steps:  []string{"Years in warehouse, transportation or logistics roles", "Supervisory experience", "CLTD or CSCP (optional)"},
		Learn:  []string{"Warehouse and distribution center operations", "Transportation management and carrier contracts", "Inventory control and cycle counting", "Logistics KPIs and cost control", "Leading warehouse and driver teams", "DOT and OSHA compliance"},
		Months: [2]int{12, 48}, Source: "https://www.bls.gov/ooh/management/transportation-storage-and-distribution-managers.htm#tab-4; https://www.ascm.org"},
	{SOC: []string{"13-1051"}, Name: "No licence required; usual: CPE or CCP certification (voluntary)", Required: false, Authority: "ASPE or AACE International (voluntary)",
		Steps:  []string{"Construction or manufacturing experience, or a bachelor's in construction management or engineering", "CPE (ASPE) or CCP (AACE) (optional)"},
		Learn:  []string{"Quantity takeoff from drawings and specifications", "Construction methods and materials", "Pricing labor, materials and equipment", "Bid preparation and subcontractor quotes", "Change orders and cost control"},
		Months: [2]int{6, 24}, Source: "https://www.bls.gov/ooh/business-and-financial/cost-estimators.htm#tab-4; https://www.aspenational.org"},

	// Marketing, communication and events
	{SOC: []string{"13-1161"}, Titles: []string{"market research analyst", "market researcher", "consumer insights analyst", "insights analyst", "research analyst"}, Occupation: "13-1161.00",
		Name: "No licence required; usual: bachelor's and research methods training (Insights Association certification, optional)", Required: false, Authority: "none",
		Steps:  []string{"Bachelor's in marketing, statistics or social science", "Research methods or analytics coursework", "Insights Association certification (optional)"},
		Learn:  []string{"Survey design and sampling", "Statistical analysis of research data", "Qualitative research: interviews and focus groups", "Market segmentation and sizing", "Competitive analysis", "Presenting insights and recommendations"},
		Months: [2]int{6, 18}, Source: "https://www.bls.gov/ooh/business-and-financial/market-research-analysts.htm#tab-4"},
	{SOC: []string{"13-1161"}, Name: "No licence required; usual: a portfolio of campaigns (certificates optional)", Required: false, Authority: "none",
		Steps:  []string{"Bachelor's in marketing or communications, or related work", "Platform certifications (optional)"},
		Learn:  []string{"Digital marketing: SEO, paid search and social", "Marketing analytics and campaign measurement", "Customer segmentation and targeting", "Content and email marketing", "Marketing strategy and positioning", "A/B testing and conversion optimization"},
		Months: [2]int{3, 12}, Source: "https://www.bls.gov/ooh/business-and-financial/market-research-analysts.htm#tab-4"},
	{SOC: []string{"27-3031"}, Name: "No licence required; usual: a portfolio of writing and placements (APR, voluntary)", Required: false, Authority: "PRSA Universal Accreditation Board (voluntary)",
		Steps:  []string{"Bachelor's in communications, journalism or marketing", "Internship or agency work", "APR after five years (optional)"},
		Learn:  []string{"Media relations and pitching", "Writing press releases and news copy", "Crisis communication", "Communication planning and messaging", "Social media and owned channels", "Measuring communication results"},
		Months: [2]int{3, 12}, Source: "https://www.bls.gov/ooh/media-and-communication/public-relations-specialists.htm#tab-4; https://www.prsa.org"},
	{SOC: []string{"11-2032"}, Name: "No licence required; usual: years in PR or communications (APR, voluntary)", Required: false, Authority: "PRSA Universal Accreditation Board (voluntary)",
		Steps:  []string{"Years as a public relations or communications specialist", "APR (optional)"},
		Learn:  []string{"Communication strategy and reputation management", "Crisis and issues management", "Executive and spokesperson counsel", "Leading a communications team and agencies", "Media relations", "Budgeting and measuring communication results"},
		Months: [2]int{24, 60}, Source: "https://www.bls.gov/ooh/management/public-relations-and-fundraising-managers.htm#tab-4; https://www.prsa.org"},
	{SOC: []string{"13-1131"}, Name: "No licence required; CFRE certification (voluntary)", Required: false, Authority: "CFRE International (voluntary)",
		Steps:  []string{"Nonprofit, sales or development experience", "CFRE after five years (optional)"},
		Learn:  []string{"Major gift cultivation and solicitation", "Donor prospect research", "Grant writing", "Annual fund and appeal campaigns", "Donor stewardship and database management", "Fundraising ethics and gift acceptance"},
		Months: [2]int{3, 12}, Source: "https://www.bls.gov/ooh/business-and-financial/fundraisers.htm#tab-4; https://www.cfre.org"},
	{SOC: []string{"11-2033"}, Name: "No licence required; usual: years as a fundraiser (CFRE, voluntary)", Required: false, Authority: "CFRE International (voluntary)",
		Steps:  []string{"Years as a fundraiser or development officer", "CFRE (optional)"},
		Learn:  []string{"Fundraising strategy and campaign planning", "Major and planned giving", "Board and volunteer leadership", "Leading development staff", "Fundraising budgets and revenue forecasting", "Donor data and reporting"},
		Months: [2]int{24, 60}, Source: "https://www.bls.gov/ooh/management/public-relations-and-fundraising-managers.htm#tab-4; https://www.cfre.org"},
	{SOC: []string{"13-1121"}, Name: "No licence required; CMP certification (voluntary)", Required: false, Authority: "Events Industry Council (voluntary)",
		Steps:  []string{"Hospitality, administrative or event experience", "CMP after three years (optional)"},
		Learn:  []string{"Event budgeting", "Venue sourcing and contract negotiation", "Event logistics and run of show", "Vendor management", "Risk management and contingency planning", "Registration and attendee experience"},
		Months: [2]int{3, 12}, Source: "https://www.bls.gov/ooh/business-and-financial/meeting-convention-and-event-planners.htm#tab-4; https://www.eventscouncil.org"},
	{SOC: []string{"41-9031"}, Name: "No licence required; usual: engineering or technical degree and product training", Required: false, Authority: "none",
		Steps:  []string{"Bachelor's in engineering or technical experience", "Product and sales training"},
		Learn:  []string{"Product technical knowledge and solution design", "Technical discovery and requirements", "Demos and technical presentations", "Proofs of concept", "Proposals and RFP responses", "The sales process and working with account executives"},
		Months: [2]int{3, 12}, Source: "https://www.bls.gov/ooh/sales/sales-engineers.htm#tab-4"},

	// HR and training
	{SOC: []string{"13-1141", "11-3111"}, Name: "No licence required; CCP or CBP certification (voluntary)", Required: false, Authority: "WorldatWork or IFEBP (CEBS) (voluntary)",
		Steps:  []string{"HR or payroll experience", "CCP, CBP or CEBS (optional)"},
		Learn:  []string{"Job analysis and job evaluation", "Salary structures and market pricing", "Benefits plan design and administration", "Pay and benefits law: FLSA, ERISA, ACA and COBRA", "Compensation data analysis", "Incentive and bonus plan design"},
		Months: [2]int{6, 18}, Source: "https://www.bls.gov/ooh/business-and-financial/compensation-benefits-and-job-analysis-specialists.htm#tab-4; https://www.worldatwork.org"},
	{SOC: []string{"13-1075"}, Name: "No licence required; usual: bachelor's in labor or industrial relations", Required: false, Authority: "none",
		Steps:  []string{"Bachelor's in labor relations, HR or law", "HR, union or management experience"},
		Learn:  []string{"Collective bargaining and negotiation", "Labor law (NLRA) and unfair labor practices", "Contract administration and interpretation", "Grievances and arbitration", "Costing bargaining proposals", "Employment law"},
		Months: [2]int{6, 24}, Source: "https://www.bls.gov/ooh/business-and-financial/labor-relations-specialists.htm#tab-4"},
	{SOC: []string{"11-3131"}, Name: "No licence required; CPTD certification (voluntary)", Required: false, Authority: "ATD (voluntary)",
		Steps:  []string{"Years as a trainer or instructional designer", "CPTD (optional)"},
		Learn:  []string{"Training needs analysis", "Learning program strategy and design", "Evaluating training (Kirkpatrick levels)", "Leadership development", "Training budgets and vendors", "Leading trainers and designers"},
		Months: [2]int{24, 48}, Source: "https://www.bls.gov/ooh/management/training-and-development-managers.htm#tab-4; https://www.td.org"},

	// Management
	{SOC: []string{"11-3012"}, Name: "No licence required; usual: office or operations experience", Required: false, Authority: "none",
		Steps:  []string{"Administrative or office management experience", "Bachelor's in business (usual)"},
		Learn:  []string{"Office operations and support services", "Vendor contracts and procurement", "Budgeting and cost control", "Records management and retention", "Supervising administrative staff", "Workplace policies and compliance"},
		Months: [2]int{12, 36}, Source: "https://www.bls.gov/ooh/management/administrative-services-managers.htm#tab-4"},
	{SOC: []string{"11-3013"}, Titles: []string{"security manager", "security director", "director of security", "corporate security manager"}, Occupation: "11-3013.01",
		Name: "No licence required; usual: ASIS CPP or PSP (voluntary)", Required: false, Authority: "ASIS International (voluntary)",
		Steps:  []string{"Years in law enforcement, military or security supervision", "CPP or PSP (optional)"},
		Learn:  []string{"Security risk assessment", "Physical security and access control systems", "Investigations", "Emergency and crisis management", "Managing security officers and contractors", "Business continuity"},
		Months: [2]int{12, 36}, Source: "https://www.onetonline.org/link/summary/11-3013.01; https://www.asisonline.org"},
	{SOC: []string{"11-3013"}, Name: "No licence required; IFMA FMP or CFM (voluntary)", Required: false, Authority: "IFMA (voluntary)",
		Steps:  []string{"Building maintenance, trades or operations experience", "FMP, then CFM (optional)"},
		Learn:  []string{"Building systems: HVAC, electrical and plumbing", "Preventive maintenance planning", "Vendor and service contract management", "Facility budgets and capital projects", "Space planning and moves", "Life safety, code compliance and emergency preparedness"},
		Months: [2]int{12, 36}, Source: "https://www.bls.gov/ooh/management/administrative-services-managers.htm#tab-4; https://www.ifma.org"},
	{SOC: []string{"11-9141"}, Name: "Real estate licence in many states; CAM licence in some; CPM or ARM (voluntary)", Required: false, Authority: "state real estate commission where required; IREM (voluntary)",
		Steps:  []string{"Leasing or property administration experience", "State real estate or community association manager licence where required", "ARM, then CPM (optional)"},
		Learn:  []string{"Landlord-tenant law and fair housing", "Leasing and tenant relations", "Property budgets, rent collection and owner reporting", "Maintenance and vendor management", "Lease administration", "Community association governance"},
		Months: [2]int{3, 12}, Source: "https://www.bls.gov/ooh/management/property-real-estate-and-community-association-managers.htm#tab-4; https://www.irem.org"},
	{SOC: []string{"11-9051"}, Name: "Certified food protection manager (ServSafe or equivalent)", Required: true, Authority: "state or local health department (FDA Food Code)",
		Steps:  []string{"Restaurant or food service experience", "Food protection manager exam (ServSafe Manager or equivalent)", "Alcohol server training where the venue serves alcohol"},
		Learn:  []string{"Food cost and labor cost control", "Food safety and sanitation (FDA Food Code)", "Staff hiring, scheduling and training", "Inventory, ordering and vendor management", "Restaurant P&L", "Alcohol service law"},
		Months: [2]int{6, 24}, Source: "https://www.bls.gov/ooh/management/food-service-managers.htm#tab-4; https://www.servsafe.com"},
	{SOC: []string{"35-1011"}, Name: "No licence required; food protection manager certification (ServSafe) usual, ACF certification (voluntary)", Required: false, Authority: "local health department (person in charge); ACF (voluntary)",
		Steps:  []string{"Years as a line or sous chef, or culinary school", "Food protection manager certification", "ACF Certified Sous Chef or Executive Chef (optional)"},
		Learn:  []string{"Menu costing and food cost control", "Kitchen management and leading the line", "Menu development and culinary technique", "Food safety and sanitation (HACCP)", "Purchasing, receiving and inventory", "Recipe standardization and scaling"},
		Months: [2]int{12, 48}, Source: "https://www.bls.gov/ooh/food-preparation-and-serving/chefs-and-head-cooks.htm#tab-4; https://www.acfchefs.org"},
	{SOC: []string{"11-9081"}, Name: "No licence required; usual: hotel experience (AHLEI CHA, voluntary)", Required: false, Authority: "AHLEI (voluntary)",
		Steps:  []string{"Front desk, housekeeping or food and beverage supervision", "Bachelor's in hospitality (usual for larger hotels)", "CHA (optional)"},
		Learn:  []string{"Hotel operations: front office, housekeeping and maintenance", "Revenue management: occupancy, ADR and RevPAR", "Hotel P&L and budgeting", "Guest service recovery", "Leading hotel staff", "Group sales and bookings"},
		Months: [2]int{12, 36}, Source: "https://www.bls.gov/ooh/management/lodging-managers.htm#tab-4; https://www.ahlei.org"},
	{SOC: []string{"11-3051"}, Name: "No licence required; usual: production supervision and Lean or Six Sigma training", Required: false, Authority: "ASQ or APICS/ASCM (voluntary)",
		Steps:  []string{"Years as a production supervisor", "Bachelor's in engineering or business (usual)", "Six Sigma Green or Black Belt (optional)"},
		Learn:  []string{"Lean manufacturing and Six Sigma", "Production planning and capacity", "Quality management systems (ISO 9001)", "Plant safety and OSHA compliance", "Manufacturing cost control and budgets", "Leading supervisors"},
		Months: [2]int{24, 60}, Source: "https://www.bls.gov/ooh/management/industrial-production-managers.htm#tab-4; https://asq.org"},
	{SOC: []string{"11-9151"}, Name: "No licence required; usual: social work or counseling experience", Required: false, Authority: "none",
		Steps:  []string{"Years in case management, social work or counseling", "Bachelor's, often an MSW or MPA"},
		Learn:  []string{"Program management and outcome evaluation", "Grant writing and funder reporting", "Nonprofit budgeting", "Supervising case managers and staff", "Community partnerships", "Program regulations and compliance"},
		Months: [2]int{12, 48}, Source: "https://www.bls.gov/ooh/management/social-and-community-service-managers.htm#tab-4"},
	{SOC: []string{"11-9161"}, Name: "No licence required; IAEM CEM (voluntary) and FEMA training", Required: false, Authority: "IAEM (voluntary); FEMA Emergency Management Institute",
		Steps:  []string{"Public safety, military or public health experience", "FEMA ICS and NIMS courses", "CEM (optional)"},
		Learn:  []string{"Emergency operations planning (NIMS and ICS)", "Hazard and risk assessment", "Emergency operations center management", "Disaster recovery and FEMA public assistance", "Exercise design (HSEEP)", "Hazard mitigation planning"},
		Months: [2]int{12, 48}, Source: "https://www.bls.gov/ooh/management/emergency-management-directors.htm#tab-4; https://www.iaem.org"},
	{SOC: []string{"11-9031"}, Name: "State childcare director qualifications (credential, degree or experience)", Required: true, Authority: "state child care licensing agency",
		Steps:  []string{"Early childhood teaching experience", "CDA or degree in early childhood education", "State director credential where required"},
		Learn:  []string{"State child care licensing regulations", "Early childhood curriculum and assessment", "Staff supervision, ratios and scheduling", "Center budgeting and enrollment", "Health, safety and nutrition", "Family engagement"},
		Months: [2]int{6, 24}, Source: "https://www.bls.gov/ooh/management/preschool-and-childcare-center-directors.htm#tab-4"},

	// Supervisors
	{SOC: []string{"43-1011"}, Name: "No licence required; usual: experience in the office", Required: false, Authority: "none",
		Steps:  []string{"Years in administrative support", "Supervisory or lead role"},
		Learn:  []string{"Supervising and coaching staff", "Workflow planning and scheduling", "Performance management and feedback", "Office procedures and quality of work", "Employment law basics", "Budget and supplies"},
		Months: [2]int{6, 24}, Source: "https://www.onetonline.org/link/summary/43-1011.00"},
	{SOC: []string{"41-1011"}, Name: "No licence required; usual: retail experience", Required: false, Authority: "none",
		Steps:  []string{"Retail sales experience", "Key holder or shift lead role"},
		Learn:  []string{"Staff scheduling and labor budgets", "Sales goals and store KPIs", "Inventory control and shrink", "Hiring and coaching associates", "Visual merchandising", "Cash handling and loss prevention"},
		Months: [2]int{3, 12}, Source: "https://www.onetonline.org/link/summary/41-1011.00"},

	// Office and public administration
	{SOC: []string{"43-6011"}, Name: "No licence required; CAP certification (voluntary)", Required: false, Authority: "IAAP (voluntary)",
		Steps:  []string{"Administrative assistant experience", "CAP (optional)"},
		Learn:  []string{"Executive calendar and travel management", "Meeting and board support", "Business writing and correspondence", "Project coordination", "Confidentiality and discretion", "Expense and budget tracking"},
		Months: [2]int{6, 24}, Source: "https://www.bls.gov/ooh/office-and-administrative-support/secretaries-and-administrative-assistants.htm#tab-4; https://www.iaap-hq.org"},
	{SOC: []string{"43-6012"}, Name: "No licence required; usual: legal secretary training (NALS certification, voluntary)", Required: false, Authority: "NALS (voluntary)",
		Steps:  []string{"Administrative experience", "Legal secretary certificate or on-the-job training", "ALS or PLS (optional)"},
		Learn:  []string{"Legal documents and formatting", "Court filing rules and e-filing", "Docketing and deadline calendaring", "Legal terminology", "Confidentiality and privilege", "Time entry and billing"},
		Months: [2]int{3, 12}, Source: "https://www.bls.gov/ooh/office-and-administrative-support/secretaries-and-administrative-assistants.htm#tab-4; https://www.nals.org"},
	{SOC: []string{"43-6013"}, Name: "No licence required; usual: medical office training (certification optional)", Required: false, Authority: "NHA or AAMA (voluntary)",
		Steps:  []string{"Medical office or administrative certificate", "Certification such as NHA CMAA (optional)"},
		Learn:  []string{"Medical terminology", "Patient scheduling and registration", "Insurance verification and billing basics", "HIPAA and medical records", "Medical office procedures"},
		Months: [2]int{2, 9}, Source: "https://www.bls.gov/ooh/office-and-administrative-support/secretaries-and-administrative-assistants.htm#tab-4; https://www.nhanow.com"},
	{SOC: []string{"43-3051"}, Name: "No licence required; APA FPC or CPP (voluntary)", Required: false, Authority: "PayrollOrg (American Payroll Association) (voluntary)",
		Steps:  []string{"Bookkeeping, HR or clerical experience", "FPC, then CPP (optional)"},
		Learn:  []string{"Gross-to-net payroll calculation", "Payroll tax withholding and filings (Form 941, W-2)", "Wage and hour law (FLSA)", "Benefit deductions and garnishments", "Payroll reconciliation", "Timekeeping and overtime rules"},
		Months: [2]int{3, 12}, Source: "https://www.onetonline.org/link/summary/43-3051.00; https://www.americanpayroll.org"},
	{SOC: []string{"43-4031"}, Name: "No licence required; usual: on-the-job training (state clerk certification in some states)", Required: false, Authority: "employing court or municipality",
		Steps:  []string{"Clerical or legal office experience", "On-the-job training", "State or association clerk certification (optional)"},
		Learn:  []string{"Court procedures and case processing", "Docketing and court calendars", "Legal terminology and documents", "Public records law and confidentiality", "Fees, fines and cashiering", "Records management"},
		Months: [2]int{1, 6}, Source: "https://www.bls.gov/ooh/office-and-administrative-support/information-clerks.htm#tab-4"},
	{SOC: []string{"43-4061"}, Name: "No licence required; usual: agency eligibility training", Required: false, Authority: "employing agency",
		Steps:  []string{"Customer service or clerical experience", "Agency eligibility training"},
		Learn:  []string{"Program eligibility rules (SNAP, Medicaid, TANF)", "Interviewing and verifying income and assets", "Case documentation and notices", "Fraud indicators and program integrity", "Referrals to other services", "Confidentiality"},
		Months: [2]int{1, 6}, Source: "https://www.bls.gov/ooh/office-and-administrative-support/information-clerks.htm#tab-4"},

	// Media, writing and design
	{SOC: []string{"27-3041"}, Name: "No licence required; usual: writing experience and a portfolio", Required: false, Authority: "none",
		Steps:  []string{"Bachelor's in English, journalism or communications", "Writing or editorial assistant experience"},
		Learn:  []string{"Copyediting and line editing", "Structural and developmental editing", "Style guides (AP, Chicago)", "Fact-checking and sourcing", "Headlines and editing for the web", "Managing writers and editorial calendars"},
		Months: [2]int{6, 24}, Source: "https://www.bls.gov/ooh/media-and-communication/editors.htm#tab-4"},
	{SOC: []string{"27-3043"}, Name: "No licence required; usual: a portfolio of published work", Required: false, Authority: "none",
		Steps:  []string{"Bachelor's in English, journalism or communications (usual)", "Portfolio of published writing"},
		Learn:  []string{"Writing for an audience and a purpose", "Copywriting and persuasive writing", "Research and interviewing", "Story structure", "Revising and self-editing", "Pitching editors and clients"},
		Months: [2]int{3, 18}, Source: "https://www.bls.gov/ooh/media-and-communication/writers-and-authors.htm#tab-4"},
	{SOC: []string{"27-3042"}, Name: "No licence required; usual: writing samples and knowledge of a technical field", Required: false, Authority: "none",
		Steps:  []string{"Bachelor's degree and technical knowledge of a field", "Portfolio of writing samples", "Technical communication certificate (optional)"},
		Learn:  []string{"Audience and task analysis", "Topic-based and structured authoring", "Plain language and style guides", "Interviewing subject-matter experts", "API and software documentation", "Information architecture for documentation"},
		Months: [2]int{3, 12}, Source: "https://www.bls.gov/ooh/media-and-communication/technical-writers.htm#tab-4"},
	{SOC: []string{"27-3091"}, Name: "Certification by field: court interpreter (required for courts), medical interpreter (CCHI or NBCMI), ATA for translators", Required: false, Authority: "state courts; CCHI or NBCMI; American Translators Association",
		Steps:  []string{"Fluency in two languages", "Interpreter or translator training", "Court, medical or ATA certification exam"},
		Learn:  []string{"Consecutive and simultaneous interpreting", "Sight translation", "Legal or medical terminology in both languages", "Interpreter code of ethics", "Note-taking for interpreting", "Translation quality and terminology management"},
		Months: [2]int{6, 24}, Source: "https://www.bls.gov/ooh/media-and-communication/interpreters-and-translators.htm#tab-4; https://www.atanet.org"},
	{SOC: []string{"27-2012"}, Name: "No licence required; usual: production experience and credits", Required: false, Authority: "none",
		Steps:  []string{"Production assistant or crew experience", "Bachelor's in film, broadcasting or theater (common)"},
		Learn:  []string{"Production planning and scheduling", "Production budgeting", "Directing talent and crews", "Script development and storytelling", "Post-production workflow", "Rights, clearances and contracts"},
		Months: [2]int{12, 48}, Source: "https://www.bls.gov/ooh/entertainment-and-sports/producers-and-directors.htm#tab-4"},
	{SOC: []string{"27-4032"}, Name: "No licence required; usual: a reel of edited work", Required: false, Authority: "none",
		Steps:  []string{"Film or broadcasting program, or assistant editor work", "A reel of edited work"},
		Learn:  []string{"Story, pacing and continuity editing", "Nonlinear editing workflows", "Color correction and grading", "Audio editing and mixing", "Media management and delivery formats", "Motion graphics basics"},
		Months: [2]int{6, 24}, Source: "https://www.bls.gov/ooh/media-and-communication/film-and-video-editors-and-camera-operators.htm#tab-4"},
	{SOC: []string{"27-1011"}, Name: "No licence required; usual: years as a designer and a portfolio", Required: false, Authority: "none",
		Steps:  []string{"Years as a graphic designer, illustrator or photographer", "Portfolio of campaigns"},
		Learn:  []string{"Visual concept development", "Creative direction and leading designers", "Brand identity and style systems", "Typography, layout and color", "Presenting concepts to clients", "Production for print and digital"},
		Months: [2]int{24, 60}, Source: "https://www.bls.gov/ooh/arts-and-design/art-directors.htm#tab-4"},
	{SOC: []string{"27-1025"}, Name: "NCIDQ certification; state licence or registration in some states", Required: false, Authority: "CIDQ; state interior design board where one exists",
		Steps:  []string{"Bachelor's in interior design (CIDA-accredited)", "Supervised work experience", "NCIDQ exam", "State licence or registration where required"},
		Learn:  []string{"Space planning and programming", "Building codes, life safety and accessibility (ADA)", "Construction documents and detailing", "Materials, finishes and furniture specification", "Lighting design", "Project coordination with architects and contractors"},
		Months: [2]int{24, 60}, Source: "https://www.bls.gov/ooh/arts-and-design/interior-designers.htm#tab-4; https://www.cidq.org"},

	// Education
	{SOC: []string{"25-3011"}, Name: "State adult education certification where required (often a teaching licence or TESOL certificate)", Required: false, Authority: "state adult education agency",
		Steps:  []string{"Bachelor's degree", "TESOL certificate or teaching licence where required"},
		Learn:  []string{"Teaching adult learners", "ESL instruction methods", "Reading and writing instruction", "High school equivalency (GED or HiSET) preparation", "Adult learner assessment (CASAS or TABE)", "Lesson planning for mixed levels"},
		Months: [2]int{3, 12}, Source: "https://www.bls.gov/ooh/education-training-and-library/adult-literacy-and-ged-teachers.htm#tab-4"},
}

// moreTitledCredentials send titles the title resolver places poorly to
// an added row's occupation ("lineman" is a power-line installer, not a
// telecommunications one; "buyer" buys for a business, not farm products).
var moreTitledCredentials = []Credential{
	titled("49-9051", "49-9051.00", "lineman", "linemen", "lineworker", "line worker", "power lineman", "journeyman lineman", "electrical lineman"),
	titled("49-9052", "49-9052.00", "telecom lineman", "telephone lineman", "cable lineman", "fiber lineman"),
	titled("13-1022", "13-1023.00", "buyer", "purchasing agent", "purchasing specialist", "procurement specialist", "procurement agent", "sourcing specialist"),
	titled("13-1022", "13-1022.00", "retail buyer", "merchandise buyer", "fashion buyer", "wholesale buyer"),
	titled("11-3071", "11-3071.00", "warehouse manager", "warehouse operations manager", "distribution center manager", "distribution manager", "logistics manager", "transportation manager"),
	titled("13-1081", "13-1081.00", "logistics analyst", "logistics specialist", "supply chain analyst", "supply chain specialist"),
	titled("29-2031", "29-2031.00", "cardiovascular technologist", "cardiovascular technician", "cath lab technologist", "cardiac cath lab technologist"),
	{SOC: []string{"29-2031"}, Titles: []string{"echocardiographer", "cardiac sonographer", "echo tech", "echo technician", "echo sonographer"}, Occupation: "29-2031.00",
		Name: "Cardiac sonography credential (ARDMS RDCS or CCI RCS)", Required: false, Authority: "ARDMS or CCI (required by most employers)",
		Steps:  []string{"CAAHEP-accredited cardiac sonography program", "ARDMS SPI and adult echocardiography exams (RDCS) or CCI RCS"},
		Learn:  []string{"Echocardiography: standard views, measurements and Doppler", "Cardiac anatomy, physiology and pathophysiology", "Sonographic physics and instrumentation (SPI)", "Valvular and structural heart disease", "Hemodynamics", "ECG basics"},
		Months: [2]int{12, 24}, Source: "https://www.bls.gov/ooh/healthcare/diagnostic-medical-sonographers.htm#tab-4; https://www.ardms.org"},
	titled("11-2033", "11-2033.00", "chief development officer", "director of advancement"),
	titled("13-1131", "13-1131.00", "major gifts officer", "major gift officer", "gift officer", "grant writer"),
	titled("19-5011", "19-5011.00", "ehs manager", "ehs specialist", "ehs coordinator", "hse manager", "environmental health and safety manager", "safety coordinator"),
}

// titled is a copy of the table's row (without titles) for soc, the
// first as CredentialFor reads them, narrowed to titles and the occupation
// they resolve to.
func titled(soc, occupation string, titles ...string) Credential {
	for _, rows := range [][]Credential{Credentials, moreCredentials, moreTradeCredentials, moreCredentials2} {
		for _, cr := range rows {
			if len(cr.Titles) == 0 && slices.Contains(cr.SOC, soc) {
				cr.Titles, cr.Occupation = titles, occupation
				return cr
			}
		}
	}
	panic("career: no credential row for " + soc)
}

func init() {
	Credentials = append(Credentials, moreCredentials...)
	Credentials = append(Credentials, moreTradeCredentials...)
	Credentials = append(Credentials, moreTitledCredentials...)
}
