// webpack (5.110 here) adds its own sharing runtime module to a chunk that needs the share scope, beside the federation
// plugin's, which runs after it and sets `__webpack_require__.S` and `.I` again: webpack's is dead code in every
// remoteEntry.js and a remote's main.js (1.4 KB, 0.27 KB br). The federation maintainers' own note on it:
// module-federation/core#1639 ("need to remove webpack internal inject ShareRuntimeModule").
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

/** Drops webpack's sharing runtime module from a chunk that also has the federation plugin's. */
class SingleShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SingleShareRuntimePlugin', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('SingleShareRuntimePlugin', () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter((m) => m.name === 'sharing');
          const webpacks = sharing.filter((m) => m instanceof WebpackShareRuntimeModule);
          if (webpacks.length === sharing.length) continue; // no federation plugin's module here: webpack's is the one
          for (const m of webpacks) chunkGraph.disconnectChunkAndRuntimeModule(chunk, m);
        }
      });
    });
  }
}

module.exports = { SingleShareRuntimePlugin };
