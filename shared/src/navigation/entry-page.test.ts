// Which page is the entry page: the router's first history entry or a from=client page — decided by the history alone,
// and, when back is pressed while the next page's code still loads, by the live entry rather than the page on screen.
import { isEntryLocation, isEntryLocationNow } from './entry-page';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const routerEntry = (idx: number, key: string, hash: string) => window.history.replaceState({ idx, key, usr: null }, '', `/${hash}`);

describe('isEntryLocation (the page on screen)', () => {
  it('the first entry of a hash router is the entry page, a later one is not', () => {
    routerEntry(0, 'a', '#/mymessage');
    expect(isEntryLocation('a', '')).toBe(true);
    routerEntry(1, 'b', '#/mymessage');
    expect(isEntryLocation('b', '')).toBe(false);
  });

  it('from=client makes any entry an entry page; a memory router’s first entry is one too', () => {
    routerEntry(3, 'c', '#/faqDetails?from=client');
    expect(isEntryLocation('c', '?id=1&from=client')).toBe(true);
    expect(isEntryLocation('default', '')).toBe(true);
    expect(isEntryLocation('x1', '?from=game')).toBe(false);
  });
});

describe('isEntryLocationNow (back pressed while the next page loads)', () => {
  const onScreen = { key: 'b', pathname: '/mymessage', search: '' };

  it('in step with the history: the page on screen answers', () => {
    routerEntry(1, 'b', '#/mymessage');
    expect(isEntryLocationNow(onScreen)).toBe(false);
  });

  it('the history already went home (its code still loading): home exits', () => {
    routerEntry(1, 'h', '#/');
    expect(isEntryLocationNow(onScreen)).toBe(true);
    routerEntry(0, 'h', '#/');
    expect(isEntryLocationNow(onScreen)).toBe(true);
  });

  it('the history moved to another inner page: that page’s answer, not the stale one', () => {
    routerEntry(2, 'f', '#/faq');
    expect(isEntryLocationNow(onScreen)).toBe(false);
    routerEntry(0, 'f', '#/faq');
    expect(isEntryLocationNow(onScreen)).toBe(true);
    routerEntry(2, 'f', '#/faq?from=client');
    expect(isEntryLocationNow(onScreen)).toBe(true);
  });

  it('a memory router (no hash in step with it) answers from the page on screen', () => {
    window.history.replaceState({ idx: 0, key: 'stale' }, '', '/');
    expect(isEntryLocationNow({ key: 'x1', pathname: '/faq', search: '' })).toBe(false);
    expect(isEntryLocationNow({ key: 'default', pathname: '/faq', search: '' })).toBe(true);
  });
});
