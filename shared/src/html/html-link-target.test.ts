// Which links in server HTML stay inside the app, which leave through a new context, which are refused.
import { htmlLinkTarget } from './html-link-target';

const HERE = new URL('https://uc.example/index.html#/messageContent?id=1') as unknown as Location;

describe('htmlLinkTarget', () => {
  it.each([
    ['#/faq', { kind: 'route', path: '/faq' }],
    ['#/faqDetails?id=3&title=x', { kind: 'route', path: '/faqDetails?id=3&title=x' }],
    ['https://uc.example/index.html#/codebox', { kind: 'route', path: '/codebox' }],
    ['https://example.com/events', { kind: 'web', url: 'https://example.com/events' }],
    ['  HTTP://Example.com/x  ', { kind: 'web', url: 'https://example.com/x' }],
    ['https://uc.example/other.html#/faq', { kind: 'web', url: 'https://uc.example/other.html#/faq' }],
  ])('%p → %p', (href, expected) => {
    expect(htmlLinkTarget(href, HERE)).toEqual(expected);
  });

  it.each([
    '#/nowhere', '#//evil.example', '#/faq\\..', 'https://uc.example/index.html#/unknown', 'javascript:alert(1)',
    'mailto:a@b.c', 'data:text/html,x', '/faq', 'faq.html', 'ftp://x', '',
  ])('refuses %p', (href) => {
    expect(htmlLinkTarget(href, HERE)).toEqual({ kind: 'refused' });
  });
});
