// The /open/ pipeline: q in query or form body, base fields, decrypt failures, token checks, unknown calls, the request log.
const { request, callOpen, control, useStandIn, TOKEN } = require('./testing/client');
const { encryptQ } = require('./crypto/encrypt-q');

const ctx = useStandIn();

describe('/open/ pipeline', () => {
  it('answers a GET with q and v as query parameters', async () => {
    expect(await callOpen(ctx.standIn, 'GET', '/open/sdk/country')).toMatchObject({ status: 'ok' });
  });

  it('reads a POST whose q and v are only in the form body', async () => {
    const res = await callOpen(ctx.standIn, 'POST', '/open/oauth/delete/detail', TOKEN, { qIn: 'body' });
    expect(res).toEqual({ status: 'ok', appling: false, allowedApply: true, rest_time: 0 });
  });

  it('rejects q that cannot be decrypted, and logs it', async () => {
    const res = await request(ctx.standIn, { path: '/open/sdk/config', query: { v: '20001', q: 'Zm9vYmFy' } });
    expect(res.json).toMatchObject({ status: 'fail', error: 'decrypt' });
    expect(res.json.error_msg).toMatch(/Cannot decrypt q/);
    const log = (await control(ctx.standIn, 'GET', 'requests')).json;
    expect(log).toEqual([expect.objectContaining({ method: 'GET', path: '/open/sdk/config', payload: null, ok: false, error: 'decrypt' })]);
  });

  it('rejects a request without q', async () => {
    const res = await request(ctx.standIn, { path: '/open/sdk/config', query: { v: '20001' } });
    expect(res.json).toMatchObject({ status: 'fail', error: 'decrypt', error_msg: 'Cannot decrypt q: q is missing' });
  });

  it('rejects a payload missing base fields, naming them', async () => {
    const q = encryptQ({ grant_app: '20001', channel: 'x' }, ctx.standIn.publicKeyPem);
    const res = await request(ctx.standIn, { path: '/open/sdk/config', query: { v: '20001', q } });
    expect(res.json).toEqual({ status: 'fail', error: 'decrypt', error_msg: 'Missing base fields: time, open_id, opensdk_version' });
  });

  it('rejects a request without v', async () => {
    const q = encryptQ({ grant_app: '1', channel: '', time: 1, open_id: '', opensdk_version: '1' }, ctx.standIn.publicKeyPem);
    const res = await request(ctx.standIn, { path: '/open/sdk/config', query: { q } });
    expect(res.json).toMatchObject({ status: 'fail', error: 'decrypt', error_msg: 'Missing base fields: v' });
  });

  it('accepts an empty open_id (logged out) on calls that need no token', async () => {
    expect(await callOpen(ctx.standIn, 'GET', '/open/sdk/config', { open_id: '' })).toMatchObject({ status: 'ok' });
  });

  it('refuses a wrong token, a missing required token and an unknown open_id', async () => {
    expect(await callOpen(ctx.standIn, 'GET', '/open/oauth/binding', { token: 'stale' })).toMatchObject({ status: 'fail', error: '1002' });
    expect(await callOpen(ctx.standIn, 'GET', '/open/oauth/binding')).toMatchObject({ status: 'fail', error: '1002' });
    expect(await callOpen(ctx.standIn, 'GET', '/open/sdk/config', { open_id: 'someone-else' })).toMatchObject({ status: 'fail', error: '1003' });
  });

  it('answers unknown calls with 404 and wrong methods with 405, both as status fail', async () => {
    expect(await callOpen(ctx.standIn, 'GET', '/open/nothing/here')).toMatchObject({ status: 'fail', error: '404' });
    expect(await callOpen(ctx.standIn, 'DELETE', '/open/sdk/config')).toMatchObject({ status: 'fail', error: '405' });
  });

  it('logs method, path, query, decrypted payload, language and outcome of every call', async () => {
    await callOpen(ctx.standIn, 'GET', '/open/message/read', { user_id: '10001', mobile: '13812345678' }, { language: 'zh-CN' });
    await callOpen(ctx.standIn, 'POST', '/open/oauth/unbinding', { ...TOKEN, oauth_type: 'Twitter' });
    const log = (await control(ctx.standIn, 'GET', 'requests')).json;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      method: 'GET', path: '/open/message/read', ok: true, language: 'zh-CN',
      payload: expect.objectContaining({ user_id: '10001', grant_app: '20001', open_id: 'demo-open-id' }),
      query: expect.objectContaining({ v: '20001', q: expect.any(String) }),
    });
    expect(log[1]).toMatchObject({ method: 'POST', ok: false, error: '1202' });
    await control(ctx.standIn, 'DELETE', 'requests');
    expect((await control(ctx.standIn, 'GET', 'requests')).json).toEqual([]);
  });
});
