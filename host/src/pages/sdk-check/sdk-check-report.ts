// The copyable report: one line per check, what the page saw of the device and the contract version — no session
// values (the verdicts name fields, never their contents).
import { BRIDGE_CONTRACT_VERSION, detectBridge } from '@uc/shared';
import { CHECK_IDS, type CheckResult, type CheckId } from './sdk-checks';

/** The 'sdkCheck' texts (i18next's t, bound to the namespace). */
export type SdkCheckText = (key: string, values?: Record<string, string | number>) => string;

/** A verdict's reason in words. */
export const reasonText = (t: SdkCheckText, r: CheckResult): string => t(r.reason, { ...r.values });

export function sdkCheckReport(results: Record<CheckId, CheckResult>, t: SdkCheckText): string {
  const lines = CHECK_IDS.map((id) => `[${t(`status.${results[id].status}`)}] ${t(`check.${id}`)}: ${reasonText(t, results[id])}`);
  return [
    t('reportTitle', { version: BRIDGE_CONTRACT_VERSION }),
    t('reportDevice', { bridge: detectBridge(), userAgent: navigator.userAgent }),
    ...lines,
  ].join('\n');
}
