import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { cleanup } from '@testing-library/react'
import { server } from './support/server'
import { loadDictionary } from '@/i18n/use-t'

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // The app loads English before switching to it (preloaded when idle); tests render ENG straight away.
  await loadDictionary('ENG')
})
afterEach(() => {
  server.resetHandlers()
  cleanup()
  localStorage.clear()
})
afterAll(() => server.close())
