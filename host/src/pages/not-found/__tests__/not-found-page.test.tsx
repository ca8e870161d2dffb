// Any path outside SPEC §2 shows the 404 page, with a way home.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentRoute, renderApp } from '../../../testing/host-test-utils';

it('shows page lost / page does not exist and leads home', async () => {
  const user = userEvent.setup();
  await renderApp({ route: '/no/such/page' });
  expect(await screen.findByRole('heading', { level: 1, name: 'page lost' })).toBeInTheDocument();
  expect(screen.getByText('Error 404! The page ran away!')).toBeInTheDocument();
  expect(screen.getByText('page does not exist')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to home' }));
  expect(currentRoute()).toBe('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'User Center' })).toBeInTheDocument();
});

// A known route in another case ('/BINDPHONE') is redirected to it: routes/__tests__/case-insensitive-routes.test.tsx.
it('a path that is no route in any case is lost', async () => {
  await renderApp({ route: '/BINDPHONES' });
  expect(await screen.findByText('page does not exist')).toBeInTheDocument();
});
