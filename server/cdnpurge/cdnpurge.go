// Package cdnpurge purges the public snapshot (functions/snapshot.mts) from Netlify's CDN whenever
// PocketBase saves something it shows, so open pages see a change at their next poll instead of after
// the CDN's max-age (src/domain/public-snapshot.ts, docs/architecture.md).
//
// It is Go rather than a pb_hooks handler because the purge must leave the request: a hook has no timer
// and no goroutine, and a synchronous call to Netlify would add its round trip to the buyer's request.
// Record hooks only mark the snapshot dirty; one goroutine sends at most one purge per MinInterval,
// after the transaction committed (PocketBase runs the *AfterSuccess hooks of a transaction's saves
// only once it has committed, core/app.go), so a rush of thousands of requests costs a purge a second,
// and one more a second after the last (see loop).
//
// Netlify's purge API (the contract of @netlify/functions' purgeCache, node_modules/@netlify/functions,
// and netlify-labs/cache-tags-and-purge-api): POST {api}/api/v1/purge with
// `Authorization: Bearer <token>` and the JSON body {"site_id": …, "cache_tags": […]}; any 2xx is success.
package cdnpurge

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Tag is the snapshot's cache tag (SNAPSHOT_CACHE_TAG in src/domain/public-snapshot.ts).
const Tag = "mi-public-snapshot"

// MinInterval is the least time between two purges.
const MinInterval = time.Second

// Collections whose saves change the snapshot: the banner, the ticket types, the queue (requests), and
// the organiser content, staff and editions (the snapshot's content stamp).
var Collections = []string{"AlertBanner", "Entradas", "EntradasPedidas", "ContenidoOrganizador", "Equipo", "Ediciones"}

// DefaultAPI is Netlify's API; NETLIFY_API_URL replaces it (tests point it at a stub).
const DefaultAPI = "https://api.netlify.com"

// Config comes from the PocketBase host's environment.
type Config struct {
	Token  string
	SiteID string
	API    string
}

// FromEnv reads NETLIFY_PURGE_TOKEN, NETLIFY_SITE_ID and NETLIFY_API_URL.
func FromEnv() Config {
	api := strings.TrimRight(strings.TrimSpace(os.Getenv("NETLIFY_API_URL")), "/")
	if api == "" {
		api = DefaultAPI
	}
	return Config{Token: strings.TrimSpace(os.Getenv("NETLIFY_PURGE_TOKEN")), SiteID: strings.TrimSpace(os.Getenv("NETLIFY_SITE_ID")), API: api}
}

// Enabled: both the token and the site are set. Without them nothing is sent and the CDN's max-age
// alone bounds how stale the snapshot can be.
func (c Config) Enabled() bool { return c.Token != "" && c.SiteID != "" }

type purger struct {
	app    core.App
	config Config
	client *http.Client
	dirty  chan struct{}
	once   sync.Once
}

// MustRegister binds the record hooks when the environment holds purge credentials.
func MustRegister(app core.App) {
	config := FromEnv()
	if !config.Enabled() {
		return
	}
	p := &purger{app: app, config: config, client: &http.Client{Timeout: 10 * time.Second}, dirty: make(chan struct{}, 1)}
	mark := func(e *core.RecordEvent) error {
		p.markDirty()
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess(Collections...).BindFunc(mark)
	app.OnRecordAfterUpdateSuccess(Collections...).BindFunc(mark)
	app.OnRecordAfterDeleteSuccess(Collections...).BindFunc(mark)
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(e *core.ServeEvent) error {
			p.once.Do(func() { go p.loop() })
			return e.Next()
		},
	})
}

// markDirty never blocks: a purge already waiting covers this change too.
func (p *purger) markDirty() {
	select {
	case p.dirty <- struct{}{}:
	default:
	}
}

// Every change is followed by two purges at least a MinInterval apart. A render of the snapshot that read
// PocketBase before the change committed can reach the CDN after the first purge and would then be served
// as fresh for a whole max-age; the second purge drops it. A change during a cooldown stays marked, so the
// loop runs again for it.
func (p *purger) loop() {
	for range p.dirty {
		p.sendAndWait()
		p.sendAndWait()
	}
}

func (p *purger) sendAndWait() {
	started := time.Now()
	if err := p.send(); err != nil {
		p.app.Logger().Warn("CDN purge failed; the snapshot's max-age bounds its staleness", "tag", Tag, "error", err.Error())
	}
	if wait := MinInterval - time.Since(started); wait > 0 {
		time.Sleep(wait)
	}
}

func (p *purger) send() error {
	body, err := json.Marshal(map[string]any{"site_id": p.config.SiteID, "cache_tags": []string{Tag}})
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.config.API+"/api/v1/purge", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	req.Header.Set("Authorization", "Bearer "+p.config.Token)
	res, err := p.client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10))
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return fmt.Errorf("Netlify answered HTTP %d", res.StatusCode)
	}
	return nil
}
