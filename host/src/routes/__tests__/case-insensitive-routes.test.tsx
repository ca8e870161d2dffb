// Links from outside spell routes as SPEC's prose does (bindMail, forgotPassword, messagecontent): the client entry's
// page= and a typed-in hash both reach the page, at the route table's spelling; what is no route stays lost.
import { act, screen, waitFor } from '@testing-library/react';
import { TEST_PUBLIC_KEY_PEM, mockProvider } from '@uc/shared/src/testing';
import { resetClientArrival } from '../../app/client-login';
import { createLoginHandler } from '../../app/login-handler';
import { installTestRemotes } from '../../testing/fake-federation';
import { currentRoute, renderApp } from '../../testing/host-test-utils';

installTestRemotes({
  account: { './BindMail': () => <p>bind mail page</p>, './ForgotPassword': () => <p>forgot password page</p> },
  messages: { './MessageContent': () => <p>message content page</p> },
});

const LOGIN = {
  nick_name: 'Ana', role_id: '', role_name: '', token: 'tok-9', open_id: 'open-9', user_id: 'u-9', mobile: '13900000000',
  app_id: 'app-9', channel: 'ch', public_key: TEST_PUBLIC_KEY_PEM, channel_id: 'c1', platform: 'Android', device_id: 'd1',
  opensdk_version: '3.1', login_types: 'Account', language: 'en_US',
};

let provider: ReturnType<typeof mockProvider>;
beforeEach(() => {
  resetClientArrival();
  provider = mockProvider({
    'GET open/sdk/config': { status: 'ok', config_map: { items1: [], items2: [] } },
    'GET open/oauth/binding': { status: 'ok' },
    'GET open/message/read': { status: 'ok', message: 0, activeCode: 0 },
  });
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
