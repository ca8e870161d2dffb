// The shell: one store and i18n (UcProviders, with its loading fallback), hash routing, one toast/loading/dialog root.
import type { Store } from '@reduxjs/toolkit';
import { HashRouter } from 'react-router-dom';
import { UcProviders, UiRoot, usePlayerEpoch, WithoutUrlIdentifiers } from '@uc/shared';
import { AppRoutes } from '../routes/app-routes';
import { GoHomeOnLogout } from './go-home-on-logout';

export function App({ store }: { store?: Store }) {
  // When the session ends the pages mount again, empty: nothing the last player typed or saw stays on screen.
  const epoch = usePlayerEpoch();
  return (
    <UcProviders store={store}>
      <HashRouter>
        <GoHomeOnLogout />
        {/* A phone number or e-mail in the URL (an old link, a bookmark) is dropped before any page reads it. */}
        <WithoutUrlIdentifiers>
          <AppRoutes key={epoch} />
        </WithoutUrlIdentifiers>
      </HashRouter>
      <UiRoot />
    </UcProviders>
  );
}
