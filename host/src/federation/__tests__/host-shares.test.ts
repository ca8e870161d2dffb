// The host lends the remotes its own copy of every shared library (one React, one store, one i18next), under every
// key and version build-config/federation.js lists.
import { ModuleFederation } from '@module-federation/enhanced/runtime';
import i18next from 'i18next';
import * as kernel from '@uc/shared';
import * as kernelHtml from '@uc/shared/html';
import * as kernelSign from '@uc/shared/sign';
import { SHARE_GETTERS, hostShares } from '../host-shares';

const { hostShareConfigs, sharedSingletons } = require('@uc/build-config/federation');

const lent = async (key: string) => (await SHARE_GETTERS[key]())();

it('every share key of the build has a getter, with the build’s version and rules', () => {
  const configs = hostShareConfigs();
  const shared = hostShares(configs);
  expect(Object.keys(shared).sort()).toEqual(Object.keys(configs).sort());
  for (const name of Object.keys(sharedSingletons()).filter((k: string) => !k.endsWith('/'))) expect(shared).toHaveProperty([name]);
  expect(shared['react/jsx-runtime']).toMatchObject({ version: configs.react.version, shareConfig: { singleton: true } });
  for (const key of ['@uc/shared', '@uc/shared/html', '@uc/shared/sign']) {
    expect(shared[key]).toMatchObject({ shareConfig: { singleton: true, strictVersion: true, requiredVersion: '^1.0.0' } });
  }
});

it('a share key without a getter is an error, not a silently missing library', () => {
  expect(() => hostShares({ 'left-pad': { version: '1.0.0', shareConfig: { singleton: true, requiredVersion: '^1.0.0' } } })).toThrow(/left-pad/);
});

it('lends the very modules the host runs', async () => {
  expect(await lent('react')).toBe(require('react'));
  expect(await lent('react-dom/client')).toBe(require('react-dom/client'));
  expect(((await lent('i18next')) as { default: unknown }).default).toBe(i18next);
  expect(((await lent('@uc/shared')) as typeof kernel).store).toBe(kernel.store);
  expect(((await lent('@uc/shared/html')) as typeof kernelHtml).SafeHtml).toBe(kernelHtml.SafeHtml);
  expect(((await lent('@uc/shared/sign')) as typeof kernelSign).md5Hex).toBe(kernelSign.md5Hex);
  expect(typeof ((await lent('react-router-dom')) as { useNavigate: unknown }).useNavigate).toBe('function');
});

describe("the federation runtime picks the host's copy (loaded-first, every host share loaded)", () => {
  const remoteReact = () => 'a remote’s own React';
  const withRemoteReact19 = () => {
    const fed = new ModuleFederation({ name: 'uc_host', remotes: [], shared: hostShares(hostShareConfigs()), shareStrategy: 'loaded-first' });
    // a remote's entry registers its own React, a higher version than the host's (built against React 19)
    fed.registerShared({ react: { version: '19.1.0', get: async () => remoteReact, shareConfig: { singleton: true, requiredVersion: '^19.1.0' } } });
    return fed;
  };

  it('before any remote asked for React, a higher version of a remote’s own does not win: one React', async () => {
    const factory = await withRemoteReact19().loadShare('react');
    expect(factory && factory()).toBe(require('react'));
  });

  it('a remote that needs React 19 strictly is refused, not handed its own second React', async () => {
    const strict19 = { shareConfig: { singleton: true, requiredVersion: '^19.1.0', strictVersion: true } };
    await expect(withRemoteReact19().loadShare('react', { customShareInfo: strict19 })).rejects.toThrow(/18\.3\.1 .*does not satisfy/);
  });
});
