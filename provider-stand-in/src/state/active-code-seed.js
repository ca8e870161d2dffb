// The code box: 45 codes (3 pages of 20), newest first, with mixed expire / activation values.
const ACTIVATIONS = ['1', '0', '-1'];

function activeCodeItem(n) {
  const expired = n % 5 === 0; // every fifth code has expired
  const month = String(((n - 1) % 12) + 1).padStart(2, '0');
  return {
    name: `Gift pack #${n}`,
    code: `UC-${String(n).padStart(4, '0')}-${(n * 7919).toString(36).toUpperCase().padStart(4, 'X')}`,
    expire: expired ? '1' : '0',
    expireTime: expired ? `2025-${month}-28 23:59:59` : `2027-${month}-28 23:59:59`,
    activation: ACTIVATIONS[n % ACTIVATIONS.length],
  };
}

/** count codes, numbered count..1 so the newest (highest number) comes first. */
function activeCodesSeed(count = 45) {
  const codes = [];
  for (let n = count; n >= 1; n -= 1) codes.push(activeCodeItem(n));
  return codes;
}

module.exports = { activeCodesSeed, activeCodeItem };
