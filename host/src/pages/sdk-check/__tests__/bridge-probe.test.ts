// public/bridge-probe.js itself, run in a frame of this document as the self-check runs it: what it reports to the page
// when a host shows it a bridge, calls the callbacks it defined, posts it a uc-native message or replies on iOS.
import { readFileSync } from 'fs';
import { join } from 'path';
import { waitFor } from '@testing-library/react';
import { flushPendingWork } from '@uc/shared/src/testing';

const PROBE = readFileSync(join(__dirname, '../../../../public/bridge-probe.js'), 'utf8');
const SECRET = 'tok-secret-7';
const SESSION = JSON.stringify({ token: SECRET, open_id: 'open-7' });

type ProbeWindow = Window & Record<string, unknown>;
let reports: unknown[];

beforeEach(() => {
  reports = [];
  // The frame posts to its parent: this window.
  jest.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    reports.push(message);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

/** A frame of this document; `host` puts what native gives every frame into it before the probe runs. */
function runProbe(host: (w: ProbeWindow) => void = () => {}): ProbeWindow {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const w = frame.contentWindow as unknown as ProbeWindow;
  host(w);
  const script = w.document.createElement('script');
  script.setAttribute('data-version', '3');
  script.textContent = PROBE;
  w.document.body.append(script);
  return w;
}

const visible = (objects: string[]) => ({ source: 'uc-bridge-probe', visible: objects });
const answered = (how: string) => ({ source: 'uc-bridge-probe', answered: how });

it('sees no bridge in a plain frame, says so, and reports nothing else', async () => {
  runProbe();
  await flushPendingWork();
  expect(reports).toEqual([visible([])]);
});

it('defines the page’s four callbacks before it sends init, and reports each call by name, never what it carried', () => {
  const sent: string[] = [];
  let definedAtInit: string[] = [];
  const w = runProbe((frame) => {
    frame.UCNativeBridge = {
      // A host that answers the calling frame itself (evaluateJavascript into the frame that posted).
      postMessage(json: string) {
        sent.push(json);
        definedAtInit = ['ucOnLogin', 'ucOnResult', 'ucOnLogout', 'ucOnBack'].filter((n) => typeof frame[n] === 'function');
        (frame.ucOnLogin as (p: string) => void)(SESSION);
        (frame.ucOnResult as (id: string, r: unknown) => void)('cb-1', { access_token: SECRET });
      },
    };
  });
  expect(sent.map((json) => JSON.parse(json))).toEqual([{ method: 'init', payload: { version: 3 } }]);
  expect(definedAtInit).toEqual(['ucOnLogin', 'ucOnResult', 'ucOnLogout', 'ucOnBack']);
  (w.ucOnLogout as () => void)();
  // Back called in this frame: answered true, so a host that then closes on false keeps the view for the verdict.
  expect((w.ucOnBack as () => unknown)()).toBe(true);
  expect(reports).toEqual([
    answered('ucOnLogin'), answered('ucOnResult'), visible(['android']), answered('ucOnLogout'), answered('ucOnBack'),
  ]);
  expect(JSON.stringify(reports)).not.toContain(SECRET);
});

it('reports a uc-native message posted to it (the plain-browser form of native’s answer), and no other message', () => {
  const w = runProbe();
  const post = (data: unknown) => w.dispatchEvent(new MessageEvent('message', { data, source: window }));
  post('ucOnLogin');
  post({ source: 'uc-page', method: 'init' });
  post({ source: 'uc-native', callback: 'ucOnLogin', args: [SESSION] });
  expect(reports).toEqual([visible([]), answered('uc-native')]);
  expect(JSON.stringify(reports)).not.toContain(SECRET);
});

/** WebKit's handler in every frame; `reply` is what its postMessage returns (a WKScriptMessageHandlerWithReply: a promise). */
function iosHost(reply: () => unknown) {
  const sent: unknown[] = [];
  runProbe((frame) => {
    frame.webkit = { messageHandlers: { ucNative: { postMessage: (m: unknown) => (sent.push(m), reply()) } } };
  });
  return sent;
}

it('on iOS awaits the handler’s reply: a session in it is an answer to this frame', async () => {
  const sent = iosHost(() => Promise.resolve(SESSION));
  expect(sent).toEqual([{ method: 'init', payload: { version: 3 } }]);
  await waitFor(() => expect(reports).toEqual([visible(['ios']), answered('reply')]));
  expect(JSON.stringify(reports)).not.toContain(SECRET);
});

it.each([
  ['a handler without reply (postMessage returns nothing)', () => undefined],
  ['an empty reply', () => Promise.resolve(null)],
  ['an empty string', () => Promise.resolve('')],
  ['an empty object', () => Promise.resolve({})],
  ['a refusal (the reply handler’s error rejects)', () => Promise.reject(new Error('refused'))],
])('on iOS %s is no answer', async (_what, reply) => {
  iosHost(reply);
  await flushPendingWork();
  expect(reports).toEqual([visible(['ios'])]);
});
