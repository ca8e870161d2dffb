// §8 dataExport: POST open/oauth/export by the token or {username, proof} → a link to a real JSON copy that expires, or
// pending (scenario); unknown without the extension.
const { callOpen, control, request, useStandIn, TOKEN } = require('../testing/client');
const { deleteProof, forgetProof } = require('../testing/proof-steps');
const { LINK_TTL_MS } = require('./data-export');

const ctx = useStandIn({ extensions: ['proof', 'webAccount', 'dataExport'] });
const exportBy = (payload) => callOpen(ctx.standIn, 'POST', '/open/oauth/export', payload);
const fetchCopy = (url) => request(ctx.standIn, { path: new URL(url).pathname });

describe('data export', () => {
  it('in the game: a link to the player\'s data as JSON (profile, bindings, messages, codes, deletion status), until it expires', async () => {
    const before = ctx.standIn.now();
    const answer = await exportBy({ open_id: 'demo-open-id', ...TOKEN });
    expect(answer).toEqual({ status: 'ok', url: expect.stringMatching(/^http:\/\/localhost:\d+\/export\/[A-Za-z0-9_-]+\.json$/), expires: expect.any(Number) });
    expect(answer.expires - LINK_TTL_MS).toBeGreaterThanOrEqual(before);
    expect(answer.expires - LINK_TTL_MS).toBeLessThanOrEqual(ctx.standIn.now());
    const copy = await fetchCopy(answer.url);
    expect(copy.status).toBe(200);
    expect(copy.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(copy.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(copy.json).toEqual({
      exportedAt: expect.any(String),
      profile: { userId: '10001', openId: 'demo-open-id', nickname: 'Aria', balance: 1280 },
      bindings: { mobile: '13812345678', mail: 'player@example.com', Facebook: 'fb-123', Google: 'g-1' },
      messages: expect.arrayContaining([expect.objectContaining({ id: '1001', subject: 'Launch gift pack', code: 'GIFT-LAUNCH-2026' })]),
      codes: expect.arrayContaining([expect.objectContaining({ name: 'Gift pack #45' })]),
      deletion: { appling: false, allowedApply: true, rest_time: 0 },
    });
    expect(copy.json.messages).toHaveLength(7);
    expect(copy.json.codes).toHaveLength(45);
    await control(ctx.standIn, 'POST', 'clock', { advanceMs: LINK_TTL_MS });
    expect((await fetchCopy(answer.url)).status).toBe(410);
    expect((await request(ctx.standIn, { path: '/export/never-given-0000000000.json' })).status).toBe(404);
  });

  it('on the web with a deletion proof: the named account\'s own data', async () => {
    const { proof } = await deleteProof(ctx.standIn, '13900001111');
    const answer = await exportBy({ username: '13900001111', proof, open_id: '' });
    expect(answer).toMatchObject({ status: 'ok', url: expect.any(String) });
    expect((await fetchCopy(answer.url)).json).toMatchObject({
      profile: { userId: '10002' }, bindings: { mobile: '13900001111', mail: 'taken@example.com' }, messages: [], codes: [],
    });
  });

  it('on the web refuses a missing proof or one of another purpose (1401)', async () => {
    expect(await exportBy({ username: '13812345678' })).toMatchObject({ status: 'fail', error: '1401' });
    const { proof } = await forgetProof(ctx.standIn, '13812345678');
    expect(await exportBy({ username: '13812345678', proof })).toMatchObject({ status: 'fail', error: '1401', error_msg: 'Proof is for another purpose' });
  });

  it('pending: says so, and the stand-in records the copy as mailed to the account', async () => {
    await control(ctx.standIn, 'POST', 'scenario', { dataExport: 'pending' });
    expect(await exportBy(TOKEN)).toEqual({ status: 'ok', pending: true });
    expect(ctx.standIn.state.mailedExports).toEqual([expect.objectContaining({ userId: '10001', to: 'player@example.com' })]);
    expect((await control(ctx.standIn, 'POST', 'scenario', { dataExport: 'later' })).status).toBe(400);
  });

  it('is an unknown call without dataExport', async () => {
    await control(ctx.standIn, 'POST', 'extensions', { extensions: ['proof', 'webAccount'] });
    expect(await exportBy(TOKEN)).toMatchObject({ status: 'fail', error: '404' });
  });
});
