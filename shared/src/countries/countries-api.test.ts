// The country list read defensively, and its call held to the provider contract in both modes.
import { holdCallsToContract } from '../testing/contract-fields';
import { countriesApi, DEFAULT_COUNTRY, findCountry, toCountries } from './countries-api';

describe('toCountries', () => {
  it('keeps well-formed entries, strips "+", drops duplicates, and always has CN +86', () => {
    expect(
      toCountries({ country: [{ id: 'JP', number: '+81' }, { id: 'JP', number: '81' }, { id: 'US', number: 1 }, { id: '', number: '7' }, null, { id: 'XX', number: 'abc' }] }),
    ).toEqual([DEFAULT_COUNTRY, { id: 'JP', number: '81' }, { id: 'US', number: '1' }]);
    expect(toCountries({ country: [{ id: 'CN', number: '86' }, { id: 'HK', number: '852' }] })).toEqual([
      { id: 'CN', number: '86' },
      { id: 'HK', number: '852' },
    ]);
    expect(toCountries(null)).toEqual([DEFAULT_COUNTRY]);
  });
});

describe('findCountry', () => {
  it('finds by region id or dialling code; a dialling code the list lacks is still usable', () => {
    const list = [DEFAULT_COUNTRY, { id: 'JP', number: '81' }];
    expect(findCountry(list, 'jp')).toEqual({ id: 'JP', number: '81' });
    expect(findCountry(list, '+81')).toEqual({ id: 'JP', number: '81' });
    expect(findCountry(list, '44')).toEqual({ id: '', number: '44' });
    expect(findCountry(list, 'XX')).toBeNull();
  });
});

holdCallsToContract([
  { id: 'country-list', via: 'getCountries', method: 'GET', path: 'open/sdk/country', send: (s) => s.dispatch(countriesApi().endpoints.getCountries.initiate()) },
]);
