// Account deletion: detail, apply, cancel, and the scenario control that changes the status.
const { callOpen, control, useStandIn, TOKEN } = require('../testing/client');

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

  it('needs the token', async () => {
    expect(await callOpen(ctx.standIn, 'POST', '/open/oauth/delete/detail', {})).toMatchObject({ status: 'fail', error: '1002' });
  });
});
