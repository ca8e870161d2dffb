// Every SPEC §2 route is served (host page or remote module); anything else is left to the 404 page.
import { ROUTE_PATHS } from '@uc/shared';
import { ROUTE_TABLE, TICKET_ROUTE, resolveRoute } from '../route-table';

it('maps every SPEC route', () => {
  for (const path of ROUTE_PATHS) expect(resolveRoute(path, '/udeskTicket')).toBeDefined();
  expect(Object.keys(ROUTE_TABLE).sort()).toEqual([...ROUTE_PATHS].sort());
});

it('serves home and /index from the host and the rest from remotes', () => {
  expect(resolveRoute('/', '/udeskTicket')).toEqual({ kind: 'host', page: 'home' });
  expect(resolveRoute('/index', '/udeskTicket')).toEqual({ kind: 'host', page: 'client-entry' });
  expect(resolveRoute('/bindPhone', '/udeskTicket')).toMatchObject({ kind: 'remote', remote: 'account', module: './BindPhone' });
  expect(resolveRoute('/manageaccount', '/udeskTicket')).toMatchObject({ remote: 'account', module: './ManageAccount' });
  expect(resolveRoute('/mymessage', '/udeskTicket')).toMatchObject({ remote: 'messages', module: './MyMessage' });
  expect(resolveRoute('/faq', '/udeskTicket')).toMatchObject({ remote: 'support', module: './Faq' });
  expect(resolveRoute('/customerservice', '/udeskTicket')).toMatchObject({ remote: 'support', module: './CustomerService' });
  expect(resolveRoute('/deleteapply', '/udeskTicket')).toMatchObject({ remote: 'deletion', module: './DeleteApply' });
  expect(resolveRoute('/completionprompt', '/udeskTicket')).toMatchObject({ remote: 'account', module: './CompletionPrompt' });
});

it('routes the hosted ticket page by the configured provider name', () => {
  expect(resolveRoute('/udeskTicket', '/udeskTicket')).toBe(TICKET_ROUTE);
  expect(resolveRoute('/zendeskTicket', '/zendeskTicket')).toMatchObject({ remote: 'support', module: './HostedTicket' });
  expect(resolveRoute('/udeskTicket', '/zendeskTicket')).toBeUndefined();
});

it('knows nothing else, case-sensitively, inherited keys included', () => {
  for (const path of ['/nope', '/BindPhone', '/bindphone', '/faq/', '/toString', '/__proto__', '']) {
    expect(resolveRoute(path, '/udeskTicket')).toBeUndefined();
  }
});
