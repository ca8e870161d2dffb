// A chunk loaded at most once, on first need (the federation runtime, the remote loader, the standalone app's RTK
// Query hooks): callers at the same time share one download; one that failed (a flaky network) is tried again by the
// next call instead of failing forever.
export interface LoadOnce<T> {
  /** The loaded value, downloading it on the first call. */
  (): Promise<T>;
  /** The value if it has loaded, else null (for work that must happen in the same task or not at all). */
  loaded(): T | null;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: { v: T } | null = null;
  let pending: Promise<T> | null = null;
  const get = (() => {
    if (value) return Promise.resolve(value.v);
    pending ??= load().then(
      (v) => {
        value = { v };
        return v;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }) as LoadOnce<T>;
  get.loaded = () => (value ? value.v : null);
  return get;
}
