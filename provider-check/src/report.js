// The printed table (one row per check) and the --json document of ARCHITECTURE §8.
const COLUMNS = [['status', 'STATUS'], ['call', 'CALL'], ['id', 'CHECK'], ['detail', 'DETAIL']];

function table(checks) {
  const widths = COLUMNS.slice(0, -1).map(([key, title]) => Math.max(title.length, ...checks.map((row) => String(row[key]).length)));
  const line = (cells) => cells.map((cell, i) => (i < widths.length ? String(cell).padEnd(widths[i]) : cell)).join('  ').trimEnd();
  return [line(COLUMNS.map(([, title]) => title)), ...checks.map((row) => line(COLUMNS.map(([key]) => row[key])))].join('\n');
}

function summary(checks) {
  const count = (status) => checks.filter((row) => row.status === status).length;
  return `${count('pass')} pass, ${count('fail')} fail, ${count('warn')} warn, ${count('skip')} skip`;
}

/** ARCHITECTURE §8: { provider, checks: [{ id, call, status, detail }] }. */
function jsonReport({ provider, checks }) {
  return `${JSON.stringify({ provider, checks: checks.map(({ id, call, status, detail }) => ({ id, call, status, detail })) }, null, 2)}\n`;
}

module.exports = { table, summary, jsonReport };
