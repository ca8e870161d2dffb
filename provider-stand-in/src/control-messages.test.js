// The inbox control calls: a message read elsewhere (another device) and a message that arrives while the inbox is open.
const { callOpen, control, useStandIn, TOKEN } = require('./testing/client');

const ctx = useStandIn();

const inbox = async () => (await callOpen(ctx.standIn, 'GET', '/open/message', TOKEN)).messages;
const unread = async () => (await callOpen(ctx.standIn, 'GET', '/open/message/read', {})).message;

describe('control API: messages', () => {
  it('marks a message read (and unread again) as another device would', async () => {
    expect(await unread()).toBe(5);
    const res = await control(ctx.standIn, 'POST', 'messages/1004', { isRead: true });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok', message: { id: '1004', isRead: true } });
    expect((await inbox()).find((m) => m.id === '1004')).toMatchObject({ isRead: true });
    expect(await unread()).toBe(4);
    await control(ctx.standIn, 'POST', 'messages/1004', { isRead: false });
    expect((await inbox()).find((m) => m.id === '1004')).toMatchObject({ isRead: false });
  });

  it('adds a message on top of the inbox, unread, with its content readable', async () => {
    const res = await control(ctx.standIn, 'POST', 'messages', { subject: 'Spring event is live', content: '<p>Spring!</p>' });
    expect(res.status).toBe(200);
    const added = res.json.message;
    expect(added).toMatchObject({ id: '1008', category: 'notice', subject: 'Spring event is live', isRead: false });
    expect(added.sendTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const list = await inbox();
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({ id: '1008', category: 'notice', subject: 'Spring event is live', sendTime: added.sendTime, isRead: false });
    expect(await unread()).toBe(6);
    expect(await callOpen(ctx.standIn, 'GET', '/open/message/1008', {})).toMatchObject({ status: 'ok', content: '<p>Spring!</p>' });
  });

  it('adds a code message with the given fields, and counts a claimable one', async () => {
    const body = { id: 'm-9', category: 'activeCode', subject: 'Bonus', sendTime: '2026-12-01T10:00:00', code: 'NEW-CODE-1', name: 'Bonus pack', state: '0' };
    expect((await control(ctx.standIn, 'POST', 'messages', body)).json.message).toMatchObject({ id: 'm-9', sendTime: '2026-12-01T10:00:00' });
    expect(await callOpen(ctx.standIn, 'GET', '/open/message/read', {})).toMatchObject({ activeCode: 2 });
  });

  it('refuses a missing subject, a wrong type, a taken id; answers 404 for an unknown message; reset removes additions', async () => {
    expect((await control(ctx.standIn, 'POST', 'messages', {})).status).toBe(400);
    expect((await control(ctx.standIn, 'POST', 'messages', { subject: 'x', isRead: 'yes' })).status).toBe(400);
    expect((await control(ctx.standIn, 'POST', 'messages', { subject: 'x', id: '1001' })).status).toBe(400);
    expect((await control(ctx.standIn, 'POST', 'messages/1004', { isRead: 1 })).status).toBe(400);
    expect((await control(ctx.standIn, 'POST', 'messages/nope', { isRead: true })).status).toBe(404);
    expect((await control(ctx.standIn, 'GET', 'messages/1004')).status).toBe(404);
    await control(ctx.standIn, 'POST', 'messages', { subject: 'Extra' });
    await control(ctx.standIn, 'POST', 'reset');
    expect(await inbox()).toHaveLength(7);
  });
});
