// When the background preload runs: once per page life, on idle, and never when the system asks to save data.
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
