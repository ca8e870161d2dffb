// The product docs' shape: README.md is the front door (short, links every docs/ file), every relative link in
// README.md and docs/*.md reaches a file and heading that exist, and no product doc names an issue number.
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..', '..');
const README = path.join(ROOT, 'README.md');
const DOCS = path.join(ROOT, 'docs');
const PRODUCT_DOCS = [README, ...fs.readdirSync(DOCS).filter((f) => f.endsWith('.md')).map((f) => path.join(DOCS, f))];

const read = (file) => fs.readFileSync(file, 'utf8');
const rel = (file) => path.relative(ROOT, file);

/** The text outside fenced code blocks and inline code (a link or a heading there is not one). */
const prose = (text) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(text) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const plain = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = plain.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Every relative link target of a markdown file: `[text](target)`, web addresses left out. */
function relativeLinks(text) {
  return [...prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

test('README.md is the front door: at most 250 lines', () => {
  expect(read(README).split('\n').length).toBeLessThanOrEqual(250);
});

test('README.md links every file in docs/', () => {
  const linked = new Set(relativeLinks(read(README)).map((t) => path.resolve(ROOT, t.split('#')[0])));
  expect(PRODUCT_DOCS.filter((f) => f !== README && !linked.has(f)).map(rel)).toEqual([]);
});

test.each(PRODUCT_DOCS.map(rel))('every relative link in %s reaches an existing file and heading', (name) => {
  const file = path.join(ROOT, name);
  const broken = relativeLinks(read(file)).filter((target) => {
    const [filePart, anchor] = target.split('#');
    const dest = filePart ? path.resolve(path.dirname(file), decodeURIComponent(filePart)) : file;
    if (!fs.existsSync(dest)) return true;
    if (anchor === undefined || !dest.endsWith('.md')) return false;
    return !anchorsOf(read(dest)).has(decodeURIComponent(anchor));
  });
  expect(broken).toEqual([]);
});

test.each(PRODUCT_DOCS.map(rel))('%s names no issue number', (name) => {
  const hits = read(path.join(ROOT, name))
    .split('\n')
    .filter((line) => /\bissues?[\s-]*#?\d+\b/i.test(line) || /(^|[\s(])#\d+\b/.test(line));
  expect(hits).toEqual([]);
});

test('the anchors follow GitHub: punctuation dropped, spaces kept as hyphens, repeats numbered', () => {
  expect([...anchorsOf('## Device language tags → locale\n### Ticket tokens (`ticketService.tokenUrl`)\n## A\n## A\n')])
    .toEqual(['device-language-tags--locale', 'ticket-tokens-ticketservicetokenurl', 'a', 'a-1']);
});
