// @uc/shared: the kernel every app shares (one instance at run time through Module Federation).

/** Apps add their lazily injected slices: declare module '@uc/shared' { interface LazyLoadedSlices { x: XState } } */
export type { LazyLoadedSlices } from './store/lazy-loaded-slices';

export * from './config/app-config';
export * from './config/theme-config';
export * from './config/telemetry-config';
export * from './config/ticket-ids-config';
export * from './config/provider-extensions';
export * from './config/web-account-config';
export { hasProviderExtension } from './config/has-provider-extension';
export { parseProviderLocales } from './config/provider-locales';
export * from './locale/resolve-locale';
export { resolveTextLanguage } from './locale/device-text-language';
export * from './locale/text-direction';
export { pageIsRightToLeft } from './locale/page-direction';
export * from './locale/intl-tag';
export * from './locale/format-number';
export * from './locale/intl-format';
export { serverLocaleOf } from './locale/server-locale';
export { deviceRegion } from './locale/device-region';

export { i18n, initI18n, setLocale, currentLocale } from './i18n/i18n';
export { registerLocales, type LocaleLoader } from './i18n/locale-registry';

export * from './session/host-session-payload';
export * from './session/session-slice';
export * from './session/session-persistence';
export * from './session/apply-login-payload';
export * from './session/code-send-times';
export * from './session/forget-code-sends';
export * from './session/forget-player';
export * from './session/switch-account';
export * from './session/use-player-epoch';
export * from './drafts/form-drafts';
export { copyText } from './clipboard/copy-text';

export * from './bridge/native-methods';
// The contract's types and version; its documentation (schema, tables) is for build tools and tests only.
export { BRIDGE_CONTRACT_VERSION } from './bridge/contract/contract-version';
export type { NativeMethod, PageCallback, ReportCode, SessionFieldName } from './bridge/contract/bridge-contract';
export * from './bridge/call-native';
export * from './bridge/native-results';
export * from './bridge/native-callbacks';
export { openUrlOutside, openUrlRoute, type OpenUrlRoute } from './bridge/open-url';

export * from './navigation/back-stack';
export * from './navigation/hardware-back';
export * from './navigation/page-back';
export * from './navigation/routes';
export * from './navigation/entry-page';
export { usePageScope, useStillMounted, type PageScope } from './navigation/use-page-scope';
export * from './navigation/url-identifiers';
export { WithoutUrlIdentifiers } from './navigation/without-url-identifiers';
export * from './navigation/verify-targets';
export { turnState, isThisTurnState } from './navigation/turn-state';

export * from './api/api-error';
// The sending code (axios, the payload's RSA) is the transport chunk, loaded when a call needs it: not re-exported here,
// or it would be back on home's path (docs/contract-changes.md).
export { setSessionSource, baseFields } from './api/request-fields';
export { loadTransport, prefetchTransport } from './api/load-transport';
export * from './api/provider-request';
export { requestsInFlight, whenNoRequestInFlight } from './api/requests-in-flight';
export * from './api/plain-get';
export * from './api/api-slice';
export { apiHooksFilled } from './api/api-hooks-slot';

export * from './telemetry/telemetry-types';
export { startTelemetry, stopTelemetry, flushTelemetry, recordTelemetry, telemetryRunning } from './telemetry/telemetry';

export * from './store/store';
export { recordKernelProbe } from './diagnostics/kernel-probe';

export * from './ui';
// The kernel's sub-path entries (package root): forms.ts (countries, drafts, code send, picker), hosted.ts (hosted
// frame, legal addresses, ticket service), html.ts, sign.ts, and standalone.ts for a remote running alone.
