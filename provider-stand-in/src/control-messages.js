// Control calls for the inbox, so tests can change it behind the page's back: POST /__control/messages adds a
// message (as if the game sent one), POST /__control/messages/{id} changes one (e.g. read on another device).
const { sendJson } = require('./http/respond');
const { compile } = require('./http/path-match');

const ONE_MESSAGE = compile('/__control/messages/:id');
const TEXT_FIELDS = ['id', 'category', 'subject', 'sendTime', 'content', 'code', 'name', 'state'];

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function typed(body, key, type) {
  if (body[key] !== undefined && typeof body[key] !== type) throw new Error(`${key} must be a ${type}`);
  return body[key];
}

function listItem({ id, category, subject, sendTime, isRead }) {
  return { id, category, subject, sendTime, isRead };
}

/** The next free numeric id after the seed's 1001–1007. */
function nextId(messages) {
  return String(messages.reduce((max, m) => Math.max(max, Number(m.id) || 0), 1000) + 1);
}

function addMessage(state, body) {
  if (!isObject(body)) throw new Error('the body must be a JSON object');
  for (const key of TEXT_FIELDS) typed(body, key, 'string');
  typed(body, 'isRead', 'boolean');
  if (!body.subject) throw new Error('subject is required');
  const id = body.id || nextId(state.messages);
  if (state.messages.some((m) => m.id === id)) throw new Error(`message ${id} exists already`);
  const message = {
    id,
    category: body.category || 'notice',
    subject: body.subject,
    sendTime: body.sendTime || new Date().toISOString().slice(0, 19), // the seed's form: no milliseconds, no zone
    isRead: body.isRead === true,
    code: body.code || '',
    name: body.name || '',
    state: body.state || '',
    content: body.content ?? '',
  };
  state.messages.unshift(message); // newest first, as the inbox lists them
  return message;
}

function changeMessage(message, body) {
  if (!isObject(body)) throw new Error('the body must be a JSON object');
  const isRead = typed(body, 'isRead', 'boolean');
  const subject = typed(body, 'subject', 'string');
  if (isRead !== undefined) message.isRead = isRead;
  if (subject !== undefined) message.subject = subject;
}

/** Answers a /__control/messages… call; `jsonBody` reads the request's JSON (throws on a non-JSON body). */
function handleMessageControl(ctx, jsonBody) {
  const { res, method, path, standIn } = ctx;
  const trimmed = path.replace(/\/$/, '');
  if (method === 'POST' && trimmed === '/__control/messages') {
    const message = addMessage(standIn.state, jsonBody(ctx.body));
    return sendJson(res, 200, { status: 'ok', message: listItem(message) });
  }
  const params = method === 'POST' ? ONE_MESSAGE(trimmed) : null;
  if (!params) return sendJson(res, 404, { status: 'fail', error: '404', error_msg: `Unknown control call ${method} ${trimmed}` });
  const message = standIn.state.messages.find((m) => m.id === params.id);
  if (!message) return sendJson(res, 404, { status: 'fail', error: '404', error_msg: `No message ${params.id}` });
  changeMessage(message, jsonBody(ctx.body));
  return sendJson(res, 200, { status: 'ok', message: listItem(message) });
}

module.exports = { handleMessageControl };
