// The code attachment (SPEC §4 message claim): '0' → Claim → '1', disabled, 'claimed' popup; other states disabled
// with a status image; copy says 'copied to clipboard'; the badges refresh after a claim.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockProvider } from '@uc/shared/src/testing';
import { CODE_MESSAGE, renderMessageContent, unreadProbeApi } from './render-message-content';

let provider: ReturnType<typeof mockProvider>;
const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
afterEach(() => {
  provider.restore();
  if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
  else delete (window.navigator as unknown as Record<string, unknown>).clipboard;
});

const CLAIM_PATH = 'POST open/activeCode/case/GIFT-LAUNCH-2026';
const claimRequests = () => provider.requests.filter((r) => r.path.startsWith('open/activeCode/case'));

describe('claiming the code of a message', () => {
  it('shows name and code, claims with user_id and mobile, then disables the button and shows the popup', async () => {
    provider = mockProvider({
      'GET open/message/1001': CODE_MESSAGE,
      [CLAIM_PATH]: { status: 'ok', result: true },
      'GET open/message/read': { status: 'ok', message: 1, activeCode: 1 },
    });
    const { store } = renderMessageContent();
    const unread = store.dispatch(unreadProbeApi.endpoints.contentTestUnreadCounts.initiate());
    const attachment = await screen.findByRole('region', { name: 'Attachment' });
    expect(within(attachment).getByText('Launch gift pack: 100 gems')).toBeInTheDocument();
    expect(within(attachment).getByText('GIFT-LAUNCH-2026')).toBeInTheDocument();
    expect(within(attachment).queryByRole('img')).not.toBeInTheDocument();

    fireEvent.click(within(attachment).getByRole('button', { name: 'Claim' }));
    const popup = await screen.findByRole('dialog', { name: 'Claimed' });
    expect(within(popup).getByText('“Launch gift pack: 100 gems” is yours. You will also find the code in your code box.')).toBeInTheDocument();
    expect(claimRequests()[0]).toMatchObject({ method: 'POST', path: 'open/activeCode/case/GIFT-LAUNCH-2026' });
    expect(claimRequests()[0].payload).toMatchObject({ user_id: 'u-1', mobile: '13800000000' });

    fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(attachment).getByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(within(attachment).getByRole('img', { name: 'Already claimed' })).toBeInTheDocument();
    await waitFor(() => expect(provider.requests.filter((r) => r.path === 'open/message/read').length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    unread.unsubscribe();
  });

  it.each([
    ['1', 'Claimed', 'Already claimed'],
    ['2', 'Unavailable', 'No longer available'],
    ['9', 'Unavailable', 'No longer available'],
  ])('state %p shows a disabled %p button with the status image %p', async (state, button, image) => {
    provider = mockProvider({ 'GET open/message/1001': { ...CODE_MESSAGE, state } });
    renderMessageContent();
    const attachment = await screen.findByRole('region', { name: 'Attachment' });
    expect(within(attachment).getByRole('button', { name: button })).toBeDisabled();
    expect(within(attachment).getByRole('img', { name: image })).toBeInTheDocument();
    fireEvent.click(within(attachment).getByRole('button', { name: button }));
    expect(claimRequests()).toHaveLength(0);
  });

  it('toasts the reason when the provider refuses, and re-reads the message state', async () => {
    let reads = 0;
    provider = mockProvider({
      'GET open/message/1001': () => ({ ...CODE_MESSAGE, state: ++reads === 1 ? '0' : '1' }),
      [CLAIM_PATH]: { status: 'fail', error: '1402', error_msg: 'This code has already been claimed' },
    });
    renderMessageContent();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('This code has already been claimed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('treats result false as a refusal', async () => {
    provider = mockProvider({
      'GET open/message/1001': CODE_MESSAGE,
      [CLAIM_PATH]: { status: 'ok', result: false },
    });
    renderMessageContent();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('The code could not be claimed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the network failed when the claim cannot reach the server, leaving the button usable', async () => {
    provider = mockProvider({ 'GET open/message/1001': CODE_MESSAGE, [CLAIM_PATH]: { status: 500, body: 'down' } });
    renderMessageContent();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText("Server didn't respond")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });
});

describe('copying the code', () => {
  it('copies through the Clipboard API and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    provider = mockProvider({ 'GET open/message/1001': CODE_MESSAGE });
    renderMessageContent();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code GIFT-LAUNCH-2026' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('GIFT-LAUNCH-2026');
  });

  it('tells the player to copy by hand when nothing can copy', async () => {
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    provider = mockProvider({ 'GET open/message/1001': CODE_MESSAGE });
    renderMessageContent();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code GIFT-LAUNCH-2026' }));
    expect(await screen.findByText('Could not copy. Press and hold the code to copy it.')).toBeInTheDocument();
  });
});
