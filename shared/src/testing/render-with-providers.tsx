// One render helper: a fresh store the API client reads its session from, the shared i18n instance, a router
// at `route` (with history behind it), and UiRoot so toasts, the overlay and dialogs are on screen.
import type { ReactElement, ReactNode } from 'react';
import { Suspense } from 'react';
import { act, render, type RenderOptions } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setSessionSource } from '../api/request-fields';
import { currentLocale, i18n, initI18n, setLocale } from '../i18n/i18n';
import { resolveTextLanguage } from '../locale/device-text-language';
import { resolveLocale } from '../locale/resolve-locale';
import { createAppStore, type AppStore, type RootState } from '../store/store';
import { resetUiFeedback } from '../ui/feedback/reset-ui-feedback';
import { UiRoot } from '../ui/ui-root';
import { LocationProbe } from './location-probe';

// Toasts, the loading count and open dialogs live outside React: no test sees the previous one's. In act, for
// trees RTL did not mount (a booted app) and so did not unmount.
if (typeof afterEach === 'function') afterEach(() => act(() => resetUiFeedback()));

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** Where the router stands; defaults to `path`, else '/'. */
  route?: string;
  /** History state of the `route` entry (what the app's own navigate(to, { state }) would have put there). */
  routeState?: unknown;
  /** History behind `route`, oldest first, so navigate(-1) and back rules have a page to return to. */
  initialEntries?: string[];
  /** Mounts the tree as the element of this route; every other path shows <LocationProbe/> (data-testid 'location'). */
  path?: string;
  /** More routes beside `path`, e.g. the page behind it. */
  routes?: Record<string, ReactElement>;
  withRouter?: boolean; // false when the tested tree brings its own router (the host's HashRouter)
  /** Mounts <UiRoot/> beside the tree (default true); false when the tree mounts its own. */
  withUiRoot?: boolean;
  /** The texts' language as a device language tag or a SPEC §1 locale (default en-US). */
  locale?: string;
  store?: AppStore;
}

function PageRoutes({ path, routes, children }: { path: string; routes: Record<string, ReactElement>; children: ReactNode }) {
  return (
    <Routes>
      <Route path={path} element={children} />
      {Object.entries(routes).map(([p, element]) => (
        <Route key={p} path={p} element={element} />
      ))}
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  );
}

/** Texts load asynchronously (suspense): query with findBy… after rendering. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    preloadedState, path, routes = {}, route = path ?? '/', routeState, initialEntries = [], withRouter = true, withUiRoot = true,
    locale = 'en-US', store = createAppStore(preloadedState), ...rest
  } = options;
  // The client reads base fields and the public key from the store it is wired to: this one, even when passed in.
  setSessionSource(() => store.getState().session);
  if (!i18n.isInitialized) void initI18n(locale);
  else if (currentLocale() !== resolveLocale(locale) || i18n.language !== resolveTextLanguage(locale)) void setLocale(locale);
  const [pathname, search = ''] = route.split('?');
  const entries = [...initialEntries, routeState === undefined ? route : { pathname, search: search && `?${search}`, state: routeState }];
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const page = path === undefined ? children : <PageRoutes path={path} routes={routes}>{children}</PageRoutes>;
    return (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          {withRouter ? (
            <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
              <Suspense fallback={null}>{page}</Suspense>
            </MemoryRouter>
          ) : (
            <Suspense fallback={null}>{page}</Suspense>
          )}
          {/* Its own boundary: the page waiting for its texts must not hide a toast or the overlay. */}
          {withUiRoot ? (
            <Suspense fallback={null}>
              <UiRoot />
            </Suspense>
          ) : null}
        </I18nextProvider>
      </Provider>
    );
  };
  return { store, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
