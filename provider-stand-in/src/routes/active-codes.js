// The code box (paged) and claiming a message's code under /open/activeCode/case.
const { fail } = require('../http/provider-error');

const PAGE_SIZE = 20;

function positiveInt(value, fallback) {
  const n = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function page({ state, payload }) {
  const current = positiveInt(payload.current, 1);
  const size = Math.min(positiveInt(payload.size, PAGE_SIZE), 100);
  const start = (current - 1) * size;
  // pages is at least 1 so an empty box still ends ("finished when pages equals current")
  const pages = Math.max(1, Math.ceil(state.activeCodes.length / size));
  return { activeCodes: state.activeCodes.slice(start, start + size).map((c) => ({ ...c })), pages, current, size, total: state.activeCodes.length };
}

/** Claim: the message's state '0' → '1', it is read, and the code lands at the top of the code box. */
function claim({ state, params }) {
  const message = state.messages.find((m) => m.category === 'activeCode' && m.code === params.code);
  if (!message) throw fail('1405', 'Activation code not found');
  if (message.state === '1') throw fail('1402', 'This code has already been claimed');
  if (message.state !== '0') throw fail('1403', 'This code is no longer available');
  message.state = '1';
  message.isRead = true;
  if (!state.activeCodes.some((c) => c.code === message.code)) {
    state.activeCodes.unshift({ name: message.name, code: message.code, expire: '0', expireTime: '2027-12-31 23:59:59', activation: '0' });
  }
  return { result: true };
}

module.exports = [
  { method: 'GET', path: '/open/activeCode/case', handle: page },
  { method: 'POST', path: '/open/activeCode/case/:code', handle: claim },
];
