// The page's one telemetry batch: started once at boot from app-config.json `telemetry`, flushed as `report` calls
// every intervalMs and whenever the page is hidden (a webview closed or sent to the background may never run again).
import { reportEvent } from '../bridge/call-native';
import type { TelemetryConfig } from '../config/telemetry-config';
import { createTelemetryBatch, type ApiCallOutcome, type ListedCode, type TelemetryBatch } from './telemetry-batch';
import type { TelemetryItems, TelemetryReport } from './telemetry-types';

interface Running {
  batch: TelemetryBatch;
  stop(): void;
}

let running: Running | null = null;
let flushSoon: ReturnType<typeof setTimeout> | undefined;

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Starts (or restarts) telemetry; off in the config: nothing is collected or sent. Returns the stop function. */
export function startTelemetry(config: TelemetryConfig, send: (report: TelemetryReport) => void = reportEvent): () => void {
  stopTelemetry();
  if (!config.enabled) return stopTelemetry;
  const batch = createTelemetryBatch(send, config.maxItems);
  const timer = setInterval(() => batch.flush(), config.intervalMs);
  const onVisibility = () => {
    if (hidden()) batch.flush();
  };
  const onPageHide = () => batch.flush();
  // On document, not in the capture phase: web-vitals' own hidden listeners (window, capture) report their final
  // values first, so they travel in this flush.
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  running = {
    batch,
    stop() {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
  return stopTelemetry;
}

/** Stops telemetry; what was not flushed yet is dropped. */
export function stopTelemetry(): void {
  running?.stop();
  running = null;
  clearTimeout(flushSoon);
  flushSoon = undefined;
}

export function telemetryRunning(): boolean {
  return running !== null;
}

/** Sends the current batch now. */
export function flushTelemetry(): void {
  running?.batch.flush();
}

// An item that arrives while the page is hidden (a metric reported on hide) goes out at once, not in 30 s.
function afterRecord(): void {
  if (!hidden() || flushSoon !== undefined) return;
  flushSoon = setTimeout(() => {
    flushSoon = undefined;
    flushTelemetry();
  }, 0);
}

/** Adds an item to the batch; a no-op while telemetry is off. */
export function recordTelemetry<C extends ListedCode>(code: C, item: TelemetryItems[C]): void {
  if (!running) return;
  running.batch.add(code, item);
  afterRecord();
}

/** Counts one API call under its path template; a no-op while telemetry is off. */
export function countApiCall(method: string, path: string, outcome: ApiCallOutcome): void {
  if (!running) return;
  running.batch.countApiCall(method, path, outcome);
  afterRecord();
}
