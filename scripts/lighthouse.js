// `npm run lighthouse` (issue 17): Lighthouse with its mobile defaults on home, logged out, for the federated build
// (host + remotes on their own origins, provider stand-in, the host's production CSP header) and the standalone
// build, interleaved. Prints the four category scores, FCP/LCP/TBT/CLS and main.js's unused JavaScript (median with
// min–max), the targets met or not, and what costs points; writes bench-results/lighthouse-<time>.json (and
// lighthouse-latest.json) and the HTML report of each build's median run.
//   --runs N        runs per build (default 3)
//   --no-build      reuse bench-results/builds (the bench's builds); otherwise build them as `npm run bench` does
//   --port-base P   federated apps on P…P+4 (provider P+100), standalone on P+20 (provider P+120); default 9700
//   --sources       also build the host and standalone app with source maps and list main.js's unused JS by module
const fs = require('fs');
const os = require('os');
const path = require('path');
const { buildsFor } = require('./bench/build');
const { startFederated, startStandaloneForBench } = require('./bench/serve');
const { stat, arg } = require('./bench/stats');
const { runLighthouse, figuresOf, CATEGORIES, METRICS } = require('./lighthouse/run');
const { buildWithSourceMaps, unusedByModule, mapsDirOf } = require('./lighthouse/sources');
const { printSummary, printFindings, printSources } = require('./lighthouse/report');

const ROOT = path.join(__dirname, '..');
const RESULTS = path.join(ROOT, 'bench-results');
const BUILD_NAMES = ['federated', 'standalone'];
/** Home, logged out: the home route opened with no session (no native host answers `init`). */
const HOME = '/#/';

/** Both builds served on their ports; `roots` swaps in other build folders (the source-map builds). */
async function serveBoth(portBase, { hostRoot, standaloneRoot } = {}) {
  const federated = await startFederated(portBase, { roots: hostRoot ? { host: hostRoot } : {} });
  const standalone = await startStandaloneForBench(portBase + 20, standaloneRoot ? { root: standaloneRoot } : {});
  return {
    targets: { federated, standalone },
    stop: async () => {
      await federated.stop();
      await standalone.stop();
    },
  };
}

async function measure(runs, portBase) {
  const served = await serveBoth(portBase);
  const results = { federated: [], standalone: [] };
  try {
    for (let i = 0; i < runs; i += 1) {
      const order = i % 2 === 0 ? BUILD_NAMES : [...BUILD_NAMES].reverse();
      for (const build of order) {
        const target = served.targets[build];
        const result = await runLighthouse(`${target.url}${HOME}`, target.ports);
        const figures = figuresOf(result.lhr);
        results[build].push({ figures, html: result.report[1], load: os.loadavg()[0] });
        const s = figures.scores;
        console.log(
          `run ${i + 1}/${runs} ${build.padEnd(10)} perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} ` +
            `seo ${s.seo}; LCP ${Math.round(figures.metrics.lcp)} ms, TBT ${Math.round(figures.metrics.tbt)} ms; ` +
            `benchmark index ${Math.round(figures.benchmarkIndex)}, load ${os.loadavg()[0].toFixed(2)}` +
            (figures.consoleErrors.length ? `; console errors: ${figures.consoleErrors.join(' | ')}` : ''),
        );
      }
    }
  } finally {
    await served.stop();
  }
  return results;
}

async function sources(portBase) {
  await buildWithSourceMaps();
  const served = await serveBoth(portBase, { hostRoot: mapsDirOf('host'), standaloneRoot: mapsDirOf('standalone') });
  const out = {};
  try {
    for (const build of BUILD_NAMES) {
      const target = served.targets[build];
      out[build] = await unusedByModule(await runLighthouse(`${target.url}${HOME}`, target.ports), build === 'federated' ? 'host' : 'standalone');
    }
  } finally {
    await served.stop();
  }
  return out;
}

/** Median, min and max of every score and metric, per build. */
function summarize(results) {
  const summary = {};
  for (const build of BUILD_NAMES) {
    const runs = results[build].map((r) => r.figures);
    summary[build] = {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, stat(runs.map((f) => f.scores[c]))])),
      metrics: Object.fromEntries(Object.keys(METRICS).map((m) => [m, stat(runs.map((f) => f.metrics[m]))])),
      mainJsTransfer: stat(runs.map((f) => f.mainJs.transferBytes)),
      mainJsUnused: stat(runs.map((f) => f.mainJs.unusedBytes)),
    };
  }
  return summary;
}

/** The run whose performance score is the median one (its HTML report is kept). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.figures.scores.performance - b.figures.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function main() {
  const runs = Math.max(1, Number(arg('--runs', 3)));
  const portBase = Number(arg('--port-base', process.env.UC_LIGHTHOUSE_PORT_BASE || 9700));
  fs.mkdirSync(RESULTS, { recursive: true });
  const loadBefore = os.loadavg();
  console.log(`load average before: ${loadBefore.map((l) => l.toFixed(2)).join(', ')} (${os.cpus().length} CPUs)`);
  await buildsFor({ noBuild: process.argv.includes('--no-build') });
  const loadAtStart = os.loadavg();

  const results = await measure(runs, portBase);
  const bySource = process.argv.includes('--sources') ? await sources(portBase) : null;
  const summary = summarize(results);
  const targets = printSummary(summary, runs, loadAtStart);
  printFindings(BUILD_NAMES.map((b) => [b, results[b].map((r) => r.figures), medianRun(results[b]).figures]));
  if (bySource) printSources(bySource);

  const date = new Date().toISOString();
  const stamp = date.replace(/[:.]/g, '-');
  const html = {};
  for (const build of BUILD_NAMES) {
    html[build] = `lighthouse-${stamp}-${build}.html`;
    fs.writeFileSync(path.join(RESULTS, html[build]), medianRun(results[build]).html);
  }
  const out = {
    date,
    url: `<build>${HOME} (home, logged out)`,
    profile: 'Lighthouse defaults: mobile form factor, simulated throttling (150 ms RTT, 1.6 Mbit/s, 4× CPU)',
    lighthouseVersion: require('lighthouse/package.json').version,
    runs,
    loadAverage: { before: loadBefore, atStart: loadAtStart, after: os.loadavg() },
    summary,
    targets,
    htmlReports: html,
    sources: bySource,
    runsDetail: Object.fromEntries(BUILD_NAMES.map((b) => [b, results[b].map((r) => ({ ...r.figures, load: r.load }))])),
  };
  const file = path.join(RESULTS, `lighthouse-${stamp}.json`);
  fs.writeFileSync(file, JSON.stringify(out, null, 2));
  fs.writeFileSync(path.join(RESULTS, 'lighthouse-latest.json'), JSON.stringify(out, null, 2));
  console.log(`\nfigures: ${path.relative(ROOT, file)} (and bench-results/lighthouse-latest.json); HTML: ${Object.values(html).join(', ')}`);
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
}

main().catch((e) => {
  console.error(e && e.stack ? e.stack : e);
  process.exit(1);
});
