// openUrl: native and the framing simulator open external pages; an unframed browser asks, then goes in the same tab.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppConfig } from '../config/app-config';
import { renderUi, resetUiFeedback } from '../ui/__tests__/ui-test-utils';
import { recordNativeCalls, type NativeCallRecorder } from '../testing/native-calls';
import { loggedInState } from '../testing/logged-in-state';
import { navigation, openUrlOutside, openUrlRoute } from './open-url';

const canOpenUrls = () => ({ preloadedState: loggedInState({ app: { capabilities: ['openUrl'] } }) });

let calls: NativeCallRecorder;
let assign: jest.SpyInstance;

beforeEach(() => {
  resetUiFeedback();
  calls = recordNativeCalls();
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  calls.stop();
  assign.mockRestore();
  delete (window as unknown as { UCNativeBridge?: unknown }).UCNativeBridge;
  setAppConfig({});
});

it('inside the game (Android bridge that can open URLs): only openUrl { url } goes to native, the page stays', async () => {
  const android = { postMessage: jest.fn() };
  (window as unknown as { UCNativeBridge?: unknown }).UCNativeBridge = android;
  await renderUi(<p>page</p>, { withUiRoot: true, ...canOpenUrls() });
  expect(openUrlRoute()).toBe('bridge');
  act(() => openUrlOutside('https://event.example/halloween'));
  expect(android.postMessage).toHaveBeenCalledWith(JSON.stringify({ method: 'openUrl', payload: { url: 'https://event.example/halloween' } }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
});

it('framed by the simulator (a trusted parent): the simulator opens it, the page asks nothing', async () => {
  setAppConfig({ bridgeOrigins: ['http://sim.example'] });
  const parent = { postMessage: jest.fn() } as unknown as Window;
  const parentSpy = jest.spyOn(window, 'parent', 'get').mockReturnValue(parent);
  const referrer = jest.spyOn(document, 'referrer', 'get').mockReturnValue('http://sim.example/');
  try {
    await renderUi(<p>page</p>, { withUiRoot: true, ...canOpenUrls() });
    expect(openUrlRoute()).toBe('bridge');
    act(() => openUrlOutside('https://event.example/'));
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: 'uc-page', method: 'openUrl', payload: { url: 'https://event.example/' } },
      'http://sim.example',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  } finally {
    parentSpy.mockRestore();
    referrer.mockRestore();
  }
});

it('an unframed plain browser: the uc-native event, then our dialog; Open goes there in this tab, Cancel stays', async () => {
  const user = userEvent.setup();
  await renderUi(<p>page</p>, { withUiRoot: true });
  expect(openUrlRoute()).toBe('this-tab');

  act(() => openUrlOutside('https://event.example/a?b=1'));
  expect(calls.of('openUrl')).toEqual([{ method: 'openUrl', payload: { url: 'https://event.example/a?b=1' } }]);
  const dialog = await screen.findByRole('dialog', { name: 'Leave the user center?' });
  expect(dialog).toHaveTextContent('This link opens event.example in this tab.');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(assign).not.toHaveBeenCalled();

  act(() => openUrlOutside('https://event.example/a?b=1'));
  await user.click(await screen.findByRole('button', { name: 'Open' }));
  expect(assign).toHaveBeenCalledWith('https://event.example/a?b=1');
});

it('an SDK with only SPEC §7\'s methods (no openUrl capability): native is not sent openUrl, the page asks and goes itself', async () => {
  const user = userEvent.setup();
  const android = { postMessage: jest.fn() };
  (window as unknown as { UCNativeBridge?: unknown }).UCNativeBridge = android;
  await renderUi(<p>page</p>, { withUiRoot: true, preloadedState: loggedInState() });
  expect(openUrlRoute()).toBe('this-tab');
  act(() => openUrlOutside('https://event.example/news'));
  await user.click(await screen.findByRole('button', { name: 'Open' }));
  expect(assign).toHaveBeenCalledWith('https://event.example/news');
  expect(android.postMessage).not.toHaveBeenCalledWith(expect.stringContaining('openUrl'));
});
