// Issue 36 point 2: every layout mirrors under dir="rtl" through CSS logical properties. This finds any physical
// left/right in a CSS source (a property, a keyword, a 4-value box shorthand, a corner radius, a sideways translate or
// shadow) that is not meant. Meant, and accepted:
// - a rule scoped to a direction (`[dir='rtl'] …`, `[dir='ltr'] …`): its sides are the point;
// - a rule whose mirror exists in the same file (`[dir='rtl'] <same selector>` sets the mirrored property): the
//   fallback for a logical property older webviews lack (inset-inline-*: Chrome 87, iOS 14.5);
// - both sides set to the same value in one rule (`left: 0; right: 0`): mirroring changes nothing;
// - a declaration right after a `/* physical: <why> */` comment (a physical edge: the notch's safe-area inset).
const fs = require('fs');
const path = require('path');

// Every package's CSS: the apps, the standalone build, the simulator page (what `git ls-files '*.css'` lists).
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tmp', '.git', '.e2e-artifacts', 'coverage', 'bench-results']);

const ALLOW = /\/\*\s*physical:\s*([^*\s][^*]*)\*\//;
const SIDE_WORD = /(^|[^a-z])(left|right)([^a-z]|$)/i;
const SIDE_PROPERTY = /(^|-)(left|right)(-|$)/;
const BOX_SHORTHANDS = new Set(['margin', 'padding', 'border-width', 'border-style', 'border-color', 'scroll-margin', 'scroll-padding']);
const ZERO = /^[-+]?0*\.?0*(px|rem|em|%|vw|vh)?$/;

/** Top-level space-separated parts of a value (a `calc( … )` stays one part). */
function parts(value) {
  const out = [];
  let depth = 0;
  let cur = '';
  for (const ch of value.trim()) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (/\s/.test(ch) && depth === 0) {
      if (cur) out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) out.push(cur);
  return out;
}

/** Top-level comma-separated items of a value. */
function items(value) {
  const out = [''];
  let depth = 0;
  for (const ch of value) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) out.push('');
    else out[out.length - 1] += ch;
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Corner radii that differ between the left and the right side (CSS's 1-4 value order). */
function radiusIsSided(value) {
  return value.split('/').some((half) => {
    const [a, b = a, c = a, d = b] = parts(half);
    return a !== b || c !== d;
  });
}

/** A shadow moved sideways: its first length (x offset) is not zero. */
function shadowIsSided(value) {
  if (/^(none|inherit|initial|unset)$/.test(value.trim()) || /^var\(/.test(value.trim())) return false;
  return items(value).some((shadow) => {
    const lengths = parts(shadow).filter((p) => /^[-+]?(\d|\.\d)/.test(p) || /^calc\(/.test(p));
    return lengths.length >= 2 && !ZERO.test(lengths[0]);
  });
}

/** A translate that moves along x: translateX(a), translate(a[, b]) or translate3d(a, …) with a ≠ 0. */
function translateIsSided(value) {
  const re = /translate(X|3d)?\(/gi;
  while (re.exec(value)) {
    let depth = 1;
    let end = re.lastIndex;
    for (; end < value.length && depth > 0; end += 1) {
      if (value[end] === '(') depth += 1;
      if (value[end] === ')') depth -= 1;
    }
    const x = items(value.slice(re.lastIndex, end - 1))[0] || '';
    if (!ZERO.test(x)) return true;
  }
  return false;
}

/** Why a declaration is physical, or null when it mirrors by itself. */
function physicalReason(prop, value) {
  const unquoted = value.replace(/"[^"]*"|'[^']*'/g, '""');
  if (!prop.startsWith('--') && SIDE_PROPERTY.test(prop)) return `\`${prop}\` is a physical side: use its inline-start/end form`;
  if (SIDE_WORD.test(unquoted)) return `\`${prop}: ${value}\` names a physical side`;
  if (BOX_SHORTHANDS.has(prop)) {
    const [, right, , left] = parts(value);
    if (left !== undefined && left !== right) return `\`${prop}\` with different right and left values: use the inline-start/end longhands`;
  }
  if (prop === 'border-radius' && radiusIsSided(value)) return '`border-radius` with different left and right corners';
  if ((prop === 'transform' || prop === 'translate') && translateIsSided(value)) return `\`${prop}: ${value}\` moves along x`;
  if (/(^|-)shadow$/.test(prop) && shadowIsSided(value)) return `\`${prop}\` offset sideways`;
  if (prop === 'background-position-x') return '`background-position-x` is physical';
  return null;
}

const MIRROR_SIDE = { left: 'right', right: 'left' };
/** The property that mirrors `prop`: the other side's name, or the same property for a sided value. */
const mirrorOf = (prop) => prop.replace(/(^|-)(left|right)(?=-|$)/g, (_m, pre, side) => pre + MIRROR_SIDE[side]);

const DIR_SCOPE = /^(html|:root)?\[dir=(['"]?)(rtl|ltr)\2\]\s*/;
const normalise = (selector) => selector.trim().replace(/\s+/g, ' ').replace(/\[dir=(['"]?)(rtl|ltr)\1\]/g, "[dir='$2']");

/** Rules of a source, innermost blocks only: `{ selectors, decls: [{ prop, value, line, allow }] }`. */
function rulesOf(css) {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const rules = [];
  const rule = /([^{}]*)\{([^{}]*)\}/g;
  let m;
  while ((m = rule.exec(code))) {
    const selectorText = m[1].trim();
    const bodyStart = m.index + m[1].length + 1;
    const decls = [];
    let offset = bodyStart;
    for (const raw of m[2].split(';')) {
      const colon = raw.indexOf(':');
      const lead = raw.length - raw.trimStart().length;
      if (colon > 0 && raw.trim()) {
        const at = offset + lead;
        const allow = (css.slice(offset, at).match(ALLOW) || [])[1];
        decls.push({
          prop: raw.slice(0, colon).trim().toLowerCase(),
          value: raw.slice(colon + 1).trim(),
          line: css.slice(0, at).split('\n').length,
          allow: allow ? allow.trim() : undefined,
        });
      }
      offset += raw.length + 1;
    }
    rules.push({ selectors: selectorText.split(',').map(normalise), decls });
  }
  return rules;
}

/** Problems in one CSS source: `{ line, selector, message }` for each physical declaration not meant. */
function checkDirection(css) {
  const rules = rulesOf(css);
  const mirrored = new Map(); // "selector" → properties its [dir='rtl'] rule sets
  for (const r of rules) {
    for (const s of r.selectors) {
      const scoped = s.match(DIR_SCOPE);
      if (!scoped || scoped[3] !== 'rtl') continue;
      const base = s.slice(scoped[0].length);
      const set = mirrored.get(base) || new Set();
      r.decls.forEach((d) => set.add(d.prop));
      mirrored.set(base, set);
    }
  }
  const problems = [];
  for (const r of rules) {
    if (r.selectors.every((s) => DIR_SCOPE.test(s))) continue;
    const byProp = new Map(r.decls.map((d) => [d.prop, d.value]));
    for (const d of r.decls) {
      const reason = physicalReason(d.prop, d.value);
      if (!reason || d.allow) continue;
      const other = mirrorOf(d.prop);
      if (other !== d.prop && byProp.get(other) === d.value) continue; // both sides alike
      if (r.selectors.every((s) => (mirrored.get(s) || new Set()).has(other))) continue;
      problems.push({ line: d.line, selector: r.selectors.join(', '), message: reason });
    }
  }
  return problems;
}

/** Every .css source of every package under `root`: `{ files, problems: [{ file, line, selector, message }] }`. */
function checkDirectionSources(root) {
  const files = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) visit(path.join(dir, entry.name));
      else if (entry.isFile() && entry.name.endsWith('.css')) files.push(path.join(dir, entry.name));
    }
  };
  visit(root);
  const problems = files.flatMap((file) => checkDirection(fs.readFileSync(file, 'utf8')).map((p) => ({ file, ...p })));
  return { files, problems };
}

/** Every `/* physical: … *\/` allowance in the sources: `{ file, line, why }` (the docs list them). */
function allowancesIn(root, files) {
  return files.flatMap((file) =>
    rulesOf(fs.readFileSync(file, 'utf8')).flatMap((r) =>
      r.decls.filter((d) => d.allow).map((d) => ({ file: path.relative(root, file), line: d.line, why: d.allow })),
    ),
  );
}

module.exports = { checkDirection, checkDirectionSources, allowancesIn, physicalReason };
