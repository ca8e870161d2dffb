// Planted defects for the provider-check's own tests: each breaks exactly one ARCHITECTURE §8 rule.
const DEFECTS = Object.freeze({
  'reset-without-proof': 'forget reset accepts a missing proof',
  'proof-made-up': 'any non-empty proof string is accepted',
  'proof-reusable': 'the reset does not spend the proof',
  'proof-any-account': "a proof of account A resets account B",
  'proof-any-purpose': 'a proof of any purpose is accepted for any call',
  'lookup-unmasked': 'forget lookup answers full values',
  'password-without-proof': 'change password accepts no proof',
  'no-attempt-limit': 'never 1429',
  'deletion-any-purpose': 'the deletion calls by username accept a proof of any purpose',
  'deletion-without-proof': 'the deletion calls by username accept a missing proof',
  'export-without-proof': 'the data export by username accepts a missing proof',
});

function checkDefects(list) {
  if (!Array.isArray(list)) throw new Error('defects must be an array of strings');
  for (const name of list) {
    if (!Object.hasOwn(DEFECTS, name)) throw new Error(`unknown defect ${JSON.stringify(name)}; known: ${Object.keys(DEFECTS).join(', ')}`);
  }
  return [...new Set(list)];
}

module.exports = { DEFECTS, checkDefects };
