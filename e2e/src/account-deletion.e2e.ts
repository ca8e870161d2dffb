// Issue 35: the public deletion page (#/accountdeletion, ARCHITECTURE §8 webAccount and dataExport) as players use it, in
// Chromium against the stand-in, from a plain browser with nothing in storage (every test opens a fresh context): a
// player with a phone and one with only an e-mail through apply and cancel, every deletion call carrying a proof and no
// token, a proof of another purpose refused, an expired proof back to a new code, the data copy ready and pending, the
// page without webAccount; each step looked at on a 360×640 phone and in landscape.
import { LANDSCAPE, openPage, PORTRAIT, screenshot, type WatchedPage } from './support/browser';
import { setDeletionState } from './support/deletion-scenario';
import { layoutProblems, rightToLeftProblems } from './support/engines/layout-checks';
import { setScenario } from './support/account-scenario';
import { recordTrail } from './support/page-trail';
import type { LoggedRequest } from './support/stand-in';
import { useE2eSuite } from './support/suite';
import {
  accessibilityProblems, applyForDeletion, cancelDeletion, deletionLog, everythingKept, findByMail, findByPhone, sendAndCheck, shotStep,
  writeArtifact,
} from './support/web-deletion';
import { callOpen } from '../../provider-stand-in/src/testing/client';
import { forgetProof } from '../../provider-stand-in/src/testing/proof-steps';

const ALL = ['proof', 'webAccount', 'dataExport'];
const suite = useE2eSuite({ providerExtensions: ALL });
const SMALL = { width: 360, height: 640 };
const PHONE = '13812345678';
const DELETION = ['/open/oauth/delete/detail', '/open/oauth/delete/apply', '/open/oauth/delete/cancel'];
const shots: string[] = [];

beforeEach(() => suite.provider.reset());
afterAll(() => {
  if (shots.length) process.stdout.write(`account-deletion screenshots:\n${shots.join('\n')}\n`);
});

async function openDeletionPage(viewport = SMALL, route = '/accountdeletion?app=20001'): Promise<WatchedPage> {
  const w = await openPage(suite.browser, viewport);
  await w.context.addInitScript(recordTrail, { storage: true });
  await w.page.goto(`${suite.stack.hostUrl}/#${route}`);
  return w;
}

const state = async () => (await (await fetch(`${suite.stack.provider.url}/__control/state`)).json()) as {
  deletion: { appling: boolean };
  otherAccount: { deletion: { appling: boolean } };
  sentCodes: { channel: string; to: string; target: string; username?: string }[];
  mailedExports: { userId: string; to: string }[];
};
const deletionCalls = async (): Promise<LoggedRequest[]> => (await suite.provider.requests()).filter((r) => DELETION.includes(r.path));
const payloadOf = (r: LoggedRequest) => (r.payload ?? {}) as Record<string, unknown>;

function expectEveryDeletionCallByProof(calls: LoggedRequest[], username: string) {
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    expect({ path: call.path, ok: call.ok }).toEqual({ path: call.path, ok: true });
    expect(payloadOf(call)).toMatchObject({ username, proof: expect.stringMatching(/^\S{16,256}$/), open_id: '' });
    expect(payloadOf(call)).not.toHaveProperty('token');
  }
}

test('a player with a phone, in a plain browser: the game named, the masked number, a code, apply, cancel; every deletion call by proof', async () => {
  const w = await openDeletionPage();
  const { page } = w;
  await page.getByText('Here you can delete your Stand-in Quest account').waitFor();
  await page.getByRole('combobox', { name: 'Country/region' }).selectOption('CN');
  const a11y: string[] = [];
  shots.push(...(await shotStep(page, 'web-deletion-1-account-360')));
  a11y.push(...(await accessibilityProblems(page, 'account')));
  await findByPhone(page, PHONE);
  await page.getByRole('radio', { name: 'Phone number 138****5678' }).waitFor({ state: 'attached' });
  shots.push(...(await shotStep(page, 'web-deletion-2-code-360')));
  a11y.push(...(await accessibilityProblems(page, 'code')));
  await sendAndCheck(page);
  await page.getByRole('heading', { name: 'Request deletion' }).waitFor();
  shots.push(...(await shotStep(page, 'web-deletion-3-status-360')));
  a11y.push(...(await accessibilityProblems(page, 'status')));
  await applyForDeletion(page);
  expect((await state()).deletion.appling).toBe(true);
  shots.push(...(await shotStep(page, 'web-deletion-4-pending-360')));
  a11y.push(...(await accessibilityProblems(page, 'pending')));
  await cancelDeletion(page);
  expect(a11y.join('\n')).toBe('');
  expect((await state()).deletion.appling).toBe(false);

  expectEveryDeletionCallByProof(await deletionCalls(), PHONE);
  expect((await deletionCalls()).map((r) => r.path)).toEqual([DELETION[0], DELETION[1], DELETION[0], DELETION[2], DELETION[0]]);
  expect((await state()).sentCodes).toEqual([expect.objectContaining({ channel: 'sms', to: PHONE, target: 'mobile_delete_account', username: PHONE })]);
  // the stand-in's request log of this web deletion, for the report
  writeArtifact('web-deletion-request-log.json', deletionLog(await suite.provider.requests()));

  const [proof] = (await deletionCalls()).map((r) => String(payloadOf(r).proof));
  const kept = await everythingKept(page);
  // the trail itself recorded the page (not only the address it stands on now)
  expect(JSON.parse(kept).trail).toEqual(expect.arrayContaining([expect.stringContaining('#/accountdeletion')]));
  expect(kept).not.toContain(proof);
  expect(kept).not.toContain(PHONE);
  expect(JSON.stringify(await w.nativeCalls())).not.toContain(proof);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('a player with only an e-mail, in landscape: the code by e-mail, apply and cancel', async () => {
  await setScenario(suite, { bind: { mobile: null } });
  const w = await openDeletionPage(LANDSCAPE);
  const { page } = w;
  shots.push(...(await shotStep(page, 'web-deletion-1-account-landscape')));
  await findByMail(page, 'player@example.com');
  await page.getByText('We will send a verification code to p***@example.com.').waitFor();
  shots.push(...(await shotStep(page, 'web-deletion-2-code-landscape')));
  await sendAndCheck(page);
  await page.getByRole('heading', { name: 'Request deletion' }).waitFor();
  shots.push(...(await shotStep(page, 'web-deletion-3-status-landscape')));
  await applyForDeletion(page);
  shots.push(...(await shotStep(page, 'web-deletion-4-pending-landscape')));
  await cancelDeletion(page);
  expectEveryDeletionCallByProof(await deletionCalls(), 'player@example.com');
  expect((await state()).sentCodes).toEqual([expect.objectContaining({ channel: 'mail', to: 'player@example.com', target: 'email_delete_account' })]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('an Arabic visitor (?language=ar_SA) on a 390×844 phone: every step right to left, the number and the wait read left to right', async () => {
  await setDeletionState(suite.stack.provider.url, { rest_time: 2 * 3600 + 5 });
  const w = await openDeletionPage(PORTRAIT, '/accountdeletion?app=20001&language=ar_SA');
  const { page } = w;
  await page.getByRole('heading', { name: 'حسابك' }).waitFor();
  const picker = page.getByRole('combobox', { name: 'الدولة/المنطقة' });
  // a Saudi device starts on Saudi Arabia, its code kept left to right in the Arabic name
  expect(await picker.evaluate((s: HTMLSelectElement) => s.options[s.selectedIndex].textContent)).toBe('المملكة العربية السعودية (\u202a+966\u202c)');
  const problems: string[] = [];
  const check = async (where: string) => {
    for (const p of await page.evaluate(rightToLeftProblems)) problems.push(`${where}: ${p}`);
    for (const p of await page.evaluate(layoutProblems)) problems.push(`${where}: ${p}`);
  };
  await check('account');
  shots.push(await screenshot(page, 'web-deletion-ar-1-account-390'));
  await picker.selectOption('CN');
  await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill(PHONE);
  await page.getByRole('button', { name: 'التالي' }).click();
  await page.getByRole('heading', { name: 'تأكيد الهوية' }).waitFor();
  await page.locator('bdi', { hasText: '138****5678' }).first().waitFor();
  await check('code');
  await page.getByRole('button', { name: 'إرسال' }).click();
  await page.getByRole('button', { name: /^إعادة الإرسال بعد/ }).waitFor();
  await page.getByRole('textbox', { name: 'رمز التحقق' }).fill('123456');
  shots.push(await screenshot(page, 'web-deletion-ar-2-code-390'));
  await page.getByRole('button', { name: 'التالي' }).click();
  // the wait in Arabic words (Intl's units: ساعتان is the dual), apply inactive until it ends
  const time = page.locator('.uc-deletion-countdown__time');
  await time.waitFor();
  expect(await time.getAttribute('aria-label')).toMatch(/ساعتان/);
  expect(await page.getByRole('button', { name: 'طلب الحذف' }).isDisabled()).toBe(true);
  await check('status');
  shots.push(await screenshot(page, 'web-deletion-ar-3-status-390'));
  expect(problems).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('a proof of another purpose is refused (1401); the page\'s own proof serves every call until it expires, then a new code', async () => {
  // what a caller holding a forgot-password proof meets at the deletion calls: the stand-in refuses it
  const key = (await (await fetch(`${suite.stack.provider.url}/__control/public-key`)).json()) as { pem: string };
  const standIn = { url: suite.stack.provider.url, publicKeyPem: key.pem };
  const { proof: forget } = await forgetProof(standIn, PHONE);
  expect(await callOpen(standIn, 'POST', '/open/oauth/delete/apply', { username: PHONE, proof: forget, open_id: '' })).toEqual({
    status: 'fail', error: '1401', error_msg: 'Proof is for another purpose',
  });
  expect((await state()).deletion.appling).toBe(false);

  const w = await openDeletionPage();
  const { page } = w;
  await findByPhone(page, PHONE);
  await sendAndCheck(page);
  await page.getByRole('heading', { name: 'Request deletion' }).waitFor();
  await suite.provider.advanceClock(10 * 60 * 1000);
  await page.getByRole('checkbox', { name: 'I understand and agree' }).check();
  await page.getByRole('button', { name: 'Apply for deletion' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('alert').filter({ hasText: 'Your verification has expired. Send a new verification code to continue.' }).waitFor();
  await page.getByRole('radio', { name: 'Phone number 138****5678' }).waitFor({ state: 'attached' });
  shots.push(await (await import('./support/browser')).screenshot(page, 'web-deletion-expired-360'));
  expect((await state()).deletion.appling).toBe(false);
  await w.context.close();
});

test('a copy of my data: ready, the link opened in this tab after asking, a real JSON copy; pending, "we will e-mail it"', async () => {
  const w = await openDeletionPage();
  const { page } = w;
  await findByPhone(page, PHONE);
  await sendAndCheck(page);
  await page.getByRole('button', { name: 'Get a copy of my data' }).click();
  await page.getByText(/^Your copy is ready\. The link works until/).waitFor();
  shots.push(await (await import('./support/browser')).screenshot(page, 'web-deletion-export-ready-360'));
  // the link rules: a plain browser asks, then goes in this tab — to the https address (the stand-in serves http: the
  // test hands the tab the stand-in's real answer)
  const served: string[] = [];
  await page.route(/^https:\/\/localhost:\d+\/export\//, async (route) => {
    const plain = route.request().url().replace(/^https:/, 'http:');
    served.push(plain);
    const res = await fetch(plain);
    await route.fulfill({ status: res.status, contentType: 'application/json', body: await res.text() });
  });
  await page.getByRole('button', { name: 'Open my data' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/localhost/).first().waitFor();
  await dialog.getByRole('button', { name: 'Open' }).click();
  await page.waitForURL(/\/export\/[A-Za-z0-9_-]+\.json$/);
  const copy = JSON.parse((await page.textContent('body')) ?? '{}');
  expect(copy).toMatchObject({
    profile: { userId: '10001', nickname: 'Aria' },
    bindings: { mobile: PHONE, mail: 'player@example.com' },
    deletion: { appling: false },
  });
  expect(copy.messages.length).toBeGreaterThan(0);
  expect(copy.codes.length).toBeGreaterThan(0);
  expect(served).toHaveLength(1);
  const exportCall = (await suite.provider.requests()).find((r) => r.path === '/open/oauth/export');
  expect(payloadOf(exportCall as LoggedRequest)).toMatchObject({ username: PHONE, proof: expect.any(String) });
  expect(payloadOf(exportCall as LoggedRequest)).not.toHaveProperty('token');
  await w.context.close();

  await setScenario(suite, { dataExport: 'pending' });
  const again = await openDeletionPage();
  await findByPhone(again.page, PHONE);
  await sendAndCheck(again.page);
  await again.page.getByRole('button', { name: 'Get a copy of my data' }).click();
  await again.page.getByText('We are preparing your copy and will e-mail it to you.').waitFor();
  expect((await state()).mailedExports).toEqual([expect.objectContaining({ userId: '10001', to: 'player@example.com' })]);
  await again.context.close();
});

test('without webAccount the page says how to delete in the game, with support: never a dead end', async () => {
  await suite.stack.setHostConfig({ providerExtensions: ['proof'] });
  try {
    const w = await openDeletionPage(SMALL, '/accountdeletion');
    await w.page.getByRole('heading', { name: 'Delete your Stand-in Quest account in the game' }).waitFor();
    await w.page.getByRole('link', { name: 'support@example.com' }).waitFor();
    shots.push(...(await shotStep(w.page, 'web-deletion-in-game-steps-360')));
    await w.page.getByRole('link', { name: 'Customer Service' }).click();
    await w.page.waitForURL((u) => u.hash === '#/customerservice');
    expect((await suite.provider.requests()).filter((r) => r.path.startsWith('/open/oauth/'))).toEqual([]);
    await w.context.close();
  } finally {
    await suite.stack.setHostConfig({});
  }
});
