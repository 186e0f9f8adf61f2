package ai

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"strconv"
	"strings"
	"sync"
)

// sense holds a stem's meaning ids from data/lexicon.txt.gz (derived from
// WordNet 3.0 by cmd/lexicon-gen): close ones (its senses, synonyms and
// derived forms: prioritise ~ priority) and broad ones (their direct
// broader terms).
type sense struct{ close, broad []int32 }

var lexicon = sync.OnceValue(func() map[string]*sense {
	m := map[string]*sense{}
	b, err := dataFS.ReadFile("data/lexicon.txt.gz")
	if err != nil {
		return m
	}
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return m
	}
	ids := func(s string) []int32 {
		var out []int32
		for _, f := range strings.Fields(s) {
			n, _ := strconv.ParseInt(f, 10, 32)
			out = append(out, int32(n))
		}
		return out
	}
	sc := bufio.NewScanner(zr)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Split(line, "\t")
		if len(fs) != 3 {
			continue
		}
		s := stem(fs[0])
		e := m[s]
		if e == nil {
			e = &sense{}
			m[s] = e
		}
		e.close = append(e.close, ids(fs[1])...)
		e.broad = append(e.broad, ids(fs[2])...)
	}
	return m
})

func shareID(x, y []int32) bool {
	for _, i := range x {
		for _, j := range y {
			if i == j {
				return true
			}
		}
	}
	return false
}

// close tells whether two stems mean nearly the same: the same word, or
// sharing a sense or a derived form.
func closeTo(a, b string) bool {
	if a == b {
		return true
	}
	x, y := lexicon()[a], lexicon()[b]
	return x != nil && y != nil && shareID(x.close, y.close)
}

// related tells whether two stems are close or one is a direct broader
// term of the other, or they share one.
func related(a, b string) bool {
	if closeTo(a, b) {
		return true
	}
	x, y := lexicon()[a], lexicon()[b]
	if x == nil || y == nil {
		return false
	}
	return shareID(x.broad, y.close) || shareID(x.close, y.broad) || shareID(x.broad, y.broad)
}
