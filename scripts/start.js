// `npm start`: builds what is missing, then runs the provider stand-in, every remote, the host
// and the SDK simulator on fixed ports, and prints the one URL to open.
const { buildAll } = require('./build-all');
const { startStack, missingBuilds } = require('./stack');
const { PORTS } = require('./apps');

async function main() {
  const rebuild = process.argv.includes('--rebuild');
  const toBuild = rebuild ? undefined : missingBuilds();
  if (rebuild || toBuild.length) {
    console.log(rebuild ? 'building every app…' : `building ${toBuild.join(', ')}…`);
    await buildAll(toBuild);
  }
  const stack = await startStack();
  console.log(`
Player Center is running.

  Open the SDK simulator:  ${stack.simulatorUrl}

  host (user center)       ${stack.hostUrl}/
  remote-account           ${stack.appUrl('remote-account')}/mf-manifest.json
  remote-messages          ${stack.appUrl('remote-messages')}/mf-manifest.json
  remote-support           ${stack.appUrl('remote-support')}/mf-manifest.json
  remote-deletion          ${stack.appUrl('remote-deletion')}/mf-manifest.json
  provider stand-in        ${stack.provider.url}/  (control API under /__control/)

Ports are fixed (${Object.values(PORTS).join(', ')}). \`npm start -- --rebuild\` rebuilds every app first. Ctrl-C stops.`);
  const stop = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
