// Starts home's vitals (home-vitals.ts, its own chunk) once home showed and the background preload after it is over
// (after-preload.ts), so web-vitals never delays home nor a first tap. Only for a page life that opened on home: LCP
// belongs to the first page shown. The observers it starts read the entries the browser buffered since the page
// opened (LCP's, and the slow interactions INP is made of), so starting late loses none that count.
import { telemetryRunning } from '@uc/shared';
import { afterPreload } from '../scheduling/after-preload';

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
  afterPreload(run);
}

/** Test helper: a new page life. */
export function resetHomeVitals(): void {
  remotePageFirst = false;
  started = false;
}
