// CLI: node --security-revert=CVE-2023-46809 src/main.js [--port 3100] [--extensions proof,webAccount,dataExport | none]
const { createStandIn } = require('./server');
const { extensionsFromArgs } = require('./switches/extensions');

function portFromArgs(argv) {
  const i = argv.findIndex((a) => a === '--port' || a.startsWith('--port='));
  if (i < 0) return 3100;
  const raw = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid --port ${raw}`);
    process.exit(2);
  }
  return port;
}

function startOptions(argv) {
  try {
    return { port: portFromArgs(argv), extensions: extensionsFromArgs(argv) };
  } catch (err) {
    console.error(`Invalid --extensions: ${err.message}`);
    return process.exit(2);
  }
}

createStandIn(startOptions(process.argv.slice(2))).then(
  (standIn) => {
    console.log(`Provider stand-in listening on ${standIn.url}/ (extensions: ${standIn.extensions.join(', ') || 'none, SPEC §7 alone'})`);
    const stop = () => standIn.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (err) => {
    console.error(`Provider stand-in could not start: ${err.message}`);
    process.exit(1);
  },
);
