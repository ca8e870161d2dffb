// Opening a message from the inbox marks it read there (SPEC §2 mymessage): back in the list, its dot is gone.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loggedInState, mockProvider, renderWithProviders } from '@uc/shared/src/testing';
import MessageContentPage from '../../message-content/message-content-page';
import MyMessagePage from '../my-message-page';
import { LIST_PATH, SAMPLE_MESSAGES } from './render-my-message';

let provider: ReturnType<typeof mockProvider>;
afterEach(() => provider.restore());

it('reads the message, and the inbox shows it read on return without a reload', async () => {
  provider = mockProvider({
    [LIST_PATH]: { status: 'ok', messages: SAMPLE_MESSAGES },
    'GET open/message/11': { status: 'ok', code: 'C-1', name: 'Gift', content: '<p>Your gift</p>', state: '0' },
  });
  renderWithProviders(<MyMessagePage />, {
    preloadedState: loggedInState({ fromClient: false }),
    path: '/mymessage',
    initialEntries: ['/'],
    routes: { '/messageContent': <MessageContentPage /> },
  });
  const row = (await screen.findByText('Your gift code & bonus')).closest('li') as HTMLElement;
  expect(within(row).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
  fireEvent.click(within(row).getByText('Your gift code & bonus'));
  expect(await screen.findByText('Your gift')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  const again = (await screen.findByText('Your gift code & bonus')).closest('li') as HTMLElement;
  await waitFor(() => expect(within(again).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument());
  expect(provider.requests.filter((r) => r.path === 'open/message')).toHaveLength(1);
});
