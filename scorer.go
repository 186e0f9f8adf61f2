package stride

// Scorer is MatchProfile.Score for many jobs whose features share parts:
// the caller numbers each distinct skill set, title and occupation (dense
// ids from 0, the same id for the same part), each part is worked out
// once (Learn), and a job whose parts are known is scored from its ids
// alone (ScoreIDs), so that ranking a million postings costs a few
// hundred thousand lookups in small arrays. Not safe for concurrent use:
// one per goroutine.
type Scorer struct {
	p      *MatchProfile
	skills []skillPart
	titles []float64
	occs   []float64
	// known marks the parts worked out: skill sets, titles, occupations.
	known [3][]bool
	// useOcc says the occupation part is the occupations' closeness (else
	// it is the title part); exp holds experienceFit by level + 1, pref
	// preference by remote flag.
	useOcc bool
	exp    []float64
	pref   [2]float64
}

// FeatureIDs number the parts of a JobFeatures for a Scorer, and hold
// what else its score reads: its experience level (LevelIndex), its
// remote flag and whether it has an occupation.
type FeatureIDs struct {
	Skills, Title, Occupation int32
	Level                     int8
	Remote, HasOccupation     bool
}

// IDsOf completes ids (the parts' numbers) with what f's score reads
// besides its parts.
func IDsOf(f *JobFeatures, ids FeatureIDs) FeatureIDs {
	ids.Level, ids.Remote, ids.HasOccupation = LevelIndex(f.Experience), f.Remote, f.Occupation != ""
	return ids
}

type skillPart struct {
	share   float64
	matched bool
}

// Scorer returns a Scorer for p.
func (p *MatchProfile) Scorer() *Scorer {
	s := &Scorer{p: p, useOcc: p.model != nil && p.occupation != "", exp: make([]float64, len(ExperienceLevels)+1)}
	for i := range s.exp {
		s.exp[i] = p.experienceFit(int8(i - 1)) // #nosec G115 -- a handful of levels
	}
	s.pref = [2]float64{p.preference(false), p.preference(true)}
	return s
}

// grow returns s long enough to hold index i.
func grow[T any](s []T, i int32) []T {
	if int(i) < len(s) {
		return s
	}
	return append(s, make([]T, int(i)+1-len(s))...)
}

// SkillWords returns every skill key or word run that can give a job's
// skill a share of p: a job skill whose key and parts are none of them
// shares nothing with p (see Scorer.Unmatched).
func (p *MatchProfile) SkillWords() []string {
	out := make([]string, 0, len(p.exact)+len(p.parts))
	for k := range p.exact {
		out = append(out, k)
	}
	for k := range p.parts {
		out = append(out, k)
	}
	return out
}

// Unmatched records that skill set id holds no skill whose key or parts
// are among p.SkillWords(), so that its part is 0 and unmatched without
// being worked out (what skillPart would find).
func (s *Scorer) Unmatched(id int32) {
	s.known[0], s.skills = grow(s.known[0], id), grow(s.skills, id)
	s.skills[id], s.known[0][id] = skillPart{}, true
}

// Known tells whether the parts of a job numbered ids are worked out:
// ScoreIDs scores it without its features.
func (s *Scorer) Known(ids FeatureIDs) bool {
	return int(ids.Skills) < len(s.known[0]) && s.known[0][ids.Skills] &&
		int(ids.Title) < len(s.known[1]) && s.known[1][ids.Title] &&
		(!s.useOcc || !ids.HasOccupation || int(ids.Occupation) < len(s.known[2]) && s.known[2][ids.Occupation])
}

// Learn works out the parts of f (numbered ids) not yet known.
func (s *Scorer) Learn(f *JobFeatures, ids FeatureIDs) {
	s.known[0], s.skills = grow(s.known[0], ids.Skills), grow(s.skills, ids.Skills)
	if !s.known[0][ids.Skills] {
		sk := &s.skills[ids.Skills]
		sk.share, sk.matched = s.p.skillPart(f.Skills, nil)
		s.known[0][ids.Skills] = true
	}
	s.known[1], s.titles = grow(s.known[1], ids.Title), grow(s.titles, ids.Title)
	if !s.known[1][ids.Title] {
		s.titles[ids.Title] = s.p.titlePart(f.TitleTokens)
		s.known[1][ids.Title] = true
	}
	if s.useOcc && f.Occupation != "" {
		s.known[2], s.occs = grow(s.known[2], ids.Occupation), grow(s.occs, ids.Occupation)
		if !s.known[2][ids.Occupation] {
			s.occs[ids.Occupation] = s.p.occPart(f.Occupation, s.titles[ids.Title])
			s.known[2][ids.Occupation] = true
		}
	}
}

// ScoreIDs is Score for a job whose parts are known (Known), read from
// its ids alone.
func (s *Scorer) ScoreIDs(ids FeatureIDs) (int, bool) {
	sk, title := s.skills[ids.Skills], s.titles[ids.Title]
	occ := title
	if s.useOcc && ids.HasOccupation {
		occ = s.occs[ids.Occupation]
	}
	remote := 0
	if ids.Remote {
		remote = 1
	}
	return total(sk.share, sk.matched, title, occ, s.exp[int(ids.Level)+1], s.pref[remote])
}

// Score is p.Score(f), ids numbering f's parts.
func (s *Scorer) Score(f *JobFeatures, ids FeatureIDs) (int, bool) {
	s.Learn(f, ids)
	return s.ScoreIDs(IDsOf(f, ids))
}
