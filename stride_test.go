package stride_test

import (
	"testing"

	"github.com/stride-oss/stride"
)

func TestJoinAnd(t *testing.T) {
	for _, tc := range []struct {
		in   []string
		want string
	}{
		{nil, ""},
		{[]string{"SQL"}, "SQL"},
		{[]string{"SQL", "Python"}, "SQL and Python"},
		{[]string{"SQL", "Python", "Tableau"}, "SQL, Python and Tableau"},
	} {
		if got := stride.JoinAnd(tc.in); got != tc.want {
			t.Errorf("JoinAnd(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
