// The inbox stays current (issue 16): pull to refresh as in the code box, a Refresh button for those who cannot
// pull, and a fresh list whenever the player comes back to it (from another page, or to the app from the game).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { flushPendingWork, installPointerEventShim, loggedInState, mockProvider, renderWithProviders } from '@uc/shared/src/testing';
import MessageContentPage from '../../message-content/message-content-page';
import MyMessagePage from '../my-message-page';
import { LIST_PATH, SAMPLE_MESSAGES, renderMyMessage } from './render-my-message';

beforeAll(installPointerEventShim);

let provider: ReturnType<typeof mockProvider>;
afterEach(() => provider.restore());

/** A provider whose inbox can change behind the page's back, as on a server. */
function useServer() {
  const server = { messages: SAMPLE_MESSAGES.map((m) => ({ ...m })), fail: false };
  provider = mockProvider({
    [LIST_PATH]: () => (server.fail ? { status: 'fail', error: '2001', error_msg: 'Stand-in failure' } : { status: 'ok', messages: server.messages }),
    'GET open/message/12': { status: 'ok', code: '', name: '', content: '<p>Servers down at 2:00</p>', state: '' },
  });
  return server;
}

const NEW_MESSAGE = { id: '13', category: 'event', subject: 'Spring event is live', sendTime: '2024-05-02T09:00:00', isRead: false };
const listRequests = () => provider.requests.filter((r) => r.method === 'GET' && r.path === 'open/message').length;
const rowOf = async (subject: string) => (await screen.findByText(subject)).closest('li') as HTMLElement;
const isUnread = (row: HTMLElement) => within(row).queryByRole('img', { name: 'Unread' }) !== null;

function touchPull(el: HTMLElement, dy: number) {
  fireEvent.touchStart(el, { touches: [{ clientX: 100, clientY: 100 }] });
  for (let i = 1; i <= 4; i += 1) fireEvent.touchMove(el, { touches: [{ clientX: 100, clientY: 100 + (dy * i) / 4 }] });
}

describe('pull to refresh', () => {
  it('a touch pull from a row says "Release to refresh"; releasing shows a message that arrived meanwhile', async () => {
    const server = useServer();
    renderMyMessage();
    const row = await rowOf('Maintenance notice');
    server.messages.unshift(NEW_MESSAGE);
    touchPull(row, 60);
    expect(screen.getByText('Pull down to refresh')).toBeInTheDocument();
    touchPull(row, 200);
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(row, { touches: [] });
    expect(await screen.findByText('Spring event is live')).toBeInTheDocument();
    expect(listRequests()).toBe(2);
    expect(isUnread(await rowOf('Spring event is live'))).toBe(true);
    await waitFor(() => expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument());
  });

  it('a short pull does nothing', async () => {
    useServer();
    renderMyMessage();
    const row = await rowOf('Maintenance notice');
    touchPull(row, 60);
    fireEvent.touchEnd(row, { touches: [] });
    expect(screen.queryByText('Pull down to refresh')).not.toBeInTheDocument();
    expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument();
    await flushPendingWork();
    expect(listRequests()).toBe(1);
  });

  it('works with a mouse drag, and the click that ends it opens no message', async () => {
    const server = useServer();
    renderMyMessage();
    const open = await screen.findByText('Maintenance notice');
    server.messages.unshift(NEW_MESSAGE);
    fireEvent.pointerDown(open, { pointerType: 'mouse', button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(open, { pointerType: 'mouse', clientX: 100, clientY: 180 });
    fireEvent.pointerMove(open, { pointerType: 'mouse', clientX: 100, clientY: 300 });
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    fireEvent.pointerUp(open, { pointerType: 'mouse', clientX: 100, clientY: 300 });
    fireEvent.click(open);
    expect(await screen.findByText('Spring event is live')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh messages' })).toBeEnabled());
  });

  it('also works on an empty inbox', async () => {
    const server = useServer();
    server.messages = [];
    renderMyMessage();
    const empty = await screen.findByText('No messages yet');
    server.messages = [NEW_MESSAGE];
    touchPull(empty, 200);
    fireEvent.touchEnd(empty, { touches: [] });
    expect(await screen.findByText('Spring event is live')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument());
  });

  it('the Refresh messages button reloads the list too', async () => {
    const server = useServer();
    renderMyMessage();
    await rowOf('Maintenance notice');
    server.messages.unshift(NEW_MESSAGE);
    const button = screen.getByRole('button', { name: 'Refresh messages' });
    fireEvent.click(button);
    expect(button).toBeDisabled();
    expect(await screen.findByText('Spring event is live')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('a failed refresh keeps the list and toasts the SPEC §8 text', async () => {
    const server = useServer();
    renderMyMessage();
    const row = await rowOf('Maintenance notice');
    server.fail = true;
    touchPull(row, 200);
    fireEvent.touchEnd(row, { touches: [] });
    expect(await screen.findByText('Stand-in failure')).toBeInTheDocument();
    expect(screen.getByText('Maintenance notice')).toBeInTheDocument();
    expect(screen.getByText('Your gift code & bonus')).toBeInTheDocument();
    expect(screen.queryByText('Your messages could not be loaded.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument());
  });
});

describe('a message read elsewhere', () => {
  it('shows read when the player comes back to the inbox from another page', async () => {
    const server = useServer();
    renderWithProviders(<MyMessagePage />, {
      preloadedState: loggedInState(),
      path: '/mymessage',
      initialEntries: ['/'],
      routes: { '/messageContent': <MessageContentPage /> },
    });
    expect(isUnread(await rowOf('Your gift code & bonus'))).toBe(true);
    fireEvent.click(screen.getByText('Maintenance notice'));
    expect(await screen.findByText('Servers down at 2:00')).toBeInTheDocument();
    server.messages[0].isRead = true; // read on another device meanwhile
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(async () => expect(isUnread(await rowOf('Your gift code & bonus'))).toBe(false));
  });

  describe('when the user center becomes visible again', () => {
    let visibility: DocumentVisibilityState = 'visible';
    beforeAll(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
    });
    afterAll(() => {
      delete (document as unknown as Record<string, unknown>).visibilityState;
      delete (document as unknown as Record<string, unknown>).hidden;
    });
    const becomes = (state: DocumentVisibilityState) =>
      act(() => {
        visibility = state;
        document.dispatchEvent(new Event('visibilitychange'));
      });

    it('asks again on its return (not on leaving) and shows the change', async () => {
      const server = useServer();
      renderMyMessage();
      expect(isUnread(await rowOf('Your gift code & bonus'))).toBe(true);
      becomes('hidden'); // the game came to the foreground
      expect(listRequests()).toBe(1);
      server.messages[0].isRead = true;
      server.messages.unshift(NEW_MESSAGE);
      becomes('visible');
      expect(await screen.findByText('Spring event is live')).toBeInTheDocument();
      await waitFor(async () => expect(isUnread(await rowOf('Your gift code & bonus'))).toBe(false));
      expect(listRequests()).toBe(2);
    });
  });
});
