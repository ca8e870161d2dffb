// The inbox through the UI: list, open, states (SPEC §2 mymessage, §3 message).
import { fireEvent, screen, within } from '@testing-library/react';
import { initialSessionState } from '@uc/shared';
import { LOAD_FAULTS, expectFailedLoadThenRetry, failingOnce, holdResponse, mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import { LIST_PATH, SAMPLE_MESSAGES, renderMyMessage } from './render-my-message';

let provider: ReturnType<typeof mockProvider> | undefined;
afterEach(() => {
  provider?.restore();
  provider = undefined;
});

describe('my message page', () => {
  it('lists subject and send time with a space, and a dot on unread messages only', async () => {
    provider = mockProvider({ [LIST_PATH]: { status: 'ok', messages: SAMPLE_MESSAGES } });
    renderMyMessage();
    const unread = (await screen.findByText('Your gift code & bonus')).closest('li') as HTMLElement;
    expect(within(unread).getByText('2024-05-01 10:20:30')).toBeInTheDocument();
    expect(within(unread).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    const read = screen.getByText('Maintenance notice').closest('li') as HTMLElement;
    expect(within(read).getByText('2024-04-30 08:00:00')).toBeInTheDocument();
    expect(within(read).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My messages' })).toBeInTheDocument();
  });

  it('asks with token, user_id, mobile and open_id of the session', async () => {
    provider = mockProvider({ [LIST_PATH]: { status: 'ok', messages: SAMPLE_MESSAGES } });
    renderMyMessage();
    await screen.findByText('Maintenance notice');
    expect(provider.requests[0]).toMatchObject({ method: 'GET', path: 'open/message' });
    expect(provider.requests[0].payload).toMatchObject({
      token: 'tok-123',
      user_id: 'u-1',
      mobile: '13800000000',
      open_id: 'open-1',
    });
  });

  it('opens the message content with id, category and subject URL-encoded', async () => {
    provider = mockProvider({ [LIST_PATH]: { status: 'ok', messages: SAMPLE_MESSAGES } });
    renderMyMessage();
    fireEvent.click(await screen.findByText('Your gift code & bonus'));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/messageContent?id=11&category=activeCode&subject=Your%20gift%20code%20%26%20bonus',
    );
  });

  it('shows an empty state when there are no messages', async () => {
    provider = mockProvider({ [LIST_PATH]: { status: 'ok', messages: [] } });
    renderMyMessage();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows an error state with retry when the list fails, and loads on retry', async () => {
    let calls = 0;
    provider = mockProvider({
      [LIST_PATH]: () => (++calls === 1 ? { status: 500, body: 'down' } : { status: 'ok', messages: SAMPLE_MESSAGES }),
    });
    renderMyMessage();
    expect(await screen.findByText('Your messages could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maintenance notice')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it.each(LOAD_FAULTS.map((f) => [f.name, f] as const))('a failed load (%s) gives the SPEC §8 text, and Retry loads the list', async (_name, fault) => {
    provider = mockProvider({ [LIST_PATH]: failingOnce(fault, { status: 'ok', messages: SAMPLE_MESSAGES }) });
    renderMyMessage();
    await expectFailedLoadThenRetry('Your messages could not be loaded.', fault);
    expect(await screen.findByText('Maintenance notice')).toBeInTheDocument();
  });

  it('shows the shared loading overlay while the list loads', async () => {
    const held = holdResponse();
    provider = mockProvider({ [LIST_PATH]: held.handler });
    renderMyMessage();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    held.release({ status: 'ok', messages: SAMPLE_MESSAGES });
    await screen.findByText('Maintenance notice');
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('asks a logged-out player to log in first and calls nothing', async () => {
    provider = mockProvider({});
    const native = recordNativeCalls();
    try {
      renderMyMessage({ session: initialSessionState() });
      expect(await screen.findByText('Please log in first to read your messages.')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(native.of('login')).toHaveLength(1);
      expect(provider.requests).toHaveLength(0);
    } finally {
      native.stop();
    }
  });
});
