// §8 "proof" change password: a proof of mobile_change_password / email_change_password for the session's own account,
// spent by the change; email_change_password is a mail purpose only the extension knows.
const { callOpen, control, useStandIn, TOKEN } = require('../testing/client');
const { forgetProof, codeProof } = require('../testing/proof-steps');

const ctx = useStandIn({ extensions: ['proof'] });
const call = (method, path, payload) => callOpen(ctx.standIn, method, path, payload);
const change = (proof, password = 'NewPass123') => call('POST', '/open/oauth/password', { ...TOKEN, open_id: 'demo-open-id', password, proof });

describe('change password (proof)', () => {
  it('changes with a proof from a code to the bound phone, and spends it', async () => {
    const { proof } = await codeProof(ctx.standIn, { mobile: '13812345678', target: 'mobile_change_password' });
    expect(await change(proof)).toEqual({ status: 'ok', result: true });
    expect(ctx.standIn.state.player.password).toBe('NewPass123');
    expect(await change(proof, 'Again2026x')).toMatchObject({ status: 'fail', error: '1401' });
    expect(ctx.standIn.state.player.password).toBe('NewPass123');
  });

  it('changes with a proof from a code to the bound e-mail (purpose email_change_password)', async () => {
    const checked = await codeProof(ctx.standIn, { mail: 'player@example.com', target: 'email_change_password' });
    expect(checked).toEqual({ status: 'ok', result: true, proof: expect.any(String) });
    expect(ctx.standIn.state.sentCodes).toEqual([expect.objectContaining({ channel: 'mail', to: 'player@example.com', target: 'email_change_password' })]);
    expect(await change(checked.proof)).toEqual({ status: 'ok', result: true });
  });

  it('refuses no proof, a made-up one, and an expired one with 1401', async () => {
    expect(await change(undefined)).toMatchObject({ status: 'fail', error: '1401' });
    expect(await change('x'.repeat(40))).toMatchObject({ status: 'fail', error: '1401' });
    const { proof } = await codeProof(ctx.standIn, { mobile: '13812345678', target: 'mobile_change_password' });
    await control(ctx.standIn, 'POST', 'clock', { advanceMs: 10 * 60 * 1000 });
    expect(await change(proof)).toMatchObject({ status: 'fail', error: '1401' });
    expect(ctx.standIn.state.player.password).toBe('Passw0rd1');
  });

  it("refuses another account's proof and a proof of another purpose", async () => {
    const other = await codeProof(ctx.standIn, { mobile: '13900001111', target: 'mobile_change_password' });
    expect(other).toMatchObject({ result: true, proof: expect.any(String) });
    expect(await change(other.proof)).toMatchObject({ status: 'fail', error: '1401' });
    const forget = await forgetProof(ctx.standIn, '13812345678');
    expect(await change(forget.proof)).toMatchObject({ status: 'fail', error: '1401' });
    const binding = await codeProof(ctx.standIn, { mobile: '13812345678', target: 'mobile_change_binding' });
    expect(await change(binding.proof)).toMatchObject({ status: 'fail', error: '1401' });
    expect(ctx.standIn.state.player.password).toBe('Passw0rd1');
  });

  it('keeps the token check first and the password rule before spending', async () => {
    const { proof } = await codeProof(ctx.standIn, { mobile: '13812345678', target: 'mobile_change_password' });
    expect(await call('POST', '/open/oauth/password', { password: 'NewPass123', proof })).toMatchObject({ status: 'fail', error: '1002' });
    expect(await change(proof, 'short1')).toMatchObject({ status: 'fail', error: '1301' });
    expect(await change(proof)).toEqual({ status: 'ok', result: true });
  });

  it('knows email_change_password only with the extension', async () => {
    const fields = { mail: 'player@example.com', target: 'email_change_password', target_id: 'dev-1' };
    expect(await call('POST', '/open/oauth/mail', fields)).toEqual({ status: 'ok', result: true });
    await control(ctx.standIn, 'POST', 'extensions', { extensions: [] });
    expect(await call('POST', '/open/oauth/mail', fields)).toMatchObject({ status: 'fail', error: '1000' });
    expect(await call('GET', '/open/oauth/mail', { ...fields, security: '123456' })).toMatchObject({ status: 'fail', error: '1000' });
  });
});
