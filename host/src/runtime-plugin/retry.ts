// Federation runtime plugin: a flaky network gets a few more tries, with exponential backoff, for the manifest
// fetch, the remoteEntry script and the exposed page's chunks before the fallback page shows.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takePrefetchedManifest } from '../federation/manifest-prefetch';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

const DEFAULTS: Required<RetryOptions> = { attempts: 3, baseDelayMs: 250, maxDelayMs: 2000 };

/** Delay before retry number `retry` (1-based): base, 2×base, 4×base… capped. */
export function backoffDelay(retry: number, o: Required<RetryOptions>): number {
  return Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (retry - 1));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` up to `retries` more times after a failure already seen; the last error propagates. */
export async function retryAfterFailure<T>(
  task: (retry: number) => Promise<T>,
  retries: number,
  o: Required<RetryOptions>,
  shouldRetry: (error: unknown) => boolean = () => true,
): Promise<T> {
  let lastError: unknown = new Error('no retry attempted');
  for (let retry = 1; retry <= retries; retry += 1) {
    await sleep(backoffDelay(retry, o));
    try {
      return await task(retry);
    } catch (e) {
      lastError = e;
      if (!shouldRetry(e)) break;
    }
  }
  throw lastError;
}

/** First try now, then the retries. */
async function withRetry<T>(task: (retry: number) => Promise<T>, o: Required<RetryOptions>, shouldRetry?: (e: unknown) => boolean): Promise<T> {
  try {
    return await task(0);
  } catch (e) {
    if (shouldRetry && !shouldRetry(e)) throw e;
    return retryAfterFailure(task, o.attempts - 1, o, shouldRetry);
  }
}

export class ManifestHttpError extends Error {
  constructor(readonly url: string, readonly status: number) {
    super(`manifest ${url} answered HTTP ${status}`);
    this.name = 'ManifestHttpError';
  }
}

/** A retried script URL carries the try number so no cache or half-loaded tag is reused. */
export function withRetryQuery(url: string, retry: number): string {
  const u = new URL(url, typeof window !== 'undefined' ? window.location.href : undefined);
  u.searchParams.set('ucRetry', String(retry));
  return u.href;
}

// A module the container simply does not expose will not appear by asking again.
export const isMissingExpose = (e: unknown) => e instanceof Error && /does not exist in container/i.test(e.message);

export default function retryPlugin(options?: RetryOptions): ModuleFederationRuntimePlugin {
  const o: Required<RetryOptions> = { ...DEFAULTS, ...(options ?? {}) };
  return {
    name: 'uc-retry',
    async fetch(url, init) {
      return withRetry(async (retry) => {
        // the first try takes the manifest the preload already asked for (manifest-prefetch.ts), if any
        const res = await ((retry === 0 && takePrefetchedManifest(url)) || fetch(url, init));
        if (!res.ok) throw new ManifestHttpError(url, res.status);
        return res;
      }, o);
    },
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      const entry = await retryAfterFailure((retry) => {
        // The failed load stays cached under this key until it is dropped.
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports, getEntryUrl: (url: string) => withRetryQuery(url, retry) });
      }, o.attempts - 1, o);
      return entry || undefined;
      // The declared hook type wraps the promise twice; the runtime awaits a single value (the container).
    }) as unknown as LoadEntryErrorHook,
    async getModuleFactory({ remoteEntryExports, expose }) {
      // The container's get() loads the page's chunks; webpack forgets a failed chunk, so asking again re-downloads it.
      return withRetry(() => Promise.resolve(remoteEntryExports.get(expose)), o, (e) => !isMissingExpose(e));
    },
  };
}
