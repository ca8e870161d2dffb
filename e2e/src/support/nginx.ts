// Real nginx (deploy/nginx.conf filled in by scripts/nginx.js) in place of the node static server for the host and
// the four remotes of a suite's stack, on the same ports; the stand-in, the simulator and Chromium stay as they are.
import { nginxPrefix, SERVED_APPS, startNginxApps, stopLeftoverNginx, type NginxApps } from '../../../scripts/nginx';
import { E2E_PORT_BASE } from './stack';
import type { E2eSuite } from './suite';

/**
 * nginx's prefix for this port base: its configuration, logs (error.log, access.log) and the served copies, in a
 * folder nginx's worker can enter wherever the checkout lies (scripts/nginx.js nginxPrefix).
 */
export const NGINX_DIR = nginxPrefix(`e2e-${E2E_PORT_BASE}`);

/**
 * Call after useE2eSuite(): once the stack runs, its app servers are swapped for one nginx. From then on
 * `stack.setHostConfig` is a deploy on disk (app-config.json replaced, or another host build uploaded and `current`
 * pointed at it) and `stack.stop` stops nginx too.
 */
export function useNginx(suite: E2eSuite): { apps: NginxApps } {
  // now, before the suite's stack binds these ports: an nginx a killed earlier run left behind would hold them
  stopLeftoverNginx(NGINX_DIR);
  const served = {} as { apps: NginxApps };
  beforeAll(async () => {
    const { stack } = suite;
    for (const dir of SERVED_APPS) await stack.stopApp(dir);
    served.apps = await startNginxApps({ dir: NGINX_DIR, ports: stack.ports, config: stack.configFor() });
    const stopTheRest = stack.stop;
    stack.setHostConfig = async (extra = {}, { root } = {}) => served.apps.setHostConfig(stack.configFor(extra), root);
    const refuse = () => Promise.reject(new Error('one nginx serves every app here: it cannot stop or start one'));
    stack.stopApp = refuse;
    stack.startApp = refuse;
    stack.stop = async () => {
      await served.apps.stop();
      await stopTheRest();
    };
  });
  // also when the suite's own start failed half-way (stop is idempotent)
  afterAll(() => served.apps?.stop());
  return served;
}
