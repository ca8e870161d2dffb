// Third-party bind through the UI: native's bindAccount answer via window.ucOnResult, then POST open/oauth/binding (SPEC §7, §8).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { showLoading } from '@uc/shared';
import { flushPendingWork, mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import { BIND_ANSWER_TIMEOUT_MS } from '../wait-native-login';
import { BIND_INFO_PATH, REAL_NAME_PATH, renderManageAccount } from './render-manage-account';

let provider: ReturnType<typeof mockProvider>;
let native: ReturnType<typeof recordNativeCalls>;
let bound: Record<string, string>;

beforeEach(() => {
  native = recordNativeCalls();
  bound = {};
});
afterEach(() => {
  provider.restore();
  native.stop();
  jest.useRealTimers();
});

function useProvider(bindAnswer: () => unknown, bindNewAnswer: () => unknown = () => ({ status: 'fail', error: '404', error_msg: 'unexpected' })) {
  provider = mockProvider({
    [BIND_INFO_PATH]: () => ({ status: 'ok', ...bound }),
    [REAL_NAME_PATH]: { status: 'ok', is_real: true, id_card: '' },
    'POST open/oauth/binding': bindAnswer,
    'GET open/oauth/bindingnew': bindNewAnswer,
  });
  renderManageAccount();
}

const overlayShown = () => screen.queryByRole('status', { name: 'Loading…' }) !== null;
const waitSheet = () => screen.queryByRole('dialog', { name: /^Waiting for / });

async function tapBind(name: string): Promise<HTMLElement> {
  const row = (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Bind' }));
  await waitFor(() => expect(native.of('bindAccount')).toHaveLength(1));
  return row;
}

const reports = () => native.of('report').map((c) => c.payload);

describe('third-party bind', () => {
  it('asks native for the provider login, posts it merged with the session fields, and shows the row bound', async () => {
    useProvider(() => {
      bound = { Google: 'alice@gmail.com' };
      return { status: 'ok', user: { open_info: { open_id: 'open-1', token: 'tok-123' }, extra: { nickname: 'Alice' } } };
    });
    const row = await tapBind('Google');
    expect(native.of('bindAccount')[0].payload).toMatchObject({ authType: 'Google', callbackId: expect.any(String) });

    native.answer('bindAccount', { oauth_type: 'Google', id_token: 'g-token', open_id: 'forged' });

    await waitFor(() => expect(within(row).getByText('Bound')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: 'Bind' })).not.toBeInTheDocument(); // bound: no action button
    const post = provider.requests.find((r) => r.method === 'POST' && r.path === 'open/oauth/binding');
    expect(post?.payload).toMatchObject({
      oauth_type: 'Google',
      id_token: 'g-token',
      open_id: 'open-1', // the session's, never what native sent
      token: 'tok-123',
      device_id: 'dev-1',
      user_extra: '',
    });
    expect(post?.payload).not.toHaveProperty('callbackId');
    expect(await screen.findByText('Bound successfully')).toBeInTheDocument();
    expect(native.of('bindResult')[0].payload).toEqual({ authType: 'Google', status: 'success' });
    expect(reports()).toEqual([]);
    await waitFor(() => expect(within(row).getByText('alice@gmail.com')).toBeInTheDocument()); // refetched bind info
  });

  it('accepts native answering with a JSON string', async () => {
    useProvider(() => {
      bound = { Facebook: 'fb-user' };
      return { status: 'ok' };
    });
    const row = await tapBind('Facebook');
    native.answer('bindAccount', JSON.stringify({ access_token: 'fb' }));
    await waitFor(() => expect(within(row).getByText('Bound')).toBeInTheDocument());
    expect(provider.requests.find((r) => r.method === 'POST')?.payload).toMatchObject({ access_token: 'fb' });
  });

  it('reports 2043 and toasts when native answers a failure, without calling the provider', async () => {
    useProvider(() => ({ status: 'ok' }));
    const row = await tapBind('Twitter');
    native.answer('bindAccount', { status: 'cancel', message: 'Login cancelled' });
    expect(await screen.findByText('Login cancelled')).toBeInTheDocument();
    expect(reports()).toEqual([{ code: 2043, status: 'fail', message: 'Login cancelled', authType: 'Twitter' }]);
    expect(provider.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(within(row).getByText('Not bound')).toBeInTheDocument();
  });

  it('reports 2043 with the server text when the bind request fails, and hides the overlay', async () => {
    useProvider(() => ({ status: 'fail', error: '1344', error_msg: 'This Line account is bound to another player' }));
    const row = await tapBind('LINE');
    native.answer('bindAccount', { access_token: 'line' });
    expect(await screen.findByText('This Line account is bound to another player')).toBeInTheDocument();
    expect(reports()).toEqual([
      { code: 2043, status: 'fail', message: 'This Line account is bound to another player', authType: 'Line' },
    ]);
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    expect(within(row).getByText('Not bound')).toBeInTheDocument();
    expect(native.of('bindResult')).toHaveLength(0);
  });

  it('ignores a second tap while native is still answering', async () => {
    useProvider(() => ({ status: 'ok' }));
    const row = await tapBind('VK');
    fireEvent.click(within(row).getByRole('button', { name: 'Bind' }));
    expect(native.of('bindAccount')).toHaveLength(1);
  });

  it('sends oauth_type itself: the row’s provider, whatever native’s answer carries', async () => {
    useProvider(() => ({ status: 'ok' }));
    await tapBind('Facebook');
    native.answer('bindAccount', { oauth_type: 'Google', access_token: 'fb' });
    await waitFor(() => expect(provider.requests.some((r) => r.method === 'POST' && r.path === 'open/oauth/binding')).toBe(true));
    expect(provider.requests.find((r) => r.method === 'POST')?.payload).toMatchObject({ oauth_type: 'Facebook', access_token: 'fb' });
  });
});

describe('third-party bindNew (issue 16 point 3)', () => {
  const TAKEN = { status: 'fail', error: '1345', error_msg: 'This Twitter account is already bound to another account' };

  it('a provider login bound to another account: warns, and on confirm takes it over through bindingnew (GET)', async () => {
    useProvider(
      () => TAKEN,
      () => {
        bound = { Twitter: 'tw-taken' };
        return { status: 'ok', user: { open_info: { open_id: 'open-1', token: 'tok-123' }, extra: { nickname: 'Tw' } } };
      },
    );
    const row = await tapBind('Twitter');
    native.answer('bindAccount', { access_token: 'tw-token', oauth_id: 'tw-taken' });

    const dialog = await screen.findByRole('dialog', { name: 'Twitter is bound to another account' });
    expect(within(dialog).getByText(/its original binding is removed automatically, and data tied to the original account may be lost/)).toBeInTheDocument();
    expect(screen.queryByText('This Twitter account is already bound to another account')).not.toBeInTheDocument();
    expect(overlayShown()).toBe(false); // the question is not hidden behind the overlay
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind anyway' }));

    await waitFor(() => expect(within(row).getByText('Bound')).toBeInTheDocument());
    const bindNew = provider.requests.filter((r) => r.method === 'GET' && r.path === 'open/oauth/bindingnew');
    expect(bindNew).toHaveLength(1);
    expect(bindNew[0].payload).toEqual(
      expect.objectContaining({
        access_token: 'tw-token',
        oauth_id: 'tw-taken',
        oauth_type: 'Twitter',
        open_id: 'open-1',
        token: 'tok-123',
        device_id: 'dev-1',
        user_extra: '',
      }),
    );
    expect(native.of('bindAccount')).toHaveLength(1); // native is not asked twice
    expect(await screen.findByText('Bound successfully')).toBeInTheDocument();
    expect(native.of('bindResult')[0].payload).toEqual({ authType: 'Twitter', status: 'success' });
    expect(reports()).toEqual([]);
    expect(overlayShown()).toBe(false);
  });

  it('declining the take-over binds nothing and reports 2043', async () => {
    useProvider(() => TAKEN);
    const row = await tapBind('Twitter');
    native.answer('bindAccount', { access_token: 'tw-token' });
    const dialog = await screen.findByRole('dialog', { name: 'Twitter is bound to another account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(reports()).toEqual([{ code: 2043, status: 'fail', message: 'cancelled', authType: 'Twitter' }]));
    expect(provider.requests.some((r) => r.path === 'open/oauth/bindingnew')).toBe(false);
    expect(within(row).getByText('Not bound')).toBeInTheDocument();
    expect(overlayShown()).toBe(false);
  });

  it('a failed take-over toasts the server text and reports 2043', async () => {
    useProvider(() => TAKEN, () => ({ status: 'fail', error: '1201', error_msg: 'Take-over refused' }));
    await tapBind('Twitter');
    native.answer('bindAccount', { access_token: 'tw-token' });
    const dialog = await screen.findByRole('dialog', { name: 'Twitter is bound to another account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind anyway' }));
    expect(await screen.findByText('Take-over refused')).toBeInTheDocument();
    expect(reports()).toEqual([{ code: 2043, status: 'fail', message: 'Take-over refused', authType: 'Twitter' }]);
    expect(overlayShown()).toBe(false);
  });
});

describe('waiting for native’s answer (issue 16 point 4)', () => {
  it('shows a spinner with a way out; cancel ends the wait, and a late answer binds nothing', async () => {
    useProvider(() => ({ status: 'ok' }));
    const row = await tapBind('Google');
    const sheet = await screen.findByRole('dialog', { name: 'Waiting for Google' });
    expect(within(sheet).getByRole('status', { name: 'Waiting for the Google login…' })).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(waitSheet()).toBeNull());
    expect(reports()).toEqual([{ code: 2043, status: 'fail', message: 'cancelled', authType: 'Google' }]);

    native.answer('bindAccount', { access_token: 'late' });
    await flushPendingWork();
    expect(provider.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(within(row).getByText('Not bound')).toBeInTheDocument();
    // the row can be bound again at once, and that wait's answer is what binds (the control: an answer is sent)
    fireEvent.click(within(row).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(native.of('bindAccount')).toHaveLength(2));
    native.answer('bindAccount', { access_token: 'second' });
    await waitFor(() => expect(provider.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    const bound = JSON.stringify(provider.requests.find((r) => r.method === 'POST')!.payload);
    expect([bound.includes('second'), bound.includes('late')]).toEqual([true, false]);
  });

  it('gives up after a while with a toast when native never answers', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    useProvider(() => ({ status: 'ok' }));
    const row = await tapBind('Google');
    await screen.findByRole('dialog', { name: 'Waiting for Google' });
    fireEvent.click(within(row).getByRole('button', { name: 'Bind' })); // a second tap: still the one wait
    expect(native.of('bindAccount')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(BIND_ANSWER_TIMEOUT_MS));
    expect(await screen.findByText('The Google login did not answer. Please try again.')).toBeInTheDocument();
    expect(waitSheet()).toBeNull();
    expect(reports()).toEqual([
      { code: 2043, status: 'fail', message: 'The Google login did not answer. Please try again.', authType: 'Google' },
    ]);
  });

  it('the overlay is hidden exactly once on a failed bind: other work keeps its overlay', async () => {
    useProvider(() => ({ status: 'fail', error: '2001', error_msg: 'Bind service busy' }));
    await tapBind('Google');
    act(() => showLoading()); // some other work holds the one overlay meanwhile
    native.answer('bindAccount', { access_token: 'g' });
    expect(await screen.findByText('Bind service busy')).toBeInTheDocument();
    expect(overlayShown()).toBe(true);
  });

  it('a failure native answers does not hide an overlay it never showed', async () => {
    useProvider(() => ({ status: 'ok' }));
    await tapBind('Google');
    act(() => showLoading());
    native.answer('bindAccount', { status: 'cancel', message: 'Login cancelled' });
    expect(await screen.findByText('Login cancelled')).toBeInTheDocument();
    expect(overlayShown()).toBe(true);
  });
});
