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
  ['inset-inline-start', '.o { position: absolute; inset-inline-start: 0; }', '`inset-inline-start` (Chrome 87'],
  ['inset-inline-end', '.o { position: absolute; inset-inline-end: 0; }', '`inset-inline-end` (Chrome 87'],
  ['the margin-inline shorthand', '.o { margin-inline: 0 4px; }', 'two-sided `margin-inline`'],
  ['the padding-inline shorthand', '.o { padding-inline: 4px; }', 'two-sided `padding-inline`'],
  ['a logical corner radius', '.o { border-start-start-radius: 4px; }', '(Chrome 89'],
  ['float: inline-start', '.o { float: inline-start; }', '(Chrome 118'],
  [':dir()', '.o:dir(rtl) { margin-inline-start: 0; }', ':dir() (Chrome 120'],
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
    '.logical { margin-inline-start: 1px; padding-inline-end: 2px; border-inline-start: 1px solid; border-inline-end-color: red; text-align: end; }',
    "[dir='rtl'] .o { float: right; }",
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
