// The country picker of the phone forms: the country list (the default country when it cannot be loaded) and the
// player's own choice, which starts on the bound number's country and stays with this form (SPEC §2 bindPhone).
import { useState } from 'react';
import { useAppSelector } from '@uc/shared';
import { DEFAULT_COUNTRY, findCountry, useGetCountriesQuery, type Country } from '../../api/get-countries';

export function useCountryList(): { countries: readonly Country[]; loading: boolean } {
  // A failed list leaves the default country: the player can still bind a +86 number.
  const { data, isLoading } = useGetCountriesQuery();
  return { countries: data ?? [DEFAULT_COUNTRY], loading: isLoading };
}

export interface CountryChoice {
  countries: readonly Country[];
  country: Country;
  /** Region id of the choice (kept as chosen even before the list that names it has loaded). */
  chosenId: string;
  choose(id: string): void;
}

/** The picker's state. Choosing only changes this form; the session learns a country when a number is saved. */
export function useCountryChoice(): CountryChoice {
  const sessionId = useAppSelector((s) => s.session.countryCode);
  const { countries } = useCountryList();
  const [chosenId, choose] = useState(sessionId || DEFAULT_COUNTRY.id);
  const country =
    findCountry(countries, chosenId) ?? countries.find((c) => c.id === DEFAULT_COUNTRY.id) ?? DEFAULT_COUNTRY;
  return { countries, country, chosenId, choose };
}
