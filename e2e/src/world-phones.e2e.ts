// Players abroad on the built host: the phone pickers start on the device's country with names in the player's
// language (bindPhone, forgot password), the forgot-password code goes to that country, and a webview without
// Intl.DisplayNames fetches the names of its own language only. Screenshots of a Japanese, a Thai, a Brazilian, a
// Mexican, a Vietnamese, a Turkish and a Saudi player's phone fields at 390×844.
import { openPage, PORTRAIT, screenshot } from './support/browser';
import { useE2eSuite } from './support/suite';
import { goTo, openHome, setScenario, standInState } from './support/account-scenario';
import { nativeLogin } from './support/session';
import { pendingWorkRun } from './support/settle';

const suite = useE2eSuite();

beforeEach(() => suite.provider.reset());

const sessionIn = (language: string) =>
  `platform=android&language=${encodeURIComponent(language)}&mobile=1&role=1&loginTypes=Account,mobile,EmailCode`;

test.each([
  ['ja_JP', 'JP', '日本 (+81)', '国/地域'],
  ['th_TH', 'TH', 'ไทย (+66)', 'ประเทศ/ภูมิภาค'],
  ['pt_BR', 'BR', 'Brasil (+55)', 'País/região'],
  ['es_MX', 'MX', 'México (+52)', 'País/región'],
  ['vi_VN', 'VN', 'Việt Nam (+84)', 'Quốc gia/khu vực'],
  ['tr_TR', 'TR', 'Türkiye (+90)', 'Ülke/bölge'],
  // Arabic reads right to left: the dialling code sits in left-to-right embedding marks (+966, never 966+)
  ['ar_SA', 'SA', 'المملكة العربية السعودية (\u202a+966\u202c)', 'الدولة/المنطقة'],
])('a %s player binds a phone: the picker starts on %s, named in their language', async (language, id, option, label) => {
  await setScenario(suite, { bind: { mobile: null } });
  const w = await openHome(suite, PORTRAIT, sessionIn(language));
  await goTo(w.page, '/bindPhone');
  const country = w.page.getByLabel(label, { exact: true });
  await w.page.locator(`option[value="${id}"]`).waitFor({ state: 'attached' });
  await w.page.waitForFunction((v) => (document.querySelector('select') as HTMLSelectElement | null)?.value === v, id);
  expect(await country.locator('option:checked').textContent()).toBe(option);
  expect(await country.locator('option').first().textContent()).toBe(option); // the device's country leads
  await screenshot(w.page, `phone-${language}`);
  // The list as the phone's picker would show it (a screenshot cannot catch the native popup): opened in place.
  await country.evaluate((el) => el.setAttribute('size', '10'));
  await screenshot(w.page, `phone-${language}-list`);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('a Thai player who forgot the password gets the code on +66', async () => {
  await setScenario(suite, { bind: { mobile: '0812345678', mail: null } });
  const w = await openHome(suite, PORTRAIT, sessionIn('th_TH'));
  const { page } = w;
  await goTo(page, '/forgotpassword');
  const picker = page.getByLabel('ประเทศ/ภูมิภาคของหมายเลขโทรศัพท์');
  await page.waitForFunction(() => (document.querySelector('select') as HTMLSelectElement | null)?.value === 'TH');
  expect(await picker.locator('option:checked').textContent()).toBe('ไทย (+66)');
  await page.getByLabel('หมายเลขโทรศัพท์หรืออีเมล').fill('0812345678');
  await screenshot(page, 'phone-th_TH-forgot-password');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await page.waitForFunction(() => window.location.hash.startsWith('#/verifyaccount'));
  // the picker's country goes on with the lookup in the entry's history state, never in the URL (security-2 N4)
  const carried = await page.evaluate(() => (history.state as { usr?: { recovery?: { country?: string } } } | null)?.usr?.recovery);
  expect(carried?.country).toBe('TH');
  expect(page.url()).not.toContain('0812345678');
  await page.getByRole('button', { name: 'ส่ง', exact: true }).click();
  await page.getByRole('button', { name: /ส่งใหม่ได้ใน \d+ วินาที/ }).waitFor();
  expect((await standInState(suite)).sentCodes).toEqual([
    expect.objectContaining({ channel: 'sms', to: '0812345678', target: 'mobile_forget_password', country: '66' }),
  ]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('a webview without Intl.DisplayNames reads Japanese names, fetched in the Japanese chunk only', async () => {
  await setScenario(suite, { bind: { mobile: null } });
  const w = await openPage(suite.browser, PORTRAIT);
  await w.context.addInitScript(() => {
    delete (Intl as { DisplayNames?: unknown }).DisplayNames;
  });
  // A remote's chunks are named by id alone: a names chunk is told by what it holds (i18n-iso-countries' list, or ours
  // for zh-Hant, each opening with its locale).
  const nameChunks: string[] = [];
  const reads: Promise<void>[] = [];
  w.page.on('response', (r) => {
    if (!/\.js$/.test(new URL(r.url()).pathname)) return;
    reads.push(r.text().then((body) => {
      const m = /JSON\.parse\('\{"locale":"([a-zA-Z-]+)","countries"/.exec(body);
      if (m) nameChunks.push(m[1]);
    }, () => undefined));
  });
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session(sessionIn('ja_JP')));
  await w.page.getByText('Aria').first().waitFor();
  // home shows no picker: nothing fetched, also once home's idle preload has started every remote (its later marker)
  await w.page.waitForFunction(() => ['uc_account', 'uc_messages', 'uc_support', 'uc_deletion'].every((n) => typeof (window as unknown as Record<string, unknown>)[n] === 'object'));
  await pendingWorkRun(w.page);
  await Promise.all(reads);
  expect(nameChunks).toEqual([]);
  await goTo(w.page, '/bindPhone');
  const first = w.page.locator('select option').first();
  await w.page.waitForFunction(() => document.querySelector('select option')?.textContent === '日本 (+81)');
  expect(await first.textContent()).toBe('日本 (+81)');
  expect(await w.page.locator('select option', { hasText: 'タイ (+66)' }).count()).toBe(1);
  await Promise.all(reads);
  expect(nameChunks).toEqual(['ja']);
  await screenshot(w.page, 'phone-ja_JP-without-DisplayNames');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
