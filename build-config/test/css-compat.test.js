// Issue 10 point 4: our CSS carries nothing Chrome 70 / iOS 12 would drop outside an @supports block.
const path = require('path');
const { checkCss, checkCssSources } = require('../css-compat');

test.each([
  ['flex gap', '.row {\n  display: flex;\n  gap: 4px;\n}', 'flex container'],
  ['inline-flex column-gap', '.row { display: inline-flex; column-gap: 4px; }', 'flex container'],
  ['gap on a flex container in a later rule', '.a { display: flex; }\n@media (min-width: 1px) { .page .a { gap: 2px; } }', 'flex container'],
  ['max() in a custom property', ':root { --t: max(2.75rem, 44px); }', 'min()/max()/clamp()'],
  ['min()', '.d { width: min(100%, 20rem); }', 'min()/max()/clamp()'],
  ['clamp()', '.d { font-size: clamp(1rem, 2vw, 2rem); }', 'min()/max()/clamp()'],
  ['inset', '.o { position: fixed; inset: 0; }', '`inset`'],
  ['color-mix()', '.i { background: color-mix(in srgb, red 12%, transparent); }', 'color-mix'],
  ['aspect-ratio', '.s { aspect-ratio: 1; }', 'aspect-ratio'],
])('refuses %s', (_name, css, message) => {
  const problems = checkCss(css);
  expect(problems).toHaveLength(1);
  expect(problems[0].message).toContain(message);
});

test('accepts grid gap, minmax(), media features and newer values inside @supports', () => {
  const css = [
    '.g { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; }',
    '@media (min-width: 40rem) and (max-height: 30rem) { .g { row-gap: 2px; } }',
    '/* max(1px, 2px) in a comment */',
    '@supports (width: max(1px, 2px)) { :root { --t: max(2.75rem, 44px); } .d { width: min(100%, 2rem); } }',
    '.after { padding: 0; }',
  ].join('\n');
  expect(checkCss(css)).toEqual([]);
});

test('reports the line and selector of the problem', () => {
  expect(checkCss('.a { color: red; }\n\n.b,\n.c {\n  display: flex;\n  gap: 1px;\n}')).toEqual([
    expect.objectContaining({ line: 3, selector: '.b, .c' }),
  ]);
});

test('no CSS source of the apps uses flex gap, min()/max()/clamp(), inset, color-mix() or aspect-ratio unguarded', () => {
  const { files, problems } = checkCssSources(path.join(__dirname, '../..'));
  expect(files.length).toBeGreaterThan(30);
  expect(problems.map((p) => `${path.relative(path.join(__dirname, '../..'), p.file)}:${p.line} ${p.selector}: ${p.message}`)).toEqual([]);
});
