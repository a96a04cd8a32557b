package queryguard

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Limits are src/domain/input-limits.ts's, embedded with the allowlist: what a request may carry
// before anything parses it.
type Limits struct {
	MaxHeaderBytes           int   `json:"maxHeaderBytes"`
	MaxPathBytes             int   `json:"maxPathBytes"`
	MaxQueryBytes            int   `json:"maxQueryBytes"`
	MaxFilterBytes           int   `json:"maxFilterBytes"`
	MaxFilterDepth           int   `json:"maxFilterDepth"`
	MaxListedParamBytes      int   `json:"maxListedParamBytes"`
	MaxFilterTextBytes       int   `json:"maxFilterTextBytes"`
	MaxJSONBodyBytes         int64 `json:"maxJsonBodyBytes"`
	MaxJSONDepth             int   `json:"maxJsonDepth"`
	MaxRealtimeTopics        int   `json:"maxRealtimeTopics"`
	MaxRealtimeTopicBytes    int   `json:"maxRealtimeTopicBytes"`
	MaxRealtimeClientIDBytes int   `json:"maxRealtimeClientIdBytes"`
	MaxRealtimeBodyBytes     int64 `json:"maxRealtimeBodyBytes"`
}

func (l Limits) complete() bool {
	return l.MaxHeaderBytes > 0 && l.MaxPathBytes > 0 && l.MaxQueryBytes > 0 && l.MaxFilterBytes > 0 && l.MaxFilterDepth >= 0 &&
		l.MaxListedParamBytes > 0 && l.MaxFilterTextBytes > 0 && l.MaxJSONBodyBytes > 0 && l.MaxJSONDepth > 0 &&
		l.MaxRealtimeTopics > 0 && l.MaxRealtimeTopicBytes > 0 && l.MaxRealtimeClientIDBytes > 0 && l.MaxRealtimeBodyBytes > 0
}

const (
	msgURLTooLong   = "La dirección de la solicitud es demasiado larga. · The request address is too long."
	msgBodyTooLarge = "El cuerpo de la solicitud es demasiado grande. · The request body is too large."
	msgBodyTooDeep  = "El cuerpo de la solicitud está anidado demasiado profundo. · The request body is nested too deeply."
	msgBodyType     = "Tipo de contenido no permitido. · Content type not allowed."
	msgBodyNotJSON  = "El cuerpo de la solicitud no es un objeto JSON válido. · The request body is not a valid JSON object."
)

// refusal is a status and a message; the zero value lets the request through.
type refusal struct {
	status  int
	message string
}

func (r refusal) refused() bool { return r.status != 0 }

// checkSizes runs before any parse: URL lengths, then the body as PocketBase's binder would read it
// (router.Event.BindBody: nothing when Content-Length is 0, else by the Content-Type's prefix).
func (l *Allowlist) checkSizes(e *core.RequestEvent) refusal {
	u := e.Request.URL
	if len(u.Path) > l.limits.MaxPathBytes || len(u.RawPath) > l.limits.MaxPathBytes || len(u.RawQuery) > l.limits.MaxQueryBytes {
		return refusal{http.StatusRequestURITooLong, msgURLTooLong}
	}
	if e.Request.ContentLength == 0 || e.Request.Body == nil || e.Request.Body == http.NoBody {
		return refusal{}
	}
	contentType := e.Request.Header.Get("Content-Type")
	switch {
	case strings.HasPrefix(contentType, "application/json"):
		return l.checkJSONBody(e, l.jsonBodyLimit(e))
	case strings.HasPrefix(contentType, "multipart/form-data"):
		// Files reach PocketBase only through record writes of collections with a file field; their
		// size is PocketBase's per-collection body limit. Nothing else takes a form.
		if collection := recordWriteCollection(e); collection == nil || !hasFileField(collection) {
			return refusal{http.StatusUnsupportedMediaType, msgBodyType}
		}
		return refusal{}
	case strings.HasPrefix(contentType, "application/x-www-form-urlencoded"),
		strings.HasPrefix(contentType, "text/xml"),
		strings.HasPrefix(contentType, "application/xml"):
		// PocketBase's binder reads these too; the SPA and the functions send none.
		return refusal{http.StatusUnsupportedMediaType, msgBodyType}
	}
	return refusal{}
}

// jsonBodyLimit is the JSON limit plus, for a record write, what the collection's fields may hold
// (PocketBase's own MaxBodySizeCalculator sizes, file fields excepted: files come as forms).
func (l *Allowlist) jsonBodyLimit(e *core.RequestEvent) int64 {
	limit := l.limits.MaxJSONBodyBytes
	collection := recordWriteCollection(e)
	if collection == nil || collection.IsView() {
		return limit
	}
	for _, f := range collection.Fields {
		if _, isFile := f.(*core.FileField); isFile {
			continue
		}
		if calc, ok := f.(core.MaxBodySizeCalculator); ok {
			limit += calc.CalculateMaxBodySize()
		}
	}
	return limit
}

func (l *Allowlist) checkJSONBody(e *core.RequestEvent, limit int64) refusal {
	if e.Request.ContentLength > limit {
		return refusal{http.StatusRequestEntityTooLarge, msgBodyTooLarge}
	}
	raw, err := io.ReadAll(io.LimitReader(e.Request.Body, limit+1))
	if err != nil || int64(len(raw)) > limit {
		return refusal{http.StatusRequestEntityTooLarge, msgBodyTooLarge}
	}
	// The handler reads exactly the bytes checked here.
	e.Request.Body = &router.RereadableReadCloser{ReadCloser: io.NopCloser(bytes.NewReader(raw))}
	if jsonDepth(raw) > l.limits.MaxJSONDepth {
		return refusal{http.StatusBadRequest, msgBodyTooDeep}
	}
	// PocketBase's body reader starts again from the first byte when its decoder reaches the end, so
	// an unfinished document such as `{"a":[[` is read as itself over and over until the decoder's
	// depth limit: 0.3 s of CPU for seven bytes on a record route. Whole JSON objects only.
	if trimmed := bytes.TrimLeft(raw, " \t\r\n"); len(trimmed) == 0 || trimmed[0] != '{' || !json.Valid(raw) {
		return refusal{http.StatusBadRequest, msgBodyNotJSON}
	}
	return refusal{}
}

// jsonDepth is how deep objects and arrays nest, read once from start to end (strings skipped with
// their escapes). Malformed JSON is the parser's to refuse; this only bounds the nesting it would see.
func jsonDepth(raw []byte) int {
	depth, deepest := 0, 0
	inString, escaped := false, false
	for _, c := range raw {
		switch {
		case inString && escaped:
			escaped = false
		case inString && c == '\\':
			escaped = true
		case inString && c == '"':
			inString = false
		case inString:
		case c == '"':
			inString = true
		case c == '{' || c == '[':
			depth++
			if depth > deepest {
				deepest = depth
			}
		case c == '}' || c == ']':
			depth--
		}
	}
	return deepest
}

// recordWriteCollection is the collection of a record create or update, or nil.
func recordWriteCollection(e *core.RequestEvent) *core.Collection {
	switch e.Request.Pattern {
	case "POST /api/collections/{collection}/records", "PATCH /api/collections/{collection}/records/{id}":
	default:
		return nil
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(e.Request.PathValue("collection"))
	if err != nil {
		return nil
	}
	return collection
}

func hasFileField(collection *core.Collection) bool {
	for _, f := range collection.Fields {
		if _, ok := f.(*core.FileField); ok {
			return true
		}
	}
	return false
}

// filterSurface reads a filter once, with the quoting rules of PocketBase's parser (fexpr: text in
// ' or ", a backslash escapes the next rune), and tells how deep its parentheses nest and whether it
// has a comment (`//` outside text). Outside text both are the same at every nesting level, so this
// one pass decides what fexpr's recursive rescans of each group would, in linear time.
func filterSurface(filter string) (depth int, comment bool) {
	level := 0
	var quote byte
	escaped := false
	for i := 0; i < len(filter); i++ {
		c := filter[i]
		switch {
		case quote != 0 && escaped:
			escaped = false
		case quote != 0 && c == '\\':
			escaped = true
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
		case c == '\'' || c == '"':
			quote = c
		case c == '(':
			level++
			if level > depth {
				depth = level
			}
		case c == ')':
			level--
		case c == '/' && i+1 < len(filter) && filter[i+1] == '/':
			return depth, true
		}
	}
	return depth, false
}
