package jobsearch

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"hash/crc32"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// The index file is a snapshot written after a whole build, so that the
// next start reads it (a few seconds) instead of reading and analysing
// every posting's text again, then catches up with the jobs table's
// changes since its version. It is trusted only when its format, the
// analyser and matcher it was built with (fingerprint), the database's
// epoch (migration 00026) and its checksum all agree, and its version is
// not ahead of the database's; anything else is ignored and the index is
// built whole.
//
// Layout: magic, then uvarints and length-prefixed strings and byte runs
// (see fileWriter), then a CRC-32C of everything before it.
const (
	indexMagic = "stride-jobindex\n"
	// indexFormat changes whenever the layout or the meaning of a field
	// does.
	indexFormat = 1
)

var errIndexFile = errors.New("not a usable index file")

// fingerprint digests what a snapshot's contents depend on besides the
// postings: the format, the analyser and the matcher's features (of a
// fixed set of generated postings), so that a file built by a binary that
// analyses or scores differently is not read.
func fingerprint(cat *catalog.Catalog, m *stride.Matcher) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s%d\x00", indexMagic, indexFormat)
	jobs := cat.GenerateJobs(64, 1, time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	for i := range jobs {
		j := &jobs[i]
		fmt.Fprintf(h, "%q %q %q %q\n", analyze(j.Title), analyze(strings.Join(j.Skills, " \n ")), analyze(j.Description), featureKey(j))
		fmt.Fprintf(h, "%+v\n", *m.Features(j))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// fileWriter writes the file's fields, hashing them.
type fileWriter struct {
	w   *bufio.Writer
	crc hash.Hash32
	buf []byte
	err error
}

func (w *fileWriter) raw(b []byte) {
	if w.err != nil {
		return
	}
	_, _ = w.crc.Write(b) // a hash never returns an error
	_, w.err = w.w.Write(b)
}

func (w *fileWriter) uint(v uint64) {
	w.buf = binary.AppendUvarint(w.buf[:0], v)
	w.raw(w.buf)
}

func (w *fileWriter) int(v int64) {
	w.buf = binary.AppendVarint(w.buf[:0], v)
	w.raw(w.buf)
}

func (w *fileWriter) bytes(b []byte) {
	w.uint(uint64(len(b)))
	w.raw(b)
}

func (w *fileWriter) str(s string) {
	w.uint(uint64(len(s)))
	if w.err == nil {
		_, _ = w.crc.Write([]byte(s)) // a hash never returns an error
		_, w.err = w.w.WriteString(s)
	}
}

func (w *fileWriter) strs(ss []string) {
	w.uint(uint64(len(ss)))
	for _, s := range ss {
		w.str(s)
	}
}

func (w *fileWriter) ids(ids []int32) {
	w.uint(uint64(len(ids)))
	for _, id := range ids {
		w.uint(uint64(id)) // #nosec G115 -- doc and term indexes are never negative
	}
}

func (w *fileWriter) bits(b bitset) {
	w.uint(uint64(len(b)))
	for _, x := range b {
		w.uint(x)
	}
}

func (w *fileWriter) strMap(m map[int32]string) {
	w.uint(uint64(len(m)))
	for d, s := range m {
		w.uint(uint64(d)) // #nosec G115 -- doc indexes are never negative
		w.str(s)
	}
}

// staleTempAge is how old a temporary index file is when a process
// stopped mid-write left it (a million postings' file takes seconds).
const staleTempAge = time.Hour

// removeStaleTemps removes the temporary files of path's index written
// before cutoff, which a process stopped mid-write left behind (each as
// large as the index).
func removeStaleTemps(path string, cutoff time.Time) {
	olds, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*"))
	for _, o := range olds {
		if fi, err := os.Stat(o); err == nil && fi.Mode().IsRegular() && fi.ModTime().Before(cutoff) {
			_ = os.Remove(o)
		}
	}
}

// writeIndex writes sn, saved from the database of epoch with matcher
// fingerprint fp, to path: to a temporary file in its folder, renamed
// into place, so that a reader never sees half a file. Only sn's
// immutable part is read, so a search or a catch-up may run meanwhile.
func writeIndex(path string, sn *snapshot, epoch, fp string) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return err
	}
	removeStaleTemps(path, time.Now().Add(-staleTempAge))
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = f.Close()
			_ = os.Remove(f.Name())
		}
	}()
	w := &fileWriter{w: bufio.NewWriterSize(f, 1<<20), crc: crc32.New(crc32.MakeTable(crc32.Castagnoli))}
	w.raw([]byte(indexMagic))
	w.uint(indexFormat)
	w.str(fp)
	w.str(epoch)
	w.int(sn.version)

	w.strs(sn.types)
	w.strs(sn.locKeys)

	// Words: the vocabulary, its order, and every posting list (its bytes
	// counted first, so that a reader allocates them once).
	w.strs(sn.vocab)
	w.ids(sn.sorted)
	total := 0
	for i := range sn.post {
		total += len(sn.post[i].data)
	}
	w.uint(uint64(total)) // #nosec G115 -- a length
	for i := range sn.post {
		p := &sn.post[i]
		w.uint(uint64(p.n))    // #nosec G115 -- a count
		w.uint(uint64(p.last)) // #nosec G115 -- a doc index
		w.bytes(p.data)
	}

	// Features: the shared parts by id, then each feature.
	var skillSets [][]stride.FeatureSkill
	var titles [][]string
	var occs []string
	for _, fe := range sn.feats {
		skillSets = grown(skillSets, fe.ids.Skills)
		skillSets[fe.ids.Skills] = fe.f.Skills
		titles = grown(titles, fe.ids.Title)
		titles[fe.ids.Title] = fe.f.TitleTokens
		occs = grown(occs, fe.ids.Occupation)
		occs[fe.ids.Occupation] = fe.f.Occupation
	}
	w.uint(uint64(len(skillSets)))
	for _, set := range skillSets {
		w.uint(uint64(len(set)))
		for _, sk := range set {
			w.str(sk.Name)
			w.str(sk.Key)
			w.strs(sk.Parts)
			w.uint(math.Float64bits(sk.Weight))
		}
	}
	w.uint(uint64(len(titles)))
	for _, t := range titles {
		w.strs(t)
	}
	w.strs(occs)
	w.uint(uint64(len(sn.feats)))
	for _, fe := range sn.feats {
		w.raw(fe.key[:])
		w.uint(uint64(fe.ids.Skills))     // #nosec G115 -- ids are never negative
		w.uint(uint64(fe.ids.Title))      // #nosec G115 -- ids are never negative
		w.uint(uint64(fe.ids.Occupation)) // #nosec G115 -- ids are never negative
		w.str(fe.f.Experience)
		w.uint(boolBit(fe.f.Remote))
		w.ids(fe.title)
		w.ids(fe.skills)
	}

	// Docs, and what is known of them besides.
	w.uint(uint64(len(sn.docs)))
	for i := range sn.docs {
		d := &sn.docs[i]
		w.raw(d.key[:])
		w.int(d.posted)
		w.uint(uint64(d.feat)) // #nosec G115 -- an index
		w.uint(uint64(d.loc))  // #nosec G115 -- an index
		w.uint(uint64(d.typ))
		w.uint(boolBit(d.remote) | boolBit(d.private)<<1)
	}
	w.bits(sn.dead)
	w.bits(sn.private)
	w.strMap(sn.odd)
	w.strMap(sn.owners)
	w.ids(sn.recency)

	if w.err == nil {
		var sum [4]byte
		binary.LittleEndian.PutUint32(sum[:], w.crc.Sum32())
		_, w.err = w.w.Write(sum[:])
	}
	if w.err == nil {
		w.err = w.w.Flush()
	}
	if w.err != nil {
		return w.err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

func boolBit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// grown returns s long enough to hold index i.
func grown[T any](s []T, i int32) []T {
	if int(i) < len(s) {
		return s
	}
	return append(s, make([]T, int(i)+1-len(s))...)
}

// fileReader reads what fileWriter wrote, hashing it; every count is
// checked against the bytes left, so that a damaged file cannot make it
// allocate more than the file holds.
type fileReader struct {
	r    *bufio.Reader
	crc  hash.Hash32
	left int64
	err  error
	one  [1]byte
}

func (r *fileReader) fail(what string) {
	if r.err == nil {
		r.err = fmt.Errorf("%w: %s", errIndexFile, what)
	}
}

func (r *fileReader) ReadByte() (byte, error) {
	if r.err != nil {
		return 0, r.err
	}
	b, err := r.r.ReadByte()
	if err != nil {
		r.fail("truncated")
		return 0, r.err
	}
	r.one[0] = b
	_, _ = r.crc.Write(r.one[:]) // a hash never returns an error
	r.left--
	return b, nil
}

func (r *fileReader) raw(b []byte) {
	if r.err != nil {
		return
	}
	if int64(len(b)) > r.left {
		r.fail("truncated")
		return
	}
	if _, err := io.ReadFull(r.r, b); err != nil {
		r.fail("truncated")
		return
	}
	_, _ = r.crc.Write(b) // a hash never returns an error
	r.left -= int64(len(b))
}

func (r *fileReader) uint() uint64 {
	v, err := binary.ReadUvarint(r)
	if err != nil {
		r.fail("bad number")
	}
	return v
}

func (r *fileReader) int() int64 {
	v, err := binary.ReadVarint(r)
	if err != nil {
		r.fail("bad number")
	}
	return v
}

// count reads a count of things each at least size bytes long.
func (r *fileReader) count(size int64) int {
	n := r.uint()
	if r.err == nil && (r.left < 0 || n > uint64(r.left/size)) { // #nosec G115 -- r.left is not negative here
		r.fail("a count beyond the file's end")
		return 0
	}
	return int(n) // #nosec G115 -- bounded by the file's size just above
}

// i32 reads an index below limit.
func (r *fileReader) i32(limit int) int32 {
	v := r.uint()
	if r.err == nil && v >= uint64(limit) { // #nosec G115 -- limits are lengths
		r.fail("an index out of range")
		return 0
	}
	return int32(v) // #nosec G115 -- below limit, an int32 length
}

func (r *fileReader) str() string {
	n := r.count(1)
	if n == 0 || r.err != nil {
		return ""
	}
	b := make([]byte, n)
	r.raw(b)
	return string(b)
}

func (r *fileReader) strs() []string {
	n := r.count(1)
	if n == 0 || r.err != nil {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = r.str()
	}
	return out
}

func (r *fileReader) ids(limit int) []int32 {
	n := r.count(1)
	if n == 0 || r.err != nil {
		return nil
	}
	out := make([]int32, n)
	for i := range out {
		out[i] = r.i32(limit)
	}
	return out
}

func (r *fileReader) bits(docs int) bitset {
	n := r.count(1)
	if r.err == nil && n > 2*((docs+63)/64)+2 {
		r.fail("a set larger than the docs")
	}
	if n == 0 || r.err != nil {
		return nil
	}
	b := make(bitset, n)
	for i := range b {
		b[i] = r.uint()
	}
	return b
}

func (r *fileReader) strMap(docs int) map[int32]string {
	n := r.count(2)
	if n == 0 || r.err != nil {
		return nil
	}
	m := make(map[int32]string, n)
	for range n {
		d := r.i32(docs)
		m[d] = r.str()
	}
	return m
}

// readIndex reads the snapshot at path if it was saved from the database
// of epoch at a version no later than version, by a binary with the same
// fingerprint; otherwise it returns an error wrapping errIndexFile (or the
// file system's).
func readIndex(path, epoch, fp string, version int64) (*snapshot, error) {
	f, err := os.Open(path) // #nosec G304 -- the index file the operator configured
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	r := &fileReader{r: bufio.NewReaderSize(f, 1<<20), crc: crc32.New(crc32.MakeTable(crc32.Castagnoli)), left: info.Size() - 4}
	magic := make([]byte, len(indexMagic))
	r.raw(magic)
	if r.err != nil || string(magic) != indexMagic {
		return nil, fmt.Errorf("%w: not an index file", errIndexFile)
	}
	if v := r.uint(); r.err == nil && v != indexFormat {
		return nil, fmt.Errorf("%w: format %d, not %d", errIndexFile, v, indexFormat)
	}
	if got := r.str(); r.err == nil && got != fp {
		return nil, fmt.Errorf("%w: built by a binary that analyses or matches differently", errIndexFile)
	}
	if got := r.str(); r.err == nil && got != epoch {
		return nil, fmt.Errorf("%w: saved from another database (epoch %q, not %q)", errIndexFile, got, epoch)
	}
	n := &snapshot{gen: generations.Add(1), version: r.int(), termID: map[string]int32{}, byOcc: map[string][]int32{},
		skillSetsOf: map[string][]int32{}, st: newState()}
	if r.err == nil && n.version > version {
		return nil, fmt.Errorf("%w: version %d is ahead of the database's %d", errIndexFile, n.version, version)
	}
	st := n.st

	n.types = r.strs()
	if len(n.types) > math.MaxUint8 {
		r.fail("too many job types")
	}
	for i, t := range n.types {
		st.types[t] = uint8(i) // #nosec G115 -- under MaxUint8, checked above
	}
	n.locKeys = r.strs()
	n.locs = make([][]string, len(n.locKeys))
	for i, l := range n.locKeys {
		n.locs[i] = words(l)
		st.locs[l] = int32(i) // #nosec G115 -- a count read from the file, bounded by its size
	}

	n.vocab = r.strs()
	n.termID = make(map[string]int32, len(n.vocab))
	for i, t := range n.vocab {
		n.termID[t] = int32(i) // #nosec G115 -- bounded by the file's size
	}
	n.sorted = r.ids(len(n.vocab))
	if r.err == nil && len(n.sorted) != len(n.vocab) {
		r.fail("the vocabulary's order does not match it")
	}
	// Every posting list's bytes in one allocation, each list capped at
	// its own length so that adding to it copies it out.
	arena := make([]byte, r.count(1))
	n.post = make([]plist, len(n.vocab))
	at := 0
	for i := range n.post {
		p := &n.post[i]
		p.n = int32(r.count(1))  // #nosec G115 -- bounded by the file's size
		p.last = int32(r.uint()) // #nosec G115 -- checked against the docs below
		size := r.count(1)
		if r.err != nil || at+size > len(arena) {
			r.fail("posting lists longer than said")
			break
		}
		p.data = arena[at : at+size : at+size]
		r.raw(p.data)
		at += size
	}

	skillSets := make([][]stride.FeatureSkill, r.count(1))
	for i := range skillSets {
		set := make([]stride.FeatureSkill, r.count(4))
		for k := range set {
			set[k] = stride.FeatureSkill{Name: r.str(), Key: r.str(), Parts: r.strs(), Weight: math.Float64frombits(r.uint())}
		}
		skillSets[i] = set
	}
	titles := make([][]string, r.count(1))
	for i := range titles {
		titles[i] = r.strs()
	}
	occs := r.strs()
	n.feats = make([]*feature, r.count(21))
	n.featIDs = make([]stride.FeatureIDs, len(n.feats))
	seenSkills, seenTitles, seenOccs := make([]bool, len(skillSets)), make([]bool, len(titles)), make([]bool, len(occs))
	for i := range n.feats {
		fe := &feature{}
		r.raw(fe.key[:])
		fe.ids = stride.FeatureIDs{Skills: r.i32(len(skillSets)), Title: r.i32(len(titles)), Occupation: r.i32(len(occs))}
		if r.err != nil {
			break
		}
		fe.f = &stride.JobFeatures{Skills: skillSets[fe.ids.Skills], TitleTokens: titles[fe.ids.Title], Occupation: occs[fe.ids.Occupation],
			Experience: r.str(), Remote: r.uint() == 1}
		fe.title, fe.skills = r.ids(len(n.vocab)), r.ids(len(n.vocab))
		if fe.f.Occupation != "" {
			fe.occ = catalog.SOC(fe.f.Occupation)
		}
		fe.ids = stride.IDsOf(fe.f, fe.ids)
		n.feats[i], n.featIDs[i] = fe, fe.ids
		st.feats[fe.key] = int32(i) // #nosec G115 -- bounded by the file's size
		if !seenSkills[fe.ids.Skills] {
			seenSkills[fe.ids.Skills] = true
			st.skillSets[skillSetKey(fe.f)] = sharedPart[stride.FeatureSkill]{fe.f.Skills, fe.ids.Skills}
			addSkillWords(n.skillSetsOf, fe.ids.Skills, fe.f.Skills)
		}
		if !seenTitles[fe.ids.Title] {
			seenTitles[fe.ids.Title] = true
			st.titles[strings.Join(fe.f.TitleTokens, "\x00")] = sharedPart[string]{fe.f.TitleTokens, fe.ids.Title}
		}
		if !seenOccs[fe.ids.Occupation] {
			seenOccs[fe.ids.Occupation] = true
			st.occs[fe.f.Occupation] = fe.ids.Occupation
		}
	}

	n.docs = make([]doc, r.count(21))
	n.featOf = make([]int32, len(n.docs))
	for i := range n.docs {
		d := &n.docs[i]
		r.raw(d.key[:])
		d.posted = r.int()
		d.feat, d.loc = r.i32(len(n.feats)), r.i32(len(n.locs))
		d.typ = uint8(r.i32(max(1, len(n.types)))) // #nosec G115 -- at most MaxUint8 types, checked above
		flags := r.uint()
		d.remote, d.private = flags&1 != 0, flags&2 != 0
		if r.err != nil {
			break
		}
		n.featOf[i] = d.feat
		if occ := n.feats[d.feat].occ; occ != "" {
			n.byOcc[occ] = append(n.byOcc[occ], int32(i)) // #nosec G115 -- doc indexes are int32 by design
		}
	}
	n.dead = r.bits(len(n.docs))
	n.private = r.bits(len(n.docs))
	n.odd = r.strMap(len(n.docs))
	n.owners = r.strMap(len(n.docs))
	n.recency = r.ids(len(n.docs))
	if r.err == nil {
		for i := range n.post {
			if p := &n.post[i]; p.n > 0 && int(p.last) >= len(n.docs) {
				r.fail("a posting list past the last doc")
				break
			}
		}
	}
	if r.err != nil {
		return nil, r.err
	}
	want := r.crc.Sum32()
	var sum [4]byte
	if _, err := io.ReadFull(r.r, sum[:]); err != nil || binary.LittleEndian.Uint32(sum[:]) != want {
		return nil, fmt.Errorf("%w: checksum", errIndexFile)
	}
	if _, err := r.r.ReadByte(); err != io.EOF {
		return nil, fmt.Errorf("%w: bytes past the checksum", errIndexFile)
	}
	for i := range n.docs {
		if !n.dead.has(int32(i)) { // #nosec G115 -- doc indexes are int32 by design
			st.byID[n.docs[i].key] = int32(i) // #nosec G115 -- doc indexes are int32 by design
		}
	}
	n.idf = idfs(n)
	return n, nil
}
