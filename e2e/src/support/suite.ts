// One place for what every end-to-end file needs: the stack on its ports, Chromium, and the closing
// check that the stand-in decrypted every request the pages sent.
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startE2eStack, checkDecrypted, expectEveryRequestDecrypted, type Stack } from './stack';
import type { standIn } from './stand-in';

export interface E2eSuite {
  browser: Browser;
  stack: Stack;
  provider: ReturnType<typeof standIn>;
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
    };
    suite.browser = await launchChromium(Object.values(suite.stack.ports));
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
