// The code box needs a login and a bound mobile; opened directly without one, the page says so.
import { fireEvent, screen } from '@testing-library/react';
import { initialSessionState } from '@uc/shared';
import { LOAD_FAULTS, expectFailedLoadThenRetry, failingOnce, loggedInState, mockProvider } from '@uc/shared/src/testing';
import { CODES_PATH, installFakeIntersectionObserver, pagedCodes, renderCodeBox } from './code-box-test-kit';

let provider: ReturnType<typeof mockProvider>;
let io: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  io = installFakeIntersectionObserver();
});
afterEach(() => {
  provider.restore();
  io.restore();
});

const noMobile = () => loggedInState({ user: { mobile: '' } });

describe('code box access', () => {
  it('asks a logged-out player to log in and calls nothing', async () => {
    provider = mockProvider({});
    renderCodeBox({ session: initialSessionState() });
    expect(await screen.findByText('Please log in first to see your codes.')).toBeInTheDocument();
    expect(provider.requests).toHaveLength(0);
  });

  it('without a mobile in the session or bind info says a bound mobile is needed and leads to bindPhone', async () => {
    provider = mockProvider({ 'GET open/oauth/binding': { status: 'ok', mail: 'a@b.c', Facebook: 'fb-1' } });
    renderCodeBox(noMobile());
    expect(await screen.findByText('The code box needs a bound phone number.')).toBeInTheDocument();
    expect(provider.requests.map((r) => r.path)).toEqual(['open/oauth/binding']);
    expect(provider.requests[0].payload).toMatchObject({ open_id: 'open-1', token: 'tok-123' });
    fireEvent.click(screen.getByRole('button', { name: 'Bind phone number' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/bindPhone');
  });

  it('uses the mobile bind info reports when the session has none', async () => {
    provider = mockProvider({ 'GET open/oauth/binding': { status: 'ok', mobile: '13912345678' }, [CODES_PATH]: pagedCodes(3) });
    renderCodeBox(noMobile());
    expect(await screen.findByTestId('code-UC-0003')).toBeInTheDocument();
    expect(provider.requests.find((r) => r.path === 'open/activeCode/case')?.payload).toMatchObject({ mobile: '13912345678' });
  });

  it('says so and retries when bind info fails', async () => {
    let calls = 0;
    provider = mockProvider({
      'GET open/oauth/binding': () => (++calls === 1 ? { status: 500, body: 'x' } : { status: 'ok', mobile: '139' }),
      [CODES_PATH]: pagedCodes(3),
    });
    renderCodeBox(noMobile());
    expect(await screen.findByText('Your codes could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('code-UC-0003')).toBeInTheDocument();
  });

  it.each(LOAD_FAULTS.map((f) => [f.name, f] as const))('a failed bind info (%s) gives the SPEC §8 text, and Retry goes on', async (_name, fault) => {
    provider = mockProvider({ 'GET open/oauth/binding': failingOnce(fault, { status: 'ok', mobile: '139' }), [CODES_PATH]: pagedCodes(3) });
    renderCodeBox(noMobile());
    await expectFailedLoadThenRetry('Your codes could not be loaded.', fault);
    expect(await screen.findByTestId('code-UC-0003')).toBeInTheDocument();
  });
});
