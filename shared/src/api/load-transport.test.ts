// The transport chunk (axios, the payload's RSA) is downloaded when a call needs it: a download that fails fails the
// call as a network error, sends nothing, and the next call downloads it again.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '../session/session-slice';
import { initI18n } from '../i18n/i18n';
import { createAppStore } from '../store/store';
import { loggedInState } from '../testing/logged-in-state';
import { apiClient } from './api-client';
import { ApiError, errorText } from './api-error';
import { loadTransport, prefetchTransport } from './load-transport';
import { decryptPayload } from '../testing/decrypt-payload';
import { flushPendingWork } from '../testing/flush-pending-work';
import { providerRequest } from './provider-request';
import { setSessionSource } from './request-fields';

// How many downloads of the chunk fail before one arrives (the chunk's import() rejects, as webpack's ChunkLoadError).
let mockRefusals = 0;
let mockDownloads = 0;
jest.mock('./transport', () => {
  mockDownloads += 1;
  if (mockRefusals > 0) {
    mockRefusals -= 1;
    throw new Error('Loading chunk transport failed.');
  }
  return jest.requireActual('./transport');
});

let sent: InternalAxiosRequestConfig[];
const answer: AxiosAdapter = async (config) => {
  sent.push(config);
  return { data: JSON.stringify({ status: 'ok', config: {} }), status: 200, statusText: '', headers: {}, config };
};

beforeAll(async () => {
  await initI18n('en-US');
  const store = createAppStore(loggedInState());
  setSessionSource(() => store.getState().session);
});

beforeEach(() => {
  sent = [];
  apiClient.defaults.adapter = answer;
});

test('a call whose transport cannot be downloaded fails as a network error and sends nothing; the next one downloads it and is sent', async () => {
  mockRefusals = 1;
  const downloadsBefore = mockDownloads;
  const failed = await providerRequest({ method: 'GET', path: 'open/sdk/config' }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(failed).toBeInstanceOf(ApiError);
  expect(failed).toMatchObject({ kind: 'network', code: 'network' });
  expect(errorText(failed)).toBe('Network error encountered. Please try again later~');
  expect(sent).toEqual([]);

  await expect(providerRequest({ method: 'GET', path: 'open/sdk/config' })).resolves.toMatchObject({ status: 'ok' });
  expect(sent).toHaveLength(1);
  expect(mockDownloads - downloadsBefore).toBe(2);
});

test('the chunk is downloaded once for every call and prefetch after it', async () => {
  prefetchTransport();
  const first = await loadTransport();
  const downloads = mockDownloads;
  prefetchTransport();
  const [a, b] = await Promise.all([loadTransport(), loadTransport()]);
  expect([a, b]).toEqual([first, first]);
  expect(a.apiClient).toBe(apiClient); // the one client: the same instance the kernel's tests and mocks reach
  expect(mockDownloads).toBe(downloads);
});

test('a call started while the chunk downloads carries the session of the moment it goes out, not of when it began', async () => {
  const real = await loadTransport();
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  // A page whose chunk is still on its way: the same kernel modules, with a download that ends when the test says.
  let page!: { providerRequest: typeof providerRequest; setSessionSource: typeof setSessionSource };
  jest.isolateModules(() => {
    jest.doMock('./load-transport', () => ({
      loadTransport: async () => {
        await arrived;
        return real;
      },
    }));
    page = { ...jest.requireActual('./provider-request'), ...jest.requireActual('./request-fields') };
  });
  try {
    const first = createAppStore(loggedInState());
    page.setSessionSource(() => first.getState().session);
    const call = page.providerRequest({ method: 'GET', path: 'open/sdk/config' });
    const next = createAppStore(loggedInState({ user: { openId: 'open-2' } }));
    page.setSessionSource(() => next.getState().session); // another player logged in meanwhile
    arrive();
    await call;
    expect(sent).toHaveLength(1);
    expect(JSON.parse(decryptPayload((sent[0].params as { q: string }).q))).toMatchObject({ open_id: 'open-2' });
  } finally {
    jest.dontMock('./load-transport');
  }
});

test('a prefetch whose download fails leaves no unhandled rejection, and the next call downloads again', async () => {
  jest.resetModules(); // a page that has downloaded nothing yet
  const fresh = jest.requireActual<typeof import('./load-transport')>('./load-transport');
  mockRefusals = 1;
  const before = mockDownloads;
  fresh.prefetchTransport();
  await expect(fresh.loadTransport()).rejects.toThrow('Loading chunk transport failed.');
  await expect(fresh.loadTransport()).resolves.toHaveProperty('requestJson');
  expect(mockDownloads - before).toBe(2);
});

// security-2 N3: an RTK Query call (providerBaseQuery) waits for the chunk too, and the game may log the player out
// meanwhile: the call then goes out for nobody (it is not sent), and a call of the next player carries their session.
test('a query queued while the chunk downloads is not sent if the player is forgotten meanwhile', async () => {
  const real = await loadTransport();
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let page!: { api: typeof import('./api-slice').api; forgetPlayer: typeof import('../session/forget-player').forgetPlayer };
  jest.isolateModules(() => {
    jest.doMock('./load-transport', () => ({
      loadTransport: async () => {
        await arrived;
        return real;
      },
    }));
    page = { ...jest.requireActual('./api-slice'), ...jest.requireActual('../session/forget-player') };
  });
  try {
    const ping = page.api.injectEndpoints({
      endpoints: (build) => ({ ping: build.query<unknown, string>({ query: () => ({ method: 'GET', path: 'open/sdk/config' }) }) }),
    });
    // a store of the page's own api instance (the isolated modules), with the player logged in
    const store = configureStore({
      reducer: { session: sessionSlice.reducer, [page.api.reducerPath]: page.api.reducer },
      preloadedState: { session: loggedInState({ user: { token: 'tok-old', openId: 'open-old' } }).session },
      middleware: (getDefault) => getDefault().concat(page.api.middleware),
    });
    const queued = store.dispatch(ping.endpoints.ping.initiate('a'));
    page.forgetPlayer(store.dispatch); // the game logged the player out while the chunk was on its way
    arrive();
    await queued;
    await flushPendingWork();
    expect(sent).toEqual([]); // nothing left with the old player's token
  } finally {
    jest.dontMock('./load-transport');
  }
});
