// The public deletion page (#/accountdeletion, ARCHITECTURE §8 webAccount) as players use it, against a mocked provider:
// a plain browser with nothing stored, a phone player and an e-mail player through apply and cancel, every refusal
// keeping what was typed, the proof in memory only, the data copy, and the in-game steps where the page cannot act.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { flushPendingWork, recordNativeCalls } from '@uc/shared/src/testing';
import { navigation } from '@uc/shared/src/bridge/open-url';
import {
  calls, confirmInDialog, deploy, enterMail, enterPhone, openPage, PROOF, resetPage, sendAndCheck, standIn, STATUS,
} from './account-deletion-kit';

let provider: ReturnType<typeof standIn>;
beforeEach(resetPage);
afterEach(() => {
  provider?.restore();
  resetPage();
});

const DELETION_CALLS = ['POST open/oauth/delete/detail', 'POST open/oauth/delete/apply', 'POST open/oauth/delete/cancel'];

describe('a plain browser, nothing stored, phone player', () => {
  test('names the game, finds the account, shows where the code goes (masked), and reaches the status with a proof', async () => {
    deploy();
    provider = standIn();
    openPage('/accountdeletion?app=game-7');
    expect(await screen.findByText('Here you can delete your Star Quest account, or cancel a deletion you asked for, without opening the game.')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Country/region' })).toHaveValue('CN');
    fireEvent.change(screen.getByRole('combobox', { name: 'Country/region' }), { target: { value: 'JP' } });
    await enterPhone('138 1234-5678');
    expect(await screen.findByRole('heading', { name: "Confirm it's you" })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Phone number 138****5678' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'E-mail p***@example.com' })).not.toBeChecked();
    expect(document.querySelector('bdi')).toHaveTextContent('138****5678');
    await sendAndCheck();
    expect(await screen.findByText('13812345678')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Request deletion' })).toBeInTheDocument();

    const [lookup] = calls(provider, 'GET open/oauth/forget');
    expect(lookup.payload).toEqual({ grant_app: 'game-7', channel: 'web-ch', time: expect.any(Number), open_id: '', opensdk_version: '', username: '13812345678' });
    expect(lookup.params.v).toBe('game-7');
    expect(calls(provider, 'POST open/oauth/sms')[0].payload).toMatchObject({ username: '13812345678', target: 'mobile_delete_account', country: '81', target_id: 'web' });
    expect(calls(provider, 'GET open/oauth/sms')[0].payload).toMatchObject({ username: '13812345678', target: 'mobile_delete_account', security: '123456' });
    expect(calls(provider, 'POST open/oauth/delete/detail')[0].payload).toMatchObject({ username: '13812345678', proof: PROOF });
  });

  test('applies (tick, confirm) and then cancels while pending: every deletion call carries the proof and no token', async () => {
    deploy();
    let appling = false;
    provider = standIn({
      'POST open/oauth/delete/detail': () => ({ ...STATUS, appling }),
      'POST open/oauth/delete/apply': () => {
        appling = true;
        return { status: 'ok' };
      },
      'POST open/oauth/delete/cancel': () => {
        appling = false;
        return { status: 'ok', canceled: true };
      },
    });
    openPage();
    await enterPhone();
    await sendAndCheck();
    const apply = await screen.findByRole('button', { name: 'Apply for deletion' });
    fireEvent.click(apply);
    await flushPendingWork();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // SPEC §5: nothing without the tick
    fireEvent.click(screen.getByRole('checkbox', { name: 'I understand and agree' }));
    fireEvent.click(apply);
    await confirmInDialog('Delete this account?');
    expect(await screen.findByText('You have successfully submitted the request to cancel your account. You will receive the result within 15 days.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Deletion requested' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for deletion' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the deletion request' }));
    await confirmInDialog('Withdraw the deletion request');
    expect(await screen.findByText('Congrats on activating your account!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Apply for deletion' })).toBeInTheDocument();

    const deletion = provider.requests.filter((r) => DELETION_CALLS.includes(`${r.method} ${r.path}`));
    expect(deletion.map((r) => r.path)).toEqual([
      'open/oauth/delete/detail', 'open/oauth/delete/apply', 'open/oauth/delete/detail', 'open/oauth/delete/cancel', 'open/oauth/delete/detail',
    ]);
    for (const r of deletion) {
      expect(r.payload).toMatchObject({ username: '13812345678', proof: PROOF, open_id: '' });
      expect(r.payload).not.toHaveProperty('token');
    }
  });

  test('the proof is never in the address, in storage or sent anywhere but the provider', async () => {
    deploy();
    provider = standIn();
    const { container } = openPage();
    await enterPhone();
    await sendAndCheck();
    await screen.findByRole('heading', { name: 'Request deletion' });
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).not.toContain(PROOF);
    expect(stored).not.toContain('13812345678');
    expect(window.location.href).not.toContain(PROOF);
    expect(container.innerHTML).not.toContain(PROOF);
  });
});

describe('an e-mail player', () => {
  test('an account with only an e-mail: the code goes by e-mail (email_delete_account), no choice to make', async () => {
    deploy();
    provider = standIn({ 'GET open/oauth/forget': { status: 'ok', Mobile: '', Account: 'p***@example.com' } });
    openPage();
    await enterMail(' player@example.com ');
    expect(await screen.findByText(/We will send a verification code to/)).toHaveTextContent('We will send a verification code to p***@example.com.');
    expect(screen.queryByRole('radio', { name: /Phone number/ })).not.toBeInTheDocument();
    await sendAndCheck();
    await screen.findByRole('heading', { name: 'Request deletion' });
    expect(calls(provider, 'POST open/oauth/mail')[0].payload).toMatchObject({ username: 'player@example.com', target: 'email_delete_account', target_id: 'web' });
    expect(calls(provider, 'POST open/oauth/mail')[0].payload).not.toHaveProperty('country');
    expect(calls(provider, 'POST open/oauth/sms')).toHaveLength(0);
    expect(calls(provider, 'POST open/oauth/delete/detail')[0].payload).toMatchObject({ username: 'player@example.com', proof: PROOF });
  });

  test('a phone player may choose the e-mail instead', async () => {
    deploy();
    provider = standIn();
    openPage();
    await enterPhone();
    fireEvent.click(await screen.findByRole('radio', { name: 'E-mail p***@example.com' }));
    await sendAndCheck();
    await screen.findByRole('heading', { name: 'Request deletion' });
    expect(calls(provider, 'POST open/oauth/mail')[0].payload).toMatchObject({ username: '13812345678', target: 'email_delete_account' });
  });

  test('a masked address with markup in it (trust nothing that arrives) is shown as text, never as elements', async () => {
    deploy();
    const hostile = 'p<a href="data:text/html,x">y</a>&amp;<b>z</b>***@example.com';
    provider = standIn({ 'GET open/oauth/forget': { status: 'ok', Mobile: '', Account: hostile } });
    openPage();
    await enterMail();
    await screen.findByRole('heading', { name: "Confirm it's you" });
    const shown = document.querySelector('bdi');
    expect(shown?.textContent).toBe(hostile);
    expect(document.querySelector('.uc-account-deletion a, .uc-account-deletion b')).toBeNull();
  });

  test('a lookup that answers in full shows no address at all', async () => {
    deploy();
    provider = standIn({ 'GET open/oauth/forget': { status: 'ok', Mobile: '', Account: 'player@example.com' } });
    openPage();
    await enterMail();
    expect(await screen.findByText('We will send a verification code to the e-mail bound to this account.')).toBeInTheDocument();
    expect(screen.queryByText(/player@example\.com/)).not.toBeInTheDocument();
  });
});

describe('bad input: a clear message, and what was typed stays', () => {
  test('nothing typed', async () => {
    deploy();
    provider = standIn();
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter your phone number.')).toBeInTheDocument();
    expect(calls(provider, 'GET open/oauth/forget')).toHaveLength(0);
  });

  test('an unknown account (1302)', async () => {
    deploy();
    provider = standIn({ 'GET open/oauth/forget': { status: 'fail', error: '1302', error_msg: 'Account does not exist' } });
    openPage();
    await enterPhone('13700000000');
    expect(await screen.findByText('No account is bound to this phone number. Check the number and its country/region.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('13700000000');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('an unknown e-mail (1302)', async () => {
    deploy();
    provider = standIn({ 'GET open/oauth/forget': { status: 'fail', error: '1302', error_msg: 'Account does not exist' } });
    openPage();
    await enterMail('nobody@example.com');
    expect(await screen.findByText('No account is bound to this e-mail. Check the address and try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('nobody@example.com');
  });

  test('a wrong code: "Verification code invalid", the code kept, no deletion call', async () => {
    deploy();
    provider = standIn();
    openPage();
    await enterPhone();
    await sendAndCheck('000000');
    expect(await screen.findByText('Verification code invalid')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('000000');
    expect(calls(provider, 'POST open/oauth/delete/detail')).toHaveLength(0);
  });

  test.each([
    ['the lookup', { 'GET open/oauth/forget': { status: 'fail', error: '1429', error_msg: 'Too many attempts. Try again in 10 minutes.' } }, 'Phone number', '13812345678'],
    ['the check', { 'GET open/oauth/sms': { status: 'fail', error: '1429', error_msg: 'Too many attempts. Try again in 10 minutes.' } }, 'Verification code', '123456'],
  ])('too many tries at %s (1429): the provider\'s words, the form kept', async (_at, answers, field, typed) => {
    deploy();
    provider = standIn(answers);
    openPage();
    await enterPhone('13812345678');
    if (field === 'Verification code') await sendAndCheck();
    expect(await screen.findByText('Too many attempts. Try again in 10 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: field })).toHaveValue(typed);
  });

  test.each([
    ['the status', 'POST open/oauth/delete/detail', async () => undefined],
    ['apply', 'POST open/oauth/delete/apply', async () => {
      fireEvent.click(await screen.findByRole('checkbox', { name: 'I understand and agree' }));
      fireEvent.click(screen.getByRole('button', { name: 'Apply for deletion' }));
      await confirmInDialog('Delete this account?');
    }],
  ])('an expired proof at %s (1401): back to a new code, the account kept', async (_at, call, act2) => {
    deploy();
    provider = standIn({ [call]: { status: 'fail', error: '1401', error_msg: 'Proof expired' } });
    openPage();
    await enterPhone();
    await sendAndCheck();
    await act2();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your verification has expired. Send a new verification code to continue.');
    expect(screen.getByRole('radio', { name: 'Phone number 138****5678' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(await screen.findByRole('textbox', { name: 'Phone number' })).toHaveValue('138 1234 5678');
  });

  test('not allowed now: the not-valid message, no dialog; during the wait the button is inactive with the countdown', async () => {
    deploy();
    provider = standIn({ 'POST open/oauth/delete/detail': { ...STATUS, allowedApply: false } });
    openPage();
    await enterPhone();
    await sendAndCheck();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I understand and agree' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply for deletion' }));
    expect(await screen.findByText("We are sorry. The cancellation request you sent isn't valid. Please contact Customer Support!")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(provider, 'POST open/oauth/delete/apply')).toHaveLength(0);
  });

  test('a wait (rest_time): the countdown shows and apply is inactive', async () => {
    deploy();
    provider = standIn({ 'POST open/oauth/delete/detail': { ...STATUS, allowedApply: false, rest_time: 3725 } });
    openPage();
    await enterPhone();
    await sendAndCheck();
    expect(await screen.findByRole('timer')).toHaveTextContent('01:02:0');
    expect(screen.getByRole('button', { name: 'Apply for deletion' })).toBeDisabled();
  });
});

describe('a copy of my data (dataExport)', () => {
  test('ready: a link with its expiry, opened by the link rules (a plain browser asks, then this tab)', async () => {
    deploy();
    provider = standIn();
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    try {
      openPage();
      await enterPhone();
      await sendAndCheck();
      fireEvent.click(await screen.findByRole('button', { name: 'Get a copy of my data' }));
      expect(await screen.findByText(/^Your copy is ready\. The link works until .*2030/)).toBeInTheDocument();
      expect(calls(provider, 'POST open/oauth/export')[0].payload).toMatchObject({ username: '13812345678', proof: PROOF });
      expect(calls(provider, 'POST open/oauth/export')[0].payload).not.toHaveProperty('token');
      fireEvent.click(screen.getByRole('button', { name: 'Open my data' }));
      await confirmInDialog('provider.example', 'Open');
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://provider.example/export/abc.json'));
    } finally {
      assign.mockRestore();
    }
  });

  test('pending: "we will e-mail it to you"', async () => {
    deploy();
    provider = standIn({ 'POST open/oauth/export': { status: 'ok', pending: true } });
    openPage();
    await enterPhone();
    await sendAndCheck();
    fireEvent.click(await screen.findByRole('button', { name: 'Get a copy of my data' }));
    expect(await screen.findByText('We are preparing your copy and will e-mail it to you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open my data' })).not.toBeInTheDocument();
  });

  test('not offered without dataExport', async () => {
    deploy(['proof', 'webAccount']);
    provider = standIn();
    openPage();
    await enterPhone();
    await sendAndCheck();
    await screen.findByRole('button', { name: 'Apply for deletion' });
    expect(screen.queryByRole('button', { name: 'Get a copy of my data' })).not.toBeInTheDocument();
  });
});

describe('what the player is told', () => {
  test('what is deleted, kept and why (default), how long, cancellable, no refunds', async () => {
    deploy();
    provider = standIn();
    openPage();
    await enterPhone();
    await sendAndCheck();
    await screen.findByRole('heading', { name: 'Before you delete' });
    expect(screen.getByText(/^Your account and the personal data tied to it/)).toHaveTextContent('unused virtual currency');
    expect(screen.getByText(/^Only what the law or security requires/)).toHaveTextContent('fraud');
    expect(screen.getByText('The account is deleted within 15 days of your request. Until then you can cancel the request and keep your account.')).toBeInTheDocument();
    expect(screen.getByText(/does not refund purchases and does not cancel subscriptions/)).toBeInTheDocument();
    expect(screen.getByText('No security information changes and no deletion operations in the 15 days before applying.')).toBeInTheDocument();
  });

  test('?language=ja: the page speaks Japanese to a visitor with no session (the agreement link too)', async () => {
    deploy();
    provider = standIn();
    openPage('/accountdeletion?language=ja');
    expect(await screen.findByRole('heading', { name: 'あなたのアカウント' })).toBeInTheDocument();
    expect(screen.getByText('ゲームを開かずに、ここでStar Questのアカウントを削除したり、申請済みの削除を取り消したりできます。')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '電話番号' }), { target: { value: '13812345678' } });
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByRole('heading', { name: 'ご本人確認' })).toBeInTheDocument();
    expect(calls(provider, 'GET open/oauth/forget')[0].headers['Accept-Language']).toBe('ja-JP');
  });
});

describe('the five newer languages and right to left', () => {
  test('?language=pt_BR: a Brazilian visitor reads Brazilian Portuguese; the server is told pt-PT (SPEC §1)', async () => {
    deploy();
    provider = standIn();
    openPage('/accountdeletion?language=pt_BR');
    expect(await screen.findByRole('heading', { name: 'Sua conta' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Número de celular' }), { target: { value: '13812345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { name: 'Confirme que é você' })).toBeInTheDocument();
    expect(calls(provider, 'GET open/oauth/forget')[0].headers['Accept-Language']).toBe('pt-PT');
  });

  test('?language=ar: the page reads right to left, the masked number and the account keep reading left to right', async () => {
    deploy();
    provider = standIn();
    openPage('/accountdeletion?language=ar');
    expect(await screen.findByRole('heading', { name: 'حسابك' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    fireEvent.change(screen.getByRole('textbox', { name: 'رقم الهاتف' }), { target: { value: '13812345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(await screen.findByRole('heading', { name: 'تأكيد الهوية' })).toBeInTheDocument();
    const masked = Array.from(document.querySelectorAll('bdi')).map((b) => b.textContent);
    expect(masked).toContain('\u202a138****5678\u202c');
  });
});

describe('back', () => {
  test('from the code or the status, back returns to the account with what was typed; from the account (the entry page) it exits', async () => {
    deploy();
    provider = standIn();
    const native = recordNativeCalls();
    try {
      openPage();
      await enterPhone('13812345678');
      await screen.findByRole('heading', { name: "Confirm it's you" });
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('textbox', { name: 'Phone number' })).toHaveValue('13812345678');
      expect(native.of('exit')).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await sendAndCheck();
      await screen.findByRole('heading', { name: 'Request deletion' });
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('textbox', { name: 'Phone number' })).toHaveValue('13812345678');
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(native.of('exit')).toHaveLength(1);
    } finally {
      native.stop();
    }
  });
});
