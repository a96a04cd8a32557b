import { applyMiddleware, combineReducers, compose, legacy_createStore as createStore, type Middleware, type Reducer, type UnknownAction } from 'redux'
import { persistReducer, persistStore } from 'redux-persist'
import storage from 'redux-persist/es/storage'
import { preferencesSlice, type PreferencesState } from './preferences-slice'

/** SPEC §1: client state lives in local storage under one root key and is restored at start. */
export const PERSIST_KEY = 'root'
export const PERSIST_TIMEOUT_MS = 5000
/** The only slice written to local storage: server data (private records) never is. */
export const PERSISTED_SLICES = [preferencesSlice.name]

// The store is built from plain redux on purpose: Redux Toolkit (and immer, which RTK Query needs)
// would otherwise land in the first load of `/`, which reads no server data. The server-state slice
// (src/stores/server-state.ts) and its middleware are added by the lazy routes that read server data.
const reducers: Record<string, Reducer> = { [preferencesSlice.name]: preferencesSlice.reducer }
let combined = combineReducers(reducers)
const rootReducer: Reducer = (state, action) => combined(state, action)

const lazyMiddleware: Middleware[] = []
/** Runs the middleware added later, each set up once per store. */
const lazyChain: Middleware = (api) => {
  const applied = new Map<Middleware, ReturnType<Middleware>>()
  return (next) => (action) => {
    const chain = lazyMiddleware.map((middleware) => {
      let bound = applied.get(middleware)
      if (!bound) {
        bound = middleware(api)
        applied.set(middleware, bound)
      }
      return bound
    })
    return compose<(action: unknown) => unknown>(...chain)(next)(action)
  }
}

/** Functions dispatched as actions (RTK Query's thunks) get dispatch and getState. */
const thunks: Middleware = (api) => (next) => (action) =>
  typeof action === 'function' ? (action as (dispatch: unknown, getState: unknown, extra: unknown) => unknown)(api.dispatch, api.getState, undefined) : next(action)

const lazySliceInjected = { type: 'store/lazySliceInjected' } as const
const liveStores = new Set<{ dispatch: (action: UnknownAction) => unknown }>()

/**
 * Adds a lazily loaded slice and its middleware to every store, existing and future; existing stores
 * initialise its state at once, so the first component reading it finds it there.
 */
export function injectLazySlice(slice: { reducerPath: string; reducer: Reducer }, ...middleware: Middleware[]) {
  if (reducers[slice.reducerPath] === slice.reducer) return
  reducers[slice.reducerPath] = slice.reducer
  combined = combineReducers({ ...reducers })
  lazyMiddleware.push(...middleware)
  for (const store of liveStores) store.dispatch(lazySliceInjected)
}

const persistedReducer = persistReducer(
  { key: PERSIST_KEY, storage, timeout: PERSIST_TIMEOUT_MS, whitelist: PERSISTED_SLICES },
  rootReducer as Reducer<{ preferences: PreferencesState }>,
)

export function makeStore(preloaded?: { preferences: PreferencesState }) {
  const store = createStore(
    persistedReducer,
    preloaded && { ...preloaded, _persist: { version: -1, rehydrated: false } },
    applyMiddleware(thunks, lazyChain),
  )
  liveStores.add(store)
  return { store, persistor: persistStore(store) }
}

export type AppStore = ReturnType<typeof makeStore>['store']
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']
