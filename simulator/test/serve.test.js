/** @jest-environment node */
// The static server must serve the page and nothing outside public/.
const http = require('node:http');
const { startSimulator } = require('../serve');

function get(url, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startSimulator', () => {
  let server;
  let base;
  beforeAll(async () => {
    server = await startSimulator({ port: 0 });
    base = server.url.replace('localhost', '127.0.0.1');
  });
  afterAll(() => server.close());

  it('reports a localhost URL with the port it got', () => {
    expect(server.url).toMatch(/^http:\/\/localhost:\d+\/$/);
  });

  it('serves the page with a strict content security policy', async () => {
    const res = await get(base);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('id="session-form"');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the ES modules as JavaScript', async () => {
    const res = await get(`${base}js/main.js`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it.each(['js/../../serve.js', '%2e%2e/serve.js', '..%2fserve.js', '..%5cserve.js', 'js%00.js', '%E0%A4%A'])(
    'refuses %s',
    async (path) => {
      const res = await get(`${base}${path}`);
      expect([400, 404]).toContain(res.status);
      expect(res.body).not.toContain('startSimulator');
    },
  );

  it('answers 404 for a missing file and 405 for other methods', async () => {
    expect((await get(`${base}nope.js`)).status).toBe(404);
    expect((await get(base, 'POST')).status).toBe(405);
  });
});
