// The customer-service page shows the support address from app-config.json as a plain mailto link.
import { screen } from '@testing-library/react';
import { setAppConfig } from '@uc/shared';
import { loggedInState, renderWithProviders } from '@uc/shared/src/testing';
import CustomerServicePage from '../customer-service-page';

afterEach(() => setAppConfig({}));

test('tells the player to e-mail the support center at the configured address', async () => {
  setAppConfig({ supportEmail: 'help@games.example' });
  renderWithProviders(<CustomerServicePage />, { preloadedState: loggedInState(), route: '/customerservice' });
  expect(await screen.findByRole('heading', { name: 'Customer Service' })).toBeInTheDocument();
  expect(screen.getByText(/Send an e-mail to Customer Service/)).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'help@games.example' });
  expect(link).toHaveAttribute('href', 'mailto:help@games.example');
  expect(link).not.toHaveAttribute('target');
});

test('works without a session too', async () => {
  setAppConfig({ supportEmail: 'care@games.example' });
  renderWithProviders(<CustomerServicePage />, { route: '/customerservice' });
  expect(await screen.findByRole('link', { name: 'care@games.example' })).toHaveAttribute(
    'href',
    'mailto:care@games.example',
  );
});
