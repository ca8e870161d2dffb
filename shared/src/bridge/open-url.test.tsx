// openUrl: native and the framing simulator open external pages; native without openUrl shows the address to copy (the
// bridged view never leaves the user center); only an unframed plain browser asks, then goes in the same tab.
import { act, screen, within } from '@testing-library/react';
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

describe('native without openUrl in its capabilities (an SDK with only SPEC §7\'s methods)', () => {
  const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
  const setClipboard = (value: unknown) => Object.defineProperty(window.navigator, 'clipboard', { value, configurable: true });
  afterEach(() => {
    if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
    else delete (window.navigator as unknown as Record<string, unknown>).clipboard;
    delete (document as unknown as Record<string, unknown>).execCommand;
  });

  async function openWithAndroid(url: string) {
    const android = { postMessage: jest.fn() };
    (window as unknown as { UCNativeBridge?: unknown }).UCNativeBridge = android;
    await renderUi(<p>page</p>, { withUiRoot: true, preloadedState: loggedInState() });
    expect(openUrlRoute()).toBe('copy');
    act(() => openUrlOutside(url));
    return { android, dialog: await screen.findByRole('dialog', { name: 'Open it in your browser' }) };
  }

  it('the bridged view never leaves: the address shows with Copy, no "Leave" dialog, native is not sent openUrl', async () => {
    const { android, dialog } = await openWithAndroid('https://event.example/news?id=7');
    expect(dialog).toHaveTextContent('This link leads outside the game. Copy its address and open it in your browser.');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('https://event.example/news?id=7');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('dialog', { name: 'Leave the user center?' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(android.postMessage).not.toHaveBeenCalledWith(expect.stringContaining('openUrl'));
  });

  it('Copy writes the address with the Clipboard API and says it was copied', async () => {
    const user = userEvent.setup(); // before our clipboard: setup() installs a stub of its own
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const { dialog } = await openWithAndroid('https://event.example/news');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://event.example/news');
    expect(await screen.findByText('Address copied. Paste it into your browser.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('an old webview without the Clipboard API copies through a selected read-only field', async () => {
    const user = userEvent.setup();
    setClipboard(undefined);
    let copied = '';
    (document as unknown as { execCommand: (c: string) => boolean }).execCommand = jest.fn((command: string) => {
      const field = document.activeElement as HTMLTextAreaElement | HTMLInputElement | null;
      copied = field && field.readOnly ? field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0) : '';
      return command === 'copy';
    });
    const { dialog } = await openWithAndroid('https://event.example/old');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(copied).toBe('https://event.example/old');
    expect(await screen.findByText('Address copied. Paste it into your browser.')).toBeInTheDocument();
  });

  it('when nothing can copy, the address stays on screen, selected, with a hint to copy it by hand', async () => {
    const user = userEvent.setup();
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    const { dialog } = await openWithAndroid('https://event.example/x');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not copy. The address is selected: press and hold it to copy it.');
    const field = within(dialog).getByRole('textbox', { name: 'Address' }) as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'https://event.example/x'.length]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('framed by the simulator playing an SDK without openUrl: the address dialog, nothing posted to the parent', async () => {
    setAppConfig({ bridgeOrigins: ['http://sim.example'] });
    const parent = { postMessage: jest.fn() } as unknown as Window;
    const parentSpy = jest.spyOn(window, 'parent', 'get').mockReturnValue(parent);
    const referrer = jest.spyOn(document, 'referrer', 'get').mockReturnValue('http://sim.example/');
    try {
      await renderUi(<p>page</p>, { withUiRoot: true, preloadedState: loggedInState() });
      expect(openUrlRoute()).toBe('copy');
      act(() => openUrlOutside('https://event.example/'));
      await screen.findByRole('dialog', { name: 'Open it in your browser' });
      expect(parent.postMessage).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
    } finally {
      parentSpy.mockRestore();
      referrer.mockRestore();
    }
  });

  it('iOS without openUrl: the same address dialog, never this view', async () => {
    const ucNative = { postMessage: jest.fn() };
    (window as unknown as { webkit?: unknown }).webkit = { messageHandlers: { ucNative } };
    try {
      await renderUi(<p>page</p>, { withUiRoot: true, preloadedState: loggedInState() });
      act(() => openUrlOutside('https://event.example/ios'));
      await screen.findByRole('dialog', { name: 'Open it in your browser' });
      expect(assign).not.toHaveBeenCalled();
      expect(ucNative.postMessage).not.toHaveBeenCalled();
    } finally {
      delete (window as unknown as { webkit?: unknown }).webkit;
    }
  });
});

it('an address that is not https is never opened, whoever asks', async () => {
  await renderUi(<p>page</p>, { withUiRoot: true });
  act(() => openUrlOutside('http://event.example/a'));
  act(() => openUrlOutside('javascript:alert(1)'));
  expect(calls.of('openUrl')).toEqual([]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
