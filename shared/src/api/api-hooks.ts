// RTK Query's React layer, loaded with the first page that uses it (see api-hooks-slot.ts): import this module, then
// call installApiHooks() before any page module runs.
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { fillApiHooks } from './api-hooks-slot';

/** Gives the one api its React hooks (useXQuery, useXMutation…), for every endpoint injected so far and from now on. */
export function installApiHooks(): void {
  fillApiHooks(reactHooksModule());
}
