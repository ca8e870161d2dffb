// A remote's own page for its team: the same boot as the host (config, fonts, texts, bridge), its own routes only.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { getAppConfig, loadAppConfig } from '../config/app-config';
import { installNativeCallbacks } from '../bridge/native-callbacks';
import { initI18n } from '../i18n/i18n';
import { DEFAULT_LOCALE } from '../locale/resolve-locale';
import { hardwareBack } from '../navigation/hardware-back';
import { applyLoginPayload } from '../session/apply-login-payload';
import { forgetPlayer } from '../session/forget-player';
import { usePlayerEpoch } from '../session/use-player-epoch';
import { WithoutUrlIdentifiers } from '../navigation/without-url-identifiers';
import { selectIsLogin } from '../session/session-slice';
import { store } from '../store/store';
import { UcProviders } from '../ui/uc-providers';
import { UiRoot } from '../ui/ui-root';
import { applyRootFontSize } from '../ui/layout/root-font-size';
import { applyThemeOverrides } from '../ui/layout/theme';

export interface StandaloneOptions {
  /** path → page component, e.g. { '/faq': Faq }. */
  routes: Record<string, ComponentType>;
  /** Where '/' leads, e.g. '/faq'. */
  home: string;
}

function StandaloneApp({ routes, home }: StandaloneOptions) {
  // A forgotten player's pages mount again, empty (see forget-player.ts).
  const epoch = usePlayerEpoch();
  return (
    <UcProviders store={store}>
      <HashRouter>
        <WithoutUrlIdentifiers>
          <Routes key={epoch}>
            <Route path="/" element={<Navigate to={home} replace />} />
            {Object.entries(routes).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </WithoutUrlIdentifiers>
      </HashRouter>
      <UiRoot />
    </UcProviders>
  );
}

async function boot(options: StandaloneOptions): Promise<void> {
  await loadAppConfig();
  applyThemeOverrides(getAppConfig().theme);
  applyRootFontSize();
  const state = store.getState();
  await initI18n(selectIsLogin(state) ? state.session.app.language : DEFAULT_LOCALE);
  installNativeCallbacks({
    onLogin: (raw) => void applyLoginPayload(store, raw),
    onLogout: () => forgetPlayer(store.dispatch),
    onBack: hardwareBack,
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('renderStandalone: #root is missing from the page');
  createRoot(container).render(<StandaloneApp {...options} />);
}

/** Boots and renders a remote on its own page (its dev server), with the shared kit around its routes. */
export function renderStandalone(options: StandaloneOptions): void {
  void boot(options);
}
