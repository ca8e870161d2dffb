// i18next backend over a registry: each app registers how to load its namespace, i18next loads it on demand.
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { TEXT_LANGUAGES, type TextLanguage } from '../locale/resolve-locale';

export type LocaleLoader = (lang: TextLanguage) => Promise<Record<string, unknown>>;

const loaders = new Map<string, LocaleLoader>();
// Reads that arrive before their namespace registers wait here instead of failing.
const waiting = new Map<string, Array<() => void>>();

export function registerLocales(ns: string, loader: LocaleLoader): void {
  loaders.set(ns, loader);
  const queued = waiting.get(ns);
  waiting.delete(ns);
  queued?.forEach((run) => run());
}

export function hasLocales(ns: string): boolean {
  return loaders.has(ns);
}

const isTextLanguage = (v: string): v is TextLanguage => (TEXT_LANGUAGES as readonly string[]).includes(v);

// A dynamic `import('x.json')` yields a module namespace; the texts are its default export.
function unwrapModule(mod: unknown): ResourceKey {
  if (mod && typeof mod === 'object') {
    const d = (mod as { default?: unknown }).default;
    if (d && typeof d === 'object' && !Array.isArray(d)) return d as ResourceKey;
    return mod as ResourceKey;
  }
  return {};
}

function load(loader: LocaleLoader, lang: string, cb: ReadCallback): void {
  if (!isTextLanguage(lang)) {
    cb(null, {});
    return;
  }
  loader(lang).then(
    (mod) => cb(null, unwrapModule(mod)),
    // `true` asks i18next to retry: a chunk can fail on a flaky network.
    (err: unknown) => cb(err instanceof Error ? err : new Error(String(err)), true),
  );
}

export const registryBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = loaders.get(namespace);
    if (loader) {
      load(loader, language, callback);
      return;
    }
    const queue = waiting.get(namespace) ?? [];
    queue.push(() => load(loaders.get(namespace)!, language, callback));
    waiting.set(namespace, queue);
  },
};
