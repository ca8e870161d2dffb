// The picker's country names and order: in the session's language, sorted by that name as its speakers sort, with
// the device's own country first.
import { useEffect, useMemo, useState } from 'react';
import { intlTagOf } from '../locale/intl-tag';
import type { TextLanguage } from '../locale/resolve-locale';
import { isRightToLeft, keepDirection } from '../locale/text-direction';
import { selectTextLanguage } from '../session/session-slice';
import { useAppSelector } from '../store/store';
import type { Country } from './countries-api';
import { hasDisplayNames, intlRegionNamer, loadRegionNamer, type RegionNamer } from './country-names';

/** Names in the session's language; null while the fallback list loads (or when it could not be loaded). */
export function useRegionNamer(): RegionNamer | null {
  const language = useAppSelector(selectTextLanguage);
  const native = hasDisplayNames();
  const intl = useMemo(() => (native ? intlRegionNamer(intlTagOf(language)) : null), [native, language]);
  const [loaded, setLoaded] = useState<{ language: TextLanguage; namer: RegionNamer } | null>(null);
  useEffect(() => {
    if (native) return undefined;
    let live = true;
    loadRegionNamer(language).then(
      (namer) => {
        if (live) setLoaded({ language, namer });
      },
      () => {}, // the chunk did not load: the picker keeps showing region ids, and stays usable
    );
    return () => {
      live = false;
    };
  }, [native, language]);
  return intl ?? (loaded?.language === language ? loaded.namer : null);
}

export interface NamedCountry extends Country {
  /** What the option shows, e.g. '日本 (+81)'. */
  label: string;
}

/**
 * `first` (the device's region) leads; the rest are sorted by name with the collator of `intlLocale`. In a
 * right-to-left page the dialling code keeps reading '+966', not '966+'.
 */
export function orderCountries(
  countries: readonly Country[],
  nameOf: RegionNamer | null,
  intlLocale: string,
  first: string,
  rightToLeft = false,
): NamedCountry[] {
  const collator = new Intl.Collator([intlLocale]);
  const named = countries.map((c) => ({ ...c, name: nameOf?.(c.id) ?? c.id }));
  named.sort((a, b) => {
    if ((a.id === first) !== (b.id === first)) return a.id === first ? -1 : 1;
    return collator.compare(a.name, b.name) || a.number.localeCompare(b.number);
  });
  const dial = (number: string) => (rightToLeft ? keepDirection(`+${number}`) : `+${number}`);
  return named.map(({ name, ...c }) => ({ ...c, label: `${name} (${dial(c.number)})` }));
}

/** The picker's options for the session's language and device. */
export function useOrderedCountries(countries: readonly Country[], first: string): NamedCountry[] {
  const language = useAppSelector(selectTextLanguage);
  const nameOf = useRegionNamer();
  const rightToLeft = isRightToLeft(language);
  return useMemo(
    () => orderCountries(countries, nameOf, intlTagOf(language), first, rightToLeft),
    [countries, nameOf, language, first, rightToLeft],
  );
}
