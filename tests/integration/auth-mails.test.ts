import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { client, createUser, startMailbox, superuser, uniqueEmail } from './support/pocketbase.ts'

// The mails PocketBase writes itself (auth collections' templates), in the site's bilingual layout.
let sink: SmtpSink
beforeAll(async () => {
  sink = await startMailbox()
})
afterAll(() => sink.stop())

const TEMPLATES = ['verificationTemplate', 'resetPasswordTemplate', 'confirmEmailChangeTemplate'] as const
interface AuthTemplates {
  verificationTemplate: { subject: string; body: string }
  resetPasswordTemplate: { subject: string; body: string }
  confirmEmailChangeTemplate: { subject: string; body: string }
  otp: { emailTemplate: { subject: string; body: string } }
  authAlert: { enabled: boolean; emailTemplate: { subject: string; body: string } }
}

const LAYOUT = /^<div lang="es">[\s\S]+<\/div><hr><div lang="en">[\s\S]+<\/div>$/
// The sink unfolds long subjects with a doubled space, so the match is on the Spanish half.
const newLoginAlert = (to: string) => sink.waitFor((m) => m.to.includes(to) && m.subject.includes('Inicio de sesión desde un lugar nuevo'))

/** What the mail says, without its time: the alert must show Chile's clock in both blocks, never PocketBase's UTC. */
function expectChileTimeOnly(text: string) {
  expect(text).toMatch(/\d{1,2} de [a-z]+ de \d{4}, \d{2}:\d{2} \(hora de Chile\)/)
  expect(text).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]m \(Chile time\)/)
  expect(text).not.toMatch(/\d{2}:\d{2}:\d{2}(\.\d+)?Z/)
}

describe('PocketBase’s own mails', () => {
  it('every template of users and moderators is Spanish, a rule, then English, and none links to the dashboard', async () => {
    const admin = await superuser()
    for (const name of ['users', 'moderators']) {
      const collection = (await admin.collections.getOne(name)) as unknown as AuthTemplates
      const templates = [...TEMPLATES.map((key) => collection[key]), collection.otp.emailTemplate, collection.authAlert.emailTemplate]
      for (const template of templates) {
        expect(template.body, `${name}: ${template.subject}`).toMatch(LAYOUT)
        expect(template.body).not.toContain('/_/')
        expect(template.subject).toMatch(/ · .+ — \{APP_NAME\}$/)
      }
      expect(collection.authAlert.enabled).toBe(true)
    }
  })

  it('an attendee’s sign-in from a new device gets the alert in Spanish then English, on Chile’s clock', async () => {
    const user = await createUser()
    await client().collection('users').authWithPassword(user.email, user.password)
    const mail = await newLoginAlert(user.email)
    expect(mail.subject.replace(/\s+/g, ' ')).toContain('Login from a new location')
    expect(mail.text).toContain('Vimos un inicio de sesión en tu cuenta')
    expect(mail.text).toContain('We noticed a login to your')
    expect(mail.text.indexOf('Vimos un inicio')).toBeLessThan(mail.text.indexOf('We noticed a login'))
    expect(mail.text).toContain('/recover')
    expectChileTimeOnly(mail.text)
  })

  it('a moderator’s second sign-in (password and mailed code) from a new device gets the bilingual alert and code mails', async () => {
    const admin = await superuser()
    const email = uniqueEmail('mod-alert')
    const password = 'Moderator-2026'
    await admin.collection('moderators').create({ email, password, passwordConfirm: password, name: 'Alerta', verified: true })
    const signIn = async () => {
      const pb = client()
      const mfaId = await pb.collection('moderators').authWithPassword(email, password).then(
        () => '',
        (err: { response: { mfaId?: string } }) => err.response.mfaId ?? '',
      )
      const sent = sink.messages.length
      const { otpId } = await pb.collection('moderators').requestOTP(email)
      const codeMail = await sink.waitFor((m) => sink.messages.indexOf(m) >= sent && m.to.includes(email) && m.subject.includes('Tu código de acceso'))
      expect(codeMail.text).toContain('Tu código de acceso es')
      const code = /\b(\d{8})\b/.exec(codeMail.text)?.[1] ?? ''
      await pb.collection('moderators').authWithOTP(otpId, code, { mfaId })
      expect(pb.authStore.record?.email).toBe(email)
    }
    await signIn()
    await signIn()
    const mail = await newLoginAlert(email)
    expect(mail.text).toContain('avisa de inmediato a la organización')
    expect(mail.text).toContain('tell the organisers right away')
    expectChileTimeOnly(mail.text)
  })
})
