// telemetry-vitals through the shell: web-vitals (its own chunk) is asked for only once home shows its tiles and the
// background preload after home is over (never beside what a first tap waits for), in an idle moment, only for a
// page life that opened on home, never while telemetry is off; its LCP and INP reach
// native as one report when the page is hidden. web-vitals itself is mocked: jsdom has no paint or event timing.
import { act, screen } from '@testing-library/react';
import { flushTelemetry, parseTelemetryConfig, startTelemetry, stopTelemetry } from '@uc/shared';
import { holdResponse, loggedInState, mockProvider } from '@uc/shared/src/testing';
import type { INPMetric, LCPMetric } from 'web-vitals';
import { installTestRemotes } from '../../testing/fake-federation';
import { recordNativeCalls, renderApp } from '../../testing/host-test-utils';
import { preloadFinished } from '../../scheduling/after-preload';
import { resetHomeVitals } from '../observe-home-vitals';

// The background preload is played by the test: it is over when the test says so (preloadFinished).
jest.mock('../../federation/register-remotes', () => ({
  ...jest.requireActual('../../federation/register-remotes'),
  preloadRemotesWhenIdle: () => undefined,
}));

const vitals = { lcp: [] as ((m: LCPMetric) => void)[], inp: [] as ((m: INPMetric) => void)[] };
jest.mock('web-vitals', () => ({
  onLCP: (cb: (m: LCPMetric) => void) => vitals.lcp.push(cb),
  onINP: (cb: (m: INPMetric) => void) => vitals.inp.push(cb),
}));

installTestRemotes({ support: { './Faq': () => <p>faq page</p> } });

let idle: (() => void)[];
let native: ReturnType<typeof recordNativeCalls>;
let restore: () => void;
beforeEach(() => {
  vitals.lcp.length = 0;
  vitals.inp.length = 0;
  idle = [];
  // the browser's idle moment, played by the test
  (window as unknown as { requestIdleCallback: (cb: () => void) => number }).requestIdleCallback = (cb) => idle.push(cb);
  native = recordNativeCalls();
  resetHomeVitals();
});
afterEach(() => {
  stopTelemetry();
  native.stop();
  restore?.();
});

const CONFIG = { status: 'ok', config_map: { items1: ['manageAccount', 'faq'], items2: [] } };
const runIdle = () =>
  act(async () => {
    idle.splice(0).forEach((cb) => cb());
    await new Promise((resolve) => setTimeout(resolve, 0)); // the chunk's import() settles
  });
const reports = () => native.calls.filter((c) => c.method === 'report').map((c) => c.payload as { code: string });

test('web-vitals is asked for only after home shows its tiles and the preload is over; LCP and INP go to native when the page is hidden', async () => {
  startTelemetry(parseTelemetryConfig({}));
  const config = holdResponse();
  restore = mockProvider({ 'GET open/sdk/config': config.handler, 'GET open/message/read': { status: 'ok', message: 0, activeCode: 0 }, 'GET open/oauth/binding': { status: 'ok' } }).restore;
  await renderApp({ route: '/', preloadedState: loggedInState() });
  await runIdle();
  expect(vitals.lcp).toHaveLength(0); // home still loading its tiles: nothing downloaded for telemetry
  await act(async () => config.release(CONFIG));
  await screen.findByRole('button', { name: /^FAQ/ });
  await runIdle();
  expect(vitals.lcp).toHaveLength(0); // the remotes' preload still downloads what a first tap needs
  await act(async () => preloadFinished());
  await runIdle();
  expect(vitals.lcp).toHaveLength(1);
  expect(vitals.inp).toHaveLength(1);

  vitals.lcp[0]({ name: 'LCP', value: 1834.6, rating: 'good' } as LCPMetric);
  vitals.inp[0]({ name: 'INP', value: 312.2, rating: 'needs-improvement' } as INPMetric);
  expect(reports()).toEqual([]); // batched
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  expect(reports()).toContainEqual({
    code: 'telemetry-vitals',
    items: [
      { name: 'LCP', value: 1835, rating: 'good', page: 'home' },
      { name: 'INP', value: 312, rating: 'needs-improvement', page: 'home' },
    ],
    dropped: 0,
  });
});

test('a page life that opened on a remote page measures nothing when home shows later', async () => {
  startTelemetry(parseTelemetryConfig({}));
  await renderApp({ route: '/faq' });
  await screen.findByText('faq page');
  await act(async () => {
    window.location.hash = '#/';
  });
  await screen.findByRole('heading', { level: 1, name: 'User Center' });
  await runIdle();
  expect(vitals.lcp).toHaveLength(0);
});

test('telemetry off: web-vitals is never downloaded', async () => {
  startTelemetry(parseTelemetryConfig({ enabled: false }));
  await renderApp({ route: '/' });
  await screen.findByRole('heading', { level: 1, name: 'User Center' });
  await runIdle();
  expect(vitals.lcp).toHaveLength(0);
  flushTelemetry();
  expect(reports()).toEqual([]);
});
