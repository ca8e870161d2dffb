// The rows of the account-management table (SPEC §2 manageaccount, §3 account-bind record, §4 account row).
import { maskMail, maskMobile } from '../../features/masking/mask';
import {
  THIRD_PARTY_TYPES,
  type BindInfo,
  type BindOperation,
  type BindType,
  type ThirdPartyType,
} from '../../features/bindings/bind-types';

export { THIRD_PARTY_TYPES, type BindInfo, type BindOperation, type BindType, type ThirdPartyType };

export interface AccountRow {
  type: BindType;
  isBind: boolean;
  operation: BindOperation;
  content: string;
  /** What the detail column shows: masked for mobile and mail. */
  label: string;
  /** Whether the action column shows a button. */
  isShow: boolean;
}

export interface AccountRowContext {
  loginTypes: readonly string[];
  ios: boolean;
}

// QQ and WeChat are hidden unless the host offers them as login types; Apple exists only on iOS.
const ONLY_WITH_LOGIN_TYPE: ReadonlySet<BindType> = new Set<BindType>(['QQ', 'WeChat']);

function labelOf(type: BindType, content: string): string {
  if (!content) return '';
  if (type === 'mobile') return maskMobile(content);
  if (type === 'mail') return maskMail(content);
  return content;
}

export function accountRow(type: BindType, content: string): AccountRow {
  const isBind = content !== '';
  const ownsCredential = type === 'mobile' || type === 'mail';
  const operation: BindOperation = !isBind ? 'bind' : ownsCredential ? 'modify' : 'unbind';
  return {
    type,
    isBind,
    operation,
    content,
    label: labelOf(type, content),
    isShow: ownsCredential || operation === 'bind' || operation === 'modify',
  };
}

function isOffered(type: BindType, ctx: AccountRowContext): boolean {
  if (type === 'Apple') return ctx.ios;
  if (!ONLY_WITH_LOGIN_TYPE.has(type)) return true;
  const wanted = type.toLowerCase();
  return ctx.loginTypes.some((t) => t.trim().toLowerCase() === wanted);
}

/** Every row of the account, mobile first. */
export function buildAccountRows(info: BindInfo, ctx: AccountRowContext): AccountRow[] {
  const types: BindType[] = ['mobile', 'mail', ...THIRD_PARTY_TYPES.filter((t) => isOffered(t, ctx))];
  return types.map((type) => accountRow(type, info[type] ?? ''));
}

/** The rows the table shows: the first row (mobile) is dropped from the displayed list. */
export function displayedAccountRows(info: BindInfo, ctx: AccountRowContext): AccountRow[] {
  return buildAccountRows(info, ctx).slice(1);
}
