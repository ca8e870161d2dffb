// Account deletion: status, apply, cancel under /open/oauth/delete/.
const { fail } = require('../http/provider-error');

function detail({ state }) {
  const { appling, allowedApply, rest_time } = state.deletion;
  return { appling, allowedApply, rest_time };
}

function apply({ state }) {
  const { deletion } = state;
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
