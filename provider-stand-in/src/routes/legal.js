// Hosted documents: legal pages per locale, the fixed agreement / privacy docs, the stand-in ticket client page.
const { sendHtml, escapeHtml } = require('../http/respond');
const { verifiedFrameUid } = require('./frame-identity-signature');

const LOCALE_DOC = /^\/legal\/(?:([A-Za-z0-9_.-]+)\/)?([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,4})?)\/(Terms_of_Service|Privacy_Policy|delete_agree)\.html$/;
const DOC_TITLES = { Terms_of_Service: 'Terms of Service', Privacy_Policy: 'Privacy Policy', delete_agree: 'Account Deletion Agreement' };

function page(title, body) {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

function localeDoc(match) {
  const [, appId, locale, doc] = match;
  const title = DOC_TITLES[doc];
  return page(title, `<h1>${escapeHtml(title)}</h1><p data-locale="${escapeHtml(locale)}">Locale: ${escapeHtml(locale)}</p>`
    + (appId ? `<p data-app-id="${escapeHtml(appId)}">App: ${escapeHtml(appId)}</p>` : '')
    + '<p>This is the provider stand-in\'s copy of the document.</p>');
}

/**
 * The stand-in hosted ticket page. It shows its query; it moves around inside itself like a real provider (a next
 * page, a reply form that reloads it); its "Back to the game" button posts the provider's leave message to the user
 * center; and its link `#leave` points to another origin, so a frame can "leave the provider".
 */
function ticketClient(ctx) {
  const rows = Object.entries(ctx.query)
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td data-param="${escapeHtml(k)}">${escapeHtml(v)}</td></tr>`)
    .join('');
  const url = new URL(ctx.baseUrl);
  const otherHost = url.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  const elsewhere = `${url.protocol}//${otherHost}${url.port ? `:${url.port}` : ''}/elsewhere.html`;
  const pageNumber = Math.max(1, Number.parseInt(ctx.query.page, 10) || 1);
  const kept = Object.entries(ctx.query).filter(([k]) => k !== 'page' && k !== 'reply');
  const next = new URLSearchParams([...kept, ['page', String(pageNumber + 1)]]);
  const hidden = [...kept, ['page', String(pageNumber)]]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  // As a provider that supports signed identity: a customer only with the deployment's signature, else a visitor.
  const uid = verifiedFrameUid(ctx.query);
  const identity = uid ? `Verified customer: ${escapeHtml(uid)}` : 'Unverified visitor';
  return page('Ticket client (stand-in)', '<h1>Ticket client (stand-in)</h1>'
    + `<p id="identity" data-verified="${uid ? 'yes' : 'no'}">${identity}</p>`
    + `<p id="page-number">Page ${pageNumber}</p>`
    + `<table id="params">${rows}</table>`
    + `<p><a id="next" href="/ticket-client/index.html?${escapeHtml(next.toString())}">Next page</a></p>`
    + `<form id="reply" method="get" action="/ticket-client/index.html">${hidden}`
    + '<label>Reply <input name="reply"></label> <button type="submit">Send reply</button></form>'
    + '<p><button id="done" type="button">Back to the game</button></p>'
    + `<p><a id="leave" href="${escapeHtml(elsewhere)}">Leave the ticket provider</a></p>`
    // The provider's way to say the player is done (the user center checks the sender's origin and window).
    + '<script>document.getElementById("done").addEventListener("click", function () {'
    + ' window.parent.postMessage({ source: "uc-ticket-provider", action: "leave" }, "*"); });</script>');
}

const FIXED = {
  '/legal/agreement.html': () => page('User Agreement', '<h1>User Agreement</h1><p>The fixed hosted user agreement (stand-in).</p>'),
  '/legal/privacy.html': () => page('Privacy Policy', '<h1>Privacy Policy</h1><p>The fixed hosted privacy policy (stand-in).</p>'),
  // The same two under the addresses of the local app-config.json defaults (agreementUrl, privacyUrl).
  '/legal/fixed/user_agreement.html': () => FIXED['/legal/agreement.html'](),
  '/legal/fixed/privacy_policy.html': () => FIXED['/legal/privacy.html'](),
  '/ticket-client/index.html': ticketClient,
  '/ticket-client/': ticketClient,
  '/elsewhere.html': () => page('Elsewhere', '<h1>Elsewhere</h1><p>Not the ticket provider.</p>'),
};

/** Returns true when it answered. */
function handleDocument(ctx) {
  if (ctx.method !== 'GET') return false;
  const fixed = FIXED[ctx.path];
  if (fixed) {
    sendHtml(ctx.res, 200, fixed(ctx));
    return true;
  }
  const match = LOCALE_DOC.exec(ctx.path);
  if (!match) return false;
  sendHtml(ctx.res, 200, localeDoc(match));
  return true;
}

module.exports = { handleDocument };
