// One provider call as the page makes it (ARCHITECTURE §5), and what came back, in words when it is not a JSON object.
const { encryptQ } = require('./encrypt-q');

const UNREACHABLE = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL'];

/** SPEC §7's base fields from the session. */
function baseFields(session) {
  return { grant_app: session.app_id, channel: session.channel, time: Date.now(), open_id: session.open_id, opensdk_version: session.opensdk_version };
}

function snippet(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
}

/** A body that is not a JSON object, in words; null when it is one. */
function describeBody(res, text) {
  const type = String(res.headers.get('content-type') || '').split(';')[0].trim();
  if (!text.trim()) return 'answered an empty body';
  if (type === 'text/html' || /^\s*</.test(text)) return `answered HTML${type ? ` (${type})` : ''}, not JSON: "${snippet(text)}"`;
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    return `answered something that is not JSON${type ? ` (${type})` : ''}: "${snippet(text)}"`;
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return `answered JSON that is not an object: "${snippet(text)}"`;
  return null;
}

/**
 * Sends one call; resolves { body } (a JSON object), { problem } (an answer that is not one, or none), or
 * { unreachable } (nothing listens there). Never rejects.
 * @param {{ api: string, session: object, timeoutMs: number, language?: string }} target
 * @param {{ method: string, path: string, payload?: object, q?: string }} call  q replaces the encrypted payload
 */
async function send(target, { method, path, payload = {}, q }) {
  const { api, session, timeoutMs } = target;
  const params = new URLSearchParams({ v: session.app_id, q: q ?? encryptQ({ ...baseFields(session), ...payload }, session.publicKey) });
  const headers = { 'Accept-Language': target.language || 'en-US' };
  const init = { method, headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' };
  if (method === 'POST') {
    init.body = params.toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  try {
    const res = await fetch(`${api}${path}?${params}`, init);
    const text = await res.text();
    if (res.status !== 200) return { problem: `answered HTTP ${res.status}${text.trim() ? `: "${snippet(text)}"` : ''} (SPEC §8: the page says "Server didn't respond")` };
    const problem = describeBody(res, text);
    return problem ? { problem } : { body: JSON.parse(text) };
  } catch (err) {
    if (err && (err.name === 'TimeoutError' || err.name === 'AbortError')) return { problem: `no answer within ${timeoutMs} ms` };
    const code = err?.cause?.code || err?.code || '';
    if (UNREACHABLE.includes(code)) return { unreachable: `${code} at ${api}` };
    return { problem: `the connection closed without an answer${code ? ` (${code})` : ''}` };
  }
}

module.exports = { send, baseFields };
