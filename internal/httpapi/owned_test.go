package httpapi_test

import (
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestDashboardReads(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		r := app.do("POST", "/api/auth/demo", "", nil)
		var demo struct {
			Token string
			User  struct{ ID string }
		}
		decode(t, r.Body, &demo)
		fresh := app.register("fresh@example.com", "Fresh")
		var scenarios []scenario
		for _, list := range []string{"resumes", "interview-sessions", "career-goals", "career-insights", "applications", "skills"} {
			scenarios = append(scenarios,
				scenario{name: list + " of a new user", method: "GET", path: "/api/users/" + fresh.ID + "/" + list, token: fresh.Token, status: 200, want: []string{"[]"}},
				scenario{name: list + " of another user", method: "GET", path: "/api/users/" + demo.User.ID + "/" + list, token: fresh.Token, status: 403},
				scenario{name: list + " signed out", method: "GET", path: "/api/users/" + fresh.ID + "/" + list, status: 401},
			)
		}
		scenarios = append(scenarios,
			scenario{name: "demo resume", method: "GET", path: "/api/users/" + demo.User.ID + "/resumes", token: demo.Token, status: 200,
				want: []string{`"title":"Alex Morgan's Resume"`, `"template":"modern"`, `"isDefault":true`, `"personalInfo":`}},
			scenario{name: "demo applications", method: "GET", path: "/api/users/" + demo.User.ID + "/applications", token: demo.Token, status: 200,
				want: []string{`"status":"offer"`, `"status":"rejected"`, `"status":"interview"`}},
			scenario{name: "career paths are public", method: "GET", path: "/api/career-paths", status: 200},
			scenario{name: "career paths by role", method: "GET", path: "/api/career-paths?fromRole=Nobody", status: 200, want: []string{"[]"}},
		)
		app.run(scenarios)
		st := app.do("GET", "/api/users/"+demo.User.ID+"/interview-stats", demo.Token, nil)
		if !strings.Contains(st.Body, `"sessionsCompleted":2`) || strings.Contains(st.Body, `"averageEQ":null`) {
			t.Errorf("demo interview history: %s", st.Body)
		}
		r = app.do("GET", "/api/users/"+demo.User.ID+"/applications", demo.Token, nil)
		if n := strings.Count(r.Body, `"jobTitle"`); n != 5 {
			t.Errorf("demo has %d applications, want 5", n)
		}
	})
}
