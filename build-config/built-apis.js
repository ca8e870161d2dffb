// Issue 10 point 4, runtime half: built files may call only functions Chrome 70 / iOS 12.0 Safari have, or ones
// shared/src/polyfills/old-webviews.ts installs. This lists every use of a newer API in built files; the end-to-end
// phase (e2e/src/built-apis.e2e.ts) fails when one is neither polyfilled nor accepted below with its reason.
const fs = require('fs');
const path = require('path');
const { builtFiles } = require('./built-syntax');

/** Newer runtime APIs, each with the pattern that finds a use in minified code and the first versions that have it. */
const NEWER_APIS = [
  { name: 'globalThis', pattern: /\bglobalThis\b/g, since: 'Chrome 71, Safari 12.1' },
  { name: 'Object.fromEntries', pattern: /\bObject\.fromEntries\b/g, since: 'Chrome 73, Safari 12.1' },
  { name: 'Promise.allSettled', pattern: /\bPromise\.allSettled\b/g, since: 'Chrome 76, Safari 13' },
  { name: 'Promise.any', pattern: /\bPromise\.any\b/g, since: 'Chrome 85, Safari 14' },
  { name: 'queueMicrotask', pattern: /\bqueueMicrotask\b/g, since: 'Chrome 71, Safari 12.1' },
  { name: 'AbortController', pattern: /\bnew AbortController\b/g, since: 'Chrome 66, Safari 12.1' },
  { name: 'AbortSignal.timeout', pattern: /\bAbortSignal\.timeout\b/g, since: 'Chrome 103, Safari 16' },
  { name: 'AbortSignal.any', pattern: /\bAbortSignal\.any\b/g, since: 'Chrome 116, Safari 17.4' },
  { name: 'String.prototype.matchAll', pattern: /(?<!\.\.)\.matchAll\(/g, since: 'Chrome 73, Safari 13' },
  { name: 'String.prototype.replaceAll', pattern: /(?<!\.\.)\.replaceAll\(/g, since: 'Chrome 85, Safari 13.1' },
  { name: 'Array.prototype.at', pattern: /(?<!\.\.)\.at\((?=[-\w])/g, since: 'Chrome 92, Safari 15.4' },
  { name: 'Array.prototype.findLast', pattern: /(?<!\.\.)\.findLast(Index)?\(/g, since: 'Chrome 97, Safari 15.4' },
  { name: 'Array.prototype.toSorted', pattern: /(?<!\.\.)\.(toSorted|toReversed|toSpliced)\(/g, since: 'Chrome 110, Safari 16' },
  { name: 'Object.hasOwn', pattern: /\bObject\.hasOwn\(/g, since: 'Chrome 93, Safari 15.4' },
  { name: 'Object.groupBy', pattern: /\b(Object|Map)\.groupBy\(/g, since: 'Chrome 117, Safari 17.4' },
  { name: 'structuredClone', pattern: /\bstructuredClone\(/g, since: 'Chrome 98, Safari 15.4' },
  { name: 'WeakRef', pattern: /\bnew (WeakRef|FinalizationRegistry)\(/g, since: 'Chrome 84, Safari 14.1' },
  { name: 'String.prototype.trimStart', pattern: /(?<!\.\.)\.(trimStart|trimEnd)\(/g, since: 'Chrome 66, Safari 12' },
  { name: 'ResizeObserver', pattern: /\bnew ResizeObserver\(/g, since: 'Chrome 64, Safari 13.1' },
  { name: 'IntersectionObserver', pattern: /\bnew IntersectionObserver\(/g, since: 'Chrome 51, Safari 12.1' },
  { name: 'Intl.PluralRules', pattern: /\bnew Intl\.PluralRules\(/g, since: 'Chrome 63, Safari 13' },
  { name: 'Intl.RelativeTimeFormat', pattern: /\bnew Intl\.RelativeTimeFormat\(/g, since: 'Chrome 71, Safari 14' },
  { name: 'Intl.ListFormat', pattern: /\bnew Intl\.ListFormat\(/g, since: 'Chrome 72, Safari 14.1' },
  { name: 'Intl.Locale', pattern: /\bnew Intl\.Locale\(/g, since: 'Chrome 74, Safari 14' },
  { name: 'Intl.Segmenter', pattern: /\bnew Intl\.Segmenter\(/g, since: 'Chrome 87, Safari 14.1' },
  { name: 'requestIdleCallback', pattern: /\brequestIdleCallback\(/g, since: 'Chrome 47, Safari none' },
];

/** Newer APIs that ship but are never reached on our pages, each with the reason (a library's unused branch). */
const ACCEPTED = {
  // Expected by i18next only with a `count` option or an interpolation format (`{{x, list}}`, relativetime); our
  // translations use neither (no plural keys, no formats), and i18next's Intl.Locale call sits in a try.
  'Intl.PluralRules': 'i18next plural resolver: only with a `count` option; our translations have no plural keys',
  'Intl.RelativeTimeFormat': 'i18next `relativetime` interpolation format: unused by our translations',
  'Intl.ListFormat': 'i18next `list` interpolation format: unused by our translations',
  'Intl.Locale': 'i18next dir(): inside a try, falls back to its language list',
  IntersectionObserver: 'react-router <Link prefetch="viewport"> only (we never set it); the other use checks typeof first',
};

/** Newer APIs accepted in some built files only (their names match `files`), with the reason; elsewhere they fail. */
const ACCEPTED_IN = {
  // The host's vitals chunk (field telemetry): web-vitals' onINP returns at once unless PerformanceEventTiming has
  // interactionId (Chrome 96+, Safari 26+), browsers that all have Array.prototype.at (Chrome 92, Safari 15.4).
  'Array.prototype.at': { files: /^vitals\.[0-9a-f]+\.js$/, reason: 'web-vitals onINP, behind its interactionId check' },
};

const acceptedIn = (api, file) => Boolean(ACCEPTED_IN[api] && ACCEPTED_IN[api].files.test(path.basename(file)));

/** Every use of a NEWER_APIS entry in one source: `{ api, since, index, snippet }`. */
function findNewerApis(code) {
  const found = [];
  for (const { name, pattern, since } of NEWER_APIS) {
    pattern.lastIndex = 0;
    let match;
    while ((match = pattern.exec(code))) {
      found.push({ api: name, since, index: match.index, snippet: code.slice(Math.max(0, match.index - 30), match.index + 40) });
    }
  }
  return found;
}

/**
 * Every newer API used by the built files of `dirs`, grouped by API: `{ [api]: { since, files: [file] } }`,
 * plus the ones neither in `covered` nor ACCEPTED (`uncovered`).
 */
function checkBuiltApis(dirs, covered) {
  const { files, missing } = builtFiles(dirs);
  /** @type {Record<string, { since: string, files: string[], snippet: string }>} */
  const used = {};
  for (const file of files) {
    for (const hit of findNewerApis(fs.readFileSync(file, 'utf8'))) {
      if (acceptedIn(hit.api, file)) continue;
      const entry = (used[hit.api] = used[hit.api] || { since: hit.since, files: [], snippet: hit.snippet });
      if (!entry.files.includes(file)) entry.files.push(file);
    }
  }
  const uncovered = Object.keys(used).filter((api) => !covered.includes(api) && !ACCEPTED[api]);
  return { files, missing, used, uncovered };
}

module.exports = { NEWER_APIS, ACCEPTED, ACCEPTED_IN, findNewerApis, checkBuiltApis };
