// Account deletion: status, apply, cancel under /open/oauth/delete/: by the token (SPEC §7) or, with the §8 webAccount
// extension, by {username, proof} for any seeded account (each has its own status).
const { fail } = require('../http/provider-error');
const { deletionOf } = require('../proof/accounts');
const { callerAccount } = require('../proof/web-caller');

// rest_time runs down in real time, so a test can watch a short wait end as the page does (SPEC §4: at the end
// rest_time becomes 0 and allowedApply true). The clock starts when the stand-in first reads a value it did not
// write itself (a scenario's or the seed's), i.e. on the first deletion call after the scenario was set.
const waitClocks = new WeakMap();

/** Brings state.deletion.rest_time (and allowedApply at the end) up to `now`; returns the seconds left. */
function settleWait(deletion, now = Date.now()) {
  let clock = waitClocks.get(deletion);
  if (!clock || clock.written !== deletion.rest_time) {
    clock = { start: Math.max(0, deletion.rest_time), since: now };
  }
  const left = Math.max(0, Math.ceil(clock.start - (now - clock.since) / 1000));
  if (clock.start > 0 && left === 0) deletion.allowedApply = true;
  deletion.rest_time = left;
  clock.written = left;
  waitClocks.set(deletion, clock);
  return left;
}

/** The status of the account the call is for; planted defects loosen only the web way in. */
function statusOf(ctx) {
  const web = ctx.standIn.speaks('webAccount');
  const account = callerAccount(ctx, { web, defects: { missing: 'deletion-without-proof', purpose: 'deletion-any-purpose' } });
  return deletionOf(ctx.state, account);
}

function detail(ctx) {
  const deletion = statusOf(ctx);
  settleWait(deletion);
  const { appling, allowedApply, rest_time } = deletion;
  return { appling, allowedApply, rest_time };
}

function apply(ctx) {
  const deletion = statusOf(ctx);
  settleWait(deletion);
  if (deletion.appling) throw fail('1602', 'A deletion request is already pending');
  if (!deletion.allowedApply || deletion.rest_time > 0) {
    throw fail('1601', "We are sorry. The cancellation request you sent isn't valid. Please contact Customer Support!");
  }
  deletion.appling = true;
  return {};
}

function cancel(ctx) {
  const deletion = statusOf(ctx);
  if (!deletion.appling) return { canceled: false, error_msg: 'No pending deletion request' };
  deletion.appling = false;
  return { canceled: true };
}

module.exports = [
  { method: 'POST', path: '/open/oauth/delete/detail', handle: detail },
  { method: 'POST', path: '/open/oauth/delete/apply', handle: apply },
  { method: 'POST', path: '/open/oauth/delete/cancel', handle: cancel },
];
module.exports.settleWait = settleWait;
