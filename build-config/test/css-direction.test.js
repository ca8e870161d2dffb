// Issue 36 point 2: no CSS source of any package writes a physical left/right that does not mirror under dir="rtl",
// unless it is meant (scoped to a direction, mirrored by a [dir='rtl'] rule, alike on both sides, or allowed with why).
const path = require('path');
const { checkDirection, checkDirectionSources, allowancesIn } = require('../css-direction');

const ROOT = path.join(__dirname, '../..');

test.each([
  ['margin-left', '.a { margin-left: 4px; }', '`margin-left`'],
  ['padding-right', '.a { padding-right: 4px; }', '`padding-right`'],
  ['border-left', '.a { border-left: 1px solid red; }', '`border-left`'],
  ['border-left-color', '.a { border-left-color: red; }', '`border-left-color`'],
  ['a corner radius longhand', '.a { border-top-left-radius: 4px; }', '`border-top-left-radius`'],
  ['left', '.a { position: absolute; left: 4px; }', '`left`'],
  ['text-align: left', '.a { text-align: left; }', 'names a physical side'],
  ['float: right', '.a { float: right; }', 'names a physical side'],
  ['clear: left', '.a { clear: left; }', 'names a physical side'],
  ['background-position', '.a { background-position: right 4px top; }', 'names a physical side'],
  ['transform-origin', '.a { transform-origin: left center; }', 'names a physical side'],
  ['a safe-area inset of one side', '.a { padding-top: var(--uc-safe-left); }', 'names a physical side'],
  ['a 4-value padding with sides apart', '.a { padding: 0 1rem 0 2rem; }', '`padding` with different right and left'],
  ['a 4-value margin with sides apart', '.a { margin: 0 auto 0 0; }', '`margin` with different right and left'],
  ['two corner radii', '.a { border-radius: 4px 0; }', 'left and right corners'],
  ['top corners only', '.a { border-radius: 4px 4px 0 0; }', undefined],
  ['one rounded corner', '.a { border-radius: 4px 0 0 0; }', 'left and right corners'],
  ['translateX', '.a { transform: translateX(-5rem); }', 'moves along x'],
  ['translate(x, y)', '.a { transform: scale(2) translate(calc(-1 * var(--w)), 0); }', 'moves along x'],
  ['a sideways shadow', '.a { box-shadow: 2px 0 4px rgba(0, 0, 0, 0.2); }', 'offset sideways'],
  ['a sideways shadow token', ':root { --uc-shadow: -1px 2px 3px #000; }', 'offset sideways'],
  ['background-position-x', '.a { background-position-x: 4px; }', 'is physical'],
])('refuses %s', (_name, css, message) => {
  const problems = checkDirection(css);
  if (message === undefined) {
    expect(problems).toEqual([]);
    return;
  }
  expect(problems).toHaveLength(1);
  expect(problems[0].message).toContain(message);
});

test('accepts logical properties, centred and vertical values, both sides alike', () => {
  const css = [
    '.a { margin-inline-start: 4px; padding-inline-end: 2px; border-inline-start: 1px solid; text-align: start; }',
    '.b { text-align: center; margin: 0 auto; padding: 1px 2px 3px; border-radius: 50%; transform: translateY(4px) rotate(90deg); }',
    '.c { position: absolute; top: 0; left: 0; right: 0; bottom: 0; margin-left: 2px; margin-right: 2px; }',
    '.d { box-shadow: 0 4px 16px rgba(0, 0, 0, 0.1), inset 0 0 0 1px red; transform: translate(0, -50%); }',
    '.e { grid-template-areas: "left right"; content: "right"; }',
    '/* margin-left: 4px in a comment */',
  ].join('\n');
  expect(checkDirection(css)).toEqual([]);
});

test('accepts a physical declaration mirrored by a [dir="rtl"] rule for the same selector', () => {
  const css = [
    '.x, .y { position: absolute; right: 0; }',
    "[dir='rtl'] .x, [dir=\"rtl\"] .y { right: auto; left: 0; }",
    '.t { transform: translateX(-1rem); }',
    '[dir=rtl] .t { transform: translateX(1rem); }',
  ].join('\n');
  expect(checkDirection(css)).toEqual([]);
});

test('a mirror rule must set the mirrored property, for every selector of the rule', () => {
  expect(checkDirection('.x { right: 0; }\n[dir="rtl"] .x { right: auto; }')).toHaveLength(1);
  expect(checkDirection('.x, .y { right: 0; }\n[dir="rtl"] .x { left: 0; }')).toHaveLength(1);
  expect(checkDirection('.x { right: 0; }\n[dir="ltr"] .x { left: 0; }')).toHaveLength(1);
});

test('accepts a declaration right after a `physical:` comment that says why, and only that one', () => {
  const allowed = '.p {\n  /* physical: the notch is on the device\'s left edge */\n  padding-left: var(--uc-safe-left);\n}';
  expect(checkDirection(allowed)).toEqual([]);
  const next = '.p {\n  /* physical: the notch */\n  padding-left: var(--uc-safe-left);\n  margin-left: 2px;\n}';
  expect(checkDirection(next)).toEqual([expect.objectContaining({ line: 4 })]);
  expect(checkDirection('.p { /* physical: */ padding-left: 1px; }')).toHaveLength(1); // no reason given
});

test('reports the line and selector', () => {
  expect(checkDirection('.a { color: red; }\n\n.b,\n.c {\n  display: block;\n  margin-right: 1px;\n}')).toEqual([
    expect.objectContaining({ line: 6, selector: '.b, .c' }),
  ]);
});

test('no CSS source of any package writes a physical left or right that is not meant', () => {
  const { files, problems } = checkDirectionSources(ROOT);
  expect(files.length).toBeGreaterThan(40);
  expect(files.some((f) => f.includes(`simulator${path.sep}public`))).toBe(true);
  expect(problems.map((p) => `${path.relative(ROOT, p.file)}:${p.line} ${p.selector}: ${p.message}`)).toEqual([]);
});

test('every allowance says why', () => {
  const { files } = checkDirectionSources(ROOT);
  for (const a of allowancesIn(ROOT, files)) expect(a.why.length).toBeGreaterThan(15);
});
