import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { cleanup } from '@testing-library/react'
import { server } from './support/server'
import { loadDictionary } from '@/i18n/use-t'
import { resetOrganiserContentForTests } from '@/hooks/use-organiser-content'

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // The app loads English before switching to it (preloaded when idle); tests render ENG straight away.
  await loadDictionary('ENG')
})
afterEach(async () => {
  // Every test is a new visit: the organiser content is read again, from that test's handlers. Its
  // realtime subscription closes first, while the test's realtime handler still answers.
  await resetOrganiserContentForTests()
  server.resetHandlers()
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
