// Command stride-eval measures Stride's recommendations, title searches and
// match score against a labelled set of job seekers (internal/eval), beside
// a TF-IDF baseline computed in the same run. It starts bin/stride on a
// fresh SQLite database with the 6,000-posting catalogue (or uses -url).
//
//	go run ./cmd/stride-eval [-bin bin/stride] [-port 5112] [-url http://...] [-v]
package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/eval"
)

func main() {
	bin := flag.String("bin", "bin/stride", "the Stride binary to start")
	port := flag.Int("port", 5112, "port for the started server")
	base := flag.String("url", "", "measure a running server instead of starting one")
	verbose := flag.Bool("v", false, "print every profile")
	flag.Parse()
	if *base == "" {
		stop, err := startStride(*bin, *port)
		if err != nil {
			log.Fatal(err)
		}
		defer stop()
		*base = fmt.Sprintf("http://127.0.0.1:%d", *port)
	}
	if err := run(*base, *verbose); err != nil {
		log.Fatal(err)
	}
}

// startStride runs the binary on a temporary SQLite file and waits until
// it answers /readyz (migrated, seeded, index warm).
func startStride(bin string, port int) (func(), error) {
	dir, err := os.MkdirTemp("", "stride-eval-")
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "PORT="+strconv.Itoa(port), "DATABASE_URL="+filepath.Join(dir, "eval.db"),
		"CATALOG_JOBS=6000", "DEMO_ACCOUNTS_PER_HOUR=0", "LOGIN_MAX_FAILURES_PER_CLIENT=100000")
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	stop := func() { _ = cmd.Process.Kill(); _, _ = cmd.Process.Wait(); _ = os.RemoveAll(dir) }
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		if r, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/readyz", port)); err == nil {
			_ = r.Body.Close()
			if r.StatusCode == 200 {
				return stop, nil
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	stop()
	return nil, fmt.Errorf("%s did not start on port %d", bin, port)
}

type client struct{ base string }

func (c client) do(method, path, token string, body any, out any) (http.Header, error) {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequestWithContext(context.Background(), method, c.base+path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode >= 300 {
		return nil, fmt.Errorf("%s %s: %d %s", method, path, res.StatusCode, b)
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			return nil, fmt.Errorf("%s %s: %w", method, path, err)
		}
	}
	return res.Header, nil
}

// all pages through GET /api/jobs?query.
func (c client) all(query, token string) ([]eval.Posting, error) {
	var out []eval.Posting
	for off := 0; ; off += 200 {
		var page []eval.Posting
		h, err := c.do("GET", fmt.Sprintf("/api/jobs?%slimit=200&offset=%d", query, off), token, nil, &page)
		if err != nil {
			return nil, err
		}
		out = append(out, page...)
		total, _ := strconv.Atoi(h.Get("X-Total-Count"))
		if len(page) == 0 || off+200 >= total {
			return out, nil
		}
	}
}

type scores struct{ p10, ndcg []float64 }

func (s *scores) add(grades, all []int) {
	s.p10 = append(s.p10, eval.PrecisionAt(grades, 10))
	s.ndcg = append(s.ndcg, eval.NDCGAt(grades, all, 10))
}

func mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

func run(base string, verbose bool) error {
	c := client{base: base}
	profiles, err := eval.Profiles()
	if err != nil {
		return err
	}
	g := eval.NewGrader(catalog.MustLoad())
	postings, err := c.all("", "")
	if err != nil {
		return err
	}
	tfidf := eval.NewTFIDF(postings)
	var recs, recsBase, search, searchBase scores
	var auc, aucBase []float64
	var allPos, allNeg, allBPos, allBNeg []float64
	short := []string{}
	for i, p := range profiles {
		all := make([]int, len(postings))
		for k := range postings {
			all[k] = g.Grade(p.Code, &postings[k])
		}
		gradesOf := func(ps []eval.Posting) []int {
			out := make([]int, len(ps))
			for k := range ps {
				out[k] = g.Grade(p.Code, &ps[k])
			}
			return out
		}
		gradesAt := func(idx []int) []int {
			out := make([]int, len(idx))
			for k, j := range idx {
				out[k] = all[j]
			}
			return out
		}

		// A new account with the profile's title, years and skills.
		var reg struct {
			Token string
			User  struct{ ID string }
		}
		suffix := make([]byte, 6)
		_, _ = rand.Read(suffix)
		if _, err := c.do("POST", "/api/auth/register", "", map[string]any{"email": fmt.Sprintf("eval-%d-%s@example.com", i, hex.EncodeToString(suffix)),
			"password": "Eval-" + hex.EncodeToString(suffix) + "-long-passphrase", "firstName": "Eval"}, &reg); err != nil {
			return err
		}
		if _, err := c.do("PUT", "/api/users/"+reg.User.ID, reg.Token, map[string]any{"currentTitle": p.Title, "yearsExperience": p.Years}, nil); err != nil {
			return err
		}
		for _, s := range p.Skills {
			if _, err := c.do("POST", "/api/skills", reg.Token, map[string]any{"name": s, "level": "advanced"}, nil); err != nil {
				return err
			}
		}

		var top []eval.Posting
		if _, err := c.do("GET", "/api/jobs?limit=10", reg.Token, nil, &top); err != nil {
			return err
		}
		recs.add(gradesOf(top), all)
		profileText := p.Title + " " + strings.Join(p.Skills, " ")
		recsBase.add(gradesAt(eval.Top(tfidf.Scores(profileText), 10)), all)

		var hits []eval.Posting
		h, err := c.do("GET", "/api/jobs?limit=10&search="+url.QueryEscape(p.Title), "", nil, &hits)
		if err != nil {
			return err
		}
		search.add(gradesOf(hits), all)
		searchBase.add(gradesAt(eval.Top(tfidf.Scores(p.Title), 10)), all)
		if n, _ := strconv.Atoi(h.Get("X-Total-Count")); n < 10 {
			short = append(short, fmt.Sprintf("%s (%d)", p.Title, n))
		}

		// The match score over the whole catalogue: same occupation
		// against unrelated.
		mine, err := c.all("", reg.Token)
		if err != nil {
			return err
		}
		var pos, neg []float64
		for k := range mine {
			if mine[k].Match == nil {
				return fmt.Errorf("signed-in job %s has no match", mine[k].ID)
			}
			switch g.Grade(p.Code, &mine[k]) {
			case 2:
				pos = append(pos, float64(mine[k].Match.Score))
			case 0:
				neg = append(neg, float64(mine[k].Match.Score))
			}
		}
		auc = append(auc, eval.AUC(pos, neg))
		allPos, allNeg = append(allPos, pos...), append(allNeg, neg...)
		var bpos, bneg []float64
		for k, s := range tfidf.Scores(profileText) {
			switch all[k] {
			case 2:
				bpos = append(bpos, s)
			case 0:
				bneg = append(bneg, s)
			}
		}
		aucBase = append(aucBase, eval.AUC(bpos, bneg))
		allBPos, allBNeg = append(allBPos, bpos...), append(allBNeg, bneg...)
		if verbose {
			titles := make([]string, 0, 3)
			for _, t := range top[:min(3, len(top))] {
				titles = append(titles, t.Title)
			}
			fmt.Printf("%-30s recs nDCG %.2f  search nDCG %.2f  AUC %.2f  top: %s\n", p.Title, recs.ndcg[i], search.ndcg[i], auc[i], strings.Join(titles, " | "))
		}
	}
	fmt.Printf("Stride eval: %d labelled profiles, %d postings (grade 2 same occupation, 1 related, 0 other)\n\n", len(profiles), len(postings))
	fmt.Printf("| %-16s | %-7s | %-6s | %-7s |\n", "", "ranking", "P@10", "nDCG@10")
	fmt.Printf("|%s|%s|%s|%s|\n", strings.Repeat("-", 18), strings.Repeat("-", 9), strings.Repeat("-", 8), strings.Repeat("-", 9))
	for _, r := range []struct {
		name, ranking string
		s             scores
	}{{"recommendations", "Stride", recs}, {"recommendations", "TF-IDF", recsBase}, {"title search", "Stride", search}, {"title search", "TF-IDF", searchBase}} {
		fmt.Printf("| %-16s | %-7s | %6.3f | %7.3f |\n", r.name, r.ranking, mean(r.s.p10), mean(r.s.ndcg))
	}
	fmt.Printf("\nAUC, same occupation vs unrelated: match score %.3f per profile (mean), %.3f pooled over all profiles;"+
		" TF-IDF %.3f per profile, %.3f pooled\n", mean(auc), eval.AUC(allPos, allNeg), mean(aucBase), eval.AUC(allBPos, allBNeg))
	fmt.Printf("Title searches with fewer than 10 results: %d %v\n", len(short), short)
	return nil
}
