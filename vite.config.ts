/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

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

export default defineConfig({
  plugins: [react(), netlifyFunctions()],
  resolve: { alias: { '@': src } },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  test: {
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
