// What the apps share as `@reduxjs/toolkit`: the names our sources import, plus the ones RTK Query's own files import
// from it (the kernel's API slice; under a remote's build those imports are consumed through this facade too). The
// rest of the toolkit (listener and dynamic middleware, entity adapter…) is left out of the host's lent copy, as a
// one-bundle build leaves it out. A name the apps import must be listed here: build-config/test checks it.
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '@uc/unshared/@reduxjs/toolkit';
