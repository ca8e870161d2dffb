// Which ARCHITECTURE §8 extensions the stand-in speaks: [] is SPEC §7 alone; the default is every one it implements.
const IMPLEMENTED_EXTENSIONS = Object.freeze(['proof', 'webAccount', 'dataExport']);

/** A list from a control call or createStandIn: every entry must be an extension the stand-in implements. */
function checkExtensions(list) {
  if (!Array.isArray(list)) throw new Error('extensions must be an array of strings');
  for (const name of list) {
    if (!IMPLEMENTED_EXTENSIONS.includes(name)) {
      throw new Error(`the stand-in implements the extensions ${IMPLEMENTED_EXTENSIONS.join(', ')}; not ${JSON.stringify(name)}`);
    }
  }
  return [...new Set(list)];
}

/** `--extensions proof` / `--extensions=proof,…` / `--extensions none`; absent → every implemented extension. */
function extensionsFromArgs(argv) {
  const i = argv.findIndex((a) => a === '--extensions' || a.startsWith('--extensions='));
  if (i < 0) return [...IMPLEMENTED_EXTENSIONS];
  const raw = (argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1]) ?? '';
  if (raw.trim() === 'none') return [];
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (!list.length) throw new Error('give a comma list of extensions, or none for SPEC §7 alone');
  return checkExtensions(list);
}

module.exports = { IMPLEMENTED_EXTENSIONS, checkExtensions, extensionsFromArgs };
