// FAQ types and items in the request's language.
const { callOpen, useStandIn } = require('../testing/client');

const ctx = useStandIn();

describe('faq', () => {
  it('lists 7 types named in English', async () => {
    const res = await callOpen(ctx.standIn, 'GET', '/open/sdk/faqType', { grant_app: '20001', language: 'en-US' });
    expect(res.status).toBe('ok');
    expect(res.faqTypes).toHaveLength(7);
    expect(res.faqTypes[0]).toEqual({ id: '1', version: '1', appId: '20001', name: 'Account & Login' });
  });

  it('names types in Chinese for zh, from the payload or Accept-Language', async () => {
    const byPayload = await callOpen(ctx.standIn, 'GET', '/open/sdk/faqType', { language: 'zh_CN' });
    expect(byPayload.faqTypes[0].name).toBe('账号与登录');
    const byHeader = await callOpen(ctx.standIn, 'GET', '/open/sdk/faqType', {}, { language: 'zh-TW' });
    expect(byHeader.faqTypes[6].name).toBe('账号注销');
  });

  it('has 3–5 items per type, with HTML answers', async () => {
    for (let id = 1; id <= 7; id += 1) {
      const res = await callOpen(ctx.standIn, 'GET', '/open/sdk/faq', { typeId: String(id), language: 'en' });
      expect(res.faqs.length).toBeGreaterThanOrEqual(3);
      expect(res.faqs.length).toBeLessThanOrEqual(5);
      for (const item of res.faqs) expect(item).toEqual({ title: expect.any(String), faq: expect.stringMatching(/^<p>.*<\/p>$/) });
    }
  });

  it('answers items in Chinese, an empty list for an unknown type, and 1000 without typeId', async () => {
    expect((await callOpen(ctx.standIn, 'GET', '/open/sdk/faq', { typeId: '3', language: 'zh' })).faqs[0].title).toBe('如何绑定邮箱？');
    expect(await callOpen(ctx.standIn, 'GET', '/open/sdk/faq', { typeId: '99' })).toEqual({ status: 'ok', faqs: [] });
    expect(await callOpen(ctx.standIn, 'GET', '/open/sdk/faq', {})).toMatchObject({ status: 'fail', error: '1000' });
  });
});
