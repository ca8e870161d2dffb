// What a page stood on and what it wrote: every address (its load, hash changes, history pushes and replaces, back and
// forward) and, asked for, every storage write, recorded by an init script before the page's own code runs. One
// recorder for the tests that check no identifier or proof is left in a URL, history or storage (security-2 N4,
// ARCHITECTURE §8 proof and webAccount).
import type { Frame, Page } from 'playwright-core';

export interface TrailOptions {
  /** A binding the test exposed (`context.exposeBinding`): each address goes to it, so a reload loses nothing. */
  binding?: string;
  /** Storage writes too, as `key=value`. */
  storage?: boolean;
}

/** The init script (`context.addInitScript(recordTrail, options)`): without a binding the page keeps `__ucTrail`. */
export function recordTrail({ binding, storage }: TrailOptions = {}) {
  const w = window as unknown as Record<string, unknown> & { __ucTrail: string[] };
  w.__ucTrail = [];
  const note = (what: string) => (binding ? (w[binding] as (s: string) => void)(what) : w.__ucTrail.push(what));
  note(location.href);
  addEventListener('hashchange', () => note(location.href));
  addEventListener('popstate', () => note(location.href));
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      note(location.href);
    };
  }
  if (!storage) return;
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    note(`${key}=${value}`);
    setItem.call(this, key, value);
  };
}

/** What the page's recorded trail, its storage now and its address hold, as one text to search. */
export function everythingKept(where: Page | Frame): Promise<string> {
  return where.evaluate(() =>
    JSON.stringify({
      trail: (window as unknown as { __ucTrail: string[] }).__ucTrail,
      session: { ...sessionStorage },
      local: { ...localStorage },
      href: location.href,
    }),
  );
}
