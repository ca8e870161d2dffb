// One telemetry-remote-load item per remote load: a page visit that needed its remote (remote-component-cache.ts)
// or the idle preload after home (register-remotes.ts), with the stages it downloaded (remote-stages.ts).
import { recordTelemetry, type RemoteName } from '@uc/shared';
import { takeStages } from './remote-stages';

/**
 * Runs `load` and records how long it took and whether it gave the page: `module` '' is the preload;
 * `isStandIn` tells a fallback module (the load failed, the fallback page shows) from the page.
 */
export async function timedRemoteLoad<T>(remote: RemoteName, module: string, load: () => Promise<T>, isStandIn: (result: T) => boolean = () => false): Promise<T> {
  const start = performance.now();
  let ok = false;
  try {
    const result = await load();
    ok = !isStandIn(result);
    return result;
  } finally {
    const ms = Math.round(performance.now() - start);
    recordTelemetry('telemetry-remote-load', { remote, module, preload: !module, ok, ms, ...takeStages(remote, module, ok) });
  }
}
