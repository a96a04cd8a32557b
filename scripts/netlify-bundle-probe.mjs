// Loads one function bundle as Netlify's Node runtime does (plain Node, no TypeScript loader: its
// module resolution is the one that matters) and calls it once with a PATCH, which every function
// refuses with 405 before any work. Prints {"status", "body"}. Used by scripts/netlify-bundle-check.ts.
import { pathToFileURL } from 'node:url'

const [file] = process.argv.slice(2)
const values = new Map([
  ['APP_URL', 'https://monsterinvasion.example'],
  ['POCKETBASE_URL', 'http://127.0.0.1:1'],
])
globalThis.Netlify = {
  env: {
    get: (key) => values.get(key),
    has: (key) => values.has(key),
    set: (key, value) => void values.set(key, value),
    delete: (key) => void values.delete(key),
    toObject: () => Object.fromEntries(values),
  },
  context: null,
}
const mod = await import(pathToFileURL(file).href)
const url = 'https://monsterinvasion.example/.netlify/functions/probe'
const context = { deploy: { context: 'production', id: 'probe', published: true }, ip: '127.0.0.1', params: {}, requestId: 'probe', url: new URL(url) }
const res = await mod.default(new Request(url, { method: 'PATCH' }), context)
console.log(JSON.stringify({ status: res.status, body: await res.json().catch(() => null) }))
