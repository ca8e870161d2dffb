// The headers the builds are served with (docs/deployment.md "Serving"), checked over HTTP on both servers that send them:
// real nginx running the deploy/nginx.conf example over the production builds (what a deployment runs), and
// scripts/serve-static.js (what `npm start` runs).
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import zlib from 'zlib';
import { execFileSync } from 'child_process';
import { createStaticServer, SECURITY_HEADERS } from '../../scripts/serve-static';
import { httpRedirectPort, startNginxApps, type NginxApps } from '../../scripts/nginx';
import { appConfigFor, portsFrom } from '../../scripts/stack';
import { NGINX_DIR } from './support/nginx';
import { E2E_PORT_BASE } from './support/stack';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REMOTES = ['remote-account', 'remote-messages', 'remote-support', 'remote-deletion'];

/** What every answer carries, as docs/deployment.md's "Serving" lists them (written out here, not read from the servers). */
const SECURITY = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/** The security headers of an answer, to compare with toEqual next to what was asked. */
function securityOf(what: string, answer: Answer, names: Record<string, string>) {
  return [what, Object.fromEntries(Object.keys(names).map((n) => [n, answer.headers[n]]))];
}

/** Every file under a folder, as URL paths. */
function filesUnder(folder: string, prefix = ''): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(folder, e.name), `${prefix}/${e.name}`) : [`${prefix}/${e.name}`],
  );
}

describe('nginx running deploy/nginx.conf over the production builds', () => {
  const ports = portsFrom(E2E_PORT_BASE);
  const url = (app: string, file: string) => `http://localhost:${ports[app]}${file}`;
  const hostOrigin = `http://localhost:${ports.host}`;
  let nginx: NginxApps;
  /** A content-hashed file of an app's build, as nginx serves it (the copy uploaded for this run). */
  const hashed = (app: string, ext: string) => {
    const folder = path.join(NGINX_DIR, 'www', app === 'host' ? 'host/current' : app);
    const name = fs.readdirSync(folder).find((f) => new RegExp(`\\.[0-9a-f]{8}\\.${ext}$`).test(f));
    if (!name) throw new Error(`no hashed .${ext} in ${folder}`);
    return `/${name}`;
  };

  beforeAll(async () => {
    nginx = await startNginxApps({ dir: NGINX_DIR, ports, config: appConfigFor(ports) });
  });
  afterAll(() => nginx?.stop());

  test('it is nginx answering, without its version, and the example it runs loads without a warning', async () => {
    for (const app of ['host', ...REMOTES]) expect((await get(url(app, '/'))).headers.server).toBe('nginx'); // server_tokens off
    const missing = await get(url('host', '/nope.js'));
    expect([missing.status, missing.headers.server, missing.body.toString()]).toEqual([404, 'nginx', expect.not.stringMatching(/nginx\/\d/)]);
    expect(nginx.errorLog()).toBe('');
    const directives = nginx.siteConf.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(directives.filter((line) => line.includes('{{'))).toEqual([]); // every placeholder filled
  });

  test('content-hashed files are immutable for a year; config, manifests, entries and pages revalidate', async () => {
    const forever = [url('host', hashed('host', 'js')), url('host', hashed('host', 'css'))];
    // sw.js too: the browser compares it byte for byte on each open to find a host release
    const revalidated = [url('host', '/'), url('host', '/index.html'), url('host', '/app-config.json'), url('host', '/sw.js')];
    for (const app of REMOTES) {
      forever.push(url(app, hashed(app, 'js')));
      revalidated.push(...['/mf-manifest.json', '/remoteEntry.js', '/mf-runtime-core.js', '/index.html'].map((f) => url(app, f)));
    }
    for (const u of forever) expect([u, (await get(u)).headers['cache-control']]).toEqual([u, IMMUTABLE]);
    for (const u of revalidated) {
      const first = await get(u);
      expect([u, first.status, first.headers['cache-control']]).toEqual([u, 200, 'no-cache']);
      // revalidation is cheap: the same file answers 304 to its validator
      const again = await get(u, { 'If-None-Match': String(first.headers.etag) });
      expect([u, again.status]).toEqual([u, 304]);
    }
  });

  test('app-config.json edited on disk is what the next load gets (no reload of nginx)', async () => {
    const before = await get(url('host', '/app-config.json'));
    const config = appConfigFor(ports, { supportEmail: 'help@example.org' });
    nginx.setHostConfig(config);
    const after = await get(url('host', '/app-config.json'), { 'If-None-Match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString())).toEqual(config);
    expect(nginx.running()).toBe(true);
    // a remote on an origin the running CSP does not name is not a file edit: the example is filled again, nginx reloaded
    const elsewhere = { remotes: { ...(config.remotes as object), deletion: 'http://localhost:9/mf-manifest.json' } };
    expect(() => nginx.setHostConfig(appConfigFor(ports, elsewhere))).toThrow('needs another Content-Security-Policy');
    nginx.setHostConfig(appConfigFor(ports));
  });

  test('every file of every app, and errors, revalidations and preflights, carry the security headers', async () => {
    const expected = { ...HSTS, ...SECURITY };
    let checked = 0;
    for (const app of ['host', ...REMOTES]) {
      const folder = path.join(NGINX_DIR, 'www', app === 'host' ? 'host/current' : app);
      const files = filesUnder(folder);
      // every kind the builds hold: pages, config, manifests, entries, hashed JS/CSS, their .gz copies, licences…
      expect(files.filter((f) => /\.[0-9a-f]{8}\.js$/.test(f)).length).toBeGreaterThan(0);
      for (const file of ['/', ...files, '/nope.js', '/%E0%A4%A']) {
        const answer = await get(url(app, file), { Origin: hostOrigin, 'Accept-Encoding': 'gzip' });
        expect(securityOf(`${app} ${file} ${answer.status}`, answer, expected)).toEqual([`${app} ${file} ${answer.status}`, expected]);
        checked += 1;
      }
      const page = await get(url(app, '/index.html'));
      const revalidated = await get(url(app, '/index.html'), { 'If-None-Match': String(page.headers.etag) });
      expect(securityOf(`${app} 304`, revalidated, expected)).toEqual([`${app} 304`, expected]);
      expect(revalidated.status).toBe(304);
    }
    expect(checked).toBeGreaterThan(40);
    for (const app of REMOTES) {
      const preflight = await get(url(app, '/remoteEntry.js'), { Origin: hostOrigin, 'Access-Control-Request-Method': 'GET' }, 'OPTIONS');
      expect(preflight.status).toBe(204);
      expect(securityOf(`${app} preflight`, preflight, expected)).toEqual([`${app} preflight`, expected]);
    }
  });

  test('plain http answers 301 to the same name and address on https, and serves nothing', async () => {
    const redirect = `http://127.0.0.1:${httpRedirectPort(ports)}`;
    for (const [file, host] of [['/', 'uc.example.com'], ['/index.html?x=1&y=%2F', 'uc.example.com'], ['/app-config.json', 'uc-account.example.com']]) {
      const answer = await get(`${redirect}${file}`, { Host: host });
      expect([file, answer.status, answer.headers.location]).toEqual([file, 301, `https://${host}${file}`]);
      expect(answer.body.toString()).not.toMatch(/remotes|<script/);
    }
  });

  test("remote files carry CORS for the host's origins only; preflight answers", async () => {
    for (const app of REMOTES) {
      for (const file of ['/mf-manifest.json', '/remoteEntry.js', hashed(app, 'js')]) {
        const allowed = await get(url(app, file), { Origin: hostOrigin });
        expect([app, file, allowed.headers['access-control-allow-origin']]).toEqual([app, file, hostOrigin]);
        expect(allowed.headers.vary).toMatch(/Origin/);
        const foreign = await get(url(app, file), { Origin: 'https://evil.example' });
        expect([app, file, foreign.status, foreign.headers['access-control-allow-origin']]).toEqual([app, file, 200, undefined]);
      }
      const preflight = await get(url(app, '/mf-manifest.json'), { Origin: hostOrigin, 'Access-Control-Request-Method': 'GET' }, 'OPTIONS');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(hostOrigin);
      expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
      expect((await get(url(app, '/mf-manifest.json'), { Origin: hostOrigin })).headers['access-control-allow-methods']).toBeUndefined();
      // a remote's own page and its app-config.json are read by no other origin
      for (const file of ['/', '/index.html', '/app-config.json']) {
        const own = await get(url(app, file), { Origin: hostOrigin });
        expect([app, file, own.status, own.headers['access-control-allow-origin']]).toEqual([app, file, 200, undefined]);
      }
    }
  });

  test("the host's files carry no CORS at all: only its own page reads them", async () => {
    const files = ['/', '/index.html', '/app-config.json', hashed('host', 'js'), hashed('host', 'css')];
    for (const file of files) {
      for (const origin of [hostOrigin, 'https://evil.example', `http://localhost:${ports['remote-account']}`]) {
        const answer = await get(url('host', file), { Origin: origin });
        expect([file, origin, answer.status, answer.headers['access-control-allow-origin']]).toEqual([file, origin, 200, undefined]);
      }
    }
  });

  test('gzip or brotli when asked, the same bytes decoded; JavaScript as text/javascript, JSON as application/json', async () => {
    const builtFiles = [url('host', hashed('host', 'js')), url('remote-deletion', '/remoteEntry.js')];
    const editedFiles = [url('host', '/app-config.json'), url('remote-deletion', '/mf-manifest.json')];
    for (const u of [...builtFiles, ...editedFiles]) {
      const plain = await get(u);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const zipped = await get(u, { 'Accept-Encoding': 'gzip' });
      expect([u, zipped.headers['content-encoding'], /\bAccept-Encoding\b/.test(String(zipped.headers.vary))]).toEqual([u, 'gzip', true]);
      expect(zlib.gunzipSync(zipped.body).equals(plain.body)).toBe(true);
      expect(zipped.body.length).toBeLessThan(plain.body.length);
      // a client that takes br (every supported webview): the build's brotli copy; a file with none (one an operator
      // edits) is gzipped on the fly
      const either = await get(u, { 'Accept-Encoding': 'gzip, deflate, br' });
      const coding = builtFiles.includes(u) ? 'br' : 'gzip';
      expect([u, either.headers['content-encoding']]).toEqual([u, coding]);
      const decoded = coding === 'br' ? zlib.brotliDecompressSync(either.body) : zlib.gunzipSync(either.body);
      expect(decoded.equals(plain.body)).toBe(true);
      if (coding === 'br') expect(either.body.length).toBeLessThan(zipped.body.length);
    }
    expect((await get(url('host', hashed('host', 'js')))).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get(url('remote-account', '/mf-manifest.json'))).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get(url('host', '/'))).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test("the build's brotli and zopfli copies are what goes over the wire (brotli_static, gzip_static): byte for byte", async () => {
    const folderOf = (app: string) => path.join(NGINX_DIR, 'www', app === 'host' ? 'host/current' : app);
    for (const [app, file] of [['host', hashed('host', 'js')], ['host', hashed('host', 'css')], ['remote-account', '/remoteEntry.js'], ['remote-account', '/mf-runtime-core.js']]) {
      const plain = (await get(url(app, file))).body;
      const copy = fs.readFileSync(path.join(folderOf(app), `${file}.gz`));
      const zipped = await get(url(app, file), { 'Accept-Encoding': 'gzip' });
      expect([app, file, zipped.headers['content-encoding'], zipped.body.equals(copy)]).toEqual([app, file, 'gzip', true]);
      // and it is the file: the copy unzips to what a client without gzip gets
      expect(zlib.gunzipSync(zipped.body).equals(plain)).toBe(true);
      const brCopy = fs.readFileSync(path.join(folderOf(app), `${file}.br`));
      const brotli = await get(url(app, file), { 'Accept-Encoding': 'gzip, br' });
      expect([app, file, brotli.headers['content-encoding'], brotli.body.equals(brCopy)]).toEqual([app, file, 'br', true]);
      expect(zlib.brotliDecompressSync(brotli.body).equals(plain)).toBe(true);
    }
    // files an operator edits never have a copy: compressed on the fly, so an edit is seen at once
    expect(fs.existsSync(path.join(folderOf('host'), 'app-config.json.gz'))).toBe(false);
    expect(fs.existsSync(path.join(folderOf('host'), 'app-config.json.br'))).toBe(false);
  });

  test("the host's HTML carries the CSP `node scripts/csp.js app-config.json` prints for the served config; nothing else does", async () => {
    const served = path.join(os.tmpdir(), `uc-served-config-${E2E_PORT_BASE}.json`);
    fs.writeFileSync(served, (await get(url('host', '/app-config.json'))).body);
    const expected = execFileSync(process.execPath, [path.join(__dirname, '../../scripts/csp.js'), served], { encoding: 'utf8' }).trim();
    fs.rmSync(served);
    expect(expected).toContain(`script-src 'self' http://localhost:${ports['remote-account']}`);
    for (const file of ['/', '/index.html']) expect((await get(url('host', file))).headers['content-security-policy']).toBe(expected);
    for (const u of [url('host', '/app-config.json'), url('host', hashed('host', 'js')), url('remote-account', '/index.html')]) {
      expect([u, (await get(u)).headers['content-security-policy']]).toEqual([u, undefined]);
    }
  });

  test('nothing outside the root; malformed paths are refused without hurting the server', async () => {
    for (const p of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A', '/..%5c..%5cetc', '/nope.js', '/../../../../etc/passwd']) {
      const answer = await get(url('host', p));
      expect([p, answer.status >= 400 && answer.status < 500]).toEqual([p, true]);
      expect(answer.body.toString()).not.toMatch(/root:|"workspaces"/);
    }
    expect((await get(url('host', '/'))).status).toBe(200);
  });
});

describe('scripts/serve-static.js (npm start)', () => {
  let root: string;
  let server: { url: string; close(): Promise<void> };
  let hostServer: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'uc-serve-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(root, 'mf-manifest.json'), JSON.stringify({ id: 'x', pad: 'y'.repeat(1000) }));
    fs.writeFileSync(path.join(root, 'main.0123abcd.js'), `console.log(${JSON.stringify('z'.repeat(2000))});`);
    server = await createStaticServer({ root, port: 0, overrides: { '/app-config.json': '{"apiBase":"x"}' }, headers: { 'X-Html-Only': '1' } });
    hostServer = await createStaticServer({ root, port: 0, cors: false });
  });
  afterAll(async () => {
    await server.close();
    await hostServer.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('content-hashed files are immutable for a year; manifests, config and pages revalidate', async () => {
    expect((await get(`${server.url}/main.0123abcd.js`)).headers['cache-control']).toBe(IMMUTABLE);
    for (const file of ['/mf-manifest.json', '/app-config.json', '/', '/index.html', '/sw.js']) {
      expect((await get(`${server.url}${file}`)).headers['cache-control']).toBe('no-cache');
    }
  });

  test('the security headers of nginx (HSTS aside: plain http) on every answer', async () => {
    expect(SECURITY_HEADERS).toEqual({
      'X-Content-Type-Options': SECURITY['x-content-type-options'],
      'Referrer-Policy': SECURITY['referrer-policy'],
      'Permissions-Policy': SECURITY['permissions-policy'],
    });
    for (const base of [server.url, hostServer.url]) {
      for (const file of ['/', '/index.html', '/app-config.json', '/mf-manifest.json', '/main.0123abcd.js', '/nope.js', '/%E0%A4%A']) {
        const answer = await get(`${base}${file}`);
        expect(securityOf(`${file} ${answer.status}`, answer, SECURITY)).toEqual([`${file} ${answer.status}`, SECURITY]);
      }
      const preflight = await get(`${base}/mf-manifest.json`, { Origin: 'http://localhost:1' }, 'OPTIONS');
      expect(securityOf('preflight', preflight, SECURITY)).toEqual(['preflight', SECURITY]);
    }
  });

  test("CORS on a remote's loaded files only (not its page or app-config.json), none on the host's; gzip when asked", async () => {
    const plain = await get(`${server.url}/main.0123abcd.js`);
    expect(plain.headers['access-control-allow-origin']).toBe('*');
    expect((await get(`${server.url}/mf-manifest.json`)).headers['access-control-allow-origin']).toBe('*');
    for (const file of ['/', '/index.html', '/app-config.json']) {
      expect([file, (await get(`${server.url}${file}`)).headers['access-control-allow-origin']]).toEqual([file, undefined]);
    }
    for (const file of ['/', '/index.html', '/mf-manifest.json', '/main.0123abcd.js']) {
      expect([file, (await get(`${hostServer.url}${file}`)).headers['access-control-allow-origin']]).toEqual([file, undefined]);
    }
    const zipped = await get(`${server.url}/main.0123abcd.js`, { 'Accept-Encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(zipped.body.length).toBeLessThan(plain.body.length);
  });

  test('the environment app-config.json replaces the built one; HTML-only headers stay on HTML', async () => {
    expect(JSON.parse((await get(`${server.url}/app-config.json`)).body.toString())).toEqual({ apiBase: 'x' });
    expect((await get(`${server.url}/`)).headers['x-html-only']).toBe('1');
    expect((await get(`${server.url}/mf-manifest.json`)).headers['x-html-only']).toBeUndefined();
  });

  test('nothing outside the root, and malformed paths answer 404 without hurting the server', async () => {
    for (const p of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A', '/..%5c..%5cetc', '/nope.js']) {
      expect((await get(`${server.url}${p}`)).status).toBe(404);
    }
    expect((await get(`${server.url}/`)).status).toBe(200);
  });
});
