package ai

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestDebugH12(t *testing.T) {
	ids := strings.Split(os.Getenv("IDS"), ",")
	if ids[0] == "" {
		t.Skip()
	}
	m := scorer()
	for _, l := range loadLabelled(t, trainingFiles...) {
		for _, id := range ids {
			if l.a.ID != id {
				continue
			}
			bq := questionFor(l.q.Question, l.q.Type, l.q.Role)
			cf := readAnswer(l.a.Answer, bq, l.q.Type, l.q.Role, analyze(l.a.Answer, bq))
			t.Logf("%s g%d %s | %s | %s", id, l.a.Grade, l.a.Kind, l.q.Role, l.q.Question)
			t.Logf("  gate %.2f quality %.2f concepts ok %v no %d", m.Gate.expected(cf.vals), m.Quality.expected(cf.vals), cf.conceptOK, len(cf.conceptNo))
			var b strings.Builder
			for i, n := range featureNames {
				b.WriteString(n + "=" + strings.TrimRight(strings.TrimRight(ftoa(cf.vals[i]), "0"), ".") + " ")
			}
			t.Log(b.String())
		}
	}
}

func ftoa(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }
