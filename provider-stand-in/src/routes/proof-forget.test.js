// §8 "proof" forgot password: masked lookup, codes by username to what the account has bound, a proof from the check
// that the reset needs and spends (bound to purpose and account, 10 minutes on the stand-in's clock).
const { callOpen, control, useStandIn } = require('../testing/client');
const { forgetProof, codeProof } = require('../testing/proof-steps');

const ctx = useStandIn({ extensions: ['proof'] });
const call = (method, path, payload) => callOpen(ctx.standIn, method, path, payload);
const reset = (username, proof, password = 'Reset2026x') => call('POST', '/open/oauth/forget', { username, password, proof, open_id: '' });
const TEN_MINUTES = 10 * 60 * 1000;

describe('forget lookup (proof)', () => {
  it('answers masked values only, for either account', async () => {
    expect(await call('GET', '/open/oauth/forget', { username: 'Player@Example.com', open_id: '' })).toEqual({ status: 'ok', Mobile: '138****5678', Account: 'p***@example.com' });
    expect(await call('GET', '/open/oauth/forget', { username: '13900001111', open_id: '' })).toEqual({ status: 'ok', Mobile: '139****1111', Account: 't***@example.com' });
    expect(await call('GET', '/open/oauth/forget', { username: 'nobody@example.com', open_id: '' })).toMatchObject({ status: 'fail', error: '1302' });
  });

  it("answers '' for what is not bound", async () => {
    await control(ctx.standIn, 'POST', 'scenario', { bind: { mail: null } });
    expect(await call('GET', '/open/oauth/forget', { username: '13812345678', open_id: '' })).toEqual({ status: 'ok', Mobile: '138****5678', Account: '' });
  });
});

describe('forget codes by username (proof)', () => {
  it('sends the code to the bound number or address, never one from the page', async () => {
    const sms = { username: 'player@example.com', target: 'mobile_forget_password', target_id: 'dev-1', country: '86', mobile: '10000000000' };
    expect(await call('POST', '/open/oauth/sms', sms)).toEqual({ status: 'ok', result: true });
    expect(await call('POST', '/open/oauth/mail', { username: '13900001111', target: 'email_forget_password', target_id: 'dev-1' })).toEqual({ status: 'ok', result: true });
    expect(ctx.standIn.state.sentCodes).toEqual([
      expect.objectContaining({ channel: 'sms', to: '13812345678', target: 'mobile_forget_password', username: 'player@example.com' }),
      expect.objectContaining({ channel: 'mail', to: 'taken@example.com', target: 'email_forget_password', username: '13900001111' }),
    ]);
  });

  it('refuses a forget code without a username, for an unknown one, or to what is not bound', async () => {
    expect(await call('POST', '/open/oauth/sms', { mobile: '13812345678', target: 'mobile_forget_password', target_id: 'd' })).toMatchObject({ status: 'fail', error: '1000' });
    expect(await call('POST', '/open/oauth/mail', { username: 'nobody@example.com', target: 'email_forget_password', target_id: 'd' })).toMatchObject({ status: 'fail', error: '1302' });
    await control(ctx.standIn, 'POST', 'scenario', { bind: { mail: null } });
    expect(await call('POST', '/open/oauth/mail', { username: '13812345678', target: 'email_forget_password', target_id: 'd' })).toMatchObject({ status: 'fail', error: '1202' });
    expect(ctx.standIn.state.sentCodes).toEqual([]);
  });

  it('answers a proof for the right code, none for a wrong one', async () => {
    const checked = await forgetProof(ctx.standIn, '13812345678');
    expect(checked).toEqual({ status: 'ok', result: true, proof: expect.any(String) });
    expect(checked.proof.length).toBeGreaterThan(0);
    expect(checked.proof.length).toBeLessThanOrEqual(256);
    expect(await forgetProof(ctx.standIn, '13812345678', { security: '000000' })).toEqual({ status: 'ok', result: false });
    const byMail = await forgetProof(ctx.standIn, 'player@example.com', { channel: 'mail' });
    expect(byMail).toEqual({ status: 'ok', result: true, proof: expect.any(String) });
    expect(byMail.proof).not.toBe(checked.proof);
  });
});

describe('forget reset (proof)', () => {
  it('resets with a proof of a forget purpose for that account, and spends it', async () => {
    const { proof } = await forgetProof(ctx.standIn, 'player@example.com', { channel: 'mail' });
    expect(await reset('player@example.com', proof)).toEqual({ status: 'ok', result: true });
    expect(ctx.standIn.state.player.password).toBe('Reset2026x');
    expect(await reset('player@example.com', proof, 'Again2026x')).toMatchObject({ status: 'fail', error: '1401' });
    expect(ctx.standIn.state.player.password).toBe('Reset2026x');
  });

  it('refuses a missing or made-up proof with 1401', async () => {
    expect(await reset('13812345678', '')).toMatchObject({ status: 'fail', error: '1401' });
    expect(await reset('13812345678', undefined)).toMatchObject({ status: 'fail', error: '1401' });
    expect(await reset('13812345678', 'made-up-proof')).toMatchObject({ status: 'fail', error: '1401' });
    expect(ctx.standIn.state.player.password).toBe('Passw0rd1');
  });

  it('keeps a proof 10 minutes on the stand-in clock, and no longer', async () => {
    const early = await forgetProof(ctx.standIn, '13812345678');
    const late = await forgetProof(ctx.standIn, '13812345678');
    await control(ctx.standIn, 'POST', 'clock', { advanceMs: TEN_MINUTES - 60000 });
    expect(await reset('13812345678', early.proof)).toEqual({ status: 'ok', result: true });
    await control(ctx.standIn, 'POST', 'clock', { advanceMs: 60000 });
    expect(await reset('13812345678', late.proof, 'Later2026x')).toMatchObject({ status: 'fail', error: '1401' });
    expect(ctx.standIn.state.player.password).toBe('Reset2026x');
  });

  it("refuses another account's proof, and a proof of another purpose", async () => {
    const other = await forgetProof(ctx.standIn, '13900001111');
    expect(await reset('13812345678', other.proof)).toMatchObject({ status: 'fail', error: '1401' });
    const changePassword = await codeProof(ctx.standIn, { mobile: '13812345678', target: 'mobile_change_password' });
    expect(changePassword).toMatchObject({ result: true, proof: expect.any(String) });
    expect(await reset('13812345678', changePassword.proof)).toMatchObject({ status: 'fail', error: '1401' });
    expect(ctx.standIn.state.player.password).toBe('Passw0rd1');
    // the refused proof was not spent: its own account still resets with it
    expect(await reset('13900001111', other.proof, 'Other2026x')).toEqual({ status: 'ok', result: true });
  });

  it("keeps the second account's password apart from the demo player's", async () => {
    const { proof } = await forgetProof(ctx.standIn, 'taken@example.com', { channel: 'mail' });
    expect(await reset('taken@example.com', proof, 'Other2026x')).toEqual({ status: 'ok', result: true });
    expect(ctx.standIn.state.otherAccount.password).toBe('Other2026x');
    expect(ctx.standIn.state.player.password).toBe('Passw0rd1');
  });

  it('does not spend the proof on a password the rules refuse', async () => {
    const { proof } = await forgetProof(ctx.standIn, '13812345678');
    expect(await reset('13812345678', proof, 'short1')).toMatchObject({ status: 'fail', error: '1301' });
    expect(await reset('13812345678', proof)).toEqual({ status: 'ok', result: true });
  });

  it('follows taken@example.com to the demo player once the player takes it over', async () => {
    await call('POST', '/open/oauth/binding', { oauth_type: 'Account', username: 'taken@example.com', security: '123456', forceMailBind: true });
    expect(await call('GET', '/open/oauth/forget', { username: 'taken@example.com', open_id: '' })).toEqual({ status: 'ok', Mobile: '138****5678', Account: 't***@example.com' });
    expect(await call('GET', '/open/oauth/forget', { username: '13900001111', open_id: '' })).toEqual({ status: 'ok', Mobile: '139****1111', Account: '' });
  });
});
