// The kernel is lent with RTK Query's React hooks in (kernel-chunks.ts): home ran on RTK Query's core, a remote page
// takes its hooks when it runs (@uc/shared api-hooks-slot.ts).
import * as kernel from '@uc/shared';
import { SHARE_GETTERS } from '../host-shares';

const lent = async (key: string) => (await SHARE_GETTERS[key]())();

it("lends the kernel with RTK Query's React hooks in: a remote page takes its hooks when it runs", async () => {
  expect(kernel.apiHooksFilled()).toBe(false); // home and everything before ran on RTK Query's core
  const before = kernel.api.injectEndpoints({ endpoints: (b) => ({ lentProbe: b.query<string, void>({ query: () => ({ method: 'GET', path: 'x' }) }) }) });
  expect(before.useLentProbeQuery).toBeUndefined();
  const lentKernel = (await lent('@uc/shared')) as typeof kernel;
  expect(lentKernel.apiHooksFilled()).toBe(true);
  expect(typeof before.useLentProbeQuery).toBe('function'); // an endpoint injected before gets its hooks then
  const after = lentKernel.api.injectEndpoints({ endpoints: (b) => ({ lentProbe2: b.mutation<string, void>({ query: () => ({ method: 'POST', path: 'y' }) }) }) });
  expect(typeof after.useLentProbe2Mutation).toBe('function');
});
