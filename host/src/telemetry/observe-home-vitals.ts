// Starts home's vitals (home-vitals.ts, its own chunk) when the browser is idle after home showed, so web-vitals
// never delays home. Only for a page life that opened on home: LCP belongs to the first page shown.
import { telemetryRunning } from '@uc/shared';
import { whenIdle } from '../scheduling/idle';

let remotePageFirst = false;
let started = false;

/** A remote page was asked for: if home was not shown before, this page life did not open on home. */
export function noteRemotePageVisit(): void {
  if (!started) remotePageFirst = true;
}

/** Once per page life, from home once its tiles show; nothing while telemetry is off. */
export function observeHomeVitalsWhenIdle(): void {
  if (started || remotePageFirst || !telemetryRunning()) return;
  started = true;
  const run = () => {
    import(/* webpackChunkName: "vitals" */ './home-vitals').then(({ observeHomeVitals }) => observeHomeVitals()).catch(() => undefined);
  };
  whenIdle(run, { timeoutMs: 3000, fallbackMs: 300 });
}

/** Test helper: a new page life. */
export function resetHomeVitals(): void {
  remotePageFirst = false;
  started = false;
}
