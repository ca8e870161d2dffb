// The end-to-end suite drives Debian's Chromium; install it when it is missing (CI runs as root).
const fs = require('fs');
const { execSync } = require('child_process');

const CHROMIUM = process.env.UC_CHROMIUM || '/usr/bin/chromium';
if (fs.existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const command = 'apt-get update && apt-get install -y chromium';
if (!isRoot) {
  console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo sh -c '${command}'`);
  process.exit(1);
}
console.log(`Chromium missing: running \`${command}\``);
try {
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch (e) {
  console.error(`Installing Chromium failed. Run this yourself, then npm test again:\n  ${command}`);
  process.exit(1);
}
