// The one store: session + RTK Query api, and slices remotes inject lazily when their pages load.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { LazyLoadedSlices } from './lazy-loaded-slices';
import { api } from '../api/api-slice';
import { setSessionSource } from '../api/request-fields';
import { sessionSlice } from '../session/session-slice';
import { persistSession, restoreSession } from '../session/session-persistence';

export const rootReducer = combineSlices(sessionSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** A new store; the newest one feeds the API client's base fields (production makes exactly one, tests one each). */
export function createAppStore(preloaded?: Partial<RootState>) {
  const s = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setSessionSource(() => s.getState().session);
  return s;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

function createMainStore(): AppStore {
  const restored = restoreSession();
  const s = createAppStore(restored ? { session: restored } : undefined);
  persistSession(s);
  return s;
}

export const store: AppStore = createMainStore();

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
