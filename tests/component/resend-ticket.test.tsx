import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import { ProfilePage } from '@/features/profile/components/profile-page'
import type { Lang } from '@/stores/preferences-slice'
import { onSaleEdition, server } from './support/server'
import { renderWithApp } from './support/render'
import { listHandler, pageRoutes, user as makeUser } from './profile-fixtures'

const USER_ID = 'u1234567890abcd'
const TYPE = 'typeB1xxxxxxxxx'
// A ticket of the edition the site follows (the default editions' upcoming one): only that one shows.
const PREFIX = onSaleEdition.prefijoOrden

function renderPaidTicket(lang: Lang, estado = 'pagada') {
  server.use(
    listHandler('userPersonalInfoPaws'),
    listHandler('userLegalInfoPaws'),
    listHandler('userHealthInfoPaws'),
    listHandler('Entradas', [{ id: TYPE, collectionName: 'Entradas', Tipo: 'B1', Estado: 'disponible', ValorCLP: 10000, Nombre: 'Entrada B1', NombreIngles: 'Ticket B1', Imagen: '' }]),
    listHandler('EntradasUsuario', [{ id: 'bad123456789012', user: USER_ID, TipoBadge: TYPE, MontoTotalPagado: 10000, edicion: PREFIX }]),
    listHandler('EntradasEntregadas', [{ id: 'iss123456789012', user: USER_ID, tipo: TYPE, estado, token: 'a'.repeat(64), orderID: `${PREFIX}00000000000000000001`, monto: 10000 }]),
    http.post('*/.netlify/functions/qrentrada', () => HttpResponse.json({ url: 'http://localhost:3000/entrada?id=x&t=B1&s=y' })),
  )
  return renderWithApp(<></>, {
    routes: pageRoutes('/profile-under-test', <><ProfilePage /><ToastContainer /></>),
    url: '/profile-under-test',
    preferences: { lang, user: makeUser() },
  })
}

describe('"send my ticket again" on /profile', () => {
  it('re-sends the paid ticket with its own token and says where to look (Spanish)', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('*/.netlify/functions/sendmailentrada', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ sent: true, status: 'sent' })
      }),
    )
    const { user } = renderPaidTicket('ESP')
    const region = within(await screen.findByRole('region', { name: 'Tus entradas' }, { timeout: 5000 }))
    const button = await region.findByRole('button', { name: 'Enviarme la entrada otra vez' })
    expect(button).toHaveAccessibleDescription(/una vez cada 5 minutos/)
    await user.click(button)
    expect(await screen.findByText('Listo: revisa tu correo (y la carpeta de spam).')).toBeInTheDocument()
    expect(bodies).toEqual([{ token: 'a'.repeat(64), force: true }])
  })

  it('says to wait when asked again too soon (English)', async () => {
    server.use(http.post('*/.netlify/functions/sendmailentrada', () => HttpResponse.json({ error: 'too soon', details: { code: 'tooSoon' } }, { status: 429 })))
    const { user } = renderPaidTicket('ENG')
    const region = within(await screen.findByRole('region', { name: 'Your tickets' }, { timeout: 5000 }))
    await user.click(await region.findByRole('button', { name: 'Send my ticket again' }))
    expect(await screen.findByText('We sent it a moment ago: wait a few minutes (once every 5 minutes).')).toBeInTheDocument()
  })

  it('says the send could not be confirmed, and when to ask again, when SMTP did not answer in time (English)', async () => {
    server.use(http.post('*/.netlify/functions/sendmailentrada', () => HttpResponse.json({ sent: false, status: 'unconfirmed' })))
    const { user } = renderPaidTicket('ENG')
    const region = within(await screen.findByRole('region', { name: 'Your tickets' }, { timeout: 5000 }))
    await user.click(await region.findByRole('button', { name: 'Send my ticket again' }))
    expect(await screen.findByText(/did not confirm the sending in time: it may already have arrived\. .* ask again in 5 minutes\./)).toBeInTheDocument()
  })

  it('is not offered before the ticket is paid', async () => {
    renderPaidTicket('ENG', 'creada')
    const region = within(await screen.findByRole('region', { name: 'Your tickets' }, { timeout: 5000 }))
    expect(await region.findByText('The QR code will appear here once your payment is confirmed.')).toBeInTheDocument()
    expect(region.queryByRole('button', { name: 'Send my ticket again' })).not.toBeInTheDocument()
  })
})
