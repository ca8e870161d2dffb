// The native bridge contract as data (issue 18): every page → native method with its payload, every native → page
// callback, the session fields with the types accepted, the report codes. The kernel's types, the shipped
// bridge-contract.json and docs/bridge.md's tables all come from here (contract tests keep them in step).
import type { Schema } from './schema-types';
import { SESSION_FIELD_RULES, type SessionFieldName } from './session-field-rules';

export { MAX_LIST_ITEMS, SESSION_FIELD_RULES, type SessionFieldName } from './session-field-rules';

const text = (description: string) => ({ type: 'string', description }) as const;
const noPayload = { type: 'null', description: 'no payload (`payload` is absent)' } as const;
/** What a bind or change told native: the account the binding now belongs to (bind/change-bind response, SPEC §3). */
const boundUser = {
  open_id: text('open id of the account the binding belongs to'),
  token: text('its token'),
  user_id: text('its user id'),
  nickname: text('its nickname'),
} as const;

export { BRIDGE_CONTRACT_VERSION } from './contract-version';

/**
 * Who may use the bridge (docs/bridge.md "Trust rule"; docs/android-host.md and docs/ios-host.md implement it, and
 * reference-hosts.test.ts fails when one drops it): the view carries the player's session, so only the user center's
 * own document may speak for the page or hear native's answers.
 */
export const BRIDGE_TRUST_RULE =
  "The bridge belongs to the user center's origin. Native exposes its handler only to frames at that origin " +
  '(Android: WebViewCompat.addWebMessageListener with that origin as the only allowed-origin rule, never ' +
  'addJavascriptInterface), acts only on calls from the main frame at that origin (Android: isMainFrame and ' +
  'sourceOrigin; iOS: WKScriptMessage.frameInfo.isMainFrame and securityOrigin), answers init and calls the page ' +
  "only while the main frame's URL is at that origin, and keeps the view's navigation on it: other https: pages open " +
  'outside (Custom Tabs, SFSafariViewController), every other scheme is refused. openUrl opens https: addresses only, ' +
  'checked in native code, and a failed launch is caught. The page never sends a view that carries the bridge to ' +
  'another site.';

/** Page → native, each sent as `{ method, payload }` (docs/bridge.md "Page → native"). */
export const NATIVE_METHOD_CONTRACT = {
  init: {
    summary: 'The page has defined its callbacks: answer with ucOnLogin (logged in or logged out).',
    payload: { type: 'object', properties: { version: { type: 'integer', description: 'bridge contract version' } }, required: ['version'] },
  },
  login: { summary: 'Show the SDK login; answer with ucOnLogin.', payload: noPayload },
  logout: { summary: 'The page logged the player out (after a password change).', payload: noPayload },
  switchAccount: {
    summary: 'Change Account: back to the SDK login page. The page has already forgotten the player; answer with ucOnLogin (the new player, or the same one again).',
    payload: noPayload,
  },
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
    summary: 'Open an https: page outside the user center (http: links are sent upgraded to https:). Sent only when the session lists openUrl in capabilities.',
    payload: { type: 'object', properties: { url: text('an absolute https: address') }, required: ['url'], additionalProperties: false },
  },
} as const satisfies Record<string, { summary: string; payload: Schema }>;

/** Native → page: functions on window (or the postMessage form for a framing parent). */
export const PAGE_CALLBACK_CONTRACT = {
  ucOnLogin: {
    summary: 'The login session (after init, and whenever it changes). Empty token or open_id: a logged-out player.',
    args: [{ name: 'payload', schema: { anyOf: [{ type: 'string', description: 'JSON text of the session object' }, { type: 'object', properties: {} }] } }],
    returns: 'nothing',
  },
  ucOnLogout: {
    summary:
      "Native ended the player's session (a logout or account switch in the game): the page forgets the player (memory and storage) and shows the logged-out state.",
    args: [],
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

/** What each session field is, for the schema and docs/bridge.md (the rules the page applies: session-field-rules.ts). */
export const SESSION_FIELD_DOCS: Record<SessionFieldName, string> = {
  nick_name: 'nickname',
  role_id: 'game role id',
  role_name: 'game role name',
  token: 'login token; empty = logged out',
  open_id: 'open id; empty = logged out',
  user_id: 'user id',
  mobile: 'bound phone number',
  app_id: 'app id',
  channel: 'channel',
  public_key: 'RSA public key: PEM or bare base64 DER SubjectPublicKeyInfo',
  channel_id: 'channel id',
  platform: "'IOS' (any case) or anything else",
  device_id: 'device id',
  opensdk_version: 'SDK version',
  login_types: 'comma list or array of login types',
  language: 'device language tag (iOS or Android form)',
  capabilities: 'optional: what native does beyond SPEC §7 (openUrl)',
};

/** The session fields with their rules and meaning (docs/bridge.md "Session payload fields"). */
export const SESSION_FIELD_CONTRACT = Object.fromEntries(
  (Object.keys(SESSION_FIELD_RULES) as SessionFieldName[]).map((f) => [f, { ...SESSION_FIELD_RULES[f], summary: SESSION_FIELD_DOCS[f] }]),
) as { [F in SessionFieldName]: (typeof SESSION_FIELD_RULES)[F] & { summary: string } };

/** `report` codes the page sends. */
export const REPORT_CODE_CONTRACT = {
  'session-malformed': 'a ucOnLogin payload that is not an object: `message` = reason',
  'session-field-dropped': 'one unusable session field: `field`, `message` = reason',
  'callback-error': 'a native → page callback threw: `message`',
  'remote-load-failed': 'a remote could not load or threw: `remote`, `module`, `stage`, `message`',
  'remote-incompatible': "a remote needs a @uc/shared this host cannot give: `remote`, `module`, `stage`, `message`",
  'telemetry-vitals': 'field telemetry (docs/telemetry.md): `items` [{ name LCP|INP, value ms, rating, page }], `dropped`',
  'telemetry-remote-load': 'field telemetry: `items` [{ remote, module, preload, ok, ms, manifestMs?, entryMs?, pageMs?, failedStage? }], `dropped`',
  'telemetry-api': 'field telemetry: `items` [{ path template, method, calls, errors, network, http, parse, fail }], `dropped`',
  2042: 'left a binding page (back or return to game): `message`',
  2043: 'a third-party bind failed: `authType`, `message`',
  2666: 'sending a mail code failed: `message`, `error`',
  2667: 'binding a mail failed: `message`, `error`',
} as const satisfies Record<string, string>;

export type NativeMethod = keyof typeof NATIVE_METHOD_CONTRACT;
export const NATIVE_METHODS = Object.keys(NATIVE_METHOD_CONTRACT) as readonly NativeMethod[];
export type PageCallback = keyof typeof PAGE_CALLBACK_CONTRACT;
export type ReportCode = keyof typeof REPORT_CODE_CONTRACT;
