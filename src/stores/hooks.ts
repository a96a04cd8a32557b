// The only way components reach the store: typed hooks (raw useSelector/useDispatch are banned by lint).
import { useDispatch, useSelector } from 'react-redux'
import type { AppDispatch, RootState } from './store'

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()

export const usePreferences = () => useAppSelector((state) => state.preferences)
