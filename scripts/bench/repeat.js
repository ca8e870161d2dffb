// The repeat open (issue 17): the player closes the user center and opens it again. Same browser context as the cold
// run (its HTTP cache warm), a new page, the session injected again through ucOnLogin, the same phone profile.
// Bytes are split into JS/CSS bodies fetched again, 304 revalidations (headers only) and cache hits (0 bytes).
const { openHome, networkQuiet } = require('./home');
const { cacheSplit, filesOf } = require('./network');

/**
 * @param {import('playwright-core').BrowserContext} context the cold run's context, its pages closed
 * @param {{ url: string }} target
 */
async function measureRepeatOpen(context, target, timeoutMs) {
  const { page, records, pageErrors, homeReady, homeReadyEpoch } = await openHome(context, target, timeoutMs);
  try {
    const all = () => [...records.values()];
    const before = all().filter((r) => r.wall <= homeReadyEpoch);
    const beforeSplit = cacheSplit(before);
    // What the page still fetches on its own once home shows (the federated host's idle preload of the remotes).
    await networkQuiet(records);
    const after = all().filter((r) => r.wall > homeReadyEpoch);
    const afterSplit = cacheSplit(after);
    return {
      homeReady,
      requestsBeforeHome: before.length,
      networkRequestsBeforeHome: beforeSplit.networkRequests,
      bytesBeforeHome: beforeSplit.all,
      jsCssBodiesBeforeHome: beforeSplit.jsCssBodies,
      otherBodiesBeforeHome: beforeSplit.otherBodies,
      revalidatedBeforeHome: beforeSplit.revalidated,
      revalidatedBytesBeforeHome: beforeSplit.revalidatedBytes,
      jsCssRevalidatedBeforeHome: beforeSplit.jsCssRevalidated,
      cacheHitsBeforeHome: beforeSplit.cacheHits,
      jsCssBodiesAfterHome: afterSplit.jsCssBodies,
      revalidatedAfterHome: afterSplit.revalidated,
      revalidatedBytesAfterHome: afterSplit.revalidatedBytes,
      bytesAfterHome: afterSplit.all,
      homeFiles: filesOf(before, () => true),
      afterHomeFiles: filesOf(after, () => true),
      pageErrors,
    };
  } finally {
    await page.close();
  }
}

module.exports = { measureRepeatOpen };
