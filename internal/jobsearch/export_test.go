package jobsearch

// OrderingsComputed returns how many orderings s has computed.
func OrderingsComputed(s *Service) int64 { return s.orderings.Load() }

// SetBeforeOrder makes s call f as each ordering starts.
func SetBeforeOrder(s *Service, f func()) { s.beforeOrder = f }
