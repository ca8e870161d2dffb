// The country a device's language tag names: where the phone pickers start (docs/spec-readings.md "Account flows: readings").
import { deviceRegion } from './device-region';

it.each([
  ['ja_JP', 'JP'],
  ['th_TH', 'TH'],
  ['th_TH_TH_#u-nu-thai', 'TH'],
  ['zh-Hant-TW', 'TW'],
  ['zh_CN_#Hans', 'CN'],
  ['en_US', 'US'],
  ['en-US-u-ca-gregory', 'US'],
  ['pt_BR', 'BR'],
  ['pt-BR', 'BR'],
  ['de__POSIX', ''],
  ['ja_JP@calendar=japanese', 'JP'],
  ['id_ID', 'ID'],
])('%s → %s', (tag, region) => {
  expect(deviceRegion(tag)).toBe(region);
});

it.each([['zh-Hant'], ['ja'], ['es-419'], ['x-private'], [''], ['en-x-lvariant-US']])(
  'names no region: %s',
  (tag) => {
    expect(deviceRegion(tag)).toBe('');
  },
);

it('never throws on what is not a tag', () => {
  for (const v of [undefined, null, 42, {}, 'a'.repeat(1000)]) expect(deviceRegion(v)).toBe('');
});
