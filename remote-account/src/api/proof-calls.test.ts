// The fields each call of the password flows sends (inside q, beside the base fields), exactly: SPEC §7's when the
// deployment lists no extension, ARCHITECTURE.md §8's with "proof" (forgot password by username, proofs on the resets).
import { createAppStore, setAppConfig, setSessionSource } from '@uc/shared';
import { loggedInState, mockProvider } from '@uc/shared/src/testing';
import { changePasswordApi } from './change-password';
import { checkMailCodeApi } from './check-mail-code';
import { checkSmsCodeApi } from './check-sms-code';
import { forgetResetApi } from './forget-reset';
import { sendMailCodeApi } from './send-mail-code';
import { sendSmsCodeApi } from './send-sms-code';

const BASE = ['channel', 'grant_app', 'open_id', 'opensdk_version', 'time'];
const OK = { status: 'ok', result: true, proof: 'pr-1' };
let provider: ReturnType<typeof mockProvider>;
const store = createAppStore(loggedInState());

beforeEach(() => {
  setSessionSource(() => store.getState().session);
  provider = mockProvider({ 'open/oauth/sms': OK, 'open/oauth/mail': OK, 'open/oauth/forget': OK, 'open/oauth/password': OK });
});
afterEach(() => {
  provider.restore();
  setAppConfig({});
});

/** Sends the call; its payload must hold exactly SPEC §7's base fields and `fields` (open_id may be both). */
async function expectSent(action: unknown, fields: Record<string, unknown>): Promise<void> {
  await (store.dispatch(action as never) as unknown as { unwrap(): Promise<unknown> }).unwrap();
  const payload = provider.requests[provider.requests.length - 1].payload ?? {};
  expect(Object.keys(payload).sort()).toEqual([...new Set([...BASE, ...Object.keys(fields)])].sort());
  expect(payload).toMatchObject(fields);
}

const sms = { purpose: 'mobile_forget_password', country: '86', deviceId: 'dev-1' } as const;
const mail = { purpose: 'email_forget_password', deviceId: 'dev-1' } as const;

describe('SPEC §7 alone (no providerExtensions)', () => {
  it('sends exactly §7 fields', async () => {
    await expectSent(sendSmsCodeApi.endpoints.sendSmsCode.initiate({ ...sms, mobile: '13812345678' }), {
      mobile: '13812345678', target_id: 'dev-1', target: 'mobile_forget_password', country: '86',
    });
    await expectSent(checkSmsCodeApi.endpoints.checkSmsCode.initiate({ ...sms, mobile: '13812345678', code: '123456' }), {
      mobile: '13812345678', target_id: 'dev-1', target: 'mobile_forget_password', country: '86', security: '123456',
    });
    await expectSent(sendMailCodeApi.endpoints.sendMailCode.initiate({ ...mail, mail: 'p@example.com' }), {
      mail: 'p@example.com', forceMailBind: false, target_id: 'dev-1', target: 'email_forget_password',
    });
    await expectSent(checkMailCodeApi.endpoints.checkMailCode.initiate({ ...mail, mail: 'p@example.com', code: '123456' }), {
      mail: 'p@example.com', target_id: 'dev-1', target: 'email_forget_password', security: '123456',
    });
  });

  it('never sends a proof, even when one is at hand', async () => {
    await expectSent(forgetResetApi.endpoints.forgetReset.initiate({ username: 'u', password: 'Passw0rd1', proof: 'pr-1' }), {
      username: 'u', password: 'Passw0rd1',
    });
    await expectSent(changePasswordApi.endpoints.changePassword.initiate({ password: 'Passw0rd1', openId: 'open-1', token: 'tok-123', proof: 'pr-1' }), { password: 'Passw0rd1', open_id: 'open-1', token: 'tok-123' });
  });
});

describe('ARCHITECTURE.md §8 "proof"', () => {
  beforeEach(() => setAppConfig({ providerExtensions: ['proof'] }));

  it('forgot password: codes by username, checks with the same fields plus security, a reset with the proof', async () => {
    await expectSent(sendSmsCodeApi.endpoints.sendSmsCode.initiate({ ...sms, username: 'p@example.com' }), {
      username: 'p@example.com', target: 'mobile_forget_password', target_id: 'dev-1', country: '86',
    });
    await expectSent(checkSmsCodeApi.endpoints.checkSmsCode.initiate({ ...sms, username: 'p@example.com', code: '123456' }), {
      username: 'p@example.com', target: 'mobile_forget_password', target_id: 'dev-1', country: '86', security: '123456',
    });
    await expectSent(sendMailCodeApi.endpoints.sendMailCode.initiate({ ...mail, username: 'p@example.com' }), {
      username: 'p@example.com', target: 'email_forget_password', target_id: 'dev-1',
    });
    await expectSent(checkMailCodeApi.endpoints.checkMailCode.initiate({ ...mail, username: 'p@example.com', code: '123456' }), {
      username: 'p@example.com', target: 'email_forget_password', target_id: 'dev-1', security: '123456',
    });
    await expectSent(forgetResetApi.endpoints.forgetReset.initiate({ username: 'p@example.com', password: 'Passw0rd1', proof: 'pr-1' }), {
      username: 'p@example.com', password: 'Passw0rd1', proof: 'pr-1',
    });
  });

  it('change password: the own number or address as SPEC sends them (the new mail purpose), then the proof', async () => {
    await expectSent(sendMailCodeApi.endpoints.sendMailCode.initiate({ purpose: 'email_change_password', deviceId: 'dev-1', mail: 'p@example.com' }), { mail: 'p@example.com', forceMailBind: false, target_id: 'dev-1', target: 'email_change_password' });
    await expectSent(changePasswordApi.endpoints.changePassword.initiate({ password: 'Passw0rd1', openId: 'open-1', token: 'tok-123', proof: 'pr-1' }), { password: 'Passw0rd1', open_id: 'open-1', token: 'tok-123', proof: 'pr-1' });
  });

  it('a check answers the proof; a wrong code or an answer that is no proof gives none', async () => {
    const check = (answer: object) => {
      provider.restore();
      provider = mockProvider({ 'GET open/oauth/sms': answer });
      return store.dispatch(checkSmsCodeApi.endpoints.checkSmsCode.initiate({ ...sms, username: 'u', code: '1' })).unwrap();
    };
    expect(await check({ status: 'ok', result: true, proof: 'pr-1' })).toEqual({ ok: true, proof: 'pr-1' });
    expect(await check({ status: 'ok', result: false, proof: 'pr-1' })).toEqual({ ok: false, proof: '' });
    expect(await check({ status: 'ok', result: true, proof: 7 })).toEqual({ ok: true, proof: '' });
    expect(await check({ status: 'ok', result: true, proof: 'x'.repeat(257) })).toEqual({ ok: true, proof: '' });
    expect(await check({ status: 'ok', result: true, proof: 'x'.repeat(256) })).toEqual({ ok: true, proof: 'x'.repeat(256) });
  });
});
