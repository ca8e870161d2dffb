// The command line of ARCHITECTURE §8: --api <apiBase> --session <file> [--code <code>] [--extensions …] [--writes] [--json <file>].
const { EXTENSIONS } = require('./contract');

class UsageError extends Error {}

const USAGE = 'usage: npm run provider-check -- --api <apiBase> --session <file> [--code <code>] '
  + '[--extensions proof,webAccount,dataExport] [--writes] [--json <file>]';

const VALUED = ['--api', '--session', '--code', '--extensions', '--json'];

/** argv (after the script) → { api, session, code, extensions, writes, json }; throws UsageError. */
function parseArgs(argv) {
  const out = { api: '', session: '', code: '', extensions: [], writes: false, json: '' };
  const seen = new Set();
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].startsWith('--') && argv[i].includes('=') ? [argv[i].slice(0, argv[i].indexOf('=')), argv[i].slice(argv[i].indexOf('=') + 1)] : [argv[i], undefined];
    if (seen.has(flag)) throw new UsageError(`${flag} is given twice`);
    seen.add(flag);
    if (flag === '--writes') {
      if (inline !== undefined) throw new UsageError('--writes takes no value');
      out.writes = true;
      continue;
    }
    if (!VALUED.includes(flag)) throw new UsageError(`unknown argument ${JSON.stringify(argv[i])}`);
    const value = inline ?? argv[i + 1];
    if (inline === undefined) i += 1;
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) throw new UsageError(`${flag} needs a value`);
    out[flag.slice(2)] = value;
  }
  if (!out.api) throw new UsageError('--api <apiBase> is required');
  if (!out.session) throw new UsageError('--session <file> is required');
  let url;
  try {
    url = new URL(out.api);
  } catch {
    throw new UsageError(`--api is not an address: ${JSON.stringify(out.api)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError('--api must be an http: or https: address');
  out.api = url.href.endsWith('/') ? url.href : `${url.href}/`;
  out.extensions = parseExtensions(seen.has('--extensions') ? out.extensions : '');
  return out;
}

function parseExtensions(raw) {
  const list = String(raw).split(',').map((s) => s.trim()).filter(Boolean);
  for (const name of list) {
    if (!EXTENSIONS.includes(name)) throw new UsageError(`unknown extension ${JSON.stringify(name)} (known: ${EXTENSIONS.join(', ')})`);
  }
  return [...new Set(list)];
}

module.exports = { parseArgs, UsageError, USAGE };
