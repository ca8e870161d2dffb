// Sending and verifying SMS / mail codes: 123456 verifies, 1345 on sending to an e-mail bound elsewhere.
const { callOpen, useStandIn } = require('../testing/client');

const ctx = useStandIn();
const call = (method, path, payload) => callOpen(ctx.standIn, method, path, payload);

describe('SMS and mail codes', () => {
  it('sends an SMS and records it', async () => {
    const res = await call('POST', '/open/oauth/sms', { mobile: '13812345678', target_id: 'dev', target: 'mobile_change_binding', country: '86' });
    expect(res).toEqual({ status: 'ok', result: true });
    expect(ctx.standIn.state.sentCodes).toEqual([expect.objectContaining({ channel: 'sms', to: '13812345678', target: 'mobile_change_binding' })]);
  });

  it('refuses an SMS without a mobile or with an unknown purpose', async () => {
    expect(await call('POST', '/open/oauth/sms', { mobile: '', target: 'mobile_login' })).toMatchObject({ status: 'fail', error: '1000' });
    expect(await call('POST', '/open/oauth/sms', { mobile: '1', target: 'nope' })).toMatchObject({ status: 'fail', error: '1000' });
  });

  it('verifies an SMS code: true only for 123456', async () => {
    const base = { mobile: '13812345678', target_id: 'dev', target: 'mobile_change_password', country: '86' };
    expect(await call('GET', '/open/oauth/sms', { ...base, security: '123456' })).toEqual({ status: 'ok', result: true });
    expect(await call('GET', '/open/oauth/sms', { ...base, security: '654321' })).toEqual({ status: 'ok', result: false });
  });

  it('sends a mail code, with 1345 for an address bound elsewhere unless forced', async () => {
    const base = { target_id: 'dev', target: 'email_binding_code' };
    expect(await call('POST', '/open/oauth/mail', { ...base, mail: 'fresh@example.com', forceMailBind: false })).toEqual({ status: 'ok', result: true });
    expect(await call('POST', '/open/oauth/mail', { ...base, mail: 'taken@example.com', forceMailBind: false })).toEqual({
      status: 'fail', error: '1345', error_msg: 'This e-mail is already bound to another account',
    });
    expect(await call('POST', '/open/oauth/mail', { ...base, mail: 'TAKEN@example.com', forceMailBind: true })).toEqual({ status: 'ok', result: true });
  });

  it('verifies a mail code: true only for 123456', async () => {
    const base = { mail: 'player@example.com', target_id: 'dev', target: 'email_change_binding' };
    expect(await call('GET', '/open/oauth/mail', { ...base, security: '123456' })).toEqual({ status: 'ok', result: true });
    expect(await call('GET', '/open/oauth/mail', { ...base, security: '' })).toEqual({ status: 'ok', result: false });
  });
});
