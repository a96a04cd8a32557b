import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast, ToastContainer } from 'react-toastify'
import { SUCCESS_TOAST_MS, submitWithToast } from '@/components/ui/form-toast'
import { useAction } from '@/features/moderation/hooks/use-action'
import { renderWithApp } from './support/render'

const TEXTS = { pending: 'Sending…', success: 'Saved!', error: 'It failed' }

/** The auto-close time react-toastify gives a toast (its progress bar runs for exactly that long). */
const closesAfter = (text: string) => {
  const item = screen.getByText(text).closest('.Toastify__toast')
  const bar = item?.querySelector<HTMLElement>('.Toastify__progress-bar')
  return bar?.style.animationDuration
}

/** Whether a toast with this text was closed (jsdom runs no exit animation, so it lingers in the DOM). */
let removed: string[] = []
let stopWatching = () => {}
beforeEach(() => {
  toast.dismiss()
  removed = []
  stopWatching = toast.onChange((item) => {
    if (item.status === 'removed') removed.push(String(item.content))
  })
})
afterEach(() => {
  stopWatching()
  toast.dismiss()
})

describe('submitWithToast: pending, then success (closing after 1 s) or error', () => {
  it('why no toast.update: react-toastify drops an update to a toast raised before the (lazy) container mounts', async () => {
    const id = toast.loading('Stuck…')
    toast.update(id, { render: 'Done', type: 'success', isLoading: false })
    render(<ToastContainer />)
    expect(await screen.findByText('Stuck…')).toBeInTheDocument()
    expect(screen.queryByText('Done')).not.toBeInTheDocument()
  })

  it('a fast answer before the container mounts: only the success shows, never a stuck "Sending…"', async () => {
    await expect(submitWithToast(() => Promise.resolve(42), TEXTS)).resolves.toBe(42)
    render(<ToastContainer />)
    expect(await screen.findByText('Saved!')).toBeInTheDocument()
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument()
    expect(closesAfter('Saved!')).toBe(`${SUCCESS_TOAST_MS}ms`)
  })

  it('a fast failure before the container mounts: only the error shows, and the error is rethrown', async () => {
    const failure = new Error('400')
    await expect(submitWithToast(() => Promise.reject(failure), { ...TEXTS, error: (err) => `Failed: ${String(err)}` })).rejects.toBe(failure)
    render(<ToastContainer />)
    expect(await screen.findByText('Failed: Error: 400')).toBeInTheDocument()
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument()
  })

  it('with the container mounted: "Sending…" while waiting, then the success text built from the result', async () => {
    render(<ToastContainer />)
    let finish: (value: string) => void = () => {}
    const pending = submitWithToast(() => new Promise<string>((resolve) => (finish = resolve)), { ...TEXTS, success: (order) => `Issued ${order}` })
    expect(await screen.findByText('Sending…')).toBeInTheDocument()
    await act(async () => {
      finish('Paw25a1')
      await pending
    })
    expect(await screen.findByText('Issued Paw25a1')).toBeInTheDocument()
    expect(removed).toContain('Sending…')
    expect(closesAfter('Issued Paw25a1')).toBe(`${SUCCESS_TOAST_MS}ms`)
  })
})

function ActionButton({ action }: { action: () => Promise<string | void> }) {
  const { busy, run } = useAction()
  return (
    <button type="button" disabled={busy !== null} onClick={() => void run('k', action)}>
      go
    </button>
  )
}

describe('moderator actions use the same toast flow', () => {
  it('a quiet action (±1 quantity) is confirmed with "Guardado", closing after 1 s', async () => {
    const { user } = renderWithApp(
      <>
        <ActionButton action={() => Promise.resolve()} />
        <ToastContainer />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'go' }))
    expect(await screen.findByText('Guardado')).toBeInTheDocument()
    expect(closesAfter('Guardado')).toBe(`${SUCCESS_TOAST_MS}ms`)
    expect(removed).toContain('Enviando…')
  })

  it('a failed action says what its status means in the moderator’s language (never the server’s English), logs it, and frees the button', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = { status: 409, message: 'No tickets of type B2 remain.', fields: {}, reason: '' }
    renderWithApp(
      <>
        <ActionButton action={() => Promise.reject(failure)} />
        <ToastContainer />
      </>,
      { preferences: { lang: 'ENG' } },
    )
    await userEvent.click(screen.getByRole('button', { name: 'go' }))
    expect(await screen.findByText('This changed while you were looking at it. Reload the page and try again.')).toBeInTheDocument()
    expect(screen.queryByText(/No tickets of type B2/)).toBeNull()
    expect(logged).toHaveBeenCalledWith(failure)
    expect(screen.getByRole('button', { name: 'go' })).toBeEnabled()
  })
})
