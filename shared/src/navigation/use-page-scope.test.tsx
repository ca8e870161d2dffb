// The page scope: navigate and toast act only while the player is still on the entry the work started on.
import { act, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { renderWithProviders } from '../testing/render-with-providers';
import { usePageScope, type PageScope } from './use-page-scope';

let scopes: PageScope[] = [];
const navigators: ReturnType<typeof useNavigate>[] = [];

function Page() {
  scopes.push(usePageScope());
  navigators.push(useNavigate());
  return <p>page</p>;
}

beforeEach(() => {
  scopes = [];
});

it('on the same entry: navigates and toasts', async () => {
  renderWithProviders(<Page />, { path: '/p', route: '/p' });
  await screen.findByText('page');
  const scope = scopes[scopes.length - 1];
  expect(scope.isHere()).toBe(true);
  act(() => scope.toast('Saved'));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  act(() => void scope.navigate('/next'));
  expect(await screen.findByTestId('location')).toHaveTextContent('/next');
});

it('after the page unmounted (the player went elsewhere): neither navigates nor toasts', async () => {
  renderWithProviders(<Page />, { path: '/p', route: '/p', initialEntries: ['/before'] });
  await screen.findByText('page');
  const scope = scopes[scopes.length - 1];
  act(() => void navigators[navigators.length - 1](-1));
  expect(await screen.findByTestId('location')).toHaveTextContent('/before');
  expect(scope.isHere()).toBe(false);
  act(() => {
    void scope.navigate('/next');
    scope.toast('Saved');
    scope.showError(new Error('late'));
  });
  expect(screen.getByTestId('location')).toHaveTextContent('/before');
  expect(document.querySelector('.uc-toast')).toBeNull();
});

it('another entry of the same route (the page stays mounted): the old scope is inert, the new one acts', async () => {
  renderWithProviders(<Page />, { path: '/p', route: '/p' });
  await screen.findByText('page');
  const old = scopes[scopes.length - 1];
  act(() => void navigators[navigators.length - 1]('/p?mail=x'));
  const current = scopes[scopes.length - 1];
  expect(current).not.toBe(old);
  expect(old.isHere()).toBe(false);
  act(() => old.toast('Late'));
  expect(document.querySelector('.uc-toast')).toBeNull();
  expect(current.isHere()).toBe(true);
});
