// The host page's CSP (scripts/csp.js): the ticket-token endpoint the page asks (ticketService.tokenUrl) is reachable.
const { cspDirectives } = require('../../scripts/csp');

test('connect-src allows the origin of ticketService.tokenUrl (and only its origin)', () => {
  const d = cspDirectives({
    apiBase: 'https://api.example/',
    ticketApiBase: 'https://tickets.example/api/',
    ticketService: { tokenUrl: 'https://uc-api.example/ticket/token?x=1' },
  });
  expect(d['connect-src']).toEqual(["'self'", 'https://api.example', 'https://tickets.example', 'https://uc-api.example']);
});

test('no tokenUrl, or one that is not http(s): nothing added', () => {
  const base = { apiBase: 'https://api.example/', ticketApiBase: 'https://api.example/tickets/' };
  expect(cspDirectives(base)['connect-src']).toEqual(["'self'", 'https://api.example']);
  expect(cspDirectives({ ...base, ticketService: { tokenUrl: 'javascript:alert(1)' } })['connect-src']).toEqual(["'self'", 'https://api.example']);
  expect(cspDirectives({ ...base, ticketService: 'x' })['connect-src']).toEqual(["'self'", 'https://api.example']);
});
