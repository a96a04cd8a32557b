// Package jsonbody reads a request's JSON body for a middleware that must check it before
// PocketBase's handler reads it again.
package jsonbody

import (
	"bytes"
	"io"
	"mime"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Read returns the body when it is declared application/json and at most max bytes, and puts back
// a fresh re-readable copy of exactly those bytes for the handler, as the router hands it.
func Read(e *core.RequestEvent, max int64) ([]byte, bool) {
	mediaType, _, err := mime.ParseMediaType(e.Request.Header.Get("Content-Type"))
	if err != nil || mediaType != "application/json" {
		return nil, false
	}
	raw, err := io.ReadAll(io.LimitReader(e.Request.Body, max+1))
	if err != nil || int64(len(raw)) > max {
		return nil, false
	}
	e.Request.Body = &router.RereadableReadCloser{ReadCloser: io.NopCloser(bytes.NewReader(raw))}
	return raw, true
}
