package topicindex

import (
	"fmt"
	"math/rand"
	"reflect"
	"testing"

	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// Keys and prefixes drawn from what the SDK sends and what PocketBase's broadcast asks, plus the odd
// ones (no options, options that contain "?", prefixes that are not a whole topic).
var keys = []string{
	"Entradas/*", "Entradas/*?options=%7B%22query%22%3A%7B%7D%7D", "Entradas/abc", "Entradas/abc?options=x",
	"Entradas", "Entradas?options=x", "EntradasPedidas/abc", "EntradasPedidas/abc?options=%7B%22query%22%3A%7B%22expand%22%3A%22tipo%22%7D%7D",
	"pbc_123/abc", "pbc_123/*", "AlertBanner/*", "a?b?c", "Entradas/ab", "Entradas/abcd", "",
}

var prefixes = []string{
	"Entradas/abc?", "Entradas/*?", "Entradas?", "pbc_123/abc?", "pbc_123/*?", "pbc_123?",
	"EntradasPedidas/abc?", "Entradas/ab", "Entradas", "", "a?", "a?b?", "Entradas/*?options", "?",
}

// Every sequence of subscribe/unsubscribe calls leaves the indexed client answering every prefix
// (alone and in pairs) exactly as PocketBase's own client does.
func TestAnswersEveryPrefixLikeTheDefaultClient(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for round := 0; round < 2000; round++ {
		plain := subscriptions.NewDefaultClient()
		indexed := NewClient()
		for step := 0; step < 12; step++ {
			n := rng.Intn(4)
			subs := make([]string, n)
			for i := range subs {
				subs[i] = keys[rng.Intn(len(keys))]
			}
			switch rng.Intn(4) {
			case 0, 1:
				plain.Subscribe(subs...)
				indexed.Subscribe(subs...)
			case 2:
				plain.Unsubscribe(subs...)
				indexed.Unsubscribe(subs...)
			case 3:
				if rng.Intn(5) == 0 {
					plain.Unsubscribe()
					indexed.Unsubscribe()
				}
			}
			for _, p := range prefixes {
				for _, q := range append([]string{""}, prefixes...) {
					args := []string{p}
					if q != "" {
						args = append(args, q)
					}
					want, got := plain.Subscriptions(args...), indexed.Subscriptions(args...)
					if len(want) != len(got) || (len(want) > 0 && !reflect.DeepEqual(want, got)) {
						t.Fatalf("round %d step %d, prefixes %q: want %v, got %v", round, step, args, want, got)
					}
				}
			}
			if !reflect.DeepEqual(plain.Subscriptions(), indexed.Subscriptions()) {
				t.Fatalf("round %d step %d: all subscriptions differ", round, step)
			}
		}
		indexed.Unsubscribe()
	}
	for i := range held {
		if n := held[i].Load(); n != 0 {
			t.Fatalf("slot %d still counts %d topics after every client unsubscribed", i, n)
		}
	}
}

// A topic another client holds does not make this one answer it.
func TestAnotherClientsTopicIsNotThisClients(t *testing.T) {
	holder, other := NewClient(), NewClient()
	defer holder.Unsubscribe()
	holder.Subscribe("EntradasPedidas/abc")
	other.Subscribe("EntradasPedidas/xyz")
	defer other.Unsubscribe()
	if got := other.Subscriptions("EntradasPedidas/abc?"); len(got) != 0 {
		t.Fatalf("got %v", got)
	}
	if got := holder.Subscriptions("EntradasPedidas/abc?"); len(got) != 1 {
		t.Fatalf("got %v", got)
	}
}

// The broadcast's question for one save, asked of 5,000 open pages each holding its own record's topic.
func benchmarkScan(b *testing.B, newClient func() subscriptions.Client) {
	clients := make([]subscriptions.Client, 5000)
	for i := range clients {
		c := newClient()
		c.Subscribe(fmt.Sprintf("EntradasPedidas/%015d?options=%%7B%%7D", i), fmt.Sprintf("EntradasEntregadas/%015d?options=%%7B%%7D", i))
		clients[i] = c
	}
	asked := []string{"EntradasPedidas/zzzzzzzzzzzzzzz?", "pbc_1/zzzzzzzzzzzzzzz?", "EntradasPedidas/*?", "pbc_1/*?", "EntradasPedidas?", "pbc_1?"}
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		for _, c := range clients {
			for _, p := range asked {
				if len(c.Subscriptions(p)) != 0 {
					b.Fatal("unexpected match")
				}
			}
		}
	}
}

func BenchmarkSaveScanDefaultClient(b *testing.B) {
	benchmarkScan(b, func() subscriptions.Client { return subscriptions.NewDefaultClient() })
}

func BenchmarkSaveScanIndexedClient(b *testing.B) {
	benchmarkScan(b, func() subscriptions.Client { return NewClient() })
}
