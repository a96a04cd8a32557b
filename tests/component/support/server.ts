import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

/** The layout asks for the alert banner on every render of the app routes: by default there is none. */
const noAlertBanner = http.get('*/api/collections/AlertBanner/records', () =>
  HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
)

/** MSW for component tests only; each test declares the PocketBase answers it needs with server.use(). */
export const server = setupServer(noAlertBanner)
export const PB = 'http://127.0.0.1:8090'
