// The native bridge contract as data (issue 18): every page → native method with its payload, every native → page
// callback, the session fields with the types accepted, the report codes. The kernel's types, the shipped
// bridge-contract.json and the README's bridge tables all come from here (contract tests keep them in step).
import type { Schema } from './schema-types';

const text = (description: string) => ({ type: 'string', description }) as const;
const noPayload = { type: 'null', description: 'no payload (`payload` is absent)' } as const;
/** What a bind or change told native: the account the binding now belongs to (bind/change-bind response, SPEC §3). */
const boundUser = {
  open_id: text('open id of the account the binding belongs to'),
  token: text('its token'),
  user_id: text('its user id'),
  nickname: text('its nickname'),
} as const;

export const BRIDGE_CONTRACT_VERSION = 1;

/** Page → native, each sent as `{ method, payload }` (README "Page → native"). */
export const NATIVE_METHOD_CONTRACT = {
  init: {
    summary: 'The page has defined its callbacks: answer with ucOnLogin (logged in or logged out).',
    payload: { type: 'object', properties: { version: { type: 'integer', description: 'bridge contract version' } }, required: ['version'] },
  },
  login: { summary: 'Show the SDK login; answer with ucOnLogin.', payload: noPayload },
  logout: { summary: 'The page logged the player out (after a password change).', payload: noPayload },
  switchAccount: { summary: 'Change Account: back to the SDK login page.', payload: noPayload },
  bindMobile: {
    summary: 'A phone number was bound.',
    payload: { type: 'object', properties: { mobile: text('the number'), country: text('its country code'), ...boundUser }, required: ['mobile', 'country'] },
  },
  bindAccount: {
    summary: 'Run a third-party login; answer with ucOnResult(callbackId, providerPayload).',
    payload: {
      type: 'object',
      properties: { authType: text('Facebook, Google, Apple, Twitter, GameCenter, PlayGames, Line, VK, QQ, WeChat'), callbackId: text('echo it in ucOnResult') },
      required: ['authType', 'callbackId'],
    },
  },
  modifyMobile: {
    summary: 'The bound phone number was changed.',
    payload: { type: 'object', properties: { mobile: text('the new number'), country: text('its country code'), ...boundUser }, required: ['mobile', 'country'] },
  },
  modifyMail: {
    summary: 'The bound e-mail was changed.',
    payload: { type: 'object', properties: { mail: text('the new address'), ...boundUser }, required: ['mail'] },
  },
  unbindOther: {
    summary: 'A third-party login was unbound.',
    payload: { type: 'object', properties: { authType: text('the provider'), status: { type: 'string', enum: ['success'] } }, required: ['authType', 'status'] },
  },
  bindResult: {
    summary: 'An e-mail or third-party login was bound.',
    payload: {
      type: 'object',
      properties: { authType: text('mail or the provider'), status: { type: 'string', enum: ['success'] }, mail: text('the address (mail)'), ...boundUser },
      required: ['authType', 'status'],
    },
  },
  report: {
    summary: 'A report for the studio (codes below); native logs or forwards it.',
    payload: {
      type: 'object',
      properties: {
        code: { anyOf: [{ type: 'string' }, { type: 'integer' }], description: 'a report code (table below)' },
        status: text("'fail' for failures"),
        message: text('a reason, never personal data'),
      },
      required: ['code'],
    },
  },
  real: { summary: 'Run the real-name (identity) verification flow.', payload: noPayload },
  exit: { summary: 'Close the user center (back on home or the entry page, return to the game).', payload: noPayload },
  loginCustomerService: { summary: "Open the host's customer service after login.", payload: noPayload },
  openCustomerService: { summary: "Open the host's customer service.", payload: noPayload },
  loginGameCustomerService: { summary: "Open the game's customer service.", payload: noPayload },
  openWallet: { summary: "Open the host's wallet.", payload: noPayload },
  openUrl: {
    summary: 'Open an http(s) page outside the user center. Sent only when the session lists openUrl in capabilities.',
    payload: { type: 'object', properties: { url: text('an absolute http(s) address') }, required: ['url'], additionalProperties: false },
  },
} as const satisfies Record<string, { summary: string; payload: Schema }>;

/** Native → page: functions on window (or the postMessage form for a framing parent). */
export const PAGE_CALLBACK_CONTRACT = {
  ucOnLogin: {
    summary: 'The login session (after init, and whenever it changes). Empty token or open_id: a logged-out player.',
    args: [{ name: 'payload', schema: { anyOf: [{ type: 'string', description: 'JSON text of the session object' }, { type: 'object', properties: {} }] } }],
    returns: 'nothing',
  },
  ucOnResult: {
    summary: 'The answer to a call that waits for one (bindAccount).',
    args: [
      { name: 'callbackId', schema: text('the callbackId the page sent') },
      { name: 'result', schema: { anyOf: [{ type: 'string', description: 'JSON text' }, { type: 'object', properties: {} }] } },
    ],
    returns: 'nothing',
  },
  ucOnBack: {
    summary: 'The hardware back button.',
    args: [],
    returns: 'true: the page acted (it may have sent exit); false: nothing to answer, close the view',
  },
} as const;

const idLike = ['string', 'number', 'boolean'] as const;
/** SPEC §3 session fields (ucOnLogin), with what the page accepts (README "Session payload fields"). */
export const SESSION_FIELD_CONTRACT = {
  nick_name: { accepts: idLike, maxLength: 8192, summary: 'nickname' },
  role_id: { accepts: idLike, maxLength: 8192, summary: 'game role id' },
  role_name: { accepts: idLike, maxLength: 8192, summary: 'game role name' },
  token: { accepts: idLike, maxLength: 8192, summary: 'login token; empty = logged out' },
  open_id: { accepts: idLike, maxLength: 8192, summary: 'open id; empty = logged out' },
  user_id: { accepts: idLike, maxLength: 8192, summary: 'user id' },
  mobile: { accepts: idLike, maxLength: 8192, summary: 'bound phone number' },
  app_id: { accepts: idLike, maxLength: 8192, summary: 'app id' },
  channel: { accepts: idLike, maxLength: 8192, summary: 'channel' },
  public_key: { accepts: idLike, maxLength: 4096, summary: 'RSA public key: PEM or bare base64 DER SubjectPublicKeyInfo' },
  channel_id: { accepts: idLike, maxLength: 8192, summary: 'channel id' },
  platform: { accepts: idLike, maxLength: 8192, summary: "'IOS' (any case) or anything else" },
  device_id: { accepts: idLike, maxLength: 8192, summary: 'device id' },
  opensdk_version: { accepts: idLike, maxLength: 8192, summary: 'SDK version' },
  login_types: { accepts: [...idLike, 'array'], maxLength: 8192, summary: 'comma list or array of login types' },
  language: { accepts: idLike, maxLength: 8192, summary: 'device language tag (iOS or Android form)' },
  capabilities: { accepts: [...idLike, 'array'], maxLength: 8192, summary: 'optional: what native does beyond SPEC §7 (openUrl)', optional: true },
} as const satisfies Record<string, { accepts: readonly string[]; maxLength: number; summary: string; optional?: boolean }>;

/** Items of a list field (login_types, capabilities). */
export const MAX_LIST_ITEMS = 64;

/** `report` codes the page sends. */
export const REPORT_CODE_CONTRACT = {
  'session-malformed': 'a ucOnLogin payload that is not an object: `message` = reason',
  'session-field-dropped': 'one unusable session field: `field`, `message` = reason',
  'callback-error': 'a native → page callback threw: `message`',
  'remote-load-failed': 'a remote could not load or threw: `remote`, `module`, `stage`, `message`',
  'remote-incompatible': "a remote needs a @uc/shared this host cannot give: `remote`, `module`, `stage`, `message`",
  'telemetry-vitals': 'field telemetry (README "Field telemetry"): `items` [{ name LCP|INP, value ms, rating, page }], `dropped`',
  'telemetry-remote-load': 'field telemetry: `items` [{ remote, module, preload, ok, ms, manifestMs?, entryMs?, pageMs?, failedStage? }], `dropped`',
  'telemetry-api': 'field telemetry: `items` [{ path template, method, calls, errors, network, http, parse, fail }], `dropped`',
  2042: 'left a binding page (back or return to game): `message`',
  2043: 'a third-party bind failed: `authType`, `message`',
  2666: 'sending a mail code failed: `message`, `error`',
  2667: 'binding a mail failed: `message`, `error`',
} as const satisfies Record<string, string>;

export type NativeMethod = keyof typeof NATIVE_METHOD_CONTRACT;
export type PageCallback = keyof typeof PAGE_CALLBACK_CONTRACT;
export type SessionFieldName = keyof typeof SESSION_FIELD_CONTRACT;
export type ReportCode = keyof typeof REPORT_CODE_CONTRACT;
