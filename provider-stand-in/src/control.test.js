// The control API: public key, session payload, scenario, reset, state.
const crypto = require('crypto');
const { request, callOpen, control, useStandIn, TOKEN } = require('./testing/client');
const { encryptQ } = require('./crypto/encrypt-q');

const ctx = useStandIn();

describe('control API', () => {
  it('gives the public key as PEM and bare DER base64 of the same key', async () => {
    const { pem, base64 } = (await control(ctx.standIn, 'GET', 'public-key')).json;
    expect(pem).toBe(ctx.standIn.publicKeyPem);
    expect(base64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const fromDer = crypto.createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
    expect(fromDer.export({ type: 'spki', format: 'pem' })).toBe(pem);
  });

  it('builds a session payload with SPEC §3 names, all strings, whose key encrypts calls', async () => {
    const session = (await control(ctx.standIn, 'GET', 'session')).json;
    expect(Object.keys(session).sort()).toEqual(['app_id', 'channel', 'channel_id', 'device_id', 'language', 'login_types', 'mobile',
      'nick_name', 'open_id', 'opensdk_version', 'platform', 'public_key', 'role_id', 'role_name', 'token', 'user_id'].sort());
    for (const value of Object.values(session)) expect(typeof value).toBe('string');
    expect(session).toMatchObject({ token: 'demo-token', open_id: 'demo-open-id', user_id: '10001', nick_name: 'Aria', platform: 'ANDROID', language: 'en_US', mobile: '13812345678' });
    expect(session.role_id).not.toBe('');
    const pem = `-----BEGIN PUBLIC KEY-----\n${session.public_key.match(/.{1,64}/g).join('\n')}\n-----END PUBLIC KEY-----\n`;
    const q = encryptQ({ grant_app: session.app_id, channel: session.channel, time: Date.now(), open_id: session.open_id, opensdk_version: session.opensdk_version, token: session.token }, pem);
    const res = await request(ctx.standIn, { path: '/open/oauth/binding', query: { v: session.app_id, q } });
    expect(res.json).toMatchObject({ status: 'ok', mobile: '13812345678' });
  });

  it('shapes the session from the query', async () => {
    const res = await request(ctx.standIn, { path: '/__control/session', query: { platform: 'ios', language: 'zh_CN', loginTypes: 'Account,QQ', mobile: '0', role: '0' } });
    expect(res.json).toMatchObject({ platform: 'IOS', language: 'zh_CN', login_types: 'Account,QQ', mobile: '', role_id: '', role_name: '' });
  });

  it('changes seeded state with a scenario and restores it with reset', async () => {
    const res = await control(ctx.standIn, 'POST', 'scenario', {
      deletion: { appling: true, allowedApply: false, rest_time: 90 }, bind: { Facebook: null, VK: 'vk-7' }, activeCodeCount: 0, clearMessages: true,
    });
    expect(res.json).toMatchObject({ status: 'ok', deletion: { appling: true, allowedApply: false, rest_time: 90 } });
    expect(await callOpen(ctx.standIn, 'POST', '/open/oauth/delete/detail', TOKEN)).toEqual({ status: 'ok', appling: true, allowedApply: false, rest_time: 90 });
    expect(await callOpen(ctx.standIn, 'GET', '/open/oauth/binding', TOKEN)).toMatchObject({ VK: 'vk-7' });
    expect(await callOpen(ctx.standIn, 'GET', '/open/activeCode/case', { current: 1, size: 20 })).toEqual({ status: 'ok', activeCodes: [], pages: 1, current: 1, size: 20, total: 0 });
    expect(await callOpen(ctx.standIn, 'GET', '/open/message/read', {})).toEqual({ status: 'ok', message: 0, activeCode: 0 });
    const stateBefore = ctx.standIn.state;
    await control(ctx.standIn, 'POST', 'reset');
    expect(ctx.standIn.state).toBe(stateBefore); // same object, reseeded in place
    expect(await callOpen(ctx.standIn, 'POST', '/open/oauth/delete/detail', TOKEN)).toEqual({ status: 'ok', appling: false, allowedApply: true, rest_time: 0 });
    expect(ctx.standIn.state.messages).toHaveLength(7);
    expect(ctx.standIn.state.activeCodes).toHaveLength(45);
  });

  it('replaces every message and FAQ text with a texts scenario', async () => {
    const html = '<svg onload="window.__xss=1">';
    await control(ctx.standIn, 'POST', 'scenario', { texts: { messageHtml: html, messageSubject: 'S<script>', faqAnswer: html, faqTitle: 'T', faqTypeName: 'N' } });
    expect(ctx.standIn.state.messages.every((m) => m.content === html && m.subject === 'S<script>')).toBe(true);
    const items = ctx.standIn.state.faqTypes.flatMap((t) => t.items);
    expect(items.every((i) => i.faq.en === html && i.title.zh === 'T')).toBe(true);
    expect(ctx.standIn.state.faqTypes.every((t) => t.names.en === 'N')).toBe(true);
    expect((await control(ctx.standIn, 'POST', 'scenario', { texts: { messageHtml: 1 } })).status).toBe(400);
    await control(ctx.standIn, 'POST', 'scenario', { texts: { countryId: '<b>X</b>', countryNumber: '"1' } });
    expect((await callOpen(ctx.standIn, 'GET', '/open/sdk/country', {})).country.at(-1)).toEqual({ id: '<b>X</b>', number: '"1' });
    await control(ctx.standIn, 'POST', 'reset');
    expect((await callOpen(ctx.standIn, 'GET', '/open/sdk/country', {})).country).toHaveLength(29);
  });

  it('refuses a scenario with wrong types or a non-JSON body', async () => {
    expect((await control(ctx.standIn, 'POST', 'scenario', { deletion: { appling: 'yes' } })).status).toBe(400);
    const res = await request(ctx.standIn, { method: 'POST', path: '/__control/scenario', body: 'x=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(400);
  });

  it('shows the live state and answers 404 for unknown control calls', async () => {
    expect((await control(ctx.standIn, 'GET', 'state')).json).toMatchObject({ bind: { mail: 'player@example.com' } });
    expect((await control(ctx.standIn, 'GET', 'nothing')).status).toBe(404);
  });
});
