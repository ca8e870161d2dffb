// Hosted documents: legal pages by [appId/]locale, fixed docs, the ticket client page and its way out.
const { request, useStandIn } = require('../testing/client');

const ctx = useStandIn();
const get = (path) => request(ctx.standIn, { path });

describe('hosted documents', () => {
  it.each([
    ['/legal/en-US/Terms_of_Service.html', 'Terms of Service', 'en-US'],
    ['/legal/zh-CN/Privacy_Policy.html', 'Privacy Policy', 'zh-CN'],
    ['/legal/20001/ja-JP/Terms_of_Service.html', 'Terms of Service', 'ja-JP'],
    ['/legal/ko-KO/delete_agree.html', 'Account Deletion Agreement', 'ko-KO'],
  ])('%s names the document and its locale', async (path, title, locale) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(`<h1>${title}</h1>`);
    expect(res.text).toContain(`Locale: ${locale}`);
  });

  it('names the app id when the path carries one', async () => {
    expect((await get('/legal/20001/en-US/Privacy_Policy.html')).text).toContain('App: 20001');
  });

  it('serves the fixed agreement and privacy docs', async () => {
    expect((await get('/legal/agreement.html')).text).toContain('<h1>User Agreement</h1>');
    expect((await get('/legal/privacy.html')).text).toContain('<h1>Privacy Policy</h1>');
    // and at the local app-config.json defaults' addresses
    expect((await get('/legal/fixed/user_agreement.html')).text).toContain('<h1>User Agreement</h1>');
    expect((await get('/legal/fixed/privacy_policy.html')).text).toContain('<h1>Privacy Policy</h1>');
  });

  it('answers 404 for other legal paths', async () => {
    expect((await get('/legal/en-US/Other.html')).status).toBe(404);
  });

  it('shows the ticket client query, escaped, and links to another origin', async () => {
    const res = await request(ctx.standIn, { path: '/ticket-client/index.html', query: { sysNum: 'S1', deployId: 'D<1>', partnerId: '880001' } });
    expect(res.text).toContain('<td data-param="sysNum">S1</td>');
    expect(res.text).toContain('<td data-param="deployId">D&lt;1&gt;</td>');
    const { port } = new URL(ctx.standIn.url);
    expect(res.text).toContain(`<a id="leave" href="http://127.0.0.1:${port}/elsewhere.html">`);
    expect(res.text).not.toContain('target=');
    expect((await get('/elsewhere.html')).text).toContain('Elsewhere');
  });

  it('moves around inside itself like a provider: a next page and a reply form keep the query, on the same origin', async () => {
    const res = await request(ctx.standIn, { path: '/ticket-client/index.html', query: { sysNum: 'S1', page: '2', reply: 'hi' } });
    expect(res.text).toContain('<p id="page-number">Page 2</p>');
    expect(res.text).toContain('<a id="next" href="/ticket-client/index.html?sysNum=S1&amp;page=3">');
    expect(res.text).toContain('<form id="reply" method="get" action="/ticket-client/index.html"><input type="hidden" name="sysNum" value="S1"><input type="hidden" name="page" value="2">');
    expect(res.text).toContain('<td data-param="reply">hi</td>');
    expect(res.text).toContain('postMessage({ source: "uc-ticket-provider", action: "leave" }');
    const first = await request(ctx.standIn, { path: '/ticket-client/index.html', query: { page: 'x<' } });
    expect(first.text).toContain('<p id="page-number">Page 1</p>');
  });
});
