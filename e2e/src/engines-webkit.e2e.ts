// iOS's engine (WebKitGTK through WebDriver): the smoke every engine passes (support/engines/engine-smoke.ts).
import { engineSmoke, PHONE } from './support/engines/engine-smoke';
import { E2E_PORT_BASE } from './support/stack';
import { openWebKit } from './support/engines/webkit';

engineSmoke('webkit', () => openWebKit(PHONE, E2E_PORT_BASE + 90));
