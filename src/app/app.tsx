import { useEffect, useState } from 'react'
import { Provider } from 'react-redux'
import { useRoutes } from 'react-router-dom'
import { PersistGate } from 'redux-persist/integration/react'
import { makeStore } from '@/stores/store'
import { LoadingScreen } from '@/components/layout/loading-screen'
import { DocumentPreferences } from '@/components/layout/document-preferences'
import { whenIdle } from '@/components/layout/use-when-idle'
import { loadDictionary } from '@/i18n/use-t'
import { DeferredSessionSync } from './deferred-session-sync'
import { routes } from './router'
import { TransitionRouter } from './transition-router'

const logFailure = (err: unknown) => console.error(err)

function AppRoutes() {
  return useRoutes(routes)
}

/**
 * `firstPageReady`: what the first page needs besides the dictionary (its code, the banner's first
 * status, the organiser content), already on its way; the first render then has everything and
 * nothing in it suspends.
 */
export function App({ firstPageReady }: { firstPageReady?: Promise<unknown> }) {
  const [{ store, persistor }] = useState(() => makeStore())
  // The loading placeholder stays until the persisted language's dictionary is there, so the first
  // paint is already in that language.
  const loadChosenLanguage = () =>
    Promise.all([loadDictionary(store.getState().preferences.lang), firstPageReady]).then(
      () => undefined,
      (err: unknown) => logFailure(err),
    )
  useEffect(() => {
    // English is fetched ahead of time so the language toggle switches instantly.
    whenIdle()
      .then(() => loadDictionary('ENG'))
      .catch(logFailure)
  }, [])
  return (
    <Provider store={store}>
      <PersistGate loading={<LoadingScreen />} persistor={persistor} onBeforeLift={loadChosenLanguage}>
        <DocumentPreferences />
        <DeferredSessionSync />
        <TransitionRouter>
          <AppRoutes />
        </TransitionRouter>
      </PersistGate>
    </Provider>
  )
}
