// The country picker of the phone forms: the country list (the default country when it cannot be loaded) and the
// player's own choice, which starts on the bound number's country, else the device's (docs/spec-readings.md "Account flows: readings").
import { useState } from 'react';
import { deviceRegion } from '../locale/device-region';
import { selectApp } from '../session/session-slice';
import { useAppSelector } from '../store/store';
import { DEFAULT_COUNTRY, findCountry, useGetCountriesQuery, type Country } from './countries-api';

export function useCountryList(): { countries: readonly Country[]; loading: boolean } {
  // A failed list leaves the default country: the player can still bind a +86 number.
  const { data, isLoading } = useGetCountriesQuery();
  return { countries: data ?? [DEFAULT_COUNTRY], loading: isLoading };
}

/** The region of the session's language tag (`ja_JP` → 'JP'), '' when the tag names none. */
export function useDeviceRegion(): string {
  return deviceRegion(useAppSelector(selectApp).language);
}

/**
 * The first of the wanted region ids the list has (a number's own country, then the device's), else SPEC §9's
 * +86 / CN. Before the list has loaded only CN is known: the wanted id is kept and wins once the list names it.
 */
export function startingCountry(countries: readonly Country[], wanted: readonly string[]): Country {
  for (const id of wanted) {
    const found = id ? findCountry(countries, id) : null;
    if (found) return found;
  }
  return countries.find((c) => c.id === DEFAULT_COUNTRY.id) ?? DEFAULT_COUNTRY;
}

export interface CountryChoice {
  countries: readonly Country[];
  country: Country;
  /** Region id of the choice ('' while the player has not chosen: the starting country applies). */
  chosenId: string;
  choose(id: string): void;
}

/**
 * The picker's state. It starts on the country of the number bound or changed in this session, else the device's,
 * else +86 / CN; choosing only changes this form (the session learns a country when a number is saved).
 */
export function useCountryChoice(): CountryChoice {
  const sessionId = useAppSelector((s) => s.session.countryCode);
  const device = useDeviceRegion();
  const { countries } = useCountryList();
  const [chosenId, choose] = useState('');
  const country = startingCountry(countries, [chosenId, sessionId, device]);
  return { countries, country, chosenId, choose };
}
