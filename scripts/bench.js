// `npm run bench` (issue 7): builds every app and the standalone app (timing each production build), serves both
// builds on localhost and measures them in Chromium, interleaved, on a throttled phone profile. Prints a table,
// writes bench-results/bench-<time>.json (and latest.json), and exits non-zero if a library was loaded twice.
//   --runs N          runs per build (default 7, at least 7 for the issue's figures)
//   --no-build        reuse bench-results/builds from an earlier run (build times come from that run)
//   --port-base P     federated apps on P…P+4 (provider P+100), standalone on P+20 (provider P+120); default 9500
// Each run in the JSON lists what was requested before home (homeFiles) and on each remote's first visit (files).
// Each run ends with a repeat open (issue 17): the same context (warm HTTP cache), a new page, the session again.
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { launchChromiumForBench } = require('./bench/browser');
const { buildsFor, moduleMaps, outDirOf, TARGETS } = require('./bench/build');
const { startFederated, startStandaloneForBench } = require('./bench/serve');
const { measureRun, REMOTE_VISITS, NETWORK, CPU_SLOWDOWN } = require('./bench/measure');
const { findDuplicates, summarize } = require('./bench/duplicates');
const { stat, table, arg } = require('./bench/stats');
const { throttleServiceWorkers } = require('./bench/worker-throttle');

const ROOT = path.join(__dirname, '..');
const RESULTS = path.join(ROOT, 'bench-results');

/** gzip size of every JS and CSS file of a build folder (the whole app, at rest). */
function gzipOfBuild(dir) {
  let js = 0;
  let css = 0;
  for (const f of fs.readdirSync(dir)) {
    if (!/\.(js|css)$/.test(f)) continue;
    const n = zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length;
    if (f.endsWith('.css')) css += n;
    else js += n;
  }
  return { js, css, jsCss: js + css };
}

const METRICS = [
  ['firstContentfulPaint', 'first contentful paint (ms)', 'ms'],
  ['homeReady', 'home ready (ms)', 'ms'],
  ['homeJs', 'JS before home (as sent: br)', 'B'],
  ['homeCss', 'CSS before home (as sent: br)', 'B'],
  ['homeJsCss', 'JS+CSS before home', 'B'],
  ['requestsBeforeHome', 'requests before home', 'n'],
  ['afterHomeJsCss', 'JS+CSS after home, before 1st tap', 'B'],
  ...REMOTE_VISITS.flatMap((v) => [
    [`remotes.${v.remote}.ms`, `${v.remote}: tap → page (ms)`, 'ms'],
    [`remotes.${v.remote}.jsCss`, `${v.remote}: extra JS+CSS`, 'B'],
  ]),
  ['wholeJsCss', 'JS+CSS, every route once', 'B'],
  ['wholeAll', 'all bytes, every route once', 'B'],
  ['heapUsed', 'JS heap, every route once', 'B'],
  ['repeat.homeReady', 'repeat open: home ready (ms)', 'ms'],
  ['repeatHomeRatio', 'repeat open ÷ cold home (same run)', 'x'],
  ['repeat.bytesBeforeHome', 'repeat open: bytes over network before home', 'B'],
  ['repeat.jsCssBodiesBeforeHome', 'repeat open: JS+CSS bodies before home', 'B'],
  ['repeat.revalidatedBytesBeforeHome', 'repeat open: 304 header bytes before home', 'B'],
  ['repeat.jsCssRevalidatedBeforeHome', 'repeat open: JS/CSS 304s before home', 'n'],
  ['repeat.requestsBeforeHome', 'repeat open: requests before home', 'n'],
  ['repeat.networkRequestsBeforeHome', 'repeat open: of them over the network', 'n'],
  ['repeat.jsCssBodiesAfterHome', 'repeat open: JS+CSS bodies after home', 'B'],
  ['repeat.revalidatedAfterHome', 'repeat open: 304s after home', 'n'],
];
const pick = (run, key) => key.split('.').reduce((o, k) => (o == null ? o : o[k]), run);

function fmt(v, unit) {
  if (v == null || Number.isNaN(v)) return '—';
  if (unit === 'ms') return `${Math.round(v)}`;
  if (unit === 'B') return `${(v / 1024).toFixed(1)}K`;
  if (unit === 'x') return v.toFixed(2);
  return `${Math.round(v)}`;
}

async function main() {
  const runs = Math.max(1, Number(arg('--runs', 7)));
  const portBase = Number(arg('--port-base', process.env.UC_BENCH_PORT_BASE || 9500));
  fs.mkdirSync(RESULTS, { recursive: true });
  const loadBefore = os.loadavg();
  console.log(`load average before: ${loadBefore.map((l) => l.toFixed(2)).join(', ')} (${os.cpus().length} CPUs)`);
  const buildTimes = await buildsFor({ noBuild: process.argv.includes('--no-build') });
  const loadAtStart = os.loadavg();
  const maps = moduleMaps();

  const federated = await startFederated(portBase);
  const standalone = await startStandaloneForBench(portBase + 20);
  const targets = { federated, standalone };
  const browser = await launchChromiumForBench([...federated.ports, ...standalone.ports]);
  // the host's service worker runs on the same phone profile as its pages (scripts/bench/worker-throttle.js)
  const workers = await throttleServiceWorkers(browser, { network: NETWORK, cpuRate: CPU_SLOWDOWN });
  const results = { federated: [], standalone: [] };
  const duplicateReports = { federated: [], standalone: [] };
  try {
    for (let i = 0; i < runs; i += 1) {
      const order = i % 2 === 0 ? ['federated', 'standalone'] : ['standalone', 'federated'];
      for (const build of order) {
        const r = await measureRun(browser, targets[build]);
        const dup = findDuplicates(r.jsUrls, targets[build].buildOfPort, maps);
        duplicateReports[build].push(dup);
        results[build].push(r);
        console.log(
          `run ${i + 1}/${runs} ${build.padEnd(10)} FCP ${Math.round(r.firstContentfulPaint)} ms, home ${Math.round(r.homeReady)} ms, ` +
            REMOTE_VISITS.map((v) => `${v.remote} ${Math.round(r.remotes[v.remote].ms)}`).join(', ') +
            ` ms; heap ${(r.heapUsed / 1048576).toFixed(1)} MB; repeat open: home ${Math.round(r.repeat.homeReady)} ms, ` +
            `${r.repeat.jsCssBodiesBeforeHome} B JS+CSS, ${r.repeat.networkRequestsBeforeHome}/${r.repeat.requestsBeforeHome} requests over the network` +
            (r.routeProblems.length ? `; routes still loading: ${r.routeProblems.join(' ')}` : '') +
            (r.pageErrors.length ? `; page errors: ${r.pageErrors.length}` : ''),
        );
      }
    }
    console.log(`service workers throttled like the pages: ${workers.throttled()}${workers.problems.length ? `; problems: ${workers.problems.join('; ')}` : ''}`);
  } finally {
    await browser.close();
    await federated.stop();
    await standalone.stop();
  }

  const summary = {};
  for (const build of ['federated', 'standalone']) {
    summary[build] = Object.fromEntries(METRICS.map(([key]) => [key, stat(results[build].map((r) => pick(r, key)))]));
  }
  const ratios = Object.fromEntries(METRICS.map(([key]) => [key, summary.federated[key].median / summary.standalone[key].median]));
  const atRest = {
    federated: TARGETS.filter((t) => t.name !== 'standalone').reduce(
      (acc, t) => {
        const g = gzipOfBuild(outDirOf(t.name));
        return { js: acc.js + g.js, css: acc.css + g.css, jsCss: acc.jsCss + g.jsCss };
      },
      { js: 0, css: 0, jsCss: 0 },
    ),
    standalone: gzipOfBuild(outDirOf('standalone')),
  };

  const rows = [['metric', 'federated median (min–max)', 'standalone median (min–max)', 'fed ÷ std']];
  for (const [key, label, unit] of METRICS) {
    const f = summary.federated[key];
    const s = summary.standalone[key];
    rows.push([
      label,
      `${fmt(f.median, unit)} (${fmt(f.min, unit)}–${fmt(f.max, unit)})`,
      `${fmt(s.median, unit)} (${fmt(s.min, unit)}–${fmt(s.max, unit)})`,
      Number.isFinite(ratios[key]) ? ratios[key].toFixed(2) : '—',
    ]);
  }
  rows.push(['whole app at rest, JS+CSS gzip', fmt(atRest.federated.jsCss, 'B'), fmt(atRest.standalone.jsCss, 'B'), (atRest.federated.jsCss / atRest.standalone.jsCss).toFixed(2)]);

  console.log(`\n${runs} runs per build, interleaved; 4× CPU, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up; cold cache`);
  console.log('(repeat open: same context, warm HTTP cache, new page); bytes = transferred (the build\'s brotli copies, else gzip; a cache hit 0, a 304 its headers)');
  console.log(`load average at the start of the runs: ${loadAtStart.map((l) => l.toFixed(2)).join(', ')}`);
  console.log(table(rows));
  console.log('\nproduction build time per app (one at a time):');
  console.log(table([['app', 'build (s)', 'webpack compile (s)'], ...buildTimes.map((b) => [b.app, b.seconds.toFixed(1), b.compileSeconds == null ? '—' : b.compileSeconds.toFixed(1)])]));

  const dupes = {};
  for (const build of ['federated', 'standalone']) {
    const all = duplicateReports[build].flatMap((d) => d.duplicates);
    const others = duplicateReports[build].flatMap((d) => d.others);
    const repeated = duplicateReports[build].flatMap((d) => d.repeatedBytes);
    const unmapped = [...new Set(duplicateReports[build].flatMap((d) => d.unmapped))];
    dupes[build] = { libraries: summarize(all), otherPackages: summarize(others), repeatedInOneBuild: summarize(repeated), unmapped };
  }

  // Issue 7 point 3's targets as issue 17 tightened them, each reported met or not met (times are medians of a noisy
  // machine; bytes are exact).
  const fm = (k) => summary.federated[k].median;
  const noDuplicates = ['federated', 'standalone'].every((b) => dupes[b].libraries.length === 0);
  const checks = [
    ...['federated', 'standalone'].map((b) => [
      `first contentful paint ≤ 800 ms (${b}; the painted shell)`,
      summary[b].firstContentfulPaint.median <= 800,
      fmt(summary[b].firstContentfulPaint.median, 'ms'),
    ]),
    ['home ready fed ÷ std ≤ 1.05', ratios.homeReady <= 1.05, ratios.homeReady.toFixed(2)],
    ['JS before home fed ÷ std ≤ 1.05', ratios.homeJs <= 1.05, ratios.homeJs.toFixed(2)],
    ['JS before home ≤ 175 KB as sent (federated; gzip before the brotli copies)', fm('homeJs') <= 175 * 1024, fmt(fm('homeJs'), 'B')],
    ['JS before home ≤ 160 KB as sent (federated; its gzip budget: e2e byte-budgets)', fm('homeJs') <= 160 * 1024, fmt(fm('homeJs'), 'B')],
    ...REMOTE_VISITS.flatMap((v) => [
      [`${v.remote} first visit ≤ 40 KB of its own`, fm(`remotes.${v.remote}.jsCss`) <= 40 * 1024, fmt(fm(`remotes.${v.remote}.jsCss`), 'B')],
      [`${v.remote} first visit ≤ 1.15× standalone time`, ratios[`remotes.${v.remote}.ms`] <= 1.15, ratios[`remotes.${v.remote}.ms`].toFixed(2)],
    ]),
    ['no library in two copies (the federation runtime\'s packages included)', noDuplicates, noDuplicates ? 'none' : 'see DUPLICATE lines'],
    // Issue 37: the remotes' containers without a federation runtime of their own
    ['JS+CSS after home, before the first tap ≤ 42 KB as sent (federated)', fm('afterHomeJsCss') <= 42 * 1024, fmt(fm('afterHomeJsCss'), 'B')],
    ['JS+CSS, every route once fed ÷ std ≤ 1.15', ratios.wholeJsCss <= 1.15, ratios.wholeJsCss.toFixed(2)],
    // Issue 17 (issue 29: ≤ 0.5×): the repeat open (warm cache) against the same build's cold home, and nothing of JS/CSS fetched again.
    ...['federated', 'standalone'].flatMap((b) => {
      const m = (k) => summary[b][k].median;
      const refetched = summary[b]['repeat.jsCssBodiesBeforeHome'].max;
      const revalidated = summary[b]['repeat.jsCssRevalidatedBeforeHome'].max;
      return [
        [`repeat open ≤ 0.5× cold home (${b})`, m('repeat.homeReady') <= 0.5 * m('homeReady'), `${(m('repeat.homeReady') / m('homeReady')).toFixed(2)}×`],
        [`repeat open: 0 B of JS/CSS before home (${b})`, refetched === 0, `${fmt(refetched, 'B')} bodies max, ${revalidated} JS/CSS 304s max`],
      ];
    }),
  ];
  console.log('\ntargets (issue 7 point 3, issue 17):');
  console.log(table([['target', 'status', 'value'], ...checks.map(([t, ok, v]) => [t, ok ? 'met' : 'NOT MET', v])]));
  console.log(`${checks.filter((c) => c[1]).length} of ${checks.length} targets met`);

  const out = {
    date: new Date().toISOString(),
    profile: {
      cpuSlowdown: CPU_SLOWDOWN,
      network: NETWORK,
      runs,
      cache: 'cold (new context per run); repeat open: same context, new page, warm HTTP cache',
      session: 'ucOnLogin on init',
    },
    loadAverage: { before: loadBefore, atStart: loadAtStart, after: os.loadavg() },
    buildTimes,
    summary,
    ratios,
    atRest,
    targets: checks.map(([target, met, value]) => ({ target, met, value })),
    duplicates: dupes,
    runs: results,
  };
  const file = path.join(RESULTS, `bench-${out.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(out, null, 2));
  fs.writeFileSync(path.join(RESULTS, 'latest.json'), JSON.stringify(out, null, 2));
  console.log(`\nfigures: ${path.relative(ROOT, file)} (and bench-results/latest.json)`);
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);

  let failed = false;
  for (const build of ['federated', 'standalone']) {
    const d = dupes[build];
    for (const o of d.otherPackages) console.log(`note (${build}): ${o.library} in two copies (${o.modules} module(s)), from: ${o.urls.join(', ')}`);
    for (const o of d.repeatedInOneBuild) console.log(`note (${build}): ${o.library}: ${o.modules} module(s) repeated in ${o.urls.length} chunks of one build (bytes, one instance)`);
    if (d.unmapped.length) console.log(`note (${build}): ${d.unmapped.length} loaded JS file(s) not in the build's module map: ${d.unmapped.slice(0, 5).join(', ')}`);
    for (const lib of d.libraries) {
      failed = true;
      console.error(`DUPLICATE (${build}): ${lib.library} loaded twice (${lib.modules} module(s)), from:\n  ${lib.urls.join('\n  ')}`);
    }
  }
  if (failed) {
    console.error('\nbench FAILED: a library was loaded in two copies (see above)');
    process.exit(1);
  }
  console.log('no library loaded twice');
}

main().catch((e) => {
  console.error(e && e.stack ? e.stack : e);
  process.exit(1);
});
