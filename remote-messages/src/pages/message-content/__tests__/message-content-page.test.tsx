// One message through the UI: request, states, subject, marking read, delete with confirmation (SPEC §2 messagecontent, §5).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialSessionState } from '@uc/shared';
import { LOAD_FAULTS, expectFailedLoadThenRetry, failingOnce, holdResponse, mockProvider } from '@uc/shared/src/testing';
import { messagesApi } from '../../../api/get-messages';
import { CODE_MESSAGE, renderMessageContent, unreadProbeApi } from './render-message-content';

let provider: ReturnType<typeof mockProvider>;
afterEach(() => provider.restore());

const INBOX = [
  { id: '1001', category: 'activeCode', subject: 'Launch gift pack', sendTime: '2026-11-01T10:00:00', isRead: false },
  { id: '1004', category: 'system', subject: 'Maintenance', sendTime: '2026-10-30T08:00:00', isRead: false },
];

describe('message content page', () => {
  it('asks for the message by id with user_id and mobile, and shows subject and body', async () => {
    provider = mockProvider({ 'GET open/message/1001': CODE_MESSAGE });
    renderMessageContent();
    expect(await screen.findByRole('heading', { name: 'Launch gift pack' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for playing! Claim your launch gift pack below.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Message' })).toBeInTheDocument();
    expect(provider.requests[0]).toMatchObject({ method: 'GET', path: 'open/message/1001' });
    expect(provider.requests[0].payload).toMatchObject({ user_id: 'u-1', mobile: '13800000000' });
  });

  it('encodes an id with reserved characters into the path', async () => {
    provider = mockProvider({ 'GET open/message/a%2Fb': { status: 'ok', content: '<p>odd id</p>' } });
    renderMessageContent('id=a%2Fb&category=system&subject=x');
    expect(await screen.findByText('odd id')).toBeInTheDocument();
  });

  it('marks the message read in the cached inbox and refreshes the unread badges', async () => {
    provider = mockProvider({
      'GET open/message/1001': CODE_MESSAGE,
      'GET open/message': { status: 'ok', messages: INBOX },
      'GET open/message/read': { status: 'ok', message: 2, activeCode: 1 },
    });
    const { store } = renderMessageContent();
    const inboxArg = { token: 'tok-123', userId: 'u-1', mobile: '13800000000', openId: 'open-1' };
    const inbox = store.dispatch(messagesApi.endpoints.getMessages.initiate(inboxArg));
    const unread = store.dispatch(unreadProbeApi.endpoints.contentTestUnreadCounts.initiate());
    await act(async () => {
      await inbox;
      await unread;
    });
    await screen.findByText('Thank you for playing! Claim your launch gift pack below.');
    await waitFor(() => {
      const list = messagesApi.endpoints.getMessages.select(inboxArg)(store.getState()).data ?? [];
      expect(list.find((m) => m.id === '1001')?.isRead).toBe(true);
    });
    expect(messagesApi.endpoints.getMessages.select(inboxArg)(store.getState()).data?.[1].isRead).toBe(false);
    await waitFor(() => expect(provider.requests.filter((r) => r.path === 'open/message/read')).toHaveLength(2));
    inbox.unsubscribe();
    unread.unsubscribe();
  });

  it('shows no attachment for other categories', async () => {
    provider = mockProvider({ 'GET open/message/1004': { status: 'ok', code: '', name: '', content: '<p>Maintenance</p>', state: '' } });
    renderMessageContent('id=1004&category=system&subject=Maintenance');
    await screen.findByText('Maintenance', { selector: 'p' });
    expect(screen.queryByRole('region', { name: 'Attachment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('shows the overlay while loading and hides it after', async () => {
    const held = holdResponse();
    provider = mockProvider({ 'GET open/message/1001': held.handler });
    renderMessageContent();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    held.release(CODE_MESSAGE);
    await screen.findByRole('heading', { name: 'Launch gift pack' });
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('says so when the message fails to load, without a spinner left, and loads on retry', async () => {
    let calls = 0;
    provider = mockProvider({
      'GET open/message/1001': () => (++calls === 1 ? { status: 'fail', error: '1404', error_msg: 'Message not found' } : CODE_MESSAGE),
    });
    renderMessageContent();
    expect(await screen.findByText('The message could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Launch gift pack' })).toBeInTheDocument();
  });

  it.each(LOAD_FAULTS.map((f) => [f.name, f] as const))('a failed load (%s) gives the SPEC §8 text, and Retry loads the message', async (_name, fault) => {
    provider = mockProvider({ 'GET open/message/1001': failingOnce(fault, CODE_MESSAGE) });
    renderMessageContent();
    await expectFailedLoadThenRetry('The message could not be loaded.', fault);
    expect(await screen.findByRole('heading', { name: 'Launch gift pack' })).toBeInTheDocument();
  });

  it('without an id says the message cannot be found and calls nothing', async () => {
    provider = mockProvider({});
    renderMessageContent('category=activeCode');
    expect(await screen.findByText('This message could not be found.')).toBeInTheDocument();
    expect(provider.requests).toHaveLength(0);
  });

  it('asks a logged-out player to log in first', async () => {
    provider = mockProvider({});
    renderMessageContent(undefined, { session: initialSessionState() });
    expect(await screen.findByText('Please log in first to read your messages.')).toBeInTheDocument();
    expect(provider.requests).toHaveLength(0);
  });
});

describe('delete from the message page', () => {
  it('asks first; on confirm deletes with user_id and messageId and returns to the inbox', async () => {
    provider = mockProvider({ 'GET open/message/1001': CODE_MESSAGE, 'DELETE open/message': { status: 'ok', result: true } });
    renderMessageContent();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(provider.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/mymessage');
    expect(provider.requests.find((r) => r.method === 'DELETE')?.payload).toMatchObject({ user_id: 'u-1', messageId: '1001' });
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
  });

  it('stays when the player cancels, and toasts a failure without leaving', async () => {
    provider = mockProvider({
      'GET open/message/1001': CODE_MESSAGE,
      'DELETE open/message': { status: 'fail', error: '2001', error_msg: 'Try later' },
    });
    renderMessageContent();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete message' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete message' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Try later')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Launch gift pack' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });
});
