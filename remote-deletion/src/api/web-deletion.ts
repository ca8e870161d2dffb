// ARCHITECTURE.md §8 webAccount: the public page's calls, for the game's app with nobody logged in (`app`). The code goes
// to what the account named by `username` has bound; the proof of its check stands in for the token in the three
// deletion calls. Mutations, not queries: a proof never becomes a cache key, and nothing outlives the page.
import { api, type ProviderApp } from '@uc/shared';
import { toDeletionStatus, type DeletionStatus } from './get-deletion-status';
import { toCancelDeletionResult, type CancelDeletionResult } from './cancel-deletion';

export type DeletionChannel = 'sms' | 'mail';

export const DELETION_PURPOSES: Readonly<Record<DeletionChannel, string>> = Object.freeze({
  sms: 'mobile_delete_account',
  mail: 'email_delete_account',
});

/** Who the call is about: the account's phone or e-mail as the player typed it. */
export interface WebAccountArg {
  app: ProviderApp;
  username: string;
}

export interface CodeArg extends WebAccountArg {
  channel: DeletionChannel;
  /** Dialling code without '+' (the SMS send and check carry it). */
  country: string;
  /** SPEC §7's target_id: the page has no device id without a session, so the app id stands in. */
  targetId: string;
}

export type ProofArg = WebAccountArg & { proof: string };

/** The masked ways the lookup names (ARCHITECTURE §8: "138****5678", "p***@example.com"; '' when none). */
export interface MaskedAccount {
  mobile: string;
  mail: string;
}

export interface DeletionCodeCheck {
  ok: boolean;
  proof: string;
}

const PROOF_MAX_CHARS = 256;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const record = (raw: unknown): Record<string, unknown> => (raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});

// A value that is not masked is never shown: a provider that answers in full would tell anyone the account's address.
const maskedOnly = (v: unknown): string => (text(v).includes('*') ? text(v) : '');

export function toMaskedAccount(raw: unknown): MaskedAccount {
  const r = record(raw);
  return { mobile: maskedOnly(r.Mobile), mail: maskedOnly(r.Account) };
}

export function toDeletionCodeCheck(raw: unknown): DeletionCodeCheck {
  const r = record(raw);
  const ok = [true, 'true', 1, '1'].includes(r.result as never);
  const proof = typeof r.proof === 'string' && r.proof.length > 0 && r.proof.length <= PROOF_MAX_CHARS ? r.proof : '';
  // a right code without a proof cannot stand in for anything: the provider does not speak webAccount
  return { ok: ok && proof !== '', proof };
}

function codePayload({ channel, username, country, targetId }: CodeArg): Record<string, unknown> {
  const base = { username, target: DELETION_PURPOSES[channel], target_id: targetId };
  return channel === 'sms' ? { ...base, country } : base;
}

const PATH: Record<DeletionChannel, string> = { sms: 'open/oauth/sms', mail: 'open/oauth/mail' };

export const webDeletionApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupDeletionAccount: build.mutation<MaskedAccount, WebAccountArg>({
      query: ({ app, username }) => ({ method: 'GET', path: 'open/oauth/forget', payload: { username }, app }),
      transformResponse: toMaskedAccount,
    }),
    sendDeletionCode: build.mutation<unknown, CodeArg>({
      query: (a) => ({ method: 'POST', path: PATH[a.channel], payload: codePayload(a), app: a.app }),
    }),
    checkDeletionCode: build.mutation<DeletionCodeCheck, CodeArg & { code: string }>({
      query: (a) => ({ method: 'GET', path: PATH[a.channel], payload: { ...codePayload(a), security: a.code }, app: a.app }),
      transformResponse: toDeletionCodeCheck,
    }),
    webDeletionStatus: build.mutation<DeletionStatus, ProofArg>({
      query: ({ app, username, proof }) => ({ method: 'POST', path: 'open/oauth/delete/detail', payload: { username, proof }, app }),
      transformResponse: (raw) => toDeletionStatus(record(raw)),
    }),
    webApplyDeletion: build.mutation<unknown, ProofArg>({
      query: ({ app, username, proof }) => ({ method: 'POST', path: 'open/oauth/delete/apply', payload: { username, proof }, app }),
    }),
    webCancelDeletion: build.mutation<CancelDeletionResult, ProofArg>({
      query: ({ app, username, proof }) => ({ method: 'POST', path: 'open/oauth/delete/cancel', payload: { username, proof }, app }),
      transformResponse: (raw) => toCancelDeletionResult(record(raw)),
    }),
  }),
});

export const {
  useLookupDeletionAccountMutation, useSendDeletionCodeMutation, useCheckDeletionCodeMutation,
  useWebDeletionStatusMutation, useWebApplyDeletionMutation, useWebCancelDeletionMutation,
} = webDeletionApi;
