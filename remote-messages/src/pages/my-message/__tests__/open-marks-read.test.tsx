// Opening a message from the inbox marks it read there (SPEC §2 mymessage): back in the list, its dot is gone at once,
// before the list the inbox asks for again on its return has answered.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { holdResponse, loggedInState, mockProvider, renderWithProviders } from '@uc/shared/src/testing';
import MessageContentPage from '../../message-content/message-content-page';
import MyMessagePage from '../my-message-page';
import { LIST_PATH, SAMPLE_MESSAGES } from './render-my-message';

let provider: ReturnType<typeof mockProvider>;
afterEach(() => provider.restore());

it('reads the message, and the inbox shows it read on return without waiting for the list', async () => {
  const again = holdResponse();
  let lists = 0;
  provider = mockProvider({
    [LIST_PATH]: (req) => (++lists === 1 ? { status: 'ok', messages: SAMPLE_MESSAGES } : again.handler(req)),
    'GET open/message/11': { status: 'ok', code: 'C-1', name: 'Gift', content: '<p>Your gift</p>', state: '0' },
  });
  renderWithProviders(<MyMessagePage />, {
    preloadedState: loggedInState(),
    path: '/mymessage',
    initialEntries: ['/'],
    routes: { '/messageContent': <MessageContentPage /> },
  });
  const row = (await screen.findByText('Your gift code & bonus')).closest('li') as HTMLElement;
  expect(within(row).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
  fireEvent.click(within(row).getByText('Your gift code & bonus'));
  expect(await screen.findByText('Your gift')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  const back = (await screen.findByText('Your gift code & bonus')).closest('li') as HTMLElement;
  expect(within(back).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
  await waitFor(() => expect(lists).toBe(2)); // asked again on return, still unanswered
  expect(within(back).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
  const LATER = { id: '14', category: 'notice', subject: 'Arrived meanwhile', sendTime: '2024-05-02T08:00:00', isRead: false };
  again.release({ status: 'ok', messages: [LATER, ...SAMPLE_MESSAGES.map((m) => (m.id === 11 ? { ...m, isRead: true } : m))] });
  expect(await screen.findByText('Arrived meanwhile')).toBeInTheDocument(); // the server's answer is on screen
  expect(within(screen.getByText('Your gift code & bonus').closest('li') as HTMLElement).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
});
