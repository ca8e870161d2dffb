// Test support: /messageContent on the shared render, the inbox behind it, logged in by default.
import { api } from '@uc/shared';
import { loggedInState, renderWithProviders, type RenderWithProvidersOptions } from '@uc/shared/src/testing';
import MessageContentPage from '../message-content-page';

export function renderMessageContent(
  query = 'id=1001&category=activeCode&subject=Launch%20gift%20pack',
  preloadedState: RenderWithProvidersOptions['preloadedState'] = loggedInState(),
) {
  return renderWithProviders(<MessageContentPage />, {
    preloadedState,
    path: '/messageContent',
    route: `/messageContent?${query}`,
    initialEntries: ['/mymessage'],
  });
}

export const CODE_MESSAGE = {
  status: 'ok',
  code: 'GIFT-LAUNCH-2026',
  name: 'Launch gift pack: 100 gems',
  content: '<p>Thank you for playing! Claim your launch gift pack below.</p>',
  state: '0',
};

export const LINK_MESSAGE = {
  status: 'ok',
  code: '',
  name: '',
  content:
    '<p>Event! <a href="https://example.com/events/halloween">See the event page</a> · <a href="#/faq">Read the FAQ</a>' +
    ' · <a href="mailto:help@example.com">Mail us</a> · <a href="#/evil?x">Bad route</a></p>',
  state: '',
};

// Stands in for the home page's unread badges, which provide the 'Unread' tag.
export const unreadProbeApi = api.injectEndpoints({
  endpoints: (build) => ({
    contentTestUnreadCounts: build.query<unknown, void>({
      query: () => ({ method: 'GET', path: 'open/message/read' }),
      providesTags: ['Unread'],
    }),
  }),
});
