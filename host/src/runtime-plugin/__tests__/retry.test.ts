// The retry runtime plugin: manifest fetch, remote entry and page chunks get a few tries with backoff.
import retryPlugin, { backoffDelay, isMissingExpose, withRetryQuery } from '../retry';

const fast = { attempts: 3, baseDelayMs: 1, maxDelayMs: 4 };
type AnyHook = (...args: any[]) => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a hook of any signature
const hook = (plugin: ReturnType<typeof retryPlugin>, name: 'fetch' | 'loadEntryError' | 'getModuleFactory') =>
  plugin[name] as unknown as AnyHook;

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('backoff', () => {
  it('doubles from the base delay and stops at the cap', () => {
    const o = { attempts: 5, baseDelayMs: 250, maxDelayMs: 1500 };
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, o))).toEqual([250, 500, 1000, 1500]);
  });

  it('marks a retried script URL with the try number', () => {
    expect(withRetryQuery('http://localhost:3001/remoteEntry.js', 2)).toBe('http://localhost:3001/remoteEntry.js?ucRetry=2');
    expect(withRetryQuery('http://localhost:3001/remoteEntry.js?v=1', 1)).toBe('http://localhost:3001/remoteEntry.js?v=1&ucRetry=1');
  });
});

describe('manifest fetch', () => {
  it('retries a failed fetch and returns the first good response', async () => {
    const ok = { ok: true, status: 200 } as Response;
    global.fetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ ok: false, status: 503 }).mockResolvedValueOnce(ok);
    await expect(hook(retryPlugin(fast), 'fetch')('http://localhost:3001/mf-manifest.json', {})).resolves.toBe(ok);
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after the configured attempts with the last error', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(hook(retryPlugin(fast), 'fetch')('http://localhost:3001/mf-manifest.json', {})).rejects.toThrow(/HTTP 404/);
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });
});

describe('remote entry', () => {
  it('drops the cached failed load and tries again with a marked URL', async () => {
    const container = { init: jest.fn(), get: jest.fn() };
    const urls: string[] = [];
    const getRemoteEntry = jest.fn(async ({ getEntryUrl }: { getEntryUrl: (u: string) => string }) => {
      urls.push(getEntryUrl('http://localhost:3001/remoteEntry.js'));
      if (urls.length < 2) throw new Error('ScriptNetworkError');
      return container;
    });
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    const result = await hook(retryPlugin(fast), 'loadEntryError')({ getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading, uniqueKey: 'key' });
    expect(result).toBe(container);
    expect(urls).toEqual(['http://localhost:3001/remoteEntry.js?ucRetry=1', 'http://localhost:3001/remoteEntry.js?ucRetry=2']);
    expect(globalLoading).not.toHaveProperty('key');
  });

  it('rethrows when every retry fails', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    await expect(
      hook(retryPlugin(fast), 'loadEntryError')({ getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading: {}, uniqueKey: 'k' }),
    ).rejects.toThrow('ScriptNetworkError');
    expect(getRemoteEntry).toHaveBeenCalledTimes(2); // attempts - the failure already seen
  });
});

describe('page chunks', () => {
  it('asks the container again after a chunk load error', async () => {
    const factory = () => ({ default: 'page' });
    const get = jest.fn().mockRejectedValueOnce(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })).mockResolvedValueOnce(factory);
    await expect(hook(retryPlugin(fast), 'getModuleFactory')({ remoteEntryExports: { get }, expose: './Faq' })).resolves.toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('does not ask again for a module the container does not expose', async () => {
    const missing = new Error('Module "./BindPhone" does not exist in container.');
    expect(isMissingExpose(missing)).toBe(true);
    const get = jest.fn().mockRejectedValue(missing);
    await expect(hook(retryPlugin(fast), 'getModuleFactory')({ remoteEntryExports: { get }, expose: './BindPhone' })).rejects.toBe(missing);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
