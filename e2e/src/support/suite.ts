// One place for what every end-to-end file needs: the stack on its ports, Chromium, and the closing
// check that the stand-in decrypted every request the pages sent.
import type { Browser } from 'playwright-core';
import { cspConsoleReports, launchChromium } from './browser';
import { startE2eStack, checkDecrypted, expectEveryRequestDecrypted, type Stack } from './stack';
import type { standIn } from './stand-in';

export interface E2eSuite {
  browser: Browser;
  stack: Stack;
  provider: ReturnType<typeof standIn> & {
    /** Clears the request log unchecked: for requests a test provoked with sessions the provider must refuse. */
    forgetRequests(): Promise<unknown>;
  };
}

// Issue 8 §7: the suite runs under the host's CSP with no violation reported; each test is checked on its own
// (UC_E2E_CSP_CHECK=0 turns the check off while hunting a violation).
const CSP_CHECK = process.env.UC_E2E_CSP_CHECK !== '0';
let cspProvoked = false;

/** A test that breaks the policy on purpose (to prove it holds) says so: its reports do not fail it. */
export function provokesCspViolations(): void {
  cspProvoked = true;
}

export function useE2eSuite(options: Parameters<typeof startE2eStack>[0] = {}): E2eSuite {
  const suite = {} as E2eSuite;
  let checkedBeforeResets = 0;
  beforeAll(async () => {
    const started = await startE2eStack(options);
    suite.stack = started.stack;
    // a reset clears the stand-in's request log: check what it holds first, so the suite's closing check sees all
    const reset = started.provider.reset;
    suite.provider = {
      ...started.provider,
      reset: async () => {
        checkedBeforeResets += await checkDecrypted(started.provider);
        return reset();
      },
      forgetRequests: reset,
    };
    suite.browser = await launchChromium(Object.values(suite.stack.ports));
  });
  let reportsAtStart = 0;
  beforeEach(() => {
    reportsAtStart = cspConsoleReports.length;
    cspProvoked = false;
  });
  afterEach(() => {
    const fresh = cspConsoleReports.slice(reportsAtStart);
    if (CSP_CHECK && !cspProvoked && fresh.length > 0) throw new Error(`CSP violations reported:\n${fresh.join('\n')}`);
  });
  afterAll(async () => {
    try {
      if (suite.provider) await expectEveryRequestDecrypted(suite.provider, checkedBeforeResets);
    } finally {
      await suite.browser?.close();
      await suite.stack?.stop();
    }
  });
  return suite;
}
