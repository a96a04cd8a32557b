package queryguard

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"

	"github.com/ganigeorgiev/fexpr"
)

// allowlist.json is generated from src/domain/query-allowlist.ts by `npm run build:hooks`
// (a unit test fails when it is stale). Embedding it means a built server cannot run without it.
//
//go:embed allowlist.json
var allowlistJSON []byte

type filterShape struct {
	Template string `json:"template"`
	Repeat   int    `json:"repeat"`
}

type collectionQueries struct {
	Filters []filterShape `json:"filters"`
	Sorts   []string      `json:"sorts"`
	Expands []string      `json:"expands"`
	Fields  []string      `json:"fields"`
}

type realtimeTopics struct {
	All    bool `json:"all"`
	Record bool `json:"record"`
}

type allowlistFile struct {
	Collections  map[string]collectionQueries `json:"collections"`
	Realtime     map[string]realtimeTopics    `json:"realtime"`
	ClientEvents []string                     `json:"clientEvents"`
	Limits       Limits                       `json:"limits"`
}

type compiledFilter struct {
	groups []fexpr.ExprGroup
	repeat int
}

type collectionShapes struct {
	filters []compiledFilter
	sorts   map[string]bool
	expands map[string]bool
	fields  map[string]bool
}

// Allowlist is the compiled list: filter templates parsed once by PocketBase's own parser.
type Allowlist struct {
	collections  map[string]*collectionShapes
	realtime     map[string]realtimeTopics
	clientEvents map[string]bool
	limits       Limits
}

var placeholder = regexp.MustCompile(`\{:([A-Za-z][A-Za-z0-9_]*)\}`)

// Parse compiles an allowlist document; any template PocketBase could not parse is an error.
func Parse(raw []byte) (*Allowlist, error) {
	var file allowlistFile
	if err := json.Unmarshal(raw, &file); err != nil {
		return nil, fmt.Errorf("query allowlist: %w", err)
	}
	if len(file.Collections) == 0 {
		return nil, fmt.Errorf("query allowlist: no collections")
	}
	if !file.Limits.complete() {
		return nil, fmt.Errorf("query allowlist: input limits missing")
	}
	list := &Allowlist{collections: map[string]*collectionShapes{}, realtime: file.Realtime, clientEvents: set(file.ClientEvents), limits: file.Limits}
	for name, queries := range file.Collections {
		shapes := &collectionShapes{sorts: set(queries.Sorts), expands: set(queries.Expands), fields: set(queries.Fields)}
		for _, f := range queries.Filters {
			// A placeholder becomes a quoted marker, so the template parses like the request will.
			groups, err := fexpr.Parse(placeholder.ReplaceAllString(f.Template, "'{:$1}'"))
			if err != nil {
				return nil, fmt.Errorf("query allowlist: %s filter %q: %w", name, f.Template, err)
			}
			if f.Repeat > 1 {
				if _, single := singleExpr(groups); !single {
					return nil, fmt.Errorf("query allowlist: %s filter %q: only a single comparison can repeat", name, f.Template)
				}
			}
			shapes.filters = append(shapes.filters, compiledFilter{groups: groups, repeat: f.Repeat})
		}
		list.collections[name] = shapes
	}
	return list, nil
}

func set(values []string) map[string]bool {
	out := make(map[string]bool, len(values))
	for _, v := range values {
		out[v] = true
	}
	return out
}

func singleExpr(groups []fexpr.ExprGroup) (fexpr.Expr, bool) {
	if len(groups) != 1 {
		return fexpr.Expr{}, false
	}
	expr, ok := groups[0].Item.(fexpr.Expr)
	return expr, ok
}

var recordID = regexp.MustCompile(`^[a-z0-9]{15}$`)
var idPlaceholder = regexp.MustCompile(`^(?:id[0-9]*|[A-Za-z][A-Za-z0-9_]*Id)$`)

// filterAllowed reports whether PocketBase's parse of `filter` has exactly the shape of one of the
// collection's templates. Its length and nesting are checked first, in one pass, so the parser
// (whose cost grows with the square of the nesting) only ever sees what a template could match.
func (s *collectionShapes) filterAllowed(filter string, limits Limits) bool {
	if filter == "" {
		return true
	}
	if len(filter) > limits.MaxFilterBytes {
		return false
	}
	// PocketBase's parser drops comments, so they change nothing it runs, but no query the site
	// sends has one and text nobody reads has no place in an allowlisted query.
	if depth, comment := filterSurface(filter); comment || depth > limits.MaxFilterDepth {
		return false
	}
	groups, err := fexpr.Parse(filter)
	if err != nil {
		return false
	}
	for _, f := range s.filters {
		if f.repeat > 1 {
			if matchRepeated(groups, f, limits.MaxFilterTextBytes) {
				return true
			}
			continue
		}
		if matchGroups(groups, f.groups, limits.MaxFilterTextBytes) {
			return true
		}
	}
	return false
}

func matchRepeated(groups []fexpr.ExprGroup, f compiledFilter, maxText int) bool {
	term, _ := singleExpr(f.groups)
	if len(groups) == 0 || len(groups) > f.repeat {
		return false
	}
	for i, g := range groups {
		want := fexpr.JoinOr
		if i == 0 {
			want = f.groups[0].Join
		}
		expr, ok := g.Item.(fexpr.Expr)
		if !ok || g.Join != want || !matchExpr(expr, term, maxText) {
			return false
		}
	}
	return true
}

func matchGroups(got, want []fexpr.ExprGroup, maxText int) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if got[i].Join != want[i].Join {
			return false
		}
		switch w := want[i].Item.(type) {
		case fexpr.Expr:
			g, ok := got[i].Item.(fexpr.Expr)
			if !ok || !matchExpr(g, w, maxText) {
				return false
			}
		case []fexpr.ExprGroup:
			g, ok := got[i].Item.([]fexpr.ExprGroup)
			if !ok || !matchGroups(g, w, maxText) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

func matchExpr(got, want fexpr.Expr, maxText int) bool {
	return got.Op == want.Op && matchToken(got.Left, want.Left, maxText) && matchToken(got.Right, want.Right, maxText)
}

func matchToken(got, want fexpr.Token, maxText int) bool {
	if want.Type == fexpr.TokenText {
		if name := placeholder.FindStringSubmatch(want.Literal); name != nil && name[0] == want.Literal {
			if got.Type != fexpr.TokenText {
				return false
			}
			if idPlaceholder.MatchString(name[1]) {
				return recordID.MatchString(got.Literal)
			}
			return len(got.Literal) <= maxText
		}
	}
	return got.Type == want.Type && got.Literal == want.Literal
}
