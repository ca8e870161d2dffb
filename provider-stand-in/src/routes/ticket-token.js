// The deployment's own ticket-token endpoint (the user center's ticketService.tokenUrl): the page sends its session as
// every /open/ call does (q: token, open_id, user_id), the pipeline checks it against the player, and the server —
// never the page — decides whom the token files for: the checked player's support customer, or a fresh guest customer
// of its own. The token is signed here with the key the server keeps and bound to that one customer.
const crypto = require('crypto');
const { fail } = require('../http/provider-error');
const { issueTicketToken, ensureCustomer, GUEST_PARTNER_PREFIX } = require('./ticket-service');

/** The ticket service's app on the server side (the page never names it or its key). */
const SERVER_TICKET_APP_ID = 'uc-server';
// Guest tokens per client address and window: a guest token is a ticket and a few images, so this caps desk flooding.
const GUEST_TOKENS_PER_WINDOW = 10;
const GUEST_WINDOW_MS = 10 * 60 * 1000;
/** What one guest token may do: one ticket with up to four images (the form's maximum). */
const GUEST_QUOTA = Object.freeze({ tickets: 1, uploads: 4 });

function clientAddress(req) {
  return (req && req.socket && req.socket.remoteAddress) || 'unknown';
}

/** Counts a guest token for this address, or refuses with 1429 once the window's allowance is spent. */
function takeGuestAllowance(state, address, now) {
  const seen = (state.ticketService.guestTokensBy[address] || []).filter((at) => now - at < GUEST_WINDOW_MS);
  if (seen.length >= GUEST_TOKENS_PER_WINDOW) {
    state.ticketService.guestTokensBy[address] = seen;
    throw fail('1429', 'Too many support requests from this device. Try again later.');
  }
  state.ticketService.guestTokensBy[address] = [...seen, now];
}

function ticketToken({ state, payload, req }) {
  // The pipeline has checked a carried token and open_id / user_id against the player: a token here is the player's.
  const loggedIn = payload.token !== undefined && payload.token !== null && payload.token !== '';
  let binding;
  if (loggedIn) {
    const partnerId = state.player.userId;
    binding = { kind: 'member', partnerId, customerId: ensureCustomer(state, partnerId, state.player.nickname) };
  } else {
    takeGuestAllowance(state, clientAddress(req), Date.now());
    const partnerId = `${GUEST_PARTNER_PREFIX}${crypto.randomBytes(8).toString('hex')}`;
    binding = { kind: 'guest', partnerId, customerId: ensureCustomer(state, partnerId, ''), quota: { ...GUEST_QUOTA } };
  }
  return { token: issueTicketToken(state, SERVER_TICKET_APP_ID, binding), customerId: binding.customerId };
}

module.exports = [{ method: 'POST', path: '/open/ticket/token', handle: ticketToken }];
