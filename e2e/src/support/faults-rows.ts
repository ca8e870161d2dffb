// The faults suite's form rows: every page action that calls the provider (the fault hits the player's action);
// the load rows (what a page fetches as it opens) are in faults-load-rows.ts.
import type { Page } from 'playwright-core';
import { goTo, type FaultRow } from './faults-harness';

const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const expectValue = async (page: Page, label: string, value: string) => expect(await byLabel(page, label).inputValue()).toBe(value);
export const click = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' }).click();

async function phoneForm(page: Page) {
  await goTo(page, '/manageaccount'); // bound, the page goes back: to the table
  await page.getByRole('table', { name: 'Linked accounts' }).waitFor();
  await goTo(page, '/bindPhone');
  await page.locator('option[value="JP"]').waitFor({ state: 'attached' });
  await byLabel(page, 'Phone number').fill('09012345678');
}
async function phoneCodeSent(page: Page) {
  await phoneForm(page);
  await click(page, 'Send');
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
  await byLabel(page, 'Verification code').fill('123456');
}
async function verifiedForPassword(page: Page) {
  await page.getByRole('button', { name: /^Change password/ }).first().click();
  await page.getByRole('heading', { name: 'Change password' }).waitFor();
  await click(page, 'Send');
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
  await byLabel(page, 'Verification code').fill('123456');
}
async function forgotLookup(page: Page) {
  await goTo(page, '/forgotpassword');
  await byLabel(page, 'Phone number or e-mail').fill('13812345678');
}
async function forgotVerified(page: Page) {
  await forgotLookup(page);
  await click(page, 'Next');
  await page.getByRole('radio', { name: 'E-mail p****r@example.com' }).waitFor({ state: 'attached' });
  await page.getByText(/^E-mail p\*\*\*\*r@example.com/).click();
  await click(page, 'Send');
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
  await byLabel(page, 'Verification code').fill('123456');
  await click(page, 'Next');
  await byLabel(page, 'New password').fill('Fault2026x');
  await byLabel(page, 'Confirm password').fill('Fault2026x');
}
const passwordsKept = async (page: Page) => {
  await expectValue(page, 'New password', 'Fault2026x');
  await expectValue(page, 'Confirm password', 'Fault2026x');
};
const modificationComplete = (page: Page) => page.getByRole('heading', { name: 'Modification complete', level: 2 }).waitFor();

const TICKET: [string, string][] = [
  ['Device model *', 'Pixel 8'],
  ['System version *', 'Android 14'],
  ['E-mail *', 'player@example.com'],
  ['Description *', 'I cannot log in since the last update.'],
];
const agreeBox = (page: Page) => page.getByRole('checkbox', { name: 'I understand and agree' });

export const FORM_ROWS: FaultRow[] = [
  {
    name: 'bindPhone: send the SMS code',
    path: '/open/oauth/sms',
    scenario: { bind: { mobile: null } },
    prepare: phoneForm,
    act: (page) => click(page, 'Send'),
    success: (page) => page.getByRole('button', { name: /Resend in \d+s/ }).waitFor(),
    kept: (page) => expectValue(page, 'Phone number', '09012345678'),
  },
  {
    name: 'bindPhone: bind',
    path: '/open/oauth/binding',
    scenario: { bind: { mobile: null } },
    prepare: phoneCodeSent,
    act: (page) => click(page, 'Confirm'),
    success: (page) => page.getByRole('table', { name: 'Linked accounts' }).waitFor(),
    kept: async (page) => {
      await expectValue(page, 'Phone number', '09012345678');
      await expectValue(page, 'Verification code', '123456');
    },
  },
  {
    name: 'bindmail: send the mail code',
    path: '/open/oauth/mail',
    scenario: { bind: { mail: null } },
    prepare: async (page) => {
      await goTo(page, '/bindmail');
      await byLabel(page, 'E-mail').fill('new.player@example.com');
    },
    act: (page) => click(page, 'Send'),
    success: (page) => page.getByRole('button', { name: /Resend in \d+s/ }).waitFor(),
    kept: (page) => expectValue(page, 'E-mail', 'new.player@example.com'),
  },
  {
    name: 'verifyaccount: check the code',
    path: '/open/oauth/sms',
    prepare: verifiedForPassword,
    act: (page) => click(page, 'Next'),
    success: (page) => byLabel(page, 'New password').waitFor(),
    kept: (page) => expectValue(page, 'Verification code', '123456'),
  },
  {
    name: 'changepassword: set the new password',
    path: '/open/oauth/password',
    prepare: async (page) => {
      await verifiedForPassword(page);
      await click(page, 'Next');
      await byLabel(page, 'New password').fill('Fault2026x');
      await byLabel(page, 'Confirm password').fill('Fault2026x');
    },
    act: (page) => click(page, 'Confirm'),
    success: modificationComplete,
    kept: passwordsKept,
  },
  {
    name: 'forgotpassword: look the account up',
    path: '/open/oauth/forget',
    prepare: forgotLookup,
    act: (page) => click(page, 'Next'),
    success: (page) => page.getByRole('radio', { name: 'E-mail p****r@example.com' }).waitFor({ state: 'attached' }),
    kept: (page) => expectValue(page, 'Phone number or e-mail', '13812345678'),
  },
  {
    name: 'setpassword: reset the password',
    path: '/open/oauth/forget',
    prepare: forgotVerified,
    act: (page) => click(page, 'Confirm'),
    success: modificationComplete,
    kept: passwordsKept,
  },
  {
    name: 'messageContent: claim the code',
    path: '/open/activeCode/case/',
    prepare: async (page) => {
      await goTo(page, '/mymessage');
      await page.getByText('Launch gift pack').click();
      await page.getByTestId('attachment-code').getByText('GIFT-LAUNCH-2026').waitFor();
    },
    act: (page) => click(page, 'Claim'),
    success: (page) => page.getByRole('dialog', { name: 'Claimed' }).waitFor(),
  },
  {
    name: 'messageContent: delete',
    path: '/open/message',
    prepare: async (page) => {
      await goTo(page, '/mymessage');
      await page.getByTestId('message-1006').getByText('Welcome to the Player Center').click();
      await page.getByRole('button', { name: 'Delete message' }).waitFor();
    },
    act: async (page) => {
      await click(page, 'Delete message');
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    },
    success: async (page) => {
      await page.getByText('Launch gift pack').waitFor();
      await page.getByTestId('message-1006').waitFor({ state: 'detached' });
    },
  },
  {
    name: 'putQuestion: save the ticket',
    path: '/ticket-api/save-ticket',
    // the stand-in answers ticket-service status faults as that service does (ret_code/ret_msg): the message shows
    prepare: async (page) => {
      await goTo(page, '/putQuestion');
      await page.getByText('Login problem', { exact: true }).click();
      for (const [label, value] of TICKET) await page.getByLabel(label).fill(value);
    },
    act: (page) => click(page, 'Submit'),
    success: (page) => page.getByRole('heading', { name: 'Your question has been submitted' }).waitFor(),
    kept: async (page) => {
      expect(await page.getByRole('radio', { name: 'Login problem' }).isChecked()).toBe(true);
      for (const [label, value] of TICKET) expect(await page.getByLabel(label).inputValue()).toBe(value);
    },
  },
  {
    name: 'deleteapply: apply',
    path: '/open/oauth/delete/apply',
    prepare: async (page) => {
      await goTo(page, '/deleteapply');
      await page.getByRole('button', { name: 'Apply for deletion', exact: true }).waitFor();
      await agreeBox(page).check();
    },
    act: async (page) => {
      await click(page, 'Apply for deletion');
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    },
    success: (page) => page.getByText('You have successfully submitted the request to cancel your account.', { exact: false }).waitFor(),
    kept: async (page) => expect(await agreeBox(page).isChecked()).toBe(true),
  },
  {
    name: 'deleteapply: cancel (activate)',
    path: '/open/oauth/delete/cancel',
    scenario: { deletion: { appling: true, allowedApply: false } },
    prepare: async (page) => {
      await goTo(page, '/deleteapply');
      await page.getByRole('button', { name: 'Apply for activation', exact: true }).waitFor();
      await agreeBox(page).check();
    },
    act: async (page) => {
      await click(page, 'Apply for activation');
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    },
    success: (page) => page.getByText('Congrats on activating your account!').waitFor(),
    kept: async (page) => expect(await agreeBox(page).isChecked()).toBe(true),
  },
];
