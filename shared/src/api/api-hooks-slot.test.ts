// The one api's React hooks come later than the api (api-hooks-slot.ts): endpoints injected before get them when the
// slot is filled, later ones at once; filling before the api is built works too.
import type { buildCreateApi as BuildCreateApi, coreModule as CoreModule } from '@reduxjs/toolkit/query';
import type { reactHooksModule as ReactHooksModule } from '@reduxjs/toolkit/query/react';

type Slot = typeof import('./api-hooks-slot');
interface Fresh {
  slot: Slot;
  buildCreateApi: typeof BuildCreateApi;
  coreModule: typeof CoreModule;
  reactHooksModule: typeof ReactHooksModule;
}

/** The slot module with no state yet (this package's jest setup filled the shared one). */
function fresh(): Fresh {
  let out!: Fresh;
  jest.isolateModules(() => {
    out = {
      slot: require('./api-hooks-slot'),
      buildCreateApi: require('@reduxjs/toolkit/query').buildCreateApi,
      coreModule: require('@reduxjs/toolkit/query').coreModule,
      reactHooksModule: require('@reduxjs/toolkit/query/react').reactHooksModule,
    };
  });
  return out;
}

const baseQuery = async () => ({ data: 'ok' });

it('endpoints injected before the hooks get them when the slot is filled; later ones at once', () => {
  const { slot, buildCreateApi, coreModule, reactHooksModule } = fresh();
  const api = buildCreateApi(coreModule(), slot.apiHooksSlot())({ baseQuery, endpoints: () => ({}) });
  const early = api.injectEndpoints({ endpoints: (b) => ({ early: b.query<string, void>({ query: () => '' }) }) });
  expect(slot.apiHooksFilled()).toBe(false);
  expect(early.useEarlyQuery).toBeUndefined();
  expect(typeof early.endpoints.early.initiate).toBe('function'); // the core works without them
  slot.fillApiHooks(reactHooksModule());
  expect(slot.apiHooksFilled()).toBe(true);
  expect(typeof early.useEarlyQuery).toBe('function');
  expect(typeof early.endpoints.early.useQuery).toBe('function');
  const late = api.injectEndpoints({ endpoints: (b) => ({ late: b.mutation<string, void>({ query: () => '' }) }) });
  expect(typeof late.useLateMutation).toBe('function');
  const again = early.useEarlyQuery;
  slot.fillApiHooks(reactHooksModule()); // a second fill changes nothing
  expect(early.useEarlyQuery).toBe(again);
});

it('filled before the api is built: the api has its hooks from the start', () => {
  const { slot, buildCreateApi, coreModule, reactHooksModule } = fresh();
  slot.fillApiHooks(reactHooksModule());
  const api = buildCreateApi(coreModule(), slot.apiHooksSlot())({ baseQuery, endpoints: () => ({}) });
  const injected = api.injectEndpoints({ endpoints: (b) => ({ one: b.query<string, void>({ query: () => '' }) }) });
  expect(typeof injected.useOneQuery).toBe('function');
});

it('given the React module at the start (every build but the host’s): hooks at once', () => {
  const { slot, buildCreateApi, coreModule, reactHooksModule } = fresh();
  const api = buildCreateApi(coreModule(), slot.apiHooksSlot(reactHooksModule()))({ baseQuery, endpoints: () => ({}) });
  expect(slot.apiHooksFilled()).toBe(true);
  const injected = api.injectEndpoints({ endpoints: (b) => ({ two: b.query<string, void>({ query: () => '' }) }) });
  expect(typeof injected.useTwoQuery).toBe('function');
});
