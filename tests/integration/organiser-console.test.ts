import { readFileSync } from 'node:fs'
import path from 'node:path'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configurePocketBase } from '../../scripts/lib/configure-pocketbase.ts'
import { repoRoot } from '../../scripts/lib/paths.ts'
import { freePort } from '../../scripts/lib/ports.ts'
import { localSettings } from '../../scripts/lib/pocketbase-settings.ts'
import { ticketFindings } from '../../scripts/lib/readiness/tickets.ts'
import { fetchOrganiser } from '../../scripts/lib/readiness/organiser.ts'
import { organiserContentProblems, type ContentProblem } from '../../src/domain/organiser-readiness.ts'
import { readOrganiserSeed } from '../../scripts/lib/organiser-seed.ts'
import { startSmtpSink, type SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import type { LaunchProblem } from '../../src/domain/launch-readiness.ts'
import { errorOf, statusOf } from './support/pocketbase.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'

// The organiser console's server side (pb_migrations/1795003200_organiser_console.js,
// pb_hooks/organiser-console.pb.js) on a PocketBase of its own that holds nothing but what the
// migrations write: the first organiser comes from the host's MI_FIRST_ORGANISER, everything else is
// entered through the API the console uses, with no superuser call once the organiser exists.

const ORGANISER = 'Primera Organizadora <organiza@console.tests>'
const ORGANISER_EMAIL = 'organiza@console.tests'
const own = new OwnPocketBase()
let sink: SmtpSink
let admin: PocketBase
let organiser: PocketBase
let organiserId: string
let moderator: PocketBase

const svg = (name: string) => new File([readFileSync(path.join(repoRoot, 'scripts', 'seed-assets', name))], name, { type: 'image/svg+xml' })

function typeForm(fields: Record<string, string>, image = true): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (image) form.append('Imagen', svg('level-general.svg'))
  return form
}

const readiness = async (pb: PocketBase) => (await pb.send<{ problems: LaunchProblem[] }>('/api/mi/organiser/readiness', {})).problems
const codes = async (pb: PocketBase) => (await readiness(pb)).filter((p) => p.code !== 'content').map((p) => (p.type ? `${p.code}:${p.type}` : p.code))
const contentProblems = async (pb: PocketBase) => (await readiness(pb)).flatMap((p) => (p.content ? [`${p.content.where} ${p.content.kind}`] : []))

beforeAll(async () => {
  sink = await startSmtpSink({ port: await freePort() })
  await own.start({ MI_FIRST_ORGANISER: ORGANISER }, { editions: 'migrations' })
  admin = await own.superuser()
}, 60_000)

afterAll(async () => {
  await own.remove()
  await sink.stop()
})

describe('the first organiser', () => {
  it('is invited as soon as the mail settings arrive, once, and holds organiser rights', async () => {
    // Started before pb:configure: no mail server yet, so no seat nobody could open.
    expect((await admin.collection('moderators').getList(1, 1)).totalItems).toBe(0)
    await configurePocketBase(admin, localSettings('http://localhost:5173', `smtp://127.0.0.1:${sink.port}`, 'entradas@console.tests'))
    const invitation = await sink.waitFor((mail) => mail.to.includes(ORGANISER_EMAIL))
    expect(invitation.text).toContain('/adminclave?token=')
    expect(invitation.text).toContain('¡Hola, Primera Organizadora!')
    const seat = await admin.collection('moderators').getFirstListItem(`email = "${ORGANISER_EMAIL}"`)
    expect(seat['organizador']).toBe(true)
    organiserId = seat.id
    organiser = own.as((await admin.collection('moderators').impersonate(seat.id, 3600)).authStore.token)

    // A restart (and the settings saved again) finds the organiser: no second seat, no second mail.
    await own.start({ MI_FIRST_ORGANISER: ORGANISER }, { editions: 'migrations' })
    admin = await own.superuser()
    await configurePocketBase(admin, localSettings('http://localhost:5173', `smtp://127.0.0.1:${sink.port}`, 'entradas@console.tests'))
    expect(sink.messages.filter((mail) => mail.to.includes(ORGANISER_EMAIL))).toHaveLength(1)
    expect((await admin.collection('moderators').getList(1, 10)).totalItems).toBe(1)
    organiser = own.as(organiser.authStore.token)
  })
})

describe('readiness on a database with nothing but the migrations', () => {
  it('names what blocks the launch: no ticket types, no banner; no partners and no door team as warnings', async () => {
    expect(await codes(organiser)).toEqual(['eventStartsInPast', 'noTypes', 'noBanner', 'noPartners', 'noDoorModerator'])
  })

  it('names the organiser content still holding the seed, by the same rule as npm run readiness', async () => {
    const content = await contentProblems(organiser)
    expect(content).toContain('content.hotelName seedValue')
    expect(content).toContain('staff[Nombre Uno].name seedValue')
    // The same problems, whatever order the fields come in (the SDK's JSON is sorted by key, the hook's by schema).
    const byPlace = (a: ContentProblem, b: ContentProblem) => `${a.where} ${a.kind}`.localeCompare(`${b.where} ${b.kind}`)
    const sameRule = organiserContentProblems(await fetchOrganiser(admin), readOrganiserSeed(repoRoot)).sort(byPlace)
    expect((await readiness(organiser)).flatMap((p) => (p.content ? [p.content] : [])).sort(byPlace)).toEqual(sameRule)
  })
})

describe('moderator seats', () => {
  it('an organiser invites a moderator, who gets the mail; the same e-mail twice or a malformed one is refused and changes nothing', async () => {
    const seat = await organiser.send('/api/mi/organiser/moderators', { method: 'POST', body: { name: 'Puerta Uno', email: 'Puerta@Console.Tests' } })
    expect(seat).toMatchObject({ name: 'Puerta Uno', email: 'puerta@console.tests', organizador: false, invitationPending: true })
    const mail = await sink.waitFor((m) => m.to.includes('puerta@console.tests'))
    expect(mail.text).toContain('/adminclave?token=')
    expect((await errorOf(organiser.send('/api/mi/organiser/moderators', { method: 'POST', body: { email: 'puerta@console.tests' } }))).response['data']).toMatchObject({ email: { code: 'moderatorExists' } })
    expect(await statusOf(organiser.send('/api/mi/organiser/moderators', { method: 'POST', body: { email: 'not-an-address' } }))).toBe(400)
    const list = await organiser.send<{ items: { email: string }[] }>('/api/mi/organiser/moderators', {})
    expect(list.items.map((m) => m.email).sort()).toEqual([ORGANISER_EMAIL, 'puerta@console.tests'])
    moderator = own.as((await admin.collection('moderators').impersonate(String(seat['id']), 3600)).authStore.token)
  })

  it('when the mail server refuses the invitation the organiser hears it (502) and no seat is left behind', async () => {
    sink.setFailing(true)
    try {
      const error = await errorOf(organiser.send('/api/mi/organiser/moderators', { method: 'POST', body: { email: 'nadie@console.tests' } }))
      expect(error.status).toBe(502)
      expect(error.response['data']).toMatchObject({ request: { code: 'mailRefused' } })
    } finally {
      sink.setFailing(false)
    }
    expect((await admin.collection('moderators').getList(1, 1, { filter: 'email = "nadie@console.tests"' })).totalItems).toBe(0)
  })

  it('a moderator without organiser rights, an attendee and a visitor can neither list, invite, remove nor read readiness', async () => {
    const attendee = await own.user()
    for (const pb of [moderator, attendee.pb, own.client()]) {
      expect(await statusOf(pb.send('/api/mi/organiser/moderators', {}))).toBeGreaterThanOrEqual(401)
      expect(await statusOf(pb.send('/api/mi/organiser/moderators', { method: 'POST', body: { email: 'x@console.tests' } }))).toBeGreaterThanOrEqual(401)
      expect(await statusOf(pb.send(`/api/mi/organiser/moderators/${organiserId}`, { method: 'DELETE' }))).toBeGreaterThanOrEqual(401)
      expect(await statusOf(pb.send('/api/mi/organiser/readiness', {}))).toBeGreaterThanOrEqual(401)
    }
    expect((await admin.collection('moderators').getList(1, 10)).totalItems).toBe(2)
  })

  it('an organiser cannot remove their own seat; removing another is audited', async () => {
    expect((await errorOf(organiser.send(`/api/mi/organiser/moderators/${organiserId}`, { method: 'DELETE' }))).response['data']).toMatchObject({ request: { code: 'ownSeat' } })
    const extra = await organiser.send<{ id: string }>('/api/mi/organiser/moderators', { method: 'POST', body: { email: 'temporal@console.tests' } })
    await organiser.send(`/api/mi/organiser/moderators/${extra.id}`, { method: 'DELETE' })
    expect(await statusOf(admin.collection('moderators').getOne(extra.id))).toBe(404)
    const row = await admin.collection('auditLog').getFirstListItem(`collection = "moderators" && action = "delete" && target = "${extra.id}"`)
    expect(row['actor']).toBe(organiserId)
  })
})

describe('ticket types', () => {
  it('an organiser creates a draft type with its image and starting quantity: the quantity row comes in the same write', async () => {
    const type = await organiser.collection('Entradas').create(typeForm({ Tipo: 'B1', ValorCLP: '45000', Estado: 'creada', Nombre: 'General Preventa', NombreIngles: 'General Early Bird', cantidad: '150' }))
    const row = await admin.collection('EntradasQuedan').getFirstListItem(`EntradasID = "${type.id}"`)
    expect(row['CantidadQuedan']).toBe(150)
    expect(type['Imagen']).not.toBe('')
    const audit = await admin.collection('auditLog').getFirstListItem(`collection = "Entradas" && action = "create" && target = "${type.id}"`)
    expect(audit['after']).toMatchObject({ Tipo: 'B1', cantidad: 150 })
  })

  it('a bad quantity, a bad code or a type that skips the draft state is refused and leaves no type and no quantity row', async () => {
    const before = (await admin.collection('Entradas').getList(1, 1)).totalItems
    const rows = (await admin.collection('EntradasQuedan').getList(1, 1)).totalItems
    const attempts = [
      { Tipo: 'S1', ValorCLP: '90000', Estado: 'creada', Nombre: 'Sponsor', NombreIngles: 'Sponsor', cantidad: '-1' },
      { Tipo: 'S1', ValorCLP: '90000', Estado: 'creada', Nombre: 'Sponsor', NombreIngles: 'Sponsor', cantidad: '2.5' },
      { Tipo: 'VIP', ValorCLP: '90000', Estado: 'creada', Nombre: 'Sponsor', NombreIngles: 'Sponsor', cantidad: '5' },
      { Tipo: 'S1', ValorCLP: '90000', Estado: 'disponible', Nombre: 'Sponsor', NombreIngles: 'Sponsor', cantidad: '5' },
      { Tipo: 'B1', ValorCLP: '90000', Estado: 'creada', Nombre: 'Duplicada', NombreIngles: 'Duplicate', cantidad: '5' },
    ]
    for (const fields of attempts) expect(await statusOf(organiser.collection('Entradas').create(typeForm(fields)))).toBe(400)
    expect((await admin.collection('Entradas').getList(1, 1)).totalItems).toBe(before)
    expect((await admin.collection('EntradasQuedan').getList(1, 1)).totalItems).toBe(rows)
  })

  it('a moderator without organiser rights can neither create a type nor change its price or names, but still switches its state', async () => {
    const type = await admin.collection('Entradas').getFirstListItem('Tipo = "B1"')
    expect(await statusOf(moderator.collection('Entradas').create(typeForm({ Tipo: 'S1', ValorCLP: '1', Estado: 'creada', Nombre: 'x', NombreIngles: 'x' })))).toBe(400)
    expect((await admin.collection('Entradas').getList(1, 1, { filter: 'Tipo = "S1"' })).totalItems).toBe(0)
    expect(await statusOf(moderator.collection('Entradas').update(type.id, { ValorCLP: 1 }))).toBe(404)
    expect(await statusOf(moderator.collection('Entradas').update(type.id, { NombreIngles: 'Cheap' }))).toBe(404)
    await moderator.collection('Entradas').update(type.id, { Estado: 'anunciada' })
    expect((await admin.collection('Entradas').getOne(type.id))['ValorCLP']).toBe(45000)
  })

  it('an organiser edits price and names, changes the code only while a draft, and deletes only a draft', async () => {
    const type = await admin.collection('Entradas').getFirstListItem('Tipo = "B1"')
    await organiser.collection('Entradas').update(type.id, { ValorCLP: 47000, Nombre: 'General Preventa 2026', NombreIngles: 'General Early Bird 2026' })
    expect(await admin.collection('Entradas').getOne(type.id)).toMatchObject({ ValorCLP: 47000, NombreIngles: 'General Early Bird 2026' })
    expect(await statusOf(organiser.collection('Entradas').update(type.id, { Tipo: 'B2' }))).toBe(404)
    expect(await statusOf(organiser.collection('Entradas').delete(type.id))).toBe(404)

    const draft = await organiser.collection('Entradas').create(typeForm({ Tipo: 'MEGA', ValorCLP: '250000', Estado: 'creada', Nombre: 'Mega', NombreIngles: 'Mega', cantidad: '3' }))
    await organiser.collection('Entradas').update(draft.id, { Tipo: 'MEGA1' })
    await organiser.collection('Entradas').delete(draft.id)
    expect(await statusOf(admin.collection('Entradas').getOne(draft.id))).toBe(404)
    expect((await admin.collection('EntradasQuedan').getList(1, 1, { filter: `EntradasID = "${draft.id}"` })).totalItems).toBe(0)
  })
})

describe('a type a buyer could not use is never shown or sold (the console’s “Bloquea” blocks)', () => {
  const reasonOf = async (call: Promise<unknown>) => {
    const err = await errorOf(call)
    return { status: err.status, code: (err.response['data'] as { request?: { code?: string } }).request?.code }
  }

  it('without its image, English name or quantity row, neither an organiser nor a moderator can announce it or put it on sale; complete, they can', async () => {
    const draft = await organiser.collection('Entradas').create(typeForm({ Tipo: 'SS1', ValorCLP: '120000', Estado: 'creada', Nombre: 'Sponsor Plus', NombreIngles: 'Sponsor Plus', cantidad: '4' }, false))
    expect(await reasonOf(organiser.collection('Entradas').update(draft.id, { Estado: 'disponible' }))).toEqual({ status: 400, code: 'typeWithoutImage' })
    expect(await reasonOf(moderator.collection('Entradas').update(draft.id, { Estado: 'anunciada' }))).toEqual({ status: 400, code: 'typeWithoutImage' })
    expect((await admin.collection('Entradas').getOne(draft.id))['Estado']).toBe('creada')

    await organiser.collection('Entradas').update(draft.id, typeForm({}))
    const row = await admin.collection('EntradasQuedan').getFirstListItem(`EntradasID = "${draft.id}"`)
    await admin.collection('EntradasQuedan').delete(row.id)
    expect(await reasonOf(moderator.collection('Entradas').update(draft.id, { Estado: 'disponible' }))).toEqual({ status: 400, code: 'typeWithoutQuantity' })
    await admin.collection('EntradasQuedan').create({ EntradasID: draft.id, CantidadQuedan: 4 })

    await moderator.collection('Entradas').update(draft.id, { Estado: 'disponible' })
    // On sale, it cannot lose what a buyer needs either.
    expect(await reasonOf(organiser.collection('Entradas').update(draft.id, { NombreIngles: ' ' }))).toEqual({ status: 400, code: 'typeWithoutEnglishName' })
    expect(await admin.collection('Entradas').getOne(draft.id)).toMatchObject({ Estado: 'disponible', NombreIngles: 'Sponsor Plus' })

    await moderator.collection('Entradas').update(draft.id, { Estado: 'creada' })
    await organiser.collection('Entradas').delete(draft.id)
  })
})

describe('banner and partners', () => {
  it('the first moderator to open the banner editor creates the one banner record; a second is refused', async () => {
    await moderator.collection('AlertBanner').create({ status: 'None' })
    expect(await statusOf(organiser.collection('AlertBanner').create({ status: 'Ok' }))).toBe(400)
    expect((await admin.collection('AlertBanner').getList(1, 5)).totalItems).toBe(1)
  })

  it('an organiser adds, edits and removes partner communities with their image; a moderator cannot', async () => {
    const form = new FormData()
    form.append('Nombre', 'Furros del Sur')
    form.append('Url', 'https://furrosdelsur.cl')
    form.append('Image', svg('level-general.svg'))
    expect(await statusOf(moderator.collection('Amigos').create(form))).toBe(400)
    const partner = await organiser.collection('Amigos').create(form)
    await organiser.collection('Amigos').update(partner.id, { Nombre: 'Furros del Sur CL' })
    expect((await own.client().collection('Amigos').getOne(partner.id))['Nombre']).toBe('Furros del Sur CL')
    expect(await statusOf(organiser.collection('Amigos').update(partner.id, { Url: 'http://furrosdelsur.cl' }))).toBe(400)
    expect(await statusOf(organiser.collection('Amigos').update(partner.id, { Url: 'javascript:alert(1)' }))).toBe(400)
    expect((await admin.collection('Amigos').getOne(partner.id))['Url']).toBe('https://furrosdelsur.cl')
    const gone = await organiser.collection('Amigos').create(form)
    await organiser.collection('Amigos').delete(gone.id)
    expect(await statusOf(moderator.collection('Amigos').delete(partner.id))).toBe(404)
  })
})

describe('readiness after the organiser set everything up', () => {
  it('only the edition dates (and the organiser content) are left, and the terminal check reads the same data', async () => {
    expect(await codes(organiser)).toEqual(['eventStartsInPast'])
    expect(await ticketFindings(admin)).toEqual([])
  })
})
