// §8 dataExport: POST open/oauth/export by the token (in the game) or {username, proof} (a webAccount deletion proof, on
// the web) → a link to a JSON copy of the account's data that expires, or {pending: true} (scenario dataExport:
// 'pending': "the provider e-mails it"). GET /export/<id>.json serves the copy until it expires.
const crypto = require('crypto');
const { deletionOf } = require('../proof/accounts');
const { callerAccount } = require('../proof/web-caller');
const { sendJson } = require('../http/respond');

const LINK_TTL_MS = 24 * 60 * 60 * 1000;
const FILE = /^\/export\/([A-Za-z0-9_-]{16,64})\.json$/;

/** What the provider holds of the account: profile, bindings, messages, codes and the deletion status. */
function copyOf(state, account, now) {
  const demo = account.holder === state.player;
  const { appling, allowedApply, rest_time } = deletionOf(state, account);
  return {
    exportedAt: new Date(now).toISOString(),
    profile: demo
      ? { userId: state.player.userId, openId: state.player.openId, nickname: state.player.nickname, balance: state.player.balance }
      : { userId: account.userId },
    bindings: demo ? { ...state.bind } : { mobile: account.mobile, mail: account.mail },
    messages: demo ? state.messages.map(({ id, category, subject, sendTime, isRead, code }) => ({ id, category, subject, sendTime, isRead, code })) : [],
    codes: demo ? state.activeCodes.map(({ name, code, expire, expireTime, activation }) => ({ name, code, expire, expireTime, activation })) : [],
    deletion: { appling, allowedApply, rest_time },
  };
}

function exportData(ctx) {
  const { state, standIn } = ctx;
  const account = callerAccount(ctx, { web: true, defects: { missing: 'export-without-proof' } });
  const now = standIn.now();
  if (state.dataExport === 'pending') {
    state.mailedExports.push({ userId: account.userId, to: account.mail, at: now });
    return { pending: true };
  }
  const id = crypto.randomBytes(24).toString('base64url');
  state.exports[id] = { userId: account.userId, json: copyOf(state, account, now), expiresAt: now + LINK_TTL_MS };
  return { url: `${ctx.baseUrl}/export/${id}.json`, expires: now + LINK_TTL_MS };
}

/** GET /export/<id>.json: the copy (an attachment), 410 once expired, 404 for an id never given. → true when answered. */
function handleExportFile(ctx) {
  const match = ctx.method === 'GET' ? FILE.exec(ctx.path) : null;
  if (!match) return false;
  const file = Object.hasOwn(ctx.state.exports, match[1]) ? ctx.state.exports[match[1]] : null;
  if (!file) sendJson(ctx.res, 404, { status: 'fail', error: '404', error_msg: 'No such export' });
  else if (ctx.standIn.now() >= file.expiresAt) sendJson(ctx.res, 410, { status: 'fail', error: '410', error_msg: 'This link has expired' });
  else {
    const text = JSON.stringify(file.json, null, 2);
    ctx.res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Content-Disposition': 'attachment; filename="my-data.json"',
      'Cache-Control': 'no-store',
    });
    ctx.res.end(text);
  }
  return true;
}

module.exports = [{ method: 'POST', path: '/open/oauth/export', extension: 'dataExport', handle: exportData }];
module.exports.handleExportFile = handleExportFile;
module.exports.LINK_TTL_MS = LINK_TTL_MS;
