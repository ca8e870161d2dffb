// A provider answer the test releases when it chooses, so a page's loading state can be seen before the data.
import type { ProviderHandler } from './mock-provider';

export interface HeldResponse {
  /** Use as a mockProvider handler; every request it gets waits for release(). */
  handler: ProviderHandler;
  /** Answers the waiting requests with this body (or { status, body }). */
  release(body: unknown): void;
}

export function holdResponse(): HeldResponse {
  const waiting: Array<(body: unknown) => void> = [];
  return {
    handler: () => new Promise((resolve) => waiting.push(resolve)),
    release(body) {
      waiting.splice(0).forEach((resolve) => resolve(body));
    },
  };
}
