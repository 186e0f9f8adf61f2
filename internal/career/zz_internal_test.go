package career

import (
	"os"
	"testing"
)

func TestZZRoute(t *testing.T) {
	if os.Getenv("ZZI") == "" {
		t.Skip()
	}
	f := &Facts{Title: "x"}
	for i := range Credentials {
		cr := &Credentials[i]
		p, ok1 := programItem(f, nil, cr)
		e, ok2 := examItem(f, nil, cr)
		t.Logf("%-60.60s | P:%v %q | E:%v %q", cr.Name, ok1, p.Name, ok2, e.Name)
	}
}
