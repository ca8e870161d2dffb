// Each file the service worker answers from a cache is checked against the digest sw.js carries for it (stamped in at
// build time, build-config/service-worker.js): Cache Storage belongs to the origin, so any script that once ran in the
// page could have rewritten an entry. One that does not check is deleted, and the strategy asks the network instead.
import type { WorkboxPlugin } from 'workbox-core';

/** `sha256-<base64>` of the bytes: the form sw.js carries (Subresource Integrity's, so Workbox's precache uses it too). */
export async function sha256Of(bytes: ArrayBuffer, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  let binary = '';
  for (let i = 0; i < digest.length; i += 1) binary += String.fromCharCode(digest[i]);
  return `sha256-${btoa(binary)}`;
}

/** Whether the body is the file `expected` names; never for a file sw.js does not list or an opaque answer. */
export async function bodyMatches(response: Response, expected: string | undefined): Promise<boolean> {
  if (!expected || response.type === 'opaque') return false;
  // a clone: the response itself goes on to the page untouched (Chromium keeps V8's code cache with a cached one)
  return (await sha256Of(await response.clone().arrayBuffer())) === expected;
}

type Expected = (url: string) => string | undefined;

/**
 * Reads: a cached entry is used only when it checks. One that does not is deleted and replaced by the server's copy,
 * fetched with its digest as the request's integrity (Workbox's precache repairs nothing for a script tag's no-cors
 * request); when that fails, nothing is served from the cache and the strategy asks the network itself.
 */
export function checkedReads(expectedFor: Expected, storage: CacheStorage = caches, fetchFile: typeof fetch = fetch): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
      if (!cachedResponse) return null;
      const expected = expectedFor(request.url);
      if (await bodyMatches(cachedResponse, expected)) return cachedResponse;
      const cache = await storage.open(cacheName);
      await cache.delete(request);
      if (!expected) return null;
      try {
        const fresh = await fetchFile(request.url, { integrity: expected, credentials: 'same-origin' });
        if (fresh.status !== 200) return null;
        await cache.put(request, fresh.clone());
        return fresh;
      } catch {
        return null; // offline, or the server's bytes are not the build's either
      }
    },
  };
}

/** Writes: a network answer is kept only when it checks (a release sw.js does not know yet is served, not kept). */
export function checkedWrites(expectedFor: Expected): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) => ((await bodyMatches(response, expectedFor(request.url))) ? response : null),
  };
}
