// The account table through the UI: rows per login types and platform, masking, actions, states (SPEC §2, §3, §4).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialSessionState } from '@uc/shared';
import { LOAD_FAULTS, expectFailedLoadThenRetry, failingOnce, holdResponse, loggedInState, mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import { BIND_INFO_PATH, REAL_NAME_PATH, renderManageAccount } from './render-manage-account';

let provider: ReturnType<typeof mockProvider> | undefined;
afterEach(() => {
  provider?.restore();
  provider = undefined;
});

const realName = { status: 'ok', is_real: '1', id_card: '110***********1234' };

async function rowOf(name: string): Promise<HTMLElement> {
  const header = await screen.findByRole('rowheader', { name });
  return header.closest('tr') as HTMLElement;
}

function shownTypes(): string[] {
  return Array.from(document.querySelectorAll('tbody tr')).map((tr) => tr.getAttribute('data-type') ?? '');
}

describe('manage account page', () => {
  it('asks for the session open_id and token, and the real-name status with user_id', async () => {
    provider = mockProvider({ [BIND_INFO_PATH]: { status: 'ok' }, [REAL_NAME_PATH]: realName });
    renderManageAccount();
    await screen.findByRole('table');
    const bindInfo = provider.requests.find((r) => r.path === 'open/oauth/binding');
    expect(bindInfo?.payload).toMatchObject({ open_id: 'open-1', token: 'tok-123' });
    const real = provider.requests.find((r) => r.path === 'open/oauth/realname');
    expect(real?.payload).toMatchObject({ open_id: 'open-1', token: 'tok-123', user_id: 'u-1' });
  });

  it('drops mobile, hides QQ/WeChat/Apple on Android without those login types', async () => {
    provider = mockProvider({ [BIND_INFO_PATH]: { status: 'ok', mobile: '13812345678' }, [REAL_NAME_PATH]: realName });
    renderManageAccount();
    await screen.findByRole('table', { name: 'Linked accounts' });
    expect(shownTypes()).toEqual(['mail', 'Facebook', 'Twitter', 'Google', 'GameCenter', 'PlayGames', 'Line', 'VK']);
    expect(screen.queryByText('138****5678')).not.toBeInTheDocument();
  });

  it('shows QQ when the login types include it, and Apple on iOS', async () => {
    provider = mockProvider({ [BIND_INFO_PATH]: { status: 'ok' }, [REAL_NAME_PATH]: realName });
    renderManageAccount(loggedInState({ app: { platform: 'IOS', loginTypes: ['Account', 'QQ'] } }));
    await screen.findByRole('table');
    expect(shownTypes().slice(0, 4)).toEqual(['mail', 'QQ', 'Apple', 'Facebook']);
    expect(shownTypes()).not.toContain('WeChat');
  });

  it('masks the e-mail, offers change for a bound mail and no action button for a bound third party', async () => {
    provider = mockProvider({
      [BIND_INFO_PATH]: { status: 'ok', EmailCode: 'alice@example.com', Facebook: 'Alice F.' },
      [REAL_NAME_PATH]: realName,
    });
    renderManageAccount();
    const mail = await rowOf('E-mail');
    expect(within(mail).getByText('a***e@example.com')).toBeInTheDocument();
    expect(within(mail).getByText('Bound')).toBeInTheDocument();
    expect(within(mail).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    const facebook = await rowOf('Facebook');
    expect(within(facebook).getByText('Alice F.')).toBeInTheDocument();
    // SPEC §2: no action button for a bound third party; its detail is the way to unbind
    expect(within(facebook).queryByRole('button', { name: 'Unbind' })).not.toBeInTheDocument();
    expect(within(facebook).getByRole('button', { name: 'Alice F. Unbind Facebook' })).toHaveTextContent('Alice F.');
    const google = await rowOf('Google');
    expect(within(google).getByText('Not bound')).toBeInTheDocument();
    expect(within(google).getByRole('button', { name: 'Bind' })).toBeInTheDocument();
  });

  it('sends mail bind to /bindmail', async () => {
    provider = mockProvider({ [BIND_INFO_PATH]: { status: 'ok' }, [REAL_NAME_PATH]: realName });
    renderManageAccount();
    fireEvent.click(within(await rowOf('E-mail')).getByRole('button', { name: 'Bind' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/bindmail');
  });

  it('sends mail change to /verifymail, which then leads to /modifymail', async () => {
    provider = mockProvider({ [BIND_INFO_PATH]: { status: 'ok', mail: 'bob@x.io' }, [REAL_NAME_PATH]: realName });
    renderManageAccount();
    fireEvent.click(within(await rowOf('E-mail')).getByRole('button', { name: 'Change' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/verifymail?toPath=%2Fmodifymail');
  });

  it('offers the host identity verification when real-name is not done', async () => {
    provider = mockProvider({ [BIND_INFO_PATH]: { status: 'ok' }, [REAL_NAME_PATH]: { status: 'ok', is_real: false } });
    const native = recordNativeCalls();
    try {
      renderManageAccount();
      fireEvent.click(await screen.findByRole('button', { name: 'Verify identity' }));
      expect(native.of('real')).toHaveLength(1);
    } finally {
      native.stop();
    }
  });

  it('refreshes the real-name line when the web view gets focus back after native’s identity verification', async () => {
    let isReal = false;
    provider = mockProvider({
      [BIND_INFO_PATH]: { status: 'ok' },
      [REAL_NAME_PATH]: () => ({ status: 'ok', is_real: isReal, id_card: isReal ? '110***********1234' : '' }),
    });
    const native = recordNativeCalls();
    try {
      renderManageAccount();
      fireEvent.click(await screen.findByRole('button', { name: 'Verify identity' }));
      expect(native.of('real')).toEqual([{ method: 'real' }]); // the contract's `real` carries nothing
      isReal = true; // the player completes native's flow, which then closes
      fireEvent(window, new FocusEvent('focus'));
      expect(await screen.findByText('Real-name verified (110***********1234)')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Verify identity' })).not.toBeInTheDocument();
    } finally {
      native.stop();
    }
  });

  it('refreshes the real-name line when the page is shown again after native’s flow, even with no answer', async () => {
    let isReal = false;
    provider = mockProvider({
      [BIND_INFO_PATH]: { status: 'ok' },
      [REAL_NAME_PATH]: () => ({ status: 'ok', is_real: isReal }),
    });
    const native = recordNativeCalls();
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    try {
      renderManageAccount();
      fireEvent.click(await screen.findByRole('button', { name: 'Verify identity' }));
      visibility.mockReturnValue('hidden'); // native's screen covers the web view
      fireEvent(document, new Event('visibilitychange'));
      isReal = true;
      visibility.mockReturnValue('visible');
      fireEvent(document, new Event('visibilitychange'));
      expect(await screen.findByText('Real-name verified')).toBeInTheDocument();
    } finally {
      visibility.mockRestore();
      native.stop();
    }
  });

  it('shows the real-name line under the table', async () => {
    provider = mockProvider({ [BIND_INFO_PATH]: { status: 'ok' }, [REAL_NAME_PATH]: realName });
    renderManageAccount();
    expect(await screen.findByText('Real-name verified (110***********1234)')).toBeInTheDocument();
  });

  it('says when real-name verification is missing or could not be loaded, and keeps the table', async () => {
    provider = mockProvider({ [BIND_INFO_PATH]: { status: 'ok' }, [REAL_NAME_PATH]: { status: 'ok', is_real: false } });
    const first = renderManageAccount();
    expect(await screen.findByText('Real-name verification not completed')).toBeInTheDocument();
    first.unmount();
    provider.restore();
    provider = mockProvider({ [BIND_INFO_PATH]: { status: 'ok' }, [REAL_NAME_PATH]: { status: 500, body: 'down' } });
    renderManageAccount();
    expect(await screen.findByText('Real-name status could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('shows the shared loading overlay until bind info arrives, then hides it', async () => {
    const held = holdResponse();
    provider = mockProvider({
      [BIND_INFO_PATH]: held.handler,
      [REAL_NAME_PATH]: realName,
    });
    renderManageAccount();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    held.release({ status: 'ok' });
    await screen.findByRole('table');
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('shows an error state with retry when bind info fails, and recovers on retry', async () => {
    let calls = 0;
    provider = mockProvider({
      [BIND_INFO_PATH]: () => (++calls === 1 ? { status: 'fail', error: '500', error_msg: 'busy' } : { status: 'ok' }),
      [REAL_NAME_PATH]: realName,
    });
    renderManageAccount();
    expect(await screen.findByText('Your account details could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it.each(LOAD_FAULTS.map((f) => [f.name, f] as const))('a failed load (%s) gives the SPEC §8 text, no overlay, and Retry recovers', async (_name, fault) => {
    provider = mockProvider({ [BIND_INFO_PATH]: failingOnce(fault, { status: 'ok' }), [REAL_NAME_PATH]: realName });
    renderManageAccount();
    await expectFailedLoadThenRetry('Your account details could not be loaded.', fault);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks a logged-out player to log in first and calls nothing', async () => {
    provider = mockProvider({});
    const native = recordNativeCalls();
    try {
      renderManageAccount({ session: initialSessionState() });
      expect(await screen.findByText('Please log in first to manage your account.')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(native.of('login')).toHaveLength(1);
      expect(provider.requests).toHaveLength(0);
    } finally {
      native.stop();
    }
  });

  it('titles the page Account management', async () => {
    provider = mockProvider({ [BIND_INFO_PATH]: { status: 'ok' }, [REAL_NAME_PATH]: realName });
    renderManageAccount();
    expect(await screen.findByRole('heading', { name: 'Account management' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
  });
});
