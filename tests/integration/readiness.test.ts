import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/lib/ports.ts'
import { startPocketBase } from '../../scripts/lib/pocketbase-server.ts'
import { repoRoot } from '../../scripts/lib/paths.ts'
import { ticketFindings } from '../../scripts/lib/readiness/tickets.ts'
import { checkReadiness } from '../../scripts/lib/readiness/index.ts'
import { readOrganiserSeed } from '../../scripts/lib/organiser-seed.ts'
import { realOrganiserContent } from '../support/real-organiser-content.ts'

/**
 * The readiness check against a real PocketBase of its own (the shared one holds other files' ticket
 * types): an empty catalogue, then a type missing its quantity row and image, then a complete one.
 */
const SUPERUSER = { email: 'readiness@tests.invalid', password: 'readiness-pass-1' }
let server: { url: string; stop: () => Promise<void> }
let dataDir: string
let pb: PocketBase

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'mi-readiness-'))
  server = await startPocketBase({ dataDir, port: await freePort(), superuserEmail: SUPERUSER.email, superuserPassword: SUPERUSER.password })
  pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  await pb.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password)
}, 60_000)

afterAll(async () => {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('readiness: ticket types, banner, partners, door team', () => {
  it('blocks an empty catalogue and a missing banner, then a type without quantity row or image, and passes once all is there', async () => {
    const messages = async () => (await ticketFindings(pb)).map((f) => `${f.severity}: ${f.message}`)
    expect(await messages()).toEqual([
      'blocker: there are no ticket types: create them on /adminconsole',
      'blocker: the alert banner record does not exist: open /adminbanner once',
      'warning: there are no partner communities: /friends would be empty',
      'warning: no moderator besides the organisers: invite the door team on /adminconsole',
    ])

    const bare = await pb.collection('Entradas').create({ Tipo: 'B1', ValorCLP: 45000, Estado: 'disponible', Nombre: 'General Preventa', NombreIngles: 'General Early Bird' })
    await pb.collection('AlertBanner').create({ status: 'None' })
    const logo = new File([readFileSync(path.join(repoRoot, 'scripts', 'seed-assets', 'level-general.svg'))], 'logo.svg', { type: 'image/svg+xml' })
    await pb.collection('Amigos').create({ Nombre: 'Furros del Sur', Url: 'https://furrosdelsur.cl', Image: logo })
    await pb.collection('moderators').create({ email: 'puerta@readiness.tests', password: 'Puerta-2026-x', passwordConfirm: 'Puerta-2026-x', name: 'Puerta' })
    expect(await messages()).toEqual([
      'blocker: ticket type B1 has no remaining-quantity row (EntradasQuedan): its sale would never count down',
      'blocker: ticket type B1 has no image',
    ])

    await pb.collection('EntradasQuedan').create({ EntradasID: bare.id, CantidadQuedan: 150 })
    const image = new File([readFileSync(path.join(repoRoot, 'scripts', 'seed-assets', 'level-general.svg'))], 'general.svg', { type: 'image/svg+xml' })
    await pb.collection('Entradas').update(bare.id, { Imagen: image })
    expect(await ticketFindings(pb)).toEqual([])
  })
})

describe('readiness: organiser content', () => {
  it('on a freshly migrated database lists the fields still holding the seed; once organisers wrote real content the content part passes', async () => {
    const organiserArea = async () => (await checkReadiness({ root: repoRoot, pb, today: '2025-01-01' })).filter((f) => f.area === 'organiser' || (f.area === 'translations' && /^(content|staff)/.test(f.message)))
    const seeded = (await organiserArea()).map((f) => f.message)
    expect(seeded).toEqual(
      expect.arrayContaining([
        'content.hotelName still holds the seed value "Hotel Cordillera Santiago"',
        'content.hotelDiscountCode still holds the seed value "MONSTER25"',
        'content.homeIntroEn still holds the seed value "Three days of panels, art, dances and lots of community. Bring your fursuit, your horns or your tentacles: every monster is welcome here."',
        'staff[Nombre Uno].name still holds the seed value "Nombre Uno"',
      ]),
    )

    const real = realOrganiserContent(readOrganiserSeed(repoRoot))
    const record = (await pb.collection('ContenidoOrganizador').getList(1, 1)).items[0]
    if (!record) throw new Error('no seeded content record')
    await pb.collection('ContenidoOrganizador').update(record.id, real.content)
    const staff = await pb.collection('Equipo').getFullList({ sort: 'order' })
    for (const [i, member] of staff.entries()) await pb.collection('Equipo').update(member.id, real.staff[i] ?? {})
    expect(await organiserArea()).toEqual([])
  })
})
