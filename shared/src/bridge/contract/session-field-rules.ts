// What the page accepts in each ucOnLogin field (the kernel reads this at run time). Only the rules: what the fields
// mean lives with the rest of the contract's documentation (bridge-contract.ts), off home's path.
const idLike = ['string', 'number', 'boolean'] as const;
const listLike = ['string', 'number', 'boolean', 'array'] as const;

/** SPEC §3 session fields in its order, then ours (optional). */
export const SESSION_FIELD_RULES = {
  nick_name: { accepts: idLike, maxLength: 8192 },
  role_id: { accepts: idLike, maxLength: 8192 },
  role_name: { accepts: idLike, maxLength: 8192 },
  token: { accepts: idLike, maxLength: 8192 },
  open_id: { accepts: idLike, maxLength: 8192 },
  user_id: { accepts: idLike, maxLength: 8192 },
  mobile: { accepts: idLike, maxLength: 8192 },
  app_id: { accepts: idLike, maxLength: 8192 },
  channel: { accepts: idLike, maxLength: 8192 },
  public_key: { accepts: idLike, maxLength: 4096 },
  channel_id: { accepts: idLike, maxLength: 8192 },
  platform: { accepts: idLike, maxLength: 8192 },
  device_id: { accepts: idLike, maxLength: 8192 },
  opensdk_version: { accepts: idLike, maxLength: 8192 },
  login_types: { accepts: listLike, maxLength: 8192 },
  language: { accepts: idLike, maxLength: 8192 },
  capabilities: { accepts: listLike, maxLength: 8192, optional: true },
} as const satisfies Record<string, { accepts: readonly string[]; maxLength: number; optional?: boolean }>;

/** Items of a list field (login_types, capabilities). */
export const MAX_LIST_ITEMS = 64;

export type SessionFieldName = keyof typeof SESSION_FIELD_RULES;
