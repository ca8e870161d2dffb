// Query-parameter routes (?page=, toPath=) can only lead to SPEC §2 routes.
import { setAppConfig } from '../config/app-config';
import { canonicalRoutePath, isKnownRoute, ROUTE_PATHS, safeRoutePath, ticketRoutePath } from './routes';

afterEach(() => setAppConfig({}));

it('lists every SPEC §2 route and the public deletion page', () => {
  expect(ROUTE_PATHS).toHaveLength(33);
  for (const p of ['/', '/manageaccount', '/bindPhone', '/messageContent', '/v2/userprivacy', '/deleteagreement', '/index', '/accountdeletion']) {
    expect(isKnownRoute(p)).toBe(true);
  }
});

it('matches exactly and includes the configured ticket route', () => {
  expect(isKnownRoute('/bindphone')).toBe(false);
  expect(isKnownRoute('/manageaccount/')).toBe(false);
  expect(ticketRoutePath()).toBe('/udeskTicket');
  expect(isKnownRoute('/udeskTicket')).toBe(true);
  setAppConfig({ ticketProvider: 'zen' });
  expect(isKnownRoute('/zenTicket')).toBe(true);
  expect(isKnownRoute('/udeskTicket')).toBe(false);
});

describe('safeRoutePath', () => {
  it.each([
    ['/manageaccount', '/manageaccount'],
    ['/verifyaccount?x=1', '/verifyaccount?x=1'],
    ['/', '/'],
    ['/v2/useragreement?appId=1&language=de', '/v2/useragreement?appId=1&language=de'],
    ['%2Fmanageaccount', '/manageaccount'],
    ['%2Fverifyaccount%3Ftitle%3Dx', '/verifyaccount?title=x'],
    ['/verifyaccount?toPath=%2Fsetpassword&title=a%26b', '/verifyaccount?toPath=%2Fsetpassword&title=a%26b'],
    ['/udeskTicket', '/udeskTicket'],
    [' /faq ', '/faq'],
    ['/faq?x=%0a%0d?still-a-query', '/faq?x=%0a%0d?still-a-query'],
  ])('accepts %j → %j', (raw, expected) => {
    expect(safeRoutePath(raw)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    'http://evil.example/manageaccount',
    '//evil.example',
    '///evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '%25252F%25252Fevil',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    '/%5cevil',
    '/unknown',
    '/manageaccount/../index',
    '/../manageaccount',
    '/manageaccount%00',
    '/manageaccount\n',
    '\t/manageaccount',
    '/manageaccount#x',
    '/manageaccount?x=1#y',
    '/manageaccount%23x',
    'manageaccount',
    '%',
    '%E0%A4%A',
    '',
    '/' + 'a'.repeat(3000),
  ])('refuses %j', (raw) => {
    expect(safeRoutePath(raw)).toBeNull();
  });

  it.each([[undefined], [null], [42], [{}], [['/faq']]])('refuses non-string %p', (raw) => {
    expect(safeRoutePath(raw)).toBeNull();
  });
});

// The end-to-end suite (e2e/src/security.e2e.ts) sends these through page, toPath and the like: refused here too.
describe('safeRoutePath on the e2e hostile list', () => {
  it.each([
    '///evil.example', 'https:%2F%2Fevil.example', '%6A%61%76%61%73%63%72%69%70%74%3Awindow.__xss=1', 'JaVaScRiPt:x',
    ' javascript:x', 'java\tscript:x', 'vbscript:msgbox(1)', 'mailto:a@evil.example', '/faq@evil.example',
    '/faq\\@evil.example', '/\u2215\u2215evil.example', '/%2e%2e/evil', '/faq/../../evil', 'evil.example', '/faq\u0000',
  ])('refuses %j', (raw) => {
    expect(safeRoutePath(raw)).toBeNull();
  });
});

// Links from outside spell routes as SPEC's prose does ('bindMail', 'forgotPassword', 'messagecontent'): every SPEC §2
// route in odd case leads to the route table's own spelling, the query kept as given.
describe('routes in any case', () => {
  const ODD_CASE: [string, string][] = [
    ['/MANAGEACCOUNT', '/manageaccount'], ['/verifyPhone', '/verifyphone'], ['/verifyMail', '/verifymail'],
    ['/modifyMail', '/modifymail'], ['/strongBindingMail', '/strongbindingmail'], ['/modifyPhone', '/modifyphone'],
    ['/bindphone', '/bindPhone'], ['/bindMail', '/bindmail'], ['/customerService', '/customerservice'],
    ['/changePassword', '/changepassword'], ['/completionPrompt', '/completionprompt'], ['/myMessage', '/mymessage'],
    ['/messagecontent', '/messageContent'], ['/userAgreement', '/useragreement'], ['/useragreementif', '/useragreementIf'],
    ['/V2/UserAgreement', '/v2/useragreement'], ['/userPrivacy', '/userprivacy'], ['/UserPrivacyIF', '/userprivacyIf'],
    ['/v2/userPrivacy', '/v2/userprivacy'], ['/codeBox', '/codebox'], ['/forgotPassword', '/forgotpassword'],
    ['/verifyAccount', '/verifyaccount'], ['/setPassword', '/setpassword'], ['/taskcenter', '/taskCenter'],
    ['/BalanceRecords', '/balanceRecords'], ['/FAQ', '/faq'], ['/faqdetails', '/faqDetails'], ['/putquestion', '/putQuestion'],
    ['/deleteApply', '/deleteapply'], ['/deleteAgreement', '/deleteagreement'], ['/Index', '/index'], ['/UDESKticket', '/udeskTicket'],
    ['/accountDeletion', '/accountdeletion'],
  ];

  it('covers every SPEC §2 route but home', () => {
    expect(ODD_CASE.map(([, canonical]) => canonical).sort()).toEqual([...ROUTE_PATHS.filter((p) => p !== '/'), '/udeskTicket'].sort());
  });

  it.each(ODD_CASE)('%s → %s', (odd, canonical) => {
    expect(safeRoutePath(odd)).toBe(canonical);
    expect(canonicalRoutePath(odd)).toBe(canonical);
    expect(safeRoutePath(odd.toUpperCase())).toBe(canonical);
  });

  it('keeps the query exactly as given', () => {
    expect(safeRoutePath('/messagecontent?id=1001&category=activeCode&subject=Launch%20Gift')).toBe(
      '/messageContent?id=1001&category=activeCode&subject=Launch%20Gift',
    );
    expect(safeRoutePath('%2FbindMail%3Ffrom%3Dclient')).toBe('/bindmail?from=client');
    expect(safeRoutePath('/forgotPassword?X=A')).toBe('/forgotpassword?X=A');
  });

  it('follows the configured ticket route, and still refuses what is no route in any case', () => {
    setAppConfig({ ticketProvider: 'zen' });
    expect(safeRoutePath('/ZENticket')).toBe('/zenTicket');
    expect(safeRoutePath('/udeskticket')).toBeNull();
    for (const raw of ['/bindMail/', '/BINDMAILS', '/v2/useragreementif', '/MANAGEACCOUNT/../INDEX', 'JAVASCRIPT:x', '/tas\u212ACenter', '/FAQ\u0130']) {
      expect(safeRoutePath(raw)).toBeNull();
      expect(canonicalRoutePath(raw)).toBeNull();
    }
  });

  it('no two routes differ by case only, so the match is never ambiguous', () => {
    const lower = [...ROUTE_PATHS, ticketRoutePath()].map((p) => p.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });
});
