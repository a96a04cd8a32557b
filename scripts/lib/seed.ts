import { readFileSync } from 'node:fs'
import path from 'node:path'
import type PocketBase from 'pocketbase'
import { ClientResponseError, type RecordModel } from 'pocketbase'
import { repoRoot } from './paths.ts'

const asset = (name: string) =>
  new File([readFileSync(path.join(repoRoot, 'scripts', 'seed-assets', name))], name, { type: 'image/svg+xml' })

/** Demo ticket types for every level (SPEC §3 codes); prices are invented for local use. */
const TICKET_TYPES = [
  { Tipo: 'B1', Nombre: 'General Preventa', NombreIngles: 'General Early Bird', ValorCLP: 45000, Estado: 'disponible', image: 'level-general.svg', quedan: 150 },
  { Tipo: 'B2', Nombre: 'General Segunda Venta', NombreIngles: 'General Second Sale', ValorCLP: 55000, Estado: 'anunciada', image: 'level-general.svg', quedan: 100 },
  { Tipo: 'S1', Nombre: 'Sponsor Preventa', NombreIngles: 'Sponsor Early Bird', ValorCLP: 90000, Estado: 'disponible', image: 'level-sponsor.svg', quedan: 40 },
  { Tipo: 'S2', Nombre: 'Sponsor Segunda Venta', NombreIngles: 'Sponsor Second Sale', ValorCLP: 105000, Estado: 'anunciada', image: 'level-sponsor.svg', quedan: 30 },
  { Tipo: 'SS1', Nombre: 'Super Sponsor Preventa', NombreIngles: 'Super Sponsor Early Bird', ValorCLP: 150000, Estado: 'disponible', image: 'level-super-sponsor.svg', quedan: 15 },
  { Tipo: 'SS2', Nombre: 'Super Sponsor Segunda Venta', NombreIngles: 'Super Sponsor Second Sale', ValorCLP: 170000, Estado: 'agotada', image: 'level-super-sponsor.svg', quedan: 0 },
  { Tipo: 'MEGA', Nombre: 'MEGA', NombreIngles: 'MEGA', ValorCLP: 300000, Estado: 'disponible', image: 'level-mega.svg', quedan: 5 },
] as const

const FRIENDS = [
  { Nombre: 'Furry Chile', Url: 'https://example.org/furry-chile', image: 'friend-1.svg' },
  { Nombre: 'Paws del Sur', Url: 'https://example.org/paws-del-sur', image: 'friend-2.svg' },
  { Nombre: 'Andes Fur', Url: 'https://example.org/andes-fur', image: 'friend-3.svg' },
] as const

export const DEMO_ACCOUNTS = {
  moderator: { email: 'mod@monsterinvasion.local', password: 'ModeratorDemo1' },
  user: { email: 'demo@monsterinvasion.local', password: 'DemoUser123', username: 'demo' },
} as const

async function findFirst(
  pb: PocketBase,
  collection: string,
  filter: string,
  params: Record<string, string>,
): Promise<RecordModel | null> {
  try {
    return await pb.collection(collection).getFirstListItem(pb.filter(filter, params))
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return null
    throw err
  }
}

/** Idempotent demo data for `npm start`; returns lines describing it. */
export async function seedDemoData(pb: PocketBase): Promise<string[]> {
  for (const type of TICKET_TYPES) {
    const { image, quedan, ...fields } = type
    const existing = await findFirst(pb, 'Entradas', 'Tipo = {:tipo}', { tipo: type.Tipo })
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
    form.append('Imagen', asset(image))
    const record: RecordModel = existing ?? (await pb.collection('Entradas').create(form))
    if (!(await findFirst(pb, 'EntradasQuedan', 'EntradasID = {:id}', { id: record.id }))) {
      await pb.collection('EntradasQuedan').create({ EntradasID: record.id, CantidadQuedan: quedan })
    }
  }
  for (const friend of FRIENDS) {
    if (!(await findFirst(pb, 'Amigos', 'Nombre = {:n}', { n: friend.Nombre }))) {
      const form = new FormData()
      form.append('Nombre', friend.Nombre)
      form.append('Url', friend.Url)
      form.append('Image', asset(friend.image))
      await pb.collection('Amigos').create(form)
    }
  }
  if ((await pb.collection('AlertBanner').getList(1, 1)).totalItems === 0) {
    await pb.collection('AlertBanner').create({ status: 'Ok' })
  }
  const { moderator, user } = DEMO_ACCOUNTS
  if (!(await findFirst(pb, 'moderators', 'email = {:e}', { e: moderator.email }))) {
    // An organiser, so /adminconsole is there to try (pb_migrations/1795003200_organiser_console.js).
    await pb.collection('moderators').create({ ...moderator, passwordConfirm: moderator.password, name: 'Demo Moderator', organizador: true })
  }
  if (!(await findFirst(pb, 'users', 'email = {:e}', { e: user.email }))) {
    await pb.collection('users').create({ ...user, passwordConfirm: user.password, verified: true, name: '' })
  }
  return [
    `Demo data ..... ${TICKET_TYPES.length} ticket types, ${FRIENDS.length} friends, alert banner "Ok"`,
    `Moderator ..... ${moderator.email} / ${moderator.password}   (an organiser; log in at /adminlogin)`,
    `Demo user ..... ${user.email} (or "${user.username}") / ${user.password}   (verified)`,
  ]
}
