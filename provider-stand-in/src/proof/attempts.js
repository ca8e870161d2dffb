// The §8 attempt limit: 5 wrong codes for one account within 10 minutes lock its lookup/send/verify for 10 minutes.
const { fail } = require('../http/provider-error');

const MAX_WRONG = 5;
const WINDOW_MS = 10 * 60 * 1000;
const LOCK_MS = 10 * 60 * 1000;
const MESSAGE = 'Too many attempts. Try again in 10 minutes.';

/** The counter's key: the account, or the number/address itself when no account owns it. */
function attemptKey(account, channel, destination) {
  return account ? `account:${account.userId}` : `${channel}:${String(destination).toLowerCase()}`;
}

/** 1429 while the key is locked (never with the no-attempt-limit defect). */
function checkNotLocked(standIn, key) {
  if (standIn.hasDefect('no-attempt-limit')) return;
  const entry = standIn.state.attempts[key];
  if (entry && standIn.now() < entry.lockedUntil) throw fail('1429', MESSAGE);
}

/** Counts a wrong code; the 5th within the window locks the key for 10 minutes from now. */
function countWrongCode(standIn, key) {
  const now = standIn.now();
  const entry = standIn.state.attempts[key] || { wrong: [], lockedUntil: 0 };
  entry.wrong = [...entry.wrong.filter((at) => now - at < WINDOW_MS), now];
  if (entry.wrong.length >= MAX_WRONG) entry.lockedUntil = now + LOCK_MS;
  standIn.state.attempts[key] = entry;
}

module.exports = { attemptKey, checkNotLocked, countWrongCode, MAX_WRONG, LOCK_MS };
