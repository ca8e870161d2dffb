// Types of standalone-server.js for the end-to-end suite.
export interface StartedStandalone {
  url: string;
  port: number;
  provider: { url: string };
  /** Ports Chromium must be allowed to reach. */
  ports: number[];
  stop(): Promise<void>;
}
export function startStandalone(o?: { portBase?: number; root?: string; providerUrl?: string }): Promise<StartedStandalone>;
export const STANDALONE_DIST: string;
