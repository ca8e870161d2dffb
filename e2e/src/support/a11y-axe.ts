// axe-core inside the page under test: inject once per document, run the WCAG 2.0/2.1 A+AA rules, and
// turn the critical/serious findings into lines a person can read in a failing test's message.
import fs from 'fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/** Runs axe on the current document (not into frames: a hosted frame's content belongs to its host). */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  // colours are measured as drawn: let entry animations (a dialog fading in) finish first; spinners loop forever
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // evaluated through the devtools protocol: the page's CSP (no inline script) does not apply to it
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type AxeNode = { target: unknown[]; failureSummary?: string; impact?: string | null };
    type AxeResult = { id: string; impact?: string | null; help: string; nodes: AxeNode[] };
    const axe = (window as unknown as {
      axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeResult[] }> };
    }).axe;
    // No preload: axe would re-fetch every stylesheet and media file and parse them in a scratch document, which the
    // host's CSP (rightly) reports as inline style. css-orientation-lock needs that; this suite visits both
    // orientations instead, which is what that rule stands for.
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      rules: { 'css-orientation-lock': { enabled: false } },
      preload: false,
      iframes: false,
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
    }));
  }, AXE_TAGS);
}

export const isBlocking = (f: AxeFinding) => f.impact === 'critical' || f.impact === 'serious';

/** One line per finding: where, which rule, what to fix. */
export function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.map(
    (f) => `${where}: [${f.impact}] ${f.rule} — ${f.help} — ${f.targets.slice(0, 4).join(' | ')}${f.targets.length > 4 ? ` (+${f.targets.length - 4})` : ''} — ${f.summary}`,
  );
}
