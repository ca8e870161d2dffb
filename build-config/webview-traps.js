// Issue 10 point 3: what a game webview does badly or not at all must not be in our code — the browser's own
// alert / confirm / prompt (blocked or ugly in a webview), target=_blank and window.open (a new window the webview
// cannot show, or a page that replaces the game). External pages open through the bridge's openUrl instead.
// Sources are scanned as text (comments included: a trap is not even mentioned as code), built JS the same way,
// except for the few places of third-party code listed in VENDOR_SIGNATURES, which our code never calls.
const fs = require('fs');
const path = require('path');

const GLOBAL = '(?:window|self|globalThis|top|parent)';
const RULES = [
  // A bare call or one on the global object; `dialog.confirm(` or `confirmDialog(` are not the browser's.
  { id: 'alert/confirm/prompt', pattern: new RegExp(`(?:(?<![\\w$.])|${GLOBAL}\\s*\\.\\s*)(?:alert|confirm|prompt)\\s*\\(`, 'g') },
  { id: 'window.open', pattern: new RegExp(`${GLOBAL}\\s*\\.\\s*open\\s*\\(|${GLOBAL}\\s*\\[\\s*['"\`]open['"\`]\\s*\\]`, 'g') },
  { id: 'target=_blank', pattern: /_blank\b/g },
];

// Third-party code that ships in a shared chunk but is never reached from ours (the source scan and the comment say why).
const VENDOR_SIGNATURES = [
  // react-router's unstable_usePrompt: window.confirm(message) ? proceed : reset. We never call usePrompt.
  { id: 'react-router usePrompt', pattern: /window\.confirm\([\w$]+\)\?setTimeout\([\w$]+\.proceed,0\)/g },
];

const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.html']);
const SKIP_DIRS = new Set(['node_modules', 'dist', '__tests__', 'testing', 'coverage']);
const TEST_FILE = /\.test\.[jt]sx?$/;

function lineColumn(code, pos) {
  const before = code.slice(0, pos).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function vendorRanges(code) {
  const ranges = [];
  for (const { pattern } of VENDOR_SIGNATURES) {
    for (const m of code.matchAll(pattern)) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}

/** Every trap in one file's text: { file, line, column, rule, snippet }. */
function scanText(code, file = '<code>', { allowVendor = false } = {}) {
  const allowed = allowVendor ? vendorRanges(code) : [];
  const problems = [];
  for (const rule of RULES) {
    for (const m of code.matchAll(rule.pattern)) {
      if (allowed.some(([from, to]) => m.index >= from && m.index < to)) continue;
      const start = Math.max(0, m.index - 30);
      problems.push({ file, ...lineColumn(code, m.index), rule: rule.id, snippet: code.slice(start, m.index + 40).replace(/\s+/g, ' ') });
    }
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

function walk(dir, accept, out = []) {
  if (!fs.existsSync(dir)) return out;
  const stat = fs.statSync(dir);
  if (stat.isFile()) {
    if (accept(dir)) out.push(dir);
    return out;
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(full, accept, out);
    } else if (accept(full)) out.push(full);
  }
  return out;
}

const isSource = (file) => SOURCE_EXTENSIONS.has(path.extname(file)) && !TEST_FILE.test(file);

/** Our sources (tests and test helpers excluded: they name the traps to prove they are refused). */
function scanSources(roots, base = process.cwd()) {
  const files = roots.flatMap((root) => walk(root, isSource));
  const problems = files.flatMap((file) => scanText(fs.readFileSync(file, 'utf8'), path.relative(base, file)));
  return { files, problems };
}

/** Built JS and HTML of the given dist folders; a missing folder is reported, never a silent pass. */
function scanBuilt(dirs, base = process.cwd()) {
  const missing = dirs.filter((dir) => !fs.existsSync(dir));
  const files = dirs.flatMap((dir) => {
    if (!fs.existsSync(dir)) return [];
    const out = [];
    for (const entry of fs.readdirSync(dir, { recursive: true })) {
      const full = path.join(dir, String(entry));
      if (/\.(js|html)$/.test(full) && fs.statSync(full).isFile()) out.push(full);
    }
    return out;
  });
  const problems = files.flatMap((file) => scanText(fs.readFileSync(file, 'utf8'), path.relative(base, file), { allowVendor: true }));
  return { files, missing, problems };
}

function formatProblems(problems) {
  return problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.rule}: …${p.snippet}…`).join('\n');
}

// What is ours, from the repository root.
const SOURCE_ROOTS = [
  'shared/src', 'host/src', 'remote-account/src', 'remote-messages/src', 'remote-support/src', 'remote-deletion/src',
  'standalone/src', 'simulator/public', 'simulator/serve.js', 'provider-stand-in/src', 'build-config/index.html',
];
const BUILT_DIRS = ['host/dist', 'remote-account/dist', 'remote-messages/dist', 'remote-support/dist', 'remote-deletion/dist', 'standalone/dist'];

module.exports = { scanText, scanSources, scanBuilt, formatProblems, SOURCE_ROOTS, BUILT_DIRS, VENDOR_SIGNATURES };
