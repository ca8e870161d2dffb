// app-config.json `providerLocales`: locales the provider serves beyond SPEC §1's list, e.g. ["pt-BR","es-419"]. They
// go into Accept-Language and document addresses, so only `language-REGION` (two/three letters, then two letters or
// three digits) passes, in canonical case.

const TAG = /^([a-z]{2,3})-([a-z]{2}|\d{3})$/i;
// More than any provider serves; a guard against a runaway file, not a product limit.
const MAX_LOCALES = 50;

export function parseProviderLocales(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const out: string[] = [];
  for (const value of raw) {
    const m = typeof value === 'string' ? TAG.exec(value.trim().replace('_', '-')) : null;
    const tag = m ? `${m[1].toLowerCase()}-${m[2].toUpperCase()}` : '';
    if (tag && !out.includes(tag) && out.length < MAX_LOCALES) out.push(tag);
  }
  return out;
}
