// The only door out of this remote: each exposed page is its own chunk, loaded on first visit.
// Names are fixed by the host's route table (host/src/routes/route-table.ts).
exports.exposes = {
  './MyMessage': './src/pages/my-message/my-message-page.tsx',
  './MessageContent': './src/pages/message-content/message-content-page.tsx',
  './CodeBox': './src/pages/code-box/code-box-page.tsx',
  './TaskCenter': './src/pages/task-center/task-center-page.tsx',
  './BalanceRecords': './src/pages/balance-records/balance-records-page.tsx',
};
