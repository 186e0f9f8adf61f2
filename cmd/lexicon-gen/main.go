// Command lexicon-gen derives the interview coach's compact semantic lexicon
// (internal/ai/data/lexicon.txt.gz) from the WordNet 3.0 database, as
// shipped by Debian's wordnet-base package:
//
//	apt-get install wordnet-base
//	go run ./cmd/lexicon-gen -wordnet /usr/share/wordnet -out internal/ai/data/lexicon.txt.gz
//
// Each line is a word, the ids of its close meanings and, after a second
// tab, the ids of its broader ones. Close: its three most frequent senses
// (synonyms share a sense), the senses derivationally related to them
// (prioritise ~ priority), and similar or pertaining senses for adjectives
// and adverbs. Broader: the hypernyms of its noun senses (two levels) and
// verb senses (one level).
// Two words are close when they share a close id, related when they share
// any.
// Meanings shared by too many words (act, change, person) are dropped, as
// are those only one word has. The vocabulary is WordNet's sense-tagged
// words plus every word of the O*NET catalogue Stride embeds.
package main

import (
	"bufio"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/stride-oss/stride/internal/catalog"
)

type synset struct {
	ptrs []ptr
}

type ptr struct {
	sym    string
	offset string
	pos    string
}

func main() {
	dir := flag.String("wordnet", "/usr/share/wordnet", "WordNet database folder")
	out := flag.String("out", "internal/ai/data/lexicon.txt.gz", "output file")
	maxShare := flag.Int("max", 120, "drop meanings shared by more words than this")
	depth := flag.Int("depth", 2, "levels of broader terms for nouns (1 or 2)")
	flag.Parse()

	posName := map[string]string{"noun": "n", "verb": "v", "adj": "a", "adv": "r"}
	synsets := map[string]*synset{} // "n:00070965"
	for name, p := range posName {
		f, err := os.Open(filepath.Join(*dir, "data."+name)) // #nosec G304 -- the developer names the WordNet directory
		if err != nil {
			log.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			if strings.HasPrefix(line, "  ") {
				continue
			}
			fs := strings.Fields(strings.SplitN(line, " | ", 2)[0])
			wcnt, _ := strconv.ParseInt(fs[3], 16, 32)
			i := 4 + 2*int(wcnt)
			pcnt, _ := strconv.Atoi(fs[i])
			s := &synset{}
			for k := 0; k < pcnt; k++ {
				j := i + 1 + 4*k
				pp := fs[j+2]
				if pp == "s" {
					pp = "a"
				}
				s.ptrs = append(s.ptrs, ptr{fs[j], fs[j+1], pp})
			}
			synsets[p+":"+fs[0]] = s
		}
		_ = f.Close()
	}

	vocab := map[string]bool{}
	c, err := catalog.Load()
	if err != nil {
		log.Fatal(err)
	}
	word := regexp.MustCompile(`[a-z]+`)
	add := func(s string) {
		for _, w := range word.FindAllString(strings.ToLower(s), -1) {
			if len(w) >= 3 {
				vocab[w] = true
			}
		}
	}
	for _, o := range c.Occupations {
		add(o.Title + " " + o.Description + " " + strings.Join(o.Tasks, " ") + " " + strings.Join(o.Titles, " "))
		for _, r := range append(o.Skills, o.Knowledge...) {
			add(r.Name)
		}
	}

	senses := map[string][]string{} // word → close ids
	broad := map[string][]string{}  // word → hypernym ids
	for name, p := range posName {
		f, err := os.Open(filepath.Join(*dir, "index."+name)) // #nosec G304 -- the developer names the WordNet directory
		if err != nil {
			log.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			if strings.HasPrefix(line, "  ") {
				continue
			}
			fs := strings.Fields(line)
			lemma := fs[0]
			if !regexp.MustCompile(`^[a-z]{3,}$`).MatchString(lemma) {
				continue
			}
			pcnt, _ := strconv.Atoi(fs[3])
			tagged, _ := strconv.Atoi(fs[5+pcnt])
			if tagged == 0 && !vocab[lemma] {
				continue
			}
			offs := fs[6+pcnt:]
			for k, off := range offs {
				if k >= 3 {
					break
				}
				id := p + ":" + off
				senses[lemma] = append(senses[lemma], id)
				for _, q := range synsets[id].ptrs {
					switch {
					case q.sym == "+", q.sym == "&", q.sym == `\`:
						senses[lemma] = append(senses[lemma], q.pos+":"+q.offset)
					case q.sym == "@" && (p == "n" || p == "v"):
						broad[lemma] = append(broad[lemma], q.pos+":"+q.offset)
						if p == "n" && *depth > 1 {
							for _, r := range synsets[q.pos+":"+q.offset].ptrs {
								if r.sym == "@" {
									broad[lemma] = append(broad[lemma], r.pos+":"+r.offset)
								}
							}
						}
					}
				}
			}
		}
		_ = f.Close()
	}

	share := map[string]int{}
	for _, m := range []map[string][]string{senses, broad} {
		for w, ids := range m {
			slices.Sort(ids)
			ids = slices.Compact(ids)
			m[w] = ids
			for _, id := range ids {
				share[id]++
			}
		}
	}
	dense := map[string]int{}
	var words []string
	for w := range senses {
		words = append(words, w)
	}
	slices.Sort(words)
	o, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	zw, _ := gzip.NewWriterLevel(o, gzip.BestCompression)
	bw := bufio.NewWriter(zw)
	fmt.Fprintln(bw, "# Derived from WordNet 3.0, Copyright 2006 by Princeton University, used under the WordNet 3.0 licence (see README.md). Built by cmd/lexicon-gen.")
	n := 0
	keep := func(raw []string) []int {
		var ids []int
		for _, id := range raw {
			if share[id] < 2 || share[id] > *maxShare {
				continue
			}
			if _, ok := dense[id]; !ok {
				dense[id] = len(dense) + 1
			}
			ids = append(ids, dense[id])
		}
		slices.Sort(ids)
		return ids
	}
	join := func(ids []int) string {
		var b strings.Builder
		for i, id := range ids {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.Itoa(id))
		}
		return b.String()
	}
	for _, w := range words {
		close, wide := keep(senses[w]), keep(broad[w])
		if len(close)+len(wide) == 0 {
			continue
		}
		fmt.Fprintf(bw, "%s\t%s\t%s\n", w, join(close), join(wide))
		n++
	}
	if err := errors.Join(bw.Flush(), zw.Close(), o.Close()); err != nil {
		log.Fatal(err)
	}
	log.Printf("%d words, %d meanings", n, len(dense))
}
