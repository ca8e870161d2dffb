#!/usr/bin/env node
// npm run provider-check -- --api <apiBase> --session <file> [--code <code>] [--extensions …] [--writes] [--json <file>]
// exits 0 when no check fails, 1 when one does, 2 when it cannot run (bad arguments, provider unreachable).
const fs = require('fs');
const { parseArgs, UsageError, USAGE } = require('./args');
const { readSession } = require('./session');
const { runChecks, Unreachable } = require('./run');
const { table, summary, jsonReport } = require('./report');

async function main(argv, { out = process.stdout, err = process.stderr, env = process.env } = {}) {
  let args;
  try {
    args = parseArgs(argv);
    args.session = readSession(args.session);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    err.write(`provider-check: ${e.message}\n${USAGE}\n`);
    return 2;
  }
  let report;
  try {
    report = await runChecks(args, env);
  } catch (e) {
    if (!(e instanceof Unreachable)) throw e;
    err.write(`provider-check: cannot run: ${e.message}\n`);
    return 2;
  }
  out.write(`provider-check ${args.api} (extensions: ${args.extensions.join(', ') || 'none, SPEC §7 alone'}${args.writes ? '; writes' : ''})\n`);
  out.write(`${table(report.checks)}\n${summary(report.checks)}\n`);
  if (args.json) fs.writeFileSync(args.json, jsonReport(report));
  return report.checks.some((row) => row.status === 'fail') ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => { process.exitCode = code; },
    (e) => {
      process.stderr.write(`provider-check: cannot run: ${e && e.stack ? e.stack : e}\n`);
      process.exitCode = 2;
    },
  );
}

module.exports = { main };
