import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { server } from './support/server'
import { unreadableQueries } from './support/pb-list'
import { loadDictionary, loadStaffDictionary } from '@/i18n/use-t'
import { resetOrganiserContentForTests } from '@/hooks/use-organiser-content'
import { resetEditionsForTests } from '@/hooks/use-edition'
import { resetAmigosForTests } from '@/features/content/amigos-source'
import { toastContainerMounted } from '@/components/ui/form-toast'

// A page's first render in a file loads its lazy modules (the profile's sections, the staff pages): on
// CI's two loaded cores that alone can pass Testing Library's 1 s default for findBy/waitFor. The wait
// ends as soon as the element is there; only a page that never shows it waits the whole 5 s.
configure({ asyncUtilTimeout: 5000 })

// jsdom lays nothing out and has no scrollIntoView; where things land on screen is the e2e specs' job.
Element.prototype.scrollIntoView ??= function scrollIntoView() {}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // Each test renders its own toast container with its page, mounted before anything toasts.
  toastContainerMounted()
  // The app loads English before switching to it (preloaded when idle); tests render ENG straight away.
  await loadDictionary('ENG')
  // Moderators' pages render here without their route, which is what downloads these texts.
  await Promise.all([loadStaffDictionary('ESP'), loadStaffDictionary('ENG')])
})
afterEach(async () => {
  // Every test is a new visit: the organiser content is read again, from that test's handlers. Its
  // realtime subscription closes first, while the test's realtime handler still answers.
  await resetOrganiserContentForTests()
  resetAmigosForTests()
  resetEditionsForTests()
  // A list query the MSW stand-in could not evaluate fails the test that sent it (support/pb-filter.ts).
  const unreadable = unreadableQueries.splice(0)
  server.resetHandlers()
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  if (unreadable.length) throw new Error(`PocketBase list queries the MSW stand-in cannot evaluate:\n${unreadable.join('\n')}`)
})
afterAll(() => server.close())
