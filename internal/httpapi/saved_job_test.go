package httpapi_test

import (
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestSavedJobsAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		seedJobs(t, db)
		alice := app.register("alice@example.com", "Alice")
		bob := app.register("bob@example.com", "Bob")
		r := app.do("POST", "/api/saved-jobs", bob.Token, map[string]any{"userId": bob.ID, "jobId": "nurse"})
		var bobSaved stride.SavedJob
		decode(t, r.Body, &bobSaved)
		app.run([]scenario{
			{name: "save", method: "POST", path: "/api/saved-jobs", token: alice.Token, body: map[string]any{"userId": alice.ID, "jobId": "go-dev", "jobTitle": "Forged title"}, status: 201,
				want: []string{`"jobId":"go-dev"`, `"jobTitle":"Senior Go Developer"`, `"company":"Cobalt Labs"`}, wantNot: []string{"Forged"}},
			{name: "save again", method: "POST", path: "/api/saved-jobs", token: alice.Token, body: map[string]any{"userId": alice.ID, "jobId": "go-dev"}, status: 409, want: []string{`{"message":"Job already saved"}`}},
			{name: "save for other", method: "POST", path: "/api/saved-jobs", token: alice.Token, body: map[string]any{"userId": bob.ID, "jobId": "cook"}, status: 403},
			{name: "save unknown job", method: "POST", path: "/api/saved-jobs", token: alice.Token, body: map[string]any{"jobId": "nope"}, status: 404},
			{name: "save without job", method: "POST", path: "/api/saved-jobs", token: alice.Token, body: map[string]any{}, status: 400, want: []string{"jobId is required"}},
			{name: "save signed out", method: "POST", path: "/api/saved-jobs", body: map[string]any{"jobId": "cook"}, status: 401},
			{name: "list own", method: "GET", path: "/api/saved-jobs/" + alice.ID, token: alice.Token, status: 200, want: []string{"go-dev"}, wantNot: []string{"nurse"}},
			{name: "list other", method: "GET", path: "/api/saved-jobs/" + bob.ID, token: alice.Token, status: 403},
			{name: "unsave other's", method: "DELETE", path: "/api/saved-jobs/" + bobSaved.ID, token: alice.Token, status: 403},
			{name: "bob keeps his", method: "GET", path: "/api/saved-jobs/" + bob.ID, token: bob.Token, status: 200, want: []string{"nurse"}},
			{name: "unsave by job id", method: "DELETE", path: "/api/saved-jobs/go-dev", token: alice.Token, status: 204},
			{name: "unsave again", method: "DELETE", path: "/api/saved-jobs/go-dev", token: alice.Token, status: 404},
			{name: "empty", method: "GET", path: "/api/saved-jobs/" + alice.ID, token: alice.Token, status: 200, want: []string{"[]"}},
		})
	})
}
