// Whether the one api has RTK Query's React hooks from the start. Every build but the host's does (a remote's own page,
// a remote's build, the tests): pages may be imported in any order. The host's build, and the standalone app built
// from it, swap this module for api-hooks-later.ts (build-config/webpack-app.js): home runs on RTK Query's core and the
// hooks come with the first page (api-hooks-slot.ts).
import { reactHooksModule } from '@reduxjs/toolkit/query/react';

export function hooksAtStart(): ReturnType<typeof reactHooksModule> | null {
  return reactHooksModule();
}
