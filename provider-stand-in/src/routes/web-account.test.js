// §8 webAccount: a deletion code by username (mobile_delete_account / email_delete_account) yields a proof that stands in
// for the token in detail, apply and cancel for 10 minutes without being spent; anything else is 1401.
const { callOpen, control, useStandIn, TOKEN } = require('../testing/client');
const { codeProof, deleteProof, forgetProof } = require('../testing/proof-steps');

const ctx = useStandIn({ extensions: ['proof', 'webAccount'] });
const del = (path, payload) => callOpen(ctx.standIn, 'POST', `/open/oauth/delete/${path}`, { open_id: '', ...payload });
const advance = (ms) => control(ctx.standIn, 'POST', 'clock', { advanceMs: ms });
const REFUSED = (msg) => ({ status: 'fail', error: '1401', error_msg: msg });
const MINUTE = 60 * 1000;

describe('webAccount codes', () => {
  it('sends the deletion code by username to what the account has bound, and checks it into a proof', async () => {
    const sms = await deleteProof(ctx.standIn, '13812345678');
    expect(sms).toEqual({ status: 'ok', result: true, proof: expect.stringMatching(/^[A-Za-z0-9_-]{20,256}$/) });
    const mail = await deleteProof(ctx.standIn, 'player@example.com');
    expect(mail).toMatchObject({ result: true, proof: expect.any(String) });
    expect(ctx.standIn.state.sentCodes).toEqual([
      expect.objectContaining({ channel: 'sms', to: '13812345678', target: 'mobile_delete_account', username: '13812345678' }),
      expect.objectContaining({ channel: 'mail', to: 'player@example.com', target: 'email_delete_account', username: 'player@example.com' }),
    ]);
  });

  it('answers 1302 for an account nobody has, 1202 for a channel it has not bound, and counts wrong codes', async () => {
    expect(await callOpen(ctx.standIn, 'POST', '/open/oauth/sms', { username: '13700000000', target: 'mobile_delete_account', target_id: 'd', country: '86' }))
      .toMatchObject({ status: 'fail', error: '1302' });
    await control(ctx.standIn, 'POST', 'scenario', { bind: { mobile: null } });
    expect(await callOpen(ctx.standIn, 'POST', '/open/oauth/sms', { username: 'player@example.com', target: 'mobile_delete_account', target_id: 'd', country: '86' }))
      .toMatchObject({ status: 'fail', error: '1202' });
    for (let i = 0; i < 5; i += 1) expect(await deleteProof(ctx.standIn, 'player@example.com', { security: '000000' })).toEqual({ status: 'ok', result: false });
    expect(await deleteProof(ctx.standIn, 'player@example.com')).toMatchObject({ status: 'fail', error: '1429' });
  });

  it('works without "proof" for its own purposes only, and is unknown without webAccount', async () => {
    await control(ctx.standIn, 'POST', 'extensions', { extensions: ['webAccount'] });
    expect(await deleteProof(ctx.standIn, '13812345678')).toMatchObject({ result: true, proof: expect.any(String) });
    expect(await forgetProof(ctx.standIn, '13812345678')).toMatchObject({ status: 'fail', error: '1000' });
    await control(ctx.standIn, 'POST', 'extensions', { extensions: ['proof'] });
    expect(await deleteProof(ctx.standIn, '13812345678')).toMatchObject({ status: 'fail', error: '1000', error_msg: 'Unknown target mobile_delete_account' });
  });
});

describe('the deletion calls by {username, proof}', () => {
  it('detail, apply, detail, cancel with one proof (not spent), each with no token', async () => {
    const { proof } = await deleteProof(ctx.standIn, '13812345678');
    const who = { username: '13812345678', proof };
    expect(await del('detail', who)).toEqual({ status: 'ok', appling: false, allowedApply: true, rest_time: 0 });
    expect(await del('apply', who)).toEqual({ status: 'ok' });
    expect(await del('detail', who)).toMatchObject({ appling: true });
    expect(ctx.standIn.state.deletion.appling).toBe(true);
    expect(await del('cancel', who)).toEqual({ status: 'ok', canceled: true });
    expect(await del('detail', who)).toMatchObject({ appling: false });
  });

  it('keeps each account to its own status: the second account by e-mail', async () => {
    const { proof } = await deleteProof(ctx.standIn, 'taken@example.com');
    expect(await del('apply', { username: 'taken@example.com', proof })).toEqual({ status: 'ok' });
    expect(ctx.standIn.state.otherAccount.deletion.appling).toBe(true);
    expect(ctx.standIn.state.deletion.appling).toBe(false);
    expect(await callOpen(ctx.standIn, 'POST', '/open/oauth/delete/detail', TOKEN)).toMatchObject({ appling: false });
  });

  it('refuses with 1401 a missing, made-up, expired, other-purpose or other-account proof', async () => {
    const username = '13812345678';
    expect(await del('detail', { username })).toEqual(REFUSED('Proof missing: verify a code first'));
    expect(await del('apply', { username, proof: 'made-up' })).toEqual(REFUSED('Proof wrong'));
    const forget = (await forgetProof(ctx.standIn, username)).proof;
    expect(await del('detail', { username, proof: forget })).toEqual(REFUSED('Proof is for another purpose'));
    const change = (await codeProof(ctx.standIn, { mobile: username, target: 'mobile_change_password' })).proof;
    expect(await del('cancel', { username, proof: change })).toEqual(REFUSED('Proof is for another purpose'));
    const other = (await deleteProof(ctx.standIn, '13900001111')).proof;
    expect(await del('apply', { username, proof: other })).toEqual(REFUSED('Proof is for another account'));
    const { proof } = await deleteProof(ctx.standIn, username);
    await advance(9 * MINUTE);
    expect(await del('detail', { username, proof })).toMatchObject({ status: 'ok' });
    await advance(MINUTE);
    expect(await del('detail', { username, proof })).toEqual(REFUSED('Proof expired'));
    expect(ctx.standIn.state.deletion.appling).toBe(false);
  });

  it('answers 1302 for an unknown username and 1002 with neither token nor username', async () => {
    const { proof } = await deleteProof(ctx.standIn, '13812345678');
    expect(await del('detail', { username: '13700000000', proof })).toMatchObject({ status: 'fail', error: '1302' });
    expect(await del('detail', {})).toMatchObject({ status: 'fail', error: '1002' });
  });

  it('takes only the token without webAccount', async () => {
    const { proof } = await deleteProof(ctx.standIn, '13812345678');
    await control(ctx.standIn, 'POST', 'extensions', { extensions: ['proof'] });
    expect(await del('detail', { username: '13812345678', proof })).toMatchObject({ status: 'fail', error: '1002' });
    expect(await callOpen(ctx.standIn, 'POST', '/open/oauth/delete/detail', TOKEN)).toMatchObject({ status: 'ok' });
  });

  it('logs every call with its payload: the proof, and no token', async () => {
    const { proof } = await deleteProof(ctx.standIn, '13812345678');
    await del('detail', { username: '13812345678', proof });
    const logged = ctx.standIn.requests.filter((r) => r.path.startsWith('/open/oauth/delete/'));
    expect(logged).toEqual([expect.objectContaining({ method: 'POST', path: '/open/oauth/delete/detail', ok: true, payload: expect.objectContaining({ username: '13812345678', proof }) })]);
    expect(logged[0].payload).not.toHaveProperty('token');
  });
});
