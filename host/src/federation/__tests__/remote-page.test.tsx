// ARCHITECTURE §2 through the shell and the real federation runtime (retry + fallback plugins) over a fake network:
// a remote that is down, lacks the page or throws shows the fallback in the title-bar frame, and Retry recovers in place.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetAllRemotes, installTestRemotes } from '../../testing/fake-federation';
import { recordNativeCalls, renderApp } from '../../testing/host-test-utils';

let renderShouldThrow = false;
function FlakyMessages() {
  if (renderShouldThrow) throw new Error('messages page exploded');
  return <p>my messages page</p>;
}

const net = installTestRemotes({
  account: { './ManageAccount': () => <p>manage account page</p> },
  messages: { './MyMessage': FlakyMessages },
  support: { './Faq': () => <p>faq page</p> },
});

let native: ReturnType<typeof recordNativeCalls>;
beforeEach(() => {
  native = recordNativeCalls();
  net.down.clear();
  net.entryLoads.length = 0;
  renderShouldThrow = false;
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs caught render errors
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the runtime warns on forced re-registration
  forgetAllRemotes();
});
afterEach(() => {
  native.stop();
  jest.restoreAllMocks();
});

const go = (path: string) =>
  act(async () => {
    window.location.hash = `#${path}`;
  });
const reports = () => native.calls.filter((c) => c.method === 'report').map((c) => c.payload);

it('loads a remote page only when its route is first visited', async () => {
  await renderApp({ route: '/' });
  await screen.findByRole('heading', { level: 1, name: 'User Center' });
  expect(net.entryLoads).toEqual([]);
  await go('/faq');
  expect(await screen.findByText('faq page')).toBeInTheDocument();
  expect(net.entryLoads).toEqual(['support']);
});

it('a remote that is down shows the fallback in the title-bar frame, reports it, and Retry recovers without a reload', async () => {
  const user = userEvent.setup();
  net.down.add('account');
  await renderApp({ route: '/manageaccount' });
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Account management' })).toBeInTheDocument();
  expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
  expect(reports()).toEqual([expect.objectContaining({ code: 'remote-load-failed', remote: 'account', module: './ManageAccount', stage: 'load' })]);
  // The retry plugin tried more than once before giving up.
  expect(net.entryLoads.filter((r) => r === 'account').length).toBeGreaterThan(1);

  // Still down: Retry tries again and lands on the fallback again.
  const before = net.entryLoads.length;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  await waitFor(() => expect(net.entryLoads.length).toBeGreaterThan(before));

  // Back up: Retry shows the page (that it does so without reloading the document is remote-down.e2e.ts's to prove:
  // jsdom cannot reload).
  net.down.delete('account');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('manage account page')).toBeInTheDocument();
});

it('every other route keeps working while a remote is down', async () => {
  net.down.add('account');
  await renderApp({ route: '/manageaccount' });
  await screen.findByText('This section could not be loaded.');
  await go('/faq');
  expect(await screen.findByText('faq page')).toBeInTheDocument();
  await go('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'User Center' })).toBeInTheDocument();
  await go('/nope');
  expect(await screen.findByText('Error 404! The page ran away!')).toBeInTheDocument();
});

it('a page the remote does not expose yet shows the fallback with the route title', async () => {
  await renderApp({ route: '/bindPhone' });
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Bind phone number' })).toBeInTheDocument();
  expect(reports()).toEqual([expect.objectContaining({ remote: 'account', module: './BindPhone', message: expect.stringMatching(/does not exist/) })]);
});

it('a remote page that throws while rendering shows the fallback; Retry renders it again', async () => {
  const user = userEvent.setup();
  renderShouldThrow = true;
  await renderApp({ route: '/mymessage' });
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'My messages' })).toBeInTheDocument();
  expect(reports()).toEqual([expect.objectContaining({ code: 'remote-load-failed', remote: 'messages', stage: 'render', message: 'messages page exploded' })]);
  renderShouldThrow = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('my messages page')).toBeInTheDocument();
});

it('coming back to a route that failed tries the remote again', async () => {
  net.down.add('support');
  await renderApp({ route: '/faq' });
  await screen.findByText('This section could not be loaded.');
  net.down.delete('support');
  await go('/');
  await screen.findByRole('heading', { level: 1, name: 'User Center' });
  await go('/faq');
  expect(await screen.findByText('faq page')).toBeInTheDocument();
});
