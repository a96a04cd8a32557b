import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { WriteFailed } from '@/components/ui/write-failed'
import { writeFailureText } from '@/components/ui/write-failure-text'
import { writeFailedCopy } from '@/components/ui/write-failed-copy'
import type { WriteFailure } from '@/stores/server-write'
import { renderWithApp } from './support/render'

const failure = (status: number, reason = ''): WriteFailure => ({ status, message: 'Something went wrong (server English)', fields: {}, reason })

describe('a failed write, as every screen shows it', () => {
  it('says what the status means in Spanish, never the server text, and retries on click', async () => {
    const retry = vi.fn()
    renderWithApp(<WriteFailed error={failure(409)} onRetry={retry} />, { preferences: { lang: 'ESP' } })
    expect(screen.getByRole('alert')).toHaveTextContent(writeFailedCopy.ESP.conflict)
    expect(screen.getByRole('alert')).not.toHaveTextContent('server English')
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it("in English, the screen's own text for the server's reason code wins over the status", () => {
    renderWithApp(<WriteFailed error={failure(400, 'editionStarted')} reasons={{ editionStarted: 'The edition has started.' }} />, { preferences: { lang: 'ENG' } })
    expect(screen.getByRole('alert')).toHaveTextContent('The edition has started.')
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })

  it('maps every status class to its own text: no answer, not allowed, gone, changed, too many, server, invalid', () => {
    const t = writeFailedCopy.ENG
    expect([0, 401, 403, 404, 409, 429, 500, 502, 400].map((status) => writeFailureText(failure(status), t))).toEqual([
      t.network,
      t.forbidden,
      t.forbidden,
      t.notFound,
      t.conflict,
      t.tooMany,
      t.server,
      t.server,
      t.invalid,
    ])
  })

  it("reads a PocketBase error's reason by its shape (response.data.request.code) as well as a mutation's", () => {
    const pocketBaseError = { status: 400, response: { data: { request: { code: 'lastEdition', message: 'english' } } } }
    expect(writeFailureText(pocketBaseError, writeFailedCopy.ESP, { lastEdition: 'Es la última edición.' })).toBe('Es la última edición.')
  })
})
