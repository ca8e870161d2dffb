// The ticket support service: signed token, token-guarded upload / save user / save ticket, recorded tickets.
const { request, control, useStandIn } = require('../testing/client');
const { ticketSign, LOCAL_CONFIG_APP_KEY } = require('./ticket-service');

const ctx = useStandIn();

async function getToken() {
  const createTime = String(Date.now());
  const res = await request(ctx.standIn, { path: '/ticket-api/token', query: { appId: '20001', createTime, sign: ticketSign('20001', createTime) } });
  return res.json.item.token;
}

const postJson = (path, body, token) => request(ctx.standIn, {
  method: 'POST', path, body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
});

async function multipart(fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, 'shot.png');
    else form.append(name, value);
  }
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') };
}

describe('ticket service', () => {
  it('signs md5(appId + createTime + appKey): the documented test vector', () => {
    expect(ticketSign('20001', '1700000000000')).toBe('0a7a32774f3265ce8b3258ec8fdb3bd3');
  });

  it('issues a token for a good signature, upper-case hex accepted', async () => {
    const res = await request(ctx.standIn, { path: '/ticket-api/token', query: { appId: '20001', createTime: '1700000000000', sign: '0A7A32774F3265CE8B3258EC8FDB3BD3' } });
    expect(res.json).toEqual({ ret_code: '000000', item: { token: expect.stringMatching(/^ticket-token-/) } });
  });

  it('also accepts the local app-config.json key (uc-local-key), so the local product files tickets', async () => {
    const sign = ticketSign('uc-local-app', '1700000000000', LOCAL_CONFIG_APP_KEY);
    const res = await request(ctx.standIn, { path: '/ticket-api/token', query: { appId: 'uc-local-app', createTime: '1700000000000', sign } });
    expect(res.json).toEqual({ ret_code: '000000', item: { token: expect.stringMatching(/^ticket-token-/) } });
  });

  it('refuses a bad signature and missing parameters', async () => {
    const bad = await request(ctx.standIn, { path: '/ticket-api/token', query: { appId: '20001', createTime: '1700000000000', sign: 'deadbeef' } });
    expect(bad.json).toEqual({ ret_code: '1', ret_msg: 'Signature invalid' });
    const missing = await request(ctx.standIn, { path: '/ticket-api/token', query: { appId: '20001' } });
    expect(missing.json).toMatchObject({ ret_code: '1' });
  });

  it('saves a user: the same partnerId keeps its userId', async () => {
    const token = await getToken();
    const first = await postJson('/ticket-api/save-user', { nick: 'Aria', partnerId: '880001' }, token);
    expect(first.json).toEqual({ ret_code: '000000', item: { userId: 'cs-10001' } });
    expect((await postJson('/ticket-api/save-user', { nick: 'Aria2', partnerId: '880001' }, token)).json.item.userId).toBe('cs-10001');
    expect((await postJson('/ticket-api/save-user', { nick: 'Bo', partnerId: '7' }, token)).json.item.userId).toBe('cs-10002');
  });

  it('requires the token header on POSTs', async () => {
    expect((await postJson('/ticket-api/save-user', { nick: 'A', partnerId: '1' })).json).toMatchObject({ ret_code: '1', ret_msg: expect.stringMatching(/Token/) });
    expect((await postJson('/ticket-api/save-ticket', { companyid: '1' }, 'made-up')).json).toMatchObject({ ret_code: '1' });
  });

  it('uploads an image (multipart file + numeric key) and serves it back', async () => {
    const token = await getToken();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const { body, contentType } = await multipart({ file: new Blob([png], { type: 'image/png' }), key: '1001' });
    const res = await request(ctx.standIn, { method: 'POST', path: '/ticket-api/upload', body, headers: { 'Content-Type': contentType, token } });
    expect(res.json).toEqual({ ret_code: '000000', item: { url: `${ctx.standIn.url}/ticket-api/files/1/shot.png` } });
    const served = await request(ctx.standIn, { path: '/ticket-api/files/1/shot.png' });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.raw.equals(png)).toBe(true);
  });

  it('refuses an upload without the file, without a numeric key, or not multipart', async () => {
    const token = await getToken();
    const noFile = await multipart({ key: '1001' });
    expect((await request(ctx.standIn, { method: 'POST', path: '/ticket-api/upload', body: noFile.body, headers: { 'Content-Type': noFile.contentType, token } })).json)
      .toEqual({ ret_code: '1', ret_msg: 'Field file is required' });
    const badKey = await multipart({ file: new Blob(['x']), key: 'abc' });
    expect((await request(ctx.standIn, { method: 'POST', path: '/ticket-api/upload', body: badKey.body, headers: { 'Content-Type': badKey.contentType, token } })).json)
      .toEqual({ ret_code: '1', ret_msg: 'Field key (numeric) is required' });
    expect((await postJson('/ticket-api/upload', {}, token)).json).toMatchObject({ ret_code: '1' });
  });

  it('saves a ticket and records the exact payload for /__control/tickets', async () => {
    const token = await getToken();
    await postJson('/ticket-api/save-user', { nick: 'Aria', partnerId: '10001' }, token);
    const payload = {
      companyid: 'stand-in-company', ticket_title: 'Cannot bind', userid: 'cs-10001', user_emails: 'player@example.com',
      ticket_typeid: '1', ticket_from: '2', ticket_content: 'It says 1345 — 请帮忙',
      extend_fields: [{ fieldid: 'device', field_value: 'Pixel 8' }, { fieldid: 'images', field_value: ['u1', 'u2'] }],
    };
    expect((await postJson('/ticket-api/save-ticket', payload, token)).json).toEqual({ ret_code: '000000', item: { ticketId: 'T-00001' } });
    expect((await control(ctx.standIn, 'GET', 'tickets')).json).toEqual([payload]);
    expect((await postJson('/ticket-api/save-ticket', { companyid: 'x' }, token)).json).toEqual({ ret_code: '1', ret_msg: 'userid is required' });
  });

  it('refuses a ticket for a customer it never created', async () => {
    const token = await getToken();
    const payload = { companyid: '100001', userid: 'cs-99999', ticket_content: 'Help' };
    expect((await postJson('/ticket-api/save-ticket', payload, token)).json).toEqual({
      ret_code: '1', ret_msg: 'userid is not a known customer: save the user first',
    });
    expect((await control(ctx.standIn, 'GET', 'tickets')).json).toEqual([]);
  });

  it('takes a logged-out player\'s ticket: a guest customer from device id and e-mail, then the ticket', async () => {
    const token = await getToken();
    const user = await postJson('/ticket-api/save-user', { nick: 'player@example.com', partnerId: 'guest:dev-42:player@example.com' }, token);
    expect(user.json).toEqual({ ret_code: '000000', item: { userId: 'cs-10001' } });
    const payload = {
      companyid: '100001', ticket_title: 'Login problem', userid: 'cs-10001', user_emails: 'player@example.com',
      ticket_typeid: '4', ticket_from: '2', ticket_content: 'I cannot log in.', extend_fields: [],
    };
    expect((await postJson('/ticket-api/save-ticket', payload, token)).json).toEqual({ ret_code: '000000', item: { ticketId: 'T-00001' } });
    expect((await control(ctx.standIn, 'GET', 'tickets')).json).toEqual([payload]);
    const { json: state } = await control(ctx.standIn, 'GET', 'state');
    expect(state.ticketService.users['guest:dev-42:player@example.com']).toEqual({ userId: 'cs-10001', nick: 'player@example.com' });
  });

  it('answers unknown ticket calls with ret_code 1', async () => {
    expect((await request(ctx.standIn, { path: '/ticket-api/nothing' })).json).toMatchObject({ ret_code: '1' });
  });
});
