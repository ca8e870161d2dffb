// Layout screenshots compared with committed baselines (e2e/baselines/*.png) by pixelmatch: a layout change is seen
// before it lands. `UPDATE_SCREENSHOTS=1` writes the baselines instead of comparing (docs/testing.md, Screenshots).
import fs from 'fs';
import path from 'path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { SCREENSHOT_DIR } from './browser';

export const BASELINE_DIR = path.join(__dirname, '../../baselines');
const DIFF_DIR = path.join(SCREENSHOT_DIR, 'diff');
const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';

/**
 * Per pixel: pixelmatch's colour distance 0.1 (its default) with anti-aliased pixels left out, so a glyph's edge
 * smoothed differently is not a difference (WebKit's own repeat shots differ in thousands of pixels by less; with
 * these settings, none). Per shot: at most 0.02 % of the pixels may still differ (68 on a 390×844 screen); moving
 * home's Change Account button 8 px changes about 700, a FAQ cell 8 px about 1000.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_SHARE = 0.0002;

/** Why `png` does not match the baseline file (its size, or how many pixels differ), or null when it does. */
function mismatch(name: string, png: Buffer, baselineFile: string): { message: string; diff?: PNG } | null {
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(fs.readFileSync(baselineFile));
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return { message: `${name}: ${actual.width}×${actual.height}, the baseline ${expected.width}×${expected.height}` };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
  });
  const allowed = Math.floor(actual.width * actual.height * MAX_DIFF_SHARE);
  return differing > allowed ? { message: `${name}: ${differing} pixels differ from the baseline (${allowed} allowed)`, diff } : null;
}

/**
 * Compares a PNG with its baseline `name`; throws with where the actual shot and its diff are when they differ. With
 * UPDATE_SCREENSHOTS=1, writes the baseline instead where there is none or it differs (a match keeps its file).
 */
export function expectMatchesBaseline(name: string, png: Buffer): void {
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  const exists = fs.existsSync(baselineFile);
  if (UPDATE) {
    if (exists && !mismatch(name, png, baselineFile)) return;
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    fs.writeFileSync(baselineFile, png);
    return;
  }
  const update = `UPDATE_SCREENSHOTS=1 npm run e2e -w e2e -- <file> writes it`;
  if (!exists) throw new Error(`no baseline ${path.relative(process.cwd(), baselineFile)} (${update})`);
  const found = mismatch(name, png, baselineFile);
  if (!found) return;
  fs.mkdirSync(DIFF_DIR, { recursive: true });
  const actualFile = path.join(DIFF_DIR, `${name}-actual.png`);
  fs.writeFileSync(actualFile, png);
  let where = `actual ${actualFile}`;
  if (found.diff) {
    const diffFile = path.join(DIFF_DIR, `${name}-diff.png`);
    fs.writeFileSync(diffFile, PNG.sync.write(found.diff));
    where += `, diff ${diffFile}`;
  }
  throw new Error(`${found.message}; ${where} (${update})`);
}
