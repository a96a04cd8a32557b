import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { makeStore } from '@/stores/store'
import { initialPreferences, type PreferencesState } from '@/stores/preferences-slice'
import { DocumentPreferences } from '@/components/layout/document-preferences'

/** Renders UI with a fresh store and a memory router, like the app does. */
export function renderWithApp(
  ui: ReactElement,
  options: { preferences?: Partial<PreferencesState>; url?: string; routes?: RouteObject[] } = {},
) {
  const { store } = makeStore({ preferences: { ...initialPreferences, ...options.preferences } })
  const router = createMemoryRouter(options.routes ?? [{ path: '*', element: ui }], {
    initialEntries: [options.url ?? '/'],
  })
  const user = userEvent.setup()
  const view = render(
    <Provider store={store}>
      <DocumentPreferences />
      <RouterProvider router={router} />
    </Provider>,
  )
  return { ...view, store, router, user }
}
