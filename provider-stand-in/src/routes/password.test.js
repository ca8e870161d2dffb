// Change password and the forgot-password lookup and reset.
const { callOpen, useStandIn, TOKEN } = require('../testing/client');

const ctx = useStandIn();
const call = (method, path, payload) => callOpen(ctx.standIn, method, path, payload);

describe('password', () => {
  it('changes the password when it is 8–16 chars with a letter and a digit', async () => {
    expect(await call('POST', '/open/oauth/password', { ...TOKEN, password: 'NewPass123' })).toEqual({ status: 'ok', result: true });
    expect(ctx.standIn.state.player.password).toBe('NewPass123');
    expect(await call('POST', '/open/oauth/password', { ...TOKEN, password: 'short1' })).toMatchObject({ status: 'fail', error: '1301' });
    expect(await call('POST', '/open/oauth/password', { ...TOKEN, password: 'onlyletters' })).toMatchObject({ status: 'fail', error: '1301' });
    expect(await call('POST', '/open/oauth/password', { password: 'NewPass123' })).toMatchObject({ status: 'fail', error: '1002' });
  });

  it('keeps any characters exactly and counts them as code points (Cyrillic, CJK, emoji)', async () => {
    for (const password of ['пароль12345', '密码密码abc123', 'p@ss 🔥 wörd 1', '🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥a1']) {
      expect(await call('POST', '/open/oauth/password', { ...TOKEN, password })).toEqual({ status: 'ok', result: true });
      expect(ctx.standIn.state.player.password).toBe(password);
    }
    expect(await call('POST', '/open/oauth/password', { ...TOKEN, password: '🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥a1' })).toMatchObject({ error: '1301' });
  });

  it('looks an account up by mobile or e-mail', async () => {
    const expected = { status: 'ok', Mobile: '13812345678', Account: 'player@example.com' };
    expect(await call('GET', '/open/oauth/forget', { username: '13812345678', open_id: '' })).toEqual(expected);
    expect(await call('GET', '/open/oauth/forget', { username: 'Player@Example.com', open_id: '' })).toEqual(expected);
    expect(await call('GET', '/open/oauth/forget', { username: 'nobody@example.com', open_id: '' })).toMatchObject({ status: 'fail', error: '1302' });
  });

  it('resets a forgotten password', async () => {
    expect(await call('POST', '/open/oauth/forget', { username: 'player@example.com', password: 'Reset2026x', open_id: '' })).toEqual({ status: 'ok', result: true });
    expect(ctx.standIn.state.player.password).toBe('Reset2026x');
  });
});
