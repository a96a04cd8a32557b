import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react'
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom'
import { NavigationPending } from '@/components/layout/navigation-pending'

/**
 * react-router's BrowserRouter, plus whether a navigation is still pending. Both run navigations as
 * transitions (the page being left stays until the next one is ready); this one tells the layout,
 * which then shows progress and takes the old page out of reach, so nobody types into a form that is
 * about to go (a login form while the register page's code downloads, for one).
 */
export function TransitionRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }))
  const [state, setState] = useState({ action: history.action, location: history.location })
  const [pending, startTransition] = useTransition()
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history])
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  )
}
