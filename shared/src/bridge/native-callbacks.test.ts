// Native → page: guarded window callbacks, trusted postMessage entry, and calls that wait for a result.
import { setAppConfig } from '../config/app-config';
import { installNativeCallbacks } from './native-callbacks';
import { callNativeForResult, NativeTimeoutError } from './native-results';
import type { NativeWindow } from './native-methods';

const w = window as Window & NativeWindow;
const SIM = 'http://localhost:3200';

let sent: Array<{ method: string; payload?: unknown }>;
let uninstall: () => void;
const handlers = { onLogin: jest.fn(), onLogout: jest.fn(), onBack: jest.fn(() => true) };

beforeEach(() => {
  sent = [];
  w.UCNativeBridge = { postMessage: (json) => sent.push(JSON.parse(json)) };
  handlers.onLogin.mockReset();
  handlers.onLogout.mockReset();
  handlers.onBack.mockReset().mockReturnValue(true);
  uninstall = installNativeCallbacks(handlers);
});

afterEach(() => {
  uninstall();
  delete w.UCNativeBridge;
  setAppConfig({});
  jest.useRealTimers();
});

function post(data: unknown, origin: string, source: MessageEventSource | null = null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

it('defines the callbacks, then calls init', () => {
  expect(typeof w.ucOnLogin).toBe('function');
  expect(typeof w.ucOnResult).toBe('function');
  expect(typeof w.ucOnBack).toBe('function');
  expect(typeof w.ucOnLogout).toBe('function');
  expect(sent).toEqual([{ method: 'init', payload: { version: 1 } }]);
});

it('passes the login payload through and answers back', () => {
  w.ucOnLogin!('{"token":"t"}');
  expect(handlers.onLogin).toHaveBeenCalledWith('{"token":"t"}');
  expect(w.ucOnBack!()).toBe(true);
  handlers.onBack.mockReturnValue(false);
  expect(w.ucOnBack!()).toBe(false);
});

it('ucOnLogout ends the session, ignores any arguments and returns nothing', () => {
  expect(w.ucOnLogout!()).toBeUndefined();
  expect(handlers.onLogout).toHaveBeenCalledTimes(1);
  expect(handlers.onLogout).toHaveBeenCalledWith();
  (w.ucOnLogout as unknown as (x: unknown) => void)('{"token":"t"}');
  expect(handlers.onLogout).toHaveBeenCalledTimes(2);
  expect(handlers.onLogout).toHaveBeenLastCalledWith();
});

it('a throwing ucOnLogout is reported, never thrown to native', () => {
  handlers.onLogout.mockImplementation(() => { throw new Error('gone'); });
  expect(() => w.ucOnLogout!()).not.toThrow();
  expect(sent.filter((m) => m.method === 'report')[0].payload).toMatchObject({ code: 'callback-error', message: expect.stringContaining('ucOnLogout') });
});

it('a posted ucOnLogout counts only from a bridge origin', () => {
  post({ source: 'uc-native', callback: 'ucOnLogout', args: [] }, 'https://evil.example');
  post({ source: 'other', callback: 'ucOnLogout', args: [] }, SIM);
  expect(handlers.onLogout).not.toHaveBeenCalled();
  post({ source: 'uc-native', callback: 'ucOnLogout', args: [] }, SIM);
  expect(handlers.onLogout).toHaveBeenCalledTimes(1);
});

it('never throws out of a callback and reports the failure', () => {
  handlers.onLogin.mockImplementation(() => { throw new Error('bad'); });
  handlers.onBack.mockImplementation(() => { throw new Error('worse'); });
  expect(() => w.ucOnLogin!('x')).not.toThrow();
  expect(w.ucOnBack!()).toBe(false);
  expect(() => w.ucOnResult!(undefined, undefined)).not.toThrow();
  const reports = sent.filter((m) => m.method === 'report');
  expect(reports).toHaveLength(2);
  expect(reports[0].payload).toMatchObject({ status: 'fail', message: expect.stringContaining('ucOnLogin') });
});

it('accepts window messages only from bridge origins and in the uc-native shape', () => {
  post({ source: 'uc-native', callback: 'ucOnLogin', args: ['from-sim'] }, SIM);
  post({ source: 'uc-native', callback: 'ucOnLogin', args: ['evil'] }, 'https://evil.example');
  post({ source: 'other', callback: 'ucOnLogin', args: ['wrong source'] }, SIM);
  post({ source: 'uc-native', callback: 'eval', args: ['x'] }, SIM);
  post('ucOnLogin', SIM);
  post(null, SIM);
  expect(handlers.onLogin).toHaveBeenCalledTimes(1);
  expect(handlers.onLogin).toHaveBeenCalledWith('from-sim');
});

it('answers a posted ucOnBack to the same origin with the result', () => {
  const source = { postMessage: jest.fn() };
  handlers.onBack.mockReturnValue(false);
  post({ source: 'uc-native', callback: 'ucOnBack', args: [] }, SIM, source as unknown as MessageEventSource);
  expect(handlers.onBack).toHaveBeenCalled();
  expect(source.postMessage).toHaveBeenCalledWith({ source: 'uc-page', callback: 'ucOnBack', result: false }, SIM);
});

it('uninstall removes the callbacks and the listener', () => {
  uninstall();
  expect(w.ucOnLogin).toBeUndefined();
  expect(w.ucOnLogout).toBeUndefined();
  post({ source: 'uc-native', callback: 'ucOnLogin', args: ['late'] }, SIM);
  expect(handlers.onLogin).not.toHaveBeenCalled();
});

describe('callNativeForResult', () => {
  const lastCallbackId = () => (sent[sent.length - 1].payload as { callbackId: string }).callbackId;

  it('adds a unique callbackId and resolves on ucOnResult with an object', async () => {
    const first = callNativeForResult('bindAccount', { authType: 'Google' });
    const id1 = lastCallbackId();
    const second = callNativeForResult('bindAccount', { authType: 'Line' });
    const id2 = lastCallbackId();
    expect(id1).not.toBe(id2);
    expect(sent[1]).toEqual({ method: 'bindAccount', payload: { authType: 'Google', callbackId: id1 } });
    w.ucOnResult!(id2, { ok: 2 });
    w.ucOnResult!(id1, { ok: 1 });
    await expect(first).resolves.toEqual({ ok: 1 });
    await expect(second).resolves.toEqual({ ok: 2 });
  });

  it('parses a JSON string result and keeps a plain string', async () => {
    const a = callNativeForResult('bindAccount', {});
    w.ucOnResult!(lastCallbackId(), '{"token":"x"}');
    await expect(a).resolves.toEqual({ token: 'x' });
    const b = callNativeForResult('real', {});
    w.ucOnResult!(lastCallbackId(), 'not json{');
    await expect(b).resolves.toBe('not json{');
  });

  it('arrives through the simulator postMessage too', async () => {
    const p = callNativeForResult('bindAccount', { authType: 'VK' });
    post({ source: 'uc-native', callback: 'ucOnResult', args: [lastCallbackId(), { done: true }] }, SIM);
    await expect(p).resolves.toEqual({ done: true });
  });

  it('ignores unknown ids and rejects on timeout', async () => {
    jest.useFakeTimers();
    const p = callNativeForResult('bindAccount', {}, 1000);
    w.ucOnResult!('forged', { x: 1 });
    jest.advanceTimersByTime(1000);
    await expect(p).rejects.toBeInstanceOf(NativeTimeoutError);
    const id = (sent[sent.length - 1].payload as { callbackId: string }).callbackId;
    expect(() => w.ucOnResult!(id, { late: true })).not.toThrow();
  });
});
