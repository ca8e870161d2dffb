// telemetry-remote-load through the shell and the real federation runtime (retry, fallback and timing plugins) over
// a fake network: each load reports its wait and the stages it downloaded; a failure names its stage, and the
// remote-load-failed report is still sent.
import { act, screen } from '@testing-library/react';
import { flushTelemetry, parseTelemetryConfig, startTelemetry, stopTelemetry, type RemoteLoadItem } from '@uc/shared';
import { preloadRemotes } from '../../federation/remote-loader';
import { forgetAllRemotes, installTestRemotes } from '../../testing/fake-federation';
import { recordNativeCalls, renderApp } from '../../testing/host-test-utils';

const net = installTestRemotes({
  account: { './ManageAccount': () => <p>manage account page</p> },
  messages: { './MyMessage': () => <p>my messages page</p> },
  support: { './Faq': () => <p>faq page</p> },
  deletion: { './DeleteApply': () => <p>delete apply page</p> },
});

let native: ReturnType<typeof recordNativeCalls>;
beforeEach(() => {
  net.down.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the runtime warns on forced re-registration
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  forgetAllRemotes();
  native = recordNativeCalls();
  startTelemetry(parseTelemetryConfig({}));
});
afterEach(() => {
  stopTelemetry();
  native.stop();
  jest.restoreAllMocks();
});

const go = (path: string) =>
  act(async () => {
    window.location.hash = `#${path}`;
  });
const reports = () => native.calls.filter((c) => c.method === 'report').map((c) => c.payload as { code: string; items?: unknown[] });
/** Flushes the batch: the remote loads it reported. */
function remoteLoads(): RemoteLoadItem[] {
  const before = reports().length;
  flushTelemetry();
  return reports().slice(before).filter((r) => r.code === 'telemetry-remote-load').flatMap((r) => r.items as RemoteLoadItem[]);
}
const ms = expect.any(Number);

test('a first visit reports the wait and its entry and page-chunk downloads; a second visit loads nothing', async () => {
  await renderApp({ route: '/' });
  await go('/faq');
  expect(await screen.findByText('faq page')).toBeInTheDocument();
  expect(remoteLoads()).toEqual([{ remote: 'support', module: './Faq', preload: false, ok: true, ms, entryMs: ms, pageMs: ms }]);
  await go('/');
  await go('/faq');
  expect(await screen.findByText('faq page')).toBeInTheDocument();
  expect(remoteLoads()).toEqual([]);
});

test('a remote that is down: one failed load at the entry stage, after the retries, beside remote-load-failed', async () => {
  net.down.add('account');
  await renderApp({ route: '/manageaccount' });
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  expect(net.entryLoads.filter((r) => r === 'account').length).toBeGreaterThan(1);
  expect(remoteLoads()).toEqual([{ remote: 'account', module: './ManageAccount', preload: false, ok: false, ms, failedStage: 'entry' }]);
  expect(reports()).toContainEqual(expect.objectContaining({ code: 'remote-load-failed', remote: 'account', module: './ManageAccount' }));
});

test('a page its remote does not have: the entry loaded, the page stage failed', async () => {
  await renderApp({ route: '/codebox' });
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  expect(remoteLoads()).toEqual([{ remote: 'messages', module: './CodeBox', preload: false, ok: false, ms, entryMs: ms, failedStage: 'page' }]);
});

test('the preload reports each remote (entry downloads); a visit afterwards waits for its page chunk only', async () => {
  net.down.add('deletion');
  await preloadRemotes();
  expect(remoteLoads()).toEqual([
    { remote: 'account', module: '', preload: true, ok: true, ms, entryMs: ms },
    { remote: 'messages', module: '', preload: true, ok: true, ms, entryMs: ms },
    { remote: 'support', module: '', preload: true, ok: true, ms, entryMs: ms },
    { remote: 'deletion', module: '', preload: true, ok: false, ms, failedStage: 'entry' },
  ]);
  await renderApp({ route: '/mymessage' });
  expect(await screen.findByText('my messages page')).toBeInTheDocument();
  expect(remoteLoads()).toEqual([{ remote: 'messages', module: './MyMessage', preload: false, ok: true, ms, pageMs: ms }]);
});

test('telemetry off: no telemetry report, the failure report still goes', async () => {
  stopTelemetry();
  startTelemetry(parseTelemetryConfig({ enabled: false }));
  net.down.add('support');
  await renderApp({ route: '/faq' });
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  flushTelemetry();
  expect(reports().map((r) => r.code)).toEqual(['remote-load-failed']);
});
