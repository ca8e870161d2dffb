// Deletion page: every branch of the state machine (SPEC §4) and the button rules (SPEC §5), through the UI.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialSessionState } from '@uc/shared';
import {
  LOAD_FAULTS, expectFailedLoadThenRetry, failingOnce, holdResponse, loggedInState, mockProvider, recordNativeCalls,
  type MockedRequest,
} from '@uc/shared/src/testing';
import {
  PREVIOUS_PAGE, agreeBox, mainButton, renderDeleteApply, renderDeleteApplyAsEntryPage,
} from './render-delete-apply';

const DETAIL = 'POST open/oauth/delete/detail';
const CANCEL = 'POST open/oauth/delete/cancel';
const APPLY = 'POST open/oauth/delete/apply';
const NOT_VALID = "We are sorry. The cancellation request you sent isn't valid. Please contact Customer Support!";
const APPLIED = 'You have successfully submitted the request to cancel your account. You will receive the result within 15 days.';

let provider: ReturnType<typeof mockProvider>;
const { innerWidth, innerHeight } = window;
afterEach(() => {
  provider?.restore();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
});

const calls = (key: string) => provider.requests.filter((r: MockedRequest) => `${r.method} ${r.path}` === key);
const dialog = () => screen.findByRole('dialog');

async function tickAndPress(name: string) {
  const button = await mainButton(name);
  fireEvent.click(agreeBox());
  fireEvent.click(button);
}

describe('layout and access', () => {
  test('logged out: says to log in first, offers the host login and asks nothing of the provider', async () => {
    provider = mockProvider({});
    const native = recordNativeCalls();
    try {
      renderDeleteApply(initialSessionState());
      expect(await screen.findByText('Please log in first to delete or reactivate your account.')).toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(native.of('login')).toHaveLength(1);
      expect(provider.requests).toHaveLength(0);
    } finally {
      native.stop();
    }
  });

  test('the shared loading overlay shows until the status arrives', async () => {
    const held = holdResponse();
    provider = mockProvider({ [DETAIL]: held.handler });
    renderDeleteApply();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    held.release({ status: 'ok', allowedApply: true });
    await mainButton('Apply for deletion');
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  test('shows the notice, the rules, the agreement link and asks the status with the token', async () => {
    provider = mockProvider({ [DETAIL]: { status: 'ok', appling: false, allowedApply: true, rest_time: 0 } });
    renderDeleteApply();
    await mainButton('Apply for deletion');
    expect(screen.getByRole('heading', { name: 'Delete account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Important notice' })).toBeInTheDocument();
    expect(screen.getByText(/up to 15 days/)).toHaveTextContent(/virtual currency and paid services/);
    expect(screen.getByText(/No security information changes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account cancellation agreement' })).toHaveAttribute(
      'href',
      '/deleteagreement?language=en-US&simple=0',
    );
    expect(agreeBox()).not.toBeChecked();
    expect(calls(DETAIL)[0].payload).toMatchObject({ token: 'tok-123', grant_app: 'app-1', open_id: 'open-1' });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  // The class only: that the page is drawn side by side or stacked is layout-boxes.e2e.ts's to prove (jsdom draws nothing).
  test.each([
    [390, 844, 'portrait'],
    [844, 390, 'landscape'],
  ])('a %ix%i window marks the page %s by the window\'s shape', async (width, height, orientation) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    provider = mockProvider({ [DETAIL]: { status: 'ok', allowedApply: true } });
    const { container } = renderDeleteApply();
    await mainButton('Apply for deletion');
    expect(container.querySelector('.uc-delete-apply')).toHaveClass(`uc-delete-apply--${orientation}`);
  });

  test('the agreement link opens /deleteagreement in the session language, with the title bar', async () => {
    provider = mockProvider({ [DETAIL]: { status: 'ok', allowedApply: true } });
    renderDeleteApply(loggedInState({ app: { language: 'ru_RU', locale: 'ru-RU' } }).session);
    await mainButton('Apply for deletion');
    fireEvent.click(screen.getByRole('link', { name: 'Account cancellation agreement' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/deleteagreement?language=ru-RU&simple=0');
  });

  test('reopening never acts on the previous visit\'s status: it waits for a fresh answer', async () => {
    provider = mockProvider({ [DETAIL]: { status: 'ok', appling: false, allowedApply: true } });
    const first = renderDeleteApply();
    await mainButton('Apply for deletion');
    first.unmount();
    provider.restore();
    const held = holdResponse();
    provider = mockProvider({ [DETAIL]: held.handler });
    renderDeleteApply(loggedInState().session, first.store);
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for deletion' })).not.toBeInTheDocument();
    held.release({ status: 'ok', appling: true, allowedApply: false });
    expect(await mainButton('Apply for activation')).toBeEnabled();
  });

  test('a failed status load shows the error with retry', async () => {
    let n = 0;
    provider = mockProvider({
      [DETAIL]: () => (++n === 1 ? { status: 500 as const, body: 'down' } : { status: 'ok', allowedApply: true }),
    });
    renderDeleteApply();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account deletion status could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await mainButton('Apply for deletion')).toBeEnabled();
  });

  test.each(LOAD_FAULTS.map((f) => [f.name, f] as const))('a failed status load (%s) gives the SPEC §8 text, and Retry shows the button', async (_name, fault) => {
    provider = mockProvider({ [DETAIL]: failingOnce(fault, { status: 'ok', allowedApply: true }) });
    renderDeleteApply();
    await expectFailedLoadThenRetry('Your account deletion status could not be loaded.', fault);
    expect(await mainButton('Apply for deletion')).toBeEnabled();
  });
});

describe('button rules', () => {
  test('unticked: pressing does nothing', async () => {
    provider = mockProvider({ [DETAIL]: { status: 'ok', appling: false, allowedApply: true } });
    renderDeleteApply();
    fireEvent.click(await mainButton('Apply for deletion'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply for deletion' }));
    await Promise.resolve();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(provider.requests.map((r) => r.path)).toEqual(['open/oauth/delete/detail']);
  });

  test('pending request: activation confirmed → cancel → back + congrats', async () => {
    provider = mockProvider({
      [DETAIL]: { status: 'ok', appling: true, allowedApply: false },
      [CANCEL]: { status: 'ok', canceled: true },
    });
    renderDeleteApply();
    await tickAndPress('Apply for activation');
    const d = await dialog();
    expect(d).toHaveTextContent('Withdraw the deletion request and activate your account again?');
    fireEvent.click(within(d).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Congrats on activating your account!')).toBeInTheDocument();
    expect(await screen.findByText(PREVIOUS_PAGE)).toBeInTheDocument();
    expect(calls(CANCEL)).toHaveLength(1);
    expect(calls(CANCEL)[0].payload).toMatchObject({ token: 'tok-123' });
    expect(calls(APPLY)).toHaveLength(0);
  });

  test('pending request: activation dismissed → no request', async () => {
    provider = mockProvider({ [DETAIL]: { status: 'ok', appling: true } });
    renderDeleteApply();
    await tickAndPress('Apply for activation');
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(CANCEL)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Apply for activation' })).toBeInTheDocument();
  });

  test('pending request: canceled false → its error_msg is toasted and the page stays', async () => {
    provider = mockProvider({
      [DETAIL]: { status: 'ok', appling: true },
      [CANCEL]: { status: 'ok', canceled: false, error_msg: 'Window closed' },
    });
    renderDeleteApply();
    await tickAndPress('Apply for activation');
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Window closed')).toBeInTheDocument();
    expect(screen.queryByText(PREVIOUS_PAGE)).not.toBeInTheDocument();
    expect(screen.queryByText('Congrats on activating your account!')).not.toBeInTheDocument();
  });

  test('pending request: a failed cancel shows the part after ###', async () => {
    provider = mockProvider({
      [DETAIL]: { status: 'ok', appling: true },
      [CANCEL]: { status: 'fail', error: 4031, error_msg: 'Token expired' },
    });
    renderDeleteApply();
    await tickAndPress('Apply for activation');
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Token expired')).toBeInTheDocument();
    expect(screen.queryByText(/###/)).not.toBeInTheDocument();
  });

  test('not allowed: toasts the not-valid message, no dialog, no request', async () => {
    provider = mockProvider({ [DETAIL]: { status: 'ok', appling: false, allowedApply: false, rest_time: 0 } });
    renderDeleteApply();
    await tickAndPress('Apply for deletion');
    expect(await screen.findByText(NOT_VALID)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(APPLY)).toHaveLength(0);
  });

  test('allowed: deletion confirmed → apply with mobile, real_name, card_number, token → back + success', async () => {
    provider = mockProvider({
      [DETAIL]: { status: 'ok', appling: false, allowedApply: true },
      [APPLY]: { status: 'ok' },
    });
    renderDeleteApply();
    await tickAndPress('Apply for deletion');
    const d = await dialog();
    expect(d).toHaveTextContent(/Delete this account\?/);
    fireEvent.click(within(d).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(APPLIED)).toBeInTheDocument();
    expect(await screen.findByText(PREVIOUS_PAGE)).toBeInTheDocument();
    expect(calls(APPLY)).toHaveLength(1);
    expect(calls(APPLY)[0].payload).toMatchObject({ mobile: '13800000000', real_name: '', card_number: '', token: 'tok-123' });
    expect(calls(DETAIL)).toHaveLength(1); // leaving asks nothing more
  });

  test('allowed: deletion dismissed → no request', async () => {
    provider = mockProvider({ [DETAIL]: { status: 'ok', allowedApply: true } });
    renderDeleteApply();
    await tickAndPress('Apply for deletion');
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(APPLY)).toHaveLength(0);
  });

  test('allowed: a refused apply shows the part after ### and stays', async () => {
    provider = mockProvider({
      [DETAIL]: { status: 'ok', allowedApply: true },
      [APPLY]: { status: 'fail', error: 2001, error_msg: 'Security info changed recently' },
    });
    renderDeleteApply();
    await tickAndPress('Apply for deletion');
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Security info changed recently')).toBeInTheDocument();
    expect(screen.queryByText(PREVIOUS_PAGE)).not.toBeInTheDocument();
  });

  test('a second tap while the dialog is open starts no second flow', async () => {
    provider = mockProvider({ [DETAIL]: { status: 'ok', allowedApply: true }, [APPLY]: { status: 'ok' } });
    renderDeleteApply();
    await tickAndPress('Apply for deletion');
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Apply for deletion', hidden: true }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('opened straight from the client (the entry page): nothing behind it to go back to', () => {
  test('apply succeeds → the toast, then the new state on this page; the old button cannot submit twice', async () => {
    let pending = false;
    provider = mockProvider({
      [DETAIL]: () => ({ status: 'ok', appling: pending, allowedApply: !pending }),
      [APPLY]: () => {
        pending = true;
        return { status: 'ok' };
      },
    });
    const native = recordNativeCalls();
    renderDeleteApplyAsEntryPage();
    await tickAndPress('Apply for deletion');
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(APPLIED)).toBeInTheDocument();
    expect(await mainButton('Apply for activation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for deletion' })).not.toBeInTheDocument();
    expect(agreeBox()).not.toBeChecked();
    expect(calls(APPLY)).toHaveLength(1);
    expect(calls(DETAIL)).toHaveLength(2);
    expect(native.of('exit')).toHaveLength(0);
    native.stop();
  });

  test('activation succeeds → congrats, then the apply state on this page', async () => {
    let pending = true;
    provider = mockProvider({
      [DETAIL]: () => ({ status: 'ok', appling: pending, allowedApply: !pending }),
      [CANCEL]: () => {
        pending = false;
        return { status: 'ok', canceled: true };
      },
    });
    renderDeleteApplyAsEntryPage();
    await tickAndPress('Apply for activation');
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Congrats on activating your account!')).toBeInTheDocument();
    expect(await mainButton('Apply for deletion')).toBeInTheDocument();
    expect(calls(CANCEL)).toHaveLength(1);
  });
});
