/** @jest-environment node */
// A cached file is served only when its bytes are the ones sw.js names; Node's WebCrypto and Response stand in for
// the service worker's.
import type { WorkboxPlugin } from 'workbox-core';
import { bodyMatches, checkedReads, checkedWrites, sha256Of } from '../file-check';

const SCRIPT = 'console.log("main")';
// `printf %s 'console.log("main")' | openssl dgst -sha256 -binary | base64`
const SCRIPT_DIGEST = 'sha256-7ix0Mb6VAvelurrGqVERLd2X5mnUn6K7LWaYAIkS3oo=';
const URL_ = 'https://uc.example.com/main.d929d316.js';
const expected = (url: string) => (url === URL_ ? SCRIPT_DIGEST : undefined);

function fakeStorage() {
  const deleted: { cache: string; url: string }[] = [];
  const put: { cache: string; url: string; body: string }[] = [];
  const storage = {
    open: async (cache: string) => ({
      delete: async (r: Request) => deleted.push({ cache, url: r.url }) > 0,
      put: async (r: Request, res: Response) => void put.push({ cache, url: r.url, body: await res.text() }),
    }),
  } as unknown as CacheStorage;
  return { storage, deleted, put };
}

type Param<K extends keyof WorkboxPlugin> = Parameters<NonNullable<WorkboxPlugin[K]>>[0];
const read = (plugin: WorkboxPlugin, cachedResponse: Response | undefined) =>
  plugin.cachedResponseWillBeUsed!({ cacheName: 'uc-files-1', request: new Request(URL_), cachedResponse } as Param<'cachedResponseWillBeUsed'>);
const write = (plugin: WorkboxPlugin, response: Response) =>
  plugin.cacheWillUpdate!({ request: new Request(URL_), response } as Param<'cacheWillUpdate'>);

it('writes a digest as Subresource Integrity does: sha256-<base64>', async () => {
  expect(await sha256Of(new TextEncoder().encode('abc').buffer as ArrayBuffer)).toBe('sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  expect(await sha256Of(new TextEncoder().encode(SCRIPT).buffer as ArrayBuffer)).toBe(SCRIPT_DIGEST);
});

it('serves a cached file whose bytes are the listed ones, as it is (its body still unread)', async () => {
  const { storage, deleted } = fakeStorage();
  const cached = new Response(SCRIPT);
  const fetchFile = jest.fn();
  const served = await read(checkedReads(expected, storage, fetchFile), cached);
  expect(served).toBe(cached);
  expect(await served!.text()).toBe(SCRIPT);
  expect(deleted).toEqual([]);
  expect(fetchFile).not.toHaveBeenCalled();
});

it('replaces a rewritten entry with the server\'s copy, fetched with the listed digest as its integrity', async () => {
  const { storage, deleted, put } = fakeStorage();
  const fetchFile = jest.fn(async () => new Response(SCRIPT));
  const served = await read(checkedReads(expected, storage, fetchFile), new Response(`window.evil=1;${SCRIPT}`));
  expect(await served!.text()).toBe(SCRIPT);
  expect(fetchFile).toHaveBeenCalledWith(URL_, { integrity: SCRIPT_DIGEST, credentials: 'same-origin' });
  expect(deleted).toEqual([{ cache: 'uc-files-1', url: URL_ }]);
  expect(put).toEqual([{ cache: 'uc-files-1', url: URL_, body: SCRIPT }]);
});

it('drops a rewritten entry and serves nothing from the cache when the server\'s copy cannot be had', async () => {
  for (const fetchFile of [jest.fn().mockRejectedValue(new TypeError('Failed to fetch')), jest.fn().mockResolvedValue(new Response('', { status: 404 }))]) {
    const { storage, deleted, put } = fakeStorage();
    expect(await read(checkedReads(expected, storage, fetchFile), new Response(`window.evil=1;${SCRIPT}`))).toBeNull();
    expect(deleted).toHaveLength(1);
    expect(put).toEqual([]);
  }
});

it('serves no cached entry for a file sw.js does not list', async () => {
  const { storage, deleted } = fakeStorage();
  const fetchFile = jest.fn();
  expect(await read(checkedReads(() => undefined, storage, fetchFile), new Response(SCRIPT))).toBeNull();
  expect(deleted).toHaveLength(1);
  expect(fetchFile).not.toHaveBeenCalled();
  expect(await bodyMatches(new Response(SCRIPT), undefined)).toBe(false);
});

it('keeps a network answer only when it checks', async () => {
  const plugin = checkedWrites(expected);
  const good = new Response(SCRIPT);
  expect(await write(plugin, good)).toBe(good);
  expect(await write(plugin, new Response('other bytes'))).toBeNull();
});
