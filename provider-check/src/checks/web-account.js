// ARCHITECTURE §8 "webAccount", when listed: the deletion calls by username and a deletion proof, and only that proof.
const { deleteProof, forgetProof } = require('./proofs');
const { withProof } = require('./proof');

async function webAccountChecks(c) {
  const id = 'webAccount.other-purpose';
  if (!c.has('webAccount')) return c.skip(id, 'delete detail', 'webAccount is not listed in --extensions');
  const username = c.facts.username;
  if (!username) return c.skip(id, 'delete detail', 'the test account has no phone or e-mail bound');
  await withProof(c, 'webAccount.delete-detail', 'delete detail', () => deleteProof(c, username), (proof) =>
    c.expectSuccess('webAccount.delete-detail', 'delete-detail-web', { username, proof }));
  return withProof(c, id, 'delete detail', () => forgetProof(c, username), (proof) =>
    c.expectRefused(id, 'delete-detail-web', { username, proof }, { codes: ['1401'], why: 'with a proof of another purpose (forgot password)' }));
}

module.exports = { webAccountChecks };
