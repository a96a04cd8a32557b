import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { QUERY_ALLOWLIST, type RealtimeTopics } from '../../src/domain/query-allowlist.ts'
import { MODERATOR_REALTIME_KEYS, PERSONAL_RECORD_COLLECTIONS, PERSONAL_RECORD_SOURCES, type PersonalRecordCollection } from '../../src/domain/view-log.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { createPerson, type Person, type PersonServer } from './support/person-fixtures.ts'
import { realtimeClient, type RealtimeConnection } from './support/pocketbase.ts'

// The view log's coverage beyond lists and views (docs/security.md, "What the view log covers"):
// realtime deliveries of personal records to moderators, and the door, where one scan is one row.
// A server of our own: the rows counted here are every `view` row the server holds.
const own = new OwnPocketBase()
const server: PersonServer = { superuser: () => own.superuser(), user: () => own.user() }
let admin: PocketBase
let person: Person

const views = async () => admin.collection('auditLog').getFullList({ filter: "action = 'view'", sort: 'created' })

/** A moderator seat of its own, so no earlier read of the same person counts for it. */
async function seat(name: string): Promise<{ id: string; token: string; pb: PocketBase }> {
  const created = await admin.collection('moderators').create({ email: `${name}@coverage.tests`, password: 'Moderator-2026', passwordConfirm: 'Moderator-2026', name })
  const token = (await admin.collection('moderators').impersonate(created.id, 3600)).authStore.token
  return { id: created.id, token, pb: own.as(token) }
}

const pages: RealtimeConnection[] = []
async function page(token: string, subscriptions: string[]): Promise<{ connection: RealtimeConnection; status: number }> {
  const connection = await realtimeClient(own.url)
  pages.push(connection)
  const res = await fetch(`${own.url}/api/realtime`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ clientId: connection.clientId, subscriptions }),
  })
  await res.text()
  return { connection, status: res.status }
}

beforeAll(async () => {
  await own.start({})
  admin = await own.superuser()
  person = await createPerson({}, server)
}, 90_000)
afterEach(() => {
  for (const p of pages.splice(0)) p.close()
})
afterAll(() => own.remove())

const realtimeTopics: Partial<Record<string, RealtimeTopics>> = QUERY_ALLOWLIST.realtime
const subscribable = PERSONAL_RECORD_COLLECTIONS.filter((collection) => realtimeTopics[collection])
const unsubscribable = PERSONAL_RECORD_COLLECTIONS.filter((collection) => !realtimeTopics[collection])

/** The person's record of the collection, and the topics the allowlist lets anyone subscribe to for it. */
async function personsRecord(collection: PersonalRecordCollection): Promise<{ record: RecordModel; topics: string[] }> {
  const owner = PERSONAL_RECORD_SOURCES[collection].owner
  const record = await admin.collection(collection).getFirstListItem(admin.filter(`${owner} = {:user}`, { user: person.id }))
  const allowed = realtimeTopics[collection] ?? {}
  const topics = [...(allowed.all ? [`${collection}/*`] : []), ...(allowed.record ? [`${collection}/${record.id}`] : [])]
  return { record, topics }
}

describe('realtime deliveries of personal records to moderators', () => {
  it('the list of personal collections includes the realtime ones the moderator screens follow', () => {
    expect(subscribable).toContain('EntradasEntregadas')
  })

  it.each(subscribable)('%s: every delivery carries the record id only, so no personal data goes out without a view row', async (collection) => {
    const moderator = await seat(`rt-${collection.toLowerCase()}`)
    const { record, topics } = await personsRecord(collection)
    const { connection, status } = await page(moderator.token, topics)
    expect(status).toBe(204)
    const before = await views()
    const arrived = Promise.all(topics.map((topic) => connection.next((event) => event.topic === topic && event.id === record.id)))
    await admin.collection(collection).update(record.id, {})
    await arrived
    const deliveries = connection.events.filter((event) => event.id === record.id)
    expect(deliveries.map((event) => event.topic).sort()).toEqual([...topics].sort())
    for (const event of deliveries) {
      expect(Object.keys(event.record).sort(), event.topic).toEqual([...MODERATOR_REALTIME_KEYS].sort())
      expect(JSON.stringify(event.record)).not.toContain(person.marker)
    }
    // Nothing personal was delivered, so there is nothing to log: the screen's read that follows is.
    expect(await views()).toEqual(before)
    await moderator.pb.collection(collection).getList(1, 20, { filter: moderator.pb.filter(`${PERSONAL_RECORD_SOURCES[collection].owner} = {:userId}`, { userId: person.id }) })
    expect((await views()).filter((row) => row['actor'] === moderator.id)).toEqual([expect.objectContaining({ collection, target: person.id })])
  })

  it.each(subscribable)('%s: the attendee still receives their own record whole', async (collection) => {
    const { record, topics } = await personsRecord(collection)
    const ownTopics = topics.filter((topic) => topic.endsWith(`/${record.id}`))
    if (ownTopics.length === 0) return
    const { connection, status } = await page(person.pb.authStore.token, ownTopics)
    expect(status).toBe(204)
    const arrived = connection.next((event) => event.id === record.id)
    await admin.collection(collection).update(record.id, {})
    await arrived
    expect(connection.events.find((event) => event.id === record.id)?.record).toMatchObject({ user: person.id })
  })

  it.each(unsubscribable)('%s: a moderator cannot subscribe to it at all', async (collection) => {
    const moderator = await seat(`no-${collection.toLowerCase()}`)
    const { status } = await page(moderator.token, [`${collection}/*`])
    expect(status).toBe(400)
  })
})

describe('the door: one scan, one view row', () => {
  const door = (pb: PocketBase, ticket: string) => pb.send(`/api/mi/checkin/${ticket}`, {})
  const rowsOf = async (moderatorId: string, target: string) => (await views()).filter((row) => row['actor'] === moderatorId && row['target'] === target)

  it('a scan at /admincheckin (door card, admission, the list sync that follows it) writes one row', async () => {
    const scanner = await seat('door-scan')
    const holder = await createPerson({}, server)
    await door(scanner.pb, holder.ids.ticket)
    await scanner.pb.send(`/api/mi/checkin/${holder.ids.ticket}`, { method: 'POST', body: { device: 'coverage-phone-1' } })
    await scanner.pb.send('/api/mi/checkin-list', {})
    expect(await rowsOf(scanner.id, holder.id)).toEqual([expect.objectContaining({ collection: 'checkin' })])
  })

  it('a scan after the scanner’s list synced adds nothing: the list already logged that person today', async () => {
    const scanner = await seat('door-after-list')
    const holder = await createPerson({}, server)
    await scanner.pb.send('/api/mi/checkin-list', {})
    await door(scanner.pb, holder.ids.ticket)
    expect(await rowsOf(scanner.id, holder.id)).toEqual([expect.objectContaining({ collection: 'checkin-list' })])
  })

  it('two reads of the same card at once (a retry, a page mounted twice) write one row', async () => {
    const scanner = await seat('door-twice')
    const holder = await createPerson({}, server)
    await Promise.all([door(scanner.pb, holder.ids.ticket), door(scanner.pb, holder.ids.ticket), door(scanner.pb, holder.ids.ticket)])
    expect(await rowsOf(scanner.id, holder.id)).toHaveLength(1)
  })
})
