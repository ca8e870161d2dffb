// ARCHITECTURE §8 "webAccount", when listed: the deletion calls by username and a deletion proof (not spent by them),
// refused without a proof or with another purpose's; with --writes a request is made and withdrawn by proof alone.
const { deleteProof, forgetProof } = require('./proofs');
const { withProof } = require('./proof');

const ROWS = ['webAccount.delete-detail', 'webAccount.without-proof', 'webAccount.other-purpose', 'webAccount.apply-cancel'];

/** Apply then cancel with the same proof and no token: the test account ends as it was. */
async function applyAndCancel(c, username, proof) {
  const id = 'webAccount.apply-cancel';
  if (!c.writes) return c.skip(id, 'delete apply', 'needs --writes (it asks for deletion, then withdraws it)');
  const status = c.facts.deletion;
  if (!status || status.appling || !status.allowedApply) return c.skip(id, 'delete apply', 'the test account cannot ask for deletion now (a request is pending, or allowedApply is false): left as it is');
  const applied = await c.expectSuccess(id, 'delete-apply-web', { username, proof });
  if (!applied) return undefined;
  c.rows.pop(); // one row for the pair: the cancel decides it
  return c.expectSuccess(id, 'delete-cancel-web', { username, proof }, {
    passDetail: (b) => (b.canceled === true ? 'applied and withdrawn with one proof and no token: the proof was not spent, the account is as before' : ''),
  }).then((body) => {
    if (body && body.canceled !== true) {
      Object.assign(c.rows[c.rows.length - 1], { status: 'fail', detail: `answered canceled ${JSON.stringify(body.canceled)}: the test account has a pending deletion request now` });
    }
  });
}

async function webAccountChecks(c) {
  if (!c.has('webAccount')) {
    for (const id of ROWS) c.skip(id, 'delete detail', 'webAccount is not listed in --extensions');
    return undefined;
  }
  const username = c.facts.username;
  if (!username) {
    for (const id of ROWS) c.skip(id, 'delete detail', 'the test account has no phone or e-mail bound');
    return undefined;
  }
  await withProof(c, 'webAccount.delete-detail', 'delete detail', () => deleteProof(c, username), async (proof) => {
    await c.expectSuccess('webAccount.delete-detail', 'delete-detail-web', { username, proof });
    c.facts.deleteProof = proof;
  });
  await c.expectRefused('webAccount.without-proof', 'delete-detail-web', { username }, { codes: ['1401'], why: 'without a proof' });
  if (!c.has('proof')) c.skip('webAccount.other-purpose', 'delete detail', 'needs proof in --extensions (a forgot-password proof to offer in its place)');
  else {
    await withProof(c, 'webAccount.other-purpose', 'delete detail', () => forgetProof(c, username), (proof) =>
      c.expectRefused('webAccount.other-purpose', 'delete-detail-web', { username, proof }, { codes: ['1401'], why: 'with a proof of another purpose (forgot password)' }));
  }
  if (!c.facts.deleteProof) return c.skip('webAccount.apply-cancel', 'delete apply', 'no deletion proof (see webAccount.delete-detail)');
  return applyAndCancel(c, username, c.facts.deleteProof);
}

module.exports = { webAccountChecks };
