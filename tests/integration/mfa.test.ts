import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { client, createModerator, nextClientIp, pocketbaseUrl, startMailbox, superuser, uniqueEmail } from './support/pocketbase.ts'

// Moderators and human superusers need their password AND the code PocketBase e-mails them; the
// functions' service superuser (reserved .invalid domain) signs in with its password alone.

let sink: SmtpSink
beforeAll(async () => {
  sink = await startMailbox()
})
afterAll(async () => {
  await sink.stop()
})

const errorOf = (call: Promise<unknown>) => call.then(() => null, (err: unknown) => err as { status: number; response: Record<string, unknown> })

async function codeMailedTo(email: string): Promise<string> {
  const mail = await sink.waitFor((m) => m.to.includes(email) && /\b\d{8}\b/.test(m.text))
  expect(mail.text).toContain('Tu código de acceso es')
  expect(mail.text).toContain('Your sign-in code is')
  return /\b(\d{8})\b/.exec(mail.text)?.[1] ?? ''
}

describe('moderator sign-in', () => {
  it('the password alone answers 401 with an MFA id; the mailed code then opens the session', async () => {
    const moderator = await createModerator()
    const pb = client()
    const first = await errorOf(pb.collection('moderators').authWithPassword(moderator.email, moderator.password))
    expect(first).toMatchObject({ status: 401 })
    const mfaId = String(first?.response['mfaId'])
    expect(pb.authStore.isValid).toBe(false)
    const { otpId } = await pb.collection('moderators').requestOTP(moderator.email)
    const code = await codeMailedTo(moderator.email)
    const auth = await pb.collection('moderators').authWithOTP(otpId, code, { mfaId })
    expect(auth.record).toMatchObject({ id: moderator.id, collectionName: 'moderators' })
    expect(pb.authStore.isValid).toBe(true)
  })

  it('a wrong code opens nothing', async () => {
    const moderator = await createModerator()
    const pb = client()
    const first = await errorOf(pb.collection('moderators').authWithPassword(moderator.email, moderator.password))
    const { otpId } = await pb.collection('moderators').requestOTP(moderator.email)
    const code = await codeMailedTo(moderator.email)
    const wrong = code === '00000000' ? '11111111' : '00000000'
    expect(await errorOf(pb.collection('moderators').authWithOTP(otpId, wrong, { mfaId: String(first?.response['mfaId']) }))).toMatchObject({ status: 400 })
    expect(pb.authStore.isValid).toBe(false)
  })
})

describe('the sign-in code has its own attempt limit', () => {
  it('after 5 codes tried for one moderator within 3 minutes, from as many addresses, even the right code is refused (429)', async () => {
    // PocketBase counts code attempts per account and address (apis/record_auth_with_otp.go,
    // "@pb_otp_<record id>" keyed on the client IP, 5 per 180 s); server/otplimit counts them per code
    // whatever the address, so rotating addresses does not buy more guesses.
    const moderator = await createModerator()
    const first = await errorOf(client().collection('moderators').authWithPassword(moderator.email, moderator.password))
    const mfaId = String(first?.response['mfaId'])
    const { otpId } = await client().collection('moderators').requestOTP(moderator.email)
    const code = await codeMailedTo(moderator.email)
    const wrong = (i: number) => String((Number(code) + 1 + i) % 100_000_000).padStart(8, '0')
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await errorOf(client().collection('moderators').authWithOTP(otpId, wrong(i), { mfaId })))?.status ?? 200)
    expect(statuses).toEqual([400, 400, 400, 400, 400])
    const pb = client()
    expect(await errorOf(pb.collection('moderators').authWithOTP(otpId, code, { mfaId }))).toMatchObject({ status: 429 })
    expect(pb.authStore.isValid).toBe(false)
  })
})

describe('the attempt limit cannot be dodged by the body', () => {
  it('a code attempt with anything after its JSON (which PocketBase would ignore) is refused, not left uncounted', async () => {
    const moderator = await createModerator()
    await errorOf(client().collection('moderators').authWithPassword(moderator.email, moderator.password))
    const { otpId } = await client().collection('moderators').requestOTP(moderator.email)
    const code = await codeMailedTo(moderator.email)
    const res = await fetch(`${pocketbaseUrl()}/api/collections/moderators/auth-with-otp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClientIp() },
      body: `${JSON.stringify({ otpId, password: code })}x`,
    })
    expect(res.status).toBe(400)
  })
})

describe('superuser sign-in', () => {
  it('a human superuser needs the mailed code too', async () => {
    const admin = await superuser()
    const email = uniqueEmail('human-admin')
    await admin.collection('_superusers').create({ email, password: 'Human-admin-pass-1', passwordConfirm: 'Human-admin-pass-1' })
    const pb = client()
    const first = await errorOf(pb.collection('_superusers').authWithPassword(email, 'Human-admin-pass-1'))
    expect(first).toMatchObject({ status: 401, response: { mfaId: expect.any(String) as unknown } })
    const { otpId } = await pb.collection('_superusers').requestOTP(email)
    const code = await codeMailedTo(email)
    await pb.collection('_superusers').authWithOTP(otpId, code, { mfaId: String(first?.response['mfaId']) })
    expect(pb.authStore.isSuperuser).toBe(true)
  })

  it('the functions’ service account under .invalid signs in with its password alone', async () => {
    const pb = await superuser()
    expect(pb.authStore.isSuperuser).toBe(true)
  })
})
