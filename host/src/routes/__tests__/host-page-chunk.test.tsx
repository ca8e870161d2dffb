// A host page in a chunk of its own (404, SDK self-check) whose chunk does not download: the fallback with its title
// and Retry, not a blank page; Retry downloads it again.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@uc/shared/src/testing';
import { hostPageChunk } from '../host-page-chunk';
import { loadHostTexts } from '../../testing/host-test-utils';

beforeAll(loadHostTexts);
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined)); // React logs caught errors
afterEach(() => jest.restoreAllMocks());

it('shows the fallback when the chunk fails, and the page once Retry downloads it', async () => {
  const user = userEvent.setup();
  let downloads = 0;
  const Page = hostPageChunk(async () => {
    downloads += 1;
    if (downloads === 1) throw new Error('Loading chunk page-not-found failed.');
    return () => <p>the page itself</p>;
  }, 'common:error.pageLost');
  renderWithProviders(<Page />);
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'page lost' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('the page itself')).toBeInTheDocument();
  expect(downloads).toBe(2);
});
