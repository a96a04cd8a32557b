import path from 'node:path'
import { createServer } from 'vite'
import { repoRoot } from './lib/paths.ts'
import { loadDevConfig } from './lib/dev-config.ts'
import { startPocketBase } from './lib/pocketbase-server.ts'
import { configurePocketBase, superuserClient } from './lib/configure-pocketbase.ts'
import { localSettings } from './lib/pocketbase-settings.ts'
import { DEV_DASHBOARD_ADMIN, ensureDashboardAdmin } from './lib/dev-superuser.ts'
import { startSmtpSink } from './lib/smtp-sink.ts'
import { startWebpayStandIn } from './lib/webpay-standin.ts'
import { seedDemoData } from './lib/seed.ts'
import { seedDemoEditions } from './lib/demo-editions.ts'

const config = loadDevConfig()
const say = (tag: string) => (line: string) => console.log(`[${tag}] ${line}`)
const stops: (() => Promise<void>)[] = []

async function main() {
  const mailDir = path.join(config.dataRoot, 'mail')
  const smtp = await startSmtpSink({ port: config.smtpPort, saveDir: mailDir, log: say('mail') })
  stops.push(smtp.stop)

  const webpay = await startWebpayStandIn({ port: config.webpayPort })
  stops.push(webpay.stop)

  const pbServer = await startPocketBase({
    dataDir: path.join(config.dataRoot, 'pb_data'),
    port: config.pbPort,
    superuserEmail: config.superuserEmail,
    superuserPassword: config.superuserPassword,
    log: (line) => {
      if (!/^\s*(├|└|REST API|Dashboard)/.test(line)) say('pocketbase')(line)
    },
  })
  stops.push(pbServer.stop)

  const pb = await superuserClient(pbServer.url, config.superuserEmail, config.superuserPassword)
  // The production settings (rate limiter included) with local values: the same code as pb:configure.
  await configurePocketBase(pb, localSettings(config.appUrl, `smtp://127.0.0.1:${smtp.port}`, config.mailFrom))
  await ensureDashboardAdmin(pb)
  // An empty start is a first deploy's state: the migrations' records only (README, "Empty start").
  const demo = config.empty
    ? ['Empty start .. migrations only, no demo data (the first organiser: MI_FIRST_ORGANISER="Name <email>", invited by mail)']
    : [...(await seedDemoData(pb)), await seedDemoEditions(pb)]

  Object.assign(process.env, {
    PB_PROXY_TARGET: pbServer.url,
    POCKETBASE_URL: pbServer.url,
    PB_SUPERUSER_EMAIL: config.superuserEmail,
    PB_SUPERUSER_PASSWORD: config.superuserPassword,
    APP_URL: config.appUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: config.mailFrom,
    WEBPAY_BASE_URL: webpay.url,
  })
  const vite = await createServer({ root: repoRoot, server: { port: config.spaPort, strictPort: true } })
  await vite.listen()
  stops.push(() => vite.close())

  const relativeRoot = path.relative(repoRoot, config.dataRoot)
  const shownDataRoot = relativeRoot && !relativeRoot.startsWith('..') ? relativeRoot : config.dataRoot
  console.log(`
  Monster Invasion is running

  SPA ............ ${config.appUrl}   (PocketBase API proxied at ${config.appUrl}/api)
  Functions ...... ${config.appUrl}/.netlify/functions/<name>
  PocketBase ..... ${pbServer.url}   (dashboard ${pbServer.url}/_/)
  Dashboard ...... ${DEV_DASHBOARD_ADMIN.email} / ${DEV_DASHBOARD_ADMIN.password}   (then the code mailed to ${path.relative(repoRoot, mailDir) || mailDir})
  Functions' account ${config.superuserEmail} (service superuser, no MFA)
  SMTP sink ...... smtp://127.0.0.1:${smtp.port}   (mails saved in ${path.relative(repoRoot, mailDir)}/)
  Webpay stand-in  ${webpay.url}
${demo.map((line) => `  ${line}`).join('\n')}

  Ctrl-C stops everything; data stays in ${shownDataRoot}/ (${config.empty ? 'MI_EMPTY=1 npm run reset' : 'npm run reset'} wipes it).
`)
}

let stopping = false
async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  for (const stop of stops.reverse()) await stop().catch((err: unknown) => console.error(err))
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

main().catch(async (err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  await shutdown(1)
})
