// The end-to-end suite drives Debian's Chromium and WebKitGTK (WebKitWebDriver under xvfb-run) and serves the builds
// through Debian's nginx with its brotli static module, with Debian's Noto fonts: install whichever is missing (CI runs
// as root), or print the command that does. Chromium 70 (the Android floor) comes from the npm package chrome-aws-lambda
// (e2e/src/support/engines/chromium-70.ts).
const fs = require('fs');
const { execSync } = require('child_process');
const { CHROMIUM_PATH } = require('./chromium-flags');
const { NGINX_PATH, BROTLI_STATIC_MODULE } = require('./nginx');

const TOOLS = [
  { name: 'Chromium', path: CHROMIUM_PATH, pkg: 'chromium' },
  { name: 'nginx', path: NGINX_PATH, pkg: 'nginx' },
  // deploy/nginx.conf sends the builds' brotli copies (brotli_static)
  { name: "nginx's brotli static module", path: BROTLI_STATIC_MODULE, pkg: 'libnginx-mod-http-brotli-static' },
  { name: 'WebKitWebDriver', path: process.env.UC_WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  { name: 'xvfb-run', path: '/usr/bin/xvfb-run', pkg: 'xvfb' },
  // the fonts the pages are drawn in: the compared screenshots (e2e/baselines/) are made with these
  { name: 'Noto Sans (Latin, Arabic, Thai)', path: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', pkg: 'fonts-noto-core' },
  { name: 'Noto Sans CJK', path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', pkg: 'fonts-noto-cjk' },
];

const missing = TOOLS.filter((t) => !fs.existsSync(t.path));
if (missing.length === 0) process.exit(0);

const names = missing.map((t) => `${t.name} (${t.path})`).join(' and ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const command = `apt-get update && apt-get install -y ${missing.map((t) => t.pkg).join(' ')}`;
if (!isRoot) {
  console.error(`Missing: ${names}. Install with:\n  sudo sh -c '${command}'`);
  process.exit(1);
}
console.log(`Missing: ${names}. Running \`${command}\``);
try {
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch (e) {
  console.error(`Installing failed. Run this yourself, then npm test again:\n  ${command}`);
  process.exit(1);
}
