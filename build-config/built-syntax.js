// Issue 10: no syntax newer than the webviews we ship to (targets.js: Chrome/Android WebView 70, iOS/Safari 12)
// may reach a built file. The rule is ES2018 plus dynamic import() (Chrome 63, Safari 11.1; the federation runtime
// loads ESM remotes with it), minus regex lookbehind (Safari 12 has none). acorn cannot parse "2018 + import()", so
// files are parsed at 2020 and every 2019/2020 addition other than import() is refused node by node; 2021+ syntax
// (`??=`, numeric separators, class fields) fails the parse itself.
const fs = require('fs');
const path = require('path');
const acorn = require('acorn');

const ECMA_VERSION = 2018;
const PARSE_VERSION = 2020;
const LOOKBEHIND = /\(\?<[=!]/;

/** ~60 characters around `pos` on one line, to show what broke. */
function snippetAt(code, pos) {
  const start = Math.max(0, pos - 30);
  return code.slice(start, pos + 30).replace(/\s+/g, ' ');
}

/** Line/column (1-based) of a character offset. */
function lineColumn(code, pos) {
  const before = code.slice(0, pos).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Finds `(?<=` / `(?<!` outside character classes and escapes. */
function hasLookbehind(pattern) {
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '\\') i += 1;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (LOOKBEHIND.test(pattern.slice(i, i + 4))) return true;
  }
  return false;
}

/** Why a node is newer than the targets, or undefined. */
function tooNew(node) {
  if (node.type === 'ChainExpression') return 'optional chaining `?.` (ES2020)';
  if (node.type === 'LogicalExpression' && node.operator === '??') return 'nullish coalescing `??` (ES2020)';
  if (node.type === 'Literal' && node.bigint !== undefined) return 'BigInt literal (ES2020)';
  if (node.type === 'CatchClause' && node.param === null) return 'optional catch binding (ES2019)';
  if (node.type === 'Literal' && node.regex && hasLookbehind(node.regex.pattern)) {
    return 'regex lookbehind (Safari 12 has none)';
  }
  return undefined;
}

/** Every node of an acorn tree newer than the targets (an explicit stack: minified files nest deeply). */
function tooNewNodes(ast) {
  const found = [];
  const stack = [ast];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
    } else if (node && typeof node.type === 'string') {
      const reason = tooNew(node);
      if (reason) found.push({ node, reason });
      for (const key of Object.keys(node)) {
        const value = node[key];
        if (value && typeof value === 'object') stack.push(value);
      }
    }
  }
  return found;
}

/**
 * Checks one file's source. Returns the problems found: `{ file, line, column, message, snippet }`
 * (empty when the file is ES2018 + import() with no lookbehind regex literal).
 */
function checkSource(code, file = '<source>') {
  let ast;
  try {
    ast = acorn.parse(code, { ecmaVersion: PARSE_VERSION, sourceType: 'script', allowHashBang: true });
  } catch (e) {
    const pos = typeof e.pos === 'number' ? e.pos : 0;
    const message = `not ES${ECMA_VERSION}: ${e.message.replace(/ \(\d+:\d+\)$/, '')}`;
    return [{ file, ...lineColumn(code, pos), message, snippet: snippetAt(code, pos) }];
  }
  return tooNewNodes(ast)
    .sort((a, b) => a.node.start - b.node.start)
    .map(({ node, reason }) => ({ file, ...lineColumn(code, node.start), message: reason, snippet: snippetAt(code, node.start) }));
}

/** Every .js file (recursively) of the given dist folders; a missing folder is an error, not a pass. */
function builtFiles(dirs) {
  const files = [];
  const missing = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.(c|m)?js$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of dirs) {
    if (fs.existsSync(dir)) visit(dir);
    else missing.push(dir);
  }
  return { files, missing };
}

/** Checks every built file of `dirs`; `{ files, missing, problems }`. */
function checkBuiltDirs(dirs) {
  const { files, missing } = builtFiles(dirs);
  const problems = files.flatMap((file) => checkSource(fs.readFileSync(file, 'utf8'), file));
  return { files, missing, problems };
}

/** One line per problem: file:line:column message — snippet. */
function formatProblems(problems) {
  return problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}\n    … ${p.snippet} …`).join('\n');
}

module.exports = { checkSource, checkBuiltDirs, builtFiles, formatProblems, hasLookbehind, ECMA_VERSION };
