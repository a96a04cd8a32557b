// Package queryguard refuses, for everyone but superusers, every query PocketBase would accept but
// the SPA never sends: filters, sorts, expands and fields outside the allowlist, realtime topics
// outside it (with any options at all), and batch requests. It is a router middleware, so it decides
// before any handler plans or runs a query; a refusal costs a parse of the URL and nothing else.
// docs/security.md §1.
package queryguard

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/url"
	"regexp"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"monsterinvasion/server/jsonbody"
)

// MiddlewareID names the guard in PocketBase's router.
const MiddlewareID = "miQueryGuard"

// Priority: after the auth token is loaded (superusers pass), the rate limiter and the body limit.
const Priority = apis.DefaultBodyLimitMiddlewarePriority + 10

const (
	msgFilter   = "Filtro no permitido: esta consulta no es una de las que usa el sitio. · Filter not allowed: this query is not one the site uses."
	msgSort     = "Orden no permitido. · Sort not allowed."
	msgExpand   = "Expansión no permitida. · Expand not allowed."
	msgFields   = "Campos no permitidos. · Fields not allowed."
	msgRequest  = "Solicitud no permitida. · Request not allowed."
	msgRealtime = "Suscripción no permitida. · Subscription not allowed."
	msgBatch    = "Las solicitudes en lote no están permitidas. · Batch requests are not allowed."
)

var guardedParams = []string{"filter", "sort", "expand", "fields"}

// MustRegister binds the guard to every route, with the allowlist embedded in the binary.
func MustRegister(app core.App) {
	list, err := Parse(allowlistJSON)
	if err != nil {
		panic(err)
	}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		// Go's server refuses a longer request line and headers with 431 before any handler runs.
		se.Server.MaxHeaderBytes = list.limits.MaxHeaderBytes
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{Id: MiddlewareID, Priority: Priority, Func: list.Middleware})
		return se.Next()
	})
}

// Middleware is the router middleware.
func (l *Allowlist) Middleware(e *core.RequestEvent) error {
	if e.HasSuperuserAuth() {
		return e.Next()
	}
	if r := l.checkSizes(e); r.refused() {
		return e.Error(r.status, r.message, nil)
	}
	if reason := l.check(e); reason != "" {
		return e.BadRequestError(reason, nil)
	}
	return e.Next()
}

func (l *Allowlist) check(e *core.RequestEvent) string {
	// PocketBase reads the query with url.Values (first value of a name); anything Go's strict
	// parser rejects or a repeated name could be read two ways, so it is refused.
	params, err := url.ParseQuery(e.Request.URL.RawQuery)
	if err != nil {
		return msgRequest
	}
	for _, values := range params {
		if len(values) > 1 {
			return msgRequest
		}
	}
	if reason := l.checkQuery(e, params); reason != "" {
		return reason
	}
	switch {
	case e.Request.Pattern == "POST /api/realtime":
		return l.checkRealtime(e)
	case e.Request.Pattern == "POST /api/batch":
		return msgBatch
	}
	return ""
}

func (l *Allowlist) checkQuery(e *core.RequestEvent, params url.Values) string {
	guarded := false
	for _, name := range guardedParams {
		if params.Get(name) != "" {
			guarded = true
		}
	}
	if !guarded {
		return ""
	}
	shapes := l.shapesOf(e)
	if shapes == nil {
		return msgRequest
	}
	if !shapes.filterAllowed(params.Get("filter"), l.limits) {
		return msgFilter
	}
	if v := params.Get("sort"); v != "" && !shapes.sorts[v] {
		return msgSort
	}
	if v := params.Get("expand"); v != "" && !shapes.expands[v] {
		return msgExpand
	}
	if v := params.Get("fields"); v != "" && !shapes.fields[v] {
		return msgFields
	}
	return ""
}

// shapesOf is the allowlist of the collection the route names (by name or id, as PocketBase
// resolves it), or nil for routes without one.
func (l *Allowlist) shapesOf(e *core.RequestEvent) *collectionShapes {
	named := e.Request.PathValue("collection")
	if named == "" {
		return nil
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(named)
	if err != nil || collection == nil {
		return nil
	}
	return l.collections[collection.Name]
}

var topicPattern = regexp.MustCompile(`^([A-Za-z0-9_]+)/(\*|[a-z0-9]{15})$`)

// checkRealtime reads the subscription body strictly: JSON only, the two keys the SDK sends, each
// once, and topics without options (`Collection/*` or `Collection/<id>`, as allowlisted).
func (l *Allowlist) checkRealtime(e *core.RequestEvent) string {
	// The handler reads exactly the bytes checked here.
	raw, ok := jsonbody.Read(e, l.limits.MaxRealtimeBodyBytes)
	if !ok {
		return msgRealtime
	}
	clientID, topics, err := subscriptionTopics(raw)
	if err != nil || len(clientID) > l.limits.MaxRealtimeClientIDBytes || len(topics) > l.limits.MaxRealtimeTopics {
		return msgRealtime
	}
	for _, topic := range topics {
		if len(topic) > l.limits.MaxRealtimeTopicBytes {
			return msgRealtime
		}
		if l.clientEvents[topic] {
			continue
		}
		match := topicPattern.FindStringSubmatch(topic)
		if match == nil {
			return msgRealtime
		}
		allowed, ok := l.realtime[match[1]]
		if !ok || (match[2] == "*" && !allowed.All) || (match[2] != "*" && !allowed.Record) {
			return msgRealtime
		}
	}
	return ""
}

var errShape = errors.New("unexpected subscription body")

// subscriptionTopics decodes `{"clientId": "...", "subscriptions": ["..."]}` with no other key,
// no key twice and nothing after it.
func subscriptionTopics(raw []byte) (string, []string, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return "", nil, errShape
	}
	seen := map[string]bool{}
	var clientID string
	var topics []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return "", nil, errShape
		}
		key, _ := tok.(string)
		if seen[key] {
			return "", nil, errShape
		}
		seen[key] = true
		switch key {
		case "clientId":
			if err := dec.Decode(&clientID); err != nil {
				return "", nil, errShape
			}
		case "subscriptions":
			if err := dec.Decode(&topics); err != nil {
				return "", nil, errShape
			}
		default:
			return "", nil, errShape
		}
	}
	if tok, err := dec.Token(); err != nil || tok != json.Delim('}') {
		return "", nil, errShape
	}
	if _, err := dec.Token(); err != io.EOF {
		return "", nil, errShape
	}
	return clientID, topics, nil
}
