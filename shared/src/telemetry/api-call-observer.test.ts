// telemetry-api through the kernel's real client and helpers, the network mocked at the client's adapter: calls and
// failures counted per path template, and nothing of the player (token, open id, phone, e-mail, codes) in a report.
import { AxiosError, type AxiosAdapter } from 'axios';
import { apiClient } from '../api/api-client';
import { setSessionSource } from '../api/request-fields';
import { plainGet } from '../api/plain-get';
import { providerRequest } from '../api/provider-request';
import { ticketServiceRequest } from '../api/ticket-service';
import { parseTelemetryConfig } from '../config/telemetry-config';
import { initI18n } from '../i18n/i18n';
import { createAppStore } from '../store/store';
import { loggedInState } from '../testing/logged-in-state';
import { mockProvider } from '../testing/mock-provider';
import { recordNativeCalls, type NativeCallRecorder } from '../testing/native-calls';
import { flushTelemetry, startTelemetry, stopTelemetry } from './telemetry';
import type { ApiCallItem } from './telemetry-types';

// What a player's session and requests hold: none of it may reach a report.
const PLAYER = {
  token: 'tok-SECRET-5f3a9c',
  openId: 'open-PLAYER-77821',
  userId: 'user-PLAYER-9912',
  mobile: '13912345678',
  mail: 'aria.player@example.com',
  smsCode: '482913',
  activationCode: 'WELCOMEGIFT',
  messageId: '20250117',
};

let native: NativeCallRecorder;
let restore: (() => void) | undefined;
beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  native = recordNativeCalls();
  const store = createAppStore(loggedInState({ user: { token: PLAYER.token, openId: PLAYER.openId, userId: PLAYER.userId, mobile: PLAYER.mobile } }));
  setSessionSource(() => store.getState().session);
  startTelemetry(parseTelemetryConfig({}));
});
afterEach(() => {
  stopTelemetry();
  restore?.();
  restore = undefined;
  native.stop();
});

const apiReports = () => native.of('report').map((c) => c.payload as { code: string; items: ApiCallItem[]; dropped: number });
/** Flushes the batch: the API items of the reports it sent. */
const itemsSent = () => {
  const before = apiReports().length;
  flushTelemetry();
  return apiReports().slice(before).filter((r) => r.code === 'telemetry-api').flatMap((r) => r.items);
};
const settle = (p: Promise<unknown>) => p.catch(() => undefined);
const counts = (calls: number, kinds: Partial<Record<'network' | 'http' | 'parse' | 'fail', number>> = {}) => {
  const k = { network: 0, http: 0, parse: 0, fail: 0, ...kinds };
  return { calls, errors: k.network + k.http + k.parse + k.fail, ...k };
};

test('calls and each kind of failure are counted per path template and method, ids and codes replaced by :id', async () => {
  let messageAnswer: unknown = { status: 'ok', content: 'hi' };
  restore = mockProvider({
    'GET open/sdk/config': { status: 'ok', config_map: {} },
    [`GET open/message/${PLAYER.messageId}`]: () => messageAnswer,
    [`POST open/activeCode/case/${PLAYER.activationCode}`]: { status: 'fail', error: '3001', error_msg: 'already claimed' },
    'GET open/sdk/country': { status: 500, body: 'oops' },
    'GET open/sdk/faq': { body: '<html>gateway</html>' },
  }).restore;
  await providerRequest({ method: 'GET', path: 'open/sdk/config' });
  await providerRequest({ method: 'GET', path: 'open/sdk/config' });
  await providerRequest({ method: 'GET', path: 'open/message', suffix: `/${PLAYER.messageId}` });
  messageAnswer = { status: 'fail', error: '1002' };
  await settle(providerRequest({ method: 'GET', path: 'open/message', suffix: `/${PLAYER.messageId}` }));
  await settle(providerRequest({ method: 'POST', path: 'open/activeCode/case', suffix: `/${PLAYER.activationCode}`, payload: { code: PLAYER.activationCode } }));
  await settle(plainGet('open/sdk/country'));
  await settle(providerRequest({ method: 'GET', path: 'open/sdk/faq', payload: { typeId: 3 } }));

  expect(itemsSent()).toEqual([
    { path: 'open/sdk/config', method: 'GET', ...counts(2) },
    { path: 'open/message/:id', method: 'GET', ...counts(2, { fail: 1 }) },
    { path: 'open/activeCode/case/:id', method: 'POST', ...counts(1, { fail: 1 }) },
    { path: 'open/sdk/country', method: 'GET', ...counts(1, { http: 1 }) },
    { path: 'open/sdk/faq', method: 'GET', ...counts(1, { parse: 1 }) },
  ]);
  // the next batch starts from zero
  expect(itemsSent()).toEqual([]);
});

test('no answer counts as a network failure; a call the page cancelled is not counted', async () => {
  const adapter: AxiosAdapter = async (config) => {
    if (config.signal?.aborted) throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  };
  const previous = apiClient.defaults.adapter;
  apiClient.defaults.adapter = adapter;
  restore = () => {
    apiClient.defaults.adapter = previous;
  };
  await settle(providerRequest({ method: 'GET', path: 'open/sdk/config' }));
  const aborted = new AbortController();
  aborted.abort();
  await settle(apiClient.request({ url: 'http://localhost:3100/open/sdk/config', signal: aborted.signal }));
  expect(itemsSent()).toEqual([{ path: 'open/sdk/config', method: 'GET', ...counts(1, { network: 1 }) }]);
});

test('the ticket service is counted under ticket/, its ret_code failures as fail', async () => {
  restore = mockProvider({
    'GET ticket-api/token': { ret_code: '000000', item: { token: 'service-token-abc' } },
    'POST ticket-api/save-user': { ret_code: '100001', ret_msg: 'denied' },
  }).restore;
  await ticketServiceRequest({ method: 'GET', path: 'token', params: { appId: 'a', sign: 'SIGNATURE123' } });
  await settle(ticketServiceRequest({ method: 'POST', path: 'save-user', body: { nick: 'Aria', partnerId: PLAYER.openId }, token: 'service-token-abc' }));
  expect(itemsSent()).toEqual([
    { path: 'ticket/token', method: 'GET', ...counts(1) },
    { path: 'ticket/save-user', method: 'POST', ...counts(1, { fail: 1 }) },
  ]);
});

test("no report ever holds the session's token, open id, user id or phone, or a request's e-mail, code or id", async () => {
  restore = mockProvider({
    'POST open/oauth/binding': { status: 'fail', error: '1345', error_msg: `${PLAYER.mail} is bound elsewhere` },
    'GET open/oauth/sms': { status: 'fail', error: '2001', error_msg: `wrong code ${PLAYER.smsCode}` },
    'GET open/oauth/binding': { status: 'ok', mobile: PLAYER.mobile, mail: PLAYER.mail },
    [`POST open/activeCode/case/${PLAYER.activationCode}`]: { status: 'ok' },
    [`GET open/coin/balance/${PLAYER.userId}`]: { status: 500, body: PLAYER.token },
  }).restore;
  await settle(providerRequest({ method: 'POST', path: 'open/oauth/binding', payload: { mail: PLAYER.mail, code: PLAYER.smsCode, token: PLAYER.token } }));
  await settle(providerRequest({ method: 'GET', path: 'open/oauth/sms', payload: { mobile: PLAYER.mobile, security: PLAYER.smsCode } }));
  await settle(providerRequest({ method: 'GET', path: 'open/oauth/binding', payload: { open_id: PLAYER.openId, token: PLAYER.token } }));
  await settle(providerRequest({ method: 'POST', path: 'open/activeCode/case', suffix: `/${encodeURIComponent(PLAYER.activationCode)}` }));
  await settle(providerRequest({ method: 'GET', path: 'open/coin/balance', suffix: `/${PLAYER.userId}`, payload: { user_id: PLAYER.userId } }));
  // a helper without a template: values in its URL are still replaced
  await settle(plainGet(`open/user/${PLAYER.mail}/${PLAYER.mobile}?token=${PLAYER.token}`));
  const sent = itemsSent();
  expect(sent.map((i) => `${i.method} ${i.path}`)).toEqual([
    'POST open/oauth/binding', 'GET open/oauth/sms', 'GET open/oauth/binding', 'POST open/activeCode/case/:id',
    'GET open/coin/balance/:id', 'GET open/user/:id/:id',
  ]);
  const text = JSON.stringify(native.calls);
  for (const value of Object.values(PLAYER)) expect(text).not.toContain(value);
});

test('off: the client still works and nothing is counted or sent', async () => {
  stopTelemetry();
  startTelemetry(parseTelemetryConfig({ enabled: false }));
  restore = mockProvider({ 'GET open/sdk/config': { status: 'ok', config_map: {} } }).restore;
  await expect(providerRequest({ method: 'GET', path: 'open/sdk/config' })).resolves.toEqual({ status: 'ok', config_map: {} });
  flushTelemetry();
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  expect(native.calls).toEqual([]);
});
