/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { defineConfig, loadEnv, minify, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { baseUrl, firstPaintReadUrls } from './src/config/first-paint-reads.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))

// Locally the SPA reaches PocketBase on its own origin: these paths are proxied to PB_PROXY_TARGET.
const pocketbase = process.env.PB_PROXY_TARGET ?? 'http://127.0.0.1:8090'
const proxy = { '/api': { target: pocketbase, changeOrigin: true }, '/_': { target: pocketbase, changeOrigin: true } }

/** Netlify Functions on the SPA origin for `vite` and `vite preview` (see scripts/lib/functions-middleware.ts). */
function netlifyFunctions(): Plugin {
  return {
    name: 'monster-invasion:netlify-functions',
    async configureServer(server) {
      const { functionsMiddleware } = await import('./scripts/lib/functions-middleware.ts')
      server.middlewares.use(functionsMiddleware({ reload: true }))
    },
    async configurePreviewServer(server) {
      const { functionsMiddleware } = await import('./scripts/lib/functions-middleware.ts')
      server.middlewares.use(functionsMiddleware({ reload: false }))
    },
  }
}

/**
 * Writes dist/_headers with the CSP of this build (scripts/lib/site-headers.ts). A production build
 * without VITE_POCKETBASE_URL fails here instead of shipping a site that cannot reach PocketBase, and
 * one without its own VITE_TICKET_PUBLIC_KEY instead of a door that trusts the published dev key.
 */
function netlifyHeaders(): Plugin {
  let file = ''
  let pocketbase = ''
  let preloadUrls: string[] = []
  return {
    name: 'monster-invasion:netlify-headers',
    apply: 'build',
    async configResolved(config) {
      if (config.build.ssr) return
      const { buildTicketPublicKey, siteOrigins, headersFile } = await import('./scripts/lib/site-headers.ts')
      const env: Record<string, string | undefined> = { ...loadEnv(config.mode, config.envDir || config.root, ''), ...process.env }
      const origins = siteOrigins(env)
      buildTicketPublicKey(env)
      file = headersFile(origins)
      pocketbase = origins.pocketbase
      // The URLs the SPA fetches (src/config/env.ts firstPaintUrls), so the browser answers it from these preloads.
      preloadUrls = Object.values(firstPaintReadUrls(baseUrl(env.VITE_POCKETBASE_URL ?? '', origins.pocketbase)))
    },
    // The first paint waits for the banner's status and the organiser content from PocketBase (another
    // origin): the connection is opened and those reads download while the app's code does
    // (src/config/first-paint-reads.ts). `crossorigin`: the SPA's fetches are CORS requests.
    transformIndexHtml(html) {
      if (!pocketbase) return html
      const charset = '<meta charset="UTF-8" />'
      if (!html.includes(charset)) throw new Error(`index.html has no ${charset}`)
      const preloads = preloadUrls.map((url) => `\n    <link rel="preload" as="fetch" href="${url.replaceAll('&', '&amp;')}" crossorigin />`)
      return html.replace(charset, `${charset}\n    <link rel="preconnect" href="${pocketbase}" crossorigin />${preloads.join('')}`)
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: file })
    },
  }
}

/**
 * /theme-boot.js (src/theme-boot.js): a classic script that must run before the first paint, outside
 * the module graph. Served as written by `vite`; minified into the build, where it counts towards the
 * first load (scripts/lib/first-load-budget.ts).
 */
function themeBoot(): Plugin {
  const file = fileURLToPath(new URL('./src/theme-boot.js', import.meta.url))
  return {
    name: 'monster-invasion:theme-boot',
    // Added here rather than in index.html, where Vite would take it for a module it cannot bundle.
    transformIndexHtml(html) {
      if (!html.includes('</title>')) throw new Error('index.html has no <title>')
      return html.replace('</title>', '</title>\n    <script src="/theme-boot.js"></script>')
    },
    configureServer(server) {
      server.middlewares.use('/theme-boot.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(readFileSync(file, 'utf8'))
      })
    },
    async generateBundle() {
      const { code, errors } = await minify('theme-boot.js', readFileSync(file, 'utf8'), { compress: true, mangle: true })
      if (errors.length) throw new Error(`src/theme-boot.js: ${errors.map((e) => e.message).join('; ')}`)
      this.emitFile({ type: 'asset', fileName: 'theme-boot.js', source: code })
    },
  }
}

export default defineConfig({
  plugins: [react(), netlifyFunctions(), netlifyHeaders(), themeBoot()],
  resolve: { alias: { '@': src } },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  test: {
    // Every spy, stubbed global and stubbed env var is undone before the next test: no test depends on another's leftovers.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
