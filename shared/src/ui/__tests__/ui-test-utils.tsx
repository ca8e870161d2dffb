// Test-only: the UI kit's tests render through the shared renderWithProviders, with the common texts loaded first.
import type { ReactElement } from 'react';
import { i18n, initI18n } from '../../i18n/i18n';
import type { RootState } from '../../store/store';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetUiFeedback } from '../feedback/reset-ui-feedback';

export interface RenderUiOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  withUiRoot?: boolean;
}

/** Loads the English 'common' texts up front, so tests (fake timers included) can query synchronously. */
export async function loadTexts(): Promise<void> {
  if (!i18n.hasLoadedNamespace('common')) await initI18n('en-US');
}

export async function renderUi(ui: ReactElement, options: RenderUiOptions = {}) {
  await loadTexts();
  return renderWithProviders(ui, options);
}

export { resetUiFeedback };
