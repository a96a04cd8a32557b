import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { MAIL_BUDGETS } from '../../src/domain/mail-budgets.ts'
import { client, createUser, startMailbox, superuser, uniqueEmail } from './support/pocketbase.ts'

// Issue #36: every mail a stranger can trigger is budgeted per recipient, not only per sender. Each
// request below comes from an address of its own (client() sends its own X-Forwarded-For, which the
// test PocketBase trusts as production does), so PocketBase's per-address limiter never holds one.
let sink: SmtpSink
beforeAll(async () => {
  sink = await startMailbox()
})
afterAll(() => sink.stop())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email)).length

/** PocketBase sends resets, verifications and codes in the background: wait for `count`, then make sure no more come. */
async function expectSettledAt(email: string, count: number) {
  await expect.poll(() => mailsTo(email), { timeout: 10_000 }).toBe(count)
  await sleep(1500)
  expect(mailsTo(email)).toBe(count)
}

/** The answer of a call as data: its value, or its error's status and body. */
async function answerOf(call: Promise<unknown>): Promise<unknown> {
  try {
    return { ok: await call }
  } catch (err) {
    const e = err as { status?: number; response?: unknown }
    return { status: e.status, response: e.response }
  }
}

async function newModerator(verified = true) {
  const email = uniqueEmail('mod-budget')
  const password = 'Moderator-2026'
  const record = await (await superuser()).collection('moderators').create({ email, password, passwordConfirm: password, name: 'Presupuesto', verified })
  return { id: record.id, email }
}

describe('mails a stranger can trigger are budgeted per recipient', () => {
  it('password reset: ten requests from ten addresses mail the person the budget, and every one answers 204', async () => {
    const user = await createUser()
    const answers = await Promise.all(Array.from({ length: 10 }, () => answerOf(client().collection('users').requestPasswordReset(user.email))))
    for (const answer of answers) expect(answer).toEqual({ ok: true })
    await expectSettledAt(user.email, MAIL_BUDGETS.passwordReset.max)
  })

  it('password reset: 40 parallel requests to one address from 40 addresses still send at most the budget', async () => {
    const user = await createUser()
    const answers = await Promise.all(Array.from({ length: 40 }, () => answerOf(client().collection('users').requestPasswordReset(user.email))))
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ ok: true })]))
    await expectSettledAt(user.email, MAIL_BUDGETS.passwordReset.max)
  })

  it('verification: ten requests at once from ten addresses mail the budget, and every one answers 204', async () => {
    // At once: PocketBase itself skips a verification asked for again within 2 minutes of a sent one
    // (per account, set after the send), which requests that arrive together all pass.
    const user = await createUser({ verified: false })
    const answers = await Promise.all(Array.from({ length: 10 }, () => answerOf(client().collection('users').requestVerification(user.email))))
    for (const answer of answers) expect(answer).toEqual({ ok: true })
    await expectSettledAt(user.email, MAIL_BUDGETS.verification.max)
  })

  it('e-mail change: ten accounts naming one new address mail it the budget, and each answers 204', async () => {
    const victim = uniqueEmail('victim')
    const accounts = await Promise.all(Array.from({ length: 10 }, () => createUser()))
    const answers = await Promise.all(accounts.map((account) => answerOf(account.pb.collection('users').requestEmailChange(victim))))
    for (const answer of answers) expect(answer).toEqual({ ok: true })
    // PocketBase sends this one before answering.
    expect(mailsTo(victim)).toBe(MAIL_BUDGETS.emailChange.max)
  })

  it('sign-in codes: ten request-otp from ten addresses mail the budget, and held requests still get an otpId', async () => {
    const moderator = await newModerator()
    const answers: { otpId: string }[] = []
    for (let i = 0; i < 10; i++) answers.push(await client().collection('moderators').requestOTP(moderator.email))
    for (const answer of answers) expect(Object.keys(answer)).toEqual(['otpId'])
    for (const answer of answers) expect(answer.otpId).toMatch(/^[a-z0-9]{15}$/)
    await expectSettledAt(moderator.email, MAIL_BUDGETS.otp.max)
  })

  it('accounts whose addresses reach one inbox (+tags) share its budget', async () => {
    const base = uniqueEmail('inbox')
    const [local = '', domain = ''] = base.split('@')
    const admin = await superuser()
    const variants = Array.from({ length: 5 }, (_, i) => (i === 0 ? base : `${local}+${String(i)}@${domain}`))
    for (const email of variants) await admin.collection('users').create({ email, password: 'Password123', passwordConfirm: 'Password123', verified: true })
    for (const email of variants) await client().collection('users').requestPasswordReset(email)
    const count = () => sink.messages.filter((m) => m.to.some((to) => variants.includes(to))).length
    await expect.poll(count, { timeout: 10_000 }).toBe(MAIL_BUDGETS.passwordReset.max)
    await sleep(1500)
    expect(count()).toBe(MAIL_BUDGETS.passwordReset.max)
  })

  it('moderator invitations: the budget goes out, and a held invitation answers like a sent one', async () => {
    const moderator = await newModerator(false)
    const admin = await superuser()
    const answers = []
    for (let i = 0; i < MAIL_BUDGETS.moderatorInvite.max + 2; i++) {
      answers.push(await answerOf(admin.send('/api/mi/ops/moderator-invite', { method: 'POST', body: { email: moderator.email } })))
    }
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(answers[0]).toMatchObject({ ok: { sent: true, email: moderator.email } })
    expect(mailsTo(moderator.email)).toBe(MAIL_BUDGETS.moderatorInvite.max)
  })

  it('new-device sign-in alerts: six sign-ins from six addresses mail a verified person the budget, an unverified address none', async () => {
    const verified = await createUser()
    const unverified = await createUser({ verified: false })
    for (let i = 0; i < 6; i++) {
      await client().collection('users').authWithPassword(verified.email, verified.password)
      await client().collection('users').authWithPassword(unverified.email, unverified.password)
    }
    await expectSettledAt(verified.email, MAIL_BUDGETS.authAlert.max)
    expect(mailsTo(unverified.email)).toBe(0)
  })

  it('deleting an account whose address was never verified mails that address nothing (a stranger could sign up with it and delete, again and again)', async () => {
    const person = await createUser({ verified: false })
    expect(await person.pb.send('/api/mi/delete-account', { method: 'POST', body: { password: person.password } })).toMatchObject({ deleted: true })
    await sleep(1500)
    expect(mailsTo(person.email)).toBe(0)
  })

  it('the budget rows are the server’s: no API rule opens them, and they name no address', async () => {
    const user = await createUser()
    await client().collection('users').requestPasswordReset(user.email)
    await expect.poll(() => mailsTo(user.email)).toBe(1)
    expect((await answerOf(user.pb.collection('mailBudgets').getList(1, 1))) as { status: number }).toMatchObject({ status: 403 })
    const rows = await (await superuser()).collection('mailBudgets').getFullList({ filter: 'kind = "passwordReset"' })
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(JSON.stringify(row)).not.toContain('@')
  })
})
