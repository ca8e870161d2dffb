// Task center (SPEC §2 placeholder): sample tasks clearly marked; the daily and growth calls made, results unused.
import { screen, waitFor } from '@testing-library/react';
import { initialSessionState } from '@uc/shared';
import { loggedInState, mockProvider, renderWithProviders } from '@uc/shared/src/testing';
import TaskCenterPage from '../task-center-page';

let provider: ReturnType<typeof mockProvider>;
afterEach(() => provider.restore());

const render = (state = loggedInState()) => renderWithProviders(<TaskCenterPage />, { preloadedState: state, path: '/taskCenter' });

describe('task center', () => {
  it('shows the sample tasks under a sample notice and makes the daily and growth calls with user_id', async () => {
    provider = mockProvider({
      'GET open/task/daily': { status: 'ok', tasks: [{ name: 'real task that must not show' }] },
      'GET open/task/growth': { status: 'ok', tasks: [] },
    });
    render();
    expect(await screen.findByRole('note')).toHaveTextContent("Sample data for illustration only. This is not your account's data.");
    expect(screen.getByRole('heading', { name: /^Daily tasks/ })).toHaveTextContent('Sample');
    expect(screen.getByRole('heading', { name: /^Growth tasks/ })).toHaveTextContent('Sample');
    expect(screen.getByText('Play 3 matches')).toBeInTheDocument();
    expect(screen.getByText('Reach level 10')).toBeInTheDocument();
    expect(screen.getByText('Reward: 20 coins')).toBeInTheDocument();
    expect(screen.getAllByText('Completed')).toHaveLength(2);
    expect(screen.getByText('6/10')).toBeInTheDocument();
    await waitFor(() => expect(provider.requests.map((r) => r.path).sort()).toEqual(['open/task/daily', 'open/task/growth']));
    for (const r of provider.requests) expect(r.payload).toMatchObject({ user_id: 'u-1' });
    expect(screen.queryByText('real task that must not show')).not.toBeInTheDocument();
  });

  it('stays as it is, with nothing spinning, when the calls fail', async () => {
    provider = mockProvider({ 'GET open/task/daily': { status: 500, body: 'x' }, 'GET open/task/growth': { status: 'fail', error: '1' } });
    render();
    expect(await screen.findByText('Play 3 matches')).toBeInTheDocument();
    await waitFor(() => expect(provider.requests).toHaveLength(2));
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    expect(screen.getByText('Finish the tutorial')).toBeInTheDocument();
  });

  it('asks a logged-out player to log in and calls nothing', async () => {
    provider = mockProvider({});
    render({ session: initialSessionState() });
    expect(await screen.findByText('Please log in first to see your tasks.')).toBeInTheDocument();
    expect(provider.requests).toHaveLength(0);
  });
});
