// The helpers every app's tests lean on behave as documented.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { providerRequest } from '../api/provider-request';
import { plainGet } from '../api/plain-get';
import { encryptPayload } from '../api/rsa/encrypt-payload';
import { callNative } from '../bridge/call-native';
import { nativeWindow } from '../bridge/native-methods';
import { callNativeForResult } from '../bridge/native-results';
import { createAppStore, useAppSelector } from '../store/store';
import { showLoading } from '../ui/feedback/loading';
import { toast } from '../ui/feedback/toast';
import { decryptPayload } from './decrypt-payload';
import { expectLocalesComplete } from './expect-locales-complete';
import { TEXT_LANGUAGES } from '../locale/resolve-locale';
import { loggedInState } from './logged-in-state';
import { holdResponse } from './held-response';
import { mockProvider } from './mock-provider';
import { recordNativeCalls } from './native-calls';
import { installPointerEventShim } from './pointer-event-shim';
import { renderWithProviders } from './render-with-providers';
import { TEST_PUBLIC_KEY_PEM } from './test-keys';

function Probe() {
  const { t } = useTranslation('common');
  const openId = useAppSelector((s) => s.session.user.openId);
  const { pathname, search } = useLocation();
  return <p>{`${t('title.userCenter')}|${openId}|${pathname}${search}`}</p>;
}

describe('renderWithProviders', () => {
  it('provides store, i18n (suspense) and router at route', async () => {
    const { store } = renderWithProviders(<Probe />, { preloadedState: loggedInState(), route: '/faq?x=1' });
    expect(await screen.findByText('User Center|open-1|/faq?x=1')).toBeInTheDocument();
    expect(store.getState().session.isLogin).toBe(true);
  });

  it('leaves the router out when the tree brings its own', async () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/own']}>
        <Probe />
      </MemoryRouter>,
      { withRouter: false },
    );
    expect(await screen.findByText('User Center||/own')).toBeInTheDocument();
  });

  it('renders in another locale', async () => {
    renderWithProviders(<Probe />, { locale: 'ja-JP' });
    expect(await screen.findByText('ユーザーセンター||/')).toBeInTheDocument();
  });

  it('mounts UiRoot, so toasts and the loading overlay are on screen', async () => {
    renderWithProviders(<Probe />);
    act(() => {
      toast('Saved');
      showLoading();
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('starts every test without the previous test\'s toasts or overlay', async () => {
    renderWithProviders(<Probe />);
    await screen.findByText('User Center||/');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('mounts the tree at path beside more routes; other paths show the location probe', async () => {
    function Page() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/elsewhere?a=1')}>away</button>;
    }
    renderWithProviders(<Page />, { path: '/page', routes: { '/start': <p>start page</p> }, route: '/start' });
    expect(await screen.findByText('start page')).toBeInTheDocument();
    renderWithProviders(<Page />, { path: '/page' });
    fireEvent.click(await screen.findByRole('button', { name: 'away' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere?a=1');
  });

  it('puts initialEntries behind route, so going back reaches them', async () => {
    function Page() {
      const navigate = useNavigate();
      return <button onClick={() => navigate(-1)}>back</button>;
    }
    renderWithProviders(<Page />, { path: '/page', route: '/page?x=1', initialEntries: ['/start'], routes: { '/start': <p>start page</p> } });
    fireEvent.click(await screen.findByRole('button', { name: 'back' }));
    expect(await screen.findByText('start page')).toBeInTheDocument();
  });

  it('leaves UiRoot out on request', async () => {
    renderWithProviders(<Probe />, { withUiRoot: false });
    act(() => toast('Unseen'));
    await screen.findByText('User Center||/');
    expect(screen.queryByText('Unseen')).not.toBeInTheDocument();
  });

  it('makes the store it renders with the API client\'s session source, a passed-in one too', async () => {
    const store = createAppStore(loggedInState({ user: { openId: 'open-passed' } }));
    createAppStore(); // a later store would otherwise feed the client
    const mock = mockProvider({ 'GET open/sdk/config': { status: 'ok' } });
    try {
      renderWithProviders(<p />, { store });
      await providerRequest({ method: 'GET', path: 'open/sdk/config' });
      expect(mock.requests[0].payload).toMatchObject({ open_id: 'open-passed' });
    } finally {
      mock.restore();
    }
  });
});

it('holdResponse keeps requests waiting until the test releases them', async () => {
  renderWithProviders(<p />, { preloadedState: loggedInState() });
  const held = holdResponse();
  const mock = mockProvider({ 'GET open/sdk/config': held.handler });
  try {
    let settled = false;
    const first = providerRequest({ method: 'GET', path: 'open/sdk/config' }).finally(() => (settled = true));
    const second = providerRequest({ method: 'GET', path: 'open/sdk/config' });
    await waitFor(() => expect(mock.requests).toHaveLength(2));
    expect(settled).toBe(false);
    held.release({ status: 'ok', n: 1 });
    await expect(first).resolves.toEqual({ status: 'ok', n: 1 });
    await expect(second).resolves.toEqual({ status: 'ok', n: 1 });
  } finally {
    mock.restore();
  }
});

describe('recordNativeCalls', () => {
  it('records calls to native, answers a waiting call through window.ucOnResult, and cleans up', async () => {
    const native = recordNativeCalls();
    callNative('exit');
    const result = callNativeForResult('bindAccount', { authType: 'Google' });
    expect(native.of('bindAccount')[0].payload).toMatchObject({ authType: 'Google', callbackId: expect.any(String) });
    native.answer('bindAccount', '{"access_token":"x"}');
    await expect(result).resolves.toEqual({ access_token: 'x' });
    expect(native.calls.map((c) => c.method)).toEqual(['exit', 'bindAccount']); // the quiet install's init is not listed
    expect(() => native.answer('login', {})).toThrow('no login call to answer');
    native.stop();
    expect(nativeWindow().ucOnResult).toBeUndefined();
    callNative('exit');
    expect(native.of('exit')).toHaveLength(1);
  });
});

it('installPointerEventShim gives jsdom a PointerEvent with a pointer type', () => {
  installPointerEventShim();
  const seen = jest.fn();
  const el = document.createElement('div');
  el.addEventListener('pointerdown', (e) => seen((e as PointerEvent).pointerType));
  fireEvent.pointerDown(el, { pointerType: 'touch' });
  expect(seen).toHaveBeenCalledWith('touch');
});

describe('expectLocalesComplete', () => {
  const write = (dir: string, texts: Record<string, unknown>) => {
    for (const lang of TEXT_LANGUAGES) {
      fs.writeFileSync(path.join(dir, `${lang}.json`), JSON.stringify(texts[lang] ?? texts.en));
    }
  };
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'uc-locales-'));

  it('passes for complete locales', () => {
    const dir = tmp();
    write(dir, { en: { a: { b: 'x {{n}}' }, c: 'y' } });
    expect(() => expectLocalesComplete(dir)).not.toThrow();
  });

  it.each([
    ['a missing key', { de: { a: {}, c: 'y' } }, 'de: missing a.b'],
    ['an extra key', { fr: { a: { b: 'x {{n}}' }, c: 'y', d: 'z' } }, 'fr: extra d'],
    ['an empty text', { ko: { a: { b: ' ' }, c: 'y' } }, 'ko: empty a.b'],
    ['a non-string', { it: { a: { b: 3 }, c: 'y' } }, 'it: empty a.b'],
    ['a lost placeholder', { ru: { a: { b: 'x' }, c: 'y' } }, 'ru: placeholders differ in a.b'],
  ])('fails on %s', (_name, overrides, message) => {
    const dir = tmp();
    write(dir, { en: { a: { b: 'x {{n}}' }, c: 'y' }, ...overrides });
    expect(() => expectLocalesComplete(dir)).toThrow(message);
  });

  it('fails on a missing file', () => {
    const dir = tmp();
    write(dir, { en: { a: 'x' } });
    fs.unlinkSync(path.join(dir, 'pt.json'));
    expect(() => expectLocalesComplete(dir)).toThrow('missing locale file');
  });

  it.each(['zh-Hant', 'th'])('checks %s too', (lang) => {
    const dir = tmp();
    write(dir, { en: { a: 'x' } });
    fs.unlinkSync(path.join(dir, `${lang}.json`));
    expect(() => expectLocalesComplete(dir)).toThrow(`missing locale file ${path.join(dir, lang)}.json`);
  });

  describe('plural keys (en has `_one`/`_other`): each language has the forms its counts take', () => {
    const en = { n_one: '{{count}} coin', n_other: '{{count}} coins', c: 'y' };
    const ok = {
      en, ja: { n_other: '{{count}} コイン', c: 'y' }, ru: { n_one: '{{count}} монета', n_few: '{{count}} монеты', n_many: '{{count}} монет', n_other: '{{count}} монеты', c: 'y' },
      ar: { n_zero: 'لا عملات', n_one: 'عملة واحدة', n_two: 'عملتان', n_few: '{{count}} عملات', n_many: '{{count}} عملة', n_other: '{{count}} عملة', c: 'y' },
      fr: { n_one: '{{count}} pièce', n_other: '{{count}} pièces', c: 'y' }, // `many` (millions) may be left to `_other`
      ...Object.fromEntries(['zh', 'zh-Hant', 'id', 'ko', 'th', 'vi'].map((l) => [l, { n_other: '{{count}}', c: 'y' }])),
    };

    it('passes with each language\'s own categories', () => {
      const dir = tmp();
      write(dir, ok);
      expect(() => expectLocalesComplete(dir)).not.toThrow();
    });

    it.each([
      ['a Russian form a count takes', { ru: { n_one: 'a {{count}}', n_other: 'b {{count}}', c: 'y' } }, 'ru: missing n_few'],
      ['an Arabic form a count takes', { ar: { ...ok.ar, n_two: undefined } }, 'ar: missing n_two'],
      ['a form the language does not have', { ja: { n_one: '{{count}}', n_other: '{{count}}', c: 'y' } }, 'ja: extra n_one'],
      ['the plain key beside the forms', { de: { n: '{{count}}', n_one: '{{count}} Münze', n_other: '{{count}} Münzen', c: 'y' } }, 'de: extra n'],
      ['a plain key instead of forms', { it: { n: '{{count}} monete', c: 'y' } }, 'it: missing n_one'],
      ['a lost count in `_other`', { ar: { ...ok.ar, n_other: 'عملة' } }, 'ar: placeholders differ in n_other'],
      ['a lost count in `_few`', { ru: { ...ok.ru, n_few: 'монеты' } }, 'ru: placeholders differ in n_few'],
    ])('fails on %s', (_name, overrides, message) => {
      const dir = tmp();
      write(dir, { ...ok, ...overrides });
      expect(() => expectLocalesComplete(dir)).toThrow(message);
    });
  });

  it('fails on a locale file that is no text language (it would be bundled but never tested)', () => {
    const dir = tmp();
    write(dir, { en: { a: 'x' } });
    fs.writeFileSync(path.join(dir, 'zh-TW.json'), JSON.stringify({ a: 'x' }));
    expect(() => expectLocalesComplete(dir)).toThrow('zh-TW.json is no text language');
  });
});

describe('mockProvider', () => {
  let mock: ReturnType<typeof mockProvider>;
  afterEach(() => mock.restore());

  it('routes by method and path, decrypts q, and logs requests', async () => {
    renderWithProviders(<p />, { preloadedState: loggedInState() });
    mock = mockProvider({
      'GET open/sdk/config': { status: 'ok', config_map: { items1: ['faq'] } },
      'open/oauth/sms': (req) => ({ status: 'ok', echo: req.payload?.mobile }),
      'open/sdk/country': () => ({ status: 500, body: 'down' }),
    });
    await expect(providerRequest({ method: 'GET', path: 'open/sdk/config' })).resolves.toMatchObject({ config_map: { items1: ['faq'] } });
    await expect(providerRequest({ method: 'POST', path: 'open/oauth/sms', payload: { mobile: '138' } })).resolves.toEqual({ status: 'ok', echo: '138' });
    await expect(plainGet('open/sdk/country')).rejects.toMatchObject({ code: '500' });
    await expect(providerRequest({ method: 'GET', path: 'open/unknown' })).rejects.toMatchObject({ code: '404' });
    expect(mock.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET open/sdk/config', 'POST open/oauth/sms', 'GET open/sdk/country', 'GET open/unknown',
    ]);
    expect(mock.requests[1].payload).toMatchObject({ mobile: '138', open_id: 'open-1', grant_app: 'app-1' });
    expect(mock.requests[0].headers['Accept-Language']).toBe('en-US');
  });
});

it('decryptPayload inverts encryptPayload without PKCS#1 support from Node', () => {
  const text = JSON.stringify({ s: 'héllo 汉字 🎮'.repeat(30) });
  expect(decryptPayload(encryptPayload(text, TEST_PUBLIC_KEY_PEM))).toBe(text);
});
