package resume

import (
	"context"
	"encoding/binary"
	"errors"
	"strings"
	"unicode"
	"unicode/utf16"
)

// Legacy Word (.doc) files are OLE2 compound files. readCFBStream finds a
// named stream; the text is then read through the piece table when the
// file's structures make sense, or else as runs of printable text.

var errCFB = errors.New("doc: malformed compound file")

const (
	cfbFree       = 0xFFFFFFFF
	cfbEndOfChain = 0xFFFFFFFE
	cfbMaxSectors = 1 << 16
)

type cfb struct {
	data       []byte
	sectorSize int
	fat        []uint32
	miniFAT    []uint32
	miniStream []byte
	miniCutoff uint32
	dir        []cfbEntry
}

type cfbEntry struct {
	name  string
	typ   byte
	start uint32
	size  uint64
}

func (c *cfb) sector(i uint32) []byte {
	off := (int(i) + 1) * c.sectorSize
	if i >= cfbMaxSectors*4 || off < 0 || off+c.sectorSize > len(c.data) {
		return nil
	}
	return c.data[off : off+c.sectorSize]
}

// chain reads a FAT chain from start, at most limit bytes.
func (c *cfb) chain(start uint32, limit int) ([]byte, error) {
	var out []byte
	seen := 0
	for s := start; s != cfbEndOfChain; {
		if s == cfbFree || int(s) >= len(c.fat) || seen > len(c.fat) {
			if len(out) > 0 {
				break
			}
			return nil, errCFB
		}
		sec := c.sector(s)
		if sec == nil {
			return nil, errCFB
		}
		out = append(out, sec...)
		if len(out) >= limit {
			return out[:limit], nil
		}
		s = c.fat[s]
		seen++
	}
	return out, nil
}

func parseCFB(data []byte) (*cfb, error) {
	if len(data) < 512 {
		return nil, errCFB
	}
	le := binary.LittleEndian
	shift := le.Uint16(data[30:])
	if shift != 9 && shift != 12 {
		return nil, errCFB
	}
	c := &cfb{data: data, sectorSize: 1 << shift}
	numFAT := le.Uint32(data[44:])
	dirStart := le.Uint32(data[48:])
	c.miniCutoff = le.Uint32(data[56:])
	miniFATStart := le.Uint32(data[60:])
	numMiniFAT := le.Uint32(data[64:])
	difatStart := le.Uint32(data[68:])
	numDIFAT := le.Uint32(data[72:])
	if numFAT > cfbMaxSectors || numMiniFAT > cfbMaxSectors || numDIFAT > 4096 {
		return nil, errCFB
	}
	var fatSectors []uint32
	nFAT := int(numFAT)
	for i := 0; i < 109 && len(fatSectors) < nFAT; i++ {
		fatSectors = append(fatSectors, le.Uint32(data[76+4*i:]))
	}
	for s, n := difatStart, uint32(0); len(fatSectors) < nFAT && s != cfbEndOfChain && s != cfbFree && n < numDIFAT; n++ {
		sec := c.sector(s)
		if sec == nil {
			return nil, errCFB
		}
		per := c.sectorSize/4 - 1
		for i := 0; i < per && len(fatSectors) < nFAT; i++ {
			fatSectors = append(fatSectors, le.Uint32(sec[4*i:]))
		}
		s = le.Uint32(sec[4*per:])
	}
	for _, s := range fatSectors {
		sec := c.sector(s)
		if sec == nil {
			return nil, errCFB
		}
		for i := 0; i+4 <= len(sec); i += 4 {
			c.fat = append(c.fat, le.Uint32(sec[i:]))
		}
	}
	dir, err := c.chain(dirStart, MaxInputBytes)
	if err != nil {
		return nil, err
	}
	for i := 0; i+128 <= len(dir) && i < 128*10000; i += 128 {
		e := dir[i : i+128]
		nameLen := int(le.Uint16(e[64:]))
		if nameLen > 64 || nameLen < 2 {
			c.dir = append(c.dir, cfbEntry{})
			continue
		}
		u := make([]uint16, 0, nameLen/2-1)
		for j := 0; j+2 <= nameLen-2; j += 2 {
			u = append(u, le.Uint16(e[j:]))
		}
		size := le.Uint64(e[120:])
		if c.sectorSize == 512 {
			size &= 0xFFFFFFFF
		}
		c.dir = append(c.dir, cfbEntry{name: string(utf16.Decode(u)), typ: e[66], start: le.Uint32(e[116:]), size: size})
	}
	if len(c.dir) == 0 || c.dir[0].typ != 5 {
		return nil, errCFB
	}
	if numMiniFAT > 0 {
		mf, err := c.chain(miniFATStart, int(numMiniFAT)*c.sectorSize)
		if err == nil {
			for i := 0; i+4 <= len(mf); i += 4 {
				c.miniFAT = append(c.miniFAT, le.Uint32(mf[i:]))
			}
		}
		root := c.dir[0]
		c.miniStream, _ = c.chain(root.start, int(min(root.size, MaxInputBytes)))
	}
	return c, nil
}

// stream returns the named stream's bytes.
func (c *cfb) stream(name string) ([]byte, error) {
	for _, e := range c.dir {
		if e.typ != 2 || !strings.EqualFold(e.name, name) {
			continue
		}
		size := int(min(e.size, MaxInputBytes))
		if e.size >= uint64(c.miniCutoff) {
			return c.chain(e.start, size)
		}
		var out []byte
		seen := 0
		for s := e.start; s != cfbEndOfChain && len(out) < size; s = c.miniFAT[s] {
			if int(s) >= len(c.miniFAT) || seen > len(c.miniFAT) {
				return nil, errCFB
			}
			off := int(s) * 64
			if off+64 > len(c.miniStream) {
				return nil, errCFB
			}
			out = append(out, c.miniStream[off:off+64]...)
			seen++
		}
		if len(out) > size {
			out = out[:size]
		}
		return out, nil
	}
	return nil, errors.New("doc: no stream " + name)
}

func extractDOC(ctx context.Context, data []byte) (string, error) {
	c, err := parseCFB(data)
	if err != nil {
		return "", extractErr(MsgDamaged, err)
	}
	wd, err := c.stream("WordDocument")
	if err != nil {
		return "", extractErr(MsgNotSupported, err)
	}
	if t, ok := docPieceText(c, wd); ok {
		return t, nil
	}
	if ctx.Err() != nil {
		return "", extractErr(MsgTimeout, ctx.Err())
	}
	return docRuns(wd), nil
}

// docPieceText reads the text through the FIB's piece table (Clx) in the
// table stream: the exact characters, in order.
func docPieceText(c *cfb, wd []byte) (string, bool) {
	le := binary.LittleEndian
	if len(wd) < 0x1AA || le.Uint16(wd) != 0xA5EC {
		return "", false
	}
	flags := le.Uint16(wd[0x0A:])
	if flags&0x0004 != 0 { // fComplex fast-saved files
		// The piece table still describes the text; go on.
		_ = flags
	}
	tableName := "0Table"
	if flags&0x0200 != 0 {
		tableName = "1Table"
	}
	table, err := c.stream(tableName)
	if err != nil {
		return "", false
	}
	fcClx, lcbClx := le.Uint32(wd[0x1A2:]), le.Uint32(wd[0x1A6:])
	if lcbClx == 0 || uint64(fcClx)+uint64(lcbClx) > uint64(len(table)) {
		return "", false
	}
	clx := table[fcClx : fcClx+lcbClx]
	i := 0
	for i < len(clx) && clx[i] == 0x01 { // Prc: skip
		if i+3 > len(clx) {
			return "", false
		}
		i += 3 + int(le.Uint16(clx[i+1:]))
	}
	if i+5 > len(clx) || clx[i] != 0x02 {
		return "", false
	}
	lcb := int(le.Uint32(clx[i+1:]))
	plc := clx[i+5:]
	if lcb > len(plc) || (lcb-4)%12 != 0 {
		return "", false
	}
	n := (lcb - 4) / 12
	var b strings.Builder
	for k := 0; k < n; k++ {
		cp0, cp1 := le.Uint32(plc[4*k:]), le.Uint32(plc[4*(k+1):])
		if cp1 < cp0 || cp1-cp0 > MaxInputBytes {
			return "", false
		}
		count := int(cp1 - cp0)
		pcd := plc[4*(n+1)+8*k:]
		fc := le.Uint32(pcd[2:])
		if fc&0x40000000 != 0 {
			off := int((fc &^ 0x40000000) / 2)
			if off+count > len(wd) {
				return "", false
			}
			for _, ch := range wd[off : off+count] {
				b.WriteRune(cp1252(ch))
			}
		} else {
			off := int(fc)
			if off+2*count > len(wd) || off < 0 {
				return "", false
			}
			u := make([]uint16, count)
			for j := range u {
				u[j] = le.Uint16(wd[off+2*j:])
			}
			b.WriteString(string(utf16.Decode(u)))
		}
		if b.Len() > maxTextBytes {
			break
		}
	}
	return cleanWordChars(b.String()), true
}

// cleanWordChars maps Word's special characters: paragraph and cell marks
// end lines, field instructions (between 0x13 and 0x14) are dropped.
func cleanWordChars(s string) string {
	var b strings.Builder
	inField := 0
	for _, r := range s {
		switch r {
		case 0x13:
			inField++
			continue
		case 0x14:
			inField = 0
			continue
		case 0x15:
			inField = 0
			continue
		}
		if inField > 0 {
			continue
		}
		switch r {
		case '\r', 0x07, 0x0B, 0x0C:
			b.WriteByte('\n')
		case '\t':
			b.WriteByte(' ')
		case 0x1E:
			b.WriteByte('-')
		case 0x1F:
		default:
			if r >= 0x20 {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// docRuns is the fallback: runs of at least four printable characters,
// read as UTF-16LE and as 8-bit text, whichever gives more letters.
func docRuns(wd []byte) string {
	var u16, u8 []string
	var cur []rune
	flush := func(dst *[]string) {
		if len(cur) >= 4 && plausibleRun(cur) {
			*dst = append(*dst, strings.TrimSpace(string(cur)))
		}
		cur = cur[:0]
	}
	for i := 0; i+1 < len(wd); i += 2 {
		r := rune(binary.LittleEndian.Uint16(wd[i:]))
		if r == '\r' || r == 0x0B || r == 0x07 {
			flush(&u16)
			continue
		}
		if unicode.IsPrint(r) && r < 0x2100 {
			cur = append(cur, r)
		} else {
			flush(&u16)
		}
	}
	flush(&u16)
	for _, ch := range wd {
		r := cp1252(ch)
		if ch == '\r' || ch == 0x0B || ch == 0x07 {
			flush(&u8)
			continue
		}
		if ch >= 0x20 && unicode.IsPrint(r) {
			cur = append(cur, r)
		} else {
			flush(&u8)
		}
	}
	flush(&u8)
	if letters(u16) >= letters(u8) {
		return strings.Join(u16, "\n")
	}
	return strings.Join(u8, "\n")
}

// plausibleRun keeps runs that read like words: mostly letters and spaces.
func plausibleRun(r []rune) bool {
	good := 0
	for _, c := range r {
		if unicode.IsLetter(c) || c == ' ' {
			good++
		}
	}
	return good*10 >= len(r)*7 && strings.ContainsRune(string(r), ' ') || good == len(r) && len(r) >= 6
}

func letters(ss []string) int {
	n := 0
	for _, s := range ss {
		for _, c := range s {
			if unicode.IsLetter(c) {
				n++
			}
		}
	}
	return n
}

var cp1252High = [32]rune{
	'€', 0, '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', 0, 'Ž', 0,
	0, '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', 0, 'ž', 'Ÿ',
}

func cp1252(b byte) rune {
	if b >= 0x80 && b < 0xA0 {
		if r := cp1252High[b-0x80]; r != 0 {
			return r
		}
		return 0xFFFD
	}
	return rune(b)
}
