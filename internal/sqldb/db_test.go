package sqldb_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestMigrateTwice(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		// Each already migrated once; a second run must be a no-op.
		if err := db.Migrate(context.Background()); err != nil {
			t.Fatalf("second migration: %v", err)
		}
	})
}

// storeCase is one row of a store table test: a call and the error code it
// must end with ("" for success). Rows run in order and may depend on the
// effects of earlier ones.
type storeCase struct {
	name string
	call func(ctx context.Context) error
	code string
}

func runStore(t *testing.T, cases []storeCase) {
	t.Helper()
	for _, c := range cases {
		if err := c.call(context.Background()); stride.ErrorCode(err) != c.code {
			t.Errorf("%s: error %v, want code %q", c.name, err, c.code)
		}
	}
}

// newUser stores a user with the e-mail and returns its id.
func newStoreUser(t *testing.T, db *sqldb.DB, email string) string {
	t.Helper()
	u := &stride.User{Email: email}
	if err := sqldb.NewUserService(db).CreateUser(context.Background(), u, "h"); err != nil {
		t.Fatal(err)
	}
	return u.ID
}

// check is a storeCase call that fails with an internal error when ok is false.
func check(ok bool, format string, args ...any) error {
	if ok {
		return nil
	}
	return fmt.Errorf(format, args...)
}
