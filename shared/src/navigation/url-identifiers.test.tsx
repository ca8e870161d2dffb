// Phone numbers and e-mail addresses never stand in a URL (security-2 N4): the names that carried them are dropped from a
// route, also inside its toPath, and a URL that still names one is rewritten in place with a word to the player.
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { flushPendingWork, renderWithProviders } from '../testing';
import { turnState } from './turn-state';
import { hasUrlIdentifiers, routeWithoutIdentifiers } from './url-identifiers';
import { WithoutUrlIdentifiers } from './without-url-identifiers';

describe('routeWithoutIdentifiers', () => {
  it.each([
    ['/verifyaccount?title=Change%20password&mobile=13800000000&mobileVerify=mobile_change_password&operation=changePassword',
      '/verifyaccount?title=Change%20password&mobileVerify=mobile_change_password&operation=changePassword'],
    ['/strongbindingmail?mail=a%40b.c&operation=bind', '/strongbindingmail?operation=bind'],
    ['/bindmail?mail=a%40b.c', '/bindmail'],
    ['/setpassword?account=a%40b.c&operation=forgotPassword', '/setpassword?operation=forgotPassword'],
    // the old forgot-password link: the account inside toPath goes too, the rest keeps its encoding
    ['/verifyaccount?mobile=138&mail=a%40b.c&operation=forgotPassword&toPath=%2Fsetpassword%3Faccount%3Da%2540b.c%26operation%3DforgotPassword',
      '/verifyaccount?operation=forgotPassword&toPath=%2Fsetpassword%3Foperation%3DforgotPassword'],
    ['/verifyaccount?toPath=%2Fverifyaccount%3FtoPath%3D%252Fsetpassword%253Faccount%253Dx', '/verifyaccount?toPath=%2Fverifyaccount%3FtoPath%3D%252Fsetpassword'],
    // any spelling of the name, encoded or not
    ['/bindmail?Mail=a%40b.c&MOBILE=1&%6Dail=x&from=client', '/bindmail?from=client'],
  ])('%s → %s', (route, clean) => {
    expect(routeWithoutIdentifiers(route)).toBe(clean);
    expect(hasUrlIdentifiers(route)).toBe(true);
  });

  it.each([
    '/',
    '/bindmail',
    '/verifyaccount?title=Forgot+password&operation=forgotPassword&toPath=%2Fsetpassword%3Foperation%3DforgotPassword',
    '/messageContent?id=1005&category=activeCode&subject=Mail%20day',
    '/faqDetails?id=1&title=mobile%20and%20mail',
    '/verifyaccount?toPath=%E0%A4%A',
    '/x?',
  ])('%s names none and stays as it is', (route) => {
    expect(routeWithoutIdentifiers(route)).toBe(route);
    expect(hasUrlIdentifiers(route)).toBe(false);
  });
});

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search} ${JSON.stringify(state)}`}</p>;
}

describe('WithoutUrlIdentifiers', () => {
  it('rewrites the entry without them, keeps the app’s state, and says why nothing was filled in', async () => {
    const state = turnState({ mark: 1 });
    renderWithProviders(
      <WithoutUrlIdentifiers>
        <Where />
      </WithoutUrlIdentifiers>,
      { path: '/strongbindingmail', route: '/strongbindingmail?mail=attacker%40example.com&operation=bind', routeState: state },
    );
    expect(await screen.findByText('For your security, the phone number or e-mail in this link was not used.')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe(`/strongbindingmail?operation=bind ${JSON.stringify(state)}`);
    expect(document.body.textContent).not.toContain('attacker');
  });

  it('a route without them renders as it is, with no word', async () => {
    renderWithProviders(
      <WithoutUrlIdentifiers>
        <Where />
      </WithoutUrlIdentifiers>,
      { path: '/bindmail', route: '/bindmail?from=client' },
    );
    expect((await screen.findByTestId('where')).textContent).toBe('/bindmail?from=client null');
    await flushPendingWork();
    expect(screen.queryByText(/was not used/)).toBeNull();
  });
});
