// The game's header picture on home comes from app-config.json (theme.homeHeaderImage): shown only when set.
import { screen } from '@testing-library/react';
import { setAppConfig } from '@uc/shared';
import { mockProvider } from '@uc/shared/src/testing';
import { installTestRemotes } from '../../../testing/fake-federation';
import { renderApp, resizeWindow } from '../../../testing/host-test-utils';

installTestRemotes({});

let provider: ReturnType<typeof mockProvider>;
beforeEach(() => {
  resizeWindow(390, 844);
  provider = mockProvider({});
});
afterEach(() => {
  provider.restore();
  setAppConfig({});
});

async function renderHome() {
  const { container } = await renderApp({ route: '/' });
  await screen.findByRole('heading', { level: 1, name: 'User Center' });
  return container.querySelector('.uc-home__header');
}

it('shows a decorative header band when the game configures a header image', async () => {
  setAppConfig({ theme: { homeHeaderImage: 'https://cdn.game.example/header.png' } });
  const header = await renderHome();
  expect(header).not.toBeNull();
  expect(header).toHaveAttribute('aria-hidden', 'true');
});

it('shows no band without one', async () => {
  expect(await renderHome()).toBeNull();
});

it('refuses a header image that is not https, relative or from imageHosts', async () => {
  setAppConfig({ theme: { homeHeaderImage: 'javascript:alert(1)' } });
  expect(await renderHome()).toBeNull();
});
