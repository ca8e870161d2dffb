// Every fault kind, its count (times), the 'until reset' mode and path-prefix matching.
const { request, callOpen, control, useStandIn, TOKEN } = require('./testing/client');

const ctx = useStandIn();
const fault = (body) => control(ctx.standIn, 'POST', 'fault', body);
const config = (opts) => callOpen(ctx.standIn, 'GET', '/open/sdk/config', {}, opts);

describe('faults', () => {
  it.each([
    ['status-msg', { status: 'fail', error: '2001', error_msg: 'Stand-in failure' }],
    ['status-nomsg', { status: 'fail', error: '2002' }],
    ['code1345', { status: 'fail', error: '1345', error_msg: 'bound elsewhere' }],
  ])('%s answers a JSON failure once, then normally', async (kind, expected) => {
    expect((await fault({ path: '/open/sdk/config', kind })).status).toBe(200);
    expect(await config()).toEqual(expected);
    expect(await config()).toMatchObject({ status: 'ok' });
  });

  it('carries an optional error_msg (e.g. hostile text for the XSS tests) and refuses a non-string one', async () => {
    await fault({ path: '/open/sdk/config', kind: 'status-msg', error_msg: '<img src=x onerror="window.__xss=1">' });
    expect(await config()).toEqual({ status: 'fail', error: '2001', error_msg: '<img src=x onerror="window.__xss=1">' });
    expect((await fault({ path: '/open/sdk/config', kind: 'status-msg', error_msg: 7 })).status).toBe(400);
  });

  it('http500 answers status 500', async () => {
    await fault({ path: '/open/sdk', kind: 'http500' });
    expect((await config({ raw: true })).status).toBe(500);
  });

  it('non-json answers 200 with an HTML body', async () => {
    await fault({ path: '/open/', kind: 'non-json' });
    const res = await config({ raw: true });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.json).toBeUndefined();
  });

  it('drop destroys the socket', async () => {
    await fault({ path: '/open/sdk/config', kind: 'drop' });
    await expect(config()).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await config()).toMatchObject({ status: 'ok' });
  });

  it('slow waits delayMs, then answers normally', async () => {
    await fault({ path: '/open/sdk/config', kind: 'slow', delayMs: 300 });
    const started = Date.now();
    expect(await config()).toMatchObject({ status: 'ok' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('counts times, and times 0 lasts until reset', async () => {
    await fault({ path: '/open/message', kind: 'status-msg', times: 2 });
    const read = () => callOpen(ctx.standIn, 'GET', '/open/message/read', { user_id: '10001' });
    expect(await read()).toMatchObject({ error: '2001' });
    expect(await read()).toMatchObject({ error: '2001' });
    expect(await read()).toMatchObject({ status: 'ok' });
    await fault({ path: '/open/message', kind: 'status-nomsg', times: 0 });
    for (let i = 0; i < 4; i += 1) expect(await read()).toMatchObject({ error: '2002' });
    expect((await control(ctx.standIn, 'GET', 'faults')).json).toEqual([expect.objectContaining({ kind: 'status-nomsg', hits: 4 })]);
    await control(ctx.standIn, 'POST', 'reset');
    expect(await read()).toMatchObject({ status: 'ok' });
  });

  it('only hits paths that start with the fault path, and logs the faulted call', async () => {
    await fault({ path: '/open/oauth/delete', kind: 'status-msg' });
    expect(await config()).toMatchObject({ status: 'ok' });
    expect(await callOpen(ctx.standIn, 'POST', '/open/oauth/delete/detail', TOKEN)).toMatchObject({ error: '2001' });
    const log = (await control(ctx.standIn, 'GET', 'requests')).json;
    expect(log[1]).toMatchObject({ path: '/open/oauth/delete/detail', fault: 'status-msg', ok: false, payload: expect.objectContaining(TOKEN) });
  });

  it('applies to the ticket service and documents too', async () => {
    await fault({ path: '/ticket-api/', kind: 'http500' });
    expect((await request(ctx.standIn, { path: '/ticket-api/token' })).status).toBe(500);
    // logged with its fault like an /open/ call, so a test can prove the fault fired
    const log = (await control(ctx.standIn, 'GET', 'requests')).json;
    expect(log).toEqual([expect.objectContaining({ method: 'GET', path: '/ticket-api/token', fault: 'http500', ok: false })]);
  });

  it.each([
    ['status-msg', { ret_code: '2001', ret_msg: 'Stand-in failure' }],
    ['status-nomsg', { ret_code: '2002' }],
  ])('%s on the ticket service answers in its ret_code/ret_msg shape, never the provider\'s', async (kind, expected) => {
    await fault({ path: '/ticket-api/', kind });
    const res = await request(ctx.standIn, { path: '/ticket-api/token' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expected);
  });

  it('carries an optional ret_msg to the ticket service as well', async () => {
    await fault({ path: '/ticket-api/save-ticket', kind: 'status-msg', error_msg: 'Ticket quota reached' });
    expect((await request(ctx.standIn, { path: '/ticket-api/save-ticket', method: 'POST' })).json).toEqual({ ret_code: '2001', ret_msg: 'Ticket quota reached' });
  });

  it('refuses an unknown kind or a bad path', async () => {
    expect((await fault({ path: '/open/', kind: 'explode' })).status).toBe(400);
    expect((await fault({ path: 'open', kind: 'drop' })).status).toBe(400);
    expect((await fault({ path: '/open/', kind: 'drop', times: -1 })).status).toBe(400);
  });
});
