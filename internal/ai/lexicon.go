package ai

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"strconv"
	"strings"
	"sync"
)

// lexicon maps a word's stem to the ids of its meanings, from
// data/lexicon.txt.gz (derived from WordNet 3.0 by cmd/lexicon-gen). Two
// words are related by meaning when they share an id: synonyms, a word and
// its derived forms (prioritise, priority), a word and its direct broader
// term.
var lexicon = sync.OnceValue(func() map[string][]int32 {
	m := map[string][]int32{}
	b, err := dataFS.ReadFile("data/lexicon.txt.gz")
	if err != nil {
		return m
	}
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return m
	}
	sc := bufio.NewScanner(zr)
	for sc.Scan() {
		line := sc.Text()
		word, ids, ok := strings.Cut(line, "\t")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		s := stem(word)
		for _, f := range strings.Fields(ids) {
			n, _ := strconv.Atoi(f)
			m[s] = append(m[s], int32(n))
		}
	}
	return m
})

// meanings returns the meaning ids of a stem (nil if unknown).
func meanings(s string) []int32 { return lexicon()[s] }

// related tells whether two stems share a meaning.
func related(a, b string) bool {
	if a == b {
		return true
	}
	x, y := meanings(a), meanings(b)
	for _, i := range x {
		for _, j := range y {
			if i == j {
				return true
			}
		}
	}
	return false
}
