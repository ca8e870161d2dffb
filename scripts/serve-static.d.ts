// Types of serve-static.js for the TypeScript tests (the scripts stay plain CommonJS).
export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}
export function createStaticServer(o: {
  root: string;
  port: number;
  overrides?: Record<string, string | Buffer>;
  headers?: Record<string, string>;
  /** A remote's folder (default): CORS on the files another origin loads; false for the host. */
  cors?: boolean;
  host?: string;
}): Promise<StaticServer>;
export function cacheControl(file: string): string;
export function resolveInside(root: string, urlPath: string): string | null;
export const CONTENT_TYPES: Record<string, string>;
/** Sent on every answer (nginx sends these plus Strict-Transport-Security). */
export const SECURITY_HEADERS: Record<string, string>;
