// Test support for this page: /manageaccount on the shared render (other routes show the location probe), logged in by default.
import { loggedInState, renderWithProviders, type RenderWithProvidersOptions } from '@uc/shared/src/testing';
import ManageAccountPage from '../manage-account-page';

export function renderManageAccount(preloadedState: RenderWithProvidersOptions['preloadedState'] = loggedInState()) {
  return renderWithProviders(<ManageAccountPage />, { preloadedState, path: '/manageaccount' });
}

export const BIND_INFO_PATH = 'GET open/oauth/binding';
export const REAL_NAME_PATH = 'GET open/oauth/realname';
