// The deployment's ticket-token endpoint: the stand-in checks the player's session, signs with the key it keeps, and
// binds the token to the customer it may file for (the logged-in player's user id, or guest customers only).
const { request, callOpen, basePayload, useStandIn, TOKEN } = require('../testing/client');

const ctx = useStandIn();

const postJson = (path, body, token) => request(ctx.standIn, {
  method: 'POST', path, body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
});
const saveUser = (partnerId, token) => postJson('/ticket-api/save-user', { nick: 'x', partnerId }, token);
const GUEST = { open_id: '', user_id: '' };

describe('POST /open/ticket/token', () => {
  it('answers a logged-in player a ticket token that files for that player only', async () => {
    const res = await callOpen(ctx.standIn, 'POST', '/open/ticket/token', { ...TOKEN, user_id: '10001' });
    expect(res).toEqual({ status: 'ok', token: expect.stringMatching(/^ticket-token-/) });
    expect((await saveUser('10001', res.token)).json).toEqual({ ret_code: '000000', item: { userId: 'cs-10001' } });
    // another player's customer, or a guest one, is refused with this token
    expect((await saveUser('10002', res.token)).json).toEqual({ ret_code: '1', ret_msg: 'partnerId is not the player this token was issued to' });
    expect((await saveUser('guest:dev:a@example.com', res.token)).json).toMatchObject({ ret_code: '1' });
  });

  it('refuses a session that is not the player\'s (wrong token or open_id): no token', async () => {
    expect(await callOpen(ctx.standIn, 'POST', '/open/ticket/token', { token: 'stolen?', user_id: '10001' }))
      .toMatchObject({ status: 'fail', error: '1002' });
    expect(await callOpen(ctx.standIn, 'POST', '/open/ticket/token', { ...TOKEN, open_id: 'someone-else' }))
      .toMatchObject({ status: 'fail', error: '1003' });
    expect(ctx.standIn.state.ticketService.tokens).toEqual([]);
  });

  it('answers a logged-out player (no session) a token for guest customers only', async () => {
    const res = await callOpen(ctx.standIn, 'POST', '/open/ticket/token', GUEST);
    expect(res).toEqual({ status: 'ok', token: expect.stringMatching(/^ticket-token-/) });
    expect((await saveUser('guest:dev-1:lost@example.com', res.token)).json).toMatchObject({ ret_code: '000000' });
    expect((await saveUser('10001', res.token)).json).toEqual({ ret_code: '1', ret_msg: 'A guest token files for guest customers only' });
  });

  it('needs the provider\'s encrypted q like every /open/ call (a plain request gets no token)', async () => {
    const plain = await request(ctx.standIn, {
      method: 'POST', path: '/open/ticket/token', body: JSON.stringify({ ...basePayload(), ...TOKEN }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(plain.json).toMatchObject({ status: 'fail', error: 'decrypt' });
    expect(ctx.standIn.state.ticketService.tokens).toEqual([]);
  });

  it('a token it answers works for upload and save-ticket like a signed one', async () => {
    const { token } = await callOpen(ctx.standIn, 'POST', '/open/ticket/token', { ...TOKEN, user_id: '10001' });
    const user = await saveUser('10001', token);
    const saved = await postJson('/ticket-api/save-ticket', { companyid: '1', userid: user.json.item.userId, ticket_content: 'hi' }, token);
    expect(saved.json).toEqual({ ret_code: '000000', item: { ticketId: 'T-00001' } });
  });
});
