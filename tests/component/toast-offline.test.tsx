import { describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { AppLayout } from '@/components/layout/app-layout'
import { submitWithToast } from '@/components/ui/form-toast'
import { renderWithApp } from './support/render'

// The toast library's download fails (offline, or a new deploy removed the chunk).
vi.mock('react-toastify', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('when the toast library cannot be downloaded', () => {
  it('a submission still runs and answers, and the page stays instead of becoming the error screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderWithApp(<AppLayout />)
    expect(await screen.findByRole('main')).toBeInTheDocument()
    const action = vi.fn().mockResolvedValue('guardado')
    let answer: unknown
    await act(async () => {
      answer = await submitWithToast(action, { pending: 'Enviando…', success: 'Listo', error: 'Falló' })
    })
    expect(answer).toBe('guardado')
    expect(action).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /error/i })).toBeNull()
    expect(logged).toHaveBeenCalled()
  })
})
