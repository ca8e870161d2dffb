// Issue 10 point 4, styles: our CSS sources use nothing the oldest webviews we ship to (Chrome 70, iOS 12 Safari)
// would drop, unless it sits in an @supports block that gives them a plain value first. Refused: flex `gap` (Chrome 84,
// iOS 14.1; grid gap is fine), min()/max()/clamp() (Chrome 79), the `inset` shorthand (Chrome 87, iOS 14.1),
// color-mix() (Chrome 111) and aspect-ratio (Chrome 88, iOS 15). Logical properties: the longhands
// margin/padding/border-inline-start/end are fine (Chrome 69, iOS 12.2); the two-sided shorthands and inset-* (Chrome
// 87, iOS 14.5), logical corner radii (Chrome 89, iOS 15), float/clear inline-start/end (Chrome 118) and :dir() (Chrome
// 120) are not: write a physical value with a [dir='rtl'] mirror (build-config/css-direction.js accepts that pair).
const fs = require('fs');
const path = require('path');

const APP_SOURCES = ['shared/src', 'host/src', 'remote-account/src', 'remote-messages/src', 'remote-support/src', 'remote-deletion/src', 'standalone/src'];

const NEWER_VALUES = [
  { pattern: /(^|[^\w-])(min|max|clamp)\(/, message: 'min()/max()/clamp() (Chrome 79) outside @supports' },
  { pattern: /color-mix\(/, message: 'color-mix() (Chrome 111) outside @supports' },
];
const NEWER_PROPERTIES = {
  inset: 'the `inset` shorthand (Chrome 87, iOS 14.1): write top/right/bottom/left',
  'aspect-ratio': 'aspect-ratio (Chrome 88, iOS 15) outside @supports',
  ...Object.fromEntries(
    ['inset-inline', 'inset-inline-start', 'inset-inline-end', 'inset-block', 'inset-block-start', 'inset-block-end'].map((p) => [
      p,
      `\`${p}\` (Chrome 87, iOS 14.5): write left/right with a [dir='rtl'] mirror`,
    ]),
  ),
  ...Object.fromEntries(
    ['margin-inline', 'margin-block', 'padding-inline', 'padding-block', 'border-inline', 'border-block',
      'border-inline-width', 'border-inline-style', 'border-inline-color'].map((p) => [
      p,
      `the two-sided \`${p}\` shorthand (Chrome 87, iOS 14.5): write its -start and -end longhands`,
    ]),
  ),
  ...Object.fromEntries(
    ['border-start-start-radius', 'border-start-end-radius', 'border-end-start-radius', 'border-end-end-radius'].map((p) => [
      p,
      `\`${p}\` (Chrome 89, iOS 15): write the physical corner with a [dir='rtl'] mirror`,
    ]),
  ),
};
const NEWER_SIDE_VALUES = /^(float|clear)$/;
const INLINE_SIDE = /\binline-(start|end)\b/;
const DIR_PSEUDO = /:dir\(/;

/** The source with comments blanked and every @supports block blanked (same length, so offsets keep their lines). */
function withoutSupportsBlocks(css) {
  let out = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  let at;
  while ((at = out.search(/@supports\b/)) !== -1) {
    const open = out.indexOf('{', at);
    let depth = 0;
    let end = open;
    for (; end < out.length; end += 1) {
      if (out[end] === '{') depth += 1;
      else if (out[end] === '}' && (depth -= 1) === 0) break;
    }
    out = out.slice(0, at) + out.slice(at, end + 1).replace(/[^\n]/g, ' ') + out.slice(end + 1);
  }
  return out;
}

const lineOf = (css, index) => css.slice(0, index).split('\n').length;

/** Problems in one CSS source: `{ line, message, selector }`. */
function checkCss(css) {
  const code = withoutSupportsBlocks(css);
  const problems = [];
  const flexContainers = new Set();
  const rule = /([^{}]+)\{([^{}]*)\}/g;
  let m;
  while ((m = rule.exec(code))) {
    const selector = m[1].trim().replace(/\s+/g, ' ');
    const body = m[2];
    const line = lineOf(code, m.index + m[1].length - m[1].trimStart().length);
    const decls = body.split(';').map((d) => d.split(':')).filter((d) => d.length > 1)
      .map(([prop, ...value]) => [prop.trim(), value.join(':').trim()]);
    const display = decls.filter(([prop]) => prop === 'display').map(([, v]) => v).pop();
    if (DIR_PSEUDO.test(selector)) problems.push({ line, selector, message: ':dir() (Chrome 120, iOS 16.4): use a [dir] attribute selector' });
    const keys = selector.split(',').map((s) => s.trim().split(' ').pop());
    if (display === 'flex' || display === 'inline-flex') keys.forEach((k) => flexContainers.add(k));
    const isFlex = display ? display === 'flex' || display === 'inline-flex' : keys.some((k) => flexContainers.has(k));
    for (const [prop, value] of decls) {
      if (isFlex && /^(row-|column-)?gap$/.test(prop)) {
        problems.push({ line, selector, message: `\`${prop}\` on a flex container (Chrome 84, iOS 14.1): use margins or grid` });
      }
      if (NEWER_SIDE_VALUES.test(prop) && INLINE_SIDE.test(value)) {
        problems.push({ line, selector, message: `\`${prop}: ${value}\` (Chrome 118, iOS 15): write left/right with a [dir='rtl'] mirror` });
      }
      if (NEWER_PROPERTIES[prop]) problems.push({ line, selector, message: NEWER_PROPERTIES[prop] });
      for (const v of NEWER_VALUES) if (v.pattern.test(value)) problems.push({ line, selector, message: `${prop}: ${v.message}` });
    }
  }
  return problems;
}

/** Every .css file of our app sources under `root`, checked: `{ files, problems: [{ file, line, message, selector }] }`. */
function checkCssSources(root) {
  const files = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.css')) files.push(full);
    }
  };
  APP_SOURCES.map((d) => path.join(root, d)).filter((d) => fs.existsSync(d)).forEach(visit);
  const problems = files.flatMap((file) => checkCss(fs.readFileSync(file, 'utf8')).map((p) => ({ file, ...p })));
  return { files, problems };
}

module.exports = { checkCss, checkCssSources, withoutSupportsBlocks };
