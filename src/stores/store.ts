import { combineSlices, configureStore, createAction, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist'
import storage from 'redux-persist/es/storage'
import { preferencesSlice, type PreferencesState } from './preferences-slice'

/** SPEC §1: client state lives in local storage under one root key and is restored at start. */
export const PERSIST_KEY = 'root'
export const PERSIST_TIMEOUT_MS = 5000
/** The only slice written to local storage: server data (private records) never is. */
export const PERSISTED_SLICES = [preferencesSlice.name]

/**
 * The root reducer. The server-state slice (RTK Query, src/stores/server-state.ts) is injected by the
 * lazy routes that read server data, so its code stays out of the first load of `/`.
 */
export const rootReducer = combineSlices({ [preferencesSlice.name]: preferencesSlice.reducer })
/** Middleware added by lazily loaded code (the server-state slice's). */
export const lazyMiddleware = createDynamicMiddleware()

const lazySliceInjected = createAction('store/lazySliceInjected')
const liveStores = new Set<{ dispatch: (action: ReturnType<typeof lazySliceInjected>) => unknown }>()

/**
 * Adds a lazily loaded slice and its middleware to every store, existing and future; existing stores
 * initialise its state at once, so the first component reading it finds it there.
 */
export function injectLazySlice(slice: { reducerPath: string; reducer: Reducer }, ...middleware: Middleware[]) {
  rootReducer.inject(slice)
  lazyMiddleware.addMiddleware(...middleware)
  for (const store of liveStores) store.dispatch(lazySliceInjected())
}

const persistedReducer = persistReducer(
  { key: PERSIST_KEY, storage, timeout: PERSIST_TIMEOUT_MS, whitelist: PERSISTED_SLICES },
  rootReducer,
)

export function makeStore(preloaded?: { preferences: PreferencesState }) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloaded && { ...preloaded, _persist: { version: -1, rehydrated: false } },
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(lazyMiddleware.middleware),
  })
  liveStores.add(store)
  return { store, persistor: persistStore(store) }
}

export type AppStore = ReturnType<typeof makeStore>['store']
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']
