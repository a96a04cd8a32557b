import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import EntradaRoute from '@/app/routes/entrada'
import CheckinRoute from '@/app/routes/admin/checkin'
import type { DoorTicket, QueuedAdmission } from '@/api/checkin'
import { DEV_TICKET_KEYS } from '@/domain/ticket-keys'
import { signTicket } from '@/domain/ticket-signature'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { api } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const TICKET = 'tkt000000000001'

const door = (overrides: Partial<DoorTicket> = {}): DoorTicket => ({
  id: TICKET,
  holder: 'usr000000000001',
  voided: false,
  orderID: 'Paw25a00000000000000000042',
  edicion: '2025',
  estado: 'pagada',
  tipo: 'S1',
  nombreTipo: 'Sponsor Preventa',
  nombreTipoIngles: 'Sponsor Early Bird',
  badge: 'Nube Azul',
  legalName: 'Ana Pérez',
  documentTail: '•••785',
  avatar: `/api/files/users/usr000000000001/nube.png?thumb=256x256`,
  banned: false,
  admission: null,
  verdict: 'admit',
  ...overrides,
})

/** The edition the door is held for (the list's `edition`): 2025, after a 2024 one. */
const DOOR_EDITION = { prefix: 'Paw25a', year: '2025', years: { Paw24a: '2024', Paw25a: '2025' } }

/** The scanner page syncs at start: by default the list is empty and nothing conflicts. */
beforeEach(() => {
  server.use(
    http.get(api('mi/checkin-list'), () => HttpResponse.json({ tickets: [], edition: DOOR_EDITION, at: '2025-08-29 13:00:00.000Z' })),
    http.get(api('mi/checkin-conflicts'), () => HttpResponse.json({ conflicts: [] })),
  )
})

// 14:42 UTC on 29 August 2025 is 10:42 in Santiago (UTC-4).
const ADMITTED = { at: '2025-08-29 14:42:00.000Z', by: 'Puerta Norte', origin: 'online' as const }

function renderEntrada(options: { lang?: Lang; user?: SessionUser | null } = {}) {
  return renderWithApp(<EntradaRoute />, {
    url: `/entrada?id=${TICKET}`,
    routes: [{ path: '/entrada', element: <EntradaRoute /> }],
    preferences: { lang: options.lang ?? 'ESP', user: options.user === undefined ? moderator : options.user },
  })
}

describe('door check-in at /entrada for a moderator', () => {
  it('shows badge name, avatar, level, legal name and paid state; "Admitir" admits and says who and when', async () => {
    const calls: string[] = []
    server.use(
      http.get(api(`mi/checkin/${TICKET}`), () => HttpResponse.json(door())),
      http.post(api(`mi/checkin/${TICKET}`), () => {
        calls.push('admit')
        return HttpResponse.json(door({ verdict: 'admitted', admission: ADMITTED }))
      }),
    )
    const view = renderEntrada()
    const card = await screen.findByTestId('door-card')
    expect(within(card).getByRole('heading', { name: 'Nube Azul' })).toBeInTheDocument()
    expect(within(card).getByRole('img', { name: 'Avatar de Nube Azul' })).toHaveAttribute('src', expect.stringContaining('/api/files/users/usr000000000001/nube.png'))
    expect(card).toHaveTextContent('Ana Pérez')
    expect(card).toHaveTextContent('Sponsor (Sponsor Preventa)')
    expect(card).toHaveTextContent('Pagada · Sin suspensión')
    expect(within(card).getByRole('status')).toHaveTextContent('Entrada válida: puede ingresar.')

    await view.user.click(within(card).getByRole('button', { name: 'Admitir' }))
    expect(await within(card).findByText('Ingreso registrado a las 10:42 por Puerta Norte.')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Admitir' })).not.toBeInTheDocument()
    expect(calls).toEqual(['admit'])
  })

  it.each([
    ['ESP', 'Documento termina en', 'No coincide', 'No puede ingresar: la persona no coincide con el nombre o el documento de la entrada. Quedó registrado.', 'Admitir'],
    ['ENG', 'Document ends in', 'Does not match', 'Cannot enter: the person does not match the name or document on the ticket. This was recorded.', 'Admit'],
  ] as const)('shows the document’s last characters to compare with the ID; "does not match" refuses, tells the server and admits nobody (%s)', async (lang, tailLabel, mismatch, refused, admit) => {
    const calls: string[] = []
    server.use(
      http.get(api(`mi/checkin/${TICKET}`), () => HttpResponse.json(door())),
      http.post(api(`mi/checkin/${TICKET}/mismatch`), () => {
        calls.push('mismatch')
        return HttpResponse.json(door({ verdict: 'mismatch' }))
      }),
    )
    const view = renderEntrada({ lang })
    const card = await screen.findByTestId('door-card')
    expect(card).toHaveTextContent(`${tailLabel}•••785`)
    await view.user.click(within(card).getByRole('button', { name: mismatch }))
    expect(await within(card).findByRole('alert')).toHaveTextContent(refused)
    expect(card).toHaveClass('door--refused')
    expect(within(card).queryByRole('button', { name: admit })).not.toBeInTheDocument()
    expect(calls).toEqual(['mismatch'])
  })

  it('a second scan says "Already admitted at 10:42 by <moderator>" in red, with no Admit button (English)', async () => {
    server.use(http.get(api(`mi/checkin/${TICKET}`), () => HttpResponse.json(door({ verdict: 'alreadyAdmitted', admission: ADMITTED }))))
    renderEntrada({ lang: 'ENG' })
    const card = await screen.findByTestId('door-card')
    expect(within(card).getByRole('alert')).toHaveTextContent('Already admitted at 10:42 by Puerta Norte.')
    expect(card).toHaveClass('door--refused')
    expect(within(card).queryByRole('button', { name: 'Admit' })).not.toBeInTheDocument()
  })

  it.each([
    ['reemplazada', 'replaced', 'No puede ingresar: esta entrada fue reemplazada por una mejora. Pide el código QR nuevo.', 'Reemplazada'],
    ['reembolsada', 'refunded', 'No puede ingresar: esta entrada fue reembolsada.', 'Reembolsada'],
    ['creada', 'unpaid', 'No puede ingresar: esta entrada no está pagada.', 'Sin pagar'],
    ['pagada', 'banned', 'No puede ingresar: la persona está suspendida.', 'Suspendida'],
  ] as const)('refuses a ticket in estado %s (%s) with its reason and no Admit button', async (estado, verdict, message, stateText) => {
    server.use(http.get(api(`mi/checkin/${TICKET}`), () => HttpResponse.json(door({ estado, verdict, banned: verdict === 'banned' }))))
    renderEntrada()
    const card = await screen.findByTestId('door-card')
    expect(within(card).getByRole('alert')).toHaveTextContent(message)
    expect(card).toHaveTextContent(stateText)
    expect(card).toHaveClass('door--refused')
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
  })

  it('an unknown ticket says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.get(api(`mi/checkin/${TICKET}`), () => HttpResponse.json({ status: 404, message: 'The ticket was not found.', data: {} }, { status: 404 })))
    renderEntrada()
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esta entrada.')
  })

  it.each([
    ['ESP', 'No puede ingresar: es una entrada de la edición 2024, no de la que se realiza ahora.'],
    ['ENG', 'Cannot enter: this is a ticket of the 2024 edition, not of the one being held now.'],
  ] as const)("refuses another edition's paid ticket naming its year, with no Admit button (%s)", async (lang, message) => {
    server.use(http.get(api(`mi/checkin/${TICKET}`), () => HttpResponse.json(door({ orderID: 'Paw24a00000000000000000042', edicion: '2024', verdict: 'otherEdition' }))))
    renderEntrada({ lang })
    const card = await screen.findByTestId('door-card')
    expect(within(card).getByRole('alert')).toHaveTextContent(message)
    expect(card).toHaveClass('door--refused')
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
  })
})

describe('/entrada for a visitor', () => {
  it("keeps SPEC's public view: type and paid, through the entrada function, without the door data", async () => {
    server.use(
      http.get('*/.netlify/functions/entrada', () => HttpResponse.json({ estado: 'pagada', tipo: 'S1', nombreTipo: 'Sponsor Preventa', nombreTipoIngles: 'Sponsor Early Bird' })),
    )
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    renderEntrada({ user: null })
    expect(await screen.findByText('Entrada pagada')).toBeInTheDocument()
    expect(screen.queryByTestId('door-card')).not.toBeInTheDocument()
    expect(screen.queryByText('Ana Pérez')).not.toBeInTheDocument()
  })
})

describe('/admincheckin scanner page', () => {
  const renderScanner = (lang: Lang = 'ESP') =>
    renderWithApp(<CheckinRoute />, { url: '/admincheckin', routes: [{ path: '/admincheckin', element: <CheckinRoute /> }], preferences: { lang, user: moderator } })

  it('looks up a typed QR address and shows the door card; "Escanear la siguiente" clears it', async () => {
    server.use(http.get(api(`mi/checkin/${TICKET}`), () => HttpResponse.json(door())))
    const view = renderScanner()
    await view.user.type(screen.getByLabelText('Código de la entrada o dirección del QR'), `https://monsterinvasion.cl/entrada?id=${TICKET}`)
    await view.user.click(screen.getByRole('button', { name: 'Buscar' }))
    expect(await screen.findByTestId('door-card')).toHaveTextContent('Nube Azul')
    await view.user.click(screen.getByRole('button', { name: 'Escanear la siguiente' }))
    expect(screen.queryByTestId('door-card')).not.toBeInTheDocument()
  })

  it('refuses a code that is not a ticket without asking the server (English)', async () => {
    const view = renderScanner('ENG')
    await view.user.type(screen.getByLabelText('Ticket code or QR address'), 'https://example.com/other?id=1')
    await view.user.click(screen.getByRole('button', { name: 'Look up' }))
    expect(await screen.findByText('That code is not a Monster Invasion ticket.')).toHaveAttribute('role', 'alert')
  })

  it('says when the browser has no camera API, and offers the typed code instead', async () => {
    const view = renderScanner()
    await view.user.click(screen.getByRole('button', { name: 'Activar cámara' }))
    expect(await screen.findByText('Este navegador no puede usar la cámara aquí. Escribe el código de la entrada.')).toHaveAttribute('role', 'alert')
  })
})

describe('/admincheckin without network', () => {
  const renderScanner = (lang: Lang = 'ESP') =>
    renderWithApp(<CheckinRoute />, { url: '/admincheckin', routes: [{ path: '/admincheckin', element: <CheckinRoute /> }], preferences: { lang, user: moderator } })
  /** A signed QR address naming its edition (`edicion`: an order prefix), or a legacy one naming none (null). */
  const signedQr = async (id: string, tipo: string, key: string = DEV_TICKET_KEYS.privateKey, edicion: string | null = DOOR_EDITION.prefix) =>
    edicion === null
      ? `https://monsterinvasion.cl/entrada?id=${id}&t=${tipo}&s=${await signTicket(key, id, tipo)}`
      : `https://monsterinvasion.cl/entrada?id=${id}&t=${tipo}&s=${await signTicket(key, id, tipo, edicion)}&e=${edicion}`
  const scan = async (view: ReturnType<typeof renderScanner>, qr: string) => {
    const field = screen.getByLabelText(/Código de la entrada|Ticket code/)
    await view.user.clear(field)
    await view.user.type(field, qr)
    await view.user.click(screen.getByRole('button', { name: /^(Buscar|Look up)$/ }))
    return screen.findByTestId('door-card')
  }

  it('admits from the synced list when the server cannot be reached, queues it, and sends it when the network is back', async () => {
    const listed = door({ id: 'offln0000000001', badge: 'Brisa', legalName: 'Rosa Díaz' })
    let online = false
    const sent: unknown[] = []
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(
      http.get(api('mi/checkin-list'), () => HttpResponse.json({ tickets: [listed], edition: DOOR_EDITION, at: '2025-08-29 13:00:00.000Z' })),
      http.get(api('mi/checkin/offln0000000001'), () => HttpResponse.error()),
      http.post(api('mi/checkin-sync'), async ({ request }) => {
        if (!online) return HttpResponse.error()
        const body = (await request.json()) as { device: string; admissions: QueuedAdmission[] }
        sent.push(body)
        return HttpResponse.json({ results: body.admissions.map((a) => ({ ticket: a.ticket, status: 'admitted' })) })
      }),
    )
    const view = renderScanner()
    expect(await screen.findByText('Lista del dispositivo actualizada a las 09:00.')).toBeInTheDocument()

    const card = await scan(view, 'https://monsterinvasion.cl/entrada?id=offln0000000001')
    expect(card).toHaveTextContent('Sin conexión: decidido en este dispositivo')
    expect(card).toHaveTextContent('Rosa Díaz')
    await view.user.click(within(card).getByRole('button', { name: 'Admitir' }))
    expect(await within(card).findByText(/^Ingreso registrado a las \d{2}:\d{2} por mod@example\.com\.$/)).toBeInTheDocument()
    expect(await screen.findByText('1 ingreso(s) sin conexión por enviar.')).toBeInTheDocument()

    // Scanned again on this phone, still offline: already admitted, by this phone's own record.
    await view.user.click(screen.getByRole('button', { name: 'Escanear la siguiente' }))
    const again = await scan(view, 'offln0000000001')
    expect(within(again).getByRole('alert')).toHaveTextContent(/^Ya ingresó a las \d{2}:\d{2}, registrado por mod@example\.com\.$/)

    online = true
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(screen.getByText('No hay ingresos pendientes de envío.')).toBeInTheDocument())
    expect(sent).toEqual([{ device: expect.stringMatching(/^[0-9a-f-]{36}$/), admissions: [{ ticket: 'offln0000000001', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) }] }])
  })

  it('offline, a person admitted with their old QR on this phone is already admitted with the upgrade’s QR, and a deleted account’s ticket is void', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const holder = 'usr000000000777'
    let online = false
    server.use(
      http.get(api('mi/checkin-list'), () =>
        HttpResponse.json({
          tickets: [
            door({ id: 'offln0000000010', holder, badge: 'Brisa' }),
            door({ id: 'offln0000000011', holder, badge: 'Brisa', tipo: 'MEGA' }),
            door({ id: 'offln0000000012', holder: '', voided: true, badge: '', legalName: '', verdict: 'void' }),
          ],
          edition: DOOR_EDITION,
          at: '2025-08-29 13:00:00.000Z',
        }),
      ),
      http.get(/\/api\/mi\/checkin\/offln/, () => HttpResponse.error()),
      http.post(api('mi/checkin-sync'), async ({ request }) => {
        if (!online) return HttpResponse.error()
        const body = (await request.json()) as { admissions: QueuedAdmission[] }
        return HttpResponse.json({ results: body.admissions.map((a) => ({ ticket: a.ticket, status: 'admitted' })) })
      }),
    )
    const view = renderScanner()
    await screen.findByText('Lista del dispositivo actualizada a las 09:00.')

    const old = await scan(view, 'offln0000000010')
    await view.user.click(within(old).getByRole('button', { name: 'Admitir' }))
    expect(await within(old).findByText(/^Ingreso registrado a las \d{2}:\d{2} por mod@example\.com\.$/)).toBeInTheDocument()
    await view.user.click(screen.getByRole('button', { name: 'Escanear la siguiente' }))

    const upgrade = await scan(view, 'offln0000000011')
    expect(within(upgrade).getByRole('alert')).toHaveTextContent(/^Ya ingresó a las \d{2}:\d{2}, registrado por mod@example\.com\.$/)
    expect(within(upgrade).queryByRole('button', { name: 'Admitir' })).not.toBeInTheDocument()
    await view.user.click(screen.getByRole('button', { name: 'Escanear la siguiente' }))

    const deleted = await scan(view, 'offln0000000012')
    expect(within(deleted).getByRole('alert')).toHaveTextContent('No puede ingresar: quien tenía esta entrada eliminó su cuenta, y la entrada quedó anulada.')
    expect(within(deleted).queryByRole('button', { name: 'Admitir' })).not.toBeInTheDocument()

    // Back online: the one admission (the old QR's) is sent, and only that one.
    online = true
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(screen.getByText('No hay ingresos pendientes de envío.')).toBeInTheDocument())
  })

  it('offline, a signed QR of a ticket paid after the last sync is admitted on its signature; a forged or revoked one is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(
      http.get(api('mi/checkin-list'), () =>
        HttpResponse.json({ tickets: [door({ id: 'offln0000000003', estado: 'reembolsada', verdict: 'refunded' })], edition: DOOR_EDITION, at: '2025-08-29 13:00:00.000Z' }),
      ),
      http.get(/\/api\/mi\/checkin\/offln/, () => HttpResponse.error()),
    )
    const view = renderScanner('ENG')
    await screen.findByText('Device list updated at 09:00.')

    const fresh = await scan(view, await signedQr('offln0000000002', 'MEGA'))
    expect(fresh).toHaveTextContent('This ticket is not in the device list yet; its signature is valid.')
    expect(fresh).toHaveTextContent('MEGA')
    expect(within(fresh).getByRole('status')).toHaveTextContent('Valid ticket: may enter.')
    await view.user.click(screen.getByRole('button', { name: 'Scan the next one' }))

    const forged = await scan(view, await signedQr('offln0000000002', 'MEGA', '9'.repeat(64)))
    expect(within(forged).getByRole('alert')).toHaveTextContent('Cannot enter: this QR code was altered or was not issued by us.')
    expect(within(forged).queryByRole('button', { name: 'Admit' })).not.toBeInTheDocument()
    await view.user.click(screen.getByRole('button', { name: 'Scan the next one' }))

    const revoked = await scan(view, await signedQr('offln0000000003', 'S1'))
    expect(within(revoked).getByRole('alert')).toHaveTextContent('Cannot enter: this ticket was refunded.')
    await view.user.click(screen.getByRole('button', { name: 'Scan the next one' }))

    const unknown = await scan(view, 'offln0000000009')
    expect(within(unknown).getByRole('alert')).toHaveTextContent('Offline, and this ticket is not in the device list: it cannot be verified.')
    // Four scans with three signature checks in jsdom: past the 5 s default on a loaded two-core machine.
  }, 20_000)

  it("offline, a validly signed QR of another edition is refused naming that edition's year; an unlisted QR naming no edition cannot be verified", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(http.get(/\/api\/mi\/checkin\/offln/, () => HttpResponse.error()))
    const view = renderScanner()
    await screen.findByText('Lista del dispositivo actualizada a las 09:00.')

    const past = await scan(view, await signedQr('offln0000000020', 'S1', DEV_TICKET_KEYS.privateKey, 'Paw24a'))
    expect(within(past).getByRole('alert')).toHaveTextContent('No puede ingresar: es una entrada de la edición 2024, no de la que se realiza ahora.')
    expect(past).toHaveClass('door--refused')
    expect(within(past).queryByRole('button', { name: 'Admitir' })).not.toBeInTheDocument()
    await view.user.click(screen.getByRole('button', { name: 'Escanear la siguiente' }))

    const legacy = await scan(view, await signedQr('offln0000000021', 'S1', DEV_TICKET_KEYS.privateKey, null))
    expect(within(legacy).getByRole('alert')).toHaveTextContent('Sin conexión y esta entrada no está en la lista del dispositivo: no se puede verificar.')
    expect(within(legacy).queryByRole('button', { name: 'Admitir' })).not.toBeInTheDocument()
  }, 20_000)

  it('lists the conflicts the server reported, with who admitted it first', async () => {
    server.use(
      http.get(api('mi/checkin-conflicts'), () =>
        HttpResponse.json({
          conflicts: [
            {
              id: 'cnf000000000001', ticket: TICKET, orderID: 'Paw25a00000000000000000042', badge: 'Nube Azul', device: 'device-b-0000000002',
              moderatorName: 'Puerta Sur', attemptedAt: '2025-08-29 14:45:00.000Z', reason: 'alreadyAdmitted',
              existing: ADMITTED, reportedAt: '2025-08-29 15:00:00.000Z',
            },
          ],
        }),
      ),
    )
    renderScanner()
    const conflict = await screen.findByTestId(`conflict-${TICKET}`)
    expect(conflict).toHaveTextContent('Nube Azul: Puerta Sur la admitió sin conexión a las 10:45 (dispositivo device-b). Ya había ingresado a las 10:42, registrado por Puerta Norte.')
  })
})
