// Remote-level faults for the faults suite: a throwaway remote whose page throws while rendering (built once into
// .e2e-artifacts from support/faults-crash-remote, served on a remote's own port), and a remote's page chunks
// answering 404 after its entry loaded.
import fs from 'fs';
import path from 'path';
import { execFileSync } from 'child_process';
import type { BrowserContext } from 'playwright-core';
import { createStaticServer } from '../../../scripts/serve-static';

const ROOT = path.join(__dirname, '../../..');
const CRASH_SRC = path.join(__dirname, 'faults-crash-remote');
export const CRASH_DIST = path.join(ROOT, '.e2e-artifacts/faults-crash-remote');

/**
 * Builds the crash remote (poses as `deletion`: ./DeleteApply throws, ./DeleteAgreement renders) unless built since
 * the lock last changed (its shared libraries' versions must be the host's).
 */
export function buildCrashRemote(): string {
  const manifest = path.join(CRASH_DIST, 'mf-manifest.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (!fs.existsSync(manifest) || fs.statSync(manifest).mtimeMs < fs.statSync(lock).mtimeMs) {
    execFileSync(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production', '--config', path.join(CRASH_SRC, 'webpack.config.js')], {
      cwd: CRASH_SRC,
      env: { ...process.env, UC_OUT_DIR: CRASH_DIST },
      stdio: 'ignore',
    });
  }
  return CRASH_DIST;
}

export async function serveCrashRemote(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await createStaticServer({ root: buildCrashRemote(), port });
  return { url: `http://localhost:${port}/mf-manifest.json`, close: () => server.close() };
}

/**
 * One exposed page's own chunks (the JS and CSS its manifest lists as `sync` — webpack names them by id or by expose)
 * answer 404 while the remote's manifest and entry load; returns the undo.
 */
export async function hidePageChunks(context: BrowserContext, appUrl: string, expose: string): Promise<() => Promise<void>> {
  const manifest = (await (await fetch(new URL('/mf-manifest.json', appUrl))).json()) as {
    exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  };
  const page = manifest.exposes.find((e) => e.name === expose);
  if (!page) throw new Error(`${appUrl} exposes no ${expose}`);
  const files = new Set([...page.assets.js.sync, ...page.assets.css.sync]);
  const matcher = (u: URL) => u.origin === new URL(appUrl).origin && files.has(u.pathname.replace(/^\//, ''));
  const handler = (route: { fulfill: (o: { status: number; body: string }) => Promise<void> }) => route.fulfill({ status: 404, body: 'hidden' });
  await context.route(matcher, handler);
  return () => context.unroute(matcher, handler);
}
