// The state of one run: where the provider is, the test account, the rows so far, and the ways a row is decided.
const crypto = require('crypto');
const { calls, validateAnswer, validateFailure } = require('./contract');
const { send } = require('./wire/send');

class Unreachable extends Error {}

const CALLS = new Map(calls().map((c) => [c.id, c]));

const errorOf = (body) => String(body.error ?? '');
const messageOf = (body) => String(body.error_msg ?? body.errorMsg ?? '');
const refusal = (body) => `error ${errorOf(body)}${messageOf(body) ? ` "${messageOf(body)}"` : ''}`;

/** A password SPEC §5 accepts (8–16 characters, a letter and a digit), new each run. */
function newPassword() {
  return `Pc${crypto.randomInt(10_000_000, 99_999_999)}x`;
}

class Checker {
  constructor(options) {
    this.api = options.api;
    this.session = options.session;
    this.code = options.code;
    this.extensions = options.extensions;
    this.writes = options.writes;
    this.otherAccount = options.otherAccount || '';
    this.knownPassword = options.password || '';
    this.target = { api: options.api, session: options.session, timeoutMs: options.timeoutMs };
    this.rows = [];
    this.facts = {};
  }

  has(extension) {
    return this.extensions.includes(extension);
  }

  add(id, call, status, detail) {
    this.rows.push({ id, call, status, detail });
  }

  callName(callId) {
    return CALLS.get(callId).call;
  }

  /** The password a write sets: the account's own when PROVIDER_CHECK_PASSWORD names it, else a new one (said in the row). */
  passwordToSet() {
    if (this.knownPassword) return { password: this.knownPassword, note: 'set to PROVIDER_CHECK_PASSWORD (unchanged)' };
    const password = newPassword();
    return { password, note: `the test account's password is now ${password} (set PROVIDER_CHECK_PASSWORD to keep the account's own)` };
  }

  /** Sends a call of the contract; → { body } | { problem }. `path` replaces the contract's (a path parameter filled in). */
  async call(callId, payload, { path, q } = {}) {
    const info = CALLS.get(callId);
    const answer = await send(this.target, { method: info.method, path: path ?? info.path, payload, q });
    if (answer.unreachable) throw new Unreachable(`provider unreachable: ${answer.unreachable}`);
    return answer;
  }

  /** A row that passes when the call succeeds with the contract's shape; → the body on success, else null. */
  async expectSuccess(id, callId, payload, { path, passDetail } = {}) {
    const answer = await this.call(callId, payload, { path });
    const name = this.callName(callId);
    if (answer.problem) return this.failed(id, name, answer.problem);
    const { body } = answer;
    const problems = validateAnswer(callId, body, { extensions: this.extensions });
    if (body.status !== 'ok') {
      this.add(id, name, 'fail', `refused: ${refusal(body)}${problems.length ? `; ${problems.join('; ')}` : ''}`);
      return null;
    }
    if (problems.length) return this.failed(id, name, `answer is not the contract's: ${problems.join('; ')}`);
    this.add(id, name, 'pass', passDetail ? passDetail(body) : 'answer has the contract\'s fields and types');
    return body;
  }

  /** A row that passes when the call is refused with one of `codes` (any code when empty) in the failure shape. */
  async expectRefused(id, callId, payload, { codes = [], why, path, q } = {}) {
    const answer = await this.call(callId, payload, { path, q });
    const name = this.callName(callId);
    if (answer.problem) return this.failed(id, name, answer.problem);
    const { body } = answer;
    if (body.status === 'ok') return this.failed(id, name, `accepted ${why}: answered status "ok"`);
    const problems = validateFailure(body);
    if (problems.length) return this.failed(id, name, `refused ${why}, but not in the failure shape: ${problems.join('; ')}`);
    if (codes.length && !codes.includes(errorOf(body))) {
      return this.failed(id, name, `refused ${why} with ${refusal(body)}; the contract says ${codes.join(' or ')}`);
    }
    this.add(id, name, 'pass', `refused ${why}: ${refusal(body)}`);
    return body;
  }

  failed(id, call, detail) {
    this.add(id, call, 'fail', detail);
    return null;
  }

  skip(id, call, detail) {
    this.add(id, call, 'skip', detail);
  }
}

module.exports = { Checker, Unreachable, refusal, errorOf };
