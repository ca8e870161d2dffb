// Requests that must fail, always: the failure shape of a q that does not decrypt and of a wrong token.
const crypto = require('crypto');

async function errorChecks(c) {
  const q = crypto.randomBytes(256).toString('base64');
  await c.expectRefused('errors.undecryptable-q', 'config', {}, { q, why: 'a q that does not decrypt' });
  await c.expectRefused('errors.wrong-token', 'bind-info', { open_id: c.session.open_id, token: 'provider-check-wrong-token' }, { why: 'a wrong token' });
}

module.exports = { errorChecks };
