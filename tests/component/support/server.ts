import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { listAnswer } from './pb-list'

import { todayInChile } from '@/domain/chile-time'
import { demoEditionName, planDemoEditions } from '../../../scripts/lib/demo-editions.ts'
import { readOrganiserSeed } from '../../../scripts/lib/organiser-seed.ts'
import { MIGRATED_EDITION, MIGRATED_EDITION_NAME } from '../../support/migrated-edition.ts'

/** The layout asks for the alert banner on every render of the app routes: by default there is none. */
const noAlertBanner = http.get('*/api/collections/AlertBanner/records', ({ request }) => listAnswer([], request))

/** The profile shows when health data is erased after the event (GET /api/mi/retention). */
const retentionSchedule = http.get('*/api/mi/retention', () =>
  HttpResponse.json({ eventEndDate: '2025-08-31', retentionDays: 30, eraseAt: '2025-10-01T03:59:59.999Z', eraseOn: '2025-10-01' }),
)

/** /adminremove lists organiser refunds that have not finished: none by default. */
const noUnfinishedRefunds = http.get('*/api/mi/refund-states', () => HttpResponse.json({ refunds: [] }))

/** /adminsell asks for units returned to a queue that does not move by itself: none by default. */
const noReturnedUnits = http.get('*/api/mi/queue/returned', () => HttpResponse.json({ types: [] }))

/** The profile's transfer card and the console's deadline form: transfers closed, none asked for, by default. */
const noTransfers = http.get('*/api/mi/transfers/mine', () => HttpResponse.json({ deadline: '', open: false, transfers: [] }))
const noTransferDeadline = http.get('*/api/mi/transfer-deadline', () => HttpResponse.json({ edition: 'edition0000seed', inicio: '2025-08-29', deadline: '' }))

/** The profile's rights card lists the attendee's Ley 21.719 requests (GET /api/mi/rights): none by default. */
const noRightsRequests = http.get('*/api/mi/rights', () => HttpResponse.json({ items: [] }))

/** The profile asks whether the attendee has an open legal-data correction request: none by default. */
const noOpenCorrection = http.get('*/api/collections/legalCorrections/records', ({ request }) => listAnswer([], request))

/** The header's "Mi entrada" asks a signed-in account whether it holds a paid ticket (nav-ticket.tsx): none by default. */
const noIssuedTickets = http.get('*/api/collections/EntradasEntregadas/records', ({ request }) => listAnswer([], request))

/** The organiser content every page's footer reads: the seed a fresh database holds. */
const seed = readOrganiserSeed('.')
export const seededOrganiserContent = { id: 'content00000001', collectionId: 'pbc_content', collectionName: 'ContenidoOrganizador', created: '', updated: '', ...seed.content }
export const seededStaff = seed.staff.map((member, i) => ({ id: `staff0000000000${i}`, collectionId: 'pbc_staff', collectionName: 'Equipo', created: '', updated: '', avatar: '', ...member }))
const organiserContent = http.get('*/api/collections/ContenidoOrganizador/records', ({ request }) => listAnswer([seededOrganiserContent], request))
const staff = http.get('*/api/collections/Equipo/records', ({ request }) => listAnswer(seededStaff, request))

/** The edition a fresh database holds (SPEC's 2025 edition, long over). */
export const seededEdition = { id: 'edition0000seed', ...MIGRATED_EDITION, ...MIGRATED_EDITION_NAME }
/**
 * The editions every page reads (src/hooks/use-edition.ts) unless a test serves its own: the seed and
 * the edition `npm start` adds beside it, whose sale is open on today's date (scripts/lib/demo-editions.ts).
 */
const [upcoming] = planDemoEditions([MIGRATED_EDITION], todayInChile(new Date()))
if (!upcoming) throw new Error('the demo plans no upcoming edition beside the seed')
export const onSaleEdition = { id: 'edition00onsale', ...upcoming, ...demoEditionName(1) }
export const defaultEditions = [seededEdition, onSaleEdition]
const editions = http.get('*/api/collections/Ediciones/records', ({ request }) => listAnswer(defaultEditions, request))

/** The public snapshot pages poll (functions/snapshot.mts) once live updates start (tests that stub EventSource): nothing on sale, no banner. */
export const emptySnapshot = { version: 'empty', banner: '', catalogue: [], queue: 0, content: '' }
const publicSnapshot = http.get('*/.netlify/functions/snapshot', () => HttpResponse.json(emptySnapshot))

/** MSW for component tests only; each test declares the PocketBase answers it needs with server.use(). */
export const server = setupServer(noAlertBanner, retentionSchedule, noUnfinishedRefunds, noReturnedUnits, noTransfers, noTransferDeadline, noOpenCorrection, noRightsRequests, noIssuedTickets, organiserContent, staff, editions, publicSnapshot)
export const PB = 'http://127.0.0.1:8090'
