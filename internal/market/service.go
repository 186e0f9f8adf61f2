package market

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// Store keeps the computed figures; internal/sqldb implements it.
type Store interface {
	// MarketPostings returns what the figures read of the job postings: all
	// of them for nil codes, else those of the occupations and those without
	// an occupation.
	MarketPostings(ctx context.Context, codes []string) ([]Posting, error)
	// SaveMarketSnapshot replaces the stored figures with snap unless the
	// stored ones have the same hash; concurrent calls store one snapshot.
	SaveMarketSnapshot(ctx context.Context, snap *Snapshot) (*stride.MarketSnapshot, error)
	// MarketSnapshot describes the stored figures; ENOTFOUND when none.
	MarketSnapshot(ctx context.Context) (*stride.MarketSnapshot, error)
	SkillForecasts(ctx context.Context, f stride.MarketFilter) ([]stride.SkillForecast, error)
	IndustryHealth(ctx context.Context, region, industry string) ([]stride.IndustryHealth, error)
	EmergingRoles(ctx context.Context, industry string) ([]stride.EmergingRole, error)
	MarketInsights(ctx context.Context, userID string, f stride.MarketFilter) ([]stride.MarketInsight, error)
	// ReplaceTransitionAlerts stores the user's alerts: rows with the same
	// id keep their read state, others are removed.
	ReplaceTransitionAlerts(ctx context.Context, userID string, alerts []stride.TransitionAlert, at time.Time) error
	// TransitionAlertsComputedAt is when the user's alerts were last
	// computed (zero when never).
	TransitionAlertsComputedAt(ctx context.Context, userID string) (time.Time, error)
	TransitionAlerts(ctx context.Context, userID string) ([]stride.TransitionAlert, error)
	MarkTransitionAlertRead(ctx context.Context, userID, id string) (*stride.TransitionAlert, error)
}

// Snapshot is a computation ready to store: figures per data region with
// ids, and a hash of the content that makes regeneration idempotent.
type Snapshot struct {
	Hash        string
	ComputedAt  time.Time
	Postings    int
	Occupations int
	Forecasts   []stride.SkillForecast
	Health      []stride.IndustryHealth
	Emerging    []stride.EmergingRole
	Insights    []stride.MarketInsight
}

// Resolver places a job title in an O*NET occupation; catalog.Catalog's
// Find (the product's one title resolver) is the implementation.
type Resolver interface {
	Find(title string) *catalog.Occupation
}

// Service implements stride.MarketService over a Store.
type Service struct {
	store    Store
	occs     []catalog.Occupation
	resolver Resolver
	users    stride.UserService
	skills   stride.SkillService
	career   stride.CareerService
	// first makes the requests that find no stored figures in this process
	// wait for one computation instead of each running their own (the store
	// keeps concurrent saves from several processes to one snapshot).
	first sync.Mutex
	// Now returns the current time; tests may replace it.
	Now func() time.Time
}

var _ stride.MarketService = (*Service)(nil)

// NewService returns the market service over the catalogue's occupations.
func NewService(store Store, occs []catalog.Occupation, resolver Resolver,
	users stride.UserService, skills stride.SkillService, career stride.CareerService) *Service {
	return &Service{store: store, occs: occs, resolver: resolver, users: users, skills: skills, career: career,
		Now: func() time.Time { return time.Now().UTC() }}
}

var idSpace = uuid.MustParse("3d1f6c2e-8a4b-4e0f-9b7c-5a2d1e0f8c63")

func stableID(parts ...string) string {
	return uuid.NewSHA1(idSpace, []byte(strings.Join(parts, "\x1f"))).String()
}

// model reads the postings (all, or for nil codes those of the occupations)
// and indexes them with the occupations.
func (s *Service) model(ctx context.Context, codes []string) (*Model, error) {
	posts, err := s.store.MarketPostings(ctx, codes)
	if err != nil {
		return nil, err
	}
	for i := range posts {
		if posts[i].OccupationCode == "" && s.resolver != nil {
			if o := s.resolver.Find(posts[i].Title); o != nil {
				posts[i].OccupationCode = o.Code
			}
		}
	}
	return NewModel(Dataset{Occupations: s.occs, Postings: posts}), nil
}

// BuildSnapshot turns figures into the rows to store: forecasts, health and
// insights once per region with data, emerging roles once.
func BuildSnapshot(f Figures, now time.Time) (*Snapshot, error) {
	body, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(body)
	snap := &Snapshot{Hash: hex.EncodeToString(sum[:]), ComputedAt: now, Postings: f.Postings, Occupations: f.Occupations}
	for _, region := range stride.MarketDataRegions {
		for _, fc := range f.Forecasts {
			fc.ID, fc.Region, fc.ComputedAt = stableID("forecast", region, fc.Industry, fc.SkillName), region, now
			snap.Forecasts = append(snap.Forecasts, fc)
		}
		for _, h := range f.Health {
			h.ID, h.Region, h.ComputedAt = stableID("health", region, h.IndustryName), region, now
			snap.Health = append(snap.Health, h)
		}
		for _, in := range f.Insights {
			in.ID, in.Region, in.CreatedAt = stableID("insight", region, in.Industry, in.InsightType), region, now
			in.Tags = append(slices.Clone(in.Tags), region)
			snap.Insights = append(snap.Insights, in)
		}
	}
	for _, r := range f.Emerging {
		r.ID, r.ComputedAt = stableID("emerging", r.Industry, r.RoleName), now
		snap.Emerging = append(snap.Emerging, r)
	}
	return snap, nil
}

// Generate recomputes the figures and stores them when they changed, then
// recomputes the user's alerts (when userID is set).
func (s *Service) Generate(ctx context.Context, userID string, f stride.MarketFilter) (*stride.MarketSnapshot, error) {
	m, err := s.model(ctx, nil)
	if err != nil {
		return nil, err
	}
	snap, err := BuildSnapshot(m.Figures(), s.Now())
	if err != nil {
		return nil, err
	}
	out, err := s.store.SaveMarketSnapshot(ctx, snap)
	if err != nil {
		return nil, err
	}
	out.Filter = &f
	if userID != "" {
		p, err := s.ProfileOf(ctx, userID)
		if err != nil {
			return nil, err
		}
		alerts := s.alerts(m, userID, p)
		if err := s.store.ReplaceTransitionAlerts(ctx, userID, alerts, s.Now()); err != nil {
			return nil, err
		}
		out.Alerts = len(alerts)
	}
	return out, nil
}

// Snapshot describes the stored figures, computing them first when none are
// stored yet.
func (s *Service) Snapshot(ctx context.Context) (*stride.MarketSnapshot, error) {
	snap, err := s.store.MarketSnapshot(ctx)
	if stride.ErrorCode(err) != stride.ENOTFOUND {
		return snap, err
	}
	s.first.Lock()
	defer s.first.Unlock()
	if snap, err := s.store.MarketSnapshot(ctx); stride.ErrorCode(err) != stride.ENOTFOUND {
		return snap, err
	}
	return s.Generate(ctx, "", stride.MarketFilter{Region: stride.DefaultMarketRegion, Industry: stride.DefaultMarketIndustry})
}

func (s *Service) ensure(ctx context.Context) error {
	_, err := s.Snapshot(ctx)
	return err
}

// SkillForecasts reads the stored forecasts of the filter.
func (s *Service) SkillForecasts(ctx context.Context, f stride.MarketFilter) ([]stride.SkillForecast, error) {
	if !stride.MarketRegionHasData(f.Region) {
		return []stride.SkillForecast{}, nil
	}
	if err := s.ensure(ctx); err != nil {
		return nil, err
	}
	return s.store.SkillForecasts(ctx, f)
}

// IndustryHealth reads the stored health of the region's industries.
func (s *Service) IndustryHealth(ctx context.Context, region, industry string) ([]stride.IndustryHealth, error) {
	if !stride.MarketRegionHasData(region) {
		return []stride.IndustryHealth{}, nil
	}
	if err := s.ensure(ctx); err != nil {
		return nil, err
	}
	return s.store.IndustryHealth(ctx, region, industry)
}

// EmergingRoles reads the stored emerging roles of the industry.
func (s *Service) EmergingRoles(ctx context.Context, f stride.MarketFilter) ([]stride.EmergingRole, error) {
	if !stride.MarketRegionHasData(f.Region) {
		return []stride.EmergingRole{}, nil
	}
	if err := s.ensure(ctx); err != nil {
		return nil, err
	}
	return s.store.EmergingRoles(ctx, f.Industry)
}

// Insights reads the stored insights of the filter.
func (s *Service) Insights(ctx context.Context, userID string, f stride.MarketFilter) ([]stride.MarketInsight, error) {
	if !stride.MarketRegionHasData(f.Region) {
		return []stride.MarketInsight{}, nil
	}
	if err := s.ensure(ctx); err != nil {
		return nil, err
	}
	return s.store.MarketInsights(ctx, userID, f)
}

// TransitionAlerts reads the user's alerts, computing them first when they
// never were or the profile changed since.
func (s *Service) TransitionAlerts(ctx context.Context, userID string, f stride.MarketFilter) ([]stride.TransitionAlert, error) {
	if !stride.MarketRegionHasData(f.Region) {
		return []stride.TransitionAlert{}, nil
	}
	at, err := s.store.TransitionAlertsComputedAt(ctx, userID)
	if err != nil {
		return nil, err
	}
	u, err := s.users.FindUserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	if at.IsZero() || at.Before(u.UpdatedAt) {
		p, err := s.ProfileOf(ctx, userID)
		if err != nil {
			return nil, err
		}
		// Only the postings of the occupations the alerts look at.
		codes := NewModel(Dataset{Occupations: s.occs}).AlertCodes(p)
		m, err := s.model(ctx, codes)
		if err != nil {
			return nil, err
		}
		if err := s.store.ReplaceTransitionAlerts(ctx, userID, s.alerts(m, userID, p), s.Now()); err != nil {
			return nil, err
		}
	}
	return s.store.TransitionAlerts(ctx, userID)
}

// MarkAlertRead marks one of the user's alerts read.
func (s *Service) MarkAlertRead(ctx context.Context, userID, id string) (*stride.TransitionAlert, error) {
	return s.store.MarkTransitionAlertRead(ctx, userID, id)
}

// ProfileOf gathers what the alerts read of a user: the title (current
// title first), its occupation by the title resolver, skills from the
// profile and the skills list, and the target roles of career goals.
func (s *Service) ProfileOf(ctx context.Context, userID string) (Profile, error) {
	u, err := s.users.FindUserByID(ctx, userID)
	if err != nil {
		return Profile{}, fmt.Errorf("market profile: %w", err)
	}
	p := Profile{Title: u.RoleTitle(), Industry: UserIndustry(stride.Deref(u.Industry))}
	if p.Title != "" && s.resolver != nil {
		if o := s.resolver.Find(p.Title); o != nil {
			p.OccupationCode = o.Code
		}
	}
	p.Skills = append(p.Skills, u.Skills...)
	list, err := s.skills.ListSkills(ctx, userID)
	if err != nil {
		return Profile{}, err
	}
	for _, sk := range list {
		p.Skills = append(p.Skills, sk.Name)
	}
	goals, err := s.career.ListCareerGoals(ctx, userID)
	if err != nil {
		return Profile{}, err
	}
	seen := map[string]bool{}
	for _, g := range goals {
		role := strings.TrimSpace(stride.Deref(g.TargetRole))
		if role == "" || seen[key(role)] || len(p.TargetRoles) == 3 || s.resolver == nil {
			continue
		}
		seen[key(role)] = true
		if o := s.resolver.Find(role); o != nil {
			p.TargetRoles = append(p.TargetRoles, TargetRole{Role: role, Code: o.Code})
		}
	}
	return p, nil
}

func (s *Service) alerts(m *Model, userID string, p Profile) []stride.TransitionAlert {
	alerts := m.Alerts(p, s.Now())
	for i := range alerts {
		a := &alerts[i]
		a.UserID = userID
		a.ID = stableID("alert", userID, a.AlertType, stride.Deref(a.TargetRole), a.Title)
	}
	return alerts
}
