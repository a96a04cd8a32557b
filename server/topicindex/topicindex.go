// Package topicindex lets a record save skip, in a few nanoseconds each, the open realtime
// connections that hold none of its topics.
//
// PocketBase broadcasts every record save to every connected client: for each client it asks
// Subscriptions(prefix) for six prefixes ("<collection>/<id>?", "<collection>/*?", … by name and by
// id), and the default client answers each by concatenating and comparing every one of its
// subscription keys, allocating as it goes (apis/realtime.go, realtimeBroadcastRecord;
// tools/subscriptions/client.go). With thousands of signed-in pages open, that scan was most of a
// ticket request's CPU (BENCHMARKS.md, "(e) The drop"). Here a process-wide count of subscribed
// topics (by hash slot) answers "nobody holds this topic" without touching the client, a per-client
// index answers the rest, and PocketBase's own client is asked whenever the topic is held, so what a
// subscriber receives is exactly what it received before.
package topicindex

import (
	"hash/maphash"
	"maps"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// held counts, per hash slot, the (client, topic) pairs of every indexed client. A slot is raised
// before a client publishes its topic and lowered after it withdraws it, so a zero slot proves that
// no client holds any topic hashing there; a collision only costs the per-client look-up.
var (
	held [1 << 16]atomic.Int32
	seed = maphash.MakeSeed()
)

func slotOf(topic string) *atomic.Int32 {
	return &held[maphash.String(seed, topic)&(uint64(len(held))-1)]
}

// Client is PocketBase's DefaultClient plus an index of its subscription keys by topic (the key up
// to its first "?", where the SDK appends the subscription's options).
type Client struct {
	*subscriptions.DefaultClient

	// mu orders writers; readers (every save's broadcast) load topics without a lock: a write
	// replaces the map, never changes one that was published.
	mu     sync.Mutex
	topics atomic.Pointer[map[string]int]
}

var _ subscriptions.Client = (*Client)(nil)

// NewClient wraps a new DefaultClient.
func NewClient() *Client {
	c := &Client{DefaultClient: subscriptions.NewDefaultClient()}
	c.topics.Store(&map[string]int{})
	return c
}

func topicOf(key string) string {
	if i := strings.IndexByte(key, '?'); i >= 0 {
		return key[:i]
	}
	return key
}

// Subscribe implements subscriptions.Client.
func (c *Client) Subscribe(subs ...string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	topics := maps.Clone(*c.topics.Load())
	for _, s := range subs {
		if s != "" && !c.DefaultClient.HasSubscription(s) {
			t := topicOf(s)
			if topics[t] == 0 {
				slotOf(t).Add(1)
			}
			topics[t]++
		}
		c.DefaultClient.Subscribe(s)
	}
	c.topics.Store(&topics)
}

// Unsubscribe implements subscriptions.Client (no argument: every subscription).
func (c *Client) Unsubscribe(subs ...string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	old := *c.topics.Load()
	if len(subs) == 0 {
		c.DefaultClient.Unsubscribe()
		c.topics.Store(&map[string]int{})
		for t := range old {
			slotOf(t).Add(-1)
		}
		return
	}
	topics := maps.Clone(old)
	var gone []string
	for _, s := range subs {
		if !c.DefaultClient.HasSubscription(s) {
			continue
		}
		c.DefaultClient.Unsubscribe(s)
		t := topicOf(s)
		if topics[t]--; topics[t] <= 0 {
			delete(topics, t)
			gone = append(gone, t)
		}
	}
	c.topics.Store(&topics)
	for _, t := range gone {
		slotOf(t).Add(-1)
	}
}

// Subscriptions implements subscriptions.Client. A key k matches a prefix p when k+"?" starts with p
// (DefaultClient's rule). For p = t+"?" with no "?" in t that is: k's topic is t. Those prefixes,
// the ones PocketBase's broadcast asks for, are answered nil when no client or not this one holds
// t; any other prefix, and a held topic, go to DefaultClient.
func (c *Client) Subscriptions(prefixes ...string) map[string]subscriptions.SubscriptionOptions {
	if len(prefixes) == 0 {
		return c.DefaultClient.Subscriptions()
	}
	var topics map[string]int
	for _, p := range prefixes {
		t, ok := strings.CutSuffix(p, "?")
		if !ok || strings.IndexByte(t, '?') >= 0 {
			return c.DefaultClient.Subscriptions(prefixes...)
		}
		if slotOf(t).Load() == 0 {
			continue
		}
		if topics == nil {
			topics = *c.topics.Load()
		}
		if topics[t] > 0 {
			return c.DefaultClient.Subscriptions(prefixes...)
		}
	}
	return nil
}

// MustRegister makes every realtime connection use an indexed Client.
func MustRegister(app core.App) {
	app.OnRealtimeConnectRequest().Bind(&hook.Handler[*core.RealtimeConnectRequestEvent]{
		Id: "monsterinvasion.topicindex",
		// First, so that any other handler sees the client PocketBase will register.
		Priority: -1000,
		Func: func(e *core.RealtimeConnectRequestEvent) error {
			indexed := NewClient()
			// What PocketBase set on its own client before the hook: the caller's IP.
			if ip := e.Client.Get(apis.RealtimeClientIPKey); ip != nil {
				indexed.Set(apis.RealtimeClientIPKey, ip)
			}
			e.Client = indexed
			// The connection lives inside Next; once it ends, its topics leave the shared counts.
			defer indexed.Unsubscribe()
			return e.Next()
		},
	})
}
