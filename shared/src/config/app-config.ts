// Runtime configuration (app-config.json): replaced per environment at deploy time, defaults fit the local setup.
import { parseProviderLocales } from './provider-locales';
import { DEFAULT_TELEMETRY, parseTelemetryConfig, type TelemetryConfig } from './telemetry-config';
import { parseProviderExtensions, type ProviderExtension } from './provider-extensions';
import { DEFAULT_THEME, parseThemeConfig, type ThemeConfig } from './theme-config';
import { DEFAULT_TICKET_IDS, parseTicketIds, type TicketIdsConfig } from './ticket-ids-config';
import {
  DEFAULT_DELETION_NOTICE, DEFAULT_WEB_ACCOUNT, parseDeletionNotice, parseWebAccountConfig, type DeletionNoticeConfig,
  type WebAccountConfig,
} from './web-account-config';

export type RemoteName = 'account' | 'messages' | 'support' | 'deletion';

export interface TicketFrameTable {
  byApp: Record<string, Record<string, string>>;
  appDefault: Record<string, string>;
  default: string;
}

export interface TicketServiceConfig {
  appId: string;
  /**
   * The deployment's own endpoint that answers a ticket token for the page's session (POST v + q, like a provider
   * call → {status:'ok', token}). When set, appKey is neither read nor needed.
   */
  tokenUrl: string;
  /** Only without tokenUrl: the page signs tokens itself, so the key is public (anyone can mint tokens). */
  appKey: string;
  /**
   * The deployment's endpoint that signs the hosted ticket frame's identity for the page's session (POST v + q →
   * {status:'ok', params}); '' = the frame gets SPEC §2's plain role parameters, which the provider cannot trust.
   */
  frameIdentityUrl: string;
  companyId: string;
  sysNum: string;
  deployId: string;
  uploadKey: string;
}

export interface AppConfig {
  apiBase: string;
  ticketApiBase: string;
  privacyHost: string;
  privacyHostByApp: Record<string, string>;
  agreementUrl: string;
  privacyUrl: string;
  ticketProvider: string;
  ticketFrames: TicketFrameTable;
  ticketService: TicketServiceConfig;
  supportEmail: string;
  /** The ticket service's extended-field ids and question-type ids (ticket-ids-config.ts). */
  ticketIds: TicketIdsConfig;
  remotes: Record<RemoteName, string>;
  bridgeOrigins: string[];
  /** The game's look: checked colours per mode, radius, images (theme-config.ts). */
  theme: ThemeConfig;
  /** Field telemetry reports through the bridge (telemetry-config.ts): on/off, batch interval, items per report. */
  telemetry: TelemetryConfig;
  /** The SDK self-check page #/sdk-check is reachable (integration builds only; off by default). */
  sdkCheck: boolean;
  /** ARCHITECTURE.md §8 extensions the provider speaks (provider-extensions.ts); [] = SPEC §7 alone. */
  providerExtensions: ProviderExtension[];
  /** The games #/accountdeletion serves without a session: name and public key per app id (web-account-config.ts). */
  webAccount: WebAccountConfig;
  /** What the deployment keeps after a deletion and why, per language (web-account-config.ts); default: the page's text. */
  deletionNotice: DeletionNoticeConfig;
  /** Locales the provider serves beyond SPEC §1's list (`pt-BR`, `es-419`…): the server is told them (provider-locales.ts). */
  providerLocales: string[];
  /**
   * The host's service worker (docs/repeat-open.md): on by default; false unregisters it and clears its caches at the
   * next open, and home registers none (docs/deployment.md, recalling the service worker).
   */
  serviceWorker: boolean;
}

const PROVIDER = 'http://localhost:3100/';

export const DEFAULT_APP_CONFIG: AppConfig = Object.freeze({
  apiBase: PROVIDER,
  ticketApiBase: `${PROVIDER}ticket-api/`,
  privacyHost: `${PROVIDER}legal/`,
  privacyHostByApp: {},
  agreementUrl: `${PROVIDER}legal/fixed/user_agreement.html`,
  privacyUrl: `${PROVIDER}legal/fixed/privacy_policy.html`,
  ticketProvider: 'udesk',
  ticketFrames: { byApp: {}, appDefault: {}, default: `${PROVIDER}ticket-client/index.html` },
  ticketService: {
    appId: 'uc-local-app',
    // The stand-in's token endpoint: it checks the session and signs with the key it keeps.
    tokenUrl: `${PROVIDER}open/ticket/token`,
    appKey: '',
    // The stand-in's signer: it checks the session and signs the player for its ticket client page.
    frameIdentityUrl: `${PROVIDER}open/ticket/frame-identity`,
    companyId: '100001',
    sysNum: 'uc-sys-1',
    deployId: 'uc-deploy-1',
    uploadKey: '1001',
  },
  supportEmail: 'support@example.com',
  ticketIds: DEFAULT_TICKET_IDS,
  remotes: {
    account: 'http://localhost:3001/mf-manifest.json',
    messages: 'http://localhost:3002/mf-manifest.json',
    support: 'http://localhost:3003/mf-manifest.json',
    deletion: 'http://localhost:3004/mf-manifest.json',
  },
  bridgeOrigins: ['http://localhost:3200', 'http://127.0.0.1:3200'],
  theme: DEFAULT_THEME,
  telemetry: DEFAULT_TELEMETRY,
  sdkCheck: false,
  providerExtensions: [],
  webAccount: DEFAULT_WEB_ACCOUNT,
  deletionNotice: DEFAULT_DELETION_NOTICE,
  providerLocales: [],
  serviceWorker: true,
}) as AppConfig;

let current: AppConfig = DEFAULT_APP_CONFIG;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

// Own keys only, string values only: a hostile or mistyped file can neither pollute prototypes nor crash readers.
function stringMap(v: unknown): Record<string, string> | undefined {
  if (!isRecord(v)) return undefined;
  const out: Record<string, string> = {};
  for (const key of Object.keys(v)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (isString(v[key])) out[key] = v[key] as string;
  }
  return out;
}

function mergeStrings<T extends object>(base: T, raw: unknown): T {
  if (!isRecord(raw)) return base;
  const out = { ...base } as Record<string, unknown>;
  for (const key of Object.keys(base)) if (isString(raw[key])) out[key] = raw[key];
  return out as T;
}

function ticketFrames(base: TicketFrameTable, raw: unknown): TicketFrameTable {
  if (!isRecord(raw)) return base;
  const byApp: Record<string, Record<string, string>> = { ...base.byApp };
  if (isRecord(raw.byApp)) {
    for (const [app, table] of Object.entries(raw.byApp)) {
      const m = stringMap(table);
      if (m && app !== '__proto__' && app !== 'constructor') byApp[app] = m;
    }
  }
  return {
    byApp,
    appDefault: stringMap(raw.appDefault) ?? base.appDefault,
    default: isString(raw.default) ? raw.default : base.default,
  };
}

// A file's own ticketService names its endpoints: the local stand-in's never stand in for a deployment's.
function ticketService(base: TicketServiceConfig, raw: unknown): TicketServiceConfig {
  const merged = mergeStrings(base, raw);
  if (!isRecord(raw)) return merged;
  return {
    ...merged,
    tokenUrl: isString(raw.tokenUrl) ? raw.tokenUrl : '',
    frameIdentityUrl: isString(raw.frameIdentityUrl) ? raw.frameIdentityUrl : '',
  };
}

/** Merges a parsed JSON over the defaults; wrong-typed keys are ignored. */
export function setAppConfig(raw: unknown): AppConfig {
  const d = DEFAULT_APP_CONFIG;
  const r = isRecord(raw) ? raw : {};
  const str = (k: keyof AppConfig): string => (isString(r[k]) ? (r[k] as string) : (d[k] as string));
  const origins = Array.isArray(r.bridgeOrigins) ? r.bridgeOrigins.filter(isString) : d.bridgeOrigins;
  current = {
    apiBase: str('apiBase'),
    ticketApiBase: str('ticketApiBase'),
    privacyHost: str('privacyHost'),
    privacyHostByApp: stringMap(r.privacyHostByApp) ?? d.privacyHostByApp,
    agreementUrl: str('agreementUrl'),
    privacyUrl: str('privacyUrl'),
    ticketProvider: str('ticketProvider'),
    ticketFrames: ticketFrames(d.ticketFrames, r.ticketFrames),
    ticketService: ticketService(d.ticketService, r.ticketService),
    supportEmail: str('supportEmail'),
    ticketIds: parseTicketIds(r.ticketIds),
    remotes: mergeStrings(d.remotes, r.remotes),
    bridgeOrigins: origins,
    theme: r.theme === undefined ? d.theme : parseThemeConfig(r.theme),
    telemetry: parseTelemetryConfig(r.telemetry),
    sdkCheck: r.sdkCheck === true,
    providerExtensions: parseProviderExtensions(r.providerExtensions),
    webAccount: parseWebAccountConfig(r.webAccount),
    deletionNotice: parseDeletionNotice(r.deletionNotice),
    providerLocales: parseProviderLocales(r.providerLocales),
    // Only a literal false turns it off: a mistyped value keeps the default, as for every key.
    serviceWorker: r.serviceWorker !== false,
  };
  return current;
}

export function getAppConfig(): AppConfig {
  return current;
}

/** Fetches app-config.json once at boot; any failure keeps the defaults so the app still starts. */
export async function loadAppConfig(url = 'app-config.json'): Promise<AppConfig> {
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (!res.ok) return current;
    return setAppConfig(await res.json());
  } catch {
    return current;
  }
}
