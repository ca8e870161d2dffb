// The hosted ticket frame's signed identity: the deployment's endpoint signs the checked player, the provider's page
// (the stand-in's ticket client) believes a customer only with a good, fresh signature.
const { request, callOpen, useStandIn, TOKEN } = require('../testing/client');
const { frameIdentitySignature, verifiedFrameUid, FRAME_IDENTITY_MAX_AGE_MS } = require('./frame-identity-signature');

const ctx = useStandIn();

const identityCall = (payload) => callOpen(ctx.standIn, 'POST', '/open/ticket/frame-identity', payload);
const ticketClient = (query) => request(ctx.standIn, { path: '/ticket-client/index.html', query });

describe('frame identity signature', () => {
  it('is HMAC-SHA256 over partnerId, params, uid and ts joined by newlines: the documented test vector', () => {
    const params = '{"role_id":"r-1","role_name":"Knight"}';
    expect(frameIdentitySignature({ partnerId: 'r-1', params, uid: '10001', ts: '1700000000000' }))
      .toBe('24d9d741c494a27132a25d1ee7debd15c75fbad2c67c73692a7bc729333469e3');
  });

  it('is believed only fresh and unchanged', () => {
    const now = 1700000000000;
    const signed = { partnerId: 'r-1', params: '{}', uid: '10001', ts: String(now) };
    const sig = frameIdentitySignature(signed);
    expect(verifiedFrameUid({ ...signed, sig }, now)).toBe('10001');
    expect(verifiedFrameUid({ ...signed, uid: '10002', sig }, now)).toBeNull();
    expect(verifiedFrameUid({ ...signed, sig }, now + FRAME_IDENTITY_MAX_AGE_MS + 1)).toBeNull();
    expect(verifiedFrameUid({ partnerId: 'r-1', params: '{}' }, now)).toBeNull();
  });
});

describe('POST /open/ticket/frame-identity', () => {
  it('signs the checked player (uid from the server, the role as the session says) for the ticket client', async () => {
    const res = await identityCall({ ...TOKEN, user_id: '10001', role_id: 'r-7', role_name: 'Knight' });
    expect(res).toEqual({
      status: 'ok',
      params: {
        partnerId: 'r-7', params: '{"role_id":"r-7","role_name":"Knight"}', uid: '10001',
        ts: expect.stringMatching(/^\d+$/), sig: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    const page = await ticketClient({ sysNum: 'S1', ...res.params });
    expect(page.text).toContain('<p id="identity" data-verified="yes">Verified customer: 10001</p>');
  });

  it('refuses a call without the player\'s token: no identity for a guest or a stolen token', async () => {
    expect(await identityCall({ role_id: 'r-7' })).toMatchObject({ status: 'fail', error: '1002' });
    expect(await identityCall({ token: 'stolen', role_id: 'r-7' })).toMatchObject({ status: 'fail', error: '1002' });
  });

  it('the ticket client treats an unsigned or page-written partnerId as a visitor (SPEC §2\'s plain parameters)', async () => {
    const page = await ticketClient({ sysNum: 'S1', partnerId: '10001', params: '{"role_id":"10001"}' });
    expect(page.text).toContain('<p id="identity" data-verified="no">Unverified visitor</p>');
    const res = await identityCall({ ...TOKEN, role_id: 'r-7', role_name: 'Knight' });
    const forged = await ticketClient({ ...res.params, uid: '10002' });
    expect(forged.text).toContain('data-verified="no"');
  });
});
