// The test control API under /__control/: public key, session payload, request log, faults, scenario, reset, tickets, messages, switches.
const { sendJson } = require('./http/respond');
const { sessionPayload } = require('./session-payload');
const { activeCodesSeed } = require('./state/active-code-seed');
const { handleMessageControl } = require('./control-messages');
const { handleSwitchControl } = require('./control-switches');

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function pickTyped(target, source, types) {
  for (const [key, type] of Object.entries(types)) {
    if (source[key] === undefined) continue;
    if (typeof source[key] !== type) throw new Error(`${key} must be a ${type}`);
    target[key] = source[key];
  }
}

/** Changes seeded state for a test; every key optional. */
function applyScenario(state, scenario) {
  if (!isObject(scenario)) throw new Error('the body must be a JSON object');
  if (isObject(scenario.deletion)) {
    pickTyped(state.deletion, scenario.deletion, { appling: 'boolean', allowedApply: 'boolean', rest_time: 'number' });
  }
  if (isObject(scenario.bind)) {
    for (const [type, value] of Object.entries(scenario.bind)) {
      if (value === null || value === '') delete state.bind[type];
      else state.bind[type] = String(value);
    }
  }
  if (Array.isArray(scenario.takenMails)) state.takenMails = scenario.takenMails.map((m) => String(m).toLowerCase());
  if (Array.isArray(scenario.takenThirdParties)) state.takenThirdParties = scenario.takenThirdParties.map(String);
  if (isObject(scenario.config)) pickTyped(state.config, scenario.config, { items1: 'object', items2: 'object', showBalance: 'boolean', ticketUrl: 'string' });
  if (isObject(scenario.realName)) pickTyped(state.realName, scenario.realName, { is_real: 'boolean', id_card: 'string' });
  if (typeof scenario.balance === 'number') state.player.balance = scenario.balance;
  if (Number.isInteger(scenario.activeCodeCount) && scenario.activeCodeCount >= 0) state.activeCodes = activeCodesSeed(scenario.activeCodeCount);
  if (scenario.clearMessages === true) state.messages = [];
  if (isObject(scenario.texts)) applyTexts(state, scenario.texts);
  if (scenario.dataExport !== undefined) {
    if (scenario.dataExport !== 'ready' && scenario.dataExport !== 'pending') throw new Error("dataExport must be 'ready' or 'pending'");
    state.dataExport = scenario.dataExport;
  }
}

/** Replaces the server texts the pages show (every message, every FAQ item), e.g. with hostile HTML for the XSS tests. */
function applyTexts(state, texts) {
  const t = {};
  pickTyped(t, texts, { messageHtml: 'string', messageSubject: 'string', messageName: 'string', faqAnswer: 'string', faqTitle: 'string', faqTypeName: 'string', countryId: 'string', countryNumber: 'string' });
  // An extra country at the end of the country list, e.g. with a hostile id or calling code.
  if (t.countryId !== undefined || t.countryNumber !== undefined) state.extraCountries = [{ id: t.countryId ?? 'ZZ', number: t.countryNumber ?? '0' }];
  for (const m of state.messages) {
    if (t.messageHtml !== undefined) m.content = t.messageHtml;
    if (t.messageSubject !== undefined) m.subject = t.messageSubject;
    if (t.messageName !== undefined && m.name) m.name = t.messageName;
  }
  for (const type of state.faqTypes) {
    if (t.faqTypeName !== undefined) type.names = { en: t.faqTypeName, zh: t.faqTypeName };
    for (const item of type.items) {
      if (t.faqAnswer !== undefined) item.faq = { en: t.faqAnswer, zh: t.faqAnswer };
      if (t.faqTitle !== undefined) item.title = { en: t.faqTitle, zh: t.faqTitle };
    }
  }
}

/** The live state for debugging, uploaded bytes replaced by their size. */
function stateSnapshot(state) {
  const uploads = state.ticketService.uploads.map(({ data, ...rest }) => ({ ...rest, size: data.length }));
  return { ...state, ticketService: { ...state.ticketService, uploads } };
}

function jsonBody(body) {
  if (body.type === 'none') return {};
  if (body.type !== 'json' || body.jsonError) throw new Error('send a JSON body (Content-Type: application/json)');
  return body.json;
}

/** ctx.standIn: { state, faults, requestLog, keys, reset() } */
function handleControl(ctx) {
  const { res, method, path, query, standIn } = ctx;
  const route = `${method} ${path.replace(/\/$/, '')}`;
  try {
    if (path === '/__control/messages' || path.startsWith('/__control/messages/')) return handleMessageControl(ctx, jsonBody);
    if (handleSwitchControl(ctx, route, jsonBody)) return undefined;
    switch (route) {
      case 'GET /__control/public-key':
        return sendJson(res, 200, { pem: standIn.keys.publicKeyPem, base64: standIn.keys.publicKeyBase64 });
      case 'GET /__control/session':
        return sendJson(res, 200, sessionPayload(standIn.state, standIn.keys.publicKeyBase64, query));
      case 'GET /__control/requests':
        return sendJson(res, 200, standIn.requestLog);
      case 'DELETE /__control/requests':
        standIn.requestLog.length = 0;
        return sendJson(res, 200, { status: 'ok' });
      case 'POST /__control/reset':
        standIn.reset();
        return sendJson(res, 200, { status: 'ok' });
      case 'POST /__control/fault': {
        const fault = standIn.faults.add(jsonBody(ctx.body));
        return sendJson(res, 200, { status: 'ok', fault, faults: standIn.faults.list() });
      }
      case 'GET /__control/faults':
        return sendJson(res, 200, standIn.faults.list());
      case 'DELETE /__control/faults':
        standIn.faults.clear();
        return sendJson(res, 200, { status: 'ok' });
      case 'POST /__control/scenario':
        applyScenario(standIn.state, jsonBody(ctx.body));
        return sendJson(res, 200, { status: 'ok', deletion: { ...standIn.state.deletion }, bind: { ...standIn.state.bind }, dataExport: standIn.state.dataExport });
      case 'GET /__control/tickets':
        return sendJson(res, 200, standIn.state.ticketService.tickets.map((t) => t.payload));
      case 'GET /__control/state':
        return sendJson(res, 200, stateSnapshot(standIn.state));
      default:
        return sendJson(res, 404, { status: 'fail', error: '404', error_msg: `Unknown control call ${route}` });
    }
  } catch (err) {
    return sendJson(res, 400, { status: 'fail', error: '400', error_msg: err.message });
  }
}

module.exports = { handleControl, applyScenario };
