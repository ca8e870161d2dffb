// What `npm run lighthouse` prints: the figures per build, the issue-17 targets met or not, and what costs points.
const { table } = require('../bench/stats');
const { CATEGORIES } = require('./run');

/** Issue 17's targets: category → lowest acceptable score. */
const TARGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1 };

const score = (x) => (x == null ? '—' : x.toFixed(2));
const ms = (x) => (x == null ? '—' : `${Math.round(x)}`);
const kb = (x) => (x == null ? '—' : `${(x / 1024).toFixed(1)}K`);
const cls = (x) => (x == null ? '—' : x.toFixed(3));
const cell = (s, f) => `${f(s.median)} (${f(s.min)}–${f(s.max)})`;

/** Prints the table and the targets; returns the targets as data for the JSON. */
function printSummary(summary, runs, load) {
  const { federated: f, standalone: s } = summary;
  const rows = [['', 'federated median (min–max)', 'standalone median (min–max)']];
  for (const c of CATEGORIES) rows.push([`${c} score`, cell(f.scores[c], score), cell(s.scores[c], score)]);
  rows.push(
    ['FCP (ms)', cell(f.metrics.fcp, ms), cell(s.metrics.fcp, ms)],
    ['LCP (ms)', cell(f.metrics.lcp, ms), cell(s.metrics.lcp, ms)],
    ['TBT (ms)', cell(f.metrics.tbt, ms), cell(s.metrics.tbt, ms)],
    ['CLS', cell(f.metrics.cls, cls), cell(s.metrics.cls, cls)],
    ['Speed Index (ms)', cell(f.metrics.si, ms), cell(s.metrics.si, ms)],
    ['main.js transferred', cell(f.mainJsTransfer, kb), cell(s.mainJsTransfer, kb)],
    ['main.js unused JS (transfer)', cell(f.mainJsUnused, kb), cell(s.mainJsUnused, kb)],
  );
  console.log(`\n${runs} Lighthouse run(s) per build, interleaved; home logged out; mobile defaults (simulated throttling);`);
  console.log(`load average at the start: ${load.map((l) => l.toFixed(2)).join(', ')} (simulated TBT/LCP grow with a loaded CPU)`);
  console.log(table(rows));

  const checks = [];
  for (const build of ['federated', 'standalone']) {
    for (const [c, min] of Object.entries(TARGETS)) {
      const st = summary[build].scores[c];
      checks.push({ target: `${build}: ${c} ≥ ${min}`, met: st.median != null && st.median >= min, value: `${score(st.median)} (min ${score(st.min)})` });
    }
  }
  console.log('\nissue 17 targets (median of the runs):');
  console.log(table([['target', 'status', 'value'], ...checks.map((c) => [c.target, c.met ? 'met' : 'NOT MET', c.value])]));
  console.log(`${checks.filter((c) => c.met).length} of ${checks.length} targets met`);
  return checks;
}

/** Audits that cost points in any run (with how many runs), console errors, and the performance hints of the median run. */
function printFindings(perBuild) {
  for (const [build, runs, median] of perBuild) {
    console.log(`\n${build}: what costs points`);
    for (const c of CATEGORIES) {
      // Shown as in the median run when it has the finding (else the first run that does), with the count of runs.
      const seen = new Map();
      for (const f of [median, ...runs.filter((r) => r !== median)]) {
        for (const a of f.findings[c]) seen.set(a.id, seen.get(a.id) || a);
      }
      for (const a of seen.values()) {
        const count = runs.filter((f) => f.findings[c].some((x) => x.id === a.id)).length;
        console.log(`  ${c}: ${a.id} (score ${score(a.score)}${a.displayValue ? `, ${a.displayValue}` : ''}; ${count}/${runs.length} runs) ${a.title}`);
        for (const item of a.items.slice(0, 4)) console.log(`      ${item.slice(0, 160)}`);
      }
    }
    const errors = [...new Set(runs.flatMap((f) => f.consoleErrors))];
    console.log(`  console errors: ${errors.length ? errors.join(' | ') : 'none'}`);
    if (median.lcpElement) {
      const parts = Object.entries(median.lcpParts).map(([k, v]) => `${k} ${v} ms`).join(', ');
      console.log(`  LCP element (median run): ${median.lcpElement}${parts ? `; ${parts}` : ''}`);
    }
    const tasks = median.longTasks.map((t) => `${t.url || '?'} ${t.ms} ms at ${t.at}`).join(', ');
    if (tasks) console.log(`  longest main-thread tasks (median run; Lighthouse's long-tasks audit): ${tasks}`);
    for (const h of median.performanceHints.slice(0, 8)) {
      const saves = Object.entries(h.savings).map(([m, v]) => `${m} ${m === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`}`).join(', ');
      console.log(`  performance hint: ${h.id} (${saves}${h.displayValue ? `; ${h.displayValue}` : ''}) ${h.title}`);
    }
    for (const u of median.unusedJs) console.log(`  unused JS: ${u.url.replace(/^https?:\/\/[^/]+/, '')} ${kb(u.unusedBytes)} of ${kb(u.totalBytes)}`);
    for (const w of median.warnings || []) console.log(`  Lighthouse warning: ${w}`);
  }
}

/** main.js's unused JavaScript by package or folder (from the source-mapped builds). */
function printSources(bySource) {
  for (const [build, r] of Object.entries(bySource)) {
    if (r.error) {
      console.log(`\n${build}: unused JS by module: ${r.error}`);
      continue;
    }
    console.log(`\n${build}: main.js unused on logged-out home by package/folder (source-mapped build; gzip ≈ ×${r.gzipRatio.toFixed(2)})`);
    console.log(`  total unused ${kb(r.unused)} of ${kb(r.total)} minified ≈ ${kb(r.unusedGzip)} transferred`);
    const rows = [['package / folder', 'unused (min)', 'of (min)', 'unused ≈ gzip']];
    for (const g of r.groups.filter((x) => x.unused >= 1024).slice(0, 20)) rows.push([g.group, kb(g.unused), kb(g.total), kb(g.unusedGzip)]);
    console.log(table(rows).replace(/^/gm, '  '));
  }
}

module.exports = { printSummary, printFindings, printSources, TARGETS };
