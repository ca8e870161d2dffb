// The remote loader (remote-loader.ts) is a chunk of its own: home's path carries none of it. It downloads when the
// browser is idle after home (the remotes' preload) or at a tap on a remote page, whichever comes first.
type RemoteLoader = typeof import('./remote-loader');

let loaded: RemoteLoader | null = null;
let loading: Promise<RemoteLoader> | null = null;

/** The loader, downloading its chunk on the first call; a chunk that failed to download is tried again next call. */
export function remoteLoader(): Promise<RemoteLoader> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import(/* webpackChunkName: "remote-loader" */ './remote-loader').then(
    (mod) => (loaded = mod),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The loader if its chunk is already in (a tap then starts the page's files in the same task). */
export function loadedRemoteLoader(): RemoteLoader | null {
  return loaded;
}
