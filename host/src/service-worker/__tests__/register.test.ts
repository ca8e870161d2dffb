// The service worker's registration degrades to nothing: no API (WKWebView outside app-bound domains), an insecure
// context, a rejected or throwing register() all leave the page as it was, with nothing on the console.
import { setAppConfig } from '@uc/shared';
import { registerServiceWorker, registerServiceWorkerWhenIdle } from '../register';
import { removeServiceWorker } from '../remove-service-worker';

function fakeWindow({ secure = true, serviceWorker }: { secure?: boolean; serviceWorker?: unknown }): Window {
  const navigator = serviceWorker === undefined ? {} : { serviceWorker };
  return { isSecureContext: secure, navigator } as unknown as Window;
}

let consoleSpies: jest.SpyInstance[];
beforeEach(() => {
  consoleSpies = (['error', 'warn', 'log', 'info'] as const).map((m) => jest.spyOn(console, m).mockImplementation(() => undefined));
});
afterEach(() => {
  for (const spy of consoleSpies) {
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  }
});

it('registers sw.js, relative to the page (the host folder is its scope)', async () => {
  const register = jest.fn().mockResolvedValue({});
  await registerServiceWorker(fakeWindow({ serviceWorker: { register } }));
  expect(register).toHaveBeenCalledWith('sw.js');
});

it('does nothing where the webview has no navigator.serviceWorker (WKWebView outside app-bound domains)', async () => {
  await expect(registerServiceWorker(fakeWindow({}))).resolves.toBeUndefined();
});

it('does nothing in an insecure context', async () => {
  const register = jest.fn().mockResolvedValue({});
  await registerServiceWorker(fakeWindow({ secure: false, serviceWorker: { register } }));
  expect(register).not.toHaveBeenCalled();
});

it('swallows a rejected registration (blocked by the webview, a CSP, a 404)', async () => {
  const register = jest.fn().mockRejectedValue(new DOMException('The operation is insecure.', 'SecurityError'));
  await expect(registerServiceWorker(fakeWindow({ serviceWorker: { register } }))).resolves.toBeUndefined();
  expect(register).toHaveBeenCalledTimes(1);
});

it('swallows a register() that throws instead of rejecting', async () => {
  const register = jest.fn(() => {
    throw new TypeError('register is not supported');
  });
  await expect(registerServiceWorker(fakeWindow({ serviceWorker: { register } }))).resolves.toBeUndefined();
});

describe('app-config.json "serviceWorker": false', () => {
  const scope = 'https://uc.example.com/uc/';
  function removableWindow(registrations: { scope: string; unregister: jest.Mock }[], cacheNames: string[]) {
    const deleted: string[] = [];
    const win = {
      isSecureContext: true,
      location: { href: `${scope}#/index?page=home` },
      navigator: { serviceWorker: { getRegistrations: jest.fn().mockResolvedValue(registrations) } },
      caches: {
        keys: jest.fn().mockResolvedValue(cacheNames),
        delete: jest.fn(async (name: string) => deleted.push(name) > 0),
      },
    } as unknown as Window;
    return { win, deleted };
  }
  const registration = (s: string) => ({ scope: s, unregister: jest.fn().mockResolvedValue(true) });

  it('unregisters the worker of the host folder and deletes every cache it made, of any build', async () => {
    const ours = registration(scope);
    const other = registration('https://uc.example.com/other-app/');
    const { win, deleted } = removableWindow([ours, other], ['uc-precache-1a2b', 'uc-shell-0f0f', 'workbox-precache-v2-x', 'other-app-cache']);
    await removeServiceWorker(win);
    expect(ours.unregister).toHaveBeenCalledTimes(1);
    expect(other.unregister).not.toHaveBeenCalled();
    expect(deleted).toEqual(['uc-precache-1a2b', 'uc-shell-0f0f', 'workbox-precache-v2-x']);
  });

  it('does nothing in an insecure context or without the APIs, and swallows a refusal', async () => {
    const { win, deleted } = removableWindow([registration(scope)], ['uc-shell-1']);
    await removeServiceWorker({ ...win, isSecureContext: false } as unknown as Window);
    expect(deleted).toEqual([]);
    await expect(removeServiceWorker({ isSecureContext: true, location: win.location, navigator: {} } as unknown as Window)).resolves.toBeUndefined();
    const refusing = { ...win, navigator: { serviceWorker: { getRegistrations: jest.fn().mockRejectedValue(new Error('denied')) } } };
    await expect(removeServiceWorker(refusing as unknown as Window)).resolves.toBeUndefined();
  });

  it('home registers no worker when the config turns it off', () => {
    const idle = jest.fn();
    (window as unknown as { requestIdleCallback: unknown }).requestIdleCallback = idle;
    try {
      setAppConfig({ serviceWorker: false });
      registerServiceWorkerWhenIdle();
      expect(idle).not.toHaveBeenCalled();
      setAppConfig({});
      registerServiceWorkerWhenIdle();
      expect(idle).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as unknown as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });
});
