// Phone numbers and e-mail addresses never stand in a URL (security-2 N4): an old link, a bookmark or a typed address
// that still names one is rewritten in place before the page reads it, and the player is told; a client entry whose
// page= carries one opens the page without it.
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { mockProvider } from '@uc/shared/src/testing';
import { resetClientArrival } from '../../app/client-login';
import { createLoginHandler } from '../../app/login-handler';
import { installTestRemotes } from '../../testing/fake-federation';
import { NATIVE_LOGIN as LOGIN, mockLoginCalls } from '../../testing/native-login-fixture';
import { currentRoute, renderApp } from '../../testing/host-test-utils';

// The remote pages show what they were handed: the query they could read.
function Shows({ name }: { name: string }) {
  return <p>{`${name} page: ${useLocation().search}`}</p>;
}
installTestRemotes({
  account: {
    './StrongBindingMail': () => <Shows name="strong binding" />,
    './VerifyAccount': () => <Shows name="verify account" />,
  },
});

const NOTICE = 'For your security, the phone number or e-mail in this link was not used.';

let provider: ReturnType<typeof mockProvider>;
beforeEach(() => {
  resetClientArrival();
  provider = mockLoginCalls();
});
afterEach(() => provider.restore());

it('a typed or linked address loses the e-mail in the same history entry; the page never sees it', async () => {
  window.location.hash = '#/';
  const before = window.history.length;
  await renderApp({ route: '/strongbindingmail?mail=attacker%40example.com&operation=bind' });
  expect(await screen.findByText('strong binding page: ?operation=bind')).toBeInTheDocument();
  expect(currentRoute()).toBe('/strongbindingmail?operation=bind');
  expect(window.history.length).toBe(before + 1); // renderApp's own hash change only: the rewrite replaced it
  expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  expect(document.body.textContent).not.toContain('attacker');
});

it('the client entry opens the page without the phone number its page= carried', async () => {
  const { store } = await renderApp({ route: '/index?page=verifyaccount&mobile=13900000000&operation=changePassword' });
  await waitFor(() => expect(currentRoute()).toBe('/index?page=verifyaccount&operation=changePassword'));
  await act(async () => {
    createLoginHandler(store)(JSON.stringify(LOGIN));
  });
  expect(await screen.findByText('verify account page: ?operation=changePassword')).toBeInTheDocument();
  expect(currentRoute()).toBe('/verifyaccount?operation=changePassword');
  expect(document.body.textContent).not.toContain('13900000000');
});
