package jobsearch

import (
	"encoding/binary"
	"sort"
)

// plist is one word's posting list: the docs holding it, ascending, each
// stored as the varint of its distance from the one before (about a
// quarter of the size of a list of int32).
type plist struct {
	data []byte
	n    int32 // docs
	last int32 // the last doc
}

func (p *plist) add(d int32) {
	delta := d + 1
	if p.n > 0 {
		delta = d - p.last
	}
	p.data = binary.AppendUvarint(p.data, uint64(delta)) // #nosec G115 -- docs are added in ascending order: delta > 0
	p.n, p.last = p.n+1, d
}

// each calls fn with every doc of the list, in order.
func (p *plist) each(fn func(d int32)) {
	data, d := p.data, int32(-1)
	for range p.n {
		v, k := binary.Uvarint(data)
		data = data[k:]
		d += int32(v) // #nosec G115 -- a delta between two int32 doc indexes
		fn(d)
	}
}

// addTo adds every doc of the list to b.
func (p *plist) addTo(b bitset) {
	data, d := p.data, int32(-1)
	for range p.n {
		v, k := binary.Uvarint(data)
		data = data[k:]
		d += int32(v) // #nosec G115 -- a delta between two int32 doc indexes
		b.add(d)
	}
}

// compact moves every posting list into one block, each capped at its
// length (adding to it copies it out), dropping the room to grow that
// appending left them: what a whole build does last, and what reading the
// index file does anyway.
func compact(post []plist) {
	total := 0
	for i := range post {
		total += len(post[i].data)
	}
	block, at := make([]byte, total), 0
	for i := range post {
		p := &post[i]
		end := at + copy(block[at:], p.data)
		p.data = block[at:end:end]
		at = end
	}
}

// bitset is a set of doc indexes.
type bitset []uint64

func newBitset(n int) bitset      { return make(bitset, (n+63)/64) }
func (b bitset) add(i int32)      { b[i>>6] |= 1 << (i & 63) }
func (b bitset) has(i int32) bool { return int(i>>6) < len(b) && b[i>>6]&(1<<(i&63)) != 0 }
func (b bitset) and(o bitset) {
	for i := range b {
		b[i] &= o[i]
	}
}
func containsID(sorted []int32, x int32) bool {
	i := sort.Search(len(sorted), func(k int) bool { return sorted[k] >= x })
	return i < len(sorted) && sorted[i] == x
}
