// app-config.json `providerExtensions` (ARCHITECTURE.md §8): which extensions the deployment's provider speaks. Anything
// unknown or mistyped is dropped, so a typo can only fall back to SPEC §7 alone, never switch on a half-known mode.
import { setAppConfig } from './app-config';
import { hasProviderExtension } from './has-provider-extension';
import { parseProviderExtensions } from './provider-extensions';

afterEach(() => setAppConfig({}));

describe('parseProviderExtensions', () => {
  it.each([
    [['proof'], ['proof']],
    [['proof', 'webAccount', 'dataExport'], ['proof', 'webAccount', 'dataExport']],
    [['dataExport', 'proof', 'proof'], ['dataExport', 'proof']],
    [['proof', 'Proof', ' proof', 'sso', 7, null, { proof: true }], ['proof']],
    [['__proto__', 'constructor', 'toString'], []],
    [[], []],
  ])('%p → %p', (raw, expected) => {
    expect(parseProviderExtensions(raw)).toEqual(expected);
  });

  it.each([undefined, null, 'proof', true, 1, { proof: true }])('anything but an array (%p) is none', (raw) => {
    expect(parseProviderExtensions(raw)).toEqual([]);
  });
});

describe('hasProviderExtension', () => {
  it('is false for every extension by default: the page speaks SPEC §7 alone', () => {
    expect(hasProviderExtension('proof')).toBe(false);
    expect(hasProviderExtension('webAccount')).toBe(false);
    expect(hasProviderExtension('dataExport')).toBe(false);
  });

  it('answers from the loaded app-config.json', () => {
    setAppConfig({ providerExtensions: ['proof', 'nonsense'] });
    expect(hasProviderExtension('proof')).toBe(true);
    expect(hasProviderExtension('webAccount')).toBe(false);
    setAppConfig({ providerExtensions: 'proof' });
    expect(hasProviderExtension('proof')).toBe(false);
  });
});
