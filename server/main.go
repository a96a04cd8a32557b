// The Monster Invasion PocketBase server: PocketBase's official examples/base (JS hooks and
// migrations, the same flags; no self-update command) plus two Go middlewares that must decide
// before PocketBase's handlers run: the query allowlist (queryguard, docs/security.md §1) and the
// per-code attempt limit of sign-in codes (otplimit, §4). They are Go rather than a pb_hooks
// `routerUse` because a JS router middleware holds a JS VM for the whole life of every realtime
// connection (BENCHMARKS.md), and because Go reads a filter with the very parser PocketBase runs
// (and bodies at least as strictly as its binder).
// It also purges the public snapshot from Netlify's CDN after every change it shows (cdnpurge: a JS
// hook has no goroutine, and the purge must not wait inside a buyer's request), and it indexes each
// realtime connection's topics so a save does not scan every open page's subscriptions (topicindex).
package main

import (
	"log"
	"net/http"
	"os"
	"path/filepath"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/osutils"

	"monsterinvasion/server/cdnpurge"
	"monsterinvasion/server/otplimit"
	"monsterinvasion/server/queryguard"
	"monsterinvasion/server/topicindex"
)

func main() {
	app := pocketbase.New()

	var hooksDir string
	app.RootCmd.PersistentFlags().StringVar(&hooksDir, "hooksDir", "", "the directory with the JS app hooks")

	var hooksWatch bool
	app.RootCmd.PersistentFlags().BoolVar(&hooksWatch, "hooksWatch", true, "auto restart the app on pb_hooks file change; it has no effect on Windows")

	var hooksPool int
	app.RootCmd.PersistentFlags().IntVar(&hooksPool, "hooksPool", 15, "the total prewarm goja.Runtime instances for the JS app hooks execution")

	var migrationsDir string
	app.RootCmd.PersistentFlags().StringVar(&migrationsDir, "migrationsDir", "", "the directory with the user defined migrations")

	var automigrate bool
	app.RootCmd.PersistentFlags().BoolVar(&automigrate, "automigrate", true, "enable/disable auto migrations")

	var publicDir string
	app.RootCmd.PersistentFlags().StringVar(&publicDir, "publicDir", defaultPublicDir(), "the directory to serve static files")

	var indexFallback bool
	app.RootCmd.PersistentFlags().BoolVar(&indexFallback, "indexFallback", true, "fallback the request to index.html on missing static path, e.g. when pretty urls are used with SPA")

	app.RootCmd.ParseFlags(os.Args[1:])

	queryguard.MustRegister(app)
	otplimit.MustRegister(app)
	cdnpurge.MustRegister(app)
	topicindex.MustRegister(app)

	jsvm.MustRegister(app, jsvm.Config{
		MigrationsDir: migrationsDir,
		HooksDir:      hooksDir,
		HooksWatch:    hooksWatch,
		HooksPoolSize: hooksPool,
	})

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Automigrate:  automigrate,
		Dir:          migrationsDir,
	})

	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(e *core.ServeEvent) error {
			if !e.Router.HasRoute(http.MethodGet, "/{path...}") {
				e.Router.GET("/{path...}", apis.Static(os.DirFS(publicDir), indexFallback))
			}
			return e.Next()
		},
		Priority: 999,
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

func defaultPublicDir() string {
	if osutils.IsProbablyGoRun() {
		return "./pb_public"
	}
	return filepath.Join(os.Args[0], "../pb_public")
}
