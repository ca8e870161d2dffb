// Chromium for the bench with the end-to-end suite's flags.
const { chromium } = require('playwright-core');
const { CHROMIUM_LAUNCHER, chromiumArgs } = require('../chromium-flags');

function launchChromiumForBench(ports = []) {
  return chromium.launch({ executablePath: CHROMIUM_LAUNCHER, args: chromiumArgs(ports) });
}

module.exports = { launchChromiumForBench };
