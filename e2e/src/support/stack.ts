// The production stack on its own ports (4000…) for one test file, plus the checks every file ends with.
import { startStack } from '../../../scripts/stack';
import { standIn } from './stand-in';

// UC_E2E_PORT_BASE lets several suites run at once on one machine (4000…4004, 4100, 4200 by default).
export const E2E_PORT_BASE = Number(process.env.UC_E2E_PORT_BASE) || 4000;

export type Stack = Awaited<ReturnType<typeof startStack>>;

export interface E2eStackOptions {
  configExtra?: Record<string, unknown>;
  hostHeaders?: Record<string, string>;
  csp?: boolean;
  /**
   * ARCHITECTURE §8 extensions, set on both the stand-in and the host's app-config.json. Default []: SPEC §7 alone, which
   * overrides the built config's list so every test that does not ask runs as before.
   */
  providerExtensions?: string[];
}

export async function startE2eStack({ providerExtensions = [], ...options }: E2eStackOptions = {}) {
  const stack = await startStack({ portBase: E2E_PORT_BASE, providerExtensions, ...options });
  return { stack, provider: standIn(stack.provider.url) };
}

/** The provider calls logged since the last reset, after checking the stand-in decrypted every one. */
export async function checkDecrypted(provider: ReturnType<typeof standIn>): Promise<number> {
  const calls = (await provider.requests()).filter((r) => r.path.startsWith('/open/'));
  const undecrypted = calls.filter((r) => r.error === 'decrypt' || !r.payload || typeof r.payload !== 'object');
  expect(undecrypted).toEqual([]);
  return calls.length;
}

/** Every request the pages sent to the provider must have been decrypted by the stand-in (and there were some). */
export async function expectEveryRequestDecrypted(provider: ReturnType<typeof standIn>, earlier = 0) {
  const total = earlier + (await checkDecrypted(provider));
  expect(total).toBeGreaterThan(0);
  return total;
}
