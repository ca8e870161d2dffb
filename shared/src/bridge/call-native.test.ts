// ARCHITECTURE §4 page → native, for the three platforms, and the parent-origin check on the web.
import { setAppConfig } from '../config/app-config';
import { callNative, detectBridge, reportEvent, trustedParentOrigin } from './call-native';
import type { NativeWindow } from './native-methods';

const w = window as Window & NativeWindow;
const SIM = 'http://localhost:3200';

function framedBy(referrer: string, ancestor?: string) {
  const parent = { postMessage: jest.fn() };
  jest.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  jest.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  if (ancestor !== undefined) {
    Object.defineProperty(window.location, 'ancestorOrigins', { configurable: true, value: [ancestor] });
  }
  return parent;
}

afterEach(() => {
  delete w.UCNativeBridge;
  delete w.webkit;
  jest.restoreAllMocks();
  delete (window.location as unknown as Record<string, unknown>).ancestorOrigins;
  setAppConfig({});
});

describe('android', () => {
  it('posts the JSON string of { method, payload } to UCNativeBridge', () => {
    const postMessage = jest.fn();
    w.UCNativeBridge = { postMessage };
    expect(detectBridge()).toBe('android');
    callNative('bindResult', { authType: 'mail', status: 'success', n: 1 });
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ method: 'bindResult', payload: { authType: 'mail', status: 'success', n: 1 } }));
  });

  it('survives a native entry that throws', () => {
    w.UCNativeBridge = { postMessage: () => { throw new Error('native gone'); } };
    expect(() => callNative('exit')).not.toThrow();
  });
});

describe('ios', () => {
  it('posts the object { method, payload } to webkit.messageHandlers.ucNative', () => {
    const postMessage = jest.fn();
    w.webkit = { messageHandlers: { ucNative: { postMessage } } };
    expect(detectBridge()).toBe('ios');
    callNative('logout');
    expect(postMessage).toHaveBeenCalledWith({ method: 'logout', payload: undefined });
  });

  it('android wins when both exist (no double delivery)', () => {
    const android = jest.fn();
    const ios = jest.fn();
    w.UCNativeBridge = { postMessage: android };
    w.webkit = { messageHandlers: { ucNative: { postMessage: ios } } };
    callNative('exit');
    expect(android).toHaveBeenCalledTimes(1);
    expect(ios).not.toHaveBeenCalled();
  });
});

describe('web', () => {
  it('always dispatches a uc-native CustomEvent', () => {
    const seen = jest.fn();
    window.addEventListener('uc-native', seen as EventListener);
    expect(detectBridge()).toBe('web');
    callNative('openUrl', { url: 'https://a.example/' });
    window.removeEventListener('uc-native', seen as EventListener);
    expect((seen.mock.calls[0][0] as CustomEvent).detail).toEqual({ method: 'openUrl', payload: { url: 'https://a.example/' } });
  });

  it('does not postMessage when not framed', () => {
    expect(window.parent).toBe(window);
    expect(trustedParentOrigin()).toBeNull();
  });

  it('posts to an allowed parent origin taken from document.referrer, never "*"', () => {
    const parent = framedBy(`${SIM}/index.html?x=1`);
    callNative('report', { code: 'test', message: 'why' });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: 'uc-page', method: 'report', payload: { code: 'test', message: 'why' } },
      SIM,
    );
  });

  it('prefers location.ancestorOrigins over the referrer', () => {
    const parent = framedBy(`${SIM}/`, 'https://evil.example');
    callNative('exit');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it.each([
    ['a foreign origin', 'https://evil.example/page'],
    ['a look-alike origin', 'http://localhost:3200.evil.example/'],
    ['another port', 'http://localhost:3201/'],
    ['no referrer', ''],
    ['a garbage referrer', 'not a url'],
  ])('refuses %s', (_name, referrer) => {
    const parent = framedBy(referrer);
    callNative('exit');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('follows bridgeOrigins from app-config', () => {
    setAppConfig({ bridgeOrigins: ['https://sim.example'] });
    const parent = framedBy('https://sim.example/x', 'https://sim.example');
    callNative('report', { code: 1 });
    expect(parent.postMessage).toHaveBeenCalledWith(expect.objectContaining({ method: 'report' }), 'https://sim.example');
  });

  it('sends plain data only', () => {
    const seen = jest.fn();
    window.addEventListener('uc-native', seen as EventListener);
    callNative('report', { code: 1, fn: () => 1, when: new Date(0) });
    window.removeEventListener('uc-native', seen as EventListener);
    expect((seen.mock.calls[0][0] as CustomEvent).detail.payload).toEqual({ code: 1, when: '1970-01-01T00:00:00.000Z' });
  });
});

it('reportEvent calls native report', () => {
  const postMessage = jest.fn();
  w.UCNativeBridge = { postMessage };
  reportEvent({ code: 2043, status: 'fail', message: 'bind failed' });
  expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({
    method: 'report', payload: { code: 2043, status: 'fail', message: 'bind failed' },
  });
});
