package jobsearch

// OrderingsComputed returns how many orderings s has computed.
func OrderingsComputed(s *Service) int64 { return s.orderings.Load() }

// SetBeforeOrder makes s call f as each ordering starts.
func SetBeforeOrder(s *Service, f func()) { s.beforeOrder = f }

// Builds returns how many times s has built its index whole.
func Builds(s *Service) int64 { return s.builds.Load() }

// Query reads an index as it is, without asking the database.
type Query struct{ sn *snapshot }

// Peek returns s's current index.
func Peek(s *Service) Query { return Query{s.snap.Load()} }

// Count returns how many live docs hold the analysed word w.
func (q Query) Count(w string) int {
	n := 0
	for _, id := range q.sn.termsFor(analyze(w)[0], false) {
		q.sn.postings(id, func(d int32) {
			if !q.sn.dead.has(d) {
				n++
			}
		})
	}
	return n
}

// Live returns how many docs are live.
func (q Query) Live() int {
	n := 0
	for d := range q.sn.docs {
		if !q.sn.dead.has(int32(d)) {
			n++
		}
	}
	return n
}

// WaitIndexSaved waits for s's saves of its index file to end.
func WaitIndexSaved(s *Service) { s.saves.Wait() }
