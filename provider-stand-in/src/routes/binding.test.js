// Bind info, binding / change binding / unbinding, with the 1345 "bound elsewhere" rule and the fixed code 123456.
const { callOpen, useStandIn, TOKEN } = require('../testing/client');

const ctx = useStandIn();
const call = (method, path, payload) => callOpen(ctx.standIn, method, path, payload);
const bindInfo = () => call('GET', '/open/oauth/binding', { ...TOKEN, open_id: 'demo-open-id' });
const USER = { user: { open_info: { open_id: 'demo-open-id', token: 'demo-token' }, user_info: { user_id: '10001' }, extra: { nickname: 'Aria' } } };

describe('binding', () => {
  it('returns the bind info as a top-level map by type', async () => {
    expect(await bindInfo()).toEqual({ status: 'ok', mobile: '13812345678', mail: 'player@example.com', Facebook: 'fb-123', Google: 'g-1' });
  });

  it('binds an e-mail with the right code and answers the user data', async () => {
    const res = await call('POST', '/open/oauth/binding', { username: 'new@example.com', oauth_type: 'Account', security: '123456', device_id: 'd', time_wc: 1 });
    expect(res).toEqual({ status: 'ok', ...USER });
    expect((await bindInfo()).mail).toBe('new@example.com');
  });

  it('refuses a wrong code', async () => {
    const res = await call('POST', '/open/oauth/binding', { username: 'new@example.com', oauth_type: 'Account', security: '000000' });
    expect(res).toEqual({ status: 'fail', error: '1101', error_msg: 'Verification code invalid' });
    expect((await bindInfo()).mail).toBe('player@example.com');
  });

  it('answers 1345 for an e-mail bound elsewhere unless forceMailBind is true', async () => {
    const mail = { username: 'taken@example.com', oauth_type: 'Account', security: '123456' };
    expect(await call('POST', '/open/oauth/binding', mail)).toMatchObject({ status: 'fail', error: '1345' });
    expect(await call('GET', '/open/oauth/bindingnew', { ...mail, ...TOKEN, forceMailBind: false })).toMatchObject({ status: 'fail', error: '1345' });
    expect(await call('GET', '/open/oauth/bindingnew', { ...mail, ...TOKEN, forceMailBind: true })).toEqual({ status: 'ok', ...USER });
    expect((await bindInfo()).mail).toBe('taken@example.com');
    // the forced bind took the address over: a normal bind of it no longer meets 1345
    expect(await call('POST', '/open/oauth/binding', mail)).toMatchObject({ status: 'ok' });
  });

  it('binds a mobile (oauth_type Dynamic)', async () => {
    const res = await call('POST', '/open/oauth/binding', { mobile: '13900001111', oauth_type: 'Dynamic', security: '123456', country: '86', target: 'mobile_register' });
    expect(res).toEqual({ status: 'ok', ...USER });
    expect((await bindInfo()).mobile).toBe('13900001111');
  });

  it('binds a third party by POST and by bindingnew GET', async () => {
    expect(await call('POST', '/open/oauth/binding', { ...TOKEN, oauth_type: 'Twitter', oauth_id: 'tw-9', device_id: 'd', user_extra: '' })).toMatchObject({ status: 'ok' });
    expect(await call('GET', '/open/oauth/bindingnew', { ...TOKEN, oauth_type: 'Line' })).toMatchObject({ status: 'ok' });
    expect(await bindInfo()).toMatchObject({ Twitter: 'tw-9', Line: 'line-linked' });
    expect(await call('POST', '/open/oauth/binding', { oauth_type: 'Myspace' })).toMatchObject({ status: 'fail', error: '1201' });
  });

  it('answers 1345 for a provider login bound to another account; bindNew (GET) takes it over', async () => {
    const login = { ...TOKEN, oauth_type: 'Twitter', oauth_id: 'tw-taken', access_token: 'x', device_id: 'd', user_extra: '' };
    expect(await call('POST', '/open/oauth/binding', login)).toEqual({
      status: 'fail', error: '1345', error_msg: 'This Twitter account is already bound to another account',
    });
    expect(await bindInfo()).not.toHaveProperty('Twitter');
    expect(await call('GET', '/open/oauth/bindingnew', { ...login, open_id: 'demo-open-id' })).toEqual({ status: 'ok', ...USER });
    expect((await bindInfo()).Twitter).toBe('tw-taken');
    // taken over: a normal bind of the same login no longer meets 1345
    expect(await call('POST', '/open/oauth/binding', login)).toMatchObject({ status: 'ok' });
    // bindNew needs the session like any call that carries it
    expect(await call('GET', '/open/oauth/bindingnew', { oauth_type: 'Twitter', oauth_id: 'tw-2' })).toMatchObject({ status: 'fail', error: '1002' });
  });

  it('reads the simulator’s third_id as the provider login’s id', async () => {
    await call('POST', '/open/oauth/binding', { ...TOKEN, oauth_type: 'Line', third_id: 'sim-Line-id' });
    expect((await bindInfo()).Line).toBe('sim-Line-id');
  });

  it('unbinds a third party and refuses to unbind mobile or one not bound', async () => {
    expect(await call('POST', '/open/oauth/unbinding', { ...TOKEN, oauth_type: 'Facebook' })).toEqual({ status: 'ok', result: true });
    expect(await bindInfo()).not.toHaveProperty('Facebook');
    expect(await call('POST', '/open/oauth/unbinding', { ...TOKEN, oauth_type: 'Facebook' })).toMatchObject({ status: 'fail', error: '1202' });
    expect(await call('POST', '/open/oauth/unbinding', { ...TOKEN, oauth_type: 'mobile' })).toMatchObject({ status: 'fail', error: '1203' });
    expect(await call('POST', '/open/oauth/unbinding', { oauth_type: 'Google' })).toMatchObject({ status: 'fail', error: '1002' });
  });

  it('changes the bound e-mail and mobile (changebinding POST, changebindingnew GET)', async () => {
    expect(await call('POST', '/open/oauth/changebinding', { mail: 'other@example.com', security: '123456' })).toEqual({ status: 'ok', ...USER });
    expect(await call('GET', '/open/oauth/changebindingnew', { username: '13700002222', oauth_type: 'Dynamic', mobile: '13700002222', security: '123456', device_id: 'd' })).toMatchObject({ status: 'ok' });
    expect(await bindInfo()).toMatchObject({ mail: 'other@example.com', mobile: '13700002222' });
    expect(await call('GET', '/open/oauth/changebindingnew', { username: 'taken@example.com', oauth_type: 'Account', security: '123456' })).toMatchObject({ error: '1345' });
    expect(await call('GET', '/open/oauth/changebindingnew', { username: 'taken@example.com', oauth_type: 'Account', forceMailBind: 'true', security: '123456' })).toMatchObject({ status: 'ok' });
  });
});
