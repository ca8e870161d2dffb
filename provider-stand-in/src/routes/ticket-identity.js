// The deployment's signed identity for the hosted ticket frame (the user center's ticketService.frameIdentityUrl): the
// page sends its session as every /open/ call does; the server checks it and signs who the framed ticket provider is
// talking to, so the provider trusts the signature, never a partnerId the page wrote into the address (review M5).
const { frameIdentitySignature } = require('./frame-identity-signature');

function text(value) {
  return value === undefined || value === null ? '' : String(value);
}

function frameIdentity({ state, payload }) {
  // auth: the pipeline refused a missing or foreign token; uid is the checked player's, never what the page says.
  const roleId = text(payload.role_id);
  const identity = {
    partnerId: roleId,
    params: JSON.stringify({ role_id: roleId, role_name: text(payload.role_name) }),
    uid: state.player.userId,
    ts: String(Date.now()),
  };
  return { params: { ...identity, sig: frameIdentitySignature(identity) } };
}

module.exports = [{ method: 'POST', path: '/open/ticket/frame-identity', auth: true, handle: frameIdentity }];
