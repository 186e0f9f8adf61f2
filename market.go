package stride

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"time"
)

// Market regions and industries (seed 001 §9), in the order the filters
// list them; the first of each is the default.
var (
	MarketRegions    = []string{"Global", "North America", "Europe", "Asia Pacific"}
	MarketIndustries = []string{"Technology", "Healthcare", "Finance", "Manufacturing", "Education"}
)

// Default market filter values (seed 001 §9).
const (
	DefaultMarketRegion   = "Global"
	DefaultMarketIndustry = "Technology"
)

// MarketDataRegions are the regions Stride's market data describes: it is
// United States data (BLS, O*NET, Stride's postings), shown for Global and
// North America; the other regions have none and show empty states.
var MarketDataRegions = []string{"Global", "North America"}

// MarketRegionHasData reports whether figures exist for the region.
func MarketRegionHasData(region string) bool { return slices.Contains(MarketDataRegions, region) }

// MsgMarketNoRegionData is the sentence shown (and sent) for regions with no
// data.
const MsgMarketNoRegionData = "No data for this region yet: Stride's market figures are United States data (BLS, O*NET and Stride's postings)."

// MarketFilter is the region and industry a market view is for.
type MarketFilter struct {
	Region   string `json:"region"`
	Industry string `json:"industry"`
}

// ParseMarketFilter checks region and industry against the options of seed
// 001 §9, defaulting empty values; an unknown value is EINVALID naming the
// allowed ones. Matching ignores case and returns the canonical spelling.
func ParseMarketFilter(region, industry string) (MarketFilter, error) {
	f := MarketFilter{Region: DefaultMarketRegion, Industry: DefaultMarketIndustry}
	var v Validator
	if strings.TrimSpace(region) != "" {
		r, ok := canonical(MarketRegions, region)
		v.Check(ok, "region", "region must be one of: "+strings.Join(MarketRegions, ", "))
		f.Region = r
	}
	if strings.TrimSpace(industry) != "" {
		i, ok := canonical(MarketIndustries, industry)
		v.Check(ok, "industry", "industry must be one of: "+strings.Join(MarketIndustries, ", "))
		f.Industry = i
	}
	return f, v.Err()
}

func canonical(options []string, s string) (string, bool) {
	s = strings.TrimSpace(s)
	for _, o := range options {
		if strings.EqualFold(o, s) {
			return o, true
		}
	}
	return s, false
}

// SkillForecast is the demand outlook of one skill in an industry (seed 001
// §3.2): demand scores 0-100, growthRate a percentage over timeHorizon,
// confidence 0-1. DataSource says what the figures are built from.
type SkillForecast struct {
	ID                   string    `json:"id"`
	SkillName            string    `json:"skillName"`
	CurrentDemandScore   float64   `json:"currentDemandScore"`
	PredictedDemandScore float64   `json:"predictedDemandScore"`
	GrowthRate           float64   `json:"growthRate"`
	Region               string    `json:"region"`
	Industry             string    `json:"industry"`
	TimeHorizon          string    `json:"timeHorizon"`
	Confidence           float64   `json:"confidence"`
	DataSource           string    `json:"dataSource"`
	ComputedAt           time.Time `json:"computedAt"`
}

// IndustryHealth is the state of one industry (seed 001 §3.2). HealthScore
// is 0-100, GrowthPotential the projected employment change in percent,
// StabilityIndex and InnovationRate 0-1.
type IndustryHealth struct {
	ID               string          `json:"id"`
	IndustryName     string          `json:"industryName"`
	HealthScore      float64         `json:"healthScore"`
	GrowthPotential  float64         `json:"growthPotential"`
	StabilityIndex   float64         `json:"stabilityIndex"`
	InnovationRate   float64         `json:"innovationRate"`
	EmploymentTrends json.RawMessage `json:"employmentTrends"`
	KeyMetrics       json.RawMessage `json:"keyMetrics"`
	RiskFactors      []string        `json:"riskFactors"`
	Opportunities    []string        `json:"opportunities"`
	Region           string          `json:"region"`
	ComputedAt       time.Time       `json:"computedAt"`
}

// Transition-alert urgencies, most pressing first.
const (
	UrgencyCritical = "critical"
	UrgencyHigh     = "high"
	UrgencyMedium   = "medium"
	UrgencyLow      = "low"
)

// ActionItem is one step an alert suggests, with when to do it.
type ActionItem struct {
	Action   string `json:"action"`
	Timeline string `json:"timeline"`
}

// TransitionAlert is a personal career alert (seed 001 §3.2).
type TransitionAlert struct {
	ID             string          `json:"id"`
	UserID         string          `json:"userId"`
	AlertType      string          `json:"alertType"`
	Title          string          `json:"title"`
	Description    string          `json:"description"`
	Urgency        string          `json:"urgency"`
	TargetRole     *string         `json:"targetRole"`
	RequiredSkills []string        `json:"requiredSkills"`
	ActionItems    []ActionItem    `json:"actionItems"`
	MarketData     json.RawMessage `json:"marketData"`
	IsRead         bool            `json:"isRead"`
	IsActionTaken  bool            `json:"isActionTaken"`
	ExpiresAt      *time.Time      `json:"expiresAt"`
	CreatedAt      time.Time       `json:"createdAt"`
}

// SalaryRange is a yearly pay range in US dollars.
type SalaryRange struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// EmergingRole is a growing or changing occupation (seed 001 §3.2).
type EmergingRole struct {
	ID                 string          `json:"id"`
	RoleName           string          `json:"roleName"`
	Industry           string          `json:"industry"`
	Description        string          `json:"description"`
	EmergenceScore     float64         `json:"emergenceScore"`
	DemandGrowth       float64         `json:"demandGrowth"`
	SalaryRange        SalaryRange     `json:"salaryRange"`
	RequiredSkills     []string        `json:"requiredSkills"`
	HumanCentricSkills []string        `json:"humanCentricSkills"`
	AIAugmentedSkills  []string        `json:"aiAugmentedSkills"`
	SkillBreakdown     json.RawMessage `json:"skillBreakdown"`
	GeographicHotspots []string        `json:"geographicHotspots"`
	Companies          []string        `json:"companies"`
	ProjectedJobs      int             `json:"projectedJobs"`
	TimeToMainstream   string          `json:"timeToMainstream"`
	ComputedAt         time.Time       `json:"computedAt"`
}

// MarketInsight is a short finding drawn from the figures (seed 001 §3.1);
// UserID is nil for insights meant for everyone.
type MarketInsight struct {
	ID             string          `json:"id"`
	UserID         *string         `json:"userId"`
	InsightType    string          `json:"insightType"`
	Title          string          `json:"title"`
	Summary        string          `json:"summary"`
	Data           json.RawMessage `json:"data"`
	RelevanceScore float64         `json:"relevanceScore"`
	Actionable     bool            `json:"actionable"`
	Priority       string          `json:"priority"`
	Tags           []string        `json:"tags"`
	Region         string          `json:"region"`
	Industry       string          `json:"industry"`
	ExpiresAt      *time.Time      `json:"expiresAt"`
	CreatedAt      time.Time       `json:"createdAt"`
}

// MarketSnapshot is what one computation of the market figures produced:
// when, from how much data, and whether this call computed it or found the
// same figures already stored.
type MarketSnapshot struct {
	ComputedAt  time.Time     `json:"computedAt"`
	Postings    int           `json:"postings"`
	Occupations int           `json:"occupations"`
	Hash        string        `json:"hash"`
	Changed     bool          `json:"changed"`
	Filter      *MarketFilter `json:"filter,omitempty"`
	// Alerts is how many personal alerts the caller now has.
	Alerts int `json:"alerts"`
}

// MsgMarketAlertNotFound answers an unknown alert id.
const MsgMarketAlertNotFound = "Alert not found"

// MarketService computes and serves market intelligence. Reads come from the
// stored snapshot; Generate recomputes it (idempotently) together with the
// caller's personal alerts.
type MarketService interface {
	SkillForecasts(ctx context.Context, f MarketFilter) ([]SkillForecast, error)
	// IndustryHealth returns the region's industries, or only the named one.
	IndustryHealth(ctx context.Context, region, industry string) ([]IndustryHealth, error)
	// TransitionAlerts returns the user's alerts, most urgent first.
	TransitionAlerts(ctx context.Context, userID string, f MarketFilter) ([]TransitionAlert, error)
	MarkAlertRead(ctx context.Context, userID, id string) (*TransitionAlert, error)
	EmergingRoles(ctx context.Context, f MarketFilter) ([]EmergingRole, error)
	// Insights returns the general insights of the filter and, when userID
	// is set, the user's own.
	Insights(ctx context.Context, userID string, f MarketFilter) ([]MarketInsight, error)
	// Generate recomputes the figures; userID (optional) also gets fresh
	// personal alerts.
	Generate(ctx context.Context, userID string, f MarketFilter) (*MarketSnapshot, error)
	// Snapshot reports the stored snapshot (computing one when none exists).
	Snapshot(ctx context.Context) (*MarketSnapshot, error)
}
