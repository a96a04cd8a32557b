import { describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import { AppLayout } from '@/components/layout/app-layout'
import { toastSuccess } from '@/components/ui/form-toast'
import { renderWithApp } from './support/render'

describe('toasts come with the first toast, not with the page', () => {
  it('the layout mounts no toast container until a toast is asked for, and then shows that toast', async () => {
    const { container } = renderWithApp(<AppLayout />)
    expect(await screen.findByRole('main')).toBeInTheDocument()
    expect(container.querySelector('.Toastify')).toBeNull()
    act(() => toastSuccess('Cuenta eliminada'))
    expect(await screen.findByText('Cuenta eliminada')).toBeInTheDocument()
    expect(container.querySelector('.Toastify')).not.toBeNull()
  })
})
