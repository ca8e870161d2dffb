// One place for what every end-to-end file needs: the stack on its ports, Chromium, and the closing
// check that the stand-in decrypted every request the pages sent.
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startE2eStack, expectEveryRequestDecrypted, type Stack } from './stack';
import type { standIn } from './stand-in';

export interface E2eSuite {
  browser: Browser;
  stack: Stack;
  provider: ReturnType<typeof standIn>;
}

export function useE2eSuite(options: Parameters<typeof startE2eStack>[0] = {}): E2eSuite {
  const suite = {} as E2eSuite;
  beforeAll(async () => {
    const started = await startE2eStack(options);
    suite.stack = started.stack;
    suite.provider = started.provider;
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    try {
      if (suite.provider) await expectEveryRequestDecrypted(suite.provider);
    } finally {
      await suite.browser?.close();
      await suite.stack?.stop();
    }
  });
  return suite;
}
