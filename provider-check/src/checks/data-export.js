// ARCHITECTURE §8 "dataExport", when listed: the in-game export answers a url or pending.
async function dataExportChecks(c) {
  if (!c.has('dataExport')) return c.skip('dataExport.in-game', 'data export', 'dataExport is not listed in --extensions');
  return c.expectSuccess('dataExport.in-game', 'data-export', { open_id: c.session.open_id, token: c.session.token });
}

module.exports = { dataExportChecks };
