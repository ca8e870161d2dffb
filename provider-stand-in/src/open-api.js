// The /open/ pipeline: decrypt q, check base fields and token, apply a fault, run the route, log the request.
const { decryptQ } = require('./crypto/decrypt-q');
const { findOpenRoute } = require('./routes');
const { ProviderError, fail } = require('./http/provider-error');
const { sendJson } = require('./http/respond');
const { answerFault } = require('./faults');

const BASE_FIELDS = ['grant_app', 'channel', 'time', 'open_id', 'opensdk_version'];
const MAX_LOG = 2000;

function decode(ctx) {
  const form = ctx.body.form || {};
  const q = ctx.query.q ?? form.q;
  const v = ctx.query.v ?? form.v;
  const payload = decryptQ(q, ctx.standIn.keys.privateKey, ctx.standIn.keys.modulusBytes);
  const missing = BASE_FIELDS.filter((name) => payload[name] === undefined || payload[name] === null);
  if (!v) missing.unshift('v');
  return { payload, missing };
}

/** A call carrying token (or open_id / user_id) must match the demo session. */
function checkSession(route, payload, player) {
  const token = payload.token === undefined || payload.token === null ? '' : String(payload.token);
  if (route.auth && !token) throw fail('1002', 'Please log in first');
  if (token && token !== player.token) throw fail('1002', 'Token invalid, please log in again');
  for (const [field, expected] of [['open_id', player.openId], ['user_id', player.userId]]) {
    const value = payload[field];
    if (value !== undefined && value !== null && value !== '' && String(value) !== expected) throw fail('1003', `Unknown ${field}`);
  }
}

function runRoute(ctx, payload) {
  const found = findOpenRoute(ctx.method, ctx.path);
  // a call of a §8 extension the stand-in does not speak now is as unknown as any other
  if (!found || (found.route?.extension && !ctx.standIn.speaks(found.route.extension))) throw new ProviderError('404', `Unknown call ${ctx.path}`);
  if (found.methodNotAllowed) throw new ProviderError('405', `${ctx.method} is not allowed on ${ctx.path}`);
  checkSession(found.route, payload, ctx.standIn.state.player);
  const result = found.route.handle({ ...ctx, params: found.params, payload, state: ctx.standIn.state });
  return { status: 'ok', ...result };
}

function log(standIn, entry) {
  standIn.requestLog.push(entry);
  if (standIn.requestLog.length > MAX_LOG) standIn.requestLog.shift();
}

async function handleOpen(ctx, fault) {
  const entry = { at: Date.now(), method: ctx.method, path: ctx.path, query: { ...ctx.query }, payload: null, ok: false, language: ctx.acceptLanguage || '' };
  log(ctx.standIn, entry);
  let decoded = null;
  let decryptError = null;
  try {
    decoded = decode(ctx);
    entry.payload = decoded.payload;
    if (decoded.missing.length) decryptError = `Missing base fields: ${decoded.missing.join(', ')}`;
  } catch (err) {
    decryptError = `Cannot decrypt q: ${err.message}`;
  }
  if (fault) {
    entry.fault = fault.kind;
    if (fault.kind !== 'slow') return answerFault(ctx.res, fault.kind, fault.errorMsg);
    await ctx.standIn.delay(fault.delayMs);
  }
  if (decryptError) {
    entry.error = 'decrypt';
    entry.error_msg = decryptError;
    return sendJson(ctx.res, 200, { status: 'fail', error: 'decrypt', error_msg: decryptError });
  }
  try {
    const body = runRoute(ctx, decoded.payload);
    entry.ok = true;
    return sendJson(ctx.res, 200, body);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    entry.error = err.code;
    entry.error_msg = err.message;
    return sendJson(ctx.res, 200, { status: 'fail', error: err.code, error_msg: err.message });
  }
}

module.exports = { handleOpen, log, BASE_FIELDS };
