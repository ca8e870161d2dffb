// The inbox: list, content (marks read), link click, delete, unread counts under /open/message.
const { fail } = require('../http/provider-error');
const { required } = require('../http/fields');

function listItem(message) {
  const { id, category, subject, sendTime, isRead } = message;
  return { id, category, subject, sendTime, isRead };
}

function findMessage(state, id) {
  const message = state.messages.find((m) => m.id === String(id));
  if (!message) throw fail('1404', 'Message not found');
  return message;
}

/** message = unread messages; activeCode = code messages still claimable (state '0'). */
function unreadCounts(state) {
  return {
    message: state.messages.filter((m) => !m.isRead).length,
    activeCode: state.messages.filter((m) => m.category === 'activeCode' && m.state === '0').length,
  };
}

function content({ state, params }) {
  const message = findMessage(state, params.id);
  message.isRead = true;
  const { code, name, content: html, state: codeState } = message;
  return { code, name, content: html, state: codeState };
}

function linkClick({ state, payload }) {
  findMessage(state, required(payload, 'messageId'));
  return { result: true };
}

function remove({ state, payload }) {
  const message = findMessage(state, required(payload, 'messageId'));
  state.messages = state.messages.filter((m) => m !== message);
  return { result: true };
}

module.exports = [
  { method: 'GET', path: '/open/message', auth: true, handle: ({ state }) => ({ messages: state.messages.map(listItem) }) },
  { method: 'POST', path: '/open/message', handle: linkClick },
  { method: 'DELETE', path: '/open/message', handle: remove },
  { method: 'GET', path: '/open/message/read', handle: ({ state }) => unreadCounts(state) },
  { method: 'GET', path: '/open/message/:id', handle: content },
];
module.exports.unreadCounts = unreadCounts;
