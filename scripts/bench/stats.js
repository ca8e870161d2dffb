// Figures and tables shared by `npm run bench` and `npm run lighthouse`: median with min/max, and a plain text table.

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Median, min and max of the runs' values (nulls, e.g. an audit that did not run, are left out). */
function stat(values) {
  const xs = values.filter((x) => x != null && !Number.isNaN(x));
  if (!xs.length) return { median: null, min: null, max: null, runs: values };
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), runs: values };
}

/** Rows of cells → aligned text: the first column left, the others right. */
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ')).join('\n');
}

/** The argument after `name` on the command line, or `fallback`. */
function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

module.exports = { median, stat, table, arg };
