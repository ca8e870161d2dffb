// A remote's container (remoteEntry.js) offers the page no copies of the shared libraries: the host lends every share
// key as already loaded (host/src/federation/host-shares.ts), so the runtime's loaded-first strategy picks the host's
// copy for every remote and the container's own offers were never taken. Its consumes keep their fallbacks (a key a
// page does not lend still loads the remote's own copy), and the remote's own page (main.js, a runtime of its own)
// keeps its offers: it runs alone as before. 0.23 KB br off each remoteEntry.js (docs/performance.md).
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const OFFERS = '.initOptions.shared = {';

/**
 * The federation plugin's sharing code with its share list emptied: `…initOptions.shared = {<offers>}` up to the
 * share scope's own line. Throws when that code has another shape (a federation upgrade): the build fails, it never
 * ships a container that still carries them or lost more than them.
 * @param {string} code @param {string} shareScopeMap webpack's `__webpack_require__.S`
 */
function withoutOffers(code, shareScopeMap) {
  const start = code.indexOf(OFFERS);
  const end = code.indexOf(`\n${shareScopeMap} = {};`);
  if (start < 0 || end < start || code.indexOf(OFFERS, start + 1) >= 0) {
    throw new Error('ContainerWithoutProvidesPlugin: the federation plugin\'s sharing code has changed shape; see build-config/container-without-provides-plugin.js');
  }
  return `${code.slice(0, start + OFFERS.length)}}${code.slice(end)}`;
}

/** @param {string} containerName the remote's container (its `name`, the entry remoteEntry.js is built from) */
class ContainerWithoutProvidesPlugin {
  constructor(containerName) {
    this.containerName = containerName;
  }

  apply(compiler) {
    const { RuntimeGlobals } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContainerWithoutProvidesPlugin', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('ContainerWithoutProvidesPlugin', () => {
        const container = compilation.namedChunks.get(this.containerName);
        if (!container) return;
        for (const m of compilation.chunkGraph.getChunkRuntimeModulesIterable(container)) {
          if (m.name !== 'sharing' || m instanceof WebpackShareRuntimeModule) continue;
          const generate = m.generate.bind(m);
          m.generate = () => withoutOffers(generate(), RuntimeGlobals.shareScopeMap);
        }
      });
    });
  }
}

module.exports = { ContainerWithoutProvidesPlugin, withoutOffers };
