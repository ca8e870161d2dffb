// The fallback runtime plugin: only the final load stage answers, with a module whose default export is the fallback page.
import fallbackPlugin, { describeLoadFailure } from '../fallback';
import { FALLBACK_MARK, isFallbackModule, setFallbackHandlers } from '../remote-failure';

type AnyHook = (...args: any[]) => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a hook of any signature
const errorLoadRemote = fallbackPlugin().errorLoadRemote as unknown as AnyHook;
const FallbackPage = () => null;

let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

it('turns a failed remote module into the fallback module and reports it once', () => {
  const report = jest.fn();
  uninstall = setFallbackHandlers({ component: () => FallbackPage, report });
  const error = new Error('RUNTIME-003 manifest failed');
  const mod = errorLoadRemote({ id: 'uc_account/BindPhone', error, lifecycle: 'onLoad', from: 'runtime', origin: {} });
  expect(isFallbackModule(mod)).toBe(true);
  expect(mod.default).toBe(FallbackPage);
  expect(mod[FALLBACK_MARK]).toMatchObject({ container: 'uc_account', expose: './BindPhone', stage: 'load', message: error.message });
  expect(report).toHaveBeenCalledTimes(1);
  expect(report).toHaveBeenCalledWith(expect.objectContaining({ container: 'uc_account', expose: './BindPhone', stage: 'load' }));
});

it('stays out of the earlier stages, which expect a manifest or request arguments', () => {
  uninstall = setFallbackHandlers({ component: () => FallbackPage, report: jest.fn() });
  for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare']) {
    expect(errorLoadRemote({ id: 'http://localhost:3001/mf-manifest.json', error: new Error('x'), lifecycle, from: 'runtime', origin: {} })).toBeUndefined();
  }
});

it('lets the error through while the app has not installed its fallback yet', () => {
  expect(errorLoadRemote({ id: 'uc_support/Faq', error: new Error('x'), lifecycle: 'onLoad', from: 'runtime', origin: {} })).toBeUndefined();
});

it('prefers the runtime remote info over the id', () => {
  expect(describeLoadFailure({ id: 'x/Y', error: 'down', remote: { name: 'uc_support' } as never, expose: './Faq' })).toMatchObject({
    container: 'uc_support', expose: './Faq', message: 'down',
  });
});
