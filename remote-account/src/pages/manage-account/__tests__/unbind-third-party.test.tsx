// Unbinding a third party (SPEC §4 account row): its own confirmation, the call, the row reset, the host told.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { holdResponse, loggedInState, mockProvider, recordNativeCalls, renderWithProviders } from '@uc/shared/src/testing';
import ManageAccountPage from '../manage-account-page';
import { BIND_INFO_PATH, REAL_NAME_PATH, renderManageAccount } from './render-manage-account';

let provider: ReturnType<typeof mockProvider>;
let native: ReturnType<typeof recordNativeCalls>;
let bound: Record<string, string>;

beforeEach(() => {
  native = recordNativeCalls();
  bound = { Facebook: 'fb-123', Google: 'g-1', Line: 'line-9' };
});
afterEach(() => {
  provider.restore();
  native.stop();
});

function open(unbind: () => unknown = () => ({ status: 'ok', result: true })) {
  provider = mockProvider({
    [BIND_INFO_PATH]: () => ({ status: 'ok', ...bound }),
    [REAL_NAME_PATH]: { status: 'ok', is_real: true },
    'POST open/oauth/unbinding': unbind,
  });
  renderManageAccount();
}

async function rowOf(name: string) {
  return (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;
}

describe('unbinding a third party', () => {
  it('asks with the provider’s own message; cancel changes nothing', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Unbind Facebook/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Unbind' });
    expect(within(dialog).getByText('Unbind your Facebook account? You will no longer be able to log in with Facebook.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.requests.some((r) => r.path === 'open/oauth/unbinding')).toBe(false);
    expect(within(await rowOf('Facebook')).getByText('Bound')).toBeInTheDocument();
  });

  it.each([
    ['Google', 'Unbind your Google account? You will no longer be able to log in with Google.'],
    ['LINE', 'Unbind your LINE account? You will no longer be able to log in with LINE.'],
  ])('%s has its own message', async (name, message) => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`Unbind ${name}$`) }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('on confirm: posts oauth_type with the session, resets the row to bind, toasts, tells the host', async () => {
    open(() => {
      delete bound.Facebook;
      return { status: 'ok', result: true };
    });
    fireEvent.click(await screen.findByRole('button', { name: /Unbind Facebook/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unbind' }));
    const row = await rowOf('Facebook');
    await waitFor(() => expect(within(row).getByText('Not bound')).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Bind' })).toBeInTheDocument();
    expect(within(row).queryByText('fb-123')).not.toBeInTheDocument();
    expect(provider.requests.find((r) => r.path === 'open/oauth/unbinding')?.payload).toMatchObject({
      oauth_type: 'Facebook',
      open_id: 'open-1',
      token: 'tok-123',
    });
    expect(await screen.findByText('Unbind successful')).toBeInTheDocument();
    expect(native.of('unbindOther')[0].payload).toEqual({ authType: 'Facebook', status: 'success' });
  });

  it('on failure: toasts the server text and leaves the row bound', async () => {
    open(() => ({ status: 'fail', error: '1202', error_msg: 'Facebook is not bound' }));
    fireEvent.click(await screen.findByRole('button', { name: /Unbind Facebook/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unbind' }));
    expect(await screen.findByText('Facebook is not bound')).toBeInTheDocument();
    expect(within(await rowOf('Facebook')).getByText('Bound')).toBeInTheDocument();
    expect(native.of('unbindOther')).toEqual([]);
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('an answer after the player left the page says nothing; the host is still told', async () => {
    const held = holdResponse();
    provider = mockProvider({
      [BIND_INFO_PATH]: () => ({ status: 'ok', ...bound }),
      [REAL_NAME_PATH]: { status: 'ok', is_real: true },
      'POST open/oauth/unbinding': held.handler,
    });
    renderWithProviders(<ManageAccountPage />, { preloadedState: loggedInState(), path: '/manageaccount', initialEntries: ['/'] });
    fireEvent.click(await screen.findByRole('button', { name: /Unbind Facebook/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(provider.requests.some((r) => r.path === 'open/oauth/unbinding')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    held.release({ status: 'ok', result: true });
    await waitFor(() => expect(native.of('unbindOther')).toHaveLength(1));
    expect(screen.queryByText('Unbind successful')).not.toBeInTheDocument();
  });
});
