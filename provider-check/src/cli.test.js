// The real CLI, as a child process, against a real stand-in started here: both modes pass, each planted defect fails
// the row of its call, bad arguments and a provider nobody listens for exit 2, bad answers are fail rows, never a crash.
const { execFile } = require('child_process');
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const { createStandIn } = require('@uc/provider-stand-in');

const CLI = path.join(__dirname, 'cli.js');
const OTHER = { PROVIDER_CHECK_OTHER_ACCOUNT: '13900001111' };
const ALL = ['proof', 'webAccount', 'dataExport'];
jest.setTimeout(60_000);

let standIn;
let dir;
let sessionFile;

const control = async (method, name, json) => {
  const res = await fetch(`${standIn.url}/__control/${name}`, {
    method, headers: { 'Content-Type': 'application/json' }, body: json === undefined ? undefined : JSON.stringify(json),
  });
  return res.json();
};

/** Runs the CLI; → { code, stdout, stderr, report } (report: the --json document). */
function runCli(args, env = {}) {
  const json = path.join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args, '--json', json], { env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      const report = fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, 'utf8')) : null;
      resolve({ code: error ? error.code : 0, stdout, stderr, report });
    });
  });
}

const full = (extensions) => ['--api', `${standIn.url}/`, '--session', sessionFile, '--code', '123456', '--writes', ...(extensions ? ['--extensions', extensions] : [])];
const rows = (report, status) => report.checks.filter((row) => row.status === status);
const ids = (list) => list.map((row) => row.id).sort();

beforeAll(async () => {
  standIn = await createStandIn({ port: 0, extensions: ALL });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-check-'));
  sessionFile = path.join(dir, 'session.json');
  fs.writeFileSync(sessionFile, JSON.stringify(await (await fetch(`${standIn.url}/__control/session`)).json()));
});
beforeEach(() => control('POST', 'reset'));
afterAll(async () => {
  await standIn.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('against the stand-in', () => {
  it('passes in proof mode with no fail, and writes the JSON of ARCHITECTURE §8', async () => {
    const { code, stdout, report } = await runCli(full('proof'), OTHER);
    expect(rows(report, 'fail')).toEqual([]);
    expect(code).toBe(0);
    expect(report.provider).toBe(`${standIn.url}/`);
    for (const row of report.checks) expect(Object.keys(row)).toEqual(['id', 'call', 'status', 'detail']);
    expect(ids(rows(report, 'pass'))).toEqual(expect.arrayContaining([
      'proof.lookup-masked', 'proof.reset-without-proof', 'proof.reset-made-up-proof', 'proof.reset-other-purpose',
      'proof.reset-other-account', 'proof.reset-spent-proof', 'proof.password-without-proof', 'proof.attempt-limit',
      'errors.undecryptable-q', 'errors.wrong-token', 'read.config', 'read.forget-lookup', 'writes.delete-cancel',
    ]));
    expect(stdout).toMatch(/^STATUS\s+CALL\s+CHECK\s+DETAIL$/m);
    expect(stdout).toMatch(/^pass\s+forget reset\s+proof\.reset-spent-proof\s+refused with a proof a reset already spent: error 1401/m);
  });

  it('passes a SPEC §7 provider with warn rows that name what it leaves open', async () => {
    await control('POST', 'extensions', { extensions: [] });
    try {
      const { code, report } = await runCli(full());
      expect(rows(report, 'fail')).toEqual([]);
      expect(code).toBe(0);
      expect(rows(report, 'warn').map(({ id, call }) => [id, call])).toEqual([
        ['open.reset-without-proof', 'forget reset'],
        ['open.password-by-token', 'change password'],
        ['open.full-lookup', 'forget lookup'],
        ['open.attempts', 'verify SMS'],
        ['open.no-web-deletion', 'delete apply'],
      ]);
      expect(report.checks.find((row) => row.id === 'open.full-lookup').detail).toContain('"13812345678", "player@example.com"');
    } finally {
      await control('POST', 'extensions', { extensions: ALL });
    }
  });

  it('skips another account\'s proof without PROVIDER_CHECK_OTHER_ACCOUNT, and says how to enable it', async () => {
    const { report } = await runCli(full('proof'));
    expect(report.checks.find((row) => row.id === 'proof.reset-other-account')).toEqual(expect.objectContaining({
      status: 'skip', detail: expect.stringContaining('PROVIDER_CHECK_OTHER_ACCOUNT'),
    }));
  });

  it('passes with every §8 extension: the deletion calls by proof (apply and withdraw with --writes), the export in the game and on the web, its link', async () => {
    const { code, report } = await runCli(full(ALL.join(',')), OTHER);
    expect(rows(report, 'fail')).toEqual([]);
    expect(code).toBe(0);
    expect(ids(rows(report, 'pass'))).toEqual(expect.arrayContaining([
      'webAccount.delete-detail', 'webAccount.without-proof', 'webAccount.other-purpose', 'webAccount.apply-cancel',
      'dataExport.in-game', 'dataExport.link', 'dataExport.web', 'dataExport.web-without-proof',
    ]));
    expect(report.checks.find((row) => row.id === 'webAccount.apply-cancel').detail).toContain('the proof was not spent');
    expect(standIn.state.deletion.appling).toBe(false);
    expect(report.checks.map((row) => row.id)).not.toContain('open.no-web-deletion');
  });

  it('skips the export\'s link when the provider answers pending', async () => {
    await control('POST', 'scenario', { dataExport: 'pending' });
    const { code, report } = await runCli(full(ALL.join(',')), OTHER);
    expect(code).toBe(0);
    expect(report.checks.find((row) => row.id === 'dataExport.in-game')).toEqual(expect.objectContaining({ status: 'pass', detail: 'pending: the provider e-mails the copy' }));
    expect(report.checks.find((row) => row.id === 'dataExport.link')).toEqual(expect.objectContaining({ status: 'skip', detail: expect.stringContaining('pending') }));
  });

  it('fails the webAccount and dataExport rows of a provider that lacks them when they are listed', async () => {
    await control('POST', 'extensions', { extensions: ['proof'] });
    try {
      const { code, report } = await runCli(full(ALL.join(',')), OTHER);
      expect(code).toBe(1);
      expect(rows(report, 'fail').map(({ id, call }) => [id, call])).toEqual([
        ['webAccount.delete-detail', 'delete detail'],
        ['webAccount.without-proof', 'delete detail'],
        ['webAccount.other-purpose', 'delete detail'],
        ['dataExport.in-game', 'data export'],
        ['dataExport.web-without-proof', 'data export'],
      ]);
    } finally {
      await control('POST', 'extensions', { extensions: ALL });
    }
  });
});

describe('each planted defect', () => {
  it.each([
    ['reset-without-proof', ['proof.reset-without-proof'], 'forget reset'],
    ['proof-made-up', ['proof.reset-made-up-proof'], 'forget reset'],
    ['proof-reusable', ['proof.reset-spent-proof'], 'forget reset'],
    ['proof-any-account', ['proof.reset-other-account'], 'forget reset'],
    ['proof-any-purpose', ['proof.reset-other-purpose'], 'forget reset'],
    ['lookup-unmasked', ['proof.lookup-masked', 'read.forget-lookup'], 'forget lookup'],
    ['password-without-proof', ['proof.password-without-proof'], 'change password'],
  ])('%s fails %j on "%s" (exit 1)', async (defect, failing, call) => {
    await control('POST', 'defects', { defects: [defect] });
    const { code, report } = await runCli(full('proof'), OTHER);
    expect({ code, failing: ids(rows(report, 'fail')), calls: [...new Set(rows(report, 'fail').map((row) => row.call))] }).toEqual({ code: 1, failing, calls: [call] });
  });

  it.each([
    ['deletion-any-purpose', ['webAccount.other-purpose'], 'delete detail'],
    ['deletion-without-proof', ['webAccount.without-proof'], 'delete detail'],
    ['export-without-proof', ['dataExport.web-without-proof'], 'data export'],
  ])('%s fails %j on "%s" (exit 1) with every extension listed', async (defect, failing, call) => {
    await control('POST', 'defects', { defects: [defect] });
    const { code, report } = await runCli(full(ALL.join(',')), OTHER);
    expect({ code, failing: ids(rows(report, 'fail')), calls: [...new Set(rows(report, 'fail').map((row) => row.call))] }).toEqual({ code: 1, failing, calls: [call] });
  });

  it('no-attempt-limit gives a warn row on the code check', async () => {
    await control('POST', 'defects', { defects: ['no-attempt-limit'] });
    const { code, report } = await runCli(full('proof'), OTHER);
    expect(code).toBe(0);
    expect(report.checks.find((row) => row.id === 'proof.attempt-limit')).toEqual(expect.objectContaining({
      status: 'warn', call: 'verify SMS', detail: expect.stringContaining('never met 1429'),
    }));
  });
});

describe('what it cannot run', () => {
  it.each([
    ['no --api', ['--session', 'x.json'], '--api <apiBase> is required'],
    ['an unknown extension', ['--api', 'http://localhost:1/', '--session', 'x.json', '--extensions', 'proof,magic'], 'unknown extension "magic"'],
    ['an unknown argument', ['--api', 'http://localhost:1/', '--session', 'x.json', '--write'], 'unknown argument "--write"'],
    ['a session file that is not there', ['--api', 'http://localhost:1/', '--session', '/nonexistent/session.json'], 'cannot read'],
  ])('exits 2 on %s', async (_, args, message) => {
    const { code, stderr, stdout } = await runCli(args);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toContain(message);
    expect(stderr).toContain('usage: npm run provider-check');
  });

  it('exits 2 when nothing listens at --api', async () => {
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address();
    await new Promise((resolve) => closed.close(resolve));
    const { code, stderr } = await runCli(['--api', `http://127.0.0.1:${port}/`, '--session', sessionFile]);
    expect(code).toBe(2);
    expect(stderr).toContain('cannot run: provider unreachable: ECONNREFUSED');
  });
});

describe('a provider that answers badly', () => {
  it('gets a fail row for a slow answer, HTML, a dropped connection and HTTP 500, and goes on', async () => {
    await control('POST', 'fault', { path: '/open/sdk/faqType', kind: 'slow', delayMs: 5000 });
    await control('POST', 'fault', { path: '/open/sdk/privacy', kind: 'non-json' });
    await control('POST', 'fault', { path: '/open/sdk/contract', kind: 'drop' });
    await control('POST', 'fault', { path: '/open/sdk/country', kind: 'http500' });
    const { code, stderr, report } = await runCli(full('proof'), { ...OTHER, PROVIDER_CHECK_TIMEOUT_MS: '300' });
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const failed = Object.fromEntries(rows(report, 'fail').map((row) => [row.id, row.detail]));
    expect(failed).toEqual({
      'read.faq-types': 'no answer within 300 ms',
      'read.privacy': expect.stringMatching(/^answered HTML \(text\/html\), not JSON/),
      'read.contract': expect.stringMatching(/^the connection closed without an answer/),
      'read.country-list': expect.stringMatching(/^answered HTTP 500/),
    });
    expect(report.checks.find((row) => row.id === 'proof.attempt-limit').status).toBe('pass');
  });

  it('gets fail rows, not a crash, from a server that answers garbage', async () => {
    const garbage = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status": "ok", garbage');
    });
    await new Promise((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    try {
      const { code, stderr, report } = await runCli(['--api', `http://127.0.0.1:${garbage.address().port}/`, '--session', sessionFile, '--extensions', 'proof']);
      expect({ code, stderr }).toEqual({ code: 1, stderr: '' });
      expect(report.checks.find((row) => row.id === 'read.config')).toEqual(expect.objectContaining({
        status: 'fail', detail: 'answered something that is not JSON (application/json): "{"status": "ok", garbage"',
      }));
    } finally {
      garbage.close();
    }
  });
});
