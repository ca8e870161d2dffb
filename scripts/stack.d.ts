// Types of stack.js for the end-to-end suite (the scripts stay plain CommonJS: no build step to start).
export interface StartedStack {
  ports: Record<string, number>;
  provider: { url: string; log(): string; close(): Promise<void> };
  hostUrl: string;
  simulatorUrl: string;
  appUrl(dir: string): string;
  stopApp(dir: string): Promise<void>;
  startApp(dir: string): Promise<unknown>;
  /** Re-serves the host with another app-config.json (`extra` replaces configExtra) and optionally another build folder. */
  setHostConfig(extra?: Record<string, unknown>, o?: { root?: string }): Promise<unknown>;
  /** The app-config.json the host is served with for `extra` (the stack's providerExtensions included). */
  configFor(extra?: Record<string, unknown>): Record<string, unknown>;
  stop(): Promise<void>;
}
export function startStack(o?: {
  portBase?: number;
  configExtra?: Record<string, unknown>;
  hostHeaders?: Record<string, string>;
  csp?: boolean;
  /** §8 extensions for both the stand-in and the host's app-config.json; undefined = their defaults. */
  providerExtensions?: string[];
}): Promise<StartedStack>;
export function hostHeadersFor(config: Record<string, unknown>, extra?: Record<string, string>, csp?: boolean): Record<string, string>;
export function appConfigFor(ports: Record<string, number>, extra?: Record<string, unknown>): Record<string, unknown>;
export function portsFrom(base: number): Record<string, number>;
export function withStandInKey(config: Record<string, unknown>, publicKey: string): Record<string, unknown>;
export function missingBuilds(): string[];
