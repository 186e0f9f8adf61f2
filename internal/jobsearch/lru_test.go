package jobsearch

import "testing"

// The cache keeps what it holds under its weight, dropping the least
// recently used first; a value heavier than the whole cache is kept alone.
func TestLRUWeighs(t *testing.T) {
	c := newLRU(10, func(v []int32) int { return len(v) })
	c.put("a", make([]int32, 4))
	c.put("b", make([]int32, 4))
	c.get("a")
	c.put("c", make([]int32, 4)) // 12 > 10: b, the least recent, goes
	if _, ok := c.get("b"); ok {
		t.Error("b kept over the weight")
	}
	for _, k := range []string{"a", "c"} {
		if _, ok := c.get(k); !ok {
			t.Errorf("%s dropped", k)
		}
	}
	c.put("big", make([]int32, 50))
	if _, ok := c.get("big"); !ok || c.order.Len() != 1 || c.total != 50 {
		t.Errorf("a value over the weight: kept %v, %d entries, total %d", ok, c.order.Len(), c.total)
	}
}
