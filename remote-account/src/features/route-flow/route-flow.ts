// The flows between this remote's pages, in one place. Every route read from a query parameter goes through
// safeRoutePath here, so a link can only ever lead to one of the product's own routes, and never takes a phone number,
// an e-mail or an account name along (security-2 N4: they travel in history state, see recovery-state, flow-entry,
// bound-elsewhere-state and @uc/shared verify-targets).
//
//  manageaccount ── mail: bind ──▶ bindmail ──(ok)──▶ back 1 step
//                                     └─(1345)─▶ bindmail {mailFlowEntry} ─▶ strongbindingmail?operation=bind {boundElsewhere} ──(ok)──▶ back 3 steps
//  manageaccount ── mail: change ─▶ verifymail?toPath=/modifymail ─▶ modifymail ──(ok)──▶ back 2 steps
//                                     └─(1345)─▶ strongbindingmail?operation=modify {boundElsewhere} ──(ok)──▶ back 3 steps
//  manageaccount ── mobile: bind ─▶ bindPhone ──(ok)──▶ back 1 step
//  manageaccount ── mobile: change ─▶ verifyphone?toPath=/modifyphone ─▶ modifyphone ──(ok)──▶ back 2 steps
//  home tile "change password" ─▶ verifyaccount?…&operation=changePassword {verifyTargets} ─▶ changepassword ─▶ completionprompt (logout)
//  verifyphone?type=mobile_change_password ─▶ changepassword (the same flow entered by phone)
//  forgotpassword ─(forget GET)─▶ verifyaccount?title=…&operation=forgotPassword&toPath=/setpassword?operation=forgotPassword {recovery}
//                 ─▶ setpassword?operation=forgotPassword {account} ─▶ completionprompt (no logout)
//  ({…}: what the entry's history state carries.)
//
// With ARCHITECTURE.md §8 "proof" (features/proof): the lookup's answer is masked, and each verification hands the
// password page the proof of its code in that page's history state, beside the account:
//  setpassword ─(1401)─▶ back to verifyaccount for a new code, the typed password kept
//  a password page opened without a proof ─▶ its verification first (forgotpassword, or verifyaccount back to it)
//
// "Back N steps" returns to the page the flow started from (manageaccount). SPEC §4's "three steps" of
// strongbindingmail holds for both flows: the change flow has the verification page in it, and the bind flow leaves
// an entry of its own for bindmail (marked in its state, with the typed address) before it opens strongbindingmail.
// When the history is shorter (the flow was opened straight from the client), the page goes to manageaccount instead.
import type { NavigateFunction } from 'react-router-dom';
import { routeWithoutIdentifiers, safeRoutePath } from '@uc/shared';

export const ACCOUNT_HOME = '/manageaccount';
export const COMPLETION = '/completionprompt';

export type MailOperation = 'bind' | 'modify';
export type PasswordOperation = 'changePassword' | 'forgotPassword' | 'modifyMail';

/** Steps back to manageaccount when a flow succeeds. */
export const RETURN_STEPS = {
  bindPhone: 1,
  modifyPhone: 2,
  bindMail: 1,
  modifyMail: 2,
  strongBindingMail: { bind: 3, modify: 3 } satisfies Record<MailOperation, number>,
} as const;

/** '/path?k=v&…' with every value encoded (encodeURIComponent, never '+'); empty values are left out. */
export function routeWithQuery(path: string, query: Record<string, string | undefined>): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v as string)}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** setpassword for forgot password: the account it resets is in its history state, never its query. */
export const RESET_PASSWORD = '/setpassword?operation=forgotPassword';

export const flowPaths = {
  bindPhone: () => '/bindPhone',
  bindMail: () => '/bindmail',
  changeMobile: () => routeWithQuery('/verifyphone', { toPath: '/modifyphone' }),
  changeMail: () => routeWithQuery('/verifymail', { toPath: '/modifymail' }),
  /** The address bound elsewhere goes in the entry's state (bound-elsewhere-state). */
  strongBindingMail: (operation: MailOperation) => routeWithQuery('/strongbindingmail', { operation }),
  /** The account, what the lookup found and the picker's country go in the entry's state (recovery-state). */
  forgotPasswordVerification: (title: string) =>
    routeWithQuery('/verifyaccount', {
      title,
      mobileVerify: 'mobile_forget_password',
      mailVerify: 'email_forget_password',
      operation: 'forgotPassword',
      toPath: RESET_PASSWORD,
    }),
  /** §8 proof: the account and its masked phone and e-mail go in the entry's state (recovery-state); no purposes. */
  proofRecoveryVerification: (title: string) =>
    routeWithQuery('/verifyaccount', { title, operation: 'forgotPassword', toPath: RESET_PASSWORD }),
  /** §8 proof: the code a password change needs, sent to the player's own phone or e-mail, then back to `toPath`. */
  changePasswordVerification: (title: string, toPath: string) =>
    routeWithQuery('/verifyaccount', { title, operation: 'changePassword', toPath }),
};

export type NextRoute = { kind: 'go'; path: string } | { kind: 'refused' };

// The client entry re-dispatches on its own query: never a step inside a flow.
const NEVER_NEXT = ['/index'];

/** A route taken from a query parameter: one of ours (without a phone number, an e-mail or an account), or refused. */
export function routeFromQuery(raw: string | null): NextRoute {
  const path = safeRoutePath(raw);
  if (!path || NEVER_NEXT.includes(path.split('?')[0])) return { kind: 'refused' };
  return { kind: 'go', path: routeWithoutIdentifiers(path) };
}

/** Where a verification page goes: toPath when given (and ours), else the flow's default. */
export function nextAfterVerification(toPath: string | null, fallback: string): NextRoute {
  return toPath === null || toPath === '' ? { kind: 'go', path: fallback } : routeFromQuery(toPath);
}

/** verifyaccount's default next step by operation (SPEC §2 verifyaccount). */
export function verifyAccountFallback(operation: string | null): string {
  if (operation === 'changePassword') return '/changepassword';
  if (operation === 'forgotPassword') return RESET_PASSWORD;
  if (operation === 'modifyMail') return '/modifymail';
  return ACCOUNT_HOME;
}

/** Whether the router stands on the first entry of this webview's history (nothing in the app behind it). */
export function historyIndex(): number | undefined {
  const state = window.history.state as { idx?: unknown } | null;
  return state && typeof state.idx === 'number' ? state.idx : undefined;
}

/** Back `steps` history entries, or straight to manageaccount when the history is shorter than that. */
export function returnToAccount(navigate: NavigateFunction, steps: number): void {
  const idx = historyIndex();
  if (idx !== undefined && idx < steps) navigate(ACCOUNT_HOME, { replace: true });
  else navigate(-steps);
}
