// Third-party bind through the UI: native's bindAccount answer via window.ucOnResult, then POST open/oauth/binding (SPEC §7, §8).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
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
});

function useProvider(bindAnswer: () => unknown) {
  provider = mockProvider({
    [BIND_INFO_PATH]: () => ({ status: 'ok', ...bound }),
    [REAL_NAME_PATH]: { status: 'ok', is_real: true, id_card: '' },
    'POST open/oauth/binding': bindAnswer,
  });
  renderManageAccount();
}

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
});
