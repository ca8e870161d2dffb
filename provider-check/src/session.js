// The --session file: a login payload as native sends it (ARCHITECTURE §4), a JSON object or a JSON string holding one.
const fs = require('fs');
const { publicKeyFrom } = require('./wire/encrypt-q');
const { UsageError } = require('./args');

const REQUIRED = ['token', 'open_id', 'app_id', 'public_key'];

const text = (v) => (v === undefined || v === null ? '' : String(v));

/** → the session's fields as strings, plus publicKey (a KeyObject); throws UsageError when it cannot be used. */
function readSession(file) {
  let raw;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new UsageError(`--session: cannot read ${file} (${err.code || err.message})`);
  }
  let parsed;
  try {
    parsed = JSON.parse(raw);
    if (typeof parsed === 'string') parsed = JSON.parse(parsed);
  } catch {
    throw new UsageError(`--session: ${file} is not JSON`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new UsageError(`--session: ${file} is not a JSON object`);
  const missing = REQUIRED.filter((name) => !text(parsed[name]));
  if (missing.length) throw new UsageError(`--session: ${file} has no ${missing.join(', ')}`);
  let publicKey;
  try {
    publicKey = publicKeyFrom(text(parsed.public_key));
  } catch {
    throw new UsageError('--session: public_key is neither a PEM nor the base64 of a DER public key');
  }
  const session = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, text(v)]));
  return { ...session, publicKey };
}

module.exports = { readSession };
