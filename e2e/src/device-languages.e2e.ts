// Tags devices really send pick Traditional Chinese or Thai on the built host, and only that language's texts are fetched.
import { openPage, screenshot } from './support/browser';
import { useE2eSuite } from './support/suite';
import { nativeLogin } from './support/session';

const suite = useE2eSuite();

// A 'common' and a 'host' text of each language (English loads first: the page starts before ucOnLogin).
const SIMPLIFIED = ['网络异常', '未登录'];
const TRADITIONAL = ['網路異常', '尚未登入'];
const THAI = ['เครือข่ายมีปัญหา', 'ยังไม่ได้เข้าสู่ระบบ'];

test.each([
  ['zh_TW_#Hant', 'zh-Hant', '帳號管理', '切換帳號', [...SIMPLIFIED, ...THAI]],
  ['zh-Hant-HK', 'zh-Hant', '帳號管理', '切換帳號', [...SIMPLIFIED, ...THAI]],
  ['th_TH_TH_#u-nu-thai', 'th', 'บัญชี', 'เปลี่ยนบัญชี', [...SIMPLIFIED, ...TRADITIONAL]],
])('language %s: home in %s, and no other Chinese or Thai texts fetched', async (language, lang, accountTile, switchButton, foreign) => {
  const w = await openPage(suite.browser);
  const scripts: string[] = [];
  w.page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await nativeLogin(w.page, await suite.provider.session(`platform=android&language=${encodeURIComponent(language)}&mobile=1&role=0`));
  await w.page.getByRole('button', { name: switchButton }).waitFor();
  await w.page.getByRole('button', { name: new RegExp(`^${accountTile}`) }).first().waitFor();
  expect(await w.page.evaluate(() => document.documentElement.lang)).toBe(lang);
  await screenshot(w.page, `device-language-${language.replace(/[^A-Za-z-]/g, '-')}`);
  const bodies = await Promise.all(scripts.map((url) => fetch(url).then((r) => r.text())));
  expect(bodies.some((b) => b.includes(switchButton))).toBe(true); // the texts came in a fetched chunk
  for (const text of foreign) expect(bodies.filter((b) => b.includes(text))).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
