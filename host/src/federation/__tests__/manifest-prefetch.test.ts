// The preload asks for the manifests while the runtime chunk downloads; the runtime's manifest fetch (retry plugin)
// then takes that response instead of asking again — once; a failed or missing one is fetched anew.
import retryPlugin from '../../runtime-plugin/retry';
import { dropPrefetchedManifest, prefetchManifest, preloadExposeFiles, takePrefetchedManifest } from '../manifest-prefetch';

const MANIFEST = 'http://cdn.example/account/mf-manifest.json';
const okResponse = () => ({ ok: true, status: 200, json: async () => ({ id: 'uc_account' }) }) as unknown as Response;

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => okResponse());
  global.fetch = fetchMock as unknown as typeof fetch;
});

const runtimeFetch = (url: string) => retryPlugin({ baseDelayMs: 1, maxDelayMs: 2 }).fetch!(url, {}) as Promise<Response>;

it('the runtime takes the prefetched manifest: one request in all', async () => {
  prefetchManifest(MANIFEST);
  prefetchManifest(MANIFEST); // asked twice before it was taken: still one request
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const res = await runtimeFetch(MANIFEST);
  expect(res.ok).toBe(true);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  // taken once: the next runtime fetch (a retry after a reset) asks the network again
  expect(takePrefetchedManifest(MANIFEST)).toBeUndefined();
  await runtimeFetch(MANIFEST);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('a prefetched manifest that failed is fetched again by the retry plugin', async () => {
  fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 503 }) as Response);
  prefetchManifest(MANIFEST);
  const res = await runtimeFetch(MANIFEST);
  expect(res.ok).toBe(true);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('leaves remoteEntry.js URLs to the runtime (a script, not a fetch)', () => {
  prefetchManifest('http://cdn.example/account/remoteEntry.js');
  expect(fetchMock).not.toHaveBeenCalled();
});

describe('the first remote: its entry script starts downloading as soon as its manifest is in', () => {
  const manifest = (metaData: unknown) => ({ ok: true, status: 200, clone: () => ({ json: async () => ({ metaData }) }) }) as unknown as Response;
  const preloads = () =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((l) => ({ as: l.getAttribute('as'), href: l.href }));
  const settle = () => new Promise((r) => setTimeout(r, 0));
  beforeEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove()));

  it('names the entry from the manifest (publicPath auto = the manifest folder), once, as a script preload', async () => {
    fetchMock.mockImplementation(async () => manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }));
    prefetchManifest(MANIFEST, { withEntry: true });
    await settle();
    expect(preloads()).toEqual([{ as: 'script', href: 'http://cdn.example/account/remoteEntry.js' }]);
    await takePrefetchedManifest(MANIFEST);
    prefetchManifest(MANIFEST, { withEntry: true });
    await settle();
    expect(preloads()).toHaveLength(1);
  });

  it('an absolute publicPath and an entry folder are followed', async () => {
    fetchMock.mockImplementation(async () => manifest({ publicPath: 'https://static.example/acc/', remoteEntry: { name: 'remoteEntry.js', path: 'v2' } }));
    prefetchManifest('http://cdn.example/other/mf-manifest.json', { withEntry: true });
    await settle();
    expect(preloads()).toEqual([{ as: 'script', href: 'https://static.example/acc/v2/remoteEntry.js' }]);
  });

  it('without withEntry, a failed manifest or one that names no entry: no preload, and the manifest is still taken', async () => {
    prefetchManifest('http://cdn.example/a/mf-manifest.json');
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 503 }) as Response);
    prefetchManifest('http://cdn.example/b/mf-manifest.json', { withEntry: true });
    fetchMock.mockImplementationOnce(async () => manifest({ publicPath: 'auto' }));
    prefetchManifest('http://cdn.example/c/mf-manifest.json', { withEntry: true });
    await settle();
    expect(preloads()).toEqual([]);
    expect(takePrefetchedManifest('http://cdn.example/c/mf-manifest.json')).toBeDefined();
  });
});

describe('a page the player opened: its own files start from the prefetched manifest', () => {
  const ACCOUNT = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './ManageAccount',
        assets: { js: { sync: ['4489.js', '6380.js'], async: ['4174.js'] }, css: { sync: ['manage.css'], async: ['3275.css'] } },
      },
      { path: './BindPhone', assets: { js: { sync: ['5682.js'], async: [] }, css: { sync: [], async: [] } } },
    ],
  };
  const manifest = (json: unknown) => ({ ok: true, status: 200, json: async () => json, clone: () => ({ json: async () => json }) }) as unknown as Response;
  const preloads = () =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((l) => `${l.getAttribute('as')} ${l.href}`);
  const settle = () => new Promise((r) => setTimeout(r, 0));
  let n = 0;
  let url: string;
  beforeEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
    url = `http://cdn.example/r${++n}/mf-manifest.json`; // each test its own remote: the parsed copies outlive a test
  });

  it("the expose's sync css and js, below the manifest's folder; not its async chunks; once", async () => {
    fetchMock.mockImplementation(async () => manifest(ACCOUNT));
    prefetchManifest(url);
    preloadExposeFiles(url, './ManageAccount');
    preloadExposeFiles(url, './ManageAccount');
    await settle();
    const dir = url.replace('mf-manifest.json', '');
    expect(preloads()).toEqual([`style ${dir}manage.css`, `script ${dir}4489.js`, `script ${dir}6380.js`]);
  });

  it('still after the runtime took the response (the parsed copy stays)', async () => {
    fetchMock.mockImplementation(async () => manifest(ACCOUNT));
    prefetchManifest(url);
    await (await runtimeFetch(url)).json();
    preloadExposeFiles(url, 'BindPhone');
    await settle();
    expect(preloads()).toEqual([`script ${url.replace('mf-manifest.json', '')}5682.js`]);
  });

  it('nothing for a page the manifest does not list, a manifest never prefetched, a failed one or a dropped one', async () => {
    fetchMock.mockImplementation(async () => manifest(ACCOUNT));
    prefetchManifest(url);
    preloadExposeFiles(url, './NotExposed');
    preloadExposeFiles('http://cdn.example/never/mf-manifest.json', './ManageAccount');
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 503 }) as Response);
    prefetchManifest('http://cdn.example/failed/mf-manifest.json');
    preloadExposeFiles('http://cdn.example/failed/mf-manifest.json', './ManageAccount');
    const dropped = `http://cdn.example/dropped${n}/mf-manifest.json`;
    prefetchManifest(dropped);
    preloadExposeFiles(dropped, './ManageAccount'); // asked while it was still coming, dropped before it came
    dropPrefetchedManifest(dropped);
    await settle();
    expect(preloads()).toEqual([]);
    expect(takePrefetchedManifest(dropped)).toBeUndefined(); // the runtime fetches a dropped manifest anew
  });

  it('nothing when the manifest computes its public path at run time', async () => {
    fetchMock.mockImplementation(async () => manifest({ ...ACCOUNT, metaData: { ...ACCOUNT.metaData, getPublicPath: 'return window.cdn' } }));
    prefetchManifest(url);
    preloadExposeFiles(url, './ManageAccount');
    await settle();
    expect(preloads()).toEqual([]);
  });
});
