// Every SPEC §7 call under /open/ (and the §8 extensions' own, marked with `extension`), one file per area.
const { compile } = require('../http/path-match');

const AREAS = ['config', 'binding', 'sms-mail', 'password', 'messages', 'active-codes', 'faq', 'deletion', 'data-export', 'misc', 'ticket-token', 'ticket-identity'];

const OPEN_ROUTES = AREAS.flatMap((area) =>
  require(`./${area}`).map((route) => ({ ...route, area, match: compile(route.path) })),
);

/** → { route, params } | { methodNotAllowed: true } | null */
function findOpenRoute(method, path) {
  let pathKnown = false;
  for (const route of OPEN_ROUTES) {
    const params = route.match(path);
    if (!params) continue;
    if (route.method === method) return { route, params };
    pathKnown = true;
  }
  return pathKnown ? { methodNotAllowed: true } : null;
}

module.exports = { OPEN_ROUTES, findOpenRoute };
