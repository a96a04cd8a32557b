import { setupServer } from 'msw/node'

/** MSW for component tests only; each test declares the PocketBase answers it needs with server.use(). */
export const server = setupServer()
export const PB = 'http://127.0.0.1:8090'
