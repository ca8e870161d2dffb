// A page the player opened goes ahead of the background preload: while one loads, for a short time after (it asks for
// its translations and data), until its data calls are answered and the main thread is idle again (it drew them), the
// preload downloads nothing more, so the two never share the network or the main thread. Each preload step starts in
// a task of its own and never while a finger is on the screen.
import { requestsInFlight, whenNoRequestInFlight } from '@uc/shared';
import { nextIdle } from '../scheduling/idle';
import { touching, whenUntouched } from '../scheduling/touch-pause';
import { yieldToMain } from '../scheduling/yield-to-main';

const inFlight = new Set<Promise<unknown>>();

/** After a visit's page module is in: time for the page to ask for its translations and data. */
const VISIT_QUIET_MS = 300;

/** Marks a page load the player is waiting for; returns the same promise. */
export function trackVisit<T>(load: Promise<T>): Promise<T> {
  inFlight.add(load);
  const done = () => {
    inFlight.delete(load);
    lastVisitEnded = Date.now();
  };
  load.then(done, done);
  return load;
}

let lastVisitEnded = -Infinity;
let idleSeenAfter = -Infinity;

/**
 * Resolves once no visit is loading, the last one ended at least `quietMs` ago, no API call is waiting for its
 * answer and no finger is on the screen (in a task after the call's: the step before has given the thread back).
 */
export async function visitsSettled(quietMs = VISIT_QUIET_MS): Promise<void> {
  for (;;) {
    await yieldToMain();
    await whenUntouched();
    await yieldToMain(); // the release's click (a tap on a tile) goes first, and so does its visit
    if (inFlight.size) {
      await Promise.allSettled([...inFlight]);
      continue;
    }
    const wait = lastVisitEnded + quietMs - Date.now();
    if (wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      continue;
    }
    await whenNoRequestInFlight();
    if (idleSeenAfter < lastVisitEnded) {
      idleSeenAfter = lastVisitEnded;
      await nextIdle({ timeoutMs: 1000, fallbackMs: 50 }); // the page draws what its data brought first
    }
    if (!inFlight.size && !requestsInFlight() && !touching()) return;
  }
}

