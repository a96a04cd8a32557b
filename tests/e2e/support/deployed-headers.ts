import { readFileSync } from 'node:fs'
import type { BrowserContext } from '@playwright/test'

/** The `[headers.values]` Netlify sends with every page (the `for = "/*"` block of netlify.toml). */
export function netlifyPageHeaders(): Record<string, string> {
  const toml = readFileSync(new URL('../../../netlify.toml', import.meta.url), 'utf8')
  const block = /for = "\/\*"\s*\n\[headers\.values\]\n([\s\S]*?)(?:\n\[|$)/.exec(toml)?.[1] ?? ''
  return Object.fromEntries([...block.matchAll(/^([A-Za-z-]+) = "(.*)"$/gm)].map((m) => [(m[1] ?? '').toLowerCase(), m[2] ?? '']))
}

/**
 * Serves every page of this context with the production headers (CSP, Permissions-Policy …), which
 * `vite preview` does not send. Only `upgrade-insecure-requests` is left out: the test stack is plain
 * http on 127.0.0.1, where it would send every request to a port that does not speak TLS.
 */
export async function withDeployedHeaders(context: BrowserContext) {
  const headers = netlifyPageHeaders()
  headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(/;\s*upgrade-insecure-requests/, '')
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    await route.fulfill({ response, headers: { ...response.headers(), ...headers } })
  })
}
