// What a provider without the §8 extensions leaves open, in plain words: `warn` rows, never `fail` (SPEC §7 allows it).
function openWithoutProof(c) {
  if (!c.has('proof')) {
    c.add('open.reset-without-proof', 'forget reset', 'warn', 'SPEC §7 resets a password with {username, password} and no proof that a code was checked: anyone who knows a player\'s phone or e-mail can reset it (ARCHITECTURE §8 proof closes this)');
    c.add('open.password-by-token', 'change password', 'warn', 'SPEC §7 changes a password with the token alone: a stolen token takes the account (ARCHITECTURE §8 proof asks for a code sent to the player\'s own phone or e-mail)');
    const lookup = c.facts.lookup;
    const full = lookup && [lookup.Mobile, lookup.Account].some((v) => typeof v === 'string' && v !== '' && !v.includes('*'));
    c.add('open.full-lookup', 'forget lookup', 'warn', full
      ? `answers the full number and address ("${lookup.Mobile}", "${lookup.Account}") to anyone who types one of them (ARCHITECTURE §8 proof masks them)`
      : 'SPEC §7 lets the lookup answer the full number and address (this one did not here)');
    c.add('open.attempts', 'verify SMS', 'warn', 'SPEC §7 sets no limit on wrong codes (ARCHITECTURE §8 proof answers 1429)');
  }
  if (!c.has('webAccount')) {
    c.add('open.no-web-deletion', 'delete apply', 'warn', 'no way to ask for deletion outside the game: the deletion calls take the game\'s token only (ARCHITECTURE §8 webAccount; Google Play asks for a web link)');
  }
}

module.exports = { openWithoutProof };
