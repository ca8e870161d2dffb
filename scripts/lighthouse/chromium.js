// Debian's Chromium for one Lighthouse run: the end-to-end suite's flags (headless, no sandbox, the stack's ports
// allowed), a throw-away profile, and a DevTools port Lighthouse connects to. One browser per run, as the CLI does.
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { CHROMIUM_PATH, chromiumArgs } = require('../chromium-flags');

/** @returns {Promise<{ port: number, close: () => Promise<void> }>} */
function launchChromiumForLighthouse(ports = []) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'uc-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...chromiumArgs(ports), '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // its own process group: closing it ends its helper processes too (they write into the profile until they exit)
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const close = () =>
    new Promise((resolve) => {
      const done = () => {
        // A helper process may still be writing into the profile for a moment after the browser exits.
        try {
          fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
        } catch (e) {
          console.warn(`could not remove ${profile}: ${e.message}`);
        }
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    });
  return new Promise((resolve, reject) => {
    let log = '';
    let settled = false;
    const fail = (e) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      close().then(() => reject(e));
    };
    const timer = setTimeout(() => fail(new Error(`Chromium opened no DevTools port within 30 s:\n${log}`)), 30000);
    child.on('error', fail);
    child.on('exit', (code) => fail(new Error(`Chromium exited (${code}) before opening its DevTools port:\n${log}`)));
    child.stderr.on('data', (d) => {
      if (settled) return;
      log += d;
      const m = /DevTools listening on ws:\/\/[^:/]+:(\d+)\//.exec(log);
      if (!m) return;
      settled = true;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ port: Number(m[1]), close });
    });
  });
}

module.exports = { launchChromiumForLighthouse };
