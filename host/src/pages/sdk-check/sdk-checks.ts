// The self-check's verdicts (issue 18): pure functions over what native did, so each reason is tested on its own.
import { getAppConfig, parseSessionPayload, resolveTextLanguage, serverLocaleOf, type HostSessionPayload } from '@uc/shared';
import type { LoginArrival } from '../../app/native-handshake';

export const CHECK_IDS = ['handshake', 'session', 'language', 'isolation', 'back', 'bindAccount', 'openUrl'] as const;
export type CheckId = (typeof CHECK_IDS)[number];

/** A verdict: `reason` is an 'sdkCheck' text key, `values` its interpolation values (never a token or personal data). */
export interface CheckResult {
  status: 'waiting' | 'pass' | 'fail';
  reason: string;
  values?: Record<string, string | number>;
}

const waiting = (reason: string, values?: CheckResult['values']): CheckResult => ({ status: 'waiting', reason, values });
const pass = (reason: string, values?: CheckResult['values']): CheckResult => ({ status: 'pass', reason, values });
const fail = (reason: string, values?: CheckResult['values']): CheckResult => ({ status: 'fail', reason, values });

/** init sent → ucOnLogin within waitMs. */
export function checkHandshake(initAt: number | null, logins: readonly LoginArrival[], now: number, waitMs: number): CheckResult {
  if (initAt === null) return fail('reason.noInit');
  const first = logins.find((l) => l.at >= initAt);
  if (first) return pass('reason.loginAfter', { ms: Math.max(0, first.at - initAt), count: logins.length });
  if (now - initAt < waitMs) return waiting('reason.waitingLogin', { seconds: Math.ceil(waitMs / 1000) });
  return fail('reason.noLogin', { seconds: Math.round(waitMs / 1000) });
}

/** Fields a logged-in session cannot work without: absent ones fail the check by name. */
const NEEDED: readonly (keyof HostSessionPayload)[] = ['token', 'open_id', 'app_id', 'public_key', 'platform', 'language'];

/** The last ucOnLogin payload against the contract: the kernel's own reading, field names only in the verdict. */
export function checkSession(raw: unknown): CheckResult {
  if (raw === undefined) return fail('reason.noPayload');
  const parsed = parseSessionPayload(raw);
  if (parsed.kind === 'malformed') return fail('reason.malformed', { reason: parsed.reason });
  if (parsed.dropped.length) {
    return fail('reason.dropped', { fields: parsed.dropped.map((d) => `${d.field} (${d.reason})`).join(', ') });
  }
  if (parsed.kind === 'logged-out') return fail('reason.loggedOut');
  const missing = NEEDED.filter((f) => !parsed.payload[f].trim());
  if (missing.length) return fail('reason.missing', { fields: missing.join(', ') });
  return pass('reason.sessionOk', { count: Object.values(parsed.payload).filter(Boolean).length });
}

/** The device language tag as sent, the page's text language and the server locale it gives (docs/bridge.md "Device language tags"). */
export function checkLanguage(raw: unknown): CheckResult {
  const parsed = raw === undefined ? undefined : parseSessionPayload(raw);
  const tag = parsed && parsed.kind !== 'malformed' ? parsed.payload.language.trim() : '';
  if (!tag) return fail('reason.noLanguage');
  return pass('reason.language', { tag, text: resolveTextLanguage(tag), locale: serverLocaleOf(tag, getAppConfig().providerLocales) });
}

/** One try of the bridge-isolation probe: when its frame went in, what the frame reported, when the page called native. */
export interface IsolationRun {
  startedAt: number;
  /** The frame's report: when it arrived (the frame sent init just before) and the bridge objects it could see. */
  report: { at: number; visible: readonly string[] } | null;
  /** When the page itself called native during this try (a ucOnLogin after one of those may be its answer). */
  pageCalls: readonly number[];
  /** How native answered the frame itself, in arrival order (public/bridge-probe.js's names, never what it carried). */
  frameAnswers: readonly string[];
}

/** The probe's names for an answer that reached the frame, as the verdict shows them (code, not words: untranslated). */
const FRAME_ANSWERS = new Map([
  ['ucOnLogin', 'ucOnLogin()'],
  ['ucOnResult', 'ucOnResult()'],
  ['ucOnLogout', 'ucOnLogout()'],
  ['ucOnBack', 'ucOnBack()'],
  ['uc-native', "postMessage { source: 'uc-native' }"],
  ['reply', 'ucNative.postMessage reply'],
]);

/**
 * A sandboxed, opaque-origin frame looked for the bridge and sent init through what it found. Native must neither show
 * it UCNativeBridge (Android's addJavascriptInterface does, in every frame) nor act on its call: no answer in the frame
 * itself (a callback it defined called, a uc-native message, an iOS reply) and no ucOnLogin within windowMs. WebKit
 * shows the iOS handler to every frame: there only the answer counts. 'retry': a login came after a call of the page's
 * own, so who was answered cannot be told (an answer in the frame always can).
 */
export function checkIsolation(
  run: IsolationRun, logins: readonly LoginArrival[], now: number, windowMs: number, probeWaitMs: number,
): CheckResult | 'retry' {
  const { report } = run;
  const inFrame = [...new Set(run.frameAnswers)].flatMap((a) => FRAME_ANSWERS.get(a) ?? []);
  if (inFrame.length) return fail('reason.isolationFrameAnswered', { via: inFrame.join(', ') });
  if (!report) {
    return now - run.startedAt < probeWaitMs ? waiting('reason.isolationWaiting') : fail('reason.isolationNoProbe');
  }
  const answer = logins.find((l) => l.at >= report.at && l.at - report.at < windowMs);
  if (answer && run.pageCalls.some((at) => at >= report.at && at <= answer.at)) return 'retry';
  const visible = report.visible.includes('android');
  const ms = answer ? answer.at - report.at : 0;
  if (answer && visible) return fail('reason.isolationVisibleActed', { object: 'UCNativeBridge', ms });
  if (answer) return fail('reason.isolationActed', { ms });
  if (now - report.at < windowMs) return waiting('reason.isolationWaiting');
  if (visible) return fail('reason.isolationVisible', { object: 'UCNativeBridge' });
  const seconds = Math.round(windowMs / 1000);
  return pass(report.visible.includes('ios') ? 'reason.isolationOkIos' : 'reason.isolationOk', { seconds });
}
