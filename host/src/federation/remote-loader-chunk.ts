// The remote loader (remote-loader.ts) is a chunk of its own: home's path carries none of it. It downloads when the
// browser is idle after home (the remotes' preload) or at a tap on a remote page, whichever comes first.
// `remoteLoader.loaded()`: the loader if its chunk is already in (before it, no remote was loaded to forget).
import { loadOnce } from '../chunks/load-once';

export const remoteLoader = loadOnce(() => import(/* webpackChunkName: "remote-loader" */ './remote-loader'));
