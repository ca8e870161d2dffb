// The error panels' "Back" does what the title bar's back does: on the entry page (the page the client opened) it
// returns to the game; with a page behind, it goes back to it.
import { fireEvent, screen, within } from '@testing-library/react';
import { mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import { landedOn, renderAccountPage, type Native, type Provider } from '../../../testing/account-test-kit';
import SetPasswordPage from '../../../pages/set-password/set-password-page';
import VerifyAccountPage from '../../../pages/verify-account/verify-account-page';
import VerifyPhonePage from '../../../pages/verify-phone/verify-phone-page';

let provider: Provider;
let native: Native;
beforeEach(() => {
  sessionStorage.clear();
  native = recordNativeCalls();
  provider = mockProvider({
    'GET open/sdk/country': { status: 'ok', country: [{ id: 'CN', number: '86' }] },
    'GET open/oauth/binding': { status: 'ok', mobile: '', mail: '' },
  });
});
afterEach(() => {
  provider.restore();
  native.stop();
});

const PANELS = [
  ['verifyphone with no phone to verify', <VerifyPhonePage key="p" />, '/verifyphone', '/verifyphone'],
  ['setpassword with an unknown operation', <SetPasswordPage key="s" />, '/setpassword', '/setpassword?operation=nope'],
  ['verifyaccount with a toPath outside', <VerifyAccountPage key="a" />, '/verifyaccount', '/verifyaccount?toPath=https%3A%2F%2Fevil.example'],
] as const;

// The panel's own button, inside the page (the title bar has a back button of its own).
async function pressPanelBack() {
  const main = await screen.findByRole('main'); // hidden from the accessibility tree while the loading overlay shows
  fireEvent.click(await within(main).findByRole('button', { name: 'Back' }));
}

describe.each(PANELS)('%s', (_name, page, path, route) => {
  it('opened by the client (the entry page): Back returns to the game', async () => {
    renderAccountPage(page, { path, route, behind: [] });
    await pressPanelBack();
    expect(native.of('exit')).toHaveLength(1);
  });

  it('with a page behind: Back goes back to it, the game stays', async () => {
    renderAccountPage(page, { path, route, behind: ['/manageaccount'] });
    await pressPanelBack();
    expect(await landedOn()).toBe('/manageaccount');
    expect(native.of('exit')).toEqual([]);
  });
});
