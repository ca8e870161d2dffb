// Links inside a message (SPEC §7 link click, §8 'jump failed, retry'): the call first, then the jump; web links
// go to native's openUrl, our own routes navigate inside, anything else is refused; the page never navigates away.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockProvider, recordNativeCalls, type NativeCallRecorder } from '@uc/shared/src/testing';
import { LINK_MESSAGE, renderMessageContent } from './render-message-content';

let provider: ReturnType<typeof mockProvider>;
let native: NativeCallRecorder;
beforeEach(() => {
  native = recordNativeCalls();
});
afterEach(() => {
  provider.restore();
  native.stop();
});
/** The URLs the page asked native to open (bridge openUrl). */
const opened = () => native.of('openUrl').map((c) => c.payload?.url);

const QUERY = 'id=1005&category=event&subject=Halloween';
const clicks = () => provider.requests.filter((r) => r.method === 'POST' && r.path === 'open/message');

function useProvider(linkClick: unknown = { status: 'ok', result: true }) {
  provider = mockProvider({ 'GET open/message/1005': LINK_MESSAGE, 'POST open/message': linkClick as object });
  renderMessageContent(QUERY);
}

describe('links in a message', () => {
  it('sends the link-click call, then asks native to open a web link (openUrl)', async () => {
    useProvider();
    const link = await screen.findByRole('link', { name: 'See the event page' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('target');
    fireEvent.click(link);
    await waitFor(() => expect(opened()).toEqual(['https://example.com/events/halloween']));
    expect(clicks()).toHaveLength(1);
    expect(clicks()[0].payload).toMatchObject({ messageId: '1005', user_id: 'u-1' });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('navigates inside the app for a link to one of our routes', async () => {
    useProvider();
    fireEvent.click(await screen.findByRole('link', { name: 'Read the FAQ' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/faq');
    expect(clicks()).toHaveLength(1);
    expect(opened()).toEqual([]);
  });

  it.each([
    ['the call fails', { status: 'fail', error: '2001', error_msg: 'Stand-in failure' }],
    ['the server is down', { status: 500, body: 'down' }],
    ['the provider refuses', { status: 'ok', result: false }],
  ])('says "jump failed, retry" and stays when %s', async (_name, answer) => {
    useProvider(answer);
    fireEvent.click(await screen.findByRole('link', { name: 'See the event page' }));
    expect(await screen.findByText('Jump failed, please retry.')).toBeInTheDocument();
    expect(opened()).toEqual([]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it.each(['Mail us', 'Bad route'])('refuses %p without a call or a jump', async (name) => {
    useProvider();
    fireEvent.click(await screen.findByRole('link', { name }));
    expect(await screen.findByText('This link cannot be opened.')).toBeInTheDocument();
    expect(clicks()).toHaveLength(0);
    expect(opened()).toEqual([]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('cancels the browser navigation of every link click', async () => {
    useProvider();
    const link = await screen.findByRole('link', { name: 'See the event page' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(opened()).toHaveLength(1));
  });
});
