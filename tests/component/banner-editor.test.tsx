import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import BannerRoute from '@/app/routes/admin/banner'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { listHandler, records } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }

function renderEditor(lang: Lang, record: unknown) {
  server.use(listHandler('AlertBanner', record ? [record] : []))
  return renderWithApp(<></>, {
    routes: [{ path: '/adminbanner', element: <><BannerRoute /><ToastContainer /></> }],
    url: '/adminbanner',
    preferences: { lang, user: moderator },
  })
}

describe('/adminbanner', () => {
  it('previews the chosen variant in both languages before publishing it', async () => {
    const patches: unknown[] = []
    server.use(
      http.patch(records('AlertBanner', 'ban000000000001'), async ({ request }) => {
        const body = (await request.json()) as { status: string }
        patches.push(body)
        return HttpResponse.json({ id: 'ban000000000001', status: body.status })
      }),
    )
    const { user } = renderEditor('ESP', { id: 'ban000000000001', status: 'Ok' })
    expect(await screen.findByTestId('banner-published')).toHaveTextContent('Publicado ahora: Ok.')
    const preview = screen.getByRole('region', { name: 'Vista previa' })
    expect(within(preview).getAllByRole('region', { name: /Aviso|Notice/ }).map((b) => b.textContent)).toEqual([
      '¡La venta de entradas está abierta! Consigue la tuya',
      expect.stringContaining('Ticket sales are open!'),
    ])
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeDisabled()

    await user.click(screen.getByRole('radio', { name: 'Soon: la venta abre pronto' }))
    expect(within(preview).getByText('¡Muy pronto abriremos la venta de entradas!')).toBeInTheDocument()
    expect(within(preview).getByText(/^Ticket sales open very soon!/)).toBeInTheDocument()
    expect(patches).toEqual([])

    await user.click(screen.getByRole('radio', { name: 'None: sin aviso' }))
    expect(within(preview).getAllByText('Sin aviso: no se muestra nada.')).toHaveLength(2)

    await user.click(screen.getByRole('radio', { name: 'Wait: agotado, cola de espera abierta' }))
    await user.click(screen.getByRole('button', { name: 'Publicar' }))
    expect(await screen.findByText('Aviso publicado: Wait.')).toBeInTheDocument()
    expect(patches).toEqual([{ status: 'Wait' }])
    expect(screen.getByTestId('banner-published')).toHaveTextContent('Publicado ahora: Wait.')
  })

  it('with no banner record yet (a fresh install), says so and the first publish creates it (English)', async () => {
    const created: unknown[] = []
    server.use(
      http.post(records('AlertBanner'), async ({ request }) => {
        created.push(await request.json())
        return HttpResponse.json({ id: 'banner000000001', status: 'Soon', created: '', updated: '' })
      }),
    )
    const { user } = renderEditor('ENG', null)
    expect(await screen.findByTestId('banner-published')).toHaveTextContent('No banner has been published yet: choose one and publish it.')
    await user.click(screen.getByRole('radio', { name: /soon/i }))
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Banner published: Soon.')).toBeInTheDocument()
    expect(created).toEqual([{ status: 'Soon' }])
    expect(screen.getByTestId('banner-published')).toHaveTextContent('Published now: Soon.')
  })
})
