// The only door out of this remote: each exposed page is its own chunk, loaded on first visit.
exports.exposes = {
  './MyMessage': './src/pages/my-message/my-message-page.tsx',
};
