// Chromium for the bench with the end-to-end suite's flags.
const { chromium } = require('playwright-core');
const { CHROMIUM_PATH, chromiumArgs } = require('../chromium-flags');

function launchChromiumForBench(ports = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs(ports) });
}

module.exports = { launchChromiumForBench };
