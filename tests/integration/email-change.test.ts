import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { client, createUser, errorOf, startMailbox, superuser, uniqueEmail } from './support/pocketbase.ts'

const tokenFrom = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? ''

describe('change of e-mail from the profile (PocketBase’s flow)', () => {
  let mailbox: SmtpSink
  beforeAll(async () => {
    mailbox = await startMailbox()
  })
  afterAll(() => mailbox.stop())

  it('the new address gets the bilingual link; confirming it moves the account, and the old address is told in both languages', async () => {
    const user = await createUser()
    const newEmail = uniqueEmail('moved')
    await user.pb.collection('users').requestEmailChange(newEmail)
    const mail = await mailbox.waitFor((m) => m.to.includes(newEmail))
    const link = mail.links.find((l) => l.includes('/emailchange?token='))
    // Nothing changes until the link is confirmed with the current password.
    expect((await (await superuser()).collection('users').getOne(user.id))['email']).toBe(user.email)
    expect((await errorOf(client().collection('users').confirmEmailChange(tokenFrom(link), 'not-the-password'))).status).toBe(400)
    await client().collection('users').confirmEmailChange(tokenFrom(link), user.password)
    expect(await (await superuser()).collection('users').getOne(user.id)).toMatchObject({ email: newEmail, verified: true })
    const notice = await mailbox.waitFor((m) => m.to.includes(user.email))
    expect(notice.subject).toContain('tu correo cambió / your e-mail changed')
    expect(notice.text).toContain(`se cambió a ${newEmail}`)
    expect(notice.text).toContain(`was changed to ${newEmail}`)
    await expect(client().collection('users').authWithPassword(newEmail, user.password)).resolves.toMatchObject({ record: { id: user.id } })
    await expect(client().collection('users').authWithPassword(user.email, user.password)).rejects.toMatchObject({ status: 400 })
  })

  it('an address another account uses is refused and nothing is mailed; a visitor cannot ask', async () => {
    const user = await createUser()
    const other = await createUser()
    const before = mailbox.messages.length
    expect((await errorOf(user.pb.collection('users').requestEmailChange(other.email))).status).toBe(400)
    expect((await errorOf(client().collection('users').requestEmailChange(uniqueEmail('nobody')))).status).toBe(401)
    expect(mailbox.messages.slice(before).filter((m) => m.to.includes(other.email))).toHaveLength(0)
  })
})
