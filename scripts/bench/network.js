// What a page requested, from CDP Network events: one record per request with its wall-clock start, type, status,
// whether the HTTP cache answered it, and the bytes that crossed the network (encodedDataLength: headers + body as
// transferred; a 304 is its headers alone; an answer from the memory or disk cache counts 0).

const isJs = (r) => r.type === 'Script' || /\.m?js(\?|$)/.test(r.url);
const isCss = (r) => r.type === 'Stylesheet' || /\.css(\?|$)/.test(r.url);

/** Starts recording on a page's CDP session (call before Network.enable); returns the live url-by-request map. */
function recordNetwork(cdp) {
  const records = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    records.set(e.requestId, { url: e.request.url, wall: e.wallTime * 1000, type: e.type, bytes: 0, done: false, status: null, fromCache: false });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = records.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = records.get(e.requestId);
    if (!r) return;
    r.type = e.type || r.type;
    r.status = e.response.status;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker) r.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = records.get(e.requestId);
    if (!r) return;
    r.bytes = r.fromCache ? 0 : e.encodedDataLength;
    r.done = true;
    r.requestId = e.requestId;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = records.get(e.requestId);
    if (r) r.failed = true;
  });
  return records;
}

function sumBytes(records, filter = () => true) {
  const sel = records.filter((r) => r.done && filter(r));
  return {
    js: sel.filter(isJs).reduce((s, r) => s + r.bytes, 0),
    css: sel.filter(isCss).reduce((s, r) => s + r.bytes, 0),
    all: sel.reduce((s, r) => s + r.bytes, 0),
    requests: sel.length,
  };
}

/** The repeat open's split: JS/CSS bodies fetched again (200 over the network), 304 revalidations, cache hits. */
function cacheSplit(records) {
  const done = records.filter((r) => r.done);
  const network = done.filter((r) => !r.fromCache);
  const bodies = network.filter((r) => r.status !== 304);
  const revalidated = network.filter((r) => r.status === 304);
  const sum = (xs) => xs.reduce((s, r) => s + r.bytes, 0);
  return {
    all: sum(network),
    jsCssBodies: sum(bodies.filter((r) => isJs(r) || isCss(r))),
    jsCssBodyFiles: bodies.filter((r) => isJs(r) || isCss(r)).length,
    otherBodies: sum(bodies.filter((r) => !isJs(r) && !isCss(r))),
    revalidatedBytes: sum(revalidated),
    revalidated: revalidated.length,
    jsCssRevalidated: revalidated.filter((r) => isJs(r) || isCss(r)).length,
    networkRequests: network.length,
    cacheHits: done.length - network.length,
  };
}

/** What was requested (url path, transferred bytes, status, cache), in request order: where the bytes and round trips go. */
function filesOf(records, filter) {
  return records
    .filter(filter)
    .sort((a, b) => a.wall - b.wall)
    .map((r) => ({
      url: r.url.replace(/^https?:\/\/[^/]+/, (o) => `:${new URL(o).port}`),
      bytes: r.bytes,
      at: Math.round(r.wall),
      ...(r.status !== 200 ? { status: r.status } : {}),
      ...(r.fromCache ? { fromCache: true } : {}),
    }));
}

module.exports = { recordNetwork, sumBytes, cacheSplit, filesOf, isJs, isCss };
