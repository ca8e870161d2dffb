// ARCHITECTURE §8 "dataExport", when listed: the export answers a url (that serves the copy) or pending, in the game by
// token and on the web by a deletion proof (webAccount's); the web way refuses a missing proof.
const ROWS = ['dataExport.in-game', 'dataExport.link', 'dataExport.web', 'dataExport.web-without-proof'];

/** The copy behind the link must answer 200 while the link is valid. */
async function linkServes(c, answer) {
  const id = 'dataExport.link';
  if (!answer) return c.skip(id, 'data export', 'no answer to follow (see dataExport.in-game)');
  if (answer.pending === true) return c.skip(id, 'data export', 'the provider answered pending: it e-mails the copy');
  try {
    const res = await fetch(answer.url, { signal: AbortSignal.timeout(c.target.timeoutMs), redirect: 'follow' });
    await res.arrayBuffer();
    if (res.status !== 200) return c.failed(id, 'data export', `the link ${answer.url} answered HTTP ${res.status}`);
    if (!(answer.expires > Date.now())) return c.failed(id, 'data export', `expires ${answer.expires} is not in the future (ms since the epoch)`);
    return c.add(id, 'data export', 'pass', `the link serves the copy (${res.headers.get('content-type') || 'no content type'}) until ${new Date(answer.expires).toISOString()}`);
  } catch (err) {
    return c.failed(id, 'data export', `the link ${answer.url} could not be fetched: ${err.name === 'TimeoutError' ? `no answer within ${c.target.timeoutMs} ms` : err.message}`);
  }
}

async function dataExportChecks(c) {
  if (!c.has('dataExport')) {
    for (const id of ROWS) c.skip(id, 'data export', 'dataExport is not listed in --extensions');
    return undefined;
  }
  const inGame = await c.expectSuccess('dataExport.in-game', 'data-export', { open_id: c.session.open_id, token: c.session.token }, {
    passDetail: (b) => (b.pending === true ? 'pending: the provider e-mails the copy' : 'a link to the copy'),
  });
  await linkServes(c, inGame);
  const username = c.facts.username;
  if (!c.has('webAccount')) c.skip('dataExport.web', 'data export', 'needs webAccount in --extensions (a deletion proof)');
  else if (!c.facts.deleteProof) c.skip('dataExport.web', 'data export', 'no deletion proof (see webAccount.delete-detail)');
  else await c.expectSuccess('dataExport.web', 'data-export-web', { username, proof: c.facts.deleteProof });
  if (!username) return c.skip('dataExport.web-without-proof', 'data export', 'the test account has no phone or e-mail bound');
  if (!c.has('webAccount')) return c.skip('dataExport.web-without-proof', 'data export', 'needs webAccount in --extensions (the web way in)');
  return c.expectRefused('dataExport.web-without-proof', 'data-export-web', { username }, { codes: ['1401'], why: 'without a proof' });
}

module.exports = { dataExportChecks };
