// The boot gives the main thread back between its steps (yieldToMain): a tap or a paint waits for one step at most,
// never for the whole boot. Each pending yield here is held until the test lets it go, and what had run by then is
// recorded: the steps' work is pinned to the task it runs in.
import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@uc/shared';
import { remoteEntry } from '../../federation/remote-entries';
import { boot } from '../boot';

const held: Array<() => void> = [];
jest.mock('../../scheduling/yield-to-main', () => ({
  yieldToMain: () => new Promise<void>((resolve) => held.push(resolve)),
}));

const ACCOUNT_MANIFEST = 'https://account.example/mf-manifest.json';

it('runs config with native init, then texts, then remotes as separate tasks, then renders', async () => {
  const native: string[] = [];
  window.addEventListener('uc-native', (e) => native.push((e as CustomEvent).detail.method));
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ remotes: { account: ACCOUNT_MANIFEST } }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  /** What the boot has done so far. */
  const done = () => ({
    configFetched: fetchMock.mock.calls.length,
    hostTexts: Boolean(i18n.isInitialized) && i18n.hasLoadedNamespace('host'),
    account: remoteEntry('account'),
    init: native.includes('init'),
  });
  const seen: ReturnType<typeof done>[] = [];
  /** Waits until the boot is parked on its next yield, notes what ran before it, then lets it go on. */
  const nextStep = async () => {
    await waitFor(() => expect(held).toHaveLength(1));
    seen.push(done());
    await act(async () => held.shift()!());
  };
  document.body.innerHTML = '<div id="root"></div>';
  let booted = false;
  void boot(document.getElementById('root')!).then(() => (booted = true));

  await nextStep();
  await nextStep();
  await waitFor(() => expect(booted).toBe(true));
  seen.push(done());
  expect(seen).toEqual([
    // task 1: the config (and the theme it carries), telemetry and native init: native's answer and home's calls
    // travel while the texts and the remotes are readied (a repeat open's home waits for those calls)
    { configFetched: 1, hostTexts: false, account: undefined, init: true },
    { configFetched: 1, hostTexts: true, account: undefined, init: true }, // task 2: the texts
    { configFetched: 1, hostTexts: true, account: ACCOUNT_MANIFEST, init: true }, // task 3: the remotes, then the render
  ]);
  expect(held).toHaveLength(0);
  expect(await screen.findByRole('heading', { level: 1, name: 'User Center' })).toBeInTheDocument();
});
