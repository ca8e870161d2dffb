// A Vietnamese, a Turkish and a Saudi player on the built host: home, bind phone and the inbox read in their language
// (texts only that language has), no text is cut, and screenshots at 390×844 to look at. Arabic is checked for its
// texts only here: right-to-left layout is the rtl branch's.
import type { Page } from 'playwright-core';
import { PORTRAIT, screenshot } from './support/browser';
import { useE2eSuite } from './support/suite';
import { goTo, openHome, setScenario } from './support/account-scenario';

const suite = useE2eSuite();

beforeEach(() => suite.provider.reset());

const sessionIn = (language: string) =>
  `platform=android&language=${encodeURIComponent(language)}&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google`;

/** Texts a page shows (title bar, button, field label) in one language and in no other of the product. */
interface PlayerTexts {
  home: { switchButton: string; accountTile: string; messagesTile: string };
  bindPhone: { title: string; phoneLabel: string; sendButton: string; phone: string; resend: RegExp };
  inbox: { title: string };
}

const PLAYERS: [string, string, PlayerTexts][] = [
  [
    'vi_VN',
    'vi',
    {
      home: { switchButton: 'Đổi tài khoản', accountTile: 'Tài khoản', messagesTile: 'Tin nhắn' },
      bindPhone: {
        title: 'Liên kết số điện thoại',
        phoneLabel: 'Số điện thoại',
        sendButton: 'Gửi mã',
        phone: '0912345678',
        resend: /^Gửi lại sau \d+ giây$/,
      },
      inbox: { title: 'Tin nhắn của tôi' },
    },
  ],
  [
    'tr_TR',
    'tr',
    {
      home: { switchButton: 'Hesap değiştir', accountTile: 'Hesap', messagesTile: 'Mesajlar' },
      bindPhone: {
        title: 'Telefon numarası bağla',
        phoneLabel: 'Telefon numarası',
        sendButton: 'Gönder',
        phone: '5321234567',
        resend: /^\d+ sn sonra tekrar gönder$/,
      },
      inbox: { title: 'Mesajlarım' },
    },
  ],
  [
    'ar_SA',
    'ar',
    {
      home: { switchButton: 'تبديل الحساب', accountTile: 'الحساب', messagesTile: 'الرسائل' },
      bindPhone: {
        title: 'ربط رقم الهاتف',
        phoneLabel: 'رقم الهاتف',
        sendButton: 'إرسال',
        phone: '501234567',
        resend: /^إعادة الإرسال بعد \d+ (ثانية|ثوانٍ)$/, // 11–99 seconds read ثانية, 3–10 ثوانٍ
      },
      inbox: { title: 'رسائلي' },
    },
  ],
];

/** Texts the page cuts: ellipsised boxes or buttons narrower than their text, a button off the screen, a page wider than it. */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        cut.push(`ellipsis: ${el.className} "${el.textContent}"`);
    }
    for (const button of document.querySelectorAll<HTMLElement>('button')) {
      const box = button.getBoundingClientRect();
      if (button.scrollWidth > button.clientWidth + 1 || box.left < 0 || box.right > window.innerWidth)
        cut.push(`button "${button.textContent}" ${Math.round(box.left)}–${Math.round(box.right)}px`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) cut.push(`page ${document.documentElement.scrollWidth}px wide`);
    return cut;
  });
}

async function titleIs(page: Page, title: string) {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

test.each(PLAYERS)('a %s player reads home, bind phone and the inbox in %s', async (language, lang, texts) => {
  await setScenario(suite, { bind: { mobile: null } });
  const w = await openHome(suite, PORTRAIT, sessionIn(language));
  const { page } = w;
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);

  await page.getByRole('button', { name: texts.home.switchButton, exact: true }).waitFor();
  await page.getByRole('navigation').getByRole('button', { name: new RegExp(`^${texts.home.accountTile}`) }).first().waitFor();
  await page.getByRole('navigation').getByRole('button', { name: new RegExp(`^${texts.home.messagesTile}`) }).first().waitFor();
  expect(await cutTexts(page)).toEqual([]);
  await screenshot(page, `texts-${language}-home`);

  await goTo(page, '/bindPhone');
  await titleIs(page, texts.bindPhone.title);
  await page.getByLabel(texts.bindPhone.phoneLabel, { exact: true }).waitFor();
  await page.getByRole('button', { name: texts.bindPhone.sendButton, exact: true }).waitFor();
  expect(await cutTexts(page)).toEqual([]);
  await screenshot(page, `texts-${language}-bind-phone`);
  // The resend countdown is the longest text of the code row: it must fit beside the code field.
  await page.getByLabel(texts.bindPhone.phoneLabel, { exact: true }).fill(texts.bindPhone.phone);
  await page.getByRole('button', { name: texts.bindPhone.sendButton, exact: true }).click();
  await page.getByRole('button', { name: texts.bindPhone.resend }).waitFor();
  expect(await cutTexts(page)).toEqual([]);
  await screenshot(page, `texts-${language}-bind-phone-resend`);

  await goTo(page, '/mymessage');
  await titleIs(page, texts.inbox.title);
  await page.getByText('Launch gift pack').waitFor(); // the stand-in's first message: the list is shown
  expect(await cutTexts(page)).toEqual([]);
  await screenshot(page, `texts-${language}-inbox`);

  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
