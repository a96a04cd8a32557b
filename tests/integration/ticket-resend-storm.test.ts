import { describe, expect, it } from 'vitest'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import confirm from '../../functions/confirm.mts'
import sendmailentrada from '../../functions/sendmailentrada.mts'
import { SMTP_TIMEOUT_MS } from '../../functions/_shared/budget.ts'
import { MAIL_BUDGETS } from '../../src/domain/mail-budgets.ts'
import { client, superuser, uniqueEmail, type TestAccount } from './support/pocketbase.ts'
import { callFn, issueTicket, payWithCard, setUpPaymentServices, VISA } from './support/payments.ts'

// Issue #36, finding 4: "send my ticket again" clicked 40 times at once while the SMTP server accepts
// the message but answers after the function's timeout. The mail has gone; the row that enforces
// the 5-minute limit must already be written, so no second mail goes and nobody sees a 5xx.
const services = setUpPaymentServices()

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function account(email: string): Promise<TestAccount> {
  const password = 'Password123'
  const record = await (await superuser()).collection('users').create({ email, password, passwordConfirm: password, verified: true })
  const pb = client()
  await pb.collection('users').authWithPassword(email, password)
  return { pb, id: record.id, email, password }
}

/** A buyer with a paid ticket (its first ticket mail sent by confirm) and the ticket's Webpay token. */
async function paidBuyer(email = uniqueEmail('storm')): Promise<{ buyer: TestAccount; token: string; orderID: string }> {
  const buyer = await account(email)
  const ticket = await issueTicket(buyer.id)
  const start = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)
  const { token, url } = start.body as { token: string; url: string }
  await payWithCard(services.standIn, url, token, VISA)
  await callFn(confirm, { token }, buyer.pb.authStore.token)
  return { buyer, token, orderID: String(ticket['orderID']) }
}

const ticketMails = (email: string, orderID: string) => services.sink.messages.filter((m) => m.to.includes(email) && m.subject.includes(orderID))

describe('"send my ticket again" under a storm of clicks and a slow mail server', () => {
  it('40 clicks at once against an SMTP server that answers after the timeout deliver exactly one mail and no 5xx', async () => {
    const { buyer, token, orderID } = await paidBuyer()
    await expect.poll(() => ticketMails(buyer.email, orderID).length).toBe(1)
    services.sink.setAnswerDelay(SMTP_TIMEOUT_MS + 1500)
    const answers = await Promise.all(Array.from({ length: 40 }, () => callFn(sendmailentrada, { token, force: true }, buyer.pb.authStore.token)))
    expect(answers.filter((a) => a.status >= 500)).toEqual([])
    // The one click that sent: its mail was accepted, but not confirmed within the timeout.
    expect(answers.filter((a) => a.status === 200).map((a) => a.body)).toEqual([{ sent: false, status: 'unconfirmed' }])
    for (const held of answers.filter((a) => a.status !== 200)) expect(held).toMatchObject({ status: 429, body: { details: { code: 'tooSoon' } } })
    await sleep(2500)
    expect(ticketMails(buyer.email, orderID)).toHaveLength(2)
    // A later click, with the failed send behind it, is still inside the window.
    services.sink.setAnswerDelay(0)
    expect(await callFn(sendmailentrada, { token, force: true }, buyer.pb.authStore.token)).toMatchObject({ status: 429, body: { details: { code: 'tooSoon' } } })
    expect(ticketMails(buyer.email, orderID)).toHaveLength(2)
  }, 60_000)

  it('accounts whose addresses reach one inbox (+tags) share its resend budget', async () => {
    const base = uniqueEmail('shared-inbox')
    const [local = '', domain = ''] = base.split('@')
    const buyers = []
    for (let i = 0; i <= MAIL_BUDGETS.ticketResend.max; i++) buyers.push(await paidBuyer(i === 0 ? base : `${local}+${String(i)}@${domain}`))
    const statuses = []
    for (const { buyer, token } of buyers) statuses.push((await callFn(sendmailentrada, { token, force: true }, buyer.pb.authStore.token)).status)
    expect(statuses).toEqual([...Array.from({ length: MAIL_BUDGETS.ticketResend.max }, () => 200), 429])
  }, 60_000)
})
