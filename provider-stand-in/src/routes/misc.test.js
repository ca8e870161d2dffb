// Config, country list, real name, contract, privacy, balance and tasks.
const { callOpen, control, useStandIn, TOKEN } = require('../testing/client');

const ctx = useStandIn();
const get = (path, payload) => callOpen(ctx.standIn, 'GET', path, payload);

describe('config and misc calls', () => {
  it('answers config_map with both rows, the ticket page and the balance flag', async () => {
    const res = await get('/open/sdk/config', { grant_app: '20001' });
    expect(res).toEqual({
      status: 'ok',
      config_map: {
        items1: ['manageAccount', 'myMessage', 'codeBox', 'changePassword', 'wallet'],
        items2: ['faq', 'ticket', 'customerService', 'userPrivacy', 'taskCenter', 'deleteApply'],
        ticketUrl: `${ctx.standIn.url}/ticket-client/index.html`,
        showBalance: true,
      },
    });
  });

  it('answers the ticketUrl a scenario sets, even an empty one', async () => {
    await control(ctx.standIn, 'POST', 'scenario', { config: { ticketUrl: '' } });
    expect((await get('/open/sdk/config', { grant_app: '20001' })).config_map.ticketUrl).toBe('');
    await control(ctx.standIn, 'POST', 'scenario', { config: { ticketUrl: 'https://desk.example/client' } });
    expect((await get('/open/sdk/config', { grant_app: '20001' })).config_map.ticketUrl).toBe('https://desk.example/client');
  });

  it('lists 29 countries, CN +86 first, the markets of every text language among them', async () => {
    const res = await get('/open/sdk/country', { grant_app: '20001' });
    expect(res.country).toHaveLength(29);
    expect(res.country[0]).toEqual({ id: 'CN', number: '86' });
    for (const [id, number] of [['BR', '55'], ['MX', '52'], ['AR', '54'], ['VN', '84'], ['TR', '90'], ['SA', '966'], ['AE', '971'], ['EG', '20']])
      expect(res.country).toContainEqual({ id, number });
  });

  it('answers the real-name status with a masked id card', async () => {
    expect(await get('/open/oauth/realname', { ...TOKEN, user_id: '10001' })).toEqual({ status: 'ok', is_real: true, id_card: '1101**********1234' });
  });

  it('answers contract, privacy, balance and tasks', async () => {
    expect((await get('/open/sdk/contract')).considerations_message).toContain('<h3>');
    expect((await get('/open/sdk/privacy')).privacypolicy_message).toContain('<h3>');
    expect(await get('/open/coin/balance/10001', { user_id: '10001' })).toEqual({ status: 'ok', balance: 1280 });
    expect(await get('/open/coin/balance/99999', { user_id: '10001' })).toMatchObject({ status: 'fail', error: '1003' });
    expect(await get('/open/task/daily', { user_id: '10001' })).toEqual({ status: 'ok', tasks: [] });
    expect(await get('/open/task/growth', { user_id: '10001' })).toEqual({ status: 'ok', tasks: [] });
  });
});
