import { describe, expect, it } from 'vitest'
import { UNSET_USERNAME_PATTERN } from '../../src/domain/account.ts'
import { client, createUser, superuser, uniqueEmail } from './support/pocketbase.ts'

// Issue #36, finding 5: sign-up answered `username: validation_not_unique` for a taken username, so a
// stranger could probe which usernames exist. The server chooses the username at sign-up; a username
// sent with one is refused alike, taken or free, and chosen later from the profile.
async function signUpAnswer(username: string) {
  const email = uniqueEmail('probe')
  try {
    await client().collection('users').create({ email, password: 'Password123', passwordConfirm: 'Password123', username })
    return { email, status: 200, data: {} }
  } catch (err) {
    const e = err as { status: number; response: { data: unknown } }
    return { email, status: e.status, data: e.response.data }
  }
}

describe('sign-up cannot probe usernames', () => {
  it('a taken and a free username get the same answer, and neither creates an account', async () => {
    const taken = `taken_${Date.now().toString(36)}`
    await createUser({ username: taken })
    const forTaken = await signUpAnswer(taken)
    const forFree = await signUpAnswer(`free_${Date.now().toString(36)}`)
    expect(forTaken.status).toBe(400)
    expect({ status: forTaken.status, data: forTaken.data }).toEqual({ status: forFree.status, data: forFree.data })
    expect(forTaken.data).toMatchObject({ username: { code: 'validation_username_at_signup' } })
    const admin = await superuser()
    for (const email of [forTaken.email, forFree.email]) {
      expect((await admin.collection('users').getList(1, 1, { filter: admin.filter('email = {:email}', { email }) })).totalItems).toBe(0)
    }
  })

  it('a sign-up without a username gets the server’s placeholder, and the username is then chosen from the account', async () => {
    const email = uniqueEmail('signup')
    const pb = client()
    const record = await pb.collection('users').create({ email, password: 'Password123', passwordConfirm: 'Password123' })
    expect(String(record['username'])).toMatch(new RegExp(`^${UNSET_USERNAME_PATTERN}$`))
    await pb.collection('users').authWithPassword(email, 'Password123')
    const chosen = `chosen_${Date.now().toString(36)}`
    await expect(pb.collection('users').update(record.id, { username: chosen })).resolves.toMatchObject({ username: chosen })
  })
})
