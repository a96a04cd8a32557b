import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configurePocketBase } from '../../scripts/lib/configure-pocketbase.ts'
import { localSettings } from '../../scripts/lib/pocketbase-settings.ts'
import { freePort } from '../../scripts/lib/ports.ts'
import { startSmtpSink, type SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { rightsDueAt } from '../../src/domain/privacy-rights.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { createPerson, type Person, type PersonServer } from './support/person-fixtures.ts'
import { errorOf, realtimeClient } from './support/pocketbase.ts'

// A server of our own: the reminder job reads every open request and mails every organiser.
const own = new OwnPocketBase()
let mailbox: SmtpSink
let admin: PocketBase
let person: Person
let other: Person
let moderator: PocketBase
let organiser: { pb: PocketBase; email: string }
const server: PersonServer = { superuser: () => own.superuser(), user: () => own.user() }

interface RightItem {
  kind: 'request' | 'correction'
  id: string
  right: string
  detail: string
  status: string
  received: string
  due: string
  extended: string
  extensionReason: string
  answer: string
  resolved: string
  person?: { name: string; email: string; deleted: boolean }
}

const RIGHTS = ['acceso', 'supresion', 'oposicion', 'portabilidad', 'bloqueo'] as const
const mine = (pb: PocketBase) => pb.send<{ items: RightItem[] }>('/api/mi/rights', {}).then((a) => a.items)
const inbox = (pb: PocketBase, state = 'open') => pb.send<{ items: RightItem[]; totalItems: number }>(`/api/mi/rights/inbox?state=${state}`, {})
const remindAt = (now: Date) => admin.send<{ sent: number }>('/api/mi/rights/remind', { method: 'POST', body: { now: now.toISOString() } })
const DAY = 24 * 3600 * 1000
// The sink unfolds encoded subject words with a space between them: compare without spaces.
const subjectHas = (subject: string, text: string) => subject.replace(/\s+/g, '').includes(text.replace(/\s+/g, ''))

beforeAll(async () => {
  await own.start({})
  mailbox = await startSmtpSink({ port: await freePort() })
  admin = await own.superuser()
  await configurePocketBase(admin, localSettings('http://localhost:5173', `smtp://127.0.0.1:${mailbox.port}`, 'entradas@tests.local'))
  person = await createPerson({}, server)
  other = await createPerson({}, server)
  moderator = own.as(await own.moderatorToken())
  const email = 'organiza@rights.tests'
  const seat = await admin.collection('moderators').create({ email, password: 'Organiza-2026', passwordConfirm: 'Organiza-2026', name: 'Orga Nizadora', organizador: true })
  organiser = { pb: own.as((await admin.collection('moderators').impersonate(seat.id, 3600)).authStore.token), email }
}, 90_000)
afterAll(async () => {
  await mailbox.stop()
  await own.remove()
})

describe('every right, with its legal due date', () => {
  it.each(RIGHTS)('the attendee files a %s request, due 30 calendar days after today in Chile', async (right) => {
    const before = Date.now()
    const created = await person.pb.send<RightItem>('/api/mi/rights', { method: 'POST', body: { right, detail: `Quiero ejercer ${right}.` } })
    expect(created).toMatchObject({ kind: 'request', right, status: 'pendiente', extended: '' })
    const received = new Date(created.received)
    expect(received.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(created.due).toBe(rightsDueAt(received).toISOString())
  })

  it('the attendee gets a written receipt with the deadline, and the organisers word of it, in both languages', async () => {
    const receipt = await mailbox.waitFor((m) => m.to.includes(person.email) && subjectHas(m.subject, 'Recibimos tu solicitud de bloqueo / We received your blocking request'))
    expect(receipt.text).toContain('(hora de Chile)')
    expect(receipt.text).toContain('(Chile time)')
    const notice = await mailbox.waitFor((m) => m.to.includes(organiser.email) && subjectHas(m.subject, 'Nueva solicitud: bloqueo / New request: blocking'))
    expect(notice.text).toContain('/adminderechos')
  })

  it('rectification is the legal-data correction request, with the same due date, in the same list', async () => {
    const correction = await person.pb.collection('legalCorrections').create({ user: person.id, motivo: 'Mi nombre legal tiene un error.' })
    expect(correction['venceEn']).not.toBe('')
    const items = await mine(person.pb)
    const rectification = items.find((i) => i.kind === 'correction')
    expect(rectification).toMatchObject({ right: 'rectificacion', status: 'pendiente', due: rightsDueAt(new Date(rectification!.received)).toISOString() })
    expect(items.map((i) => i.right).sort()).toEqual([...RIGHTS, 'rectificacion'].sort())
  })

  it('one open request per right; an unknown right or an over-long detail is refused', async () => {
    const again = await errorOf(person.pb.send('/api/mi/rights', { method: 'POST', body: { right: 'acceso' } }))
    expect(again.status).toBe(400)
    expect(again.data['data']).toMatchObject({ right: { code: 'validation_request_open' } })
    expect((await errorOf(person.pb.send('/api/mi/rights', { method: 'POST', body: { right: 'olvido' } }))).status).toBe(400)
    expect((await errorOf(other.pb.send('/api/mi/rights', { method: 'POST', body: { right: 'acceso', detail: 'x'.repeat(1001) } }))).status).toBe(400)
  })

  it('each attendee sees only their own requests; visitors and moderators cannot file one', async () => {
    expect(await mine(other.pb)).toEqual([])
    expect((await errorOf(own.client().send('/api/mi/rights', {}))).status).toBe(401)
    const unverified = await own.user()
    await admin.collection('users').update(unverified.id, { verified: false })
    const refused = await errorOf(unverified.pb.send('/api/mi/rights', { method: 'POST', body: { right: 'acceso' } }))
    expect(refused.data['data']).toMatchObject({ right: { code: 'validation_not_verified' } })
    expect((await errorOf(moderator.send('/api/mi/rights', { method: 'POST', body: { right: 'acceso' } }))).status).toBeGreaterThanOrEqual(401)
  })

  it('organisers and moderators see every open request, soonest due first, with the person', async () => {
    const answer = await inbox(organiser.pb)
    expect(answer.totalItems).toBe(6)
    expect(answer.items.every((i) => i.person?.email === person.email)).toBe(true)
    const dues = answer.items.map((i) => i.due)
    expect(dues).toEqual([...dues].sort())
    expect((await inbox(moderator)).totalItems).toBe(6)
    expect((await errorOf(person.pb.send('/api/mi/rights/inbox', {}))).status).toBeGreaterThanOrEqual(401)
  })

  it('the record API stays closed to everyone but superusers', async () => {
    expect((await errorOf(person.pb.collection('privacyRequests').getList(1, 1))).status).toBe(403)
    expect((await errorOf(moderator.collection('privacyRequests').getList(1, 1))).status).toBe(403)
    expect((await errorOf(person.pb.collection('privacyRequests').create({ user: person.id, derecho: 'acceso', estado: 'resuelta' }))).status).toBe(403)
  })
})

describe('reminders to the organisers before the due date', () => {
  it('mails every organiser 7 and 2 days before, each once, in both languages', async () => {
    const [request] = (await inbox(organiser.pb)).items.filter((i) => i.right === 'bloqueo')
    const due = new Date(request!.due).getTime()
    const toOrganiser = () => mailbox.messages.filter((m) => m.to.includes(organiser.email) && subjectHas(m.subject, 'solicitud de bloqueo'))
    expect((await remindAt(new Date(due - 8 * DAY))).sent).toBe(0)
    expect((await remindAt(new Date(due - 6 * DAY))).sent).toBe(6)
    const seven = await mailbox.waitFor((m) => m.to.includes(organiser.email) && subjectHas(m.subject, 'bloqueo vence en 7 días / blocking request due in 7 days'))
    expect(seven.text).toContain('(hora de Chile)')
    expect(seven.text).toContain('(Chile time)')
    expect(seven.text).toContain('/adminderechos')
    expect((await remindAt(new Date(due - 5 * DAY))).sent).toBe(0)
    expect((await remindAt(new Date(due - 1 * DAY))).sent).toBe(6)
    await mailbox.waitFor((m) => m.to.includes(organiser.email) && subjectHas(m.subject, 'bloqueo vence en 2 días'))
    expect((await remindAt(new Date(due - 0.5 * DAY))).sent).toBe(0)
    expect(toOrganiser()).toHaveLength(2)
  })

  it('only a superuser runs the job by hand', async () => {
    expect((await errorOf(organiser.pb.send('/api/mi/rights/remind', { method: 'POST', body: {} }))).status).toBeGreaterThanOrEqual(401)
  })
})

describe('answering and extending', () => {
  it('the one extension of 30 days needs a reason, is told to the attendee and restarts the reminders', async () => {
    const [request] = (await inbox(organiser.pb)).items.filter((i) => i.right === 'oposicion')
    const extended = await organiser.pb.send<RightItem & { mailed: boolean }>(`/api/mi/rights/${request!.id}/extend`, { method: 'POST', body: { reason: 'Necesitamos revisar los registros de la puerta.' } })
    expect(extended).toMatchObject({ mailed: true, extensionReason: 'Necesitamos revisar los registros de la puerta.' })
    expect(extended.due).toBe(rightsDueAt(new Date(request!.received), true).toISOString())
    await mailbox.waitFor((m) => m.to.includes(person.email) && subjectHas(m.subject, 'More time for your objection request'))
    const twice = await errorOf(organiser.pb.send(`/api/mi/rights/${request!.id}/extend`, { method: 'POST', body: { reason: 'Otra vez, por favor, más tiempo.' } }))
    expect(twice.status).toBe(400)
    expect((await errorOf(organiser.pb.send(`/api/mi/rights/${request!.id}/extend`, { method: 'POST', body: { reason: 'corto' } }))).status).toBe(400)
    expect((await remindAt(new Date(new Date(extended.due).getTime() - 6 * DAY))).sent).toBeGreaterThanOrEqual(1)
  })

  it('an answer closes the request, is audited, mailed and shown to the attendee', async () => {
    const [request] = (await inbox(moderator)).items.filter((i) => i.right === 'acceso')
    const answered = await moderator.send<RightItem & { mailed: boolean }>(`/api/mi/rights/${request!.id}/answer`, { method: 'POST', body: { state: 'resuelta', answer: 'Te enviamos tus datos.' } })
    expect(answered).toMatchObject({ status: 'resuelta', answer: 'Te enviamos tus datos.', mailed: true })
    expect((await mine(person.pb)).find((i) => i.id === request!.id)).toMatchObject({ status: 'resuelta', answer: 'Te enviamos tus datos.' })
    expect((await errorOf(moderator.send(`/api/mi/rights/${request!.id}/answer`, { method: 'POST', body: { state: 'rechazada', answer: 'No.' } }))).status).toBe(400)
    const row = await admin.collection('auditLog').getFirstListItem(admin.filter("action = 'rights-answer' && target = {:id}", { id: request!.id }))
    expect(row['after']).toMatchObject({ estado: 'resuelta' })
    expect((await inbox(moderator, 'closed')).items.map((i) => i.id)).toContain(request!.id)
    // The same right can be asked again once the first request is answered.
    await person.pb.send('/api/mi/rights', { method: 'POST', body: { right: 'acceso' } })
  })

  it('the attendee’s download carries the requests with their due dates', async () => {
    const data = await person.pb.send<{ rights: RightItem[] }>('/api/mi/my-data', {})
    expect(data.rights.length).toBe(7)
    expect(data.rights.every((r) => r.due !== '')).toBe(true)
  })
})

describe('attacks on the rights routes', () => {
  it('answering or extending an unknown request id answers 404, not a server error', async () => {
    for (const path of ['answer', 'extend']) {
      const body = path === 'answer' ? { state: 'resuelta', answer: 'Hecho.' } : { reason: 'Necesitamos revisar los registros.' }
      expect((await errorOf(organiser.pb.send(`/api/mi/rights/aaaaaaaaaaaaaaa/${path}`, { method: 'POST', body }))).status).toBe(404)
      expect((await errorOf(organiser.pb.send(`/api/mi/rights/${'x'.repeat(300)}/${path}`, { method: 'POST', body }))).status).toBe(404)
    }
  })

  it('twenty parallel requests for the same right create one, the others answer 400 validation_request_open, and the organisers get one notice', async () => {
    const racer = await createPerson({}, server)
    const noticesBefore = mailbox.messages.filter((m) => m.to.includes(organiser.email) && subjectHas(m.subject, 'Nueva solicitud: portabilidad')).length
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => racer.pb.send('/api/mi/rights', { method: 'POST', body: { right: 'portabilidad' } })))
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    for (const refused of answers) {
      if (refused.status === 'fulfilled') continue
      const err = refused.reason as { status: number; data: { data: unknown } }
      expect(err.status).toBe(400)
      expect(err.data.data).toMatchObject({ right: { code: 'validation_request_open' } })
    }
    expect((await mine(racer.pb)).filter((i) => i.right === 'portabilidad')).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const notices = mailbox.messages.filter((m) => m.to.includes(organiser.email) && subjectHas(m.subject, 'Nueva solicitud: portabilidad')).length
    expect(notices - noticesBefore).toBe(1)
  })

  it('a signed-in attendee cannot subscribe to privacyRequests or traspasos in realtime (400), whatever the topic', async () => {
    const { clientId, close } = await realtimeClient(own.url)
    try {
      for (const topic of ['privacyRequests/*', 'traspasos/*', `privacyRequests/${'a'.repeat(15)}`, `traspasos/${'a'.repeat(15)}`]) {
        const res = await fetch(`${own.url}/api/realtime`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: person.pb.authStore.token },
          body: JSON.stringify({ clientId, subscriptions: [topic] }),
        })
        expect(res.status, topic).toBe(400)
      }
    } finally {
      close()
    }
  })
})
