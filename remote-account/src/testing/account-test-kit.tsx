// Test support for this remote's pages (tests only): a logged-in render at a route with history behind it, typing
// into labelled fields, and the host reports and bridge calls the page made.
import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { verifyTargetsState } from '@uc/shared';
import {
  loggedInState,
  mockProvider,
  recordNativeCalls,
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@uc/shared/src/testing';

export interface AccountRender {
  /** The route the page stands on, e.g. '/strongbindingmail?operation=bind'. */
  route: string;
  /** History state of the page's entry (as the flow that navigated there set it). */
  routeState?: unknown;
  /** The route table path of the page, e.g. '/bindmail'. */
  path: string;
  /** History behind the page, oldest first (default: manageaccount). */
  behind?: string[];
  preloadedState?: RenderWithProvidersOptions['preloadedState'];
  locale?: RenderWithProvidersOptions['locale'];
  /** Other pages mounted beside this one, so a flow can be followed onto them (e.g. '/changepassword'). */
  routes?: RenderWithProvidersOptions['routes'];
  /** A store carried over from an earlier render: the same session, as the next page of one visit sees it. */
  store?: RenderWithProvidersOptions['store'];
}

export function renderAccountPage(ui: ReactElement, o: AccountRender) {
  return renderWithProviders(ui, {
    preloadedState: o.preloadedState ?? loggedInState(),
    path: o.path,
    route: o.route,
    routeState: o.routeState,
    initialEntries: o.behind ?? ['/manageaccount'],
    locale: o.locale,
    routes: o.routes,
    store: o.store,
  });
}

/** Types into the field with this label (the whole value at once, as a paste would). */
export function typeInto(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function press(name: string | RegExp): void {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** The current route the location probe shows once the page has navigated away. */
export async function landedOn(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}

/** The history state of the entry the page navigated to (what a reload keeps, and no link can set). */
export async function landedState(): Promise<unknown> {
  return JSON.parse((await screen.findByTestId('location')).getAttribute('data-state') ?? 'null');
}

/** The state home's change-password tile hands verifyaccount: the player's phone (or e-mail), for loggedInState's player. */
export function handedTargets(targets: { mobile?: string; mail?: string }) {
  return verifyTargetsState(targets, loggedInState().session.user.openId);
}

export type Provider = ReturnType<typeof mockProvider>;
export type Native = ReturnType<typeof recordNativeCalls>;

export function reportsOf(native: Native) {
  return native.of('report').map((c) => c.payload);
}

export function requestsTo(provider: Provider, method: string, path: string) {
  return provider.requests.filter((r) => r.method === method && r.path === path).map((r) => r.payload ?? {});
}

export const OK = { status: 'ok' };
export const USER_OK = {
  status: 'ok',
  user: { open_info: { open_id: 'open-1', token: 'tok-123' }, user_info: { user_id: 'u-1' }, extra: { nickname: 'Tester' } },
};
export const failWith = (error: string, message: string) => ({ status: 'fail', error, error_msg: message });
