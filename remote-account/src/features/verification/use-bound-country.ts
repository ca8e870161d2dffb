// Where a code to the bound phone goes (issue 16 point 1): the bound number's country — what bind info says when it
// says it, else the session's (the country of a number bound in this session, CN by default) — never the last
// choice of a phone form's picker.
import { useAppSelector, useLoadingOverlay } from '@uc/shared';
import { DEFAULT_COUNTRY, findCountry, useCountryList, type Country } from '@uc/shared/forms';

export interface BoundCountry {
  country: Country;
  /** The country list is still loading: the session's region id cannot be turned into a dialling code yet. */
  loading: boolean;
}

/** `fromBindInfo`: bind info's country of the bound mobile ('' or undefined when it gave none). */
export function useBoundCountry(fromBindInfo?: string): BoundCountry {
  const sessionId = useAppSelector((s) => s.session.countryCode);
  const { countries, loading } = useCountryList();
  useLoadingOverlay(loading);
  const country =
    findCountry(countries, fromBindInfo ?? '') ??
    findCountry(countries, sessionId) ??
    countries.find((c) => c.id === DEFAULT_COUNTRY.id) ??
    DEFAULT_COUNTRY;
  return { country, loading };
}
