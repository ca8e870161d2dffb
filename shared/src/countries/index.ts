// The country picker of every phone form (SPEC §2 bindPhone): the country list, its names in the player's language,
// the starting choice and the select itself.
export {
  DEFAULT_COUNTRY, countriesApi, findCountry, toCountries, useGetCountriesQuery, type Country,
} from './countries-api';
export { startingCountry, useCountryChoice, useCountryList, useDeviceRegion, type CountryChoice } from './country-choice';
export { CountrySelect, type CountrySelectProps } from './country-select';
export { orderCountries, useOrderedCountries, useRegionNamer, type NamedCountry } from './region-names';
export { hasDisplayNames, intlRegionNamer, loadRegionNamer, type RegionNamer } from './country-names';
