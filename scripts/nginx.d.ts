// Types of nginx.js for the end-to-end suite (the scripts stay plain CommonJS).
export interface NginxEnvironment {
  dir: string;
  /** The Content-Security-Policy the host's HTML is sent with (from the app-config.json nginx started with). */
  csp: string;
  /** deploy/nginx.conf as filled in for this run. */
  siteConf: string;
  /** Replaces the host's app-config.json on disk; another `root` is uploaded as a new release first. */
  setHostConfig(config: Record<string, unknown>, root?: string): void;
  /** Copies a remote's build into a new release folder on that remote's origin; returns its manifest URL. */
  addRelease(remote: string, name: string, from: string): string;
}
export interface NginxApps extends NginxEnvironment {
  pid: number;
  errorLog(): string;
  running(): boolean;
  stop(): Promise<void>;
}
export interface NginxOptions {
  dir: string;
  ports: Record<string, number>;
  config: Record<string, unknown>;
  hostRoot?: string;
}
export function renderNginxConf(template: string, values: Record<string, string | string[] | Record<string, string>[]>): string;
/** nginx's prefix for a run named `name`, in a folder under the system's temporary folder that every user can enter. */
export function nginxPrefix(name: string): string;
export function prepareNginxApps(o: NginxOptions): Promise<NginxEnvironment>;
export function startNginxApps(o: NginxOptions): Promise<NginxApps>;
/** Stops an nginx an earlier, killed run left on this folder (by the pid in its pid file). Synchronous. */
export function stopLeftoverNginx(dir: string): void;
/** The port of the example's plain-http server (301 to https) in a local run: the one after the apps'. */
export function httpRedirectPort(ports: Record<string, number>): number;
export const NGINX_PATH: string;
/** The ngx_brotli static module nginx loads (deploy/nginx.conf has brotli_static on). */
export const BROTLI_STATIC_MODULE: string;
export const TEMPLATE: string;
/** The apps nginx serves: the host and the four remotes. */
export const SERVED_APPS: string[];
