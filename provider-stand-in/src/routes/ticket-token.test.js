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

const saveTicket = (userid, token) => postJson('/ticket-api/save-ticket', { companyid: '1', userid, ticket_content: 'hi' }, token);

async function multipartUpload(token) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('png-bytes')], { type: 'image/png' }), 'shot.png');
  form.append('key', '1001');
  const encoded = new Response(form);
  return request(ctx.standIn, {
    method: 'POST', path: '/ticket-api/upload', body: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'Content-Type': encoded.headers.get('content-type'), token },
  });
}

describe('POST /open/ticket/token', () => {
  it('answers a logged-in player a token bound to that player\'s support customer, which the server made', async () => {
    const res = await callOpen(ctx.standIn, 'POST', '/open/ticket/token', { ...TOKEN, user_id: '10001' });
    expect(res).toEqual({ status: 'ok', token: expect.stringMatching(/^ticket-token-/), customerId: 'cs-10001' });
    // the customer is the checked player's (nick from the server's record), before the page saved anything
    expect(ctx.standIn.state.ticketService.users['10001']).toEqual({ userId: 'cs-10001', nick: 'Aria' });
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

  it('answers a logged-out player a token for a guest customer of the server\'s own, never one the page names', async () => {
    const res = await callOpen(ctx.standIn, 'POST', '/open/ticket/token', GUEST);
    expect(res).toEqual({ status: 'ok', token: expect.stringMatching(/^ticket-token-/), customerId: expect.stringMatching(/^cs-/) });
    expect((await saveUser('guest:dev-1:lost@example.com', res.token)).json)
      .toEqual({ ret_code: '1', ret_msg: 'A guest token files for its own guest customer only' });
    expect((await saveUser('10001', res.token)).json).toMatchObject({ ret_code: '1' });
    expect((await saveTicket(res.customerId, res.token)).json).toEqual({ ret_code: '000000', item: { ticketId: 'T-00001' } });
  });

  it('needs the provider\'s encrypted q like every /open/ call (a plain request gets no token)', async () => {
    const plain = await request(ctx.standIn, {
      method: 'POST', path: '/open/ticket/token', body: JSON.stringify({ ...basePayload(), ...TOKEN }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(plain.json).toMatchObject({ status: 'fail', error: 'decrypt' });
    expect(ctx.standIn.state.ticketService.tokens).toEqual([]);
  });

  it('a token it answers files a ticket for its own customer only: another customer\'s record is refused', async () => {
    const member = await callOpen(ctx.standIn, 'POST', '/open/ticket/token', { ...TOKEN, user_id: '10001' });
    const guest = await callOpen(ctx.standIn, 'POST', '/open/ticket/token', GUEST);
    // a guest token naming the player's customer, and the player's token naming the guest's
    expect((await saveTicket(member.customerId, guest.token)).json)
      .toEqual({ ret_code: '1', ret_msg: 'userid is not the customer this token was issued for' });
    expect((await saveTicket(guest.customerId, member.token)).json).toMatchObject({ ret_code: '1' });
    expect((await saveTicket(member.customerId, member.token)).json).toEqual({ ret_code: '000000', item: { ticketId: 'T-00001' } });
    expect(ctx.standIn.state.ticketService.tickets.map((t) => t.payload.userid)).toEqual([member.customerId]);
  });

  it('a guest token has a quota: one ticket and four images', async () => {
    const guest = await callOpen(ctx.standIn, 'POST', '/open/ticket/token', GUEST);
    for (let i = 0; i < 4; i += 1) expect((await multipartUpload(guest.token)).json).toMatchObject({ ret_code: '000000' });
    expect((await multipartUpload(guest.token)).json).toEqual({ ret_code: '1', ret_msg: 'This guest token has no uploads left' });
    expect((await saveTicket(guest.customerId, guest.token)).json).toMatchObject({ ret_code: '000000' });
    expect((await saveTicket(guest.customerId, guest.token)).json).toEqual({ ret_code: '1', ret_msg: 'This guest token has no tickets left' });
    // every upload is recorded with the customer its token was issued for
    expect(ctx.standIn.state.ticketService.uploads.map((u) => u.customerId)).toEqual(Array(4).fill(guest.customerId));
  });

  it('rate-limits guest tokens per client address (1429), but never a logged-in player\'s', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await callOpen(ctx.standIn, 'POST', '/open/ticket/token', GUEST));
    expect(answers.slice(0, 10).every((a) => a.status === 'ok')).toBe(true);
    expect(answers[10]).toEqual({ status: 'fail', error: '1429', error_msg: 'Too many support requests from this device. Try again later.' });
    expect(await callOpen(ctx.standIn, 'POST', '/open/ticket/token', { ...TOKEN, user_id: '10001' })).toMatchObject({ status: 'ok' });
  });
});
