import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { rejectedOn } from './constraints-support.ts'
import { admin } from './permissions-fixtures.ts'
import { client, createModerator, createUser, pocketbaseUrl, startMailbox, statusOf, uniqueEmail } from './support/pocketbase.ts'

let pb: PocketBase
let mailbox: SmtpSink

beforeAll(async () => {
  pb = await admin()
  mailbox = await startMailbox()
})
afterAll(() => mailbox.stop())

describe('users: login identity and username', () => {
  it('gives a new account a placeholder username "users" + digits (SPEC: treated as not set)', async () => {
    const email = uniqueEmail('signup')
    const record = await client().collection('users').create({ email, password: 'Password123', passwordConfirm: 'Password123' })
    expect(record['username']).toMatch(/^users[0-9]+$/)
  })

  it('logs in by username as well as by e-mail', async () => {
    const username = `zorro_${Date.now().toString(36)}`
    const user = await createUser({ username })
    const byUsername = await client().collection('users').authWithPassword(username, user.password)
    expect(byUsername.record.id).toBe(user.id)
    const byEmail = await client().collection('users').authWithPassword(user.email, user.password)
    expect(byEmail.record.id).toBe(user.id)
  })

  it('lists email and username as the password identities', async () => {
    // Without the SDK: its listAuthMethods adds a `fields` parameter, which the query allowlist refuses.
    const methods = (await (await fetch(`${pocketbaseUrl()}/api/collections/users/auth-methods`)).json()) as { password: { identityFields: string[] } }
    expect(methods.password.identityFields.sort()).toEqual(['email', 'username'])
  })

  it('keeps usernames unique regardless of case, and well formed', async () => {
    const username = `Lobo_${Date.now().toString(36)}`
    await createUser({ username })
    const other = await createUser()
    expect(await rejectedOn('username', other.pb.collection('users').update(other.id, { username: username.toLowerCase() }))).toBe(
      'validation_not_unique',
    )
    await rejectedOn('username', other.pb.collection('users').update(other.id, { username: 'no spaces allowed' }))
    await rejectedOn('username', other.pb.collection('users').update(other.id, { username: 'ab' }))
  })

  it('does not let anyone sign up as a moderator; moderators log in with their own collection', async () => {
    expect(
      await statusOf(
        client().collection('moderators').create({ email: uniqueEmail('mod'), password: 'Moderator123', passwordConfirm: 'Moderator123' }),
      ),
    ).toBe(403)
    const moderator = await createModerator()
    expect(await statusOf(client().collection('users').authWithPassword(moderator.email, moderator.password))).toBe(400)
    // The password alone opens no moderator session: PocketBase answers 401 with an MFA id.
    const err = await client().collection('moderators').authWithPassword(moderator.email, moderator.password).then(() => null, (e: unknown) => e)
    expect(err).toMatchObject({ status: 401, response: { mfaId: expect.any(String) as unknown } })
  })
})

describe('users: account e-mails point to the SPA, Spanish first', () => {
  it('sends the verification link to /mailverification?token=', async () => {
    const user = await createUser({ verified: false })
    await client().collection('users').requestVerification(user.email)
    const mail = await mailbox.waitFor((m) => m.to.includes(user.email) && m.subject.includes('Confirma tu correo'))
    expect(mail.subject.indexOf('Confirma')).toBeLessThan(mail.subject.indexOf('Confirm your'))
    expect(mail.links.some((l) => l.startsWith('http://localhost:5173/mailverification?token='))).toBe(true)
  })

  it('sends the password reset link to /pswrdreset?token=', async () => {
    const user = await createUser()
    await client().collection('users').requestPasswordReset(user.email)
    const mail = await mailbox.waitFor((m) => m.to.includes(user.email) && m.subject.includes('Restablece'))
    expect(mail.subject.indexOf('Restablece')).toBeLessThan(mail.subject.indexOf('Reset'))
    expect(mail.links.some((l) => l.startsWith('http://localhost:5173/pswrdreset?token='))).toBe(true)
  })

  it('stores both templates with the SPA routes', async () => {
    const users = await pb.collections.getOne('users')
    const templates = users as unknown as Record<string, { body: string } | undefined>
    expect(templates['verificationTemplate']?.body).toContain('{APP_URL}/mailverification?token={TOKEN}')
    expect(templates['resetPasswordTemplate']?.body).toContain('{APP_URL}/pswrdreset?token={TOKEN}')
  })
})
