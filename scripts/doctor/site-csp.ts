import { siteOrigins } from '../lib/site-headers.ts'
import { messageOf, type DoctorCheck } from './types.ts'

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? []

/** The deployed site's CSP names the PocketBase of VITE_POCKETBASE_URL and the Webpay host of this environment. */
export const siteCsp: DoctorCheck = {
  name: "the site's CSP matches VITE_POCKETBASE_URL and the Webpay environment",
  async run(env, deploy) {
    if (!env.APP_URL) return ['APP_URL is not set']
    let expected
    try {
      // The operator's machine has no CONTEXT (Netlify sets it only in its builds): the context checked is --context's.
      expected = siteOrigins({ ...env, CONTEXT: deploy, VITE_POCKETBASE_URL: env.VITE_POCKETBASE_URL || env.POCKETBASE_URL })
    } catch (err) {
      return [messageOf(err)]
    }
    let csp: string
    try {
      const res = await fetch(env.APP_URL, { signal: AbortSignal.timeout(15_000) })
      csp = res.headers.get('content-security-policy') ?? ''
    } catch (err) {
      return [`${env.APP_URL} is unreachable: ${messageOf(err)}`]
    }
    if (!csp) return [`${env.APP_URL} sends no Content-Security-Policy (is dist/_headers deployed?)`]
    const problems: string[] = []
    if (!directive(csp, 'connect-src').includes(expected.pocketbase)) {
      problems.push(`connect-src is "${directive(csp, 'connect-src').join(' ')}": it must name ${expected.pocketbase} (rebuild with VITE_POCKETBASE_URL=${expected.pocketbase})`)
    }
    const form = directive(csp, 'form-action')
    if (!form.includes(expected.webpay)) problems.push(`form-action is "${form.join(' ')}": it must name ${expected.webpay}`)
    const extra = form.filter((source) => source !== "'self'" && source !== expected.webpay)
    if (extra.length > 0) problems.push(`form-action also allows ${extra.join(' ')}: a production build names only its own Webpay host`)
    return problems
  },
}
