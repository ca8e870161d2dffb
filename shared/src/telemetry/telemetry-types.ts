// Field telemetry's `report` codes and payloads (docs/telemetry.md), exported for the bridge contract.
// Every field is a number, a boolean or a word from a fixed list: nothing a player typed or was given goes in.
import type { RemoteName } from '../config/app-config';

export const TELEMETRY_CODES = Object.freeze({
  vitals: 'telemetry-vitals',
  remoteLoad: 'telemetry-remote-load',
  api: 'telemetry-api',
} as const);

export type TelemetryCode = (typeof TELEMETRY_CODES)[keyof typeof TELEMETRY_CODES];

/** One Core Web Vital of a page life that opened on home (web-vitals, reported once final). */
export interface VitalItem {
  /** LCP: largest contentful paint of home; INP: the slowest interaction of the page life. */
  name: 'LCP' | 'INP';
  /** Milliseconds, rounded. */
  value: number;
  /** web-vitals' rating by Google's thresholds (LCP 2500/4000 ms, INP 200/500 ms). */
  rating: 'good' | 'needs-improvement' | 'poor';
  page: 'home';
}

export type RemoteStage = 'manifest' | 'entry' | 'page';

/** One remote load: a page visit that needed its remote, or the idle preload after home. */
export interface RemoteLoadItem {
  remote: RemoteName;
  /** The exposed page ('./BindPhone'); '' for the preload (manifest and entry only). */
  module: string;
  preload: boolean;
  /** false: the fallback page showed (or the preload failed). */
  ok: boolean;
  /** Start of the load → page module ready (the wait the player saw on a visit), or → failure. */
  ms: number;
  /** mf-manifest.json, remoteEntry.js, the page's chunks: each present only when it was downloaded during this load. */
  manifestMs?: number;
  entryMs?: number;
  pageMs?: number;
  /** On failure, the stage that failed; 'other' when none of the three did (e.g. the runtime's own chunk). */
  failedStage?: RemoteStage | 'other';
}

/** Calls and failures of one API path template over one batch interval. */
export interface ApiCallItem {
  /** The path with ids replaced, no query: 'open/message/:id'; ticket service paths start with 'ticket/'. */
  path: string;
  method: string;
  calls: number;
  /** network + http + parse + fail */
  errors: number;
  /** No answer (offline, timeout, connection dropped). */
  network: number;
  /** An HTTP status other than 200. */
  http: number;
  /** 200 but not a JSON object. */
  parse: number;
  /** A JSON answer saying failure: `status` not 'ok', or `ret_code` not '000000'. */
  fail: number;
}

export interface TelemetryItems {
  'telemetry-vitals': VitalItem;
  'telemetry-remote-load': RemoteLoadItem;
  'telemetry-api': ApiCallItem;
}

/** The `report` payload of one batch of one code. */
// A type, not an interface: it must fit reportEvent's open payload shape.
export type TelemetryReport<C extends TelemetryCode = TelemetryCode> = {
  code: C;
  items: TelemetryItems[C][];
  /** Items of this batch that did not fit in maxItems (0 mostly). */
  dropped: number;
};
