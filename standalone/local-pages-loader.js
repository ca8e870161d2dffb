// Webpack loader for standalone/src/local-pages.ts: one dynamic import per exposed page of every remote, read from
// each remote's exposes.js, so the standalone build has the same pages (and the same per-page chunks) as federation.
const path = require('path');
const { APPS } = require('../build-config/federation');

const ROOT = path.join(__dirname, '..');

function localPages() {
  const pages = {};
  for (const [remote, app] of Object.entries(APPS)) {
    if (!app.dir) continue;
    const file = path.join(ROOT, app.dir, 'exposes.js');
    delete require.cache[file];
    const { exposes } = require(file);
    for (const [module, rel] of Object.entries(exposes)) pages[`${remote}:${module}`] = path.join(ROOT, app.dir, rel);
  }
  return pages;
}

module.exports = function localPagesLoader() {
  const pages = localPages();
  for (const app of Object.values(APPS)) if (app.dir) this.addDependency(path.join(ROOT, app.dir, 'exposes.js'));
  const lines = Object.entries(pages).map(
    ([key, file]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(file)}),`,
  );
  return `export const LOCAL_PAGES = {\n${lines.join('\n')}\n};\n`;
};
module.exports.localPages = localPages;
