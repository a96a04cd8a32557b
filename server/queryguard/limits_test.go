package queryguard

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/ganigeorgiev/fexpr"
)

// hasCommentByRescan is how the guard used to look for comments: fexpr's own scanner, rescanning
// every group's literal (quadratic in the nesting). It is the oracle for filterSurface's one pass.
func hasCommentByRescan(filter string) bool {
	scanner := fexpr.NewScanner([]byte(filter))
	for {
		t, err := scanner.Scan()
		if err != nil || t.Type == fexpr.TokenEOF {
			return false
		}
		if t.Type == fexpr.TokenComment || (t.Type == fexpr.TokenGroup && hasCommentByRescan(t.Literal)) {
			return true
		}
	}
}

// parsedDepth is how deep fexpr's parse nests groups.
func parsedDepth(groups []fexpr.ExprGroup) int {
	deepest := 0
	for _, g := range groups {
		if inner, ok := g.Item.([]fexpr.ExprGroup); ok {
			if d := 1 + parsedDepth(inner); d > deepest {
				deepest = d
			}
		}
	}
	return deepest
}

func TestFilterSurfaceAgreesWithPocketBasesParserOnRandomFilters(t *testing.T) {
	rng := rand.New(rand.NewSource(20261201))
	alphabet := []string{"(", ")", "'", `"`, `\`, "/", "//", " ", "a", "=", "1", "&&", "||", "\n", "x = 'a'", `"(//)"`}
	parsed := 0
	for i := 0; i < 200000; i++ {
		var b strings.Builder
		for n := rng.Intn(24); n > 0; n-- {
			b.WriteString(alphabet[rng.Intn(len(alphabet))])
		}
		filter := b.String()
		depth, comment := filterSurface(filter)
		groups, err := fexpr.Parse(filter)
		if err != nil {
			continue
		}
		parsed++
		if want := hasCommentByRescan(filter); comment != want {
			t.Fatalf("filter %q: comment %v, PocketBase's scanner says %v", filter, comment, want)
		}
		if !comment && depth < parsedDepth(groups) {
			t.Fatalf("filter %q: depth %d is less than PocketBase's parse (%d)", filter, depth, parsedDepth(groups))
		}
	}
	if parsed < 1000 {
		t.Fatalf("only %d of the random filters parsed: the walk proves too little", parsed)
	}
}

func TestFilterSurfaceSkipsQuotedTextAndItsEscapes(t *testing.T) {
	cases := []struct {
		filter  string
		depth   int
		comment bool
	}{
		{"a = 'x'", 0, false},
		{"(a = 'x') && (b = 'y')", 1, false},
		{"((a = 'x'))", 2, false},
		{"a = '((((('", 0, false},
		{`a = 'it\'s (' && (b = "//")`, 1, false},
		{"a = 'x' // note", 0, true},
		{"(a = 'x' // note\n)", 1, true},
		{`a = "\\" // after an escaped backslash`, 0, true},
	}
	for _, c := range cases {
		depth, comment := filterSurface(c.filter)
		if depth != c.depth || comment != c.comment {
			t.Errorf("filterSurface(%q) = %d, %v; want %d, %v", c.filter, depth, comment, c.depth, c.comment)
		}
	}
}

func TestJSONDepthCountsObjectsAndArraysOutsideStrings(t *testing.T) {
	cases := map[string]int{
		`{}`:                       1,
		`{"a":[1,{"b":2}]}`:        3,
		`{"a":"[[[[{{{{"}`:         1,
		`{"a":"\"[[[","b":[[]]}`:   3,
		`[[[[[[[[[[]]]]]]]]]]`:     10,
		strings.Repeat("[", 5000): 5000,
	}
	for raw, want := range cases {
		if got := jsonDepth([]byte(raw)); got != want {
			t.Errorf("jsonDepth(%.40q) = %d; want %d", raw, got, want)
		}
	}
}

func TestTheEmbeddedAllowlistCarriesEveryLimit(t *testing.T) {
	list, err := Parse(allowlistJSON)
	if err != nil {
		t.Fatal(err)
	}
	if !list.limits.complete() {
		t.Fatalf("limits incomplete: %+v", list.limits)
	}
	if list.limits.MaxFilterBytes > 3500 {
		t.Fatalf("the filter limit %d is above PocketBase's own 3,500", list.limits.MaxFilterBytes)
	}
	if _, err := Parse([]byte(`{"collections":{"a":{}}}`)); err == nil {
		t.Fatal("an allowlist without limits was accepted")
	}
}

func TestAFilterDeeperOrLongerThanTheLimitsIsRefusedWithoutParsing(t *testing.T) {
	list, err := Parse(allowlistJSON)
	if err != nil {
		t.Fatal(err)
	}
	shapes := list.collections["UserCompleteEntradasPedidas"]
	allowed := "estado = 'creada' && (email ~ 'ana' || username ~ 'ana' || nombreEnDocumento ~ 'ana')"
	if !shapes.filterAllowed(allowed, list.limits) {
		t.Fatal("the SPA's own search was refused")
	}
	deeper := "estado = 'creada' && ((email ~ 'ana' || username ~ 'ana' || nombreEnDocumento ~ 'ana'))"
	if shapes.filterAllowed(deeper, list.limits) {
		t.Fatal("a filter nested deeper than every template was accepted")
	}
	long := "estado = 'creada' && (email ~ '" + strings.Repeat("a", list.limits.MaxFilterBytes) + "' || username ~ 'a' || nombreEnDocumento ~ 'a')"
	if shapes.filterAllowed(long, list.limits) {
		t.Fatal("a filter longer than the limit was accepted")
	}
}
