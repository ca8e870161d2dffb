// Malformed sessions from the host leave the page logged out with no uncaught error, and are reported.
import { nativeReports, openPage } from './support/browser';
import { useE2eSuite } from './support/suite';
import { until } from './support/until';
import { nativeLogin } from './support/session';

const suite = useE2eSuite();

const malformed: [string, (s: Record<string, unknown>) => unknown, boolean][] = [
  ['not JSON', () => '{"token": "abc", open_id:', true],
  ['a JSON array', (s) => JSON.stringify([s]), true],
  ['empty token', (s) => ({ ...s, token: '' }), false],
  ['empty open_id', (s) => ({ ...s, open_id: '' }), false],
  ['a megabyte nickname', (s) => ({ ...s, nick_name: 'x'.repeat(1024 * 1024) }), true],
];

test.each(malformed)('%s: stays logged out, no uncaught error', async (_name, make, reported) => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await w.page.getByRole('button', { name: 'Login' }).waitFor();
  const session = await suite.provider.session();
  if (reported) {
    await nativeLogin(w.page, make(session));
    // the page read it: its one report says so, and nothing else was reported
    await until('the session-malformed report', async () => (await nativeReports(w)).length > 0);
    expect(await nativeReports(w)).toEqual([{ code: 'session-malformed', status: 'fail', message: expect.any(String) }]);
  } else {
    // a logged-out payload still carries the app's language: the page read it once the texts are German
    await nativeLogin(w.page, make({ ...session, language: 'de_DE' }));
    await w.page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await nativeReports(w)).toEqual([]);
    expect(await w.page.evaluate(() => window.sessionStorage.getItem('uc.session'))).toBeNull();
  }
  await w.page.getByRole('button', { name: reported ? 'Login' : 'Anmelden' }).waitFor();
  expect(await w.page.getByRole('button', { name: /^(Change Account|Konto wechseln)$/ }).count()).toBe(0);
  expect(await w.page.evaluate(() => ({} as Record<string, unknown>).polluted)).toBeUndefined();
  expect(w.pageErrors).toEqual([]);
  // the page is still usable: a real session after the bad one logs in
  await nativeLogin(w.page, session);
  await w.page.getByRole('button', { name: 'Change Account' }).waitFor();
  await w.context.close();
});

test('what real SDKs send (numbers for ids, login_types as an array) logs in; an unusable field is dropped alone and reported', async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await w.page.getByRole('button', { name: 'Login' }).waitFor();
  const session = await suite.provider.session();
  const loginTypes = String(session.login_types).split(',');
  await nativeLogin(w.page, {
    ...session, channel: 7, opensdk_version: 320, device_id: 900001, login_types: loginTypes, is_guest: false,
    role_name: { first: 'A' },
  });
  await w.page.getByRole('button', { name: 'Change Account' }).waitFor();
  const reports = await nativeReports(w);
  expect(reports).toEqual([{ code: 'session-field-dropped', status: 'fail', field: 'role_name', message: 'object' }]);
  // the player's calls carry the SDK's numbers as the strings the provider expects
  await w.page.getByRole('navigation').getByRole('button', { name: /^Messages/ }).first().click();
  await w.page.waitForURL((u) => u.hash.startsWith('#/mymessage'));
  const inbox = await suite.provider.waitForRequest('the inbox request', (r) => r.path === '/open/message');
  expect(inbox.payload).toMatchObject({ channel: '7' });
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('__proto__ and constructor keys in a valid session log in without polluting Object.prototype', async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  const session = await suite.provider.session();
  const hostile = JSON.stringify(session).replace(/^\{/, '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, ');
  await nativeLogin(w.page, hostile);
  await w.page.getByRole('button', { name: 'Change Account' }).waitFor();
  expect(await w.page.evaluate(() => ({} as Record<string, unknown>).polluted)).toBeUndefined();
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
