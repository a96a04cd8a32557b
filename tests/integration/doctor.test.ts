import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import type { WebpayStandIn } from '../../scripts/lib/webpay-standin.ts'
import { runDoctor, type DoctorReport } from '../../scripts/doctor/index.ts'
import { ticketKeys } from '../../scripts/doctor/ticket-keys.ts'
import { newTicketKeyPair } from '../../scripts/lib/ticket-key-pair.ts'
import { DEV_TICKET_KEYS } from '../../src/domain/ticket-keys.ts'
import { configurePocketBase } from '../../scripts/lib/configure-pocketbase.ts'
import { startNetlifyServer } from '../../scripts/lib/netlify-server.ts'
import { freePort } from '../../scripts/lib/ports.ts'
import { localSettings, settingsFromEnv } from '../../scripts/lib/pocketbase-settings.ts'
import { repoRoot } from '../../scripts/lib/paths.ts'
import { headersFile } from '../../scripts/lib/site-headers.ts'
import { startStandIn } from './support/payments.ts'
import { startMailbox, superuser } from './support/pocketbase.ts'

/** The problems of one check, by the start of its name. */
const problemsOf = (report: DoctorReport, name: string) => report.results.find((r) => r.name.startsWith(name))?.problems ?? ['(no such check)']

describe('npm run doctor against the local stack', () => {
  let admin: PocketBase
  let mailbox: SmtpSink
  let standIn: WebpayStandIn
  let site: Awaited<ReturnType<typeof startNetlifyServer>>
  const publishDir = mkdtempSync(path.join(os.tmpdir(), 'mi-doctor-'))
  let env: NodeJS.ProcessEnv

  beforeAll(async () => {
    admin = await superuser()
    mailbox = await startMailbox()
    standIn = await startStandIn()
    const pocketbaseUrl = inject('pocketbaseUrl')
    // A deployed site: the build's index.html and the _headers vite build writes for this PocketBase and Webpay.
    writeFileSync(path.join(publishDir, 'index.html'), '<!doctype html><title>Monster Invasion</title>')
    writeFileSync(path.join(publishDir, '_headers'), headersFile({ pocketbase: pocketbaseUrl, webpay: standIn.url }))
    site = await startNetlifyServer({ configPath: path.join(repoRoot, 'netlify.toml'), publishDir, port: await freePort() })
    env = {
      POCKETBASE_URL: pocketbaseUrl,
      VITE_POCKETBASE_URL: pocketbaseUrl,
      PB_SUPERUSER_EMAIL: inject('superuserEmail'),
      PB_SUPERUSER_PASSWORD: inject('superuserPassword'),
      APP_URL: site.url,
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      MAIL_FROM: 'entradas@tests.local',
      WEBPAY_BASE_URL: standIn.url,
      PB_SUPERUSER_ALERTS: 'false',
    }
    // What `npm run pb:configure` does with this environment.
    await configurePocketBase(admin, settingsFromEnv(env))
    const types = await admin.collection('Entradas').getFullList({ fields: 'id' })
    const rows = new Set((await admin.collection('EntradasQuedan').getFullList({ fields: 'EntradasID' })).map((r) => String(r.EntradasID)))
    for (const type of types) if (!rows.has(type.id)) await admin.collection('EntradasQuedan').create({ EntradasID: type.id, CantidadQuedan: 10 })
  })

  afterAll(async () => {
    await configurePocketBase(await superuser(), localSettings('http://localhost:5173', `smtp://127.0.0.1:${mailbox.port}`, 'entradas@tests.local'))
    await site.stop()
    await standIn.stop()
    await mailbox.stop()
    rmSync(publishDir, { recursive: true, force: true })
  })

  it('passes every check on a stack configured by pb:configure', async () => {
    const report = await runDoctor(env, { deployContext: 'dev' })
    expect(report.results.filter((r) => r.problems.length > 0)).toEqual([])
    expect(report.ok).toBe(true)
    expect(report.results.length).toBeGreaterThanOrEqual(7)
  })

  it('checks the production deploy by default: it names the http:// APP_URL, the missing Webpay credentials and each missing ticket key', async () => {
    const report = await runDoctor(env)
    expect(problemsOf(report, 'functions environment')).toEqual([expect.stringMatching(/APP_URL must be the site's public https address on the production deploy, got http:\/\/127\.0\.0\.1/)])
    const https = await runDoctor({ ...env, APP_URL: 'https://monsterinvasion.example' })
    expect(problemsOf(https, 'functions environment')).toEqual([expect.stringMatching(/Missing WEBPAY_COMMERCE_CODE: the production deploy takes real payments/)])
    expect(problemsOf(https, 'the ticket key pair')).toEqual([
      'Missing environment variable TICKET_SIGNING_KEY on the production deploy (see .env.example)',
      expect.stringContaining('VITE_TICKET_PUBLIC_KEY is not set'),
    ])
    expect(report.ok).toBe(false)
  })

  it('refuses the published development keys on production, and a public key that is not the pair of the private one', async () => {
    const dev = await runDoctor({ ...env, TICKET_SIGNING_KEY: DEV_TICKET_KEYS.privateKey, VITE_TICKET_PUBLIC_KEY: DEV_TICKET_KEYS.publicKey }, { checks: [ticketKeys] })
    expect(problemsOf(dev, 'the ticket key pair')).toEqual([expect.stringContaining('TICKET_SIGNING_KEY is the published development key'), expect.stringContaining('VITE_TICKET_PUBLIC_KEY is the published development key')])
    const pair = await newTicketKeyPair()
    const other = await newTicketKeyPair()
    const mismatched = await runDoctor({ ...env, ...pair, VITE_TICKET_PUBLIC_KEY: other.VITE_TICKET_PUBLIC_KEY }, { checks: [ticketKeys] })
    expect(problemsOf(mismatched, 'the ticket key pair')).toEqual([expect.stringContaining('is not the public key of TICKET_SIGNING_KEY')])
    const matched = await runDoctor({ ...env, ...pair }, { checks: [ticketKeys] })
    expect(matched.ok).toBe(true)
  })

  it('reports credentials Webpay refuses', async () => {
    const report = await runDoctor({ ...env, WEBPAY_API_KEY: 'not-the-integration-key' }, { deployContext: 'dev' })
    expect(problemsOf(report, 'Webpay accepts')).toEqual([expect.stringContaining('refuses WEBPAY_COMMERCE_CODE/WEBPAY_API_KEY (401 Not Authorized)')])
  })

  it('reports an SMTP server that does not answer', async () => {
    const report = await runDoctor({ ...env, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }, { deployContext: 'dev' })
    expect(problemsOf(report, 'SMTP answers')).toEqual([expect.stringMatching(/ECONNREFUSED/)])
  })

  it('reports PocketBase settings that drifted from pb:configure, by path', async () => {
    const settings = await admin.settings.getAll()
    await admin.settings.update({ rateLimits: { ...settings.rateLimits, enabled: false }, batch: { ...settings.batch, enabled: true } })
    try {
      const problems = problemsOf(await runDoctor(env, { deployContext: 'dev' }), 'PocketBase settings')
      expect(problems).toContain('rateLimits.enabled: is false, pb:configure sets true')
      expect(problems).toContain('batch.enabled: is true, pb:configure sets false')
    } finally {
      await configurePocketBase(admin, settingsFromEnv(env))
    }
  })

  it('reports a site whose CSP names another PocketBase than VITE_POCKETBASE_URL', async () => {
    const report = await runDoctor({ ...env, VITE_POCKETBASE_URL: 'https://api.other.example' }, { deployContext: 'dev' })
    expect(problemsOf(report, "the site's CSP")).toEqual([expect.stringContaining('it must name https://api.other.example')])
  })

  it('reports service credentials PocketBase refuses', async () => {
    const report = await runDoctor({ ...env, PB_SUPERUSER_PASSWORD: 'wrong-password-123' }, { deployContext: 'dev' })
    expect(problemsOf(report, 'functions reach PocketBase')).toEqual([expect.stringContaining(`cannot log in to ${env.POCKETBASE_URL}`)])
  })
})
