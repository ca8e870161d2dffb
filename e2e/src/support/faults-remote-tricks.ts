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

/** Builds the crash remote (poses as `deletion`: ./DeleteApply throws, ./DeleteAgreement renders) unless built. */
export function buildCrashRemote(): string {
  if (!fs.existsSync(path.join(CRASH_DIST, 'mf-manifest.json'))) {
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

/** The remote's page chunks (`__federation_expose_*`) answer 404 while its manifest and entry load; returns the undo. */
export async function hidePageChunks(context: BrowserContext, appUrl: string): Promise<() => Promise<void>> {
  const matcher = (u: URL) => u.origin === new URL(appUrl).origin && u.pathname.includes('__federation_expose_');
  const handler = (route: { fulfill: (o: { status: number; body: string }) => Promise<void> }) => route.fulfill({ status: 404, body: 'hidden' });
  await context.route(matcher, handler);
  return () => context.unroute(matcher, handler);
}
