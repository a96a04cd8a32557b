import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { configurePocketBase } from '../../scripts/lib/configure-pocketbase.ts'
import { localSettings, RATE_LIMIT_RULES } from '../../scripts/lib/pocketbase-settings.ts'
import { startMailbox, superuser, uniqueEmail } from './support/pocketbase.ts'
import { ensureType } from './support/queue-fixtures.ts'
import { operatorCommand } from './support/operator.ts'

describe('npm run pb:configure and pb:setup against a running PocketBase', () => {
  let admin: PocketBase
  let mailbox: SmtpSink
  const service = () => ({
    POCKETBASE_URL: inject('pocketbaseUrl'),
    PB_SUPERUSER_EMAIL: inject('superuserEmail'),
    PB_SUPERUSER_PASSWORD: inject('superuserPassword'),
  })

  beforeAll(async () => {
    admin = await superuser()
    mailbox = await startMailbox()
  })
  afterAll(async () => {
    // Back to the harness' own settings for the next files.
    await configurePocketBase(await superuser(), localSettings('http://localhost:5173', `smtp://127.0.0.1:${mailbox.port}`, 'entradas@tests.local'))
    await mailbox.stop()
  })

  it('applies every production setting from the environment, and applying it twice changes nothing', async () => {
    const env = {
      ...service(),
      APP_URL: 'https://monsterinvasion.example',
      MAIL_FROM: 'entradas@monsterinvasion.example',
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      PB_BACKUPS_CRON: '30 4 * * *',
      PB_BACKUPS_KEEP: '9',
      PB_LOGS_MAX_DAYS: '21',
      PB_SUPERUSER_ALERTS: 'true',
    }
    const first = await operatorCommand('pb-configure.ts', env)
    expect(first.out).toContain('rate limiter ... on (production rules)')
    expect(first.code).toBe(0)
    const applied = await admin.settings.getAll()
    const second = await operatorCommand('pb-configure.ts', env)
    expect(second.code).toBe(0)
    expect(await admin.settings.getAll()).toEqual(applied)

    expect(applied.meta).toMatchObject({ appURL: 'https://monsterinvasion.example', senderAddress: 'entradas@monsterinvasion.example', hideControls: true })
    expect(applied.smtp).toMatchObject({ enabled: true, host: '127.0.0.1', port: mailbox.port })
    expect(applied.rateLimits).toMatchObject({ enabled: true, rules: RATE_LIMIT_RULES.map((rule) => ({ ...rule })) })
    expect(applied.trustedProxy).toEqual({ headers: ['X-Forwarded-For'], useLeftmostIP: false })
    expect(applied.batch.enabled).toBe(false)
    expect(applied.backups).toMatchObject({ cron: '30 4 * * *', cronMaxKeep: 9 })
    expect(applied.logs.maxDays).toBe(21)
    expect((await admin.collections.getOne('_superusers')).authAlert).toMatchObject({ enabled: true })
  })

  it('pb:configure names what is missing and changes nothing', async () => {
    const before = await admin.settings.getAll()
    const run = await operatorCommand('pb-configure.ts', { ...service(), APP_URL: 'https://monsterinvasion.example', SMTP_URL: 'smtp://127.0.0.1:1' })
    expect(run.code).toBe(1)
    expect(run.out).toContain('Missing MAIL_FROM')
    expect(await admin.settings.getAll()).toEqual(before)
  })

  it('pb:setup creates the moderators once, mails each an invitation to /adminclave, and flags a ticket type without its quantity row', async () => {
    const first = uniqueEmail('setup-mod')
    const second = uniqueEmail('setup-mod')
    await ensureType(admin, { tipo: 'S2', price: 105000, estado: 'anunciada', quedan: null })
    const env = { ...service(), PB_SETUP_MODERATORS: `Ana Mod <${first}>, ${second}` }
    const run = await operatorCommand('pb-setup.ts', env)
    expect(run.out).toContain(`moderator ${first}: created, invitation mailed (its link to /adminclave works 7 days)`)
    expect(run.out).toMatch(/ticket types without a quantity row \(they would sell without limit\): .*S2/)
    expect(run.code).toBe(1)
    const invitation = await mailbox.waitFor((mail) => mail.to.includes(first))
    expect(invitation.links).toContainEqual(expect.stringMatching(/^https?:\/\/[^/]+\/adminclave\?token=/))
    expect(invitation.text).toContain('Te sumaron al equipo de moderación')
    expect(invitation.text).toContain('You have joined the Monster Invasion moderation team')
    expect((await admin.collection('moderators').getFirstListItem(admin.filter('email = {:e}', { e: first }))).name).toBe('Ana Mod')

    await ensureType(admin, { tipo: 'S2', price: 105000, estado: 'anunciada', quedan: 30 })
    const again = await operatorCommand('pb-setup.ts', env)
    expect(again.out).toContain(`moderator ${first}: exists`)
    expect(again.out).not.toMatch(/without a quantity row.*\bS2\b/)
  })

  it('pb:setup reports an invitation the mail server refused (exit 1, the moderator and the fix named), and --resend sends it once the mail works', async () => {
    const email = uniqueEmail('setup-mod')
    const env = { ...service(), PB_SETUP_MODERATORS: `Bea Mod <${email}>` }
    mailbox.setFailing(true)
    const refused = await operatorCommand('pb-setup.ts', env)
    mailbox.setFailing(false)
    expect(refused.out).toContain(`moderator ${email}: created, but the invitation was NOT sent`)
    expect(refused.out).toContain(`npm run pb:setup -- --resend ${email}`)
    expect(refused.code).toBe(1)
    expect(mailbox.messages.filter((mail) => mail.to.includes(email))).toEqual([])

    const rerun = await operatorCommand('pb-setup.ts', env)
    expect(rerun.out).toContain(`moderator ${email}: exists`)
    expect(mailbox.messages.filter((mail) => mail.to.includes(email))).toEqual([])

    const resent = await operatorCommand('pb-setup.ts', { ...service() }, ['--resend', email])
    expect(resent.out).toContain(`moderator ${email}: exists, invitation mailed`)
    await mailbox.waitFor((mail) => mail.to.includes(email) && mail.links.some((link) => link.includes('/adminclave?token=')))
  })
})
