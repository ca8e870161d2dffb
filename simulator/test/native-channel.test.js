// Who the simulated SDK listens to: the framed page's own window only, or (the open-bridge profile, playing hosts
// built like the earlier reference hosts) any window that posts a page call, answered into the view's main frame, or
// (answers-caller, an iOS host replying to whichever frame called) any window, answered in that window itself.
import { createNativeChannel } from '../public/js/native-channel.js';
import { profileById } from '../public/js/sdk-profiles.js';

const PAGE_ORIGIN = 'http://localhost:3000';

function frameWindow() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  return iframe.contentWindow;
}

function setup(profileId) {
  const page = frameWindow();
  const other = frameWindow();
  const calls = [];
  const refused = [];
  const backs = [];
  const callers = [];
  const channel = createNativeChannel({
    frame: { window: page, origin: PAGE_ORIGIN },
    openToAll: () => profileById(profileId).bridgeOpenToAll === true,
    answersCaller: () => profileById(profileId).answersCaller === true,
    onCall: (method, payload, from, caller) => {
      calls.push({ method, payload, from });
      callers.push(caller);
    },
    onBackResult: (result) => backs.push(result),
    onInvalid: jest.fn(),
    onRefused: (method, origin) => refused.push({ method, origin }),
  });
  const post = (data, source, origin) => window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
  return { page, other, calls, callers, refused, backs, channel, post };
}

const INIT = { source: 'uc-page', method: 'init', payload: { version: 1 } };

afterEach(() => {
  document.body.innerHTML = '';
});

it('a conforming SDK takes calls from the page’s own window only, and notes a refused call from another frame', () => {
  const s = setup('conforming');
  s.post(INIT, s.page, PAGE_ORIGIN);
  s.post(INIT, s.other, 'null'); // a sandboxed frame inside the page
  s.post(INIT, s.page, 'https://evil.example'); // the view navigated elsewhere
  expect(s.calls).toEqual([{ method: 'init', payload: { version: 1 }, from: null }]);
  expect(s.refused).toEqual([{ method: 'init', origin: 'null' }, { method: 'init', origin: 'https://evil.example' }]);
});

it('open-bridge takes a call from any window, naming where it came from, and answers into the main frame whatever it shows', () => {
  const s = setup('open-bridge');
  s.post(INIT, s.page, PAGE_ORIGIN);
  s.post(INIT, s.other, 'null');
  expect(s.calls).toEqual([
    { method: 'init', payload: { version: 1 }, from: null },
    { method: 'init', payload: { version: 1 }, from: 'null' },
  ]);
  expect(s.refused).toEqual([]);
  const sent = jest.spyOn(s.page, 'postMessage').mockImplementation(() => {});
  s.channel.send('ucOnLogin', ['{}']);
  expect(sent).toHaveBeenCalledWith({ source: 'uc-native', callback: 'ucOnLogin', args: ['{}'] }, '*');
});

it('answers-caller takes a call from any window and answers the calling window itself, not the page', () => {
  const s = setup('answers-caller');
  s.post(INIT, s.page, PAGE_ORIGIN);
  s.post(INIT, s.other, 'null');
  expect(s.calls).toEqual([
    { method: 'init', payload: { version: 1 }, from: null },
    { method: 'init', payload: { version: 1 }, from: 'null' },
  ]);
  expect(s.callers).toEqual([null, s.other]);
  expect(s.refused).toEqual([]);
  const toPage = jest.spyOn(s.page, 'postMessage').mockImplementation(() => {});
  const toCaller = jest.spyOn(s.other, 'postMessage').mockImplementation(() => {});
  // An opaque-origin caller has no origin to name: '*'.
  expect(s.channel.send('ucOnLogin', ['{}'], s.callers[1])).toBe(true);
  expect(toCaller).toHaveBeenCalledWith({ source: 'uc-native', callback: 'ucOnLogin', args: ['{}'] }, '*');
  expect(toPage).not.toHaveBeenCalled();
  // Its own page's calls are answered as a conforming SDK answers them: in the page, at its origin only.
  s.channel.send('ucOnLogin', ['{}'], s.callers[0]);
  expect(toPage).toHaveBeenCalledWith({ source: 'uc-native', callback: 'ucOnLogin', args: ['{}'] }, PAGE_ORIGIN);
});

it('only answers-caller names a caller: the others answer into the page', () => {
  for (const profile of ['conforming', 'open-bridge']) {
    const s = setup(profile);
    s.post(INIT, s.page, PAGE_ORIGIN);
    s.post(INIT, s.other, 'null');
    expect(s.callers.every((c) => c === null)).toBe(true);
  }
});

it('a conforming SDK answers only the page’s own origin', () => {
  const s = setup('conforming');
  const sent = jest.spyOn(s.page, 'postMessage').mockImplementation(() => {});
  s.channel.send('ucOnLogin', ['{}']);
  expect(sent).toHaveBeenCalledWith({ source: 'uc-native', callback: 'ucOnLogin', args: ['{}'] }, PAGE_ORIGIN);
});

it('the answer to ucOnBack counts from the page’s own window only, under every profile', () => {
  const s = setup('open-bridge');
  s.post({ source: 'uc-page', callback: 'ucOnBack', result: false }, s.other, 'null');
  s.post({ source: 'uc-page', callback: 'ucOnBack', result: true }, s.page, PAGE_ORIGIN);
  expect(s.backs).toEqual([true]);
});
