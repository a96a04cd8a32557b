// The only way components reach the store: typed hooks (raw useSelector/useDispatch are banned by lint).
import { useDispatch, useSelector } from 'react-redux'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { serverState } from './server-state'
import type { AppDispatch, RootState } from './store'

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()

export const usePreferences = () => useAppSelector((state) => state.preferences)

/** The store as seen by RTK Query thunks: the server-state slice is injected by lazy routes, so it is not in RootState. */
export type ServerStateRoot = RootState & { [serverState.reducerPath]: ReturnType<typeof serverState.reducer> }
export const useServerDispatch = useDispatch.withTypes<ThunkDispatch<ServerStateRoot, unknown, UnknownAction>>()
