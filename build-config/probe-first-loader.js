// Webpack loader for a remote's exposed page files: the page first imports the app's kernel probe (the e2e one-copy
// check). Written on the page's first line, so line numbers stay. It replaces `exposes: { X: { import: [probe, page] } }`,
// which made the federation manifest list every page's chunks under every page (the manifest takes import[0], the
// probe, shared by all pages), so a first visit downloaded the whole remote.
module.exports = function probeFirstLoader(source) {
  const { probe } = this.getOptions();
  return `import ${JSON.stringify(probe)}; ${source}`;
};
