// app-config.json `webAccount` (ARCHITECTURE.md §8 webAccount): the games the public page #/accountdeletion serves with
// no session — each app id's name and the RSA public key its provider calls are encrypted with — and the one it serves
// when the link names none. `deletionNotice`: what the deployment keeps after a deletion and why, in its own words.
import { TEXT_LANGUAGES, type TextLanguage } from '../locale/resolve-locale';

export interface WebAccountApp {
  /** The game's name as players know it (shown as text, never as markup). */
  name: string;
  /** The provider's RSA public key for this app: PEM or the bare base64 of its DER (as the session's public_key). */
  publicKey: string;
  /** The base field `channel` the page's calls carry for this app; '' when the deployment sets none. */
  channel: string;
}

export interface WebAccountConfig {
  apps: Record<string, WebAccountApp>;
  /** The app a link without `?app=` is for; '' when it must name one. */
  defaultAppId: string;
}

export interface DeletionNoticeConfig {
  /** What is kept after deletion and why (law, fraud, billing), by text language; the page's own text where absent. */
  kept: Partial<Record<TextLanguage, string>>;
}

export const DEFAULT_WEB_ACCOUNT: WebAccountConfig = Object.freeze({ apps: Object.freeze({}), defaultAppId: '' }) as WebAccountConfig;
export const DEFAULT_DELETION_NOTICE: DeletionNoticeConfig = Object.freeze({ kept: Object.freeze({}) }) as DeletionNoticeConfig;

const MAX_TEXT = 2000;
const MAX_KEY = 4096;
// An app id travels in a link's query: short, plain characters only.
export const APP_ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

// Object.hasOwn is missing before Chrome 93 (the Android floor is 70).
const has = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number): string => (typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : '');

function appOf(raw: unknown): WebAccountApp | null {
  if (!isRecord(raw)) return null;
  const name = text(raw.name, 200);
  return name ? { name, publicKey: text(raw.publicKey, MAX_KEY), channel: text(raw.channel, 64) } : null;
}

/** Own keys only; an app without a name, or with an id a link could not carry, is left out. */
export function parseWebAccountConfig(raw: unknown): WebAccountConfig {
  if (!isRecord(raw)) return DEFAULT_WEB_ACCOUNT;
  const apps: Record<string, WebAccountApp> = Object.create(null);
  if (isRecord(raw.apps)) {
    for (const id of Object.keys(raw.apps)) {
      const app = APP_ID_PATTERN.test(id) && !PROTOTYPE_KEYS.includes(id) ? appOf(raw.apps[id]) : null;
      if (app) apps[id] = app;
    }
  }
  const defaultAppId = typeof raw.defaultAppId === 'string' && has(apps, raw.defaultAppId) ? raw.defaultAppId : '';
  return { apps, defaultAppId };
}

export function parseDeletionNotice(raw: unknown): DeletionNoticeConfig {
  if (!isRecord(raw) || !isRecord(raw.kept)) return DEFAULT_DELETION_NOTICE;
  const kept: Partial<Record<TextLanguage, string>> = {};
  for (const lang of TEXT_LANGUAGES) {
    const value = has(raw.kept, lang) ? text(raw.kept[lang], MAX_TEXT) : '';
    if (value) kept[lang] = value;
  }
  return { kept };
}

// A regional text language reads its base language's words before English ones.
const REGIONAL_BASE: Partial<Record<TextLanguage, TextLanguage>> = { 'pt-BR': 'pt', 'es-419': 'es' };

/** The deployment's words for `lang`, else its base language's or English ones, else '' (the page's own default then). */
export function keptText(notice: DeletionNoticeConfig, lang: TextLanguage): string {
  const base = REGIONAL_BASE[lang];
  return notice.kept[lang] ?? (base && notice.kept[base]) ?? notice.kept.en ?? '';
}
