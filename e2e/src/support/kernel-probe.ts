// Reads the probes every app records (shared/src/diagnostics/kernel-probe.ts) and says which objects differ.
import type { Page } from 'playwright-core';

export async function kernelIdentity(page: Page) {
  return page.evaluate(() => {
    const probes = (window as unknown as { __UC_KERNEL_PROBES__?: Record<string, Record<string, unknown>> }).__UC_KERNEL_PROBES__ || {};
    const apps = Object.keys(probes);
    const keys = apps.length ? Object.keys(probes[apps[0]]) : [];
    const differing = keys.filter((k) => apps.some((a) => probes[a][k] !== probes[apps[0]][k] || probes[a][k] === undefined));
    return { apps: apps.sort(), keys: keys.sort(), differing };
  });
}
