// The faults suite's load rows: what each page fetches as it opens (home's boot calls included), as table rows.
// A row with failText: a failed load shows those words with the fault's SPEC §8 text under them, and Retry.
import type { Page } from 'playwright-core';
import { goTo, type FaultRow } from './faults-harness';
import { click } from './faults-rows';

const retry = (page: Page) => click(page, 'Retry');
const tile = (key: string) => `[data-tile="${key}"]`;

export const LOAD_ROWS: FaultRow[] = [
  ...(
    [
      // the configured menu (the stand-in's has Wallet) against the default one (no Wallet)
      ['/open/sdk/config', tile('wallet')],
      // the unread counts: the Messages tile's badge
      ['/open/message/read', '[data-tile="myMessage"] .uc-tile__badge'],
      // bind info changes nothing the player sees here (the session carries the mobile): the log proves the fault
      ['/open/oauth/binding', null],
    ] as const
  ).map(
    ([path, onlyWithAnswer]): FaultRow => ({
      name: `home: ${path}`,
      path,
      silent: true,
      prepare: async () => {},
      // home reloaded: boot asks for config, unread counts and bind info again
      act: async (page) => {
        await page.reload();
        await page.getByText('Aria').first().waitFor();
      },
      again: async (page) => {
        await page.reload();
      },
      ...(onlyWithAnswer
        ? {
            degraded: async (page: Page) => {
              await page.getByRole('button', { name: /^Messages/ }).first().waitFor();
              expect(await page.locator(onlyWithAnswer).count()).toBe(0);
            },
          }
        : {}),
      success: async (page) => {
        await page.getByText('Aria').first().waitFor();
        await page.getByRole('button', { name: /^Messages/ }).first().waitFor();
        if (onlyWithAnswer) await page.locator(onlyWithAnswer).first().waitFor();
      },
    }),
  ),
  {
    name: 'manageaccount: bind info',
    failText: 'Your account details could not be loaded.',
    path: '/open/oauth/binding',
    prepare: async () => {},
    act: (page) => goTo(page, '/manageaccount'),
    again: retry,
    success: (page) => page.getByRole('table', { name: 'Linked accounts' }).waitFor(),
  },
  {
    name: 'bindPhone: countries',
    path: '/open/sdk/country',
    scenario: { bind: { mobile: null } },
    // the list falls back to the built-in +86 China entry and the form stays usable; reopened, it has every country
    silent: true,
    prepare: async () => {},
    act: async (page) => {
      await goTo(page, '/bindPhone');
      await page.locator('option[value="CN"]').waitFor({ state: 'attached' });
    },
    again: async (page) => {
      await goTo(page, '/');
      await goTo(page, '/bindPhone');
    },
    // the failed list leaves the built-in entry only
    degraded: async (page) => {
      expect(await page.locator('option[value="JP"]').count()).toBe(0);
    },
    success: (page) => page.locator('option[value="JP"]').waitFor({ state: 'attached' }),
  },
  {
    name: 'mymessage: the inbox',
    failText: 'Your messages could not be loaded.',
    path: '/open/message',
    prepare: async () => {},
    act: (page) => goTo(page, '/mymessage'),
    again: retry,
    success: (page) => page.getByText('Launch gift pack').first().waitFor(),
  },
  {
    name: 'messageContent: the message',
    failText: 'The message could not be loaded.',
    path: '/open/message/1004',
    prepare: async (page) => {
      await goTo(page, '/mymessage');
      await page.getByText('Scheduled maintenance').waitFor();
    },
    act: (page) => page.getByText('Scheduled maintenance').click(),
    again: retry,
    success: (page) => page.getByTestId('message-body').getByText('5 November').waitFor(),
  },
  {
    name: 'codebox: the codes',
    failText: 'Your codes could not be loaded.',
    path: '/open/activeCode/case',
    prepare: async () => {},
    act: (page) => goTo(page, '/codebox'),
    again: retry,
    success: (page) => page.getByTestId(/^code-UC-0045-/).waitFor(),
  },
  {
    name: 'faq: the types',
    failText: 'Help topics could not be loaded.',
    path: '/open/sdk/faqType',
    prepare: async () => {},
    act: (page) => goTo(page, '/faq'),
    again: retry,
    success: (page) => page.getByRole('button', { name: 'Account & Login' }).waitFor(),
  },
  {
    name: 'faqDetails: the answers',
    failText: 'The answers could not be loaded.',
    path: '/open/sdk/faq',
    prepare: async (page) => {
      await goTo(page, '/faq');
      await page.getByRole('button', { name: 'Account & Login' }).waitFor();
    },
    act: (page) => click(page, 'Account & Login'),
    again: retry,
    success: (page) => page.getByRole('heading', { name: 'How do I switch accounts?' }).waitFor(),
  },
  {
    name: 'useragreement: the contract',
    failText: 'The document could not be loaded.',
    path: '/open/sdk/contract',
    prepare: async () => {},
    act: (page) => goTo(page, '/useragreement'),
    again: retry,
    success: (page) => page.getByRole('heading', { level: 3, name: 'User agreement (stand-in)' }).waitFor(),
  },
  {
    name: 'v2/useragreement: the agreement config',
    path: '/open/sdk/contract',
    // SPEC §2: logged in, the v2 page fetches the agreement config; a failure stays silent and the document shows
    silent: true,
    prepare: async () => {},
    act: (page) => goTo(page, '/v2/useragreement'),
    again: async (page) => {
      await goTo(page, '/');
      await goTo(page, '/v2/useragreement');
    },
    success: (page) => page.frameLocator('iframe').getByText(/^Locale: /).waitFor(),
  },
  {
    name: 'deleteapply: the deletion status',
    failText: 'Your account deletion status could not be loaded.',
    path: '/open/oauth/delete/detail',
    prepare: async () => {},
    act: (page) => goTo(page, '/deleteapply'),
    again: retry,
    success: (page) => page.getByRole('button', { name: 'Apply for deletion', exact: true }).waitFor(),
  },
];
