// /index through the shell: blank under the title bar until ucOnLogin, then the 'page' query decides (SPEC §4).
import { act, screen, waitFor } from '@testing-library/react';
import type { mockProvider } from '@uc/shared/src/testing';
import { NO_ANSWER_MS, resetClientArrival, startNoAnswerTimer } from '../../../app/client-login';
import { createLoginHandler } from '../../../app/login-handler';
import { installTestRemotes } from '../../../testing/fake-federation';
import { NATIVE_LOGIN as LOGIN, mockLoginCalls } from '../../../testing/native-login-fixture';
import { currentRoute, renderApp } from '../../../testing/host-test-utils';

installTestRemotes({
  account: { './BindPhone': () => <p>bind phone page</p> },
  support: { './UserPrivacyV2': () => <p>privacy page</p>, './Faq': () => <p>faq page</p> },
  messages: { './MyMessage': () => <p>my message page</p> },
});


let provider: ReturnType<typeof mockProvider>;
beforeEach(() => {
  resetClientArrival();
  provider = mockLoginCalls(['faq']);
});
afterEach(() => provider.restore());

async function openIndex(query: string) {
  const utils = await renderApp({ route: `/index?${query}` });
  await screen.findByRole('heading', { level: 1, name: 'User Center' });
  const login = (raw: unknown = JSON.stringify(LOGIN)) =>
    act(async () => {
      createLoginHandler(utils.store)(raw);
    });
  return { ...utils, login };
}

it('waits for native: blank page with a title bar, and a malformed payload changes nothing', async () => {
  const { login } = await openIndex('page=home');
  expect(screen.getByRole('main')).toHaveTextContent(/^$/);
  await login('{not json');
  expect(currentRoute()).toBe('/index?page=home');
});

it('page=home: goes home', async () => {
  const { login } = await openIndex('page=home');
  await login();
  await waitFor(() => expect(currentRoute()).toBe('/'));
  expect(await screen.findByText('Ana')).toBeInTheDocument();
});

it('page=userprivacy goes to /v2/userprivacy with the other params', async () => {
  const { login } = await openIndex('page=userprivacy&appId=app-9&simple=1');
  await login();
  await waitFor(() => expect(currentRoute()).toBe('/v2/userprivacy?appId=app-9&simple=1'));
  expect(await screen.findByText('privacy page')).toBeInTheDocument();
});

it('a logged-out player (empty token) is routed too: a page that needs no login shows', async () => {
  const { login, store } = await openIndex('page=faq');
  await login(JSON.stringify({ ...LOGIN, token: '', open_id: '' }));
  await waitFor(() => expect(currentRoute()).toBe('/faq'));
  expect(await screen.findByText('faq page')).toBeInTheDocument();
  expect(store.getState().session.isLogin).toBe(false);
});

it('no answer from native within 3 s of init: routed as a logged-out player', async () => {
  jest.useFakeTimers();
  try {
    startNoAnswerTimer();
    await openIndex('page=mymessage');
    expect(currentRoute()).toBe('/index?page=mymessage');
    await act(async () => {
      jest.advanceTimersByTime(NO_ANSWER_MS - 1);
    });
    expect(currentRoute()).toBe('/index?page=mymessage');
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(currentRoute()).toBe('/mymessage');
  } finally {
    jest.useRealTimers();
  }
});

it('routes once: a second login later leaves the player where they are', async () => {
  const { login } = await openIndex('page=faq');
  await login();
  await waitFor(() => expect(currentRoute()).toBe('/faq'));
  act(() => {
    window.location.hash = '#/mymessage';
  });
  await waitFor(() => expect(currentRoute()).toBe('/mymessage'));
  await login();
  expect(currentRoute()).toBe('/mymessage');
});

it('a known route is opened with the other params', async () => {
  const { login } = await openIndex('page=bindPhone&from=client');
  await login();
  await waitFor(() => expect(currentRoute()).toBe('/bindPhone?from=client'));
  expect(await screen.findByText('bind phone page')).toBeInTheDocument();
});

it('an unknown page shows the 404 page (SPEC §4: "that route")', async () => {
  const { login } = await openIndex('page=nope');
  await login();
  await waitFor(() => expect(currentRoute()).toBe('/nope'));
  expect(await screen.findByText('Error 404! The page ran away!')).toBeInTheDocument();
  expect(screen.queryByText('Ana')).not.toBeInTheDocument();
});

it('an unsafe page shows the 404 page too, and never reaches the address', async () => {
  const { login } = await openIndex(`page=${encodeURIComponent('//evil.example/x')}`);
  await login();
  await waitFor(() => expect(currentRoute()).toBe('/pagelost'));
  expect(await screen.findByText('Error 404! The page ran away!')).toBeInTheDocument();
});

it('a login that arrived before the page showed is not missed', async () => {
  resetClientArrival();
  const { store } = await renderApp({ route: '/' });
  act(() => {
    createLoginHandler(store)(LOGIN);
  });
  act(() => {
    window.location.hash = '#/index?page=faq';
  });
  await waitFor(() => expect(currentRoute()).toBe('/faq'));
  expect(await screen.findByText('faq page')).toBeInTheDocument();
});
