import { useState } from 'react'
import { Provider } from 'react-redux'
import { RouterProvider } from 'react-router-dom'
import { PersistGate } from 'redux-persist/integration/react'
import { makeStore } from '@/stores/store'
import { LoadingScreen } from '@/components/layout/loading-screen'
import { DocumentPreferences } from '@/components/layout/document-preferences'
import { SessionSync } from '@/features/auth/components/session-sync'
import { createAppRouter } from './router'

export function App() {
  const [{ store, persistor }] = useState(() => makeStore())
  const [router] = useState(createAppRouter)
  return (
    <Provider store={store}>
      <PersistGate loading={<LoadingScreen />} persistor={persistor}>
        <DocumentPreferences />
        <SessionSync />
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  )
}
