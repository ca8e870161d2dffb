// The service worker's registration degrades to nothing: no API (WKWebView outside app-bound domains), an insecure
// context, a rejected or throwing register() all leave the page as it was, with nothing on the console.
import { registerServiceWorker } from '../register';

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
