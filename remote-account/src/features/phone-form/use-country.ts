// The chosen country of the phone pages: the session's (CN by default), kept in the session for the next phone page.
import { setCountryCode, useAppDispatch, useAppSelector } from '@uc/shared';
import { DEFAULT_COUNTRY, useGetCountriesQuery, type Country } from '../../api/get-countries';

export function useCountry(): { countries: readonly Country[]; country: Country; choose(id: string): void } {
  const dispatch = useAppDispatch();
  const chosenId = useAppSelector((s) => s.session.countryCode);
  // A failed list leaves the default country: the player can still bind a +86 number.
  const { data = [DEFAULT_COUNTRY] } = useGetCountriesQuery();
  const country = data.find((c) => c.id === chosenId) ?? data.find((c) => c.id === DEFAULT_COUNTRY.id) ?? DEFAULT_COUNTRY;
  return { countries: data, country, choose: (id) => dispatch(setCountryCode(id)) };
}
