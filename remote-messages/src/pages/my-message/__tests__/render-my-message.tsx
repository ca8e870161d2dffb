// Test support for this page: /mymessage on the shared render (other routes show the location probe), logged in by default.
import { loggedInState, renderWithProviders, type RenderWithProvidersOptions } from '@uc/shared/src/testing';
import MyMessagePage from '../my-message-page';

export function renderMyMessage(preloadedState: RenderWithProvidersOptions['preloadedState'] = loggedInState()) {
  return renderWithProviders(<MyMessagePage />, { preloadedState, path: '/mymessage' });
}

export const LIST_PATH = 'GET open/message';

export const SAMPLE_MESSAGES = [
  { id: 11, category: 'activeCode', subject: 'Your gift code & bonus', sendTime: '2024-05-01T10:20:30', isRead: false },
  { id: '12', category: 'notice', subject: 'Maintenance notice', sendTime: '2024-04-30T08:00:00', isRead: true },
];
