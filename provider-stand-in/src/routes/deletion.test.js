// Account deletion: detail, apply, cancel, and the scenario control that changes the status.
const { callOpen, control, useStandIn, TOKEN } = require('../testing/client');
const { settleWait } = require('./deletion');

const ctx = useStandIn();
const call = (path, payload = {}) => callOpen(ctx.standIn, 'POST', `/open/oauth/delete/${path}`, { ...TOKEN, ...payload });

describe('deletion', () => {
  it('starts with no pending request and apply allowed', async () => {
    expect(await call('detail')).toEqual({ status: 'ok', appling: false, allowedApply: true, rest_time: 0 });
  });

  it('applies (appling true), refuses a second apply, then cancels (appling false)', async () => {
    expect(await call('apply', { mobile: '13812345678', real_name: '', card_number: '' })).toEqual({ status: 'ok' });
    expect(await call('detail')).toMatchObject({ appling: true });
    expect(await call('apply')).toMatchObject({ status: 'fail', error: '1602' });
    expect(await call('cancel')).toEqual({ status: 'ok', canceled: true });
    expect(await call('detail')).toMatchObject({ appling: false });
    expect(await call('cancel')).toEqual({ status: 'ok', canceled: false, error_msg: 'No pending deletion request' });
  });

  it('refuses to apply when not allowed or while rest_time runs', async () => {
    await control(ctx.standIn, 'POST', 'scenario', { deletion: { allowedApply: false } });
    expect(await call('apply')).toMatchObject({ status: 'fail', error: '1601', error_msg: expect.stringContaining('Customer Support') });
    await control(ctx.standIn, 'POST', 'scenario', { deletion: { allowedApply: true, rest_time: 3600 } });
    expect(await call('detail')).toEqual({ status: 'ok', appling: false, allowedApply: true, rest_time: 3600 });
    expect(await call('apply')).toMatchObject({ error: '1601' });
  });

  it("runs rest_time down on the stand-in's clock and, at the end, allows a new request", async () => {
    await control(ctx.standIn, 'POST', 'scenario', { deletion: { allowedApply: false, rest_time: 90 } });
    expect(await call('detail')).toEqual({ status: 'ok', appling: false, allowedApply: false, rest_time: 90 });
    await control(ctx.standIn, 'POST', 'clock', { advanceMs: 60_000 });
    expect(await call('detail')).toMatchObject({ allowedApply: false, rest_time: 30 });
    expect(await call('apply')).toMatchObject({ error: '1601' });
    await control(ctx.standIn, 'POST', 'clock', { advanceMs: 30_000 });
    expect(await call('detail')).toEqual({ status: 'ok', appling: false, allowedApply: true, rest_time: 0 });
    expect(await call('apply')).toEqual({ status: 'ok' });
  });

  it('needs the token', async () => {
    expect(await callOpen(ctx.standIn, 'POST', '/open/oauth/delete/detail', {})).toMatchObject({ status: 'fail', error: '1002' });
  });
});

describe('settleWait', () => {
  it('counts from the first read of a value, restarts on a new value, and ends with allowedApply true', () => {
    const deletion = { appling: false, allowedApply: false, rest_time: 90 };
    expect(settleWait(deletion, 1_000_000)).toBe(90);
    expect(settleWait(deletion, 1_000_500)).toBe(90);
    expect(settleWait(deletion, 1_000_000 + 60_000)).toBe(30);
    expect(deletion).toEqual({ appling: false, allowedApply: false, rest_time: 30 });
    deletion.rest_time = 3600; // a new scenario value restarts the clock
    expect(settleWait(deletion, 2_000_000)).toBe(3600);
    expect(settleWait(deletion, 2_000_000 + 7 * 60_000)).toBe(3600 - 420);
    expect(settleWait(deletion, 2_000_000 + 3600_000)).toBe(0);
    expect(deletion).toEqual({ appling: false, allowedApply: true, rest_time: 0 });
  });

  it('leaves a state without a wait alone', () => {
    const deletion = { appling: true, allowedApply: false, rest_time: 0 };
    expect(settleWait(deletion, 5)).toBe(0);
    expect(deletion).toEqual({ appling: true, allowedApply: false, rest_time: 0 });
  });
});
