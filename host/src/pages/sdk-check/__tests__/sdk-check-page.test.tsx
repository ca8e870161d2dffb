// #/sdk-check through the UI, with native played the way boot wires it: init recorded and sent, ucOnLogin through the
// real login handler, ucOnBack through hardware back, ucOnResult answering bindAccount.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hardwareBack, installNativeCallbacks, setAppConfig } from '@uc/shared';
import { mockProvider, recordNativeCalls, TEST_PUBLIC_KEY_PEM } from '@uc/shared/src/testing';
import { createLoginHandler } from '../../../app/login-handler';
import { createLogoutHandler } from '../../../app/logout-handler';
import { recordInitSent, resetNativeHandshake } from '../../../app/native-handshake';
import { currentRoute, renderApp } from '../../../testing/host-test-utils';
import { OPEN_URL_PROBE } from '../use-sdk-checks';

const PAYLOAD = {
  nick_name: 'Ana', role_id: 'r9', role_name: 'Mage', token: 'tok-secret-9', open_id: 'open-secret-9', user_id: 'u-9',
  mobile: '13900000000', app_id: 'app-9', channel: 'ch', public_key: TEST_PUBLIC_KEY_PEM, channel_id: 'c1',
  platform: 'Android', device_id: 'd1', opensdk_version: '3.1', login_types: 'Account,Google', language: 'en_US',
  capabilities: 'openUrl',
};

const w = window as unknown as { ucOnLogin(raw: unknown): void; ucOnBack(): boolean };
let native: ReturnType<typeof recordNativeCalls>;
let provider: ReturnType<typeof mockProvider>;
let uninstall: (() => void) | undefined;

beforeEach(() => {
  resetNativeHandshake();
  native = recordNativeCalls();
  provider = mockProvider({
    'GET open/sdk/config': { status: 'ok', config_map: { items1: [], items2: [] } },
    'GET open/oauth/binding': { status: 'ok' },
    'GET open/message/read': { status: 'ok', message: 0, activeCode: 0 },
  });
});
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  native.stop();
  provider.restore();
  setAppConfig({});
});

/** The page as an integration build opens it: sdkCheck on, then what boot does with native. */
async function openSdkCheck(route = '/sdk-check') {
  setAppConfig({ sdkCheck: true });
  recordInitSent(); // boot records init before the shell renders
  const app = await renderApp({ route });
  uninstall = installNativeCallbacks({
    onLogin: createLoginHandler(app.store), onLogout: createLogoutHandler(app.store), onBack: hardwareBack,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'SDK self-check' })).toBeInTheDocument();
  return app;
}

const login = (raw: unknown) => act(() => w.ucOnLogin(raw));

/** A check's row: its status, name and reason. */
function row(name: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Checks' });
  const item = within(list).getAllByRole('listitem').find((li) => within(li).queryByText(name));
  if (!item) throw new Error(`no check row ${name}`);
  return item;
}

async function expectRow(name: string, status: 'PASS' | 'FAIL', reason: string | RegExp, timeout?: number) {
  await waitFor(() => {
    expect(row(name)).toHaveTextContent(status);
    expect(row(name)).toHaveTextContent(reason);
  }, { timeout });
}

const ISOLATION = 'Bridge isolation';
/** The 2 s the isolation check gives native to (not) answer the probe frame, plus room. */
const ISOLATION_WAIT = 4000;
const probeFrame = () => document.querySelector<HTMLIFrameElement>('iframe[data-bridge-probe]');

/** The probe frame's own report, as public/bridge-probe.js posts it (jsdom runs no script in it). */
async function probeReports(visible: string[], from?: Window | null) {
  await waitFor(() => expect(probeFrame()).not.toBeNull());
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'uc-bridge-probe', visible }, source: from === undefined ? probeFrame()!.contentWindow : from }));
  });
}

/** The probe frame telling the page native answered it directly (a callback it defined, a uc-native message, an iOS reply). */
function probeAnswered(answered: string[], from?: Window | null) {
  const source = from === undefined ? probeFrame()!.contentWindow : from;
  act(() => {
    for (const how of answered) window.dispatchEvent(new MessageEvent('message', { data: { source: 'uc-bridge-probe', answered: how }, source }));
  });
}

const report = () => (screen.getByLabelText('Report') as HTMLTextAreaElement).value;

describe('gate', () => {
  it('without sdkCheck in app-config the page is an unknown page', async () => {
    await renderApp({ route: '/sdk-check' });
    expect(await screen.findByText('page does not exist')).toBeInTheDocument();
    expect(screen.queryByText('SDK self-check')).not.toBeInTheDocument();
  });

  it('with sdkCheck: true it is the self-check, waiting for native', async () => {
    await openSdkCheck();
    expect(row('Handshake (init → ucOnLogin)')).toHaveTextContent('Waiting for ucOnLogin…');
    expect(row('Hardware back (ucOnBack)')).toHaveTextContent('Waiting for ucOnBack…');
    // The engineer is told what to do inside the item it concerns.
    expect(within(row('Hardware back (ucOnBack)')).getByText(/Press the device's back button/)).toBeInTheDocument();
    expect(within(row('Hardware back (ucOnBack)')).getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Checking…' })).toBeInTheDocument();
  });
});

it('a conforming native passes every check, and the report names no session value', async () => {
  const user = userEvent.setup();
  await openSdkCheck();
  login(JSON.stringify(PAYLOAD));
  await expectRow('Handshake (init → ucOnLogin)', 'PASS', /ucOnLogin arrived \d+ ms after init \(1 received\)\./);
  await expectRow('Session fields', 'PASS', 'All fields usable (17 with a value).');
  await expectRow('Device language', 'PASS', '“en_US” → text language en, server locale en-US');
  await probeReports([]);
  await expectRow(ISOLATION, 'PASS', 'A sandboxed frame of another origin saw no bridge, and native did not answer its init within 2 s.', ISOLATION_WAIT);

  // Hardware back is answered by the check (true: stay open), not by the page's own back (which would exit).
  let handled = false;
  act(() => {
    handled = w.ucOnBack();
  });
  expect(handled).toBe(true);
  await expectRow('Hardware back (ucOnBack)', 'PASS', 'ucOnBack arrived; the page answered true and native kept the view open.');
  expect(native.of('exit')).toEqual([]);
  expect(currentRoute()).toBe('/sdk-check');

  await waitFor(() => expect(native.of('bindAccount')).toHaveLength(1));
  expect(native.of('bindAccount')[0].payload).toEqual({ authType: 'Facebook', callbackId: expect.any(String) });
  expect(within(row('bindAccount → ucOnResult')).getByText(/Native now runs a Facebook login: finish or cancel it\./)).toBeInTheDocument();
  native.answer('bindAccount', JSON.stringify({ code: 0, status: 'cancel' }));
  await expectRow('bindAccount → ucOnResult', 'PASS', 'ucOnResult arrived with the callbackId (fields: code, status).');

  await waitFor(() => expect(native.of('openUrl')).toEqual([{ method: 'openUrl', payload: { url: OPEN_URL_PROBE } }]));
  expect(within(row('openUrl')).getByText('Did a browser open over the game?')).toBeInTheDocument();
  await user.click(within(row('openUrl')).getByRole('button', { name: 'Yes' }));
  await expectRow('openUrl', 'PASS', 'Native opened the page.');
  expect(screen.queryByText('Did a browser open over the game?')).not.toBeInTheDocument();

  expect(await screen.findByRole('heading', { level: 2, name: 'Done: 7 of 7 passed.' })).toBeInTheDocument();
  const lines = report().split('\n');
  expect(lines.filter((l) => l.startsWith('[PASS] '))).toEqual([
    expect.stringMatching(/^\[PASS\] Handshake \(init → ucOnLogin\): ucOnLogin arrived \d+ ms after init/),
    '[PASS] Session fields: All fields usable (17 with a value).',
    '[PASS] Device language: “en_US” → text language en, server locale en-US',
    '[PASS] Bridge isolation: A sandboxed frame of another origin saw no bridge, and native did not answer its init within 2 s.',
    '[PASS] Hardware back (ucOnBack): ucOnBack arrived; the page answered true and native kept the view open.',
    '[PASS] bindAccount → ucOnResult: ucOnResult arrived with the callbackId (fields: code, status).',
    '[PASS] openUrl: Native opened the page.',
  ]);
  for (const value of [PAYLOAD.token, PAYLOAD.open_id, PAYLOAD.mobile, PAYLOAD.user_id, 'MIGfMA0G']) {
    expect(report()).not.toContain(value);
  }
}, 20_000); // its isolation step waits out the probe's real 2 s window: room for a busy two-core machine

it('bindAccount that native never answers fails after ?wait= seconds, saying what native must do', async () => {
  const user = userEvent.setup();
  await openSdkCheck('/sdk-check?wait=1');
  login(PAYLOAD);
  await user.click(await screen.findByRole('button', { name: 'Skip' }));
  expect(row('Hardware back (ucOnBack)')).toHaveTextContent('FAIL');
  expect(row('Hardware back (ucOnBack)')).toHaveTextContent('Skipped: no ucOnBack was seen.');
  await waitFor(() => expect(native.of('bindAccount')).toHaveLength(1));
  expect(row('bindAccount → ucOnResult')).toHaveTextContent('Sent bindAccount; waiting up to 1 s for ucOnResult…');
  await expectRow(
    'bindAccount → ucOnResult', 'FAIL',
    'No ucOnResult with the callbackId within 1 s: native must answer every bindAccount, also when the player cancels.',
  );
  expect(report()).toContain('[FAIL] bindAccount → ucOnResult: No ucOnResult with the callbackId within 1 s');
});

it('a session without the openUrl capability fails openUrl and sends native nothing it did not declare', async () => {
  const user = userEvent.setup();
  await openSdkCheck();
  const { capabilities: _c, ...withoutCapabilities } = PAYLOAD;
  login(withoutCapabilities);
  await probeReports([]);
  await user.click(await screen.findByRole('button', { name: 'Skip' }));
  await waitFor(() => expect(native.of('bindAccount')).toHaveLength(1));
  native.answer('bindAccount', { code: 1 });
  await expectRow(
    'openUrl', 'FAIL', "The session does not list openUrl in capabilities: external links use the page's own dialog.",
  );
  expect(native.of('openUrl')).toEqual([]);
  expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Done: 5 of 7 passed.' }, { timeout: ISOLATION_WAIT })).toBeInTheDocument();
});

it('no ucOnLogin within ?wait= fails the handshake, and with it the session and language', async () => {
  await openSdkCheck('/sdk-check?wait=1');
  await expectRow(
    'Handshake (init → ucOnLogin)', 'FAIL',
    'No ucOnLogin within 1 s of init: native must answer init, even when nobody is logged in.',
  );
  expect(row('Session fields')).toHaveTextContent('No session payload received.');
  expect(row('Device language')).toHaveTextContent('No language field: the page falls back to English.');
});

it('names the dropped fields of a session, and a logged-out one', async () => {
  await openSdkCheck();
  login({ ...PAYLOAD, role_name: { text: 'Mage' } });
  await expectRow('Session fields', 'FAIL', 'Unusable fields, ignored by the page: role_name (object).');
  login({ ...PAYLOAD, token: '' });
  await expectRow('Session fields', 'FAIL', 'token or open_id is empty: a logged-out player.');
  expect(row('Handshake (init → ucOnLogin)')).toHaveTextContent('(2 received)');
});

it('an Android Traditional Chinese tag resolves to zh-TW, and the page itself switches to it', async () => {
  await openSdkCheck();
  login({ ...PAYLOAD, language: 'zh_TW_#Hant' });
  expect(await screen.findByRole('heading', { level: 1, name: 'SDK 自我檢查' })).toBeInTheDocument();
  expect(await screen.findByText('「zh_TW_#Hant」→ 文字語言 zh-Hant，伺服器地區設定 zh-TW')).toBeInTheDocument();
});

it('native that hides the view although back was answered true fails hardware back', async () => {
  await openSdkCheck();
  login(PAYLOAD);
  const visibility = jest.spyOn(document, 'visibilityState', 'get');
  try {
    act(() => {
      w.ucOnBack();
      visibility.mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility.mockReturnValue('visible'); // the engineer brings the game back to read the verdict
    document.dispatchEvent(new Event('visibilitychange'));
    await expectRow('Hardware back (ucOnBack)', 'FAIL', 'ucOnBack arrived, but the view was hidden although the page answered true.');
  } finally {
    visibility.mockRestore();
  }
});

it('once the back check is over, hardware back is the page\'s own again (the entry page asks native to exit)', async () => {
  const user = userEvent.setup();
  await openSdkCheck();
  login(PAYLOAD);
  await user.click(await screen.findByRole('button', { name: 'Skip' }));
  act(() => {
    w.ucOnBack();
  });
  expect(native.of('exit')).toHaveLength(1);
});

it('Run again starts the interactive checks over, the handshake kept', async () => {
  const user = userEvent.setup();
  await openSdkCheck();
  login(PAYLOAD);
  await user.click(await screen.findByRole('button', { name: 'Skip' }));
  await waitFor(() => expect(native.of('bindAccount')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Run again' }));
  expect(row('Hardware back (ucOnBack)')).toHaveTextContent('Waiting for ucOnBack…');
  await expectRow('Handshake (init → ucOnLogin)', 'PASS', '(1 received)');
  act(() => {
    w.ucOnBack();
  });
  await expectRow('Hardware back (ucOnBack)', 'PASS', 'native kept the view open');
  expect(native.of('exit')).toEqual([]);
});

describe('bridge isolation', () => {
  it('waits for the handshake, then a sandboxed, opaque-origin frame loads the host’s probe script', async () => {
    await openSdkCheck();
    expect(row(ISOLATION)).toHaveTextContent('Runs once the handshake is settled.');
    expect(probeFrame()).toBeNull();
    login(PAYLOAD);
    await waitFor(() => expect(probeFrame()).not.toBeNull());
    const frame = probeFrame()!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts'); // no allow-same-origin: an opaque origin
    expect(frame.getAttribute('srcdoc')).toMatch(/^<!doctype html><script src="http:\/\/localhost\/bridge-probe\.js" data-version="\d+"><\/script>$/);
    // the frame and the row's words may land in two renders: wait for the words, not for luck
    await waitFor(() => expect(row(ISOLATION)).toHaveTextContent('A sandboxed frame of another origin is trying the bridge…'));
  });

  it('fails naming UCNativeBridge when the frame can see it (Android addJavascriptInterface), and removes the frame', async () => {
    await openSdkCheck();
    login(PAYLOAD);
    await probeReports(['android']);
    await expectRow(ISOLATION, 'FAIL', 'UCNativeBridge is visible in a sandboxed frame of another origin', ISOLATION_WAIT);
    expect(row(ISOLATION)).toHaveTextContent('addWebMessageListener');
    expect(probeFrame()).toBeNull();
    expect(report()).toContain('[FAIL] Bridge isolation: UCNativeBridge is visible');
  });

  it('fails naming the answer when native sends ucOnLogin after the frame’s init', async () => {
    await openSdkCheck();
    login(PAYLOAD);
    await probeReports([]);
    login(PAYLOAD); // native answered the frame: the session goes to whoever asks
    await expectRow(ISOLATION, 'FAIL', /Native answered a sandboxed frame's init with ucOnLogin after \d+ ms/);
  });

  it('names both when the frame sees UCNativeBridge and native answers it', async () => {
    await openSdkCheck();
    login(PAYLOAD);
    await probeReports(['android']);
    login(PAYLOAD);
    await expectRow(ISOLATION, 'FAIL', /UCNativeBridge is visible in a sandboxed frame of another origin, and native answered its init with ucOnLogin after \d+ ms/);
  });

  it('on iOS a visible ucNative passes when native ignores the frame, and says why', async () => {
    await openSdkCheck();
    login(PAYLOAD);
    await probeReports(['ios']);
    await expectRow(ISOLATION, 'PASS', 'A sandboxed frame saw ucNative (WebKit shows it to every frame)', ISOLATION_WAIT);
  });

  it('fails when native answered the sandboxed frame itself, though no ucOnLogin reached the page (iOS reply)', async () => {
    await openSdkCheck();
    login(PAYLOAD);
    await probeReports(['ios']);
    probeAnswered(['reply']);
    await expectRow(ISOLATION, 'FAIL', "Native answered the sandboxed frame itself (ucNative.postMessage reply): whichever frame calls the bridge gets the answer, the player's session included.");
    expect(probeFrame()).toBeNull();
    expect(report()).toContain('[FAIL] Bridge isolation: Native answered the sandboxed frame itself (ucNative.postMessage reply)');
  });

  it('names each way native answered the frame: its own callbacks called, a uc-native message', async () => {
    await openSdkCheck();
    login(PAYLOAD);
    await waitFor(() => expect(probeFrame()).not.toBeNull());
    probeAnswered(['ucOnLogin', 'uc-native']); // before the frame's own report too: native answered at once
    await expectRow(ISOLATION, 'FAIL', "Native answered the sandboxed frame itself (ucOnLogin(), postMessage { source: 'uc-native' })");
  });

  it('ignores a probe report from any other window', async () => {
    await openSdkCheck();
    login(PAYLOAD);
    await probeReports(['android'], window);
    await waitFor(() => expect(probeFrame()).not.toBeNull());
    probeAnswered(['ucOnLogin'], window);
    await probeReports([]);
    await expectRow(ISOLATION, 'PASS', 'saw no bridge', ISOLATION_WAIT);
  });

  it('fails when the probe frame never reports (its script could not run)', async () => {
    await openSdkCheck('/sdk-check?wait=1');
    login(PAYLOAD);
    await expectRow(ISOLATION, 'FAIL', 'The test frame did not run', ISOLATION_WAIT);
  });
});
