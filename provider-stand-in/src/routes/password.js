// Change password (logged in) and the forgot-password lookup / reset.
const { fail } = require('../http/provider-error');
const { required } = require('../http/fields');

// SPEC §5: 8 to 16 characters with at least one letter and one digit, counted as the player sees them (code
// points; letters and digits of any script), the same rule the account pages apply.
function checkPassword(password) {
  const length = Array.from(password).length;
  if (length < 8 || length > 16 || !/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) {
    throw fail('1301', 'Password invalid');
  }
}

function knowsAccount(state, username) {
  const name = username.toLowerCase();
  return [state.bind.mobile, state.bind.mail].some((v) => v && String(v).toLowerCase() === name);
}

function changePassword({ state, payload }) {
  const password = required(payload, 'password');
  checkPassword(password);
  state.player.password = password;
  return { result: true };
}

/** Lookup by bound mobile or e-mail → the account's mobile and e-mail (Account), for the verification step. */
function forgetLookup({ state, payload }) {
  const username = required(payload, 'username');
  if (!knowsAccount(state, username)) throw fail('1302', 'Account does not exist');
  return { Mobile: state.bind.mobile || '', Account: state.bind.mail || '' };
}

function forgetReset({ state, payload }) {
  const username = required(payload, 'username');
  const password = required(payload, 'password');
  if (!knowsAccount(state, username)) throw fail('1302', 'Account does not exist');
  checkPassword(password);
  state.player.password = password;
  return { result: true };
}

module.exports = [
  { method: 'POST', path: '/open/oauth/password', auth: true, handle: changePassword },
  { method: 'GET', path: '/open/oauth/forget', handle: forgetLookup },
  { method: 'POST', path: '/open/oauth/forget', handle: forgetReset },
];
