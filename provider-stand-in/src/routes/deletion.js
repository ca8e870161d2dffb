// Account deletion: status, apply, cancel under /open/oauth/delete/.
const { fail } = require('../http/provider-error');

// rest_time runs down on the stand-in's clock (real time plus what advanceClock added), so a test can watch a short wait
// end as the page does (SPEC §4: at the end rest_time becomes 0 and allowedApply true) without sleeping. The count starts
// when the stand-in first reads a value it did not write itself (a scenario's or the seed's), i.e. on the first
// deletion call after the scenario was set.
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

function detail({ state, standIn }) {
  settleWait(state.deletion, standIn.now());
  const { appling, allowedApply, rest_time } = state.deletion;
  return { appling, allowedApply, rest_time };
}

function apply({ state, standIn }) {
  const { deletion } = state;
  settleWait(deletion, standIn.now());
  if (deletion.appling) throw fail('1602', 'A deletion request is already pending');
  if (!deletion.allowedApply || deletion.rest_time > 0) {
    throw fail('1601', "We are sorry. The cancellation request you sent isn't valid. Please contact Customer Support!");
  }
  deletion.appling = true;
  return {};
}

function cancel({ state }) {
  if (!state.deletion.appling) return { canceled: false, error_msg: 'No pending deletion request' };
  state.deletion.appling = false;
  return { canceled: true };
}

module.exports = [
  { method: 'POST', path: '/open/oauth/delete/detail', auth: true, handle: detail },
  { method: 'POST', path: '/open/oauth/delete/apply', auth: true, handle: apply },
  { method: 'POST', path: '/open/oauth/delete/cancel', auth: true, handle: cancel },
];
module.exports.settleWait = settleWait;
