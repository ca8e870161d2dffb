// The documented nginx setup (deploy/nginx.conf) sends the same headers as scripts/serve-static.js, the server
// `npm start` and the end-to-end suite use (e2e/src/serving.e2e.ts checks that one over HTTP).
const fs = require('fs');
const path = require('path');
const { cacheControl } = require('../../scripts/serve-static');

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

test('CORS for remote origins, gzip, and JavaScript served as text/javascript', () => {
  expect(conf).toMatch(/add_header Access-Control-Allow-Origin \$uc_cors_origin always;/);
  expect(conf).toMatch(/add_header Access-Control-Allow-Methods "GET, HEAD, OPTIONS" always;/);
  expect(conf).toMatch(/^gzip on;$/m);
  expect(conf).toMatch(/gzip_types[^;]*text\/javascript[^;]*application\/json[^;]*text\/css/);
  expect(conf).toMatch(/add_header Cache-Control \$uc_cache_control always;/);
  expect(conf).toMatch(/types \{ text\/javascript js mjs; \}/);
});
