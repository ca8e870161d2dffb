// Country list (SPEC §7): GET open/sdk/country → country[] of {id, number}; the phone forms' dialling codes (account
// pages and the public deletion page). Injected on first use: a package that never picks a country has no such endpoint.
import { api } from '../api/api-slice';

export interface Country {
  /** Region code, e.g. 'CN'. */
  id: string;
  /** Dialling code without '+', e.g. '86'. */
  number: string;
}

/** SPEC §9 default country: +86 / CN; also what the picker offers when the list cannot be loaded. */
export const DEFAULT_COUNTRY: Country = { id: 'CN', number: '86' };

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Keeps well-formed entries, drops duplicates and a leading '+', and always includes the default country. */
export function toCountries(raw: unknown): Country[] {
  const list = raw && typeof raw === 'object' ? (raw as { country?: unknown }).country : undefined;
  const out: Country[] = [];
  for (const item of Array.isArray(list) ? list : []) {
    if (!item || typeof item !== 'object') continue;
    const id = text((item as Record<string, unknown>).id);
    const number = text((item as Record<string, unknown>).number).replace(/^\+/, '');
    if (id && /^\d{1,4}$/.test(number) && !out.some((c) => c.id === id)) out.push({ id, number });
  }
  if (!out.some((c) => c.id === DEFAULT_COUNTRY.id)) out.unshift(DEFAULT_COUNTRY);
  return out;
}

/**
 * The country a stored value names: a region id ('JP') or a dialling code ('81', '+81'). A dialling code the list
 * lacks is still usable as it is (the calls send the number); an unknown region id gives null.
 */
export function findCountry(list: readonly Country[], value: string): Country | null {
  const v = value.trim();
  if (!v) return null;
  const digits = v.replace(/^\+/, '');
  if (/^\d{1,4}$/.test(digits)) return list.find((c) => c.number === digits) ?? { id: '', number: digits };
  return list.find((c) => c.id.toUpperCase() === v.toUpperCase()) ?? null;
}

function inject() {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getCountries: build.query<Country[], void>({
        query: () => ({ method: 'GET', path: 'open/sdk/country' }),
        transformResponse: toCountries,
      }),
    }),
  });
}

let injected: ReturnType<typeof inject> | undefined;

/** The country endpoint, injected into the one api the first time it is asked for. */
export function countriesApi(): ReturnType<typeof inject> {
  injected ??= inject();
  return injected;
}

export function useGetCountriesQuery() {
  return countriesApi().useGetCountriesQuery();
}
