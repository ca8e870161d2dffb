// Swipe towards the row's start reveals delete (touch and mouse; left, or right in Arabic); delete asks our confirm dialog first (SPEC §2 mymessage, §4, §5).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@uc/shared';
import { installPointerEventShim, mockProvider } from '@uc/shared/src/testing';
import { LIST_PATH, SAMPLE_MESSAGES, renderMyMessage } from './render-my-message';

beforeAll(installPointerEventShim);

let provider: ReturnType<typeof mockProvider>;
afterEach(() => provider.restore());

// Stands in for the home page's unread badges, which provide the 'Unread' tag.
const unreadApi = api.injectEndpoints({
  endpoints: (build) => ({
    testUnreadCounts: build.query<unknown, void>({
      query: () => ({ method: 'GET', path: 'open/message/read' }),
      providesTags: ['Unread'],
    }),
  }),
});

function useProvider(deleteAnswer: object = { status: 'ok', result: true }) {
  provider = mockProvider({
    [LIST_PATH]: { status: 'ok', messages: SAMPLE_MESSAGES },
    'DELETE open/message': deleteAnswer,
    'GET open/message/read': { status: 'ok', message: 1, activeCode: 0 },
  });
  return renderMyMessage();
}

async function itemOf(subject: string) {
  const item = (await screen.findByText(subject)).closest('li') as HTMLElement;
  return { item, track: item.querySelector('.uc-message-item__track') as HTMLElement };
}

function touchSwipe(el: HTMLElement, fromX: number, toX: number, dy = 0) {
  fireEvent.touchStart(el, { touches: [{ clientX: fromX, clientY: 100 }] });
  fireEvent.touchMove(el, { touches: [{ clientX: (fromX + toX) / 2, clientY: 100 + dy / 2 }] });
  fireEvent.touchMove(el, { touches: [{ clientX: toX, clientY: 100 + dy }] });
  fireEvent.touchEnd(el, { touches: [] });
}

function mouseSwipe(el: HTMLElement, fromX: number, toX: number) {
  fireEvent.pointerDown(el, { pointerType: 'mouse', button: 0, clientX: fromX, clientY: 50 });
  fireEvent.pointerMove(el, { pointerType: 'mouse', clientX: toX, clientY: 52 });
  fireEvent.pointerUp(el, { pointerType: 'mouse', clientX: toX, clientY: 52 });
}

const deleteRequests = () => provider.requests.filter((r) => r.method === 'DELETE');

describe('swipe to reveal delete', () => {
  it('reveals on a touch swipe left and hides on a swipe right', async () => {
    useProvider();
    const { item, track } = await itemOf('Maintenance notice');
    touchSwipe(track, 300, 200);
    expect(item).toHaveClass('is-revealed');
    touchSwipe(track, 200, 300);
    expect(item).not.toHaveClass('is-revealed');
  });

  it('reveals on a mouse drag left (pointer events)', async () => {
    useProvider();
    const { item, track } = await itemOf('Maintenance notice');
    mouseSwipe(track, 300, 220);
    expect(item).toHaveClass('is-revealed');
  });

  it('keeps one row open at a time, ignores vertical drags and short moves', async () => {
    useProvider();
    const first = await itemOf('Your gift code & bonus');
    const second = await itemOf('Maintenance notice');
    touchSwipe(first.track, 300, 280); // 20 px: a tap, not a swipe
    expect(first.item).not.toHaveClass('is-revealed');
    touchSwipe(first.track, 300, 240, 120); // mostly vertical: scrolling
    expect(first.item).not.toHaveClass('is-revealed');
    touchSwipe(first.track, 300, 200);
    touchSwipe(second.track, 300, 200);
    expect(first.item).not.toHaveClass('is-revealed');
    expect(second.item).toHaveClass('is-revealed');
  });

  it('in a right-to-left page (Arabic) the delete sits at the left: a swipe right reveals it, a swipe left hides it', async () => {
    document.documentElement.dir = 'rtl';
    try {
      useProvider();
      const { item, track } = await itemOf('Maintenance notice');
      touchSwipe(track, 300, 200);
      expect(item).not.toHaveClass('is-revealed');
      touchSwipe(track, 200, 300);
      expect(item).toHaveClass('is-revealed');
      touchSwipe(track, 300, 200);
      expect(item).not.toHaveClass('is-revealed');
      mouseSwipe(track, 200, 280);
      expect(item).toHaveClass('is-revealed');
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('does not open the message on the click that ends a swipe; a tap on an open row closes it', async () => {
    useProvider();
    const { item, track } = await itemOf('Maintenance notice');
    const open = within(item).getByText('Maintenance notice');
    mouseSwipe(track, 300, 200);
    fireEvent.click(open);
    expect(item).toHaveClass('is-revealed');
    fireEvent.click(open);
    expect(item).not.toHaveClass('is-revealed');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('delete a message', () => {
  it('asks first; on confirm sends DELETE with user_id and messageId, removes the row and refreshes unread', async () => {
    const { store } = useProvider();
    const unread = store.dispatch(unreadApi.endpoints.testUnreadCounts.initiate());
    const { item, track } = await itemOf('Maintenance notice');
    touchSwipe(track, 300, 200);
    fireEvent.click(within(item).getByRole('button', { name: 'Delete “Maintenance notice”' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(deleteRequests()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Maintenance notice')).not.toBeInTheDocument());
    expect(deleteRequests()[0].payload).toMatchObject({ user_id: 'u-1', messageId: '12' });
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(screen.getByText('Your gift code & bonus')).toBeInTheDocument();
    await waitFor(() => expect(provider.requests.filter((r) => r.path === 'open/message/read')).toHaveLength(2));
    unread.unsubscribe();
  });

  it('keeps the message when the player cancels', async () => {
    useProvider();
    const { item, track } = await itemOf('Maintenance notice');
    touchSwipe(track, 300, 200);
    fireEvent.click(within(item).getByRole('button', { name: 'Delete “Maintenance notice”' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteRequests()).toHaveLength(0);
    expect(screen.getByText('Maintenance notice')).toBeInTheDocument();
  });

  it('keeps the message and toasts the reason when the provider refuses', async () => {
    useProvider({ status: 'ok', result: false, error_msg: 'Message cannot be deleted now' });
    const { item, track } = await itemOf('Maintenance notice');
    touchSwipe(track, 300, 200);
    fireEvent.click(within(item).getByRole('button', { name: 'Delete “Maintenance notice”' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message cannot be deleted now')).toBeInTheDocument();
    expect(screen.getByText('Maintenance notice')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('toasts the server text when the delete call fails', async () => {
    useProvider({ status: 'fail', error: '2001', error_msg: 'Message not found' });
    const { item, track } = await itemOf('Maintenance notice');
    touchSwipe(track, 300, 200);
    fireEvent.click(within(item).getByRole('button', { name: 'Delete “Maintenance notice”' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message not found')).toBeInTheDocument();
    expect(screen.getByText('Maintenance notice')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('reveals the delete button when it takes keyboard focus', async () => {
    useProvider();
    const { item } = await itemOf('Maintenance notice');
    fireEvent.focus(within(item).getByRole('button', { name: 'Delete “Maintenance notice”' }));
    expect(item).toHaveClass('is-revealed');
  });
});
