// The Android floor (a real Chromium 70): the smoke every engine passes (support/engines/engine-smoke.ts).
import { engineSmoke, PHONE } from './support/engines/engine-smoke';
import { openChromium70 } from './support/engines/chromium-70';

engineSmoke('chromium-70', () => openChromium70(PHONE));
