// The flow table and the one gate for routes from query parameters.
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
    ['/setpassword?account=a%40b.c&operation=forgotPassword', '/setpassword?account=a%40b.c&operation=forgotPassword'],
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

  it('verifyaccount defaults by operation', () => {
    expect(verifyAccountFallback('changePassword', '')).toBe('/changepassword');
    expect(verifyAccountFallback('forgotPassword', 'a@b.c')).toBe('/setpassword?account=a%40b.c&operation=forgotPassword');
    expect(verifyAccountFallback('forgotPassword', '')).toBe('/manageaccount');
    expect(verifyAccountFallback('modifyMail', '')).toBe('/modifymail');
    expect(verifyAccountFallback(null, '')).toBe('/manageaccount');
  });
});

describe('flow paths', () => {
  it('encode their values and every one passes the gate', () => {
    expect(routeWithQuery('/x', { a: 'b c', d: '', e: undefined, f: 'ü&' })).toBe('/x?a=b%20c&f=%C3%BC%26');
    const paths = [
      flowPaths.bindPhone(),
      flowPaths.bindMail(),
      flowPaths.changeMobile(),
      flowPaths.changeMail(),
      flowPaths.strongBindingMail('a+b@x.io', 'bind'),
      flowPaths.setPassword('13800000000', 'forgotPassword'),
      flowPaths.forgotPasswordVerification({ title: 'T', account: 'a@b.c', mobile: '138', mail: 'a@b.c' }),
    ];
    for (const p of paths) expect(routeFromQuery(p)).toEqual({ kind: 'go', path: p });
    const forgot = new URL(paths[6], 'http://x').searchParams.get('toPath');
    expect(routeFromQuery(forgot)).toEqual({ kind: 'go', path: '/setpassword?account=a%40b.c&operation=forgotPassword' });
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
