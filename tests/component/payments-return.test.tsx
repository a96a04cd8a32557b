import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { WebpayReturnPage } from '@/features/payments/components/webpay-return-page'
import type { SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'

const buyer: SessionUser = { id: 'u1234567890abcd', email: 'fox@example.com', username: 'foxy', verified: true, avatar: '', collectionName: 'users' }
const token = (digit: string) => digit.repeat(64)

/** Every function call the page makes, in order, with its JSON body. */
function functions(answers: Record<string, { status?: number; body: JsonBodyType }>) {
  const calls: { name: string; body: unknown }[] = []
  server.use(
    http.post('*/.netlify/functions/:name', async ({ params, request }) => {
      const name = String(params.name)
      calls.push({ name, body: await request.json() })
      const answer = answers[name]
      if (!answer) return HttpResponse.json({ error: `unexpected call to ${name}` }, { status: 500 })
      return HttpResponse.json(answer.body, { status: answer.status ?? 200 })
    }),
  )
  return calls
}

function renderReturn(query: string) {
  return renderWithApp(<WebpayReturnPage />, {
    preferences: { lang: 'ENG', user: buyer },
    url: `/webpayretorno${query}`,
    routes: [
      { path: '/webpayretorno', element: <WebpayReturnPage /> },
      { path: '/buy', element: <p>buy page</p> },
    ],
  })
}

describe('/webpayretorno', () => {
  it('timeout (only TBK_ORDEN_COMPRA and TBK_ID_SESION): redirects to /buy and calls nothing', async () => {
    const calls = functions({})
    const { router } = renderReturn('?TBK_ORDEN_COMPRA=Paw25a9000000000001&TBK_ID_SESION=u1234567890abcd')
    expect(await screen.findByText('buy page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/buy')
    expect(screen.queryByText('Transaction rejected.')).not.toBeInTheDocument()
    expect(calls).toEqual([])
  })

  it('no Webpay parameters: redirects to /buy', async () => {
    const { router } = renderReturn('')
    expect(await screen.findByText('buy page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/buy')
  })

  it('abort (TBK_TOKEN): "Please wait..." while the server closes the attempt, then "Transaction rejected."', async () => {
    const calls = functions({ abortpayment: { body: { estado: 'abortada' } } })
    renderReturn(`?TBK_TOKEN=${token('1')}&TBK_ORDEN_COMPRA=Paw25a9000000000001&TBK_ID_SESION=u1234567890abcd`)
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...')
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction rejected.')
    expect(screen.getByRole('link', { name: 'Back to tickets' })).toHaveAttribute('href', '/buy')
    expect(calls).toEqual([{ name: 'abortpayment', body: { token: token('1') } }])
  })

  it('Webpay error page (token_ws and TBK_TOKEN): reported as an abort, never confirmed', async () => {
    const calls = functions({ abortpayment: { body: { estado: 'rechazada' } } })
    renderReturn(`?token_ws=${token('2')}&TBK_TOKEN=${token('2')}&TBK_ORDEN_COMPRA=Paw25a9000000000001&TBK_ID_SESION=u1234567890abcd`)
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction rejected.')
    expect(calls.map((c) => c.name)).toEqual(['abortpayment'])
  })

  it('Webpay error page after a successful authorization (abort refused with 409): the payment is completed and thanked', async () => {
    const calls = functions({
      abortpayment: { status: 409, body: { error: 'Webpay authorized this payment; it cannot be aborted.' } },
      confirm: { body: { paid: true, status: 'AUTHORIZED', response_code: 0, amount: 45000, buy_order: 'Paw25a9000000000001', completion: { ticket: 'issued', mailed: true } } },
    })
    renderReturn(`?token_ws=${token('5')}&TBK_TOKEN=${token('5')}&TBK_ORDEN_COMPRA=Paw25a9000000000001&TBK_ID_SESION=u1234567890abcd`)
    expect(await screen.findByText('Thank you! Your ticket is being processed')).toBeInTheDocument()
    expect(calls.map((c) => c.name)).toEqual(['abortpayment', 'confirm'])
  })

  it('abort report refused because Webpay authorized it: the buyer is told to check the profile', async () => {
    functions({ abortpayment: { status: 409, body: { error: 'Webpay authorized this payment; it cannot be aborted.' } } })
    renderReturn(`?TBK_TOKEN=${token('3')}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('Error confirming transaction.')
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/profile')
  })

  it('abort report that fails (network, signed out) still shows the rejection', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const logged = vi.spyOn(console, 'error')
    server.use(http.post('*/.netlify/functions/abortpayment', () => HttpResponse.error()))
    renderReturn(`?TBK_TOKEN=${token('4')}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction rejected.')
    // A warning, not an error: nothing went wrong for the buyer, who was not charged.
    expect(warned).toHaveBeenCalledWith('abort report failed', expect.objectContaining({ status: 0 }))
    expect(logged).not.toHaveBeenCalled()
  })

  it('success path (token_ws): one confirm call that issued and mailed the ticket, then the thanks', async () => {
    const calls = functions({ confirm: { body: { paid: true, status: 'AUTHORIZED', response_code: 0, amount: 45000, buy_order: 'Paw25a9000000000001', completion: { ticket: 'issued', mailed: true } } } })
    renderReturn(`?token_ws=${token('5')}`)
    expect(await screen.findByText('Thank you! Your ticket is being processed')).toBeInTheDocument()
    expect(calls).toEqual([{ name: 'confirm', body: { token: token('5') } }])
  })

  it('paid but the ticket mail was not sent in that call: "Error confirming transaction." and the way to the profile', async () => {
    const calls = functions({ confirm: { body: { paid: true, status: 'AUTHORIZED', response_code: 0, amount: 45000, buy_order: 'x', completion: { ticket: 'issued', mailed: false } } } })
    renderReturn(`?token_ws=${token('7')}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('Error confirming transaction.')
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/profile')
    expect(calls.map((c) => c.name)).toEqual(['confirm'])
  })

  it('a second payment for a ticket already paid (refunded in the same call): "Error confirming transaction."', async () => {
    functions({ confirm: { body: { paid: false, status: 'AUTHORIZED', response_code: 0, amount: 45000, buy_order: 'x', completion: { ticket: 'refunded', mailed: false } } } })
    renderReturn(`?token_ws=${token('8')}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('Error confirming transaction.')
  })

  it('Spanish: the one-call success shows the Spanish thanks', async () => {
    functions({ confirm: { body: { paid: true, status: 'AUTHORIZED', response_code: 0, amount: 45000, buy_order: 'Paw25a9000000000001', completion: { ticket: 'issued', mailed: true } } } })
    renderWithApp(<WebpayReturnPage />, {
      preferences: { lang: 'ESP', user: buyer },
      url: `/webpayretorno?token_ws=${token('9')}`,
      routes: [{ path: '/webpayretorno', element: <WebpayReturnPage /> }],
    })
    expect(await screen.findByText('¡Gracias! Tu entrada está siendo procesada')).toBeInTheDocument()
  })

  it('rejected card on the success path (commit FAILED): "Transaction rejected."', async () => {
    const calls = functions({ confirm: { body: { paid: false, status: 'FAILED', response_code: -1, amount: 45000, buy_order: 'x' } } })
    renderReturn(`?token_ws=${token('6')}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction rejected.')
    expect(calls.map((c) => c.name)).toEqual(['confirm'])
  })
})
