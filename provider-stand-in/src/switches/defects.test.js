// Each planted defect breaks exactly its one §8 rule: the same steps are refused without it and let through with it.
const { callOpen, control, useStandIn, TOKEN } = require('../testing/client');
const { forgetProof, codeProof } = require('../testing/proof-steps');
const { DEFECTS } = require('./defects');

const ctx = useStandIn({ extensions: ['proof', 'webAccount', 'dataExport'] });
const call = (method, path, payload) => callOpen(ctx.standIn, method, path, payload);
const reset = (username, proof, password = 'Reset2026x') => call('POST', '/open/oauth/forget', { username, password, proof, open_id: '' });
const change = (proof) => call('POST', '/open/oauth/password', { ...TOKEN, password: 'NewPass123', proof });
const plant = (defects) => control(ctx.standIn, 'POST', 'defects', { defects });
const OK = { status: 'ok', result: true };
const REFUSED = expect.objectContaining({ status: 'fail', error: '1401' });

// Each row: the steps that meet the rule, what the rule answers, what the defect answers.
const ROWS = {
  'reset-without-proof': {
    steps: () => reset('13812345678', undefined),
    rule: REFUSED,
    broken: OK,
  },
  'proof-made-up': {
    steps: () => reset('13812345678', 'made-up-proof'),
    rule: REFUSED,
    broken: OK,
  },
  'proof-reusable': {
    steps: async () => {
      const { proof } = await forgetProof(ctx.standIn, '13812345678');
      await reset('13812345678', proof);
      return reset('13812345678', proof, 'Again2026x');
    },
    rule: REFUSED,
    broken: OK,
  },
  'proof-any-account': {
    steps: async () => reset('13812345678', (await forgetProof(ctx.standIn, '13900001111')).proof),
    rule: REFUSED,
    broken: OK,
  },
  'proof-any-purpose': {
    steps: async () => reset('13812345678', (await codeProof(ctx.standIn, { mobile: '13812345678', target: 'mobile_change_binding' })).proof),
    rule: REFUSED,
    broken: OK,
  },
  'lookup-unmasked': {
    steps: () => call('GET', '/open/oauth/forget', { username: '13812345678', open_id: '' }),
    rule: { status: 'ok', Mobile: '138****5678', Account: 'p***@example.com' },
    broken: { status: 'ok', Mobile: '13812345678', Account: 'player@example.com' },
  },
  'password-without-proof': {
    steps: () => change(undefined),
    rule: REFUSED,
    broken: OK,
  },
  'no-attempt-limit': {
    steps: async () => {
      for (let i = 0; i < 5; i += 1) await forgetProof(ctx.standIn, '13812345678', { security: '000000' });
      return call('GET', '/open/oauth/forget', { username: '13812345678', open_id: '' });
    },
    rule: { status: 'fail', error: '1429', error_msg: 'Too many attempts. Try again in 10 minutes.' },
    broken: expect.objectContaining({ status: 'ok', Mobile: '138****5678' }),
  },
  'deletion-any-purpose': {
    steps: async () => call('POST', '/open/oauth/delete/detail', { username: '13812345678', proof: (await forgetProof(ctx.standIn, '13812345678')).proof }),
    rule: REFUSED,
    broken: { status: 'ok', appling: false, allowedApply: true, rest_time: 0 },
  },
  'deletion-without-proof': {
    steps: () => call('POST', '/open/oauth/delete/apply', { username: 'player@example.com' }),
    rule: REFUSED,
    broken: { status: 'ok' },
  },
  'export-without-proof': {
    steps: () => call('POST', '/open/oauth/export', { username: '13812345678' }),
    rule: REFUSED,
    broken: expect.objectContaining({ status: 'ok', url: expect.any(String) }),
  },
};

describe('planted defects', () => {
  it('has a row for every defect the control API takes', () => {
    expect(Object.keys(ROWS).sort()).toEqual(Object.keys(DEFECTS).sort());
  });

  it.each(Object.keys(ROWS))('%s: refused without it, let through with it', async (name) => {
    const row = ROWS[name];
    expect(await row.steps()).toEqual(row.rule);
    await control(ctx.standIn, 'POST', 'reset');
    await plant([name]);
    expect(await row.steps()).toEqual(row.broken);
  });

  // proof-any-purpose is "any call": the deletion calls' purpose rule falls with it
  const ALSO_BREAKS = { 'proof-any-purpose': ['deletion-any-purpose'] };

  it.each(Object.keys(ROWS))('%s breaks no other rule', async (name) => {
    await plant([name]);
    for (const [other, row] of Object.entries(ROWS)) {
      if (other === name || (ALSO_BREAKS[name] ?? []).includes(other)) continue;
      await control(ctx.standIn, 'POST', 'reset');
      await plant([name]);
      expect([other, await row.steps()]).toEqual([other, row.rule]);
    }
  });

  it('the any-account and any-purpose defects also reach change password; the reuse defect only the reset', async () => {
    await plant(['proof-any-account']);
    expect(await change((await codeProof(ctx.standIn, { mobile: '13900001111', target: 'mobile_change_password' })).proof)).toEqual(OK);
    await plant(['proof-any-purpose']);
    expect(await change((await forgetProof(ctx.standIn, '13812345678')).proof)).toEqual(OK);
    await plant(['proof-reusable']);
    const { proof } = await codeProof(ctx.standIn, { mobile: '13812345678', target: 'mobile_change_password' });
    expect(await change(proof)).toEqual(OK);
    expect(await change(proof)).toEqual(REFUSED);
  });
});
