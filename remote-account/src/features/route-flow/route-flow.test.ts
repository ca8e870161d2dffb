// The flow table and the one gate for routes from query parameters.
import { hasUrlIdentifiers } from '@uc/shared';
import {
  flowPaths,
  nextAfterVerification,
  returnToAccount,
  routeFromQuery,
  routeWithQuery,
  verifyAccountFallback,
} from './route-flow';

describe('routeFromQuery: only our own routes', () => {
  it.each([
    ['/modifyphone', '/modifyphone'],
    ['%2Fmodifymail', '/modifymail'],
    ['/setpassword?operation=forgotPassword', '/setpassword?operation=forgotPassword'],
    // an old link's identifiers are not taken along into the next step (security-2 N4)
    ['/setpassword?account=a%40b.c&operation=forgotPassword', '/setpassword?operation=forgotPassword'],
    ['/strongbindingmail?mail=a%40b.c&operation=bind', '/strongbindingmail?operation=bind'],
    ['/changepassword', '/changepassword'],
    ['/ModifyPhone', '/modifyphone'], // any case, in the route table's spelling (shared safeRoutePath)
  ])('%p → %p', (raw, path) => {
    expect(routeFromQuery(raw)).toEqual({ kind: 'go', path });
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/not-a-route',
    '/index?page=home',
    '%252F%252Fevil.example',
    '',
    null,
  ])('%p is refused', (raw) => {
    expect(routeFromQuery(raw)).toEqual({ kind: 'refused' });
  });
});

describe('nextAfterVerification', () => {
  it('uses the fallback without a toPath, and the gate with one', () => {
    expect(nextAfterVerification(null, '/modifyphone')).toEqual({ kind: 'go', path: '/modifyphone' });
    expect(nextAfterVerification('', '/modifyphone')).toEqual({ kind: 'go', path: '/modifyphone' });
    expect(nextAfterVerification('/changepassword', '/modifyphone')).toEqual({ kind: 'go', path: '/changepassword' });
    expect(nextAfterVerification('https://x.example', '/modifyphone')).toEqual({ kind: 'refused' });
  });

  it('verifyaccount defaults by operation (a reset\'s account travels in history state, never in the path)', () => {
    expect(verifyAccountFallback('changePassword')).toBe('/changepassword');
    expect(verifyAccountFallback('forgotPassword')).toBe('/setpassword?operation=forgotPassword');
    expect(verifyAccountFallback('modifyMail')).toBe('/modifymail');
    expect(verifyAccountFallback(null)).toBe('/manageaccount');
  });
});

describe('flow paths', () => {
  it('encode their values, name no phone number or e-mail, and every one passes the gate', () => {
    expect(routeWithQuery('/x', { a: 'b c', d: '', e: undefined, f: 'ü&' })).toBe('/x?a=b%20c&f=%C3%BC%26');
    const paths = [
      flowPaths.bindPhone(),
      flowPaths.bindMail(),
      flowPaths.changeMobile(),
      flowPaths.changeMail(),
      flowPaths.strongBindingMail('bind'),
      flowPaths.forgotPasswordVerification('T'),
      flowPaths.proofRecoveryVerification('T'),
    ];
    for (const p of paths) expect(routeFromQuery(p)).toEqual({ kind: 'go', path: p });
    for (const p of paths) expect(hasUrlIdentifiers(p)).toBe(false);
    expect(paths[4]).toBe('/strongbindingmail?operation=bind');
    const forgot = new URL(paths[5], 'http://x').searchParams;
    expect(Object.fromEntries(forgot)).toEqual({
      title: 'T',
      mobileVerify: 'mobile_forget_password',
      mailVerify: 'email_forget_password',
      operation: 'forgotPassword',
      toPath: '/setpassword?operation=forgotPassword',
    });
  });
});

describe('returnToAccount', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('goes back the steps when the history has them', () => {
    const navigate = jest.fn();
    window.history.replaceState({ idx: 3 }, '');
    returnToAccount(navigate, 3);
    expect(navigate).toHaveBeenCalledWith(-3);
  });

  it('goes straight to manageaccount when the flow was opened without it behind', () => {
    const navigate = jest.fn();
    window.history.replaceState({ idx: 1 }, '');
    returnToAccount(navigate, 2);
    expect(navigate).toHaveBeenCalledWith('/manageaccount', { replace: true });
  });
});
