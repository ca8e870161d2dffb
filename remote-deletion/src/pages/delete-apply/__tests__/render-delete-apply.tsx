// Test support for this page: /deleteapply with a previous page behind it, so the page's navigate(-1) lands somewhere.
import { screen } from '@testing-library/react';
import type { AppStore, SessionState } from '@uc/shared';
import { loggedInState, renderWithProviders } from '@uc/shared/src/testing';
import DeleteApplyPage from '../delete-apply-page';

export const PREVIOUS_PAGE = 'previous page (test)';

export function renderDeleteApply(session: SessionState = loggedInState().session, store?: AppStore) {
  return renderWithProviders(<DeleteApplyPage />, {
    preloadedState: { session },
    store,
    path: '/deleteapply',
    initialEntries: ['/start'],
    routes: { '/start': <p>{PREVIOUS_PAGE}</p> },
  });
}

/** The page as the client opens it (/index?page=deleteapply): the first entry, nothing of ours behind it. */
export function renderDeleteApplyAsEntryPage(session: SessionState = loggedInState().session) {
  return renderWithProviders(<DeleteApplyPage />, { preloadedState: { session }, path: '/deleteapply' });
}

export const mainButton = (name: RegExp | string) => screen.findByRole('button', { name });
export const agreeBox = () => screen.getByRole('checkbox', { name: 'I understand and agree' });
