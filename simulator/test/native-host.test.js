// The simulated SDK's answers: what each page call makes it do.
import { callFlag, createNativeHost, NATIVE_METHODS, thirdPartyResult } from '../public/js/native-host.js';
import { openableUrl } from '../public/js/in-app-browser.js';
import { profileById } from '../public/js/sdk-profiles.js';

function setup({ loggedIn = true, fail = false, profile = 'conforming', variant = '' } = {}) {
  const sent = [];
  const notes = [];
  const deps = {
    channel: { send: (callback, args, to) => sent.push(to ? { callback, args, to } : { callback, args }) },
    log: { sent: jest.fn(), note: (title) => notes.push(title) },
    picker: { isLoggedIn: () => loggedIn, setLoggedIn: jest.fn((v) => (loggedIn = v)) },
    frame: { closed: false, close: jest.fn(function close() { this.closed = true; }) },
    browser: { open: jest.fn() },
    failThirdParty: () => fail,
    profile: () => ({ profile: profileById(profile), variant }),
    injectFromPicker: jest.fn(() => Promise.resolve(true)),
    offerLogin: jest.fn(),
    announce: jest.fn(),
  };
  return { host: createNativeHost(deps), deps, sent, notes };
}

describe('native host', () => {
  it('injects on init only while a session is chosen', () => {
    const a = setup();
    a.host.handle('init', { version: 1 });
    expect(a.deps.injectFromPicker).toHaveBeenCalledWith('init');
    const b = setup({ loggedIn: false });
    b.host.handle('init', { version: 1 });
    expect(b.deps.injectFromPicker).not.toHaveBeenCalled();
  });

  it('answers bindAccount with the provider payload, or a cancel when failing', () => {
    const a = setup();
    a.host.handle('bindAccount', { authType: 'Line', callbackId: 'cb-7' });
    expect(a.sent).toEqual([{ callback: 'ucOnResult', args: ['cb-7', thirdPartyResult('Line', false)] }]);
    expect(thirdPartyResult('Line', false)).toEqual({ authType: 'Line', oauth_type: 'Line', access_token: 'sim-Line-token', third_id: 'sim-Line-id' });
    const b = setup({ fail: true });
    b.host.handle('bindAccount', { authType: 'Line', callbackId: 3 });
    expect(b.sent).toEqual([{ callback: 'ucOnResult', args: [3, { error: 'cancelled' }] }]);
  });

  it('does not answer a bindAccount without a callbackId', () => {
    for (const payload of [undefined, null, 'x', { authType: 'QQ' }, { authType: 'QQ', callbackId: {} }]) {
      const a = setup();
      a.host.handle('bindAccount', payload);
      expect(a.sent).toEqual([]);
      expect(a.notes).toEqual(['bindAccount not answered']);
    }
  });

  it('closes the view on exit, drops the session on logout, offers login on login and switchAccount', () => {
    const a = setup();
    a.host.handle('exit');
    expect(a.deps.frame.close).toHaveBeenCalled();
    expect(a.notes).toContain('view closed by exit');
    a.host.handle('logout');
    expect(a.deps.picker.setLoggedIn).toHaveBeenCalledWith(false);
    a.host.handle('login');
    a.host.handle('switchAccount');
    expect(a.deps.offerLogin).toHaveBeenCalledTimes(2);
  });

  it('a game logout sends ucOnLogout and answers the next init with nothing', () => {
    const a = setup();
    expect(a.host.gameLogout()).toBe(true);
    expect(a.sent).toEqual([{ callback: 'ucOnLogout', args: [] }]);
    expect(a.deps.picker.setLoggedIn).toHaveBeenCalledWith(false);
    a.host.handle('init', { version: 1 });
    expect(a.deps.injectFromPicker).not.toHaveBeenCalled();
  });

  it('a game logout under the logged-out profile goes back to its logged-out answer to init', () => {
    const a = setup({ profile: 'logged-out' });
    a.host.handle('login');
    expect(a.host.state.signedIn).toBe(true);
    a.host.gameLogout();
    expect(a.sent).toEqual([{ callback: 'ucOnLogout', args: [] }]);
    expect(a.host.state.signedIn).toBe(false);
    expect(a.deps.picker.setLoggedIn).not.toHaveBeenCalledWith(false);
  });

  it('a game logout with no page loaded says so and sends nothing', () => {
    const a = setup();
    a.deps.channel.send = () => false;
    expect(a.host.gameLogout()).toBe(false);
    expect(a.notes).toContain('no page to send to');
  });

  it('closes the view when the page answers ucOnBack with false, once', () => {
    const a = setup();
    a.host.backResult(true);
    expect(a.deps.frame.close).not.toHaveBeenCalled();
    a.host.handle('exit');
    a.host.backResult(false);
    expect(a.deps.frame.close).toHaveBeenCalledTimes(1);
    const b = setup();
    b.host.backResult(false);
    expect(b.deps.frame.close).toHaveBeenCalledTimes(1);
    expect(b.notes).toEqual(['view closed: ucOnBack answered false']);
  });

  it('opens openUrl { url } in the in-app browser over the game, and only https: addresses (as the reference hosts)', () => {
    expect(NATIVE_METHODS).toContain('openUrl');
    const a = setup();
    a.host.handle('openUrl', { url: 'https://event.example/halloween?x=1' });
    expect(a.deps.browser.open).toHaveBeenCalledWith('https://event.example/halloween?x=1');
    expect(a.notes).toEqual(['external page opened']);
    expect(a.deps.frame.close).not.toHaveBeenCalled();
    for (const payload of [undefined, null, 'https://a.example', { url: 'http://event.example/' }, { url: 'javascript:alert(1)' }, { url: 'file:///etc/passwd' }, { url: 42 }]) {
      const b = setup();
      b.host.handle('openUrl', payload);
      expect(b.deps.browser.open).not.toHaveBeenCalled();
      expect(b.notes).toEqual(['openUrl refused']);
    }
  });
});

describe('openableUrl', () => {
  it.each([
    ['https://a.example/x?y=1#z', 'https://a.example/x?y=1#z'],
    ['http://a.example', null],
    ['mailto:x@y.z', null],
    ['data:text/html,x', null],
    ['not a url', null],
    [undefined, null],
  ])('%p → %p', (raw, expected) => expect(openableUrl(raw)).toBe(expected));
});

describe('native host per SDK profile', () => {
  it('no-openurl: openUrl is flagged unsupported, noted, and opens nothing', () => {
    const a = setup({ profile: 'no-openurl' });
    a.host.handle('openUrl', { url: 'https://event.example/' });
    expect(a.deps.browser.open).not.toHaveBeenCalled();
    expect(a.notes).toEqual(['openUrl unsupported by this SDK']);
    expect(callFlag('openUrl', profileById('no-openurl'))).toBe('unsupported by this SDK');
    expect(callFlag('openUrl', profileById('conforming'))).toBe('');
    expect(callFlag('fly', profileById('conforming'))).toBe('unknown method');
    // the spec's own methods still work
    a.host.handle('exit');
    expect(a.deps.frame.close).toHaveBeenCalled();
  });

  it('no-bind-answer: bindAccount is logged and never answered', () => {
    const a = setup({ profile: 'no-bind-answer' });
    a.host.handle('bindAccount', { authType: 'Google', callbackId: 'cb-1' });
    expect(a.sent).toEqual([]);
    expect(a.notes).toEqual(['bindAccount not answered']);
  });

  it('logged-out: init gets the (empty) session, login logs the player in at once', async () => {
    const a = setup({ profile: 'logged-out', variant: 'empty-session' });
    a.host.handle('init');
    expect(a.deps.injectFromPicker).toHaveBeenCalledWith('init');
    expect(a.host.state.signedIn).toBe(false);
    a.host.handle('login');
    expect(a.host.state.signedIn).toBe(true);
    expect(a.deps.injectFromPicker).toHaveBeenLastCalledWith('after login');
    expect(a.deps.offerLogin).not.toHaveBeenCalled();
    a.host.handle('logout');
    expect(a.host.state.signedIn).toBe(false);
    expect(a.deps.picker.setLoggedIn).not.toHaveBeenCalledWith(false);
  });

  it('logged-out with no answer: init is not answered until the player logged in through login', () => {
    const a = setup({ profile: 'logged-out', variant: 'no-answer' });
    a.host.handle('init');
    expect(a.deps.injectFromPicker).not.toHaveBeenCalled();
    expect(a.notes).toEqual(['init not answered']);
    a.host.handle('login');
    a.host.handle('init');
    expect(a.deps.injectFromPicker.mock.calls).toEqual([['after login'], ['init']]);
  });

  it('logged-out: login also logs in when the Session panel said logged out', () => {
    const a = setup({ profile: 'logged-out', loggedIn: false });
    a.host.handle('login');
    expect(a.deps.picker.setLoggedIn).toHaveBeenCalledWith(true);
    expect(a.deps.injectFromPicker).toHaveBeenCalledWith('after login');
  });

  it('resend-login: switchAccount offers the other player; switchPlayer toggles players and sends a login', () => {
    const a = setup({ profile: 'resend-login' });
    a.host.handle('switchAccount');
    expect(a.deps.offerLogin).toHaveBeenCalledWith('The page asked native to switch account.', 'switch');
    a.host.switchPlayer();
    expect(a.host.state.player).toBe(2);
    expect(a.deps.injectFromPicker).toHaveBeenLastCalledWith('switch player (player 2)');
    a.host.switchPlayer();
    expect(a.host.state.player).toBe(1);
    a.host.switchPlayer();
    a.host.resetLaunch();
    expect(a.host.state).toEqual({ player: 1, signedIn: false });
    const b = setup();
    b.host.handle('switchAccount');
    expect(b.deps.offerLogin).toHaveBeenCalledWith('The page asked native to switch account.');
  });

  it('answers-caller: init and bindAccount from another window are answered in that window', () => {
    const a = setup({ profile: 'answers-caller' });
    const caller = { name: 'the probe frame' };
    a.host.handle('init', { version: 1 }, caller);
    expect(a.deps.injectFromPicker).toHaveBeenCalledWith('init', caller);
    a.host.handle('bindAccount', { authType: 'Line', callbackId: 'cb-2' }, caller);
    expect(a.sent).toEqual([{ callback: 'ucOnResult', args: ['cb-2', thirdPartyResult('Line', false)], to: caller }]);
    // The page's own init: no caller, answered in the page.
    a.host.handle('init', { version: 1 });
    expect(a.deps.injectFromPicker).toHaveBeenLastCalledWith('init');
  });
});
