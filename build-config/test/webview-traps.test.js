// Issue 10 point 3: no alert / confirm / prompt, no target=_blank, no window.open in our sources (the built files are
// checked after the build, by e2e/src/webview-traps.e2e.ts). Each finding is reported as file:line:column.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { scanText, scanSources, scanBuilt, formatProblems, SOURCE_ROOTS } = require('../webview-traps');

const ROOT = path.join(__dirname, '../..');

describe('scanText', () => {
  test.each([
    ['a bare alert', 'function f() {\n  alert("x");\n}', 'alert/confirm/prompt', 2, 3],
    ['window.confirm', 'if (window.confirm(msg)) go();', 'alert/confirm/prompt', 1, 5],
    ['globalThis.prompt', 'const v = globalThis . prompt("name");', 'alert/confirm/prompt', 1, 11],
    ['window.open', 'window.open(url, "_self");', 'window.open', 1, 1],
    ['window["open"]', "window['open'](url);", 'window.open', 1, 1],
    ['self.open', 'self.open(url);', 'window.open', 1, 1],
    ['target=_blank in JSX', '<a href={u} target="_blank">x</a>', 'target=_blank', 1, 21],
    ['target=_blank in HTML', '<p><a href="/x" target=_blank>x</a></p>', 'target=_blank', 1, 24],
    ['setAttribute', "a.setAttribute('target', '_blank');", 'target=_blank', 1, 27],
  ])('finds %s with its line and column', (_name, code, rule, line, column) => {
    const problems = scanText(code, 'src/x.tsx');
    expect(problems[0]).toMatchObject({ file: 'src/x.tsx', rule, line, column });
    expect(formatProblems(problems)).toContain(`src/x.tsx:${line}:${column} ${rule}`);
  });

  test('leaves our own look-alikes alone', () => {
    const code = [
      'await confirmDialog({ message });',
      'dialog.confirm(); popup.open(); sheet.prompt();',
      'function open(url) { return url; }',
      "callNative('openUrl', { url });",
      'const promptText = t("x"); myalert(1); onconfirm(2);',
    ].join('\n');
    expect(scanText(code)).toEqual([]);
  });

  test('third-party code is allowed only in built files and only where its signature matches', () => {
    const reactRouterPrompt = 'a.useEffect(()=>{"blocked"===n.state&&(window.confirm(r)?setTimeout(n.proceed,0):n.reset())},[';
    expect(scanText(reactRouterPrompt)).toHaveLength(1);
    expect(scanText(reactRouterPrompt, 'dist/1.js', { allowVendor: true })).toEqual([]);
    expect(scanText(`${reactRouterPrompt};window.confirm(q)`, 'dist/1.js', { allowVendor: true })).toHaveLength(1);
  });
});

describe('scanBuilt', () => {
  test('reports a missing dist and finds a trap in a nested file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'traps-'));
    fs.mkdirSync(path.join(dir, 'js'));
    fs.writeFileSync(path.join(dir, 'js', 'a.js'), 'x();\nwindow.open(u,"_blank")');
    fs.writeFileSync(path.join(dir, 'index.html'), '<a target="_blank" href="/">x</a>');
    const result = scanBuilt([dir, path.join(dir, 'absent')], dir);
    expect(result.missing).toEqual([path.join(dir, 'absent')]);
    expect(formatProblems(result.problems).split('\n').sort()).toEqual([
      expect.stringMatching(/^index\.html:1:12 target=_blank/),
      expect.stringMatching(/^js\/a\.js:2:1 window\.open/),
      expect.stringMatching(/^js\/a\.js:2:16 target=_blank/),
    ]);
  });
});

test('our sources have no alert / confirm / prompt, target=_blank or window.open', () => {
  const { files, problems } = scanSources(SOURCE_ROOTS.map((p) => path.join(ROOT, p)), ROOT);
  expect(files.length).toBeGreaterThan(200);
  expect(files.some((f) => f.endsWith(path.join('shared', 'src', 'html', 'safe-urls.ts')))).toBe(true);
  expect(files.some((f) => f.endsWith(path.join('simulator', 'public', 'js', 'native-host.js')))).toBe(true);
  expect(formatProblems(problems)).toBe('');
});

test('our sources never use react-router usePrompt (the one vendor confirm the built-file check tolerates)', () => {
  const { files } = scanSources(SOURCE_ROOTS.map((p) => path.join(ROOT, p)), ROOT);
  const users = files.filter((f) => /usePrompt|useBlocker/.test(fs.readFileSync(f, 'utf8')));
  expect(users).toEqual([]);
});
