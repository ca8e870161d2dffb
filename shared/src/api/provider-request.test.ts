// SPEC §7/§8 wire rules of the main helper, with axios mocked at its adapter (the network edge).
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { setAppConfig } from '../config/app-config';
import { initI18n, setLocale } from '../i18n/i18n';
import { createAppStore } from '../store/store';
import { decryptPayload } from '../testing/decrypt-payload';
import { loggedInState } from '../testing/logged-in-state';
import { apiClient } from './api-client';
import { setSessionSource } from './request-fields';
import { ApiError, errorText } from './api-error';
import { providerRequest } from './provider-request';

let seen: InternalAxiosRequestConfig[];
const reply = (status: number, body: unknown): AxiosAdapter => async (config) => {
  seen.push(config);
  return { data: typeof body === 'string' ? body : JSON.stringify(body), status, statusText: '', headers: {}, config };
};
const use = (adapter: AxiosAdapter) => {
  apiClient.defaults.adapter = adapter;
};

beforeAll(async () => {
  await initI18n('en-US');
});

beforeEach(() => {
  seen = [];
  const store = createAppStore(loggedInState());
  setSessionSource(() => store.getState().session);
  jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
});

afterEach(() => {
  jest.restoreAllMocks();
  setAppConfig({});
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('request shape', () => {
  it('GET: url, v/q params, base fields merged under the payload, Accept-Language', async () => {
    use(reply(200, { status: 'ok', config_map: { items1: ['faq'] } }));
    const body = await providerRequest<{ config_map: unknown }>({ method: 'GET', path: 'open/sdk/config', payload: { grant_app: 'override', x: '汉字' } });
    expect(body).toEqual({ status: 'ok', config_map: { items1: ['faq'] } });
    const c = seen[0];
    expect(c.method).toBe('get');
    expect(c.url).toBe('http://localhost:3100/open/sdk/config');
    expect(c.params.v).toBe('app-1');
    expect(JSON.parse(decryptPayload(c.params.q))).toEqual({
      grant_app: 'override', channel: 'ch-1', time: 1_700_000_000_000, open_id: 'open-1', opensdk_version: '3.0.0', x: '汉字',
    });
    expect(c.headers['Accept-Language']).toBe('en-US');
    expect(c.data).toBeUndefined();
    expect(c.timeout).toBe(15000);
  });

  it('POST: also sends v and q in an urlencoded form body', async () => {
    use(reply(200, { status: 'ok' }));
    await providerRequest({ method: 'POST', path: '/open/oauth/sms', payload: { mobile: '138', target: 'mobile_login' } });
    const c = seen[0];
    expect(c.url).toBe('http://localhost:3100/open/oauth/sms');
    expect(String(c.headers['Content-Type'])).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(c.data);
    expect(form.get('v')).toBe('app-1');
    expect(form.get('q')).toBe(c.params.q);
    expect(JSON.parse(decryptPayload(form.get('q')!))).toMatchObject({ mobile: '138', target: 'mobile_login' });
  });

  it('DELETE with a suffix, apiBase from config, and Accept-Language from the current locale', async () => {
    setAppConfig({ apiBase: 'https://api.example/root/' });
    await setLocale('zh-TW');
    use(reply(200, { status: 'ok', result: true }));
    await providerRequest({ method: 'DELETE', path: 'open/message', suffix: '/42', payload: { messageId: '42' } });
    expect(seen[0].method).toBe('delete');
    expect(seen[0].url).toBe('https://api.example/root/open/message/42');
    expect(seen[0].headers['Accept-Language']).toBe('zh-TW');
    await setLocale('en-US');
  });

  it.each([
    ['pt_BR', [], 'pt-PT'], ['es_MX', [], 'es-ES'], ['vi_VN', [], 'en-US'], ['tr_TR', [], 'en-US'], ['ar_SA', [], 'en-US'],
    ['pt_BR', ['pt-BR', 'es-419'], 'pt-BR'], ['es_MX', ['pt-BR', 'es-419'], 'es-419'], ['ar_EG', ['ar-SA'], 'ar-SA'],
    ['pt_PT', ['pt-BR'], 'pt-PT'],
  ])('a %s player with providerLocales %j tells the server %s', async (tag, providerLocales, expected) => {
    setAppConfig({ providerLocales });
    // Only the server locale matters here: the texts' chunk need not arrive first.
    void setLocale(tag);
    use(reply(200, { status: 'ok' }));
    await providerRequest({ method: 'GET', path: 'open/sdk/config' });
    expect(seen[0].headers['Accept-Language']).toBe(expected);
    setAppConfig({});
    await setLocale('en-US');
  });

  it('q is URL-encoded on the wire', async () => {
    use(reply(200, { status: 'ok' }));
    await providerRequest({ method: 'GET', path: 'open/sdk/config' });
    const url = apiClient.getUri(seen[0]);
    const q = new URL(url).searchParams.get('q');
    expect(q).toBe(seen[0].params.q);
    expect(url).not.toMatch(/[?&]q=[^&]*[+/=]/);
  });
});

describe('SPEC §8 errors', () => {
  it('non-200 → HTTP status ### "Server didn\'t respond"', async () => {
    use(reply(500, { status: 'ok' }));
    const e = await failure(providerRequest({ method: 'GET', path: 'open/sdk/config' }));
    expect(e).toMatchObject({ kind: 'http', code: '500', message: "500###Server didn't respond" });
    expect(errorText(e)).toBe("Server didn't respond");
  });

  it.each([
    [{ status: 'fail', error: 1345, error_msg: 'bound elsewhere' }, '1345', 'bound elsewhere'],
    [{ status: 'fail', error: '2001', errorMsg: 'camel message' }, '2001', 'camel message'],
    [{ status: 'fail', error: 7 }, '7', 'System error'],
    [{ status: 'fail', error_msg: 'no number' }, 'status', 'no number'],
    [{ status: 'error', error: 3, error_msg: '' }, '3', 'System error'],
    [{ config_map: {} }, 'status', 'System error'],
  ])('status not ok %j → code###text', async (body, code, text) => {
    use(reply(200, body));
    const e = await failure(providerRequest({ method: 'POST', path: 'open/oauth/mail' }));
    expect(e.kind).toBe('status');
    expect(e.message).toBe(`${code}###${text}`);
    expect(errorText(e)).toBe(text);
  });

  it('no connection (network error) → "Network error encountered…"', async () => {
    use(async (config) => {
      throw new AxiosError('boom', AxiosError.ERR_NETWORK, config);
    });
    const e = await failure(providerRequest({ method: 'GET', path: 'open/sdk/config' }));
    expect(e).toMatchObject({ kind: 'network', code: 'network' });
    expect(errorText(e)).toBe('Network error encountered. Please try again later~');
  });

  it.each([['an abort for the timeout', AxiosError.ECONNABORTED], ['a timeout', AxiosError.ETIMEDOUT]])(
    'no answer in time (%s) → SPEC §8\'s "network error, please retry later"',
    async (_name, code) => {
      use(async (config) => {
        throw new AxiosError('timeout of 15000ms exceeded', code, config);
      });
      const e = await failure(providerRequest({ method: 'GET', path: 'open/sdk/config' }));
      expect(e).toMatchObject({ kind: 'network', code: 'timeout' });
      expect(errorText(e)).toBe('Network error, please retry later');
    },
  );

  it.each([['HTML', '<html>oops</html>'], ['a JSON array', '[1]'], ['JSON null', 'null'], ['empty', '']])(
    'non-JSON body (%s) → SPEC §8\'s "server request failed"',
    async (_name, body) => {
      use(reply(200, body));
      const e = await failure(providerRequest({ method: 'GET', path: 'open/sdk/config' }));
      expect(e.kind).toBe('parse');
      expect(errorText(e)).toBe('Server request failed');
    },
  );

  it('refuses to send without a usable public key (never in clear)', async () => {
    const store = createAppStore(loggedInState({ app: { publicKey: '' } }));
    setSessionSource(() => store.getState().session);
    use(reply(200, { status: 'ok' }));
    const e = await failure(providerRequest({ method: 'GET', path: 'open/sdk/config' }));
    expect(e).toMatchObject({ kind: 'parse', code: 'public_key' });
    expect(seen).toHaveLength(0);
  });

  it('error texts follow the language', async () => {
    await setLocale('de-DE');
    use(reply(502, ''));
    const e = await failure(providerRequest({ method: 'GET', path: 'open/sdk/config' }));
    expect(errorText(e)).toBe('Der Server hat nicht geantwortet');
    await setLocale('en-US');
  });
});
