// Issue 7: after home, every remote's manifest and entry download in the background, so a first tap waits for the
// page's own chunk only; a remote that fails then is forgotten and loads normally on its visit.
import { act, screen } from '@testing-library/react';
import { forgetAllRemotes, installTestRemotes } from '../../testing/fake-federation';
import { renderApp } from '../../testing/host-test-utils';
import { preloadRemotes } from '../remote-loader';

const net = installTestRemotes({
  account: { './ManageAccount': () => <p>manage account page</p> },
  messages: { './MyMessage': () => <p>my messages page</p> },
  support: { './Faq': () => <p>faq page</p> },
  deletion: { './DeleteApply': () => <p>delete apply page</p> },
});

beforeEach(() => {
  net.down.clear();
  net.entryLoads.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the runtime warns on forced re-registration
  forgetAllRemotes();
});
afterEach(() => jest.restoreAllMocks());

const go = (path: string) =>
  act(async () => {
    window.location.hash = `#${path}`;
  });

it('downloads every remote entry once, one at a time in home order; a visit afterwards loads none again', async () => {
  net.maxInFlight = 0;
  await preloadRemotes();
  expect(net.entryLoads).toEqual(['account', 'messages', 'support', 'deletion']);
  expect(net.maxInFlight).toBe(1);
  await renderApp({ route: '/' });
  await go('/faq');
  expect(await screen.findByText('faq page')).toBeInTheDocument();
  await go('/manageaccount');
  expect(await screen.findByText('manage account page')).toBeInTheDocument();
  expect(net.entryLoads).toHaveLength(4);
});

it('a remote down during the preload is forgotten: no error, and its visit once it is back loads it afresh', async () => {
  net.down.add('messages');
  await expect(preloadRemotes()).resolves.toBeUndefined();
  expect(net.entryLoads.filter((r) => r === 'messages').length).toBeGreaterThan(0);
  net.down.clear();
  const before = net.entryLoads.length;
  await renderApp({ route: '/mymessage' });
  expect(await screen.findByText('my messages page')).toBeInTheDocument();
  expect(net.entryLoads.slice(before)).toEqual(['messages']);
});
