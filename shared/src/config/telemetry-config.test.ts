// app-config.json `telemetry`: on by default; a wrong type or an out-of-range number keeps that field's default.
import { DEFAULT_APP_CONFIG, setAppConfig } from './app-config';
import { DEFAULT_TELEMETRY, parseTelemetryConfig } from './telemetry-config';

afterEach(() => setAppConfig({}));

test('on, every 30 s, 20 items a report, when the file says nothing', () => {
  expect(DEFAULT_APP_CONFIG.telemetry).toEqual({ enabled: true, intervalMs: 30000, maxItems: 20 });
  expect(setAppConfig({}).telemetry).toEqual(DEFAULT_TELEMETRY);
});

test('a deploy turns it off or tunes it', () => {
  expect(setAppConfig({ telemetry: { enabled: false } }).telemetry).toEqual({ ...DEFAULT_TELEMETRY, enabled: false });
  expect(setAppConfig({ telemetry: { intervalMs: 5000, maxItems: 50 } }).telemetry).toEqual({ enabled: true, intervalMs: 5000, maxItems: 50 });
});

test.each([
  ['not an object', 'off'],
  ['enabled as a string', { enabled: 'false' }],
  ['interval below 1 s', { intervalMs: 10 }],
  ['interval over an hour', { intervalMs: 3600001 }],
  ['interval not an integer', { intervalMs: 1500.5 }],
  ['interval as a string', { intervalMs: '30000' }],
  ['no items', { maxItems: 0 }],
  ['over 100 items', { maxItems: 101 }],
])('%s: the default', (_name, raw) => {
  expect(parseTelemetryConfig(raw)).toEqual(DEFAULT_TELEMETRY);
});
