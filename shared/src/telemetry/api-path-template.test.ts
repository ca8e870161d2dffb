// The path a call is counted under: fixed words kept, every value (ids, codes, addresses, numbers, query) replaced.
import { setAppConfig } from '../config/app-config';
import { apiPathTemplate, templateOfPath } from './api-path-template';

afterEach(() => setAppConfig({}));

test.each([
  ['open/sdk/config', 'open/sdk/config'],
  ['/open/message/123/', 'open/message/:id'],
  ['open/oauth/delete/apply', 'open/oauth/delete/apply'],
  ['open/user/aria@example.com', 'open/user/:id'],
  ['open/user/+8613912345678', 'open/user/:id'],
  ['open/user/a%20b', 'open/user/:id'],
  ['open/token/eyJhbGciOiJIUzI1NiJ9', 'open/token/:id'],
  ['open/x/abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz', 'open/x/:id'],
  ['ticket/save-user', 'ticket/save-user'],
])('%s → %s', (path, template) => {
  expect(templateOfPath(path)).toBe(template);
});

test('below apiBase, below ticketApiBase (ticket/…), relative, or other; never the query', () => {
  setAppConfig({ apiBase: 'https://api.game.example/uc/', ticketApiBase: 'https://tickets.example/api/' });
  expect(apiPathTemplate('https://api.game.example/uc/open/message/77?token=abc&open_id=x')).toBe('open/message/:id');
  expect(apiPathTemplate('https://tickets.example/api/token?sign=abc')).toBe('ticket/token');
  expect(apiPathTemplate('open/sdk/faq#x')).toBe('open/sdk/faq');
  expect(apiPathTemplate('https://elsewhere.example/open/sdk/config')).toBe('other');
  expect(apiPathTemplate(undefined)).toBe('other');
});

test('the ticket service below the provider root (the local setup) still counts as the ticket service', () => {
  expect(apiPathTemplate('http://localhost:3100/ticket-api/save-ticket')).toBe('ticket/save-ticket');
  expect(apiPathTemplate('http://localhost:3100/open/sdk/config')).toBe('open/sdk/config');
});

test("the caller's template wins over the URL, and is itself checked", () => {
  expect(apiPathTemplate('http://localhost:3100/open/activeCode/case/WELCOME', 'open/activeCode/case/:id')).toBe('open/activeCode/case/:id');
  expect(apiPathTemplate('http://localhost:3100/x', 'open/user/13912345678?x=1')).toBe('open/user/:id');
});
