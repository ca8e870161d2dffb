// §8 attempt limit: 5 wrong codes for one account within 10 minutes → lookup, send and verify answer 1429 for that
// account until 10 minutes after the 5th (the stand-in's clock); other accounts and a reset are unaffected.
const { callOpen, control, useStandIn } = require('../testing/client');
const { forgetProof, codeProof } = require('../testing/proof-steps');

const ctx = useStandIn({ extensions: ['proof'] });
const call = (method, path, payload) => callOpen(ctx.standIn, method, path, payload);
const advance = (ms) => control(ctx.standIn, 'POST', 'clock', { advanceMs: ms });
const MINUTE = 60 * 1000;
const TOO_MANY = { status: 'fail', error: '1429', error_msg: 'Too many attempts. Try again in 10 minutes.' };

const lookup = (username) => call('GET', '/open/oauth/forget', { username, open_id: '' });
const sendSms = (username) => call('POST', '/open/oauth/sms', { username, target: 'mobile_forget_password', target_id: 'dev-1', country: '86' });

async function wrongCodes(n, username = '13812345678') {
  for (let i = 0; i < n; i += 1) expect(await forgetProof(ctx.standIn, username, { security: '000000' })).toEqual({ status: 'ok', result: false });
}

describe('attempt limit (proof)', () => {
  it('refuses lookup, send and verify for the account after the 5th wrong code, even the right code', async () => {
    await wrongCodes(4);
    expect(await forgetProof(ctx.standIn, '13812345678')).toMatchObject({ result: true, proof: expect.any(String) });
    await wrongCodes(1);
    expect(await lookup('player@example.com')).toEqual(TOO_MANY);
    expect(await sendSms('13812345678')).toEqual(TOO_MANY);
    expect(await call('GET', '/open/oauth/sms', { username: '13812345678', target: 'mobile_forget_password', target_id: 'dev-1', security: '123456' })).toEqual(TOO_MANY);
    // the account is locked, whatever names it and whatever the purpose
    expect(await codeProof(ctx.standIn, { mail: 'player@example.com', target: 'email_change_password' })).toEqual(TOO_MANY);
    // another account is not
    expect(await lookup('13900001111')).toMatchObject({ status: 'ok', Mobile: '139****1111' });
  });

  it('lifts 10 minutes after the 5th wrong code, not before', async () => {
    await wrongCodes(4);
    await advance(5 * MINUTE);
    await wrongCodes(1);
    await advance(9 * MINUTE);
    expect(await lookup('13812345678')).toEqual(TOO_MANY);
    await advance(MINUTE);
    expect(await lookup('13812345678')).toMatchObject({ status: 'ok', Mobile: '138****5678' });
    expect(await forgetProof(ctx.standIn, '13812345678')).toMatchObject({ result: true, proof: expect.any(String) });
  });

  it('counts only wrong codes within 10 minutes of each other', async () => {
    await wrongCodes(4);
    await advance(10 * MINUTE);
    await wrongCodes(1);
    expect(await lookup('13812345678')).toMatchObject({ status: 'ok' });
    await wrongCodes(3);
    expect(await lookup('13812345678')).toMatchObject({ status: 'ok' });
    await wrongCodes(1);
    expect(await lookup('13812345678')).toEqual(TOO_MANY);
  });

  it('counts wrong codes to a number no account owns by that number', async () => {
    const wrong = { mobile: '13700000000', target: 'mobile_change_binding', security: '000000' };
    for (let i = 0; i < 5; i += 1) expect(await codeProof(ctx.standIn, wrong)).toEqual({ status: 'ok', result: false });
    expect(await codeProof(ctx.standIn, { ...wrong, security: '123456' })).toEqual(TOO_MANY);
    expect(await lookup('13812345678')).toMatchObject({ status: 'ok' });
  });

  it('is cleared by a reset, and absent without the extension', async () => {
    await wrongCodes(5);
    await control(ctx.standIn, 'POST', 'reset');
    expect(await lookup('13812345678')).toMatchObject({ status: 'ok' });
    await control(ctx.standIn, 'POST', 'extensions', { extensions: [] });
    const spec = { mobile: '13812345678', target: 'mobile_change_password', target_id: 'dev-1', country: '86', security: '000000' };
    for (let i = 0; i < 6; i += 1) expect(await call('GET', '/open/oauth/sms', spec)).toEqual({ status: 'ok', result: false });
    expect(await call('GET', '/open/oauth/forget', { username: '13812345678', open_id: '' })).toEqual({ status: 'ok', Mobile: '13812345678', Account: 'player@example.com' });
  });
});
