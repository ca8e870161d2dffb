// The stand-in answers every call of the provider contract (provider-check/contract) with the contract's shape, in SPEC
// §7 mode, in §8 "proof" mode and with every §8 extension: each call is driven to a success and its answer validated.
const { calls, validateAnswer } = require('@uc/provider-check');
const { callOpen, request, useStandIn } = require('./testing/client');
const { codeProof, deleteProof, forgetProof, CODE } = require('./testing/proof-steps');
const { ticketSign } = require('./routes/ticket-service');

const DEVICE = 'dev-1';
const TOKEN = 'demo-token';
const USER = '10001';
const MOBILE = '13812345678';
const MAIL = 'player@example.com';

const open = (method, path) => (standIn, payload = {}) => callOpen(standIn, method, path, payload);
const mailBind = { oauth_type: 'Account', security: CODE, device_id: DEVICE, time_wc: Date.now() };
const mobileBind = { mobile: '13800000001', oauth_type: 'Dynamic', security: CODE, device_id: DEVICE, country: '86', target_id: DEVICE, target: 'mobile_register' };
const thirdParty = { oauth_type: 'Twitter', open_id: 'demo-open-id', token: TOKEN, device_id: DEVICE, user_extra: '' };
const smsByUsername = { username: MOBILE, target: 'mobile_forget_password', target_id: DEVICE, country: '86' };
const mailByUsername = { username: MAIL, target: 'email_forget_password', target_id: DEVICE };

async function ticketToken(standIn) {
  const createTime = String(Date.now());
  const res = await request(standIn, { path: '/ticket-api/token', query: { appId: '20001', createTime, sign: ticketSign('20001', createTime) } });
  return res.json.item.token;
}

const postJson = async (standIn, path, body) => (await request(standIn, {
  method: 'POST', path, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', token: await ticketToken(standIn) },
})).json;

/** One way to drive each call to a success: (standIn, mode) → the answer. */
const DRIVERS = {
  'country-list': (s) => open('GET', '/open/sdk/country')(s),
  config: (s) => open('GET', '/open/sdk/config')(s),
  contract: (s) => open('GET', '/open/sdk/contract')(s),
  privacy: (s) => open('GET', '/open/sdk/privacy')(s),
  'faq-types': (s) => open('GET', '/open/sdk/faqType')(s, { language: 'en-US' }),
  'faq-details': (s) => open('GET', '/open/sdk/faq')(s, { typeId: '1', language: 'en-US' }),
  'bind-info': (s) => open('GET', '/open/oauth/binding')(s, { token: TOKEN }),
  'bind-mail': (s) => open('POST', '/open/oauth/binding')(s, { username: 'new@example.com', ...mailBind }),
  'bind-mobile': (s) => open('POST', '/open/oauth/binding')(s, mobileBind),
  'bind-third-party': (s) => open('POST', '/open/oauth/binding')(s, { ...thirdParty, third_id: 'tw-1' }),
  'bind-mail-forced': (s) => open('GET', '/open/oauth/bindingnew')(s, { username: 'taken@example.com', ...mailBind, forceMailBind: true, token: TOKEN }),
  'bind-third-party-forced': (s) => open('GET', '/open/oauth/bindingnew')(s, { ...thirdParty, third_id: 'tw-taken' }),
  'real-info': (s) => open('GET', '/open/oauth/realname')(s, { token: TOKEN, user_id: USER }),
  unbind: (s) => open('POST', '/open/oauth/unbinding')(s, { oauth_type: 'Facebook', token: TOKEN }),
  'change-bind-mail': (s) => open('POST', '/open/oauth/changebinding')(s, { mail: 'new2@example.com', ...mailBind }),
  'change-bind-mobile': (s) => open('POST', '/open/oauth/changebinding')(s, mobileBind),
  'change-bind-mail-forced': (s) => open('GET', '/open/oauth/changebindingnew')(s, { username: 'taken@example.com', oauth_type: 'Account', forceMailBind: true, security: CODE, device_id: DEVICE }),
  'send-sms': (s) => open('POST', '/open/oauth/sms')(s, { mobile: MOBILE, target_id: DEVICE, target: 'mobile_change_binding', country: '86' }),
  'verify-sms': (s) => codeProof(s, { mobile: MOBILE, target: 'mobile_change_password' }),
  'send-mail': (s) => open('POST', '/open/oauth/mail')(s, { mail: MAIL, forceMailBind: false, target_id: DEVICE, target: 'email_change_binding' }),
  'verify-mail': (s) => codeProof(s, { mail: MAIL, target: 'email_change_binding' }),
  'send-sms-by-username': (s) => open('POST', '/open/oauth/sms')(s, smsByUsername),
  'verify-sms-by-username': (s) => forgetProof(s, MOBILE),
  'send-mail-by-username': (s) => open('POST', '/open/oauth/mail')(s, mailByUsername),
  'verify-mail-by-username': (s) => forgetProof(s, MAIL, { channel: 'mail' }),
  'change-password': async (s, mode) => {
    const proof = mode === 'proof' ? { proof: (await codeProof(s, { mobile: MOBILE, target: 'mobile_change_password' })).proof } : {};
    return open('POST', '/open/oauth/password')(s, { password: 'Changed2026x', token: TOKEN, ...proof });
  },
  'forget-lookup': (s) => open('GET', '/open/oauth/forget')(s, { username: MOBILE, open_id: '' }),
  'forget-reset': async (s, mode) => {
    const proof = mode === 'proof' ? { proof: (await forgetProof(s, MOBILE)).proof } : {};
    return open('POST', '/open/oauth/forget')(s, { username: MOBILE, password: 'Reset2026x', open_id: '', ...proof });
  },
  messages: (s) => open('GET', '/open/message')(s, { token: TOKEN, user_id: USER, mobile: MOBILE }),
  'message-link-click': (s) => open('POST', '/open/message')(s, { messageId: '1005', user_id: USER }),
  'delete-message': (s) => open('DELETE', '/open/message')(s, { user_id: USER, messageId: '1007' }),
  'unread-counts': (s) => open('GET', '/open/message/read')(s, { user_id: USER, mobile: MOBILE }),
  'message-content': (s) => open('GET', '/open/message/1001')(s, { user_id: USER, mobile: MOBILE }),
  'claim-active-code': (s) => open('POST', '/open/activeCode/case/GIFT-LAUNCH-2026')(s, { user_id: USER, mobile: MOBILE }),
  'active-codes': (s) => open('GET', '/open/activeCode/case')(s, { user_id: USER, mobile: MOBILE, current: 1, size: 20 }),
  balance: (s) => open('GET', `/open/coin/balance/${USER}`)(s, { user_id: USER }),
  'daily-tasks': (s) => open('GET', '/open/task/daily')(s, { user_id: USER }),
  'growth-tasks': (s) => open('GET', '/open/task/growth')(s, { user_id: USER }),
  'delete-detail': (s) => open('POST', '/open/oauth/delete/detail')(s, { token: TOKEN }),
  'delete-apply': (s) => open('POST', '/open/oauth/delete/apply')(s, { mobile: MOBILE, real_name: 'Aria', card_number: '1101', token: TOKEN }),
  'delete-cancel': async (s) => {
    await open('POST', '/open/oauth/delete/apply')(s, { mobile: MOBILE, real_name: 'Aria', card_number: '1101', token: TOKEN });
    return open('POST', '/open/oauth/delete/cancel')(s, { token: TOKEN });
  },
  'ticket-token': (s) => open('POST', '/open/ticket/token')(s, { token: TOKEN, user_id: USER }),
  'ticket-service-token': async (s) => {
    const createTime = String(Date.now());
    return (await request(s, { path: '/ticket-api/token', query: { appId: '20001', createTime, sign: ticketSign('20001', createTime) } })).json;
  },
  'ticket-upload': async (s) => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('89504e47', 'hex')], { type: 'image/png' }), 'shot.png');
    form.append('key', '1001');
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const res = await request(s, { method: 'POST', path: '/ticket-api/upload', body, headers: { 'Content-Type': encoded.headers.get('content-type'), token: await ticketToken(s) } });
    return res.json;
  },
  'ticket-save-user': (s) => postJson(s, '/ticket-api/save-user', { nick: 'Aria', partnerId: USER }),
  'ticket-save-ticket': async (s) => {
    const { item } = await postJson(s, '/ticket-api/save-user', { nick: 'Aria', partnerId: USER });
    return postJson(s, '/ticket-api/save-ticket', {
      companyid: '1', ticket_title: 'Login', userid: item.userId, user_emails: MAIL, ticket_typeid: '1', ticket_from: '2',
      ticket_content: 'I cannot log in', extend_fields: [{ fieldid: 'device_model', field_value: 'Pixel' }],
    });
  },
};

/** webAccount / dataExport: the web calls with a deletion proof of the player's own phone. */
const byProof = (path) => async (s) => callOpen(s, 'POST', path, { username: MOBILE, proof: (await deleteProof(s, MOBILE)).proof, open_id: '' });
Object.assign(DRIVERS, {
  'delete-detail-web': byProof('/open/oauth/delete/detail'),
  'delete-apply-web': byProof('/open/oauth/delete/apply'),
  'delete-cancel-web': async (s) => {
    await open('POST', '/open/oauth/delete/apply')(s, { mobile: MOBILE, real_name: '', card_number: '', token: TOKEN });
    return byProof('/open/oauth/delete/cancel')(s);
  },
  'data-export': (s) => open('POST', '/open/oauth/export')(s, { token: TOKEN }),
  'data-export-web': byProof('/open/oauth/export'),
});

const isSuccess = (body) => body?.status === 'ok' || body?.ret_code === '000000';

describe.each([
  ['SPEC §7 alone', []],
  ['proof', ['proof']],
  ['every §8 extension', ['proof', 'webAccount', 'dataExport']],
])('the stand-in in %s mode', (_, extensions) => {
  const ctx = useStandIn({ extensions });
  const mode = extensions[0] ?? 'spec';
  const ids = calls({ extensions }).map((c) => c.id);

  it('has a way to drive every call of the contract', () => {
    expect(ids.filter((id) => !DRIVERS[id])).toEqual([]);
  });

  it.each(ids)('%s answers a success with the contract’s fields and types', async (id) => {
    const body = await DRIVERS[id](ctx.standIn, mode);
    expect({ success: isSuccess(body), problems: validateAnswer(id, body, { extensions }) }).toEqual({ success: true, problems: [] });
  });
});
