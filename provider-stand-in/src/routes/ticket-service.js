// The ticket support service under /ticket-api/: token, image upload, save user, save ticket (customer-service style answers).
const crypto = require('crypto');
const { sendJson, sendBytes } = require('../http/respond');
const { parseMultipart } = require('../http/multipart');

const APP_KEY = 'stand-in-app-key';
// The key the user center's local app-config.json used to carry (ticketService.appKey): still accepted, so a page
// configured the old way (appKey, no tokenUrl) files tickets against the stand-in too.
const LOCAL_CONFIG_APP_KEY = 'uc-local-key';
const ACCEPTED_APP_KEYS = [APP_KEY, LOCAL_CONFIG_APP_KEY];
const GUEST_PARTNER_PREFIX = 'guest:';
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * The token request's signature. The exact hashed string is
 *   `${appId}${createTime}${appKey}`   with appKey 'stand-in-app-key'
 * and sign is its MD5 as lower-case hex (upper case is accepted too).
 * Test vector (checked in ticket-service.test.js): appId '20001', createTime '1700000000000'
 *   → md5('200011700000000000stand-in-app-key') = '0a7a32774f3265ce8b3258ec8fdb3bd3'
 */
function ticketSign(appId, createTime, appKey = APP_KEY) {
  return crypto.createHash('md5').update(`${appId}${createTime}${appKey}`, 'utf8').digest('hex');
}

class TicketError extends Error {}

function ok(res, item) {
  sendJson(res, 200, { ret_code: '000000', item });
}

/** The service's token call; `binding` (from the server's token endpoint) limits the customers the token files for. */
function issueToken({ state, query }, binding) {
  const { appId, createTime, sign } = query;
  if (!appId || !createTime || !sign) throw new TicketError('appId, createTime and sign are required');
  const given = String(sign).toLowerCase();
  if (!ACCEPTED_APP_KEYS.some((key) => given === ticketSign(appId, createTime, key))) throw new TicketError('Signature invalid');
  const token = `ticket-token-${crypto.randomBytes(8).toString('hex')}`;
  state.ticketService.tokens.push(token);
  if (binding) state.ticketService.bindings[token] = binding;
  return { token };
}

/**
 * The server side of the token endpoint: signs with the key it keeps and calls the token call, as a deployment's
 * backend does, then binds the token: {kind:'member', partnerId} or {kind:'guest'}.
 */
function issueTicketToken(state, appId, binding) {
  const createTime = String(Date.now());
  return issueToken({ state, query: { appId, createTime, sign: ticketSign(appId, createTime, APP_KEY) } }, binding).token;
}

/** The customer-service user of a partner id, created on first use: what save-user answers. */
function ensureCustomer(state, partnerId, nick) {
  const { users } = state.ticketService;
  if (!users[partnerId]) users[partnerId] = { userId: `cs-${10000 + Object.keys(users).length + 1}`, nick };
  users[partnerId].nick = nick;
  return users[partnerId].userId;
}

/** A token the server's endpoint bound files only for the one customer it was issued for (never one the page names). */
function checkBinding(ctx, token, partnerId) {
  const binding = ctx.state.ticketService.bindings[token];
  if (!binding) return;
  if (partnerId !== binding.partnerId) {
    throw new TicketError(binding.kind === 'guest'
      ? 'A guest token files for its own guest customer only'
      : 'partnerId is not the player this token was issued to');
  }
}

/** A guest token's quota: so many uploads and tickets, then refused (free file hosting and desk flooding cost a token each). */
function spendGuestQuota(ctx, token, what) {
  const binding = ctx.state.ticketService.bindings[token];
  if (!binding || binding.kind !== 'guest') return;
  if (binding.quota[what] <= 0) throw new TicketError(`This guest token has no ${what} left`);
  binding.quota[what] -= 1;
}

function requireToken(ctx) {
  const token = ctx.req.headers.token;
  if (!token || !ctx.state.ticketService.tokens.includes(String(token))) throw new TicketError('Token invalid, obtain a new token');
  return String(token);
}

function jsonBody(ctx) {
  const { body } = ctx;
  if (body.type === 'json' && body.json && typeof body.json === 'object' && !Array.isArray(body.json)) return body.json;
  if (body.type === 'form') return body.form;
  throw new TicketError('A JSON object body is required');
}

function upload(ctx) {
  const token = requireToken(ctx);
  if (ctx.body.type !== 'multipart') throw new TicketError('multipart/form-data is required');
  let parsed;
  try {
    parsed = parseMultipart(ctx.body.raw, ctx.req.headers['content-type']);
  } catch (err) {
    throw new TicketError(`Malformed upload: ${err.message}`);
  }
  const file = parsed.files.file;
  if (!file || file.data.length === 0) throw new TicketError('Field file is required');
  if (file.data.length > MAX_UPLOAD_BYTES) throw new TicketError('File too large');
  if (!/^\d+$/.test(parsed.fields.key || '')) throw new TicketError('Field key (numeric) is required');
  spendGuestQuota(ctx, token, 'uploads');
  const uploads = ctx.state.ticketService.uploads;
  const id = String(uploads.length + 1);
  const customerId = ctx.state.ticketService.bindings[token]?.customerId ?? '';
  uploads.push({ id, key: parsed.fields.key, filename: file.filename, contentType: file.contentType, data: file.data, customerId });
  return { url: `${ctx.baseUrl}/ticket-api/files/${id}/${encodeURIComponent(file.filename || 'upload')}` };
}

function saveUser(ctx) {
  const token = requireToken(ctx);
  const body = jsonBody(ctx);
  const nick = body.nick === undefined ? '' : String(body.nick);
  const partnerId = body.partnerId === undefined ? '' : String(body.partnerId);
  if (!partnerId) throw new TicketError('partnerId is required');
  checkBinding(ctx, token, partnerId);
  return { userId: ensureCustomer(ctx.state, partnerId, nick) };
}

function saveTicket(ctx) {
  const token = requireToken(ctx);
  const payload = jsonBody(ctx);
  for (const field of ['companyid', 'userid', 'ticket_content']) {
    if (payload[field] === undefined || payload[field] === '') throw new TicketError(`${field} is required`);
  }
  // As the real service: a ticket belongs to a customer it created (save-user), logged-in player or guest alike.
  const known = Object.values(ctx.state.ticketService.users).some((user) => user.userId === String(payload.userid));
  if (!known) throw new TicketError('userid is not a known customer: save the user first');
  // A token the server bound files for its own customer only: the page cannot name another player's record.
  const binding = ctx.state.ticketService.bindings[token];
  if (binding && String(payload.userid) !== binding.customerId) {
    throw new TicketError('userid is not the customer this token was issued for');
  }
  spendGuestQuota(ctx, token, 'tickets');
  const { tickets } = ctx.state.ticketService;
  const ticketId = `T-${String(tickets.length + 1).padStart(5, '0')}`;
  tickets.push({ ticketId, token, payload });
  return { ticketId };
}

function serveFile(ctx, id) {
  const file = ctx.state.ticketService.uploads.find((u) => u.id === id);
  if (!file) return sendJson(ctx.res, 404, { ret_code: '1', ret_msg: 'File not found' });
  return sendBytes(ctx.res, 200, file.contentType, file.data);
}

const ROUTES = {
  'GET /ticket-api/token': issueToken,
  'POST /ticket-api/upload': upload,
  'POST /ticket-api/save-user': saveUser,
  'POST /ticket-api/save-ticket': saveTicket,
};

function handleTicketApi(ctx) {
  const file = /^\/ticket-api\/files\/(\d+)(\/[^/]*)?$/.exec(ctx.path);
  if (ctx.method === 'GET' && file) return serveFile(ctx, file[1]);
  const handler = ROUTES[`${ctx.method} ${ctx.path.replace(/\/$/, '')}`];
  if (!handler) return sendJson(ctx.res, 404, { ret_code: '1', ret_msg: 'Unknown ticket service call' });
  try {
    return ok(ctx.res, handler(ctx));
  } catch (err) {
    if (!(err instanceof TicketError)) throw err;
    return sendJson(ctx.res, 200, { ret_code: '1', ret_msg: err.message });
  }
}

module.exports = {
  handleTicketApi, issueTicketToken, ensureCustomer, ticketSign, APP_KEY, LOCAL_CONFIG_APP_KEY, GUEST_PARTNER_PREFIX,
};
