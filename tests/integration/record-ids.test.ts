import { describe, expect, it } from 'vitest'
import { client, createUser, errorOf, superuser, uniqueEmail } from './support/pocketbase.ts'

// Ids are the server's: ids are unique only within a collection, so an attendee who could pick one
// (say, the id of someone's ticket, printed in their QR) would make others' audit rows look like theirs.

const PICKED = 'abcdefghij12345'

describe('record ids are the server’s to choose', () => {
  it('a visitor signing up with an id of their choosing is refused and no account is made', async () => {
    const email = uniqueEmail('picked-id')
    const err = await errorOf(client().collection('users').create({ id: PICKED, email, password: 'Password123', passwordConfirm: 'Password123' }))
    expect(err).toMatchObject({ status: 400, response: { data: { id: { code: 'validation_id_not_allowed' } } } })
    const admin = await superuser()
    expect((await admin.collection('users').getList(1, 1, { filter: admin.filter('email = {:e}', { e: email }) })).totalItems).toBe(0)
  })

  it('an attendee creating their profile record with a chosen id is refused; without one it is saved', async () => {
    const user = await createUser()
    expect(await errorOf(user.pb.collection('userPersonalInfoPaws').create({ id: PICKED, user: user.id, Badge: 'Nube' }))).toMatchObject({ status: 400 })
    await expect(user.pb.collection('userPersonalInfoPaws').create({ user: user.id, Badge: 'Nube' })).resolves.toMatchObject({ user: user.id })
  })

  it('a superuser (the functions, the dashboard) may still choose one', async () => {
    const admin = await superuser()
    const id = `sx${Date.now().toString(36)}`.padEnd(15, '0').slice(0, 15)
    await expect(admin.collection('users').create({ id, email: uniqueEmail('admin-id'), password: 'Password123', passwordConfirm: 'Password123' })).resolves.toMatchObject({ id })
    await admin.collection('users').delete(id)
  })
})
