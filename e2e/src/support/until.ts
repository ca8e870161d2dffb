// Waiting on a condition outside the page (the stand-in's request log, a file): asks again until it holds, and fails
// naming the condition when it never does. Inside the page, use page.waitForFunction / locators / events instead.

/** Resolves with the first truthy value `check` returns; throws `Timed out waiting for <what>` after `timeoutMs`. */
export async function until<T>(what: string, check: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((next) => setTimeout(next, 50)); // the interval between two asks, not a wait for the outcome
  }
}
