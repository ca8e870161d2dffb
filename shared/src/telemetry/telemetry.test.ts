// Field telemetry as native sees it: `report` calls on the bridge, one per code and batch, every intervalMs or when the
// page is hidden, at most maxItems items each, and none at all when app-config.json turns telemetry off.
import { recordNativeCalls, type NativeCallRecorder } from '../testing/native-calls';
import { parseTelemetryConfig } from '../config/telemetry-config';
import { recordTelemetry, startTelemetry, stopTelemetry } from './telemetry';
import type { RemoteLoadItem, VitalItem } from './telemetry-types';

let native: NativeCallRecorder;
beforeEach(() => {
  jest.useFakeTimers();
  native = recordNativeCalls();
});
afterEach(() => {
  stopTelemetry();
  native.stop();
  setVisibility('visible');
  jest.useRealTimers();
});

const reports = () => native.of('report').map((c) => c.payload);
const lcp = (value: number): VitalItem => ({ name: 'LCP', value, rating: 'good', page: 'home' });
const load = (remote: RemoteLoadItem['remote']): RemoteLoadItem => ({ remote, module: '', preload: true, ok: true, ms: 120 });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

test('items wait for the interval, then go as one report per code', () => {
  startTelemetry(parseTelemetryConfig({ intervalMs: 5000 }));
  recordTelemetry('telemetry-vitals', lcp(900));
  recordTelemetry('telemetry-remote-load', load('account'));
  recordTelemetry('telemetry-remote-load', load('messages'));
  jest.advanceTimersByTime(4999);
  expect(reports()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(reports()).toEqual([
    { code: 'telemetry-vitals', items: [lcp(900)], dropped: 0 },
    { code: 'telemetry-remote-load', items: [load('account'), load('messages')], dropped: 0 },
  ]);
  // a batch is sent once; an empty interval sends nothing
  jest.advanceTimersByTime(5000);
  expect(reports()).toHaveLength(2);
});

test('a report carries at most maxItems items and counts the rest in dropped', () => {
  startTelemetry(parseTelemetryConfig({ intervalMs: 1000, maxItems: 2 }));
  for (const value of [1, 2, 3, 4, 5]) recordTelemetry('telemetry-vitals', lcp(value));
  jest.advanceTimersByTime(1000);
  expect(reports()).toEqual([{ code: 'telemetry-vitals', items: [lcp(1), lcp(2)], dropped: 3 }]);
});

test('hiding the page sends the batch at once, and so does pagehide', () => {
  startTelemetry(parseTelemetryConfig({}));
  recordTelemetry('telemetry-vitals', lcp(1200));
  setVisibility('hidden');
  expect(reports()).toEqual([{ code: 'telemetry-vitals', items: [lcp(1200)], dropped: 0 }]);
  setVisibility('visible');
  recordTelemetry('telemetry-remote-load', load('support'));
  window.dispatchEvent(new Event('pagehide'));
  expect(reports()).toHaveLength(2);
  expect(reports()[1]).toEqual({ code: 'telemetry-remote-load', items: [load('support')], dropped: 0 });
});

test('an item recorded while the page is hidden (a metric final on hide) goes out without waiting for the interval', () => {
  startTelemetry(parseTelemetryConfig({}));
  setVisibility('hidden');
  recordTelemetry('telemetry-vitals', { name: 'INP', value: 180, rating: 'good', page: 'home' });
  jest.advanceTimersByTime(0);
  expect(reports()).toEqual([{ code: 'telemetry-vitals', items: [{ name: 'INP', value: 180, rating: 'good', page: 'home' }], dropped: 0 }]);
});

test('off in app-config.json: nothing is collected or sent, on the interval, on hide or on pagehide', () => {
  startTelemetry(parseTelemetryConfig({ enabled: false, intervalMs: 1000 }));
  recordTelemetry('telemetry-vitals', lcp(900));
  recordTelemetry('telemetry-remote-load', load('account'));
  jest.advanceTimersByTime(10000);
  setVisibility('hidden');
  window.dispatchEvent(new Event('pagehide'));
  jest.advanceTimersByTime(0);
  expect(native.calls).toEqual([]);
});

test('a restart replaces the running batch: one timer, one report per batch', () => {
  startTelemetry(parseTelemetryConfig({ intervalMs: 1000 }));
  startTelemetry(parseTelemetryConfig({ intervalMs: 1000 }));
  recordTelemetry('telemetry-vitals', lcp(700));
  jest.advanceTimersByTime(1000);
  setVisibility('hidden');
  expect(reports()).toEqual([{ code: 'telemetry-vitals', items: [lcp(700)], dropped: 0 }]);
});

test('stopped: what was collected is not sent later', () => {
  startTelemetry(parseTelemetryConfig({ intervalMs: 1000 }));
  recordTelemetry('telemetry-vitals', lcp(700));
  stopTelemetry();
  jest.advanceTimersByTime(5000);
  setVisibility('hidden');
  expect(native.calls).toEqual([]);
});
