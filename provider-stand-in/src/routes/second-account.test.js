// The second seeded account (13900001111, taken@example.com) in SPEC §7 mode: found by the forgot-password calls with its
// own values and password, while taken@example.com keeps the 1345 rule for the demo player.
const { callOpen, useStandIn } = require('../testing/client');

const ctx = useStandIn();
const call = (method, path, payload) => callOpen(ctx.standIn, method, path, payload);

describe('second account (SPEC §7 alone)', () => {
  it('is looked up by its mobile or e-mail with its own values', async () => {
    const expected = { status: 'ok', Mobile: '13900001111', Account: 'taken@example.com' };
    expect(await call('GET', '/open/oauth/forget', { username: '13900001111', open_id: '' })).toEqual(expected);
    expect(await call('GET', '/open/oauth/forget', { username: 'Taken@example.com', open_id: '' })).toEqual(expected);
  });

  it("resets its own password, not the demo player's", async () => {
    expect(await call('POST', '/open/oauth/forget', { username: 'taken@example.com', password: 'Other2026x', open_id: '' })).toEqual({ status: 'ok', result: true });
    expect(ctx.standIn.state.otherAccount.password).toBe('Other2026x');
    expect(ctx.standIn.state.player.password).toBe('Passw0rd1');
  });

  it('keeps taken@example.com bound elsewhere for the demo player (1345), and answers verify without a proof', async () => {
    expect(await call('POST', '/open/oauth/mail', { mail: 'taken@example.com', target: 'email_binding_code', target_id: 'd', forceMailBind: false })).toMatchObject({ error: '1345' });
    expect(await call('GET', '/open/oauth/sms', { mobile: '13900001111', target: 'mobile_change_password', target_id: 'd', security: '123456' })).toEqual({ status: 'ok', result: true });
  });
});
