// Package topicindex gives every realtime connection a subscription index by topic, so that a
// record save costs PocketBase a map lookup per open connection instead of a scan.
//
// PocketBase broadcasts every record save to every connected client: for each client it asks
// Subscriptions(prefix) for six prefixes ("<collection>/<id>?", "<collection>/*?", … by name and by
// id), and the default client answers each by concatenating and comparing every one of its
// subscription keys, allocating as it goes (apis/realtime.go, realtimeBroadcastRecord;
// tools/subscriptions/client.go). With thousands of signed-in pages open that scan, not the save,
// was most of a ticket request's CPU (BENCHMARKS.md, "(e) The drop"). The client here answers those
// prefixes from an index and defers to PocketBase's own client for everything else, so what a
// subscriber receives is exactly what it received before.
package topicindex

import (
	"maps"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

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
			topics[topicOf(s)]++
		}
		c.DefaultClient.Subscribe(s)
	}
	// Published after the keys exist: a reader that sees a topic finds its keys.
	c.topics.Store(&topics)
}

// Unsubscribe implements subscriptions.Client (no argument: every subscription).
func (c *Client) Unsubscribe(subs ...string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(subs) == 0 {
		c.topics.Store(&map[string]int{})
		c.DefaultClient.Unsubscribe()
		return
	}
	topics := maps.Clone(*c.topics.Load())
	for _, s := range subs {
		if !c.DefaultClient.HasSubscription(s) {
			continue
		}
		c.DefaultClient.Unsubscribe(s)
		t := topicOf(s)
		if topics[t]--; topics[t] <= 0 {
			delete(topics, t)
		}
	}
	c.topics.Store(&topics)
}

// Subscriptions implements subscriptions.Client. A key k matches a prefix p when k+"?" starts with p
// (DefaultClient's rule). For p = t+"?" with no "?" in t that is: k's topic is t. Those prefixes,
// the ones PocketBase's broadcast asks for, are answered from the index; a client without such a
// topic answers nil without a scan or an allocation. Any other prefix goes to DefaultClient.
func (c *Client) Subscriptions(prefixes ...string) map[string]subscriptions.SubscriptionOptions {
	if len(prefixes) == 0 {
		return c.DefaultClient.Subscriptions()
	}
	topics := *c.topics.Load()
	for _, p := range prefixes {
		t, ok := strings.CutSuffix(p, "?")
		if !ok || strings.IndexByte(t, '?') >= 0 {
			return c.DefaultClient.Subscriptions(prefixes...)
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
			return e.Next()
		},
	})
}
