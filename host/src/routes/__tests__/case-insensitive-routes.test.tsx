// Links from outside spell routes as SPEC's prose does (bindMail, forgotPassword, messagecontent): the client entry's
// page= and a typed-in hash both reach the page, at the route table's spelling; what is no route stays lost.
import { act, screen, waitFor } from '@testing-library/react';
import type { mockProvider } from '@uc/shared/src/testing';
import { resetClientArrival } from '../../app/client-login';
import { createLoginHandler } from '../../app/login-handler';
import { installTestRemotes } from '../../testing/fake-federation';
import { NATIVE_LOGIN as LOGIN, mockLoginCalls } from '../../testing/native-login-fixture';
import { currentRoute, renderApp } from '../../testing/host-test-utils';

installTestRemotes({
  account: { './BindMail': () => <p>bind mail page</p>, './ForgotPassword': () => <p>forgot password page</p> },
  messages: { './MessageContent': () => <p>message content page</p> },
});


let provider: ReturnType<typeof mockProvider>;
beforeEach(() => {
  resetClientArrival();
  provider = mockLoginCalls();
});
afterEach(() => provider.restore());

describe('the client entry, /index?page= in SPEC spellings', () => {
  it.each([
    ['page=bindMail&from=client', '/bindmail?from=client', 'bind mail page'],
    ['page=forgotPassword', '/forgotpassword', 'forgot password page'],
    ['page=messagecontent&id=1001&category=activeCode&subject=Gift', '/messageContent?id=1001&category=activeCode&subject=Gift', 'message content page'],
  ])('%s → %s', async (query, route, text) => {
    const { store } = await renderApp({ route: `/index?${query}` });
    await screen.findByRole('heading', { level: 1, name: 'User Center' });
    await act(async () => {
      createLoginHandler(store)(JSON.stringify(LOGIN));
    });
    await waitFor(() => expect(currentRoute()).toBe(route));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('page does not exist')).not.toBeInTheDocument();
  });
});

describe('a typed-in hash in another case', () => {
  it('is replaced by the route table spelling (no extra history entry), query kept', async () => {
    window.location.hash = '#/';
    const before = window.history.length;
    await renderApp({ route: '/bindMail?from=client&x=A%20B' });
    expect(await screen.findByText('bind mail page')).toBeInTheDocument();
    expect(currentRoute()).toBe('/bindmail?from=client&x=A%20B');
    expect(window.history.length).toBe(before + 1); // renderApp's own hash change only; the redirect replaced it
  });

  it.each([['/MESSAGECONTENT?id=7', '/messageContent?id=7', 'message content page'], ['/ForgotPassword', '/forgotpassword', 'forgot password page']])(
    '%s → %s',
    async (typed, route, text) => {
      await renderApp({ route: typed });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(currentRoute()).toBe(route);
    },
  );

  it('a path that is no route in any case still shows the 404 page', async () => {
    await renderApp({ route: '/BindMails' });
    expect(await screen.findByText('page does not exist')).toBeInTheDocument();
    expect(currentRoute()).toBe('/BindMails');
  });
});
