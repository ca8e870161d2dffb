// The shell: one store and i18n (UcProviders, with its loading fallback), hash routing, one toast/loading/dialog root.
import type { Store } from '@reduxjs/toolkit';
import { HashRouter } from 'react-router-dom';
import { UcProviders, UiRoot } from '@uc/shared';
import { AppRoutes } from '../routes/app-routes';

export function App({ store }: { store?: Store }) {
  return (
    <UcProviders store={store}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
      <UiRoot />
    </UcProviders>
  );
}
