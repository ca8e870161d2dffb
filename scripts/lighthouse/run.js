// One Lighthouse run (its Node API, default config: mobile form factor, simulated slow 4G and 4× CPU) on one URL, in
// a fresh Chromium, and the figures `npm run lighthouse` reports from it.
const { launchChromiumForLighthouse } = require('./chromium');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};
/** The host's (or standalone app's) entry bundle: `main.<contenthash>.js`. */
const MAIN_JS = /\/main\.[0-9a-f]{8,}\.js$/;

// Default config; main.js is listed under "unused JavaScript" even below the audit's 20 KiB cut-off (the audit has
// no weight in the score, so the scores are Lighthouse's defaults).
const CONFIG = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: CATEGORIES },
  audits: [{ path: 'byte-efficiency/unused-javascript', options: { unusedThreshold: 0, bundleSourceUnusedThreshold: 0 } }],
};

/**
 * @param {string} url
 * @param {number[]} ports the stack's ports (allowed explicitly in Chromium)
 * @returns {Promise<import('lighthouse').RunnerResult>} lhr, report ([json, html]) and artifacts
 */
async function runLighthouse(url, ports) {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launchChromiumForLighthouse(ports);
  try {
    const result = await lighthouse(url, { port: chrome.port, output: ['json', 'html'], logLevel: 'error' }, CONFIG);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.close();
  }
}

/** Audits of a category that cost it points (weight > 0, score < 1), or, for performance, every scored metric. */
function findingsOf(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue || '', items: itemsOf(a) }));
}

/** What an audit points at (nodes, URLs, console texts), short. */
function itemsOf(audit) {
  const items = (audit.details && audit.details.items) || [];
  return items.slice(0, 8).map((i) => {
    if (i.node) return `${i.node.selector || ''} ${i.node.snippet || ''}`.trim();
    return [i.source, i.description, i.url || (i.sourceLocation && i.sourceLocation.url)].filter(Boolean).join(' ');
  });
}

/** Performance diagnostics and insights that would shorten LCP, FCP or TBT (Lighthouse's estimate), largest first. */
function performanceHints(lhr) {
  return lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.metricSavings && a.score !== null && a.score < 1)
    .map((a) => ({
      id: a.id,
      title: a.title,
      displayValue: a.displayValue || '',
      savings: Object.fromEntries(Object.entries(a.metricSavings).filter(([, v]) => v > 0)),
    }))
    .filter((h) => Object.keys(h.savings).length)
    .sort((x, y) => (y.savings.LCP || 0) + (y.savings.TBT || 0) - ((x.savings.LCP || 0) + (x.savings.TBT || 0)));
}

/** LCP's element and its parts (time to first byte, render delay…), and the longest main-thread tasks by script. */
function lcpAndTasks(lhr) {
  const lcp = lhr.audits['lcp-breakdown-insight'];
  const lists = (lcp && lcp.details && lcp.details.items) || [];
  const node = lists.find((i) => i.type === 'node');
  const parts = (lists.find((i) => i.type === 'table') || { items: [] }).items;
  const tasks = (lhr.audits['long-tasks'].details || {}).items || [];
  return {
    lcpElement: node ? `${node.selector} "${node.nodeLabel}"` : null,
    lcpParts: Object.fromEntries(parts.map((p) => [p.subpart, Math.round(p.duration)])),
    longTasks: tasks.slice(0, 6).map((t) => ({ url: t.url.replace(/^https?:\/\/[^/]+/, ''), ms: Math.round(t.duration), at: Math.round(t.startTime) })),
  };
}

/** The figures of one run: scores 0–1, metrics in ms (CLS unitless), main.js transfer and unused bytes. */
function figuresOf(lhr) {
  const unused = (lhr.audits['unused-javascript'].details || {}).items || [];
  const main = unused.find((i) => MAIN_JS.test(i.url));
  const mainRecord = ((lhr.audits['network-requests'].details || {}).items || []).find((r) => MAIN_JS.test(r.url));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c].score])),
    metrics: Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id].numericValue])),
    mainJs: {
      url: main ? main.url : mainRecord && mainRecord.url,
      transferBytes: mainRecord ? mainRecord.transferSize : null,
      unusedBytes: main ? main.wastedBytes : 0,
      unusedPercent: main ? main.wastedPercent : 0,
    },
    unusedJs: unused.map((i) => ({ url: i.url, totalBytes: i.totalBytes, unusedBytes: i.wastedBytes })),
    findings: Object.fromEntries(CATEGORIES.map((c) => [c, findingsOf(lhr, c)])),
    performanceHints: performanceHints(lhr),
    ...lcpAndTasks(lhr),
    consoleErrors: itemsOf(lhr.audits['errors-in-console']),
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment && lhr.environment.benchmarkIndex,
  };
}

module.exports = { runLighthouse, figuresOf, CATEGORIES, METRICS, MAIN_JS };
