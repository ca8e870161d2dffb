// The signed identity of the hosted ticket frame: how the deployment's server signs it and how the ticket provider (here
// the stand-in's ticket client page) checks it.
const crypto = require('crypto');

// The key the deployment's server shares with the ticket provider (never the page's); the stand-in's client checks it.
const FRAME_IDENTITY_KEY = 'stand-in-frame-identity-key';
/** How long a signed identity opens the provider's page: a frame opened later asks again. */
const FRAME_IDENTITY_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * The signed string, in this order and joined by '\n': partnerId, params, uid, ts; sig = HMAC-SHA256 hex.
 * Test vector (frame-identity-signature.test.js): partnerId 'r-1', params '{"role_id":"r-1","role_name":"Knight"}', uid '10001',
 * ts '1700000000000' → sig '24d9d741c494a27132a25d1ee7debd15c75fbad2c67c73692a7bc729333469e3'.
 */
function frameIdentitySignature({ partnerId, params, uid, ts }, key = FRAME_IDENTITY_KEY) {
  return crypto.createHmac('sha256', key).update([partnerId, params, uid, ts].join('\n'), 'utf8').digest('hex');
}

/** What the stand-in's ticket client believes: the verified uid, or null (unsigned, forged or stale). */
function verifiedFrameUid(query, now = Date.now()) {
  const { partnerId, params, uid, ts, sig } = query;
  if ([partnerId, params, uid, ts, sig].some((v) => typeof v !== 'string') || !/^\d{1,15}$/.test(ts)) return null;
  const age = now - Number(ts);
  if (age < -60 * 1000 || age > FRAME_IDENTITY_MAX_AGE_MS) return null;
  const expected = Buffer.from(frameIdentitySignature({ partnerId, params, uid, ts }), 'utf8');
  const given = Buffer.from(sig, 'utf8');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? uid : null;
}

module.exports = { frameIdentitySignature, verifiedFrameUid, FRAME_IDENTITY_MAX_AGE_MS };
