// Ships the native bridge contract with the host: dist/bridge-contract.json, the JSON Schema generated from
// shared/src/bridge/contract (one source for the kernel's types, this file and docs/bridge.md's tables).
const fs = require('fs');
const path = require('path');
const Module = require('module');

const CONTRACT_DIR = path.join(__dirname, '..', 'shared', 'src', 'bridge', 'contract');
const FILE_NAME = 'bridge-contract.json';

/** Requires a TypeScript module of the contract folder (swc to CommonJS in memory; the folder has no other imports). */
function requireContractModule(file) {
  const { transformSync } = require('@swc/core');
  const cache = new Map();
  const load = (full) => {
    if (cache.has(full)) return cache.get(full).exports;
    const { code } = transformSync(fs.readFileSync(full, 'utf8'), {
      filename: full,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
      module: { type: 'commonjs' },
    });
    const m = new Module(full);
    cache.set(full, m);
    m.require = (request) => (request.startsWith('.') ? load(path.resolve(path.dirname(full), `${request}.ts`)) : require(request));
    m._compile(code, full);
    return m.exports;
  };
  return load(path.join(CONTRACT_DIR, file));
}

/** The JSON text of dist/bridge-contract.json. */
function bridgeContractJson() {
  return `${JSON.stringify(requireContractModule('json-schema.ts').bridgeContractJsonSchema(), null, 2)}\n`;
}

class BridgeContractPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BridgeContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BridgeContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const f of fs.readdirSync(CONTRACT_DIR)) compilation.fileDependencies.add(path.join(CONTRACT_DIR, f));
          compilation.emitAsset(FILE_NAME, new compiler.webpack.sources.RawSource(bridgeContractJson()));
        },
      );
    });
  }
}

module.exports = { BridgeContractPlugin, bridgeContractJson, requireContractModule, BRIDGE_CONTRACT_FILE: FILE_NAME };
