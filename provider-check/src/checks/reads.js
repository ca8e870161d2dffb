// The read calls, always: each answer's shape against the contract; what they tell (bound phone, messages) feeds later rows.
const text = (v) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

async function readChecks(c) {
  const s = c.session;
  const who = { user_id: s.user_id, mobile: s.mobile };
  await c.expectSuccess('read.country-list', 'country-list', {});
  await c.expectSuccess('read.contract', 'contract', {});
  await c.expectSuccess('read.privacy', 'privacy', {});
  const types = await c.expectSuccess('read.faq-types', 'faq-types', { language: c.language });
  const typeId = text(types?.faqTypes?.[0]?.id);
  if (typeId) await c.expectSuccess('read.faq-details', 'faq-details', { typeId, language: c.language });
  else c.skip('read.faq-details', c.callName('faq-details'), 'no FAQ type to read');

  const bind = await c.expectSuccess('read.bind-info', 'bind-info', { open_id: s.open_id, token: s.token });
  c.facts.mobile = text(bind?.mobile) || s.mobile || '';
  c.facts.mail = text(bind?.mail) || text(bind?.EmailCode);
  c.facts.username = c.facts.mobile || c.facts.mail;
  await c.expectSuccess('read.real-info', 'real-info', { open_id: s.open_id, token: s.token, user_id: s.user_id });

  const list = await c.expectSuccess('read.messages', 'messages', { token: s.token, user_id: s.user_id, mobile: s.mobile, open_id: s.open_id });
  const messages = Array.isArray(list?.messages) ? list.messages : [];
  // reading a message marks it read: one already read, when there is one, changes nothing
  const message = messages.find((m) => m && [true, 1, '1', 'true'].includes(m.isRead)) ?? messages[0];
  c.facts.messageId = text(message?.id);
  if (c.facts.messageId) {
    await c.expectSuccess('read.message-content', 'message-content', who, { path: `open/message/${encodeURIComponent(c.facts.messageId)}` });
  } else c.skip('read.message-content', c.callName('message-content'), 'the inbox is empty');
  await c.expectSuccess('read.unread-counts', 'unread-counts', { ...who, open_id: s.open_id });
  await c.expectSuccess('read.active-codes', 'active-codes', { ...who, current: 1, size: 20 });
  await c.expectSuccess('read.balance', 'balance', { user_id: s.user_id }, { path: `open/coin/balance/${encodeURIComponent(s.user_id)}` });
  await c.expectSuccess('read.daily-tasks', 'daily-tasks', { user_id: s.user_id });
  await c.expectSuccess('read.growth-tasks', 'growth-tasks', { user_id: s.user_id });
  c.facts.deletion = await c.expectSuccess('read.delete-detail', 'delete-detail', { token: s.token });
  if (c.facts.username) c.facts.lookup = await c.expectSuccess('read.forget-lookup', 'forget-lookup', { username: c.facts.username });
  else c.skip('read.forget-lookup', c.callName('forget-lookup'), 'the test account has no phone or e-mail bound');
  await c.expectSuccess('read.ticket-token', 'ticket-token', { token: s.token, user_id: s.user_id });
}

module.exports = { readChecks };
