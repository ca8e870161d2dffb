import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { i18n } from '../i18n/i18n';
import { store as appStore } from '../store/store';
import { SuspenseLoading } from './feedback/loading-overlay';

export interface UcProvidersProps {
  children?: ReactNode;
  /** Tests pass their own store; the app uses the one shared store. */
  store?: Store;
}

/** The one store and the one i18next instance, plus the loading overlay while a page or its texts load. */
export function UcProviders({ children, store = appStore }: UcProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<SuspenseLoading />}>{children}</Suspense>
      </I18nextProvider>
    </Provider>
  );
}
