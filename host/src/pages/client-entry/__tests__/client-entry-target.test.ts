// SPEC §4 Client entry: the 'page' query picks the next route; only known routes are followed.
import { clientEntryTarget, NOT_FOUND_PATH } from '../client-entry-target';

const target = (query: string) => clientEntryTarget(new URLSearchParams(query));

it('page=home (or no page) goes home', () => {
  expect(target('page=home')).toEqual({ to: '/', home: true, notFound: false });
  expect(target('')).toEqual({ to: '/', home: true, notFound: false });
});

it('the legal pages go to their v2 routes, with the other params', () => {
  expect(target('page=userprivacy&appId=a1&language=ja_JP')).toEqual({ to: '/v2/userprivacy?appId=a1&language=ja_JP', home: false, notFound: false });
  expect(target('page=useragreement')).toMatchObject({ to: '/v2/useragreement' });
});

it('a known route is followed, other params carried along', () => {
  expect(target('page=bindPhone&from=client')).toEqual({ to: '/bindPhone?from=client', home: false, notFound: false });
  expect(target('page=faqDetails&id=3&title=Login%20help')).toMatchObject({ to: '/faqDetails?id=3&title=Login+help' });
  expect(target('page=%2Fdeleteapply')).toMatchObject({ to: '/deleteapply' });
});

it('a plain unknown name is "that route": the 404 page at its own path', () => {
  expect(target('page=nope&from=client')).toEqual({ to: '/nope', home: false, notFound: true });
  expect(target('page=%2Fnosuchpage')).toEqual({ to: '/nosuchpage', home: false, notFound: true });
});

it('anything else (unsafe, or /index itself) is the 404 page at a path no route has', () => {
  for (const page of ['https://evil.example', '//evil.example', '/\\evil', 'index', 'INDEX', '..%2Ffaq', 'javascript:alert(1)', 'evil.example']) {
    expect(target(`page=${encodeURIComponent(page)}`)).toEqual({ to: NOT_FOUND_PATH, home: false, notFound: true });
  }
});

it("SPEC's own spellings in any case: home, the legal pages", () => {
  expect(target('page=Home')).toMatchObject({ to: '/', home: true, notFound: false });
  expect(target('page=userPrivacy&appId=a')).toEqual({ to: '/v2/userprivacy?appId=a', home: false, notFound: false });
  expect(target('page=UserAgreement')).toEqual({ to: '/v2/useragreement', home: false, notFound: false });
});
