// When the background preload runs: once per page life, on idle, and never when the system asks to save data.
import { waitFor } from '@testing-library/react';
type Module = typeof import('../register-remotes');

function freshModule(): Module {
  let mod!: Module;
  jest.isolateModules(() => {
    mod = require('../register-remotes');
  });
  return mod;
}

const idle = jest.fn((_cb: () => void, _o?: { timeout: number }) => 1);
beforeEach(() => {
  idle.mockClear();
  (window as unknown as { requestIdleCallback: typeof idle }).requestIdleCallback = idle;
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

it('asks for an idle moment once, however often home renders', () => {
  const { preloadRemotesWhenIdle } = freshModule();
  preloadRemotesWhenIdle();
  preloadRemotesWhenIdle();
  expect(idle).toHaveBeenCalledTimes(1);
  expect(idle.mock.calls[0][1]).toEqual({ timeout: 2000 });
});

it('downloads nothing in the background when the player saves data', () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  const { preloadRemotesWhenIdle } = freshModule();
  preloadRemotesWhenIdle();
  expect(idle).not.toHaveBeenCalled();
});

it("starts every manifest, the kernel's page chunk and the federation runtime in the idle moment, not after the remote loader", async () => {
  const fetchMock = jest.fn((_url: string) => new Promise<Response>(() => undefined));
  (globalThis as unknown as { fetch: typeof fetchMock }).fetch = fetchMock;
  const preloadRemotes = jest.fn(async () => undefined);
  const kernelChunk = jest.fn(() => new Promise(() => undefined));
  let runtimeRequested = 0;
  let mod!: Module;
  jest.isolateModules(() => {
    jest.doMock('../remote-loader', () => ({ preloadRemotes }));
    jest.doMock('../kernel-chunks', () => ({ KERNEL_CHUNKS: { '@uc/shared': kernelChunk }, KERNEL_PARTS: [] }));
    jest.doMock('../federation-runtime', () => {
      runtimeRequested += 1;
      return { startFederation: () => ({ registerRemotes: () => undefined }) };
    });
    mod = require('../register-remotes');
  });
  mod.registerAppRemotes({
    account: 'http://localhost:3001/mf-manifest.json',
    messages: 'http://localhost:3002/mf-manifest.json',
    support: 'http://localhost:3003/mf-manifest.json',
    deletion: 'http://localhost:3004/mf-manifest.json',
  });
  mod.preloadRemotesWhenIdle();
  expect(fetchMock).not.toHaveBeenCalled(); // nothing before the idle moment
  idle.mock.calls[0][0]();
  // in the same task: the loader's chunk cannot have arrived yet
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([1, 2, 3, 4].map((n) => `http://localhost:300${n}/mf-manifest.json`));
  expect(kernelChunk).toHaveBeenCalledTimes(1);
  expect(preloadRemotes).not.toHaveBeenCalled();
  await Promise.resolve();
  expect(runtimeRequested).toBe(1); // asked for in that task (a dynamic import resolves a microtask later)
  // then the loader carries on with the rest
  await new Promise((r) => setTimeout(r, 0));
  expect(preloadRemotes).toHaveBeenCalledTimes(1);
});

it('starts nothing in the idle moment while a finger is on the screen; starts when it lifts', () => {
  const fetchMock = jest.fn((_url: string) => new Promise<Response>(() => undefined));
  (globalThis as unknown as { fetch: typeof fetchMock }).fetch = fetchMock;
  let mod!: Module;
  let touch!: typeof import('../../scheduling/touch-pause');
  jest.isolateModules(() => {
    mod = require('../register-remotes');
    touch = require('../../scheduling/touch-pause');
  });
  mod.registerAppRemotes({
    account: 'http://localhost:3001/mf-manifest.json',
    messages: 'http://localhost:3002/mf-manifest.json',
    support: 'http://localhost:3003/mf-manifest.json',
    deletion: 'http://localhost:3004/mf-manifest.json',
  });
  mod.preloadRemotesWhenIdle();
  window.dispatchEvent(new Event('touchstart'));
  expect(touch.touching()).toBe(true);
  idle.mock.calls[0][0]();
  expect(fetchMock).not.toHaveBeenCalled();
  window.dispatchEvent(Object.assign(new Event('touchend'), { touches: [] }));
  return Promise.resolve().then(() => {
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([1, 2, 3, 4].map((n) => `http://localhost:300${n}/mf-manifest.json`));
  });
});

/** Whether the background work that waits for the preload (after-preload.ts) has been let go, in this module registry. */
function watchPreloadOver(): { over: () => boolean } {
  let over = false;
  const { afterPreload } = require('../../scheduling/after-preload') as typeof import('../../scheduling/after-preload');
  afterPreload(() => (over = true));
  return { over: () => over };
}

it('lets the work no tap needs wait until the remotes are preloaded, not only until the idle moment', async () => {
  (globalThis as unknown as { fetch: unknown }).fetch = jest.fn(() => new Promise(() => undefined));
  let endPreload!: () => void;
  const preloadRemotes = jest.fn(() => new Promise<void>((resolve) => (endPreload = resolve)));
  let mod!: Module;
  let waiting!: ReturnType<typeof watchPreloadOver>;
  // the loader chunk's import() resolves in the test file's registry after isolateModules: not an earlier test's mock
  jest.resetModules();
  jest.isolateModules(() => {
    jest.doMock('../remote-loader', () => ({ preloadRemotes }));
    jest.doMock('../kernel-chunks', () => ({ KERNEL_CHUNKS: { '@uc/shared': () => new Promise(() => undefined) }, KERNEL_PARTS: [] }));
    jest.doMock('../federation-runtime', () => ({ startFederation: () => ({ registerRemotes: () => undefined }) }));
    mod = require('../register-remotes');
    waiting = watchPreloadOver();
  });
  mod.preloadRemotesWhenIdle();
  idle.mock.calls[0][0](); // the preload's idle moment
  await waitFor(() => expect(preloadRemotes).toHaveBeenCalledTimes(1));
  idle.mock.calls.slice(1).forEach(([cb]) => cb());
  expect(waiting.over()).toBe(false); // the remotes still download
  endPreload();
  await waitFor(() => {
    idle.mock.calls.slice(1).forEach(([cb]) => cb());
    expect(waiting.over()).toBe(true);
  });
});

it('lets that work go at once when the player saves data (no preload to wait for)', async () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  let mod!: Module;
  let waiting!: ReturnType<typeof watchPreloadOver>;
  jest.isolateModules(() => {
    mod = require('../register-remotes');
    waiting = watchPreloadOver();
  });
  mod.preloadRemotesWhenIdle();
  await Promise.resolve();
  idle.mock.calls.forEach(([cb]) => cb());
  expect(waiting.over()).toBe(true);
});
