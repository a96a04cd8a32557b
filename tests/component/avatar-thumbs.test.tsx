import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { AVATAR_THUMBS } from '@/api/users'
import { NavAccount } from '@/components/layout/nav-account'
import type { SessionUser } from '@/stores/preferences-slice'
import { renderWithApp } from './support/render'
import { server } from './support/server'
import { listHandler } from './profile-fixtures'

/** The thumbs the users.avatar field defines: PocketBase serves the original for any other size. */
function definedAvatarThumbs(): string[] {
  const migration = readFileSync(path.resolve(import.meta.dirname, '../../pb_migrations/1795000000_accounts.js'), 'utf8')
  const match = /avatar\.thumbs = \[([^\]]*)\]/.exec(migration)
  return [...(match?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '')
}

const user: SessionUser = { id: 'u1aaaaaaaaaaaaa', email: 'ana@example.org', username: 'ana', verified: true, avatar: 'ana_x1.png', collectionName: 'users' }

describe('avatar thumbnails', () => {
  it('the sizes the SPA may ask for are exactly the ones the avatar field defines', () => {
    expect(definedAvatarThumbs()).toEqual([...AVATAR_THUMBS])
  })

  it('the navigation avatar asks for a defined thumb (96x96), not the original image', async () => {
    server.use(listHandler('userLegalInfoPaws', [{ id: 'l1', user: user.id }]))
    renderWithApp(<NavAccount user={user} />, { preferences: { user } })
    const link = await screen.findByRole('link', { name: 'Mi perfil' })
    const src = new URL(link.querySelector('img')?.getAttribute('src') ?? '', 'http://localhost')
    expect(src.pathname).toBe(`/api/files/users/${user.id}/ana_x1.png`)
    expect(src.searchParams.get('thumb')).toBe('96x96')
    expect(definedAvatarThumbs()).toContain(src.searchParams.get('thumb'))
  })
})
