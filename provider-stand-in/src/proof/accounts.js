// The accounts a username (bound mobile or e-mail) can name: the demo player and a second seeded account.
/**
 * The second account owns mobile 13900001111 and taken@example.com (the address "bound to another account"): its
 * e-mail stays its own only while that address is still taken, i.e. until the demo player force-binds it.
 */
function accountsOf(state) {
  const other = state.otherAccount;
  return [
    { userId: state.player.userId, mobile: state.bind.mobile || '', mail: state.bind.mail || '', holder: state.player },
    { userId: other.userId, mobile: other.mobile, mail: state.takenMails.includes(other.mail) ? other.mail : '', holder: other },
  ];
}

const sameMail = (a, b) => Boolean(a) && a.toLowerCase() === String(b).toLowerCase();

/** The account whose bound mobile or e-mail is `username`, or null. */
function accountByUsername(state, username) {
  return accountsOf(state).find((a) => (a.mobile && a.mobile === username) || sameMail(a.mail, username)) || null;
}

/** The account a mobile (channel 'sms') or an e-mail ('mail') is bound to, or null. */
function accountOwning(state, channel, value) {
  return accountsOf(state).find((a) => (channel === 'sms' ? a.mobile && a.mobile === value : sameMail(a.mail, value))) || null;
}

/** The logged-in player's account: the session the pipeline checked is always the demo player's. */
function sessionAccount(state) {
  return accountsOf(state)[0];
}

function setPassword(account, password) {
  account.holder.password = password;
}

/** The account's deletion status: the demo player's is state.deletion (what the scenario sets), the other's its own. */
function deletionOf(state, account) {
  return account.holder === state.player ? state.deletion : account.holder.deletion;
}

module.exports = { accountsOf, accountByUsername, accountOwning, sessionAccount, setPassword, deletionOf };
