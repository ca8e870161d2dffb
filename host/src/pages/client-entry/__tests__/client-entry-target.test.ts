// SPEC §4 Client entry: the 'page' query picks the next route; only known routes are followed.
import { clientEntryTarget } from '../client-entry-target';

const target = (query: string) => clientEntryTarget(new URLSearchParams(query));

it('page=home (or no page) goes home', () => {
  expect(target('page=home')).toEqual({ to: '/', home: true, refused: false });
  expect(target('')).toEqual({ to: '/', home: true, refused: false });
});

it('the legal pages go to their v2 routes, with the other params', () => {
  expect(target('page=userprivacy&appId=a1&language=ja_JP')).toEqual({ to: '/v2/userprivacy?appId=a1&language=ja_JP', home: false, refused: false });
  expect(target('page=useragreement')).toMatchObject({ to: '/v2/useragreement' });
});

it('a known route is followed, other params carried along', () => {
  expect(target('page=bindPhone&from=client')).toEqual({ to: '/bindPhone?from=client', home: false, refused: false });
  expect(target('page=faqDetails&id=3&title=Login%20help')).toMatchObject({ to: '/faqDetails?id=3&title=Login+help' });
  expect(target('page=%2Fdeleteapply')).toMatchObject({ to: '/deleteapply' });
});

it('anything else is refused and goes home', () => {
  for (const page of ['nope', 'https://evil.example', '//evil.example', '/\\evil', 'index', 'INDEX', '..%2Ffaq', 'javascript:alert(1)']) {
    expect(target(`page=${encodeURIComponent(page)}`)).toMatchObject({ to: '/', home: true, refused: true });
  }
});

it("SPEC's own spellings in any case: home, the legal pages", () => {
  expect(target('page=Home')).toMatchObject({ to: '/', home: true, refused: false });
  expect(target('page=userPrivacy&appId=a')).toEqual({ to: '/v2/userprivacy?appId=a', home: false, refused: false });
  expect(target('page=UserAgreement')).toEqual({ to: '/v2/useragreement', home: false, refused: false });
});
