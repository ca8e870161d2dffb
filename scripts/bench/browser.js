// Chromium for the bench with the end-to-end suite's flags (e2e/src/support/browser.ts launchChromium).
const { chromium } = require('playwright-core');

function launchChromiumForBench(ports = []) {
  return chromium.launch({
    executablePath: process.env.UC_CHROMIUM || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(ports.length ? [`--explicitly-allowed-ports=${ports.join(',')}`] : []),
    ],
  });
}

module.exports = { launchChromiumForBench };
