// The deployment's own ticket-token endpoint (the user center's ticketService.tokenUrl): the page sends its session as
// every /open/ call does (q: token, open_id, user_id), the pipeline checks it against the player, and the token is
// signed here with the key the server keeps, never in the page. The token is bound to whom it may file for.
const { issueTicketToken } = require('./ticket-service');

/** The ticket service's app on the server side (the page never names it or its key). */
const SERVER_TICKET_APP_ID = 'uc-server';

function ticketToken({ state, payload }) {
  // The pipeline has checked a carried token and open_id / user_id against the player: a token here is the player's.
  const loggedIn = payload.token !== undefined && payload.token !== null && payload.token !== '';
  const binding = loggedIn ? { kind: 'member', partnerId: state.player.userId } : { kind: 'guest' };
  return { token: issueTicketToken(state, SERVER_TICKET_APP_ID, binding) };
}

module.exports = [{ method: 'POST', path: '/open/ticket/token', handle: ticketToken }];
