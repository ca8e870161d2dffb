// CORS: local origins are reflected on preflight and on answers; other origins get no CORS headers.
const { request, callOpen, useStandIn } = require('../testing/client');

const ctx = useStandIn();
const preflight = (origin, headers = 'accept-language,content-type,token') => request(ctx.standIn, {
  method: 'OPTIONS',
  path: '/open/oauth/sms',
  headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': headers },
});

describe('CORS', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3200', 'http://localhost'])('answers the preflight of %s', async (origin) => {
    const res = await preflight(origin);
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(res.headers['access-control-allow-methods']).toMatch(/DELETE/);
    const allowed = res.headers['access-control-allow-headers'].toLowerCase();
    for (const h of ['accept-language', 'content-type', 'token']) expect(allowed).toContain(h);
  });

  it.each(['http://evil.example', 'https://localhost:3000', 'http://localhost.evil.example:3000'])('gives %s no CORS headers', async (origin) => {
    const res = await preflight(origin);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await callOpen(ctx.standIn, 'GET', '/open/sdk/config', {}, { raw: true, headers: { Origin: origin } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reflects a local origin on the answer itself, with Vary: Origin', async () => {
    const res = await callOpen(ctx.standIn, 'GET', '/open/sdk/config', {}, { raw: true, headers: { Origin: 'http://localhost:3000' } });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers.vary).toBe('Origin');
  });
});
