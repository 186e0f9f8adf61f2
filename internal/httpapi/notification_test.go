package httpapi_test

import (
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestNotificationsAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		alice := app.register("alice@example.com", "Alice")
		bob := app.register("bob@example.com", "Bob")
		first := app.notify(alice.ID, "First for Alice")
		app.notify(alice.ID, "Second for Alice")
		bobs := app.notify(bob.ID, "Bob's own")
		app.run([]scenario{
			{name: "list", method: "GET", path: "/api/notifications", token: alice.Token, status: 200, want: []string{"First for Alice", "Second for Alice", `"isRead":false`}, wantNot: []string{"Bob's own"}},
			{name: "signed out", method: "GET", path: "/api/notifications", status: 401},
			{name: "mark other's", method: "PATCH", path: "/api/notifications/" + bobs + "/read", token: alice.Token, status: 403},
			{name: "other's still unread", method: "GET", path: "/api/notifications", token: bob.Token, status: 200, want: []string{`"isRead":false`}},
			{name: "mark unknown", method: "PATCH", path: "/api/notifications/nope/read", token: alice.Token, status: 404, want: []string{"Notification not found"}},
			{name: "mark one", method: "PATCH", path: "/api/notifications/" + first + "/read", token: alice.Token, status: 200, want: []string{`"id":"` + first + `"`, `"isRead":true`}},
			{name: "mark all", method: "PATCH", path: "/api/notifications/read-all", token: alice.Token, status: 200, want: []string{`{"updated":1}`}},
			{name: "all read", method: "GET", path: "/api/notifications", token: alice.Token, status: 200, wantNot: []string{`"isRead":false`}},
			{name: "bob untouched by alice's read-all", method: "GET", path: "/api/notifications", token: bob.Token, status: 200, want: []string{`"isRead":false`}},
		})
		// Newest first.
		r := app.do("GET", "/api/notifications", alice.Token, nil)
		if strings.Index(r.Body, "Second for Alice") > strings.Index(r.Body, "First for Alice") {
			t.Errorf("not newest first: %s", r.Body)
		}
	})
}
