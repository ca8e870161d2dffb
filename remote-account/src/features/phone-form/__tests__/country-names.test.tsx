// The phone pickers' country names: in the session's language, sorted by that name, the device's country first —
// from the browser's Intl.DisplayNames, or from i18n-iso-countries (the session's language only) where it lacks one.
import { screen, waitFor } from '@testing-library/react';
import type { SupportedLocale } from '@uc/shared';
import { loggedInState, mockProvider } from '@uc/shared/src/testing';
import { renderAccountPage, type Provider } from '../../../testing/account-test-kit';
import BindPhonePage from '../../../pages/bind-phone/bind-phone-page';
import ForgotPasswordPage from '../../../pages/forgot-password/forgot-password-page';
import { orderCountries } from '@uc/shared/forms';

const WORLD = {
  status: 'ok',
  country: [
    ['CN', '86'], ['US', '1'], ['JP', '81'], ['TH', '66'], ['BR', '55'], ['DE', '49'], ['TW', '886'], ['CA', '1'],
    ['MX', '52'], ['AR', '54'], ['VN', '84'], ['TR', '90'], ['SA', '966'], ['AE', '971'], ['EG', '20'],
  ].map(([id, number]) => ({ id, number })),
};

let provider: Provider;
beforeEach(() => sessionStorage.clear());
afterEach(() => provider.restore());

function openBindPhone(language: string, locale: SupportedLocale) {
  provider = mockProvider({ 'GET open/sdk/country': WORLD });
  return renderAccountPage(<BindPhonePage />, {
    path: '/bindPhone',
    route: '/bindPhone',
    locale,
    preloadedState: loggedInState({ app: { language, locale } }),
  });
}

async function optionTexts(label: RegExp | string): Promise<string[]> {
  const select = (await screen.findByLabelText(label)) as HTMLSelectElement;
  await waitFor(() => expect(select.options).toHaveLength(WORLD.country.length));
  return Array.from(select.options).map((o) => o.textContent ?? '');
}

describe('with Intl.DisplayNames', () => {
  it('a Japanese player reads Japanese names, Japan first, the rest in Japanese order', async () => {
    openBindPhone('ja_JP', 'ja-JP');
    const texts = await optionTexts('国/地域');
    expect(texts[0]).toBe('日本 (+81)');
    expect(texts).toContain('タイ (+66)');
    expect(texts).toContain('ブラジル (+55)');
    const rest = texts.slice(1);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('ja-JP').compare));
  });

  it('a Brazilian player (pt_BR) reads Portuguese names, Brazil first', async () => {
    openBindPhone('pt_BR', 'pt-PT');
    const texts = await optionTexts('País/região');
    expect(texts[0]).toBe('Brasil (+55)');
    expect(texts).toContain('Tailândia (+66)');
    expect(texts).toContain('Alemanha (+49)');
    // two countries of one dialling code read apart by their names
    expect(texts.filter((t) => t.endsWith('(+1)'))).toHaveLength(2);
  });

  // The page's texts stay English here (the five languages' files come from their own branches): only the names and
  // the first country are this test's.
  it.each([
    ['pt_BR', 'Brasil (+55)', 'Argentina (+54)'],
    ['es_MX', 'México (+52)', 'Brasil (+55)'],
    ['es_AR', 'Argentina (+54)', 'México (+52)'],
    ['vi_VN', 'Việt Nam (+84)', 'Nhật Bản (+81)'],
    ['tr_TR', 'Türkiye (+90)', 'Almanya (+49)'],
    // Arabic reads right to left: each dialling code sits in left-to-right embedding marks (+966, never 966+)
    ['ar_SA', 'المملكة العربية السعودية (\u202a+966\u202c)', 'مصر (\u202a+20\u202c)'],
    ['ar_AE', 'الإمارات العربية المتحدة (\u202a+971\u202c)', 'مصر (\u202a+20\u202c)'],
    ['ar_EG', 'مصر (\u202a+20\u202c)', 'المملكة العربية السعودية (\u202a+966\u202c)'],
  ])('a %s player starts on %s and reads every name in their language (%s)', async (language, first, other) => {
    provider = mockProvider({ 'GET open/sdk/country': WORLD });
    renderAccountPage(<BindPhonePage />, { path: '/bindPhone', route: '/bindPhone', preloadedState: loggedInState({ app: { language } }) });
    const select = (await screen.findByRole('combobox')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(WORLD.country.length));
    const texts = Array.from(select.options).map((o) => o.textContent ?? '');
    expect(texts[0]).toBe(first);
    expect(select.options[select.selectedIndex].textContent).toBe(first);
    expect(texts).toContain(other);
  });

  it('a Thai player on forgot password reads Thai names, Thailand first', async () => {
    provider = mockProvider({ 'GET open/sdk/country': WORLD });
    renderAccountPage(<ForgotPasswordPage />, {
      path: '/forgotpassword',
      route: '/forgotpassword',
      locale: 'th-TH',
      preloadedState: { session: { ...loggedInState({ app: { language: 'th_TH', locale: 'th-TH' } }).session, isLogin: false } },
    });
    const texts = await optionTexts('ประเทศ/ภูมิภาคของหมายเลขโทรศัพท์');
    expect(texts[0]).toBe('ไทย (+66)');
    expect(texts).toContain('ญี่ปุ่น (+81)');
  });
});

describe('without Intl.DisplayNames (Android WebView before 81, iOS before 14.5)', () => {
  const saved = Intl.DisplayNames;
  beforeEach(() => {
    delete (Intl as { DisplayNames?: unknown }).DisplayNames;
  });
  afterEach(() => {
    (Intl as { DisplayNames?: unknown }).DisplayNames = saved;
  });

  it('names come from the data package in the session language (Thai), sorted, Thailand first', async () => {
    openBindPhone('th_TH', 'th-TH');
    const select = (await screen.findByLabelText('ประเทศ/ภูมิภาค')) as HTMLSelectElement;
    await waitFor(() => expect(select.options[0].textContent).toBe('ไทย (+66)'));
    const texts = Array.from(select.options).map((o) => o.textContent ?? '');
    expect(texts).toContain('ญี่ปุ่น (+81)');
    expect(texts).toContain('บราซิล (+55)');
    expect(texts.some((t) => /^[A-Z]{2} /.test(t))).toBe(false); // no bare region ids left
    const rest = texts.slice(1);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('th-TH').compare));
    expect(select.value).toBe('TH');
  });

  it('a Taiwanese player reads Traditional Chinese names (Taiwan\'s), Taiwan first', async () => {
    openBindPhone('zh_TW_#Hant', 'zh-TW');
    const select = (await screen.findByLabelText('國家/地區')) as HTMLSelectElement;
    await waitFor(() => expect(select.options[0].textContent).toBe('台灣 (+886)'));
    const texts = Array.from(select.options).map((o) => o.textContent ?? '');
    expect(texts).toContain('日本 (+81)');
    expect(texts).toContain('巴西 (+55)');
    expect(texts).toContain('美國 (+1)');
    expect(texts.some((t) => /^[A-Z]{2} |^[A-Za-z]/.test(t))).toBe(false); // neither ids nor English names
  });

  it('Japanese names from the package for a Japanese player', async () => {
    openBindPhone('ja_JP', 'ja-JP');
    const select = (await screen.findByLabelText('国/地域')) as HTMLSelectElement;
    await waitFor(() => expect(select.options[0].textContent).toBe('日本 (+81)'));
    expect(Array.from(select.options).map((o) => o.textContent)).toContain('ブラジル (+55)');
  });
});

describe('orderCountries', () => {
  const list = WORLD.country;
  it('keeps an entry nothing names (a hostile id) as its id, and never throws', () => {
    const out = orderCountries([...list, { id: '<b>X</b>', number: '1' }], () => null, 'en-US', 'JP');
    expect(out[0].label).toBe('JP (+81)');
    expect(out.map((c) => c.label)).toContain('<b>X</b> (+1)');
  });

  it('puts the device country first only when the list has it', () => {
    const out = orderCountries(list, (id) => id, 'en-US', 'FR');
    expect(out.map((c) => c.id)).toEqual(['AE', 'AR', 'BR', 'CA', 'CN', 'DE', 'EG', 'JP', 'MX', 'SA', 'TH', 'TR', 'TW', 'US', 'VN']);
  });

  it('in a right-to-left page the dialling code keeps reading left to right (+81, never 81+)', () => {
    const names: Record<string, string> = { JP: 'اليابان' };
    const out = orderCountries(list, (id) => names[id] ?? null, 'ar', 'JP', true);
    expect(out[0].label).toBe('اليابان (\u202a+81\u202c)');
    expect(orderCountries(list, (id) => names[id] ?? null, 'en-US', 'JP')[0].label).toBe('اليابان (+81)');
  });
});
