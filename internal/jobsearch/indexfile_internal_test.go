package jobsearch

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// builtIndex builds a snapshot of generated postings, then changes it as a
// catch-up does (postings replaced and removed, an id that is not a UUID,
// a user's own posting), so that every part of a snapshot is in use.
func builtIndex(t *testing.T) (*snapshot, *stride.Matcher, *catalog.Catalog) {
	t.Helper()
	cat := catalog.MustLoad()
	m := &stride.Matcher{Occupations: catalog.NewModel(cat)}
	jobs := cat.GenerateJobs(600, 2, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))
	b := newBuilder(nil, m)
	b.add(jobs)
	sn := b.finish(7)
	sn.epoch = "e1"
	b = newBuilder(sn, m)
	b.remove(jobs[3].ID)
	changed := jobs[5]
	changed.Title = "Quokka Wrangler"
	mine := stride.Job{ID: "odd-id", Title: "Capybara Keeper", Source: stride.JobSourceUser, PostedBy: "u1", Location: "Perth, WA",
		Type: "contract", PostedAt: time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC)}
	b.add([]stride.Job{changed, mine})
	return b.finish(9), m, cat
}

// A snapshot read from its file is the one written, field by field, and
// what extending it needs (its state) is rebuilt the same.
func TestIndexFileRoundTripWhole(t *testing.T) {
	sn, m, cat := builtIndex(t)
	fp := fingerprint(cat, m)
	path := filepath.Join(t.TempDir(), "jobs.index")
	if err := writeIndex(path, sn, sn.epoch, fp); err != nil {
		t.Fatal(err)
	}
	got, err := readIndex(path, "e1", fp, 9)
	if err != nil {
		t.Fatal(err)
	}
	if sn.dead == nil || sn.private == nil || len(sn.odd) == 0 || len(sn.owners) == 0 {
		t.Fatal("the test's snapshot leaves a part unused")
	}
	for name, pair := range map[string][2]any{
		"version": {sn.version, got.version}, "docs": {sn.docs, got.docs}, "dead": {sn.dead, got.dead},
		"odd": {sn.odd, got.odd}, "owners": {sn.owners, got.owners}, "private": {sn.private, got.private},
		"featOf": {sn.featOf, got.featOf}, "locs": {sn.locs, got.locs}, "locKeys": {sn.locKeys, got.locKeys},
		"types": {sn.types, got.types}, "vocab": {sn.vocab, got.vocab}, "sorted": {sn.sorted, got.sorted},
		"termID": {sn.termID, got.termID}, "idf": {sn.idf, got.idf}, "recency": {sn.recency, got.recency},
		"byOcc": {sn.byOcc, got.byOcc}, "byID": {sn.st.byID, got.st.byID}, "feat keys": {sn.st.feats, got.st.feats},
		"feature ids": {sn.featIDs, got.featIDs}, "occupation ids": {sn.st.occs, got.st.occs}, "location ids": {sn.st.locs, got.st.locs}, "type ids": {sn.st.types, got.st.types},
	} {
		if !reflect.DeepEqual(pair[0], pair[1]) {
			t.Errorf("%s differs after the round trip", name)
		}
	}
	if len(sn.post) != len(got.post) {
		t.Fatalf("%d posting lists read, %d written", len(got.post), len(sn.post))
	}
	for i := range sn.post {
		a, b := sn.post[i], got.post[i]
		if a.n != b.n || a.last != b.last || string(a.data) != string(b.data) {
			t.Fatalf("posting list of %q differs", sn.vocab[i])
		}
	}
	for i, fe := range sn.feats {
		if g := got.feats[i]; !reflect.DeepEqual(*fe.f, *g.f) && !(len(fe.f.Skills) == 0 && len(g.f.Skills) == 0) ||
			fe.key != g.key || fe.occ != g.occ || fe.ids != g.ids || !reflect.DeepEqual(fe.title, g.title) || !reflect.DeepEqual(fe.skills, g.skills) {
			t.Fatalf("feature %d differs: %+v, read %+v", i, fe, g)
		}
	}
	for k, v := range sn.st.skillSets {
		if g, ok := got.st.skillSets[k]; !ok || g.id != v.id {
			t.Fatalf("skill set %q: id %d, read %d", k, v.id, g.id)
		}
	}
	for k, v := range sn.st.titles {
		if g, ok := got.st.titles[k]; !ok || g.id != v.id {
			t.Fatalf("title %q: id %d, read %d", k, v.id, g.id)
		}
	}

	// The snapshot read extends as the one written does.
	more := []stride.Job{{ID: "another", Title: "Numbat Counter", Location: "Perth, WA", Type: "full-time", PostedAt: time.Now()}}
	var extended []*snapshot
	for _, s := range []*snapshot{sn, got} {
		b := newBuilder(s, m)
		b.add(more)
		extended = append(extended, b.finish(10))
	}
	a, b := extended[0], extended[1]
	if len(a.st.byID) != len(b.st.byID) || len(a.st.byID) != len(a.docs)-countBits(a.dead) ||
		!reflect.DeepEqual(a.recency, b.recency) || !reflect.DeepEqual(a.vocab, b.vocab) || len(a.feats) != len(b.feats) {
		t.Fatal("the snapshot read extends differently from the one written")
	}
}

func countBits(b bitset) int {
	n := 0
	for i := range b {
		for x := b[i]; x != 0; x &= x - 1 {
			n++
		}
	}
	return n
}

// A file built by another format or binary, or ahead of the database, is
// not read.
func TestIndexFileRefusesStale(t *testing.T) {
	sn, m, cat := builtIndex(t)
	fp := fingerprint(cat, m)
	path := filepath.Join(t.TempDir(), "jobs.index")
	if err := writeIndex(path, sn, sn.epoch, fp); err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		epoch, fp string
		version   int64
	}{
		"another binary":        {"e1", "other", 9},
		"another database":      {"e2", fp, 9},
		"ahead of the database": {"e1", fp, 8},
	} {
		if _, err := readIndex(path, c.epoch, c.fp, c.version); !errors.Is(err, errIndexFile) {
			t.Errorf("%s: read (err %v)", name, err)
		}
	}
	if _, err := readIndex(path, "e1", fp, 100); err != nil {
		t.Errorf("behind the database: %v", err)
	}
}

// A whole build leaves its posting lists in one block, each list what it
// was and capped at its length, so that a later catch-up copies out the
// lists it adds to instead of writing over the next one.
func TestBuildCompactsPostings(t *testing.T) {
	_, m, _ := builtIndex(t)
	b := newBuilder(nil, m)
	b.add(catalog.MustLoad().GenerateJobs(300, 4, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)))
	whole := b.finish(1)
	for i := range whole.post {
		if p := whole.post[i]; cap(p.data) != len(p.data) {
			t.Fatalf("list %d: capacity %d past its %d bytes", i, cap(p.data), len(p.data))
		}
	}
	before := make([]string, len(whole.post))
	for i := range whole.post {
		before[i] = string(whole.post[i].data)
	}
	b = newBuilder(whole, m)
	b.add(catalog.MustLoad().GenerateJobs(50, 8, time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC)))
	b.finish(2)
	for i := range before {
		if string(whole.post[i].data) != before[i] {
			t.Fatalf("extending the index changed list %d of the snapshot it extended", i)
		}
	}
}

// Writing an index removes the temporary files of that index a process
// stopped mid-write left more than an hour ago, and keeps a recent one
// (another process may be writing it) and other files.
func TestIndexFileRemovesStaleTemps(t *testing.T) {
	sn, m, cat := builtIndex(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "jobs.index")
	old := filepath.Join(dir, ".jobs.index.tmp-111")
	recent := filepath.Join(dir, ".jobs.index.tmp-222")
	other := filepath.Join(dir, ".other.index.tmp-333")
	for _, f := range []string{old, recent, other} {
		if err := os.WriteFile(f, []byte("half an index"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	long := time.Now().Add(-2 * time.Hour)
	for _, f := range []string{old, other} {
		if err := os.Chtimes(f, long, long); err != nil {
			t.Fatal(err)
		}
	}
	if err := writeIndex(path, sn, sn.epoch, fingerprint(cat, m)); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(old); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the stale temporary file is still there (%v)", err)
	}
	for _, f := range []string{recent, other, path} {
		if _, err := os.Stat(f); err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
		}
	}
}
