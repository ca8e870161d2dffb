// The host page's Content-Security-Policy (scripts/csp.js), pinned whole for one deployment's app-config.json: a
// directive dropped, widened or loosened fails here (security.e2e.ts checks the header nginx sends the same way).
const fs = require('fs');
const path = require('path');
const { buildCsp, cspDirectives } = require('../../scripts/csp');

// One deployment's inputs to the policy, listed: an origin the policy takes from another app-config key goes here.
const CDN = 'https://cdn.example'; // account and messages releases
const SUPPORT_CDN = 'https://support-cdn.example';
const DELETION_CDN = 'https://deletion.example';
const API = 'https://api.example'; // apiBase
const TICKET_API = 'https://tickets.example'; // ticketApiBase
const LEGAL = 'https://legal.example'; // privacyHost, agreementUrl, privacyUrl
const TICKET_FRAME = 'https://help.example'; // ticketFrames
const SIMULATOR = 'https://sdk-sim.example'; // bridgeOrigins
const THEME_IMAGES = 'https://img.example'; // theme.avatarPlaceholder
const TOKEN = 'https://uc-api.example'; // ticketService.tokenUrl

const CONFIG = {
  remotes: {
    account: `${CDN}/account/1.4.0/mf-manifest.json`,
    messages: `${CDN}/messages/2.0.1/mf-manifest.json`,
    support: `${SUPPORT_CDN}/mf-manifest.json`,
    deletion: `${DELETION_CDN}/d/mf-manifest.json`,
  },
  apiBase: `${API}/`,
  ticketApiBase: `${TICKET_API}/api/`,
  privacyHost: `${LEGAL}/`,
  agreementUrl: `${LEGAL}/fixed/user_agreement.html`,
  privacyUrl: `${LEGAL}/fixed/privacy_policy.html`,
  ticketFrames: { byApp: {}, appDefault: {}, default: `${TICKET_FRAME}/client/index.html` },
  bridgeOrigins: [SIMULATOR],
  theme: { avatarPlaceholder: `${THEME_IMAGES}/avatar.png` },
  ticketService: { tokenUrl: `${TOKEN}/ticket/token` },
};

const REMOTES = [CDN, SUPPORT_CDN, DELETION_CDN];
const SERVICES = [API, TICKET_API];

test('every directive, as docs/deployment.md lists it, for one deployment', () => {
  expect(cspDirectives(CONFIG)).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...REMOTES],
    'style-src': ["'self'", ...REMOTES],
    'img-src': ["'self'", 'data:', 'blob:', ...SERVICES, ...REMOTES, THEME_IMAGES],
    'font-src': ["'self'", 'data:', ...REMOTES],
    'connect-src': ["'self'", ...REMOTES, ...SERVICES, TOKEN],
    'frame-src': [LEGAL, TICKET_FRAME],
    'child-src': [LEGAL, TICKET_FRAME],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'", SIMULATOR],
  });
});

// docs/deployment.md's table: `directive` | sources, a source being a keyword or scheme in backticks or one of the
// doc's origin groups, "X, else `'none'`" when X is empty. Each group is what the doc says it is made of, for a config.
const DOC_GROUPS = {
  'the remote origins': (c) => originsOf(Object.values(c.remotes || {})),
  'the service origins': (c) => originsOf([c.apiBase, c.ticketApiBase]),
  'the token endpoint origin': (c) => originsOf([c.ticketService && c.ticketService.tokenUrl]),
  'the theme image origins': ({ theme = {} }) =>
    originsOf([theme.avatarPlaceholder, theme.homeHeaderImage]).filter((o) => o.startsWith('https:') || (theme.imageHosts || []).includes(o)),
  'the frame origins': ({ ticketFrames: f = {}, ...c }) =>
    originsOf([
      c.privacyHost,
      ...Object.values(c.privacyHostByApp || {}),
      c.agreementUrl,
      c.privacyUrl,
      f.default,
      ...Object.values(f.appDefault || {}),
      ...Object.values(f.byApp || {}).flatMap(Object.values),
    ]),
  'the bridge origins': (c) => originsOf(c.bridgeOrigins || []),
};
const originsOf = (urls) => [...new Set(urls.filter(Boolean).map((u) => new URL(u).origin))];

function docTable() {
  const doc = fs.readFileSync(path.join(__dirname, '../../docs/deployment.md'), 'utf8');
  const from = doc.indexOf('### Content-Security-Policy');
  const section = doc.slice(from, doc.indexOf('\n## ', from));
  return [...section.matchAll(/^\| `([a-z-]+)` \| ([^|]+) \|/gm)].map(([, directive, cell]) => [directive, cell.trim()]);
}

/** The sources a row of the doc says, for one config. */
function docSources(cell, config) {
  const [main, fallback] = cell.split(', else ');
  const expand = (list) =>
    list.split(', ').flatMap((item) => {
      const literal = /^`([^`]+)`$/.exec(item);
      if (literal) return [literal[1]];
      if (!DOC_GROUPS[item]) throw new Error(`docs/deployment.md: "${item}" is neither a quoted source nor an origin group`);
      return DOC_GROUPS[item](config);
    });
  const sources = [...new Set(expand(main))];
  return sources.length === 0 && fallback ? expand(fallback) : sources;
}

test('docs/deployment.md lists every directive the builder writes, each with its value', () => {
  const rows = docTable();
  expect(rows.map(([d]) => d)).toEqual(Object.keys(cspDirectives(CONFIG)));
  for (const config of [CONFIG, {}]) {
    const written = cspDirectives(config);
    for (const [directive, cell] of rows) expect([directive, docSources(cell, config)]).toEqual([directive, written[directive]]);
  }
});

test('the header is those directives, in that order, nothing unsafe', () => {
  const header = buildCsp(CONFIG);
  expect(header.split('; ')).toEqual(Object.entries(cspDirectives(CONFIG)).map(([name, sources]) => `${name} ${sources.join(' ')}`));
  expect(header).not.toMatch(/unsafe-|\*|http:/);
});

test('a config naming nothing: the page, its data pictures and no frames at all', () => {
  expect(cspDirectives({})).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'child-src': ["'none'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  });
});
test('connect-src allows the origin of ticketService.tokenUrl (and only its origin)', () => {
  const d = cspDirectives({
    apiBase: 'https://api.example/',
    ticketApiBase: 'https://tickets.example/api/',
    ticketService: { tokenUrl: 'https://uc-api.example/ticket/token?x=1' },
  });
  expect(d['connect-src']).toEqual(["'self'", 'https://api.example', 'https://tickets.example', 'https://uc-api.example']);
});

test('connect-src allows the origin of ticketService.frameIdentityUrl, the frame identity signer', () => {
  const d = cspDirectives({ apiBase: 'https://api.example/', ticketService: { frameIdentityUrl: 'https://signer.example/frame-identity' } });
  expect(d['connect-src']).toEqual(["'self'", 'https://api.example', 'https://signer.example']);
});

test('no tokenUrl, or one that is not http(s): nothing added', () => {
  const base = { apiBase: 'https://api.example/', ticketApiBase: 'https://api.example/tickets/' };
  expect(cspDirectives(base)['connect-src']).toEqual(["'self'", 'https://api.example']);
  expect(cspDirectives({ ...base, ticketService: { tokenUrl: 'javascript:alert(1)' } })['connect-src']).toEqual(["'self'", 'https://api.example']);
  expect(cspDirectives({ ...base, ticketService: 'x' })['connect-src']).toEqual(["'self'", 'https://api.example']);
});
