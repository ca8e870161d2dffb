// The host page's Content-Security-Policy, built from the environment's app-config.json: the remote
// origins and the legal/ticket hosts are known only at deploy time, so the policy is a header, not a meta tag.

/** The origin of an http(s) URL, or null for anything else (relative, javascript:, malformed). */
function originOf(url) {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

function origins(urls) {
  return [...new Set(urls.map(originOf).filter(Boolean))];
}

function values(record) {
  return record && typeof record === 'object' ? Object.values(record) : [];
}

/** Every frame address the config names: legal documents and the hosted ticket page. */
function frameUrls(config) {
  const frames = config.ticketFrames || {};
  return [
    config.privacyHost,
    ...values(config.privacyHostByApp),
    config.agreementUrl,
    config.privacyUrl,
    frames.default,
    ...values(frames.appDefault),
    ...values(frames.byApp).flatMap(values),
  ];
}

/** The game's theme pictures (avatar placeholder, home header): https ones, or http from theme.imageHosts. */
function themeImageOrigins(config) {
  const theme = config.theme && typeof config.theme === 'object' ? config.theme : {};
  const listed = Array.isArray(theme.imageHosts) ? theme.imageHosts : [];
  return origins([theme.avatarPlaceholder, theme.homeHeaderImage]).filter(
    (origin) => origin.startsWith('https:') || listed.includes(origin),
  );
}

/**
 * @param {object} config the parsed app-config.json the host is served with
 * @returns {Record<string, string[]>} directive → sources
 */
function cspDirectives(config = {}) {
  const remotes = origins(values(config.remotes));
  const ticketService = config.ticketService && typeof config.ticketService === 'object' ? config.ticketService : {};
  const services = origins([config.apiBase, config.ticketApiBase]);
  // The deployment's ticket endpoints (token, the frame's signed identity) are called, never shown: connect-src only.
  const tokenEndpoint = origins([ticketService.tokenUrl, ticketService.frameIdentityUrl]);
  return {
    'default-src': ["'self'"],
    // No 'unsafe-inline', no 'unsafe-eval': the host's bundle and each remote's remoteEntry/chunks only.
    'script-src': ["'self'", ...remotes],
    // Production CSS is extracted to files; React's style props go through the CSSOM, which CSP allows.
    'style-src': ["'self'", ...remotes],
    'img-src': [...new Set(["'self'", 'data:', 'blob:', ...services, ...remotes, ...themeImageOrigins(config)])],
    'font-src': ["'self'", 'data:', ...remotes],
    // Remote manifests, the provider API, the ticket service (including its uploads) and its token endpoint.
    'connect-src': [...new Set(["'self'", ...remotes, ...services, ...tokenEndpoint])],
    'frame-src': origins(frameUrls(config)).length ? origins(frameUrls(config)) : ["'none'"],
    'child-src': origins(frameUrls(config)).length ? origins(frameUrls(config)) : ["'none'"],
    // The host's own service worker (sw.js, same origin, docs/repeat-open.md); no other worker, no blob: worker.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    // Only the game's webview (top level), the page itself and the SDK simulator may frame the user center.
    'frame-ancestors': ["'self'", ...origins(Array.isArray(config.bridgeOrigins) ? config.bridgeOrigins : [])],
  };
}

/** The header value: `directive src src; …`. */
function buildCsp(config) {
  return Object.entries(cspDirectives(config))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

module.exports = { buildCsp, cspDirectives, originOf };

// `node scripts/csp.js path/to/app-config.json` prints the header value for a deployment (docs/deployment.md, "Content-Security-Policy").
if (require.main === module) {
  const fs = require('fs');
  const file = process.argv[2] || require('path').join(__dirname, '../host/dist/app-config.json');
  process.stdout.write(`${buildCsp(JSON.parse(fs.readFileSync(file, 'utf8')))}\n`);
}
