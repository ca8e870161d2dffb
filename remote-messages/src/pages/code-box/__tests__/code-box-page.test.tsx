// The code box list (SPEC §2 codebox, §3 active code item, §4 code box, §9 page size 20): rows, paging to the end,
// states, copy, info popup, load failures.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOAD_FAULTS, expectFailedLoadThenRetry, failingOnce, holdResponse, mockProvider } from '@uc/shared/src/testing';
import { CODES_PATH, installFakeIntersectionObserver, pagedCodes, pagesAsked, renderCodeBox, rows } from './code-box-test-kit';

let provider: ReturnType<typeof mockProvider>;
let io: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  io = installFakeIntersectionObserver();
});
afterEach(() => {
  provider.restore();
  io.restore();
});

describe('code box', () => {
  it.each([
    ['de-DE', 'Gültig bis 28.01.2027, 23:59', 'Abgelaufen am 28.01.2025, 23:59'],
    ['ja_JP', '2027/01/28 23:59 まで有効', '2025/01/28 23:59 に期限切れ'],
    ['th_TH', 'ใช้ได้ถึง 28/01/2570 23:59', 'หมดอายุเมื่อ 28/01/2568 23:59'], // the Buddhist-era years Thai phones show
  ])('a %s player reads the expiry in their own date form', async (locale, active, expired) => {
    provider = mockProvider({ [CODES_PATH]: pagedCodes() });
    renderCodeBox(undefined, locale);
    expect(await screen.findByTestId('code-UC-0044')).toHaveTextContent(active);
    expect(screen.getByTestId('code-UC-0045')).toHaveTextContent(expired);
  });

  it('asks page 1 of 20 with user_id and mobile and shows name, code, expiry and state', async () => {
    provider = mockProvider({ [CODES_PATH]: pagedCodes() });
    renderCodeBox();
    const expired = await screen.findByTestId('code-UC-0045');
    expect(within(expired).getByText('Gift pack #45')).toBeInTheDocument();
    expect(within(expired).getByText('UC-0045')).toBeInTheDocument();
    expect(within(expired).getByText('Expired on 01/28/2025, 11:59 PM')).toBeInTheDocument();
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText('Redeemed')).toBeInTheDocument(); // activation '1'
    const active = screen.getByTestId('code-UC-0044');
    expect(within(active).getByText('Valid until 01/28/2027, 11:59 PM')).toBeInTheDocument(); // 'T' read as a space
    expect(within(active).getByText('Status unknown')).toBeInTheDocument(); // '-1'
    expect(within(screen.getByTestId('code-UC-0043')).getByText('Not redeemed')).toBeInTheDocument(); // '0'
    expect(rows()).toBe(20);
    expect(provider.requests[0].payload).toMatchObject({ user_id: 'u-1', mobile: '13800000000', current: 1, size: 20 });
    expect(screen.getByRole('heading', { name: 'Code box' })).toBeInTheDocument();
  });

  it('loads the next page of 20 each time the end is reached, and stops when pages equals current', async () => {
    provider = mockProvider({ [CODES_PATH]: pagedCodes(45) });
    renderCodeBox();
    await screen.findByTestId('code-UC-0045');
    io.reach();
    await waitFor(() => expect(rows()).toBe(40));
    io.reach();
    await waitFor(() => expect(rows()).toBe(45));
    expect(await screen.findByText("That's all your codes")).toBeInTheDocument();
    io.reach();
    io.reach();
    expect(pagesAsked(provider.requests)).toEqual([1, 2, 3]);
    expect(screen.getByTestId('code-UC-0001')).toBeInTheDocument();
  });

  it('is finished after page 1 when the server says there is one page', async () => {
    provider = mockProvider({ [CODES_PATH]: pagedCodes(7) });
    renderCodeBox();
    expect(await screen.findByText("That's all your codes")).toBeInTheDocument();
    io.reach();
    expect(rows()).toBe(7);
    expect(pagesAsked(provider.requests)).toEqual([1]);
  });

  it('asks only once when the end is reached twice while a page is on its way', async () => {
    const held = holdResponse();
    const pages = pagedCodes(45);
    provider = mockProvider({ [CODES_PATH]: (req) => (req.payload?.current === 2 ? held.handler(req) : pages(req)) });
    renderCodeBox();
    await screen.findByTestId('code-UC-0045');
    io.reach();
    io.reach();
    expect(await screen.findByText('Loading more…')).toBeInTheDocument();
    held.release(pages({ payload: { current: 2, size: 20 } } as never));
    await waitFor(() => expect(rows()).toBe(40));
    expect(pagesAsked(provider.requests)).toEqual([1, 2]);
  });

  it('offers a Load more button (keyboard, or when the sentinel never fires)', async () => {
    provider = mockProvider({ [CODES_PATH]: pagedCodes(45) });
    renderCodeBox();
    await screen.findByTestId('code-UC-0045');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toBe(40));
  });

  it('without IntersectionObserver (old webviews) loads on scroll position instead', async () => {
    io.restore();
    const saved = window.IntersectionObserver;
    delete (window as unknown as Record<string, unknown>).IntersectionObserver;
    try {
      provider = mockProvider({ [CODES_PATH]: pagedCodes(45) });
      renderCodeBox();
      // jsdom lays nothing out, so the sentinel always reads as in view: every page loads, then it stops
      await waitFor(() => expect(rows()).toBe(45));
      expect(await screen.findByText("That's all your codes")).toBeInTheDocument();
      expect(pagesAsked(provider.requests)).toEqual([1, 2, 3]);
    } finally {
      (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = saved;
    }
  });

  it('keeps the codes and offers retry when the next page fails', async () => {
    let failNext = true;
    const pages = pagedCodes(45);
    provider = mockProvider({
      [CODES_PATH]: (req) => {
        if (req.payload?.current === 2 && failNext) {
          failNext = false;
          return { status: 'fail', error: '2001', error_msg: 'Stand-in failure' };
        }
        return pages(req);
      },
    });
    renderCodeBox();
    await screen.findByTestId('code-UC-0045');
    io.reach();
    expect(await screen.findByText('More codes could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Stand-in failure')).toBeInTheDocument();
    expect(rows()).toBe(20);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toBe(40));
  });

  it('shows its own error state when the first page fails, nothing spinning, and loads on retry', async () => {
    let calls = 0;
    const pages = pagedCodes(45);
    provider = mockProvider({ [CODES_PATH]: (req) => (++calls === 1 ? { status: 500, body: 'down' } : pages(req)) });
    renderCodeBox();
    expect(await screen.findByText('Your codes could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('code-UC-0045')).toBeInTheDocument();
  });

  it.each(LOAD_FAULTS.map((f) => [f.name, f] as const))('a failed first page (%s) gives the SPEC §8 text, and Retry loads it', async (_name, fault) => {
    provider = mockProvider({ [CODES_PATH]: failingOnce(fault, pagedCodes(45)) });
    renderCodeBox();
    await expectFailedLoadThenRetry('Your codes could not be loaded.', fault);
    expect(await screen.findByTestId('code-UC-0045')).toBeInTheDocument();
  });

  it('shows the shared overlay during the first load', async () => {
    const held = holdResponse();
    provider = mockProvider({ [CODES_PATH]: held.handler });
    renderCodeBox();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    held.release({ status: 'ok', activeCodes: [], pages: 1 });
    expect(await screen.findByText('No codes yet')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('explains the states in an info popup', async () => {
    provider = mockProvider({ [CODES_PATH]: pagedCodes(3) });
    renderCodeBox();
    fireEvent.click(await screen.findByRole('button', { name: 'What do the states mean?' }));
    const popup = await screen.findByRole('dialog', { name: 'Code states' });
    for (const text of [
      'The code has been redeemed in the game.',
      'The code has not been redeemed yet. Copy it and redeem it in the game.',
      "The game has not reported this code's state yet.",
      'The end date has passed; the code can no longer be redeemed.',
    ]) {
      expect(within(popup).getByText(text)).toBeInTheDocument();
    }
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('copies a code and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const saved = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      provider = mockProvider({ [CODES_PATH]: pagedCodes(3) });
      renderCodeBox();
      fireEvent.click(await screen.findByRole('button', { name: 'Copy code UC-0002' }));
      expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith('UC-0002');
    } finally {
      if (saved) Object.defineProperty(window.navigator, 'clipboard', saved);
      else delete (window.navigator as unknown as Record<string, unknown>).clipboard;
    }
  });
});
