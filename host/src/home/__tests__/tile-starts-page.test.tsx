// A home tile that opens a page starts that page's files at the tap, before the route changes (routes/start-route.ts).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedInState, mockProvider } from '@uc/shared/src/testing';
import { installTestRemotes } from '../../testing/fake-federation';
import { currentRoute, renderApp, resizeWindow } from '../../testing/host-test-utils';
import { startRoute } from '../../routes/start-route';

jest.mock('../../routes/start-route', () => ({ startRoute: jest.fn() }));
installTestRemotes({ messages: { './CodeBox': () => <p>code box page</p> } });

it('starts the tapped page while home is still the route, then opens it', async () => {
  const provider = mockProvider({
    'GET open/sdk/config': { status: 'ok', config_map: { items1: ['codeBox', 'changePassword'], items2: ['customerService'] } },
    'GET open/message/read': { status: 'ok', message: 0, activeCode: 0 },
    'GET open/oauth/binding': { status: 'ok', mobile: '13800000000' },
  });
  const routeAtStart: string[] = [];
  (startRoute as jest.Mock).mockImplementation(() => routeAtStart.push(currentRoute()));
  try {
    resizeWindow(390, 844);
    const user = userEvent.setup();
    await renderApp({ route: '/', preloadedState: loggedInState() });
    await user.click(await screen.findByRole('button', { name: /^Customer service/ })); // a native entry: no page
    expect(startRoute).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Code box/ }));
    expect(startRoute).toHaveBeenCalledWith('/codebox');
    expect(routeAtStart).toEqual(['/']);
    expect(await screen.findByText('code box page')).toBeInTheDocument();
  } finally {
    provider.restore();
  }
});
