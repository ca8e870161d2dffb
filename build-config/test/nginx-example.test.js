// The nginx example (deploy/nginx.conf) sends the same headers as scripts/serve-static.js, the server `npm start` uses,
// and scripts/nginx.js fills its placeholders safely. Real nginx runs it in the end-to-end suite (serving.e2e.ts).
const fs = require('fs');
const path = require('path');
const { cacheControl, CONTENT_TYPES, SECURITY_HEADERS } = require('../../scripts/serve-static');
const { renderNginxConf } = require('../../scripts/nginx');

const conf = fs.readFileSync(path.join(__dirname, '../../deploy/nginx.conf'), 'utf8');

/** The `map $uri $uc_cache_control` block as [regex, value] pairs plus its default. */
function cacheMap() {
  const block = conf.match(/map \$uri \$uc_cache_control \{([\s\S]*?)\n\}/);
  expect(block).not.toBeNull();
  const rules = [];
  let fallback;
  for (const line of block[1].split('\n')) {
    const m = line.trim().match(/^(default|"~([^"]+)")\s+"([^"]+)";$/);
    if (!m) continue;
    if (m[1] === 'default') fallback = m[3];
    else rules.push([new RegExp(m[2]), m[3]]);
  }
  return (uri) => (rules.find(([re]) => re.test(uri)) || [null, fallback])[1];
}

/** The Content-Type nginx sends for an extension: the `types` block, plus the charset for charset_types and HTML. */
function nginxContentType(ext) {
  const block = conf.match(/^types \{([\s\S]*?)\n\}/m);
  expect(block).not.toBeNull();
  const types = {};
  for (const line of block[1].split('\n')) {
    const [type, ...exts] = line.trim().replace(/;$/, '').split(/\s+/);
    for (const e of exts) types[`.${e}`] = type;
  }
  const charsetTypes = ['text/html', ...conf.match(/^charset_types ([^;]+);/m)[1].split(/\s+/)];
  const type = types[ext];
  return type && charsetTypes.includes(type) && /^charset utf-8;$/m.test(conf) ? `${type}; charset=utf-8` : type;
}

/**
 * Every `{ … }` block of the example with the add_header lines written directly in it (not in a nested block), as
 * { head: 'location /', headers: { name: value } }; the example's top level is the `http` block it is included in.
 */
function headerBlocks(text) {
  const blocks = [{ head: 'http', headers: {} }];
  const stack = [blocks[0]];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#')) continue;
    const open = line.match(/^(.*?)\s*\{$/);
    if (open) {
      const block = { head: open[1], headers: {} };
      blocks.push(block);
      stack.push(block);
    } else if (line === '}') stack.pop();
    else {
      const h = line.match(/^add_header\s+(\S+)\s+("([^"]*)"|\S+)\s+always;$/);
      if (h) stack[stack.length - 1].headers[h[1]] = h[3] ?? h[2];
      else if (line.startsWith('add_header')) throw new Error(`an add_header without \`always\` (errors would lose it): ${line}`);
    }
  }
  return blocks;
}

/** The four headers every answer carries: serve-static's set plus HSTS (nginx alone speaks https). */
const SECURITY = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  ...SECURITY_HEADERS,
};

const VALUES = {
  HOST_LISTEN: '443 ssl',
  HOST_NAME: 'uc.example.com',
  HOST_ROOT: '/srv/uc/host/current',
  HOST_ORIGIN: ['https://uc.example.com', 'https://uc-staging.example.com'],
  HOST_CSP: "default-src 'self'; script-src 'self' https://uc-account.example.com",
  HTTP_LISTEN: '80',
  remote: ['account', 'deletion'].map((name) => ({
    REMOTE_LISTEN: '443 ssl',
    REMOTE_NAME: `uc-${name}.example.com`,
    REMOTE_ROOT: `/srv/uc/${name}`,
  })),
};

test('cache policy: config, manifest, entry and page revalidate; hashed files are cached for a year, immutable', () => {
  const nginx = cacheMap();
  const files = [
    '/app-config.json', '/mf-manifest.json', '/remoteEntry.js', '/index.html', '/', '/mf-stats.json',
    '/main.1a2b3c4d.js', '/1085.5987db43.js', '/main.1a2b3c4d.css', '/assets/logo.0badc0de.svg',
    '/1085.5987db43.js.LICENSE.txt', '/favicon.ico',
  ];
  for (const file of files) expect([file, nginx(file)]).toEqual([file, cacheControl(file)]);
  expect(nginx('/app-config.json')).toBe('no-cache');
  expect(nginx('/remoteEntry.js')).toBe('no-cache');
  expect(nginx('/main.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
});

test('every file type the builds use gets the Content-Type the node server sends (JavaScript as text/javascript)', () => {
  for (const [ext, type] of Object.entries(CONTENT_TYPES)) expect([ext, nginxContentType(ext)]).toEqual([ext, type]);
  expect(nginxContentType('.js')).toBe('text/javascript; charset=utf-8');
});

test('the security headers: the same values as the node server, set where every answer inherits them', () => {
  expect(Object.keys(SECURITY).sort()).toEqual(['Permissions-Policy', 'Referrer-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options']);
  expect(SECURITY['Permissions-Policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  expect(SECURITY['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  const withHeaders = headerBlocks(renderNginxConf(conf, VALUES)).filter((b) => Object.keys(b.headers).length > 0);
  // the host's server and each remote's: no location or preflight `if` has one of its own, so they inherit them all
  expect(withHeaders.map((b) => b.head)).toEqual(['server', 'server', 'server']);
  for (const block of withHeaders) {
    for (const [name, value] of Object.entries(SECURITY)) expect([block.head, name, block.headers[name]]).toEqual([block.head, name, value]);
  }
  expect(conf).toMatch(/^server_tokens off;$/m);
});

test('plain http only redirects: 301 to the same name and path on https', () => {
  const out = renderNginxConf(conf, { ...VALUES, HTTP_LISTEN: ['80', '[::]:80'] });
  const server = out.match(/server \{\n\s+listen 80;\n\s+listen \[::\]:80;\n([\s\S]*?)\n\}/);
  expect(server).not.toBeNull();
  expect(server[1]).toMatch(/^\s+return 301 https:\/\/\$host\$request_uri;$/m);
  expect(server[1]).not.toMatch(/root|location/);
});

test('CORS for remote origins, gzip, and the CSP on the host HTML only', () => {
  expect(conf).toMatch(/add_header Access-Control-Allow-Origin \$uc_remote_cors always;/);
  expect(conf).toMatch(/OPTIONS\s+"GET, HEAD, OPTIONS";/);
  const [hostBlock] = conf.match(/# --- the host -+\nserver \{[\s\S]*?\n\}/);
  expect(hostBlock).not.toMatch(/Access-Control/); // only the host's own page reads its files
  expect(conf).toMatch(/^gzip on;$/m);
  expect(conf).toMatch(/^gzip_static on;$/m); // the build's zopfli copies (build-config/precompress.js)
  expect(conf).toMatch(/^brotli_static on;$/m); // and its brotli copies
  expect(conf).toMatch(/gzip_types[^;]*text\/javascript[^;]*application\/json[^;]*text\/css/);
  expect(conf).toMatch(/add_header Cache-Control \$uc_cache_control always;/);
  expect(conf).toMatch(/map \$uri \$uc_host_csp \{\n\s+default\s+"";\n\s+"~\\\.html\$"\s+"\{\{HOST_CSP\}\}";\n\}/);
});

test('filled in: every placeholder gets its value, one CORS line per host origin, one server block per remote', () => {
  const out = renderNginxConf(conf, VALUES);
  const directives = out.split('\n').filter((line) => !line.trimStart().startsWith('#')).join('\n');
  expect(directives).not.toMatch(/\{\{|@each|@end/);
  expect(directives.match(/^\s+"https:\/\/uc(-staging)?\.example\.com"\s+\$http_origin;$/gm)).toHaveLength(2);
  expect(directives.match(/^server \{$/gm)).toHaveLength(4); // plain http, the host, two remotes
  expect(directives).toContain('root /srv/uc/deletion;');
  expect(directives).toContain('server_name uc-account.example.com;');
  expect(directives).toContain(`"~\\.html$"                           "${VALUES.HOST_CSP}";`);
});

test('filling in refuses a missing value and a value that would change the configuration', () => {
  const withoutRoot = { ...VALUES };
  delete withoutRoot.HOST_ROOT;
  expect(() => renderNginxConf(conf, withoutRoot)).toThrow('no value for {{HOST_ROOT}}');
  expect(() => renderNginxConf(conf, { ...VALUES, remote: [] })).toThrow('no values for section "remote"');
  for (const bad of ['x" always; add_header X "y', "'self' $http_cookie", 'a\nb', '{}']) {
    expect(() => renderNginxConf(conf, { ...VALUES, HOST_CSP: bad })).toThrow('unsafe value for {{HOST_CSP}}');
  }
  expect(() => renderNginxConf(conf, { ...VALUES, HOST_ROOT: '/srv; deny all' })).toThrow('unsafe value for {{HOST_ROOT}}');
});

describe('a run\'s prefix nginx\'s worker can reach, wherever the checkout lies', () => {
  const { nginxPrefix, prepareNginxApps } = require('../../scripts/nginx');
  const os = require('os');
  const enterable = (dir) => {
    const closed = [];
    for (let d = dir; ; d = path.dirname(d)) {
      if ((fs.statSync(d).mode & 0o001) === 0) closed.push(d);
      if (path.dirname(d) === d) return closed;
    }
  };

  test('nginxPrefix: every folder above it can be entered by any user, even under umask 077', () => {
    const before = process.umask(0o077);
    try {
      const dir = nginxPrefix('unit-test');
      expect(path.dirname(dir).startsWith(os.tmpdir())).toBe(true);
      expect(enterable(path.dirname(dir))).toEqual([]);
      expect(nginxPrefix('unit-test')).toBe(dir); // one per checkout and name
    } finally {
      process.umask(before);
    }
  });

  // As root (CI), nginx's worker runs as nobody: a prefix inside a private folder (a `mktemp -d` checkout) is refused
  // with the way out, not served as 403s.
  (process.getuid() === 0 ? test : test.skip)('a prefix inside a folder of mode 700 is refused, naming that folder', async () => {
    const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uc-private-'));
    try {
      fs.chmodSync(privateDir, 0o700);
      await expect(prepareNginxApps({ dir: path.join(privateDir, 'nginx'), ports: {}, config: {} })).rejects.toThrow(
        `nginx's worker (user nobody) cannot enter ${privateDir}: give nginx a prefix from nginxPrefix()`,
      );
    } finally {
      fs.rmSync(privateDir, { recursive: true, force: true });
    }
  });
});
