package jobsearch

import (
	"container/list"
	"sync"
)

// lru is a small least-recently-used cache safe for concurrent use. Each
// value weighs what weigh says (1 each when nil); the least recently used
// go while the total is over max.
type lru[V any] struct {
	mu    sync.Mutex
	max   int
	weigh func(V) int
	total int
	order *list.List // front: most recent; values are *entry[V]
	items map[string]*list.Element
}

type entry[V any] struct {
	key    string
	val    V
	weight int
}

func newLRU[V any](max int, weigh func(V) int) *lru[V] {
	return &lru[V]{max: max, weigh: weigh, order: list.New(), items: map[string]*list.Element{}}
}

func (c *lru[V]) get(key string) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[key]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*entry[V]).val, true
	}
	var zero V
	return zero, false
}

func (c *lru[V]) put(key string, val V) {
	w := 1
	if c.weigh != nil {
		w = max(1, c.weigh(val))
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[key]; ok {
		en := e.Value.(*entry[V])
		c.total += w - en.weight
		en.val, en.weight = val, w
		c.order.MoveToFront(e)
	} else {
		c.items[key] = c.order.PushFront(&entry[V]{key, val, w})
		c.total += w
	}
	// The newest entry stays even when it alone is over max.
	for c.total > c.max && c.order.Len() > 1 {
		last := c.order.Back()
		en := last.Value.(*entry[V])
		c.order.Remove(last)
		delete(c.items, en.key)
		c.total -= en.weight
	}
}
