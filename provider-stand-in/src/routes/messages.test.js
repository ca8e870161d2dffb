// The inbox: list, content marks read, link click, delete, unread counts.
const { callOpen, useStandIn, TOKEN } = require('../testing/client');

const ctx = useStandIn();
const WHO = { user_id: '10001', mobile: '13812345678' };
const call = (method, path, payload) => callOpen(ctx.standIn, method, path, payload);
const unread = () => call('GET', '/open/message/read', { ...WHO, open_id: 'demo-open-id' });
const list = () => call('GET', '/open/message', { ...TOKEN, ...WHO });

describe('messages', () => {
  it('lists seven messages, three of category activeCode, with ISO send times', async () => {
    const res = await list();
    expect(res.status).toBe('ok');
    expect(res.messages.map((m) => m.id)).toEqual(['1001', '1002', '1003', '1004', '1005', '1006', '1007']);
    expect(res.messages.filter((m) => m.category === 'activeCode')).toHaveLength(3);
    expect(res.messages[0]).toEqual({ id: '1001', category: 'activeCode', subject: 'Launch gift pack', sendTime: '2026-11-01T10:00:00', isRead: false });
  });

  it('needs the token to list', async () => {
    expect(await call('GET', '/open/message', WHO)).toMatchObject({ status: 'fail', error: '1002' });
  });

  it('counts unread messages and claimable codes', async () => {
    expect(await unread()).toEqual({ status: 'ok', message: 5, activeCode: 1 });
  });

  it('returns content and marks the message read', async () => {
    expect(await call('GET', '/open/message/1001', WHO)).toEqual({
      status: 'ok', code: 'GIFT-LAUNCH-2026', name: 'Launch gift pack: 100 gems', content: '<p>Thank you for playing! Claim your launch gift pack below.</p>', state: '0',
    });
    expect(await unread()).toMatchObject({ message: 4 });
    expect((await list()).messages[0].isRead).toBe(true);
  });

  it('has one message whose HTML carries a link, and records a link click', async () => {
    expect((await call('GET', '/open/message/1005', WHO)).content).toContain('<a href="https://example.com/events/halloween">');
    expect(await call('POST', '/open/message', { messageId: '1005', user_id: '10001' })).toEqual({ status: 'ok', result: true });
  });

  it('has one message whose HTML links to an in-app route', async () => {
    expect((await call('GET', '/open/message/1006', WHO)).content).toContain('<a href="#/faq">');
  });

  it('answers an unknown message with 1404 for content and link clicks', async () => {
    expect(await call('GET', '/open/message/9999', WHO)).toMatchObject({ status: 'fail', error: '1404' });
    expect(await call('POST', '/open/message', { messageId: '9999', user_id: '10001' })).toMatchObject({ status: 'fail', error: '1404' });
  });

  it('deletes a message and updates the counts', async () => {
    expect(await call('DELETE', '/open/message', { user_id: '10001', messageId: '1004' })).toEqual({ status: 'ok', result: true });
    expect((await list()).messages.map((m) => m.id)).not.toContain('1004');
    expect(await unread()).toMatchObject({ message: 4 });
    expect(await call('DELETE', '/open/message', { user_id: '10001', messageId: '1004' })).toMatchObject({ status: 'fail', error: '1404' });
    expect(await call('GET', '/open/message/1004', WHO)).toMatchObject({ status: 'fail', error: '1404' });
  });
});

describe('active codes', () => {
  const page = (current, size = 20) => call('GET', '/open/activeCode/case', { ...WHO, current, size });

  it('pages 45 codes by 20: 3 pages, the last with 5', async () => {
    const first = await page(1);
    expect(first).toMatchObject({ status: 'ok', pages: 3 });
    expect(first.activeCodes).toHaveLength(20);
    expect(first.activeCodes[0]).toEqual({ name: 'Gift pack #45', code: expect.stringMatching(/^UC-0045-/), expire: '1', expireTime: expect.any(String), activation: '1' });
    expect((await page(3)).activeCodes).toHaveLength(5);
    expect((await page(4)).activeCodes).toHaveLength(0);
    const all = [...first.activeCodes, ...(await page(2)).activeCodes, ...(await page(3)).activeCodes];
    expect(new Set(all.map((c) => c.code)).size).toBe(45);
    expect(new Set(all.map((c) => c.expire))).toEqual(new Set(['0', '1']));
    expect(new Set(all.map((c) => c.activation))).toEqual(new Set(['-1', '0', '1']));
  });

  it('claims a message code: state 0 → 1, unread activeCode drops, code joins the box', async () => {
    expect(await call('POST', '/open/activeCode/case/GIFT-LAUNCH-2026', WHO)).toEqual({ status: 'ok', result: true });
    expect(await call('GET', '/open/message/1001', WHO)).toMatchObject({ state: '1' });
    expect(await unread()).toEqual({ status: 'ok', message: 4, activeCode: 0 });
    const first = await page(1);
    expect(first.activeCodes[0]).toMatchObject({ code: 'GIFT-LAUNCH-2026', expire: '0' });
    expect(first.pages).toBe(3);
  });

  it('refuses claiming twice, an unavailable code and an unknown one', async () => {
    await call('POST', '/open/activeCode/case/GIFT-LAUNCH-2026', WHO);
    expect(await call('POST', '/open/activeCode/case/GIFT-LAUNCH-2026', WHO)).toMatchObject({ status: 'fail', error: '1402' });
    expect(await call('POST', '/open/activeCode/case/WKND-BONUS-8842', WHO)).toMatchObject({ status: 'fail', error: '1402' });
    expect(await call('POST', '/open/activeCode/case/SUMMER-EVT-1187', WHO)).toMatchObject({ status: 'fail', error: '1403' });
    // not 1401: ARCHITECTURE §8 gives that number to proofs
    expect(await call('POST', '/open/activeCode/case/NOPE', WHO)).toMatchObject({ status: 'fail', error: '1405', error_msg: 'Activation code not found' });
  });
});
