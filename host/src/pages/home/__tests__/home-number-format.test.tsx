// The page's first number format loads ICU's number data (tens of ms on a slow phone): home makes the player's while
// it waits for its calls, in an idle moment, so the balance in home's first full frame does not wait for it.
import { act, screen } from '@testing-library/react';
import { holdResponse, loggedInState, mockProvider } from '@uc/shared/src/testing';
import { installTestRemotes } from '../../../testing/fake-federation';
import { renderApp } from '../../../testing/host-test-utils';

installTestRemotes();

it('makes the number format while the config is on its way, not when the balance shows', async () => {
  const idle: (() => void)[] = [];
  (window as unknown as { requestIdleCallback: (cb: () => void) => number }).requestIdleCallback = (cb) => idle.push(cb);
  const config = holdResponse();
  const provider = mockProvider({
    'GET open/sdk/config': config.handler,
    'GET open/message/read': { status: 'ok', message: 0, activeCode: 0 },
    'GET open/oauth/binding': { status: 'ok' },
  });
  const made = jest.spyOn(Intl, 'NumberFormat');
  try {
    await renderApp({ route: '/', preloadedState: loggedInState() });
    await screen.findByRole('heading', { level: 1, name: 'User Center' });
    expect(made).not.toHaveBeenCalled();
    act(() => idle.splice(0).forEach((cb) => cb())); // the wait for the config: the main thread is idle
    expect(made).toHaveBeenCalledTimes(1);
    await act(async () => config.release({ status: 'ok', config_map: { items1: ['manageAccount'], items2: [], showBalance: true } }));
    expect(await screen.findByText('Balance: 0')).toBeInTheDocument();
    expect(made).toHaveBeenCalledTimes(1); // the balance took the one made ahead
  } finally {
    made.mockRestore();
    provider.restore();
  }
});
