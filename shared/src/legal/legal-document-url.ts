// Addresses of the hosted legal documents (SPEC §2 v2/useragreement, v2/userprivacy, deleteagreement).
import { getAppConfig } from '../config/app-config';
import type { SupportedLocale } from '../locale/resolve-locale';
import { serverLocaleOf } from '../locale/server-locale';

export type LegalDocument = 'Terms_of_Service' | 'Privacy_Policy' | 'delete_agree';

export interface LegalDocumentUrlOptions {
  document: LegalDocument;
  /** A supported locale, or any raw language value: resolved like the server locale (SPEC §1, or a listed provider locale). */
  locale: SupportedLocale | string;
  /** Optional app id (query appId). Only [A-Za-z0-9_-]{1,64} is used; anything else is dropped (generic document). */
  appId?: string | null;
}

const APP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The app id as a path segment, or '' when absent or not a plain id (never lets '..', '/', '?' into the address). */
export function legalAppSegment(appId: unknown): string {
  if (typeof appId !== 'string') return '';
  const id = appId.trim();
  return APP_ID.test(id) ? id : '';
}

const withSlash = (host: string): string => (host.endsWith('/') ? host : `${host}/`);

/**
 * `{host}[appId/]{locale}/{document}.html`.
 * Per-app host rule (SPEC §2 "One specific app id uses a separate configured host"): when
 * `privacyHostByApp[appId]` is configured it REPLACES `privacyHost` as the host, and the `appId/`
 * segment is still added — the address shape never changes, only the host (so a dedicated host
 * lays its files out like the shared one). Without appId (or with an unusable one) the shared
 * `privacyHost` and no app segment are used.
 */
export function legalDocumentUrl({ document, locale, appId }: LegalDocumentUrlOptions): string {
  const config = getAppConfig();
  const app = legalAppSegment(appId);
  const override = app && Object.prototype.hasOwnProperty.call(config.privacyHostByApp, app)
    ? config.privacyHostByApp[app]
    : '';
  const host = withSlash(override || config.privacyHost);
  return `${host}${app ? `${app}/` : ''}${serverLocaleOf(locale, config.providerLocales)}/${document}.html`;
}
