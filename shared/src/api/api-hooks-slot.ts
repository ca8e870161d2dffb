// RTK Query's React layer (a hook per endpoint) is not on home's path: the one api is built with RTK Query's core and
// this slot (RTK's module API: buildCreateApi takes modules). Every build but the host's fills it at once
// (api-hooks-at-start.ts). In the host's, the first page fills it with the real React module (api-hooks.ts), and every
// endpoint injected before then (home's) gets its hooks at that moment; a page module must not run before (it takes
// its hooks when it is evaluated): the host lends the kernel to the remotes only once the slot is filled
// (host/src/federation/kernel-chunks.ts), the standalone app imports a page only after it (local-page-cache.ts).
import type { Module } from '@reduxjs/toolkit/query';
import type { reactHooksModuleName } from '@reduxjs/toolkit/query/react';

type HooksModule = Module<typeof reactHooksModuleName>;
type InitArgs = Parameters<HooksModule['init']>;
type Injector = ReturnType<HooksModule['init']>;
type Definition = Parameters<Injector['injectEndpoint']>[1];

let initArgs: InitArgs | null = null;
let real: HooksModule | null = null;
let hooks: Injector | null = null;
const injectedBefore: [string, Definition][] = [];

/**
 * The module createApi is given in place of RTK Query's React module (its types are the React module's); `atStart`:
 * the React module itself, filled at once.
 */
export function apiHooksSlot(atStart: HooksModule | null = null): HooksModule {
  if (atStart) fillApiHooks(atStart);
  return {
    name: Symbol('api hooks slot') as unknown as typeof reactHooksModuleName,
    init(...args) {
      initArgs = args as unknown as InitArgs;
      if (real) hooks = real.init(...initArgs);
      return {
        injectEndpoint(name, definition) {
          if (hooks) hooks.injectEndpoint(name, definition);
          else injectedBefore.push([name, definition]);
        },
      };
    },
  };
}

/** Whether the hooks are in (a page module may run). */
export const apiHooksFilled = (): boolean => real !== null;

/**
 * Puts RTK Query's React module in the slot (once; later calls do nothing) and gives the endpoints injected so far
 * their hooks (or, filled before the api is built, the api gets it when it is).
 */
export function fillApiHooks(module: HooksModule): void {
  if (real) return;
  real = module;
  if (!initArgs) return;
  hooks = real.init(...initArgs);
  for (const [name, definition] of injectedBefore.splice(0)) hooks.injectEndpoint(name, definition);
}
