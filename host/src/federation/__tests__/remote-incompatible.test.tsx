// Version skew: a remote whose shared requirements the page cannot meet (the federation runtime refuses it under
// strictVersion) shows the "update the app" fallback and reports 'remote-incompatible', not the network message.
import { act, screen } from '@testing-library/react';
import { ModuleFederation } from '@module-federation/enhanced/runtime';
import { hostShares } from '../host-shares';
import { forgetAllRemotes, installTestRemotes } from '../../testing/fake-federation';
import { recordNativeCalls, renderApp } from '../../testing/host-test-utils';
import { createFallbackModule, isIncompatibleError, type RemoteFailure } from '../../runtime-plugin/remote-failure';
import { remoteFailureCode, installRemoteFallback } from '../install-fallback';
import { RemoteFallbackPage, RemoteIncompatiblePage } from '../remote-fallback-page';

// The federation runtime's own refusal, asked of the real runtime with the host's shares: a remote built against a
// kernel ^2.0.0 (strictVersion singleton) meets the host's 1.x. A runtime upgrade that rewords it fails here.
let SKEW = '';
beforeAll(async () => {
  const { hostShareConfigs } = require('@uc/build-config/federation');
  const fed = new ModuleFederation({ name: 'uc_host', remotes: [], shared: hostShares(hostShareConfigs()), shareStrategy: 'loaded-first' });
  const needsKernel2 = { shareConfig: { singleton: true, requiredVersion: '^2.0.0', strictVersion: true } };
  SKEW = await fed.loadShare('@uc/shared', { customShareInfo: needsKernel2 }).then(
    () => '',
    (e: unknown) => (e instanceof Error ? e.message : String(e)),
  );
  expect(SKEW).toMatch(/@uc\/shared/);
});

function NeedsNewerKernel(): never {
  throw new Error(SKEW);
}

installTestRemotes({ deletion: { './DeleteApply': NeedsNewerKernel } });

let native: ReturnType<typeof recordNativeCalls>;
beforeEach(() => {
  native = recordNativeCalls();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  forgetAllRemotes();
});
afterEach(() => {
  native.stop();
  jest.restoreAllMocks();
});

it('tells a version refusal from an outage', () => {
  expect(isIncompatibleError(SKEW)).toBe(true);
  expect(remoteFailureCode(SKEW)).toBe('remote-incompatible');
  for (const outage of ['manifest http://x/mf-manifest.json answered HTTP 404', 'Failed to fetch', 'Loading chunk 12 failed']) {
    expect(isIncompatibleError(outage)).toBe(false);
    expect(remoteFailureCode(outage)).toBe('remote-load-failed');
  }
});

it('the runtime plugin hands the incompatible page for a version refusal and the usual one otherwise', () => {
  const uninstall = installRemoteFallback();
  const failure = (message: string): RemoteFailure => ({
    id: 'uc_deletion/DeleteApply', container: 'uc_deletion', expose: './DeleteApply', stage: 'load', message, error: new Error(message),
  });
  expect(createFallbackModule(failure(SKEW))?.default).toBe(RemoteIncompatiblePage);
  expect(createFallbackModule(failure('Failed to fetch'))?.default).toBe(RemoteFallbackPage);
  const codes = native.calls.filter((c) => c.method === 'report').map((c) => (c.payload as { code: string }).code);
  expect(codes).toEqual(['remote-incompatible', 'remote-load-failed']);
  uninstall();
});

it('a remote refused for its kernel requirement shows the update message with the route title and reports it', async () => {
  await renderApp({ route: '/deleteapply' });
  expect(await screen.findByText('This section needs a newer version of the app.')).toBeInTheDocument();
  expect(screen.getByText('Update the game to its latest version, then open this page again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Delete account' })).toBeInTheDocument();
  expect(screen.queryByText('This section could not be loaded.')).not.toBeInTheDocument();
  const reports = native.calls.filter((c) => c.method === 'report').map((c) => c.payload);
  expect(reports).toEqual([expect.objectContaining({ code: 'remote-incompatible', remote: 'deletion', module: './DeleteApply' })]);
  await act(async () => undefined);
});
