// Balance records (SPEC §2 placeholder): a sample balance and records clearly marked; the balance call made, unused.
import { screen, waitFor, within } from '@testing-library/react';
import { initialSessionState } from '@uc/shared';
import { loggedInState, mockProvider, renderWithProviders } from '@uc/shared/src/testing';
import BalanceRecordsPage from '../balance-records-page';

let provider: ReturnType<typeof mockProvider>;
afterEach(() => provider.restore());

const render = (state = loggedInState(), locale?: string) =>
  renderWithProviders(<BalanceRecordsPage />, { preloadedState: state, path: '/balanceRecords', locale });

describe('balance records', () => {
  it('shows the sample balance and records under a sample notice and calls balance/{userId} with user_id', async () => {
    provider = mockProvider({ 'GET open/coin/balance/u-1': { status: 'ok', balance: 999999 } });
    render();
    expect(await screen.findByRole('note')).toHaveTextContent("Sample data for illustration only. This is not your account's data.");
    expect(screen.getByRole('heading', { name: 'Balance records' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Balance' })).getByText('1,280')).toBeInTheDocument();
    const records = screen.getByRole('list', { name: 'Records' });
    expect(within(records).getAllByRole('listitem')).toHaveLength(5);
    expect(within(records).getByText('+600')).toBeInTheDocument();
    expect(within(records).getByText('−300')).toBeInTheDocument();
    expect(within(records).getByText('Event reward')).toBeInTheDocument();
    await waitFor(() => expect(provider.requests).toHaveLength(1));
    expect(provider.requests[0]).toMatchObject({ method: 'GET', path: 'open/coin/balance/u-1' });
    expect(provider.requests[0].payload).toMatchObject({ user_id: 'u-1' });
    expect(screen.queryByText('999,999')).not.toBeInTheDocument();
  });

  it.each([
    ['de-DE', '1.280', '+600', '30.10.2026, 20:15'],
    ['fr_FR', '1 280', '+600', '30/10/2026 20:15'], // a narrow no-break space, which the matcher reads as a space
    ['ru_RU', '1 280', '+600', '30.10.2026, 20:15'],
    ['en_US', '1,280', '−300', '10/30/2026, 08:15 PM'],
  ])('a %s player reads the balance %j and the record times in their own forms', async (locale, balance, amount, time) => {
    provider = mockProvider({ 'GET open/coin/balance/u-1': { status: 'ok', balance: 0 } });
    render(loggedInState(), locale);
    const region = await screen.findByRole('region', { name: /./ });
    expect(region).toHaveTextContent(balance);
    const records = within(screen.getAllByRole('list')[0]);
    expect(records.getByText(amount)).toBeInTheDocument();
    const first = records.getByText(time);
    expect(first.tagName).toBe('TIME');
    expect(first).toHaveAttribute('datetime', '2026-10-30T20:15');
  });

  it('shows the samples without calling anything when logged out', async () => {
    provider = mockProvider({});
    render({ session: initialSessionState() });
    expect(await screen.findByText('Top-up')).toBeInTheDocument();
    expect(provider.requests).toHaveLength(0);
  });

  it('keeps showing the samples, nothing spinning, when the balance call fails', async () => {
    provider = mockProvider({ 'GET open/coin/balance/u-1': { status: 500, body: 'x' } });
    render();
    expect(await screen.findByText('Refund')).toBeInTheDocument();
    await waitFor(() => expect(provider.requests).toHaveLength(1));
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });
});
