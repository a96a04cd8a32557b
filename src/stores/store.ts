import { combineReducers, configureStore } from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist'
import storage from 'redux-persist/es/storage'
import { preferencesSlice, type PreferencesState } from './preferences-slice'

/** SPEC §1: client state lives in local storage under one root key and is restored at start. */
export const PERSIST_KEY = 'root'
export const PERSIST_TIMEOUT_MS = 5000

const rootReducer = combineReducers({ preferences: preferencesSlice.reducer })
const persistedReducer = persistReducer({ key: PERSIST_KEY, storage, timeout: PERSIST_TIMEOUT_MS }, rootReducer)

export function makeStore(preloaded?: { preferences: PreferencesState }) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloaded && { ...preloaded, _persist: { version: -1, rehydrated: false } },
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  })
  return { store, persistor: persistStore(store) }
}

export type AppStore = ReturnType<typeof makeStore>['store']
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']
