// Where a page keeps its one federation runtime for the remotes (properties of globalThis): the core under the name
// the federation plugin's `experiments.externalRuntime` reads, the webpack bundler runtime under ours (webpack-app.js
// points a remote's import of it there; runtime-core-provider.js puts both on the page).
module.exports = {
  RUNTIME_CORE_GLOBAL: '_FEDERATION_RUNTIME_CORE',
  BUNDLER_RUNTIME_GLOBAL: '_FEDERATION_BUNDLER_RUNTIME',
};
