// Pull to refresh (SPEC §4: refresh resets to page 1) with touch and with the mouse, plus the refresh button.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { flushPendingWork, installPointerEventShim, mockProvider } from '@uc/shared/src/testing';
import { CODES_PATH, installFakeIntersectionObserver, pagedCodes, pagesAsked, renderCodeBox, rows } from './code-box-test-kit';

beforeAll(installPointerEventShim);

let provider: ReturnType<typeof mockProvider>;
let io: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  io = installFakeIntersectionObserver();
});
afterEach(() => {
  provider.restore();
  io.restore();
});

async function withTwoPages() {
  provider = mockProvider({ [CODES_PATH]: pagedCodes(45) });
  renderCodeBox();
  await screen.findByTestId('code-UC-0045');
  io.reach();
  await waitFor(() => expect(rows()).toBe(40));
  return screen.getByTestId('code-box');
}

function touchPull(el: HTMLElement, dy: number) {
  fireEvent.touchStart(el, { touches: [{ clientX: 100, clientY: 100 }] });
  for (let i = 1; i <= 4; i += 1) fireEvent.touchMove(el, { touches: [{ clientX: 100, clientY: 100 + (dy * i) / 4 }] });
}

describe('pull to refresh', () => {
  it('a touch pull shows "Release to refresh"; releasing reloads page 1 only', async () => {
    const box = await withTwoPages();
    touchPull(box, 200);
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(box, { touches: [] });
    await waitFor(() => expect(rows()).toBe(20));
    expect(pagesAsked(provider.requests)).toEqual([1, 2, 1]);
    // paging starts again from page 2
    io.reach();
    await waitFor(() => expect(rows()).toBe(40));
    expect(pagesAsked(provider.requests)).toEqual([1, 2, 1, 2]);
  });

  it('a short pull says "Pull down to refresh" and does nothing when released', async () => {
    const box = await withTwoPages();
    touchPull(box, 60);
    expect(screen.getByText('Pull down to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(box, { touches: [] });
    expect(screen.queryByText('Pull down to refresh')).not.toBeInTheDocument();
    expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument();
    await flushPendingWork();
    expect(pagesAsked(provider.requests)).toEqual([1, 2]);
  });

  it('the browser cancelling the touch pointer (it pans) does not end the touch pull', async () => {
    const box = await withTwoPages();
    fireEvent.touchStart(box, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.pointerCancel(box, { pointerType: 'touch' });
    fireEvent.touchMove(box, { touches: [{ clientX: 100, clientY: 300 }] });
    fireEvent.touchEnd(box, { touches: [] });
    await waitFor(() => expect(rows()).toBe(20));
    expect(pagesAsked(provider.requests)).toEqual([1, 2, 1]);
  });

  it('works with a mouse drag (pointer events) and swallows the click that ends it', async () => {
    const box = await withTwoPages();
    const copy = screen.getByRole('button', { name: 'Copy code UC-0045' });
    fireEvent.pointerDown(copy, { pointerType: 'mouse', button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(copy, { pointerType: 'mouse', clientX: 100, clientY: 180 });
    fireEvent.pointerMove(copy, { pointerType: 'mouse', clientX: 100, clientY: 300 });
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    fireEvent.pointerUp(copy, { pointerType: 'mouse', clientX: 100, clientY: 300 });
    fireEvent.click(copy);
    await waitFor(() => expect(rows()).toBe(20));
    expect(pagesAsked(provider.requests)).toEqual([1, 2, 1]);
    expect(screen.queryByText('Copied to clipboard')).not.toBeInTheDocument();
    expect(box).toBeInTheDocument();
  });

  it('does not start when the list is scrolled down', async () => {
    const box = await withTwoPages();
    const scroller = box.closest('.uc-page__scroll') as HTMLElement;
    scroller.scrollTop = 300;
    touchPull(box, 200);
    expect(screen.queryByText('Release to refresh')).not.toBeInTheDocument();
    fireEvent.touchEnd(box, { touches: [] });
    expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument();
    await flushPendingWork();
    expect(pagesAsked(provider.requests)).toEqual([1, 2]);
    // The control: scrolled back to the top, the same pull does refresh.
    scroller.scrollTop = 0;
    touchPull(box, 200);
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(box, { touches: [] });
    await waitFor(() => expect(rows()).toBe(20));
    expect(pagesAsked(provider.requests)).toEqual([1, 2, 1]);
  });

  it('the refresh button reloads page 1 too', async () => {
    await withTwoPages();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(rows()).toBe(20));
    expect(pagesAsked(provider.requests)).toEqual([1, 2, 1]);
  });

  it('keeps the list and toasts when the refresh fails', async () => {
    const pages = pagedCodes(45);
    let fail = false;
    provider = mockProvider({ [CODES_PATH]: (req) => (fail ? { status: 'fail', error: '2001', error_msg: 'Stand-in failure' } : pages(req)) });
    renderCodeBox();
    await screen.findByTestId('code-UC-0045');
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Stand-in failure')).toBeInTheDocument();
    expect(rows()).toBe(20);
    expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument();
  });
});
