// Links from outside spell routes as SPEC's prose does — bindMail, forgotPassword, messagecontent — where the route
// table has /bindmail, /forgotpassword, /messageContent: the SDK's /index?page=… (after a native login) and a typed-in
// hash both reach the page, at the route table's spelling, with the query kept (issue 16 point 12).
import type { Page } from 'playwright-core';
import { useE2eSuite } from './support/suite';
import { hashOf, openFromClient, titleIs } from './support/back-steps';

const suite = useE2eSuite();

beforeEach(() => suite.provider.reset());

// Each page's own content, so a title shown by a loading or fallback frame does not pass for the page.
const CONTENT: Record<string, (page: Page) => ReturnType<Page['getByLabel']>> = {
  bindmail: (page) => page.getByLabel('E-mail', { exact: true }),
  forgotpassword: (page) => page.getByLabel('Phone number or e-mail'),
  messageContent: (page) => page.getByRole('heading', { level: 2, name: 'Launch gift pack' }),
};

test.each([
  ['bindMail', '#/bindmail', 'Bind e-mail', 'bindmail'],
  ['forgotPassword', '#/forgotpassword', 'Forgot password', 'forgotpassword'],
  ['messagecontent&id=1001&category=activeCode&subject=Launch%20gift%20pack', '#/messageContent?id=1001&category=activeCode&subject=Launch gift pack', 'Message', 'messageContent'],
])('/index?page=%s after a native login opens %s', async (page, hash, title, content) => {
  const w = await openFromClient(suite, page);
  await titleIs(w.page, title);
  expect(hashOf(w.page).replace(/\+/g, ' ')).toBe(hash);
  await CONTENT[content](w.page).first().waitFor();
  expect(await w.page.getByText('page does not exist').count()).toBe(0);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('the message opened from outside is the real one: its body and its code attachment', async () => {
  const w = await openFromClient(suite, 'messagecontent&id=1001&category=activeCode&subject=Launch%20gift%20pack');
  await w.page.getByRole('heading', { name: 'Launch gift pack' }).waitFor();
  await w.page.getByTestId('message-body').getByText('Claim your launch gift pack below.', { exact: false }).waitFor();
  await w.page.getByTestId('attachment-code').getByText('GIFT-LAUNCH-2026').waitFor();
  await w.context.close();
});

test('a typed-in hash in another case lands on the page at the route table spelling', async () => {
  const w = await openFromClient(suite, 'home');
  await w.page.getByText('Aria').first().waitFor();
  await w.page.goto(`${suite.stack.hostUrl}/#/ForgotPassword?from=client`);
  await titleIs(w.page, 'Forgot password');
  expect(hashOf(w.page)).toBe('#/forgotpassword?from=client');
  await w.page.goto(`${suite.stack.hostUrl}/#/BINDMAIL`);
  await titleIs(w.page, 'Bind e-mail');
  expect(hashOf(w.page)).toBe('#/bindmail');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
