// Typed remotes: the host's route table is type-checked against the remotes' exposes.js, so renaming an exposed
// page in a remote breaks `npm run typecheck` (and CI), not production. The program is the workspace check's own
// options; only the one remote file is replaced in memory by a renamed copy.
const path = require('path');
const ts = require('typescript');

const ROOT = path.join(__dirname, '../..');
const ROUTE_TABLE = path.join(ROOT, 'host/src/routes/route-table.ts');
const ACCOUNT_EXPOSES = path.join(ROOT, 'remote-account/exposes.js');

function checkOptions() {
  const file = path.join(ROOT, 'tsconfig.check.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, file).options;
}

/** Type errors of the route table with remote-account/exposes.js's text passed through `edit`. */
function routeTableErrors(edit, oldProgram) {
  const options = checkOptions();
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (f) => (path.resolve(f) === ACCOUNT_EXPOSES ? edit(readFile(f)) : readFile(f));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (f, lang, onError) =>
    path.resolve(f) === ACCOUNT_EXPOSES ? ts.createSourceFile(f, host.readFile(f), lang, true, ts.ScriptKind.JS) : getSourceFile(f, lang, onError);
  const program = ts.createProgram({ rootNames: [ROUTE_TABLE], options, host, oldProgram });
  const errors = program
    .getSemanticDiagnostics(program.getSourceFile(ROUTE_TABLE))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return { errors, program };
}

test('the route table type-checks against what the remotes expose, and a renamed page breaks the check', () => {
  const clean = routeTableErrors((text) => text);
  expect(clean.errors).toEqual([]);

  const renamed = routeTableErrors((text) => {
    expect(text).toContain("'./BindPhone':");
    return text.replace("'./BindPhone':", "'./BindPhoneNumber':");
  }, clean.program);
  expect(renamed.errors).toEqual([expect.stringContaining('"./BindPhone"')]);
});
