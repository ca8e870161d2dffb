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

/** Compares a PNG with its baseline `name`; throws with where the actual shot and its diff are when they differ. */
export function expectMatchesBaseline(name: string, png: Buffer): void {
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  if (UPDATE) {
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    fs.writeFileSync(baselineFile, png);
    return;
  }
  const update = `UPDATE_SCREENSHOTS=1 npm run e2e -w e2e -- <file> writes it`;
  if (!fs.existsSync(baselineFile)) throw new Error(`no baseline ${path.relative(process.cwd(), baselineFile)} (${update})`);
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(fs.readFileSync(baselineFile));
  const saveActual = () => {
    fs.mkdirSync(DIFF_DIR, { recursive: true });
    const file = path.join(DIFF_DIR, `${name}-actual.png`);
    fs.writeFileSync(file, png);
    return file;
  };
  if (actual.width !== expected.width || actual.height !== expected.height) {
    throw new Error(
      `${name}: ${actual.width}×${actual.height}, the baseline ${expected.width}×${expected.height} (actual: ${saveActual()}; ${update})`,
    );
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
  });
  const allowed = Math.floor(actual.width * actual.height * MAX_DIFF_SHARE);
  if (differing > allowed) {
    const diffFile = path.join(DIFF_DIR, `${name}-diff.png`);
    const actualFile = saveActual();
    fs.writeFileSync(diffFile, PNG.sync.write(diff));
    throw new Error(`${name}: ${differing} pixels differ from the baseline (${allowed} allowed); actual ${actualFile}, diff ${diffFile} (${update})`);
  }
}
