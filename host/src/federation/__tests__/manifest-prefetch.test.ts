// The preload asks for the manifests while the runtime chunk downloads; the runtime's manifest fetch (retry plugin)
// then takes that response instead of asking again — once; a failed or missing one is fetched anew.
import retryPlugin from '../../runtime-plugin/retry';
import { prefetchManifest, takePrefetchedManifest } from '../manifest-prefetch';

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
