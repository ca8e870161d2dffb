// What the apps share as `react-redux`: the hooks and the Provider, plus what RTK Query's React hooks import from it
// (the kernel's API slice; under a remote's own build those imports are consumed through this facade). No `connect`,
// which nothing uses. A name the apps or RTK Query import must be listed here: build-config/test checks it.
export { Provider, ReactReduxContext, batch, shallowEqual, useDispatch, useSelector, useStore } from '@uc/unshared/react-redux';
