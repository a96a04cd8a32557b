import { createContext } from 'react'

/**
 * Whether a navigation is under way: the app's router (app/transition-router.tsx) runs navigations as
 * transitions, so the page being left stays on screen until the next one's code is here.
 */
export const NavigationPending = createContext(false)
