// ARCHITECTURE §8 "proof", when listed: the changes are refused without a good proof (1401), the lookup is masked.
const crypto = require('crypto');
const { changeProof, forgetProof } = require('./proofs');

const ENV_OTHER = 'PROVIDER_CHECK_OTHER_ACCOUNT';

const isMasked = (value, full) => value === '' || (value.includes('*') && value !== full);

async function lookupMasked(c) {
  const id = 'proof.lookup-masked';
  if (!c.facts.username) return c.skip(id, 'forget lookup', 'the test account has no phone or e-mail bound');
  const answer = await c.call('forget-lookup', { username: c.facts.username });
  if (answer.problem) return c.failed(id, 'forget lookup', answer.problem);
  if (answer.body.status !== 'ok') return c.failed(id, 'forget lookup', `refused: error ${answer.body.error} "${answer.body.error_msg ?? ''}"`);
  const { Mobile = '', Account = '' } = answer.body;
  const full = [[String(Mobile), c.facts.mobile, 'Mobile'], [String(Account), c.facts.mail, 'Account']].filter(([v, f]) => !isMasked(v, f));
  if (full.length) return c.failed(id, 'forget lookup', `answers in full: ${full.map(([v, , k]) => `${k} "${v}"`).join(', ')} (anyone who types a phone or e-mail learns the rest)`);
  return c.add(id, 'forget lookup', 'pass', `masked: Mobile "${Mobile}", Account "${Account}"`);
}

/** A reset of the test account with this proof (or none) must be refused with 1401. */
function resetRefused(c, id, proof, why) {
  const payload = { username: c.facts.username, password: c.passwordToSet().password, ...(proof === undefined ? {} : { proof }) };
  return c.expectRefused(id, 'forget-reset', payload, { codes: ['1401'], why });
}

/** Runs a row that needs a proof: skipped when one cannot be had here, failed when the provider would not give one. */
async function withProof(c, id, call, get, run) {
  const got = await get();
  if (got.skip) return c.skip(id, call, got.skip);
  if (got.reason) return c.failed(id, call, got.reason);
  return run(got.proof);
}

async function spentProof(c) {
  const id = 'proof.reset-spent-proof';
  if (!c.writes) return c.skip(id, 'forget reset', 'needs --writes (the first reset changes the password)');
  return withProof(c, id, 'forget reset', () => forgetProof(c, c.facts.username), async (proof) => {
    const first = c.passwordToSet();
    const used = await c.call('forget-reset', { username: c.facts.username, password: first.password, proof });
    if (used.problem) return c.failed(id, 'forget reset', `the first reset: ${used.problem}`);
    if (used.body.status !== 'ok') return c.failed(id, 'forget reset', `the first reset, with a fresh proof, was refused: error ${used.body.error} "${used.body.error_msg ?? ''}"`);
    await resetRefused(c, id, proof, 'with a proof a reset already spent');
    const row = c.rows[c.rows.length - 1];
    if (row.status === 'pass') row.detail += `; ${first.note}`;
    return undefined;
  });
}

async function proofChecks(c) {
  const s = c.session;
  await lookupMasked(c);
  if (!c.facts.username) {
    c.skip('proof.reset', 'forget reset', 'the test account has no phone or e-mail bound');
  } else {
    await resetRefused(c, 'proof.reset-without-proof', undefined, 'without a proof');
    await resetRefused(c, 'proof.reset-made-up-proof', `provider-check-${crypto.randomBytes(12).toString('hex')}`, 'with a made-up proof');
    await withProof(c, 'proof.reset-other-purpose', 'forget reset', () => changeProof(c), (proof) =>
      resetRefused(c, 'proof.reset-other-purpose', proof, 'with a proof of another purpose (change password)'));
    const other = c.otherAccount;
    if (!other) c.skip('proof.reset-other-account', 'forget reset', `set ${ENV_OTHER} to the phone or e-mail of another account of the test environment`);
    else {
      await withProof(c, 'proof.reset-other-account', 'forget reset', () => forgetProof(c, other), (proof) =>
        resetRefused(c, 'proof.reset-other-account', proof, `with the proof of another account (${other})`));
    }
    await spentProof(c);
  }
  const password = c.passwordToSet();
  await c.expectRefused('proof.password-without-proof', 'change-password', { password: password.password, open_id: s.open_id, token: s.token }, { codes: ['1401'], why: 'without a proof' });
  if (!c.writes) return c.skip('proof.password-with-proof', 'change password', 'needs --writes (it changes the password)');
  return withProof(c, 'proof.password-with-proof', 'change password', () => changeProof(c), (proof) => {
    const change = c.passwordToSet();
    return c.expectSuccess('proof.password-with-proof', 'change-password', { password: change.password, open_id: s.open_id, token: s.token, proof }, { passDetail: () => `changed with a proof; ${change.note}` });
  });
}

module.exports = { proofChecks, withProof, ENV_OTHER };
