// The store kernel: session + api, lazily injected slices, and injected endpoints through providerRequest.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AxiosAdapter } from 'axios';
import { initI18n } from '../i18n/i18n';
import { api } from '../api/api-slice';
import { apiClient } from '../api/api-client';
import { loggedIn } from '../session/session-slice';
import { parseSessionPayload } from '../session/host-session-payload';
import { decryptPayload } from '../testing/decrypt-payload';
import { loggedInState } from '../testing/logged-in-state';
import { createAppStore, rootReducer, store, type RootState } from './store';

interface ProbeCounterState {
  value: number;
}

// What a remote writes to type its lazily injected slice.
declare module '@uc/shared' {
  interface LazyLoadedSlices {
    probeCounter: ProbeCounterState;
  }
}

const probeCounter = createSlice({
  name: 'probeCounter',
  initialState: { value: 0 } as ProbeCounterState,
  reducers: { added: (s, a: PayloadAction<number>) => void (s.value += a.payload) },
  selectors: { selectValue: (s) => s.value },
});

const injectedCounter = probeCounter.injectInto(rootReducer);

beforeAll(() => initI18n('en-US'));

it('starts with session and api state', () => {
  const s = createAppStore().getState();
  expect(s.session.isLogin).toBe(false);
  expect(s.api).toBeDefined();
  expect(store.getState().session).toBeDefined();
});

it('a lazily injected slice works and is typed through LazyLoadedSlices', () => {
  const s = createAppStore();
  expect(injectedCounter.selectors.selectValue(s.getState())).toBe(0); // initial state before any action
  s.dispatch(probeCounter.actions.added(3));
  const state: RootState = s.getState();
  expect(state.probeCounter?.value).toBe(3);
  expect(injectedCounter.selectors.selectValue(s.getState())).toBe(3);
});

it('accepts a preloaded session', () => {
  const s = createAppStore(loggedInState({ user: { openId: 'preloaded' } }));
  expect(s.getState().session.user.openId).toBe('preloaded');
});

describe('injected endpoints', () => {
  const probeApi = api.injectEndpoints({
    endpoints: (b) => ({
      probeConfig: b.query<{ items: string[] }, void>({
        query: () => ({ method: 'GET', path: 'open/sdk/config', payload: { grant_app_probe: 1 } }),
        transformResponse: (r: { config_map: { items1: string[] } }) => ({ items: r.config_map.items1 }),
      }),
      probeCountries: b.query<unknown, void>({ query: () => ({ method: 'GET', path: 'open/sdk/country', helper: 'plain' }) }),
      probeDelete: b.mutation<unknown, string>({
        query: (id) => ({ method: 'DELETE', path: 'open/message', suffix: `/${id}`, payload: { messageId: id } }),
      }),
    }),
  });

  const answer = (body: unknown, status = 200): AxiosAdapter => async (config) => ({
    data: JSON.stringify(body), status, statusText: '', headers: {}, config,
  });

  it('go through providerRequest with the calling store\'s session', async () => {
    const s = createAppStore(loggedInState({ user: { openId: 'store-a' } }));
    createAppStore(loggedInState({ user: { openId: 'newest-store' } })); // another store must not leak in
    const calls: Array<{ url?: string; q: string }> = [];
    apiClient.defaults.adapter = async (config) => {
      calls.push({ url: config.url, q: config.params.q });
      return answer({ status: 'ok', config_map: { items1: ['faq', 'ticket'] } })(config);
    };
    const r = await s.dispatch(probeApi.endpoints.probeConfig.initiate());
    expect(r.data).toEqual({ items: ['faq', 'ticket'] });
    expect(calls[0].url).toBe('http://localhost:3100/open/sdk/config');
    expect(JSON.parse(decryptPayload(calls[0].q))).toMatchObject({ open_id: 'store-a', grant_app_probe: 1, grant_app: 'app-1' });
  });

  it('carry the serializable SPEC §8 error value', async () => {
    const s = createAppStore(loggedInState());
    apiClient.defaults.adapter = answer({ status: 'fail', error: 1345, error_msg: 'taken' });
    const r = await s.dispatch(probeApi.endpoints.probeDelete.initiate('7'));
    expect('error' in r && r.error).toEqual({ kind: 'status', code: '1345', detail: 'taken', text: 'taken' });
  });

  it('use the plain helper when asked', async () => {
    const s = createAppStore(loggedInState());
    apiClient.defaults.adapter = answer({ ret_code: '000000', item: [{ id: 1, number: '+86' }] });
    const r = await s.dispatch(probeApi.endpoints.probeCountries.initiate());
    expect(r.data).toEqual([{ id: 1, number: '+86' }]);
  });

  it('a session that arrives later is used by the next request', async () => {
    const s = createAppStore();
    const parsed = parseSessionPayload({
      token: 't', open_id: 'late-user', app_id: 'app-9', language: 'ko', public_key: loggedInState().session.app.publicKey,
    });
    if (parsed.kind !== 'session') throw new Error('fixture');
    s.dispatch(loggedIn(parsed.payload));
    let q = '';
    apiClient.defaults.adapter = async (config) => {
      q = config.params.q;
      expect(config.headers['Accept-Language']).toBe('en-US'); // i18n's locale, set by the host via setLocale
      return answer({ status: 'ok', config_map: { items1: [] } })(config);
    };
    await s.dispatch(probeApi.endpoints.probeConfig.initiate());
    expect(JSON.parse(decryptPayload(q))).toMatchObject({ open_id: 'late-user', grant_app: 'app-9' });
  });
});
