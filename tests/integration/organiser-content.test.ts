import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOrganiserSeed } from '../../scripts/lib/organiser-seed.ts'
import { repoRoot } from '../../scripts/lib/paths.ts'
import { png } from './constraints-images.ts'
import { client, createModerator, createUser, errorOf, statusOf, superuser, type TestAccount } from './support/pocketbase.ts'

// Organiser content (pb_migrations/1795002300, 1795002301, pb_hooks/organiser-content.pb.js): public to
// read, written by moderators and superusers only, never in one language only, audited.

const seed = readOrganiserSeed(repoRoot)
const BOTH = 'Cada texto necesita español e inglés. · Every text needs both Spanish and English.'
const MISSING_EN = { code: 'validation_missing_translation', message: 'Falta el texto en inglés. · The English text is missing.' }
const MISSING_ES = { code: 'validation_missing_translation', message: 'Falta el texto en español. · The Spanish text is missing.' }

/** Every field of the record; a new field must be added here on purpose, after asking whether it is public. */
const PUBLIC_FIELDS = ['collectionId', 'collectionName', 'created', 'id', 'updated', ...Object.keys(seed.content)].sort()

let admin: PocketBase
let visitor: PocketBase
let user: TestAccount
let moderator: TestAccount
let contentId: string
let original: Record<string, unknown>

beforeAll(async () => {
  admin = await superuser()
  visitor = client()
  user = await createUser()
  moderator = await createModerator()
  const record = (await admin.collection('ContenidoOrganizador').getList(1, 1, { sort: 'created' })).items[0]
  if (!record) throw new Error('the seed migration wrote no ContenidoOrganizador record')
  contentId = record.id
  original = record
})

afterAll(async () => {
  // Leave the seed as the other files (and the readiness test) expect it.
  await admin.collection('ContenidoOrganizador').update(contentId, Object.fromEntries(Object.keys(seed.content).map((key) => [key, original[key]])))
})

const content = () => admin.collection('ContenidoOrganizador').getOne(contentId)

describe('organiser content: public reads', () => {
  it('a visitor reads the one seeded record and the 8 staff, and the record holds nothing but public fields', async () => {
    const list = await visitor.collection('ContenidoOrganizador').getList(1, 10)
    expect(list.totalItems).toBe(1)
    const record = list.items[0] ?? {}
    expect(Object.keys(record).sort()).toEqual(PUBLIC_FIELDS)
    expect(record).toMatchObject({ hotelName: seed.content.hotelName, hotelDiscountCode: seed.content.hotelDiscountCode })
    const staff = await visitor.collection('Equipo').getFullList({ sort: 'order,created' })
    expect(staff.map((m) => m.name)).toEqual(seed.staff.map((m) => m.name))
    expect(Object.keys(staff[0] ?? {}).sort()).toEqual(['avatar', 'collectionId', 'collectionName', 'created', 'id', 'name', 'order', 'roleEn', 'roleEs', 'updated'])
  })
})

describe('organiser content: who may write', () => {
  it('visitors and attendees cannot create, change or delete the record or the staff; nothing changes', async () => {
    const before = await content()
    const staffBefore = await admin.collection('Equipo').getFullList({ sort: 'order' })
    const member = staffBefore[0]
    if (!member) throw new Error('no seeded staff')
    for (const pb of [visitor, user.pb]) {
      expect(await statusOf(pb.collection('ContenidoOrganizador').update(contentId, { hotelName: 'Hackeado' }))).toBe(404)
      expect(await statusOf(pb.collection('ContenidoOrganizador').create({ ...seed.content }))).toBe(403)
      expect(await statusOf(pb.collection('ContenidoOrganizador').delete(contentId))).toBe(403)
      expect(await statusOf(pb.collection('Equipo').update(member.id, { name: 'Hackeado' }))).toBe(404)
      expect(await statusOf(pb.collection('Equipo').create({ name: 'Intruso', roleEs: 'x', roleEn: 'x' }))).toBe(400)
      expect(await statusOf(pb.collection('Equipo').delete(member.id))).toBe(404)
    }
    // Moderators edit the one record but can neither add a second one nor delete it.
    expect(await statusOf(moderator.pb.collection('ContenidoOrganizador').create({ ...seed.content }))).toBe(403)
    expect(await statusOf(moderator.pb.collection('ContenidoOrganizador').delete(contentId))).toBe(403)
    expect(await content()).toEqual(before)
    expect(await admin.collection('Equipo').getFullList({ sort: 'order' })).toEqual(staffBefore)
  })
})

describe('organiser content: bilingual by construction', () => {
  it('refuses a moderator save missing one language, naming each field in both languages, and changes nothing', async () => {
    const before = await content()
    const faq = structuredClone(seed.content.faq) as Record<string, string>[]
    faq[1] = { ...faq[1], answerEn: '' }
    faq[2] = { ...faq[2], questionEs: '   ' }
    const err = await errorOf(moderator.pb.collection('ContenidoOrganizador').update(contentId, { hotelName: 'Hotel Nuevo', homeTaglineEn: '', faq }))
    expect(err.status).toBe(400)
    expect(err.response.message).toBe(BOTH)
    expect(err.response.data).toEqual({ homeTaglineEn: MISSING_EN, 'faq.1.answerEn': MISSING_EN, 'faq.2.questionEs': MISSING_ES })
    expect(await content()).toEqual(before)
  })

  it('refuses the same from a superuser (the PocketBase dashboard) and from a staff role with one language', async () => {
    const err = await errorOf(admin.collection('ContenidoOrganizador').update(contentId, { usMissionEs: '' }))
    expect(err.response.data).toEqual({ usMissionEs: MISSING_ES })
    const staffErr = await errorOf(moderator.pb.collection('Equipo').create({ name: 'Nueva Persona', roleEs: 'Voluntariado', roleEn: '' }))
    expect(staffErr.response.data).toEqual({ roleEn: MISSING_EN })
  })

  it('refuses lists of the wrong shape: a social network twice, a plain-http link, five benefits', async () => {
    const social = structuredClone(seed.content.social) as Record<string, string>[]
    social[1] = { ...social[1], network: 'facebook', url: 'http://insecure.example.cl' }
    const err = await errorOf(moderator.pb.collection('ContenidoOrganizador').update(contentId, { social, benefits: (seed.content.benefits as unknown[]).slice(0, 5) }))
    expect(Object.keys(err.response.data).sort()).toEqual(['benefits', 'social.1.network', 'social.1.url'])
  })
})

describe('every web address organisers publish is https', () => {
  it.each(['http://hotel.example.cl/reservas', 'javascript:alert(1)', 'data:text/html,hi', 'https://ok.example.cl/a b'])(
    'refuses %s for the waitlist chat, the hotel booking and a partner site, and saves nothing',
    async (address) => {
      const before = await content()
      const err = await errorOf(admin.collection('ContenidoOrganizador').update(contentId, { waitlistChatUrl: address, hotelBookingUrl: address }))
      expect(Object.keys(err.response.data).sort()).toEqual(['hotelBookingUrl', 'waitlistChatUrl'])
      expect(await content()).toEqual(before)
      const partner = await errorOf(admin.collection('Amigos').create({ Nombre: 'Socio', Url: address }))
      expect(partner.status).toBe(400)
      expect(partner.response.message).toContain('https://')
      expect(Object.keys(partner.response.data)).toEqual(['Url'])
    },
  )
})

describe('organiser content: a moderator edits it', () => {
  it('saves the hotel name in both languages of the page and writes one audit row with before and after', async () => {
    const saved = await moderator.pb.collection('ContenidoOrganizador').update(contentId, { hotelName: 'Hotel Andes Real', homeTaglineEs: '¡Llegan los monstruos!', homeTaglineEn: 'The monsters are coming!' })
    expect(saved).toMatchObject({ hotelName: 'Hotel Andes Real', homeTaglineEs: '¡Llegan los monstruos!' })
    expect(await visitor.collection('ContenidoOrganizador').getOne(contentId)).toMatchObject({ hotelName: 'Hotel Andes Real', homeTaglineEn: 'The monsters are coming!' })
    const rows = await admin.collection('auditLog').getFullList({ filter: admin.filter("collection = 'ContenidoOrganizador' && actor = {:actor}", { actor: moderator.id }) })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'update', target: contentId, before: { hotelName: seed.content.hotelName }, after: { hotelName: 'Hotel Andes Real' } })
  })

  it('adds a staff member with a square picture, refuses a non-square one or a non-image, and deletes the member; all audited', async () => {
    const form = (file: Blob | null, name = 'Persona Nueva') => {
      const data = new FormData()
      data.append('name', name)
      data.append('roleEs', 'Voluntariado')
      data.append('roleEn', 'Volunteering')
      data.append('order', '9')
      if (file) data.append('avatar', file, 'foto.png')
      return data
    }
    const wide = await errorOf(moderator.pb.collection('Equipo').create(form(new Blob([new Uint8Array(png(120, 80))], { type: 'image/png' }))))
    expect(wide.response.data).toEqual({ avatar: { code: 'validation_not_square', message: 'La imagen debe ser cuadrada. · Make sure your image has a square ratio.' } })
    const text = await errorOf(moderator.pb.collection('Equipo').create(form(new Blob(['not an image'], { type: 'image/png' }))))
    expect(Object.keys(text.response.data)).toEqual(['avatar'])
    expect(await admin.collection('Equipo').getList(1, 1, { filter: "name = 'Persona Nueva'" })).toMatchObject({ totalItems: 0 })

    const member = await moderator.pb.collection('Equipo').create(form(new Blob([new Uint8Array(png(96, 96))], { type: 'image/png' })))
    expect(member.avatar).toMatch(/\.png$/)
    const staff = await visitor.collection('Equipo').getFullList({ sort: 'order,created' })
    expect(staff.at(-1)).toMatchObject({ name: 'Persona Nueva', roleEn: 'Volunteering' })
    await moderator.pb.collection('Equipo').delete(member.id)
    const rows = await admin.collection('auditLog').getFullList({ filter: admin.filter('collection = "Equipo" && target = {:id}', { id: member.id }), sort: 'created' })
    expect(rows.map((r) => r.action)).toEqual(['create', 'delete'])
  })
})
