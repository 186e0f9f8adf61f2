package httpapi_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// marketApp is a test app whose jobs table holds 400 catalogue postings.
func marketApp(t *testing.T, db *sqldb.DB) *testApp {
	t.Helper()
	app := newTestApp(t, db, httpapi.Config{})
	jobs := catalog.MustLoad().GenerateJobs(400, 1, time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	if err := sqldb.NewJobService(db).SeedCatalog(context.Background(), jobs); err != nil {
		t.Fatal(err)
	}
	return app
}

func TestMarketEndpoints(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := marketApp(t, db)
		dev := app.register("dev@example.com", "Dev")
		blank := app.register("blank@example.com", "Blank")
		other := app.register("other@example.com", "Other")
		if r := app.do("PUT", "/api/users/"+dev.ID, dev.Token, map[string]any{"title": "Software Developer", "skills": []string{"Python", "SQL"}}); r.Status != 200 {
			t.Fatalf("update user: %d %s", r.Status, r.Body)
		}
		const mi = "/api/market-intelligence/"
		regions := "region must be one of: Global, North America, Europe, Asia Pacific"
		industries := "industry must be one of: Technology, Healthcare, Finance, Manufacturing, Education"
		app.run([]scenario{
			{name: "forecasts default to Global and Technology", method: "GET", path: mi + "skill-forecasts", status: 200,
				want: []string{`"region":"Global"`, `"industry":"Technology"`, `"timeHorizon":"10 years (2024-2034)"`, `"dataSource":"Growth: BLS 2024-34 projection for the`}},
			{name: "forecasts for Healthcare in North America", method: "GET", path: mi + "skill-forecasts?region=North+America&industry=Healthcare", status: 200,
				want: []string{`"region":"North America"`, `"industry":"Healthcare"`}, wantNot: []string{`"industry":"Technology"`}},
			{name: "Europe has no figures", method: "GET", path: mi + "skill-forecasts?region=Europe", status: 200, want: []string{"[]"}},
			{name: "Asia Pacific has no roles", method: "GET", path: mi + "emerging-roles?region=Asia+Pacific", status: 200, want: []string{"[]"}},
			{name: "unknown region", method: "GET", path: mi + "skill-forecasts?region=Mars", status: 400, want: []string{regions}},
			{name: "unknown industry", method: "GET", path: mi + "emerging-roles?industry=Farming", status: 400, want: []string{industries}},
			{name: "unknown industry on health", method: "GET", path: mi + "industry-health?industry=Retail", status: 400, want: []string{industries}},
			{name: "case-insensitive filter", method: "GET", path: mi + "industry-health?region=global&industry=finance", status: 200,
				want: []string{`"industryName":"Finance"`}, wantNot: []string{`"industryName":"Technology"`}},
			{name: "all industries", method: "GET", path: mi + "industry-health", status: 200,
				want: []string{`"industryName":"Technology"`, `"industryName":"Education"`, `"riskFactors":`, `"opportunities":`, `"stabilityIndex":`}},
			{name: "emerging roles", method: "GET", path: mi + "emerging-roles?industry=Technology", status: 200,
				want: []string{`"roleName":`, `"salaryRange":{"min":`, `"projectedJobs":`, `"humanCentricSkills":`, `"aiAugmentedSkills":`, `"geographicHotspots":`}},
			{name: "insights", method: "GET", path: mi + "insights?industry=Healthcare", status: 200,
				want: []string{`"insightType":"market_trends"`, `"industry":"Healthcare"`}},
			{name: "snapshot", method: "GET", path: mi + "snapshot", status: 200, want: []string{`"computedAt":`, `"postings":400`, `"occupations":923`}},
			{name: "alerts need sign-in", method: "GET", path: mi + "transition-alerts", status: 401},
			{name: "generate needs sign-in", method: "POST", path: mi + "generate", body: map[string]string{"region": "Global", "industry": "Technology"}, status: 401},
			{name: "generate validates", method: "POST", path: mi + "generate", token: dev.Token, body: map[string]string{"region": "Moon"}, status: 400, want: []string{regions}},
			{name: "generate without body", method: "POST", path: mi + "generate", token: dev.Token, status: 200,
				want: []string{`"filter":{"region":"Global","industry":"Technology"}`, `"postings":400`}},
			{name: "generate with a malformed body", method: "POST", path: mi + "generate", token: dev.Token, body: `{"region":`, status: 400,
				want: []string{"Request body is not valid JSON."}},
			{name: "generate", method: "POST", path: mi + "generate", token: dev.Token, body: map[string]string{"region": "Global", "industry": "Finance"}, status: 200,
				want: []string{`"changed":false`, `"filter":{"region":"Global","industry":"Finance"}`, `"postings":400`}},
			{name: "alerts in Europe", method: "GET", path: mi + "transition-alerts?region=Europe", token: dev.Token, status: 200, want: []string{"[]"}},
			{name: "a user without a title is asked for one", method: "GET", path: mi + "transition-alerts", token: blank.Token, status: 200,
				want: []string{`"alertType":"profile_incomplete"`, `"title":"Add your job title for personal alerts"`, `"alertType":"market_opportunity"`}},
			{name: "a software developer gets occupation alerts", method: "GET", path: mi + "transition-alerts", token: dev.Token, status: 200,
				want:    []string{`"alertType":"positive_outlook"`, `"title":"Software Developers: +15.8% by 2034"`, `"actionItems":[{"action":`, `"timeline":`},
				wantNot: []string{"profile_incomplete"}},
			{name: "unknown alert", method: "PATCH", path: mi + "transition-alerts/nope/read", token: dev.Token, status: 404, want: []string{stride.MsgMarketAlertNotFound}},
		})

		var alerts []stride.TransitionAlert
		decode(t, app.do("GET", mi+"transition-alerts", dev.Token, nil).Body, &alerts)
		if len(alerts) == 0 {
			t.Fatal("no alerts")
		}
		id := alerts[0].ID
		app.run([]scenario{
			{name: "another user's alert", method: "PATCH", path: mi + "transition-alerts/" + id + "/read", token: other.Token, status: 403},
			{name: "mark read", method: "PATCH", path: mi + "transition-alerts/" + id + "/read", token: dev.Token, status: 200, want: []string{`"isRead":true`}},
			{name: "regenerating keeps the read state", method: "POST", path: mi + "generate", token: dev.Token, body: map[string]string{}, status: 200},
			{name: "still read", method: "GET", path: mi + "transition-alerts", token: dev.Token, status: 200, want: []string{`"id":"` + id + `"`, `"isRead":true`}},
		})
	})
}

// TestMarketIndustryChangesFigures: each industry has its own forecasts.
func TestMarketIndustryChangesFigures(t *testing.T) {
	app := marketApp(t, sqldbtest.SQLite(t))
	seen := map[string]string{}
	for _, ind := range stride.MarketIndustries {
		var fc []stride.SkillForecast
		decode(t, app.do("GET", "/api/market-intelligence/skill-forecasts?industry="+ind, "", nil).Body, &fc)
		if len(fc) == 0 {
			t.Errorf("%s: no forecasts", ind)
			continue
		}
		b, _ := json.Marshal(fc[0])
		for other, body := range seen {
			if strings.Contains(body, fc[0].ID) {
				t.Errorf("%s and %s share a forecast", ind, other)
			}
		}
		seen[ind] = string(b)
	}
}

// TestMarketGenerateConcurrently: generate called at once from many clients
// leaves one snapshot, and calling it again changes nothing.
func TestMarketGenerateConcurrently(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := marketApp(t, db)
		u := app.register("gen@example.com", "Gen")
		var wg sync.WaitGroup
		changed := make(chan bool, 6)
		for range 6 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := app.do("POST", "/api/market-intelligence/generate", u.Token, map[string]string{"region": "Global", "industry": "Technology"})
				if r.Status != 200 {
					t.Errorf("generate: %d %s", r.Status, r.Body)
					return
				}
				var s stride.MarketSnapshot
				decode(t, r.Body, &s)
				changed <- s.Changed
			}()
		}
		wg.Wait()
		close(changed)
		n := 0
		for c := range changed {
			if c {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%d calls stored a snapshot, want 1", n)
		}
		if got := sqldbtest.CountRows(t, db, "market_snapshots"); got != 1 {
			t.Errorf("%d snapshot rows", got)
		}
		forecasts := sqldbtest.CountRows(t, db, "skill_demand_forecasts")
		health := sqldbtest.CountRows(t, db, "industry_health_metrics")
		if health != 2*len(stride.MarketIndustries) || forecasts == 0 {
			t.Errorf("stored %d forecasts and %d health rows", forecasts, health)
		}
		r := app.do("POST", "/api/market-intelligence/generate", u.Token, map[string]string{})
		if !strings.Contains(r.Body, `"changed":false`) || sqldbtest.CountRows(t, db, "skill_demand_forecasts") != forecasts {
			t.Errorf("regenerating changed the figures: %s", r.Body)
		}
		if got := sqldbtest.CountRows(t, db, "career_transition_alerts"); got == 0 {
			t.Error("no alerts stored")
		}
	})
}
