// One run of the provider-check: the rows in order (the attempt limit last: it locks the test account).
const { Checker, Unreachable } = require('./checker');
const { readChecks } = require('./checks/reads');
const { errorChecks } = require('./checks/errors');
const { codeChecks } = require('./checks/codes');
const { writeChecks } = require('./checks/writes');
const { proofChecks } = require('./checks/proof');
const { openWithoutProof } = require('./checks/open-without-proof');
const { webAccountChecks } = require('./checks/web-account');
const { dataExportChecks } = require('./checks/data-export');
const { attemptLimitCheck } = require('./checks/attempt-limit');

const DEFAULT_TIMEOUT_MS = 10_000;

/** The first call, alone: a provider nobody listens for cannot be checked (exit 2), one that answers badly can (a row). */
async function preflight(c) {
  await c.expectSuccess('read.config', 'config', {});
}

/**
 * → { provider, checks } ; rejects with Unreachable when nothing answers at --api.
 * @param {{ api, session, code, extensions, writes }} args  env: PROVIDER_CHECK_OTHER_ACCOUNT, PROVIDER_CHECK_PASSWORD,
 *   PROVIDER_CHECK_TIMEOUT_MS (per request), PROVIDER_CHECK_COUNTRY (dialling code of the test phone, default 86)
 */
async function runChecks(args, env = process.env) {
  const timeoutMs = Number(env.PROVIDER_CHECK_TIMEOUT_MS) > 0 ? Number(env.PROVIDER_CHECK_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
  const c = new Checker({ ...args, otherAccount: env.PROVIDER_CHECK_OTHER_ACCOUNT, password: env.PROVIDER_CHECK_PASSWORD, timeoutMs });
  c.country = env.PROVIDER_CHECK_COUNTRY || '86';
  c.language = 'en-US';
  await preflight(c);
  await readChecks(c);
  await errorChecks(c);
  await codeChecks(c);
  await writeChecks(c);
  if (c.has('proof')) await proofChecks(c);
  openWithoutProof(c);
  await webAccountChecks(c);
  await dataExportChecks(c);
  await attemptLimitCheck(c);
  return { provider: args.api, checks: c.rows };
}

module.exports = { runChecks, Unreachable };
