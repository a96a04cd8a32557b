import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { listAnswer } from './pb-list'

/** The layout asks for the alert banner on every render of the app routes: by default there is none. */
const noAlertBanner = http.get('*/api/collections/AlertBanner/records', ({ request }) => listAnswer([], request))

/** The profile shows when health data is erased after the event (GET /api/mi/retention). */
const retentionSchedule = http.get('*/api/mi/retention', () =>
  HttpResponse.json({ eventEndDate: '2025-08-31', retentionDays: 30, eraseAt: '2025-10-01T03:59:59.999Z', eraseOn: '2025-10-01' }),
)

/** The profile asks whether the attendee has an open legal-data correction request: none by default. */
const noOpenCorrection = http.get('*/api/collections/legalCorrections/records', ({ request }) => listAnswer([], request))

/** MSW for component tests only; each test declares the PocketBase answers it needs with server.use(). */
export const server = setupServer(noAlertBanner, retentionSchedule, noOpenCorrection)
export const PB = 'http://127.0.0.1:8090'
