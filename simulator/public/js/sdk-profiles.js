// The SDK profiles: each one plays a behaviour real game SDKs show, so the page can be tried against it by hand or in e2e.

/** SPEC §7's seventeen native methods: what an SDK built to the spec alone implements. */
export const SPEC_METHODS = [
  'init', 'login', 'logout', 'switchAccount', 'bindMobile', 'bindAccount', 'modifyMobile', 'modifyMail',
  'unbindOther', 'bindResult', 'report', 'real', 'exit', 'loginCustomerService', 'openCustomerService',
  'loginGameCustomerService', 'openWallet',
];

/** Every method the page may call today: the spec's plus openUrl (docs/contract-changes.md). */
export const NATIVE_METHODS = [...SPEC_METHODS, 'openUrl'];

/** Language tags as iOS reports them (Locale.preferredLanguages): script subtags, BCP 47 hyphens. */
export const IOS_LANGUAGE_TAGS = ['zh-Hant-TW', 'zh-Hant-HK', 'zh-Hans-CN', 'ja-JP', 'en-GB', 'th-TH', 'id-ID', 'pt-BR', 'es-419'];

/** Language tags as Android reports them (Locale.toString()): underscores, `#Hans` script markers, the old `in` for Indonesian. */
export const ANDROID_LANGUAGE_TAGS = ['zh_CN_#Hans', 'zh_TW_#Hant', 'zh_HK_#Hant', 'in_ID', 'id_ID', 'ja_JP', 'th_TH', 'en_US', 'pt_BR'];

const tags = (list) => list.map((tag) => ({ value: tag, label: tag }));

/**
 * Each profile: what it sends (`sends`), what it does with the page's calls (`does`), the real SDK behaviour it
 * stands for (`standsFor`), and the switches native-host.js and profile-session.js read.
 * - methods: the native methods it implements (others are logged as unsupported and do nothing)
 * - capabilities: what its session's `capabilities` field carries ('' = no field)
 * - answersBindAccount: false = bindAccount is logged and never answered
 * - startsLoggedOut: no player until the page calls `login`
 * - variants: one extra choice (the `variant` URL parameter), the first is the default
 * - platform: the session's platform, whatever the Session panel says; languageFromVariant: the variant is the language
 * - bridgeOpenToAll: page calls are taken from any window (frames inside the page, another page in the view) and
 *   answers go into whatever document the view shows
 * - answersCaller: page calls are taken from any window, and init and bindAccount are answered in the calling window
 */
export const SDK_PROFILES = [
  {
    id: 'conforming',
    name: 'Conforming',
    sends: 'The stand-in session as SPEC §3 says, every field a string, plus capabilities: ["openUrl"].',
    does: 'Answers every init with the session; opens openUrl in its in-app browser; answers bindAccount.',
    standsFor: 'An SDK built to the bridge contract: the reference behaviour.',
    methods: NATIVE_METHODS,
    capabilities: ['openUrl'],
    answersBindAccount: true,
  },
  {
    id: 'resend-login',
    name: 'Re-sends login',
    sends: 'The same session, again on every init (a page reload too), and whenever you press Send login again; Switch player sends another player (other open_id, user_id, token, nickname, role).',
    does: 'When the page calls switchAccount it offers Switch player, like a game\'s "Change Account" screen.',
    standsFor: 'SDKs that call ucOnLogin whenever their own login callback fires: on every page load, on token refresh, after an in-game account change.',
    methods: NATIVE_METHODS,
    capabilities: ['openUrl'],
    answersBindAccount: true,
  },
  {
    id: 'numeric-ids',
    name: 'Numbers for ids',
    sends: 'channel: 7, opensdk_version: 320, device_id: 900001; app_id, role_id, user_id, channel_id as numbers; login_types as an array; capabilities as the comma list "openUrl"; a boolean extra field (is_guest: false) and an unknown object field (ext).',
    does: 'As Conforming. Variant "one unusable field" also sends nick_name as an object, which the page must drop alone (report session-field-dropped).',
    standsFor: 'SDKs that serialise their native model as is: Java int/long ids, a List for login types, booleans, vendor fields.',
    methods: NATIVE_METHODS,
    capabilities: 'openUrl',
    answersBindAccount: true,
    variantLabel: 'Payload',
    variants: [
      { value: 'usable', label: 'every field usable' },
      { value: 'one-unusable', label: 'plus one unusable field (nick_name as an object)' },
    ],
  },
  {
    id: 'ios-language',
    name: 'iOS language tags',
    sends: 'language as iOS reports it (zh-Hant-TW by default, or the tag picked here), platform IOS.',
    does: 'As Conforming.',
    standsFor: 'iOS SDKs passing Locale.preferredLanguages[0] unchanged: script subtags, region codes, es-419.',
    methods: NATIVE_METHODS,
    capabilities: ['openUrl'],
    answersBindAccount: true,
    platform: 'IOS',
    languageFromVariant: true,
    variantLabel: 'iOS language tag',
    variants: tags(IOS_LANGUAGE_TAGS),
  },
  {
    id: 'android-language',
    name: 'Android language tags',
    sends: 'language as Android reports it (zh_CN_#Hans by default, or the tag picked here), platform ANDROID.',
    does: 'As Conforming.',
    standsFor: 'Android SDKs passing Locale.getDefault().toString(): underscores, #Hans/#Hant script markers, in_ID.',
    methods: NATIVE_METHODS,
    capabilities: ['openUrl'],
    answersBindAccount: true,
    platform: 'ANDROID',
    languageFromVariant: true,
    variantLabel: 'Android language tag',
    variants: tags(ANDROID_LANGUAGE_TAGS),
  },
  {
    id: 'logged-out',
    name: 'Logged-out launch',
    sends: 'On init, a session whose player fields are empty (token, open_id, user_id, nick_name, role, mobile) while app_id, language, platform, public_key and the rest are there. Variant "no answer at all" sends nothing.',
    does: 'When the page calls login, logs the player in at once: a valid ucOnLogin (and later inits get it too).',
    standsFor: 'Games that open the user center before the player has logged in (a launcher menu, a guest start), or SDKs that answer init only once logged in.',
    methods: NATIVE_METHODS,
    capabilities: ['openUrl'],
    answersBindAccount: true,
    startsLoggedOut: true,
    variantLabel: 'Answer to init',
    variants: [
      { value: 'empty-session', label: 'a session with an empty token and open_id' },
      { value: 'no-answer', label: 'no answer at all (no ucOnLogin)' },
    ],
  },
  {
    id: 'no-openurl',
    name: 'No openUrl',
    sends: 'The stand-in session with no capabilities field.',
    does: 'Implements only SPEC §7\'s 17 methods: an openUrl call is logged as unsupported by this SDK and does nothing.',
    standsFor: 'SDKs built to the original specification, before openUrl was added.',
    methods: SPEC_METHODS,
    capabilities: '',
    answersBindAccount: true,
  },
  {
    id: 'no-bind-answer',
    name: 'Never answers bindAccount',
    sends: 'As Conforming.',
    does: 'Logs bindAccount and never calls ucOnResult.',
    standsFor: 'SDKs whose third-party login dialog was dismissed without a callback, or that lack the provider.',
    methods: NATIVE_METHODS,
    capabilities: ['openUrl'],
    answersBindAccount: false,
  },
  {
    id: 'open-bridge',
    name: 'Bridge open to every frame',
    sends: 'As Conforming, to whoever asks: the whole session goes into whatever document the view shows.',
    does: 'Takes a page call from any window that posts one — a sandboxed frame inside the user center, another site the view went to — and answers init with ucOnLogin all the same. The call log names the origin of each such call.',
    standsFor: 'SDKs built like the earlier reference hosts: Android addJavascriptInterface (the bridge object in every frame of every page), an iOS handler that never reads frameInfo, no limit on where the view navigates.',
    methods: NATIVE_METHODS,
    capabilities: ['openUrl'],
    answersBindAccount: true,
    bridgeOpenToAll: true,
  },
  {
    id: 'answers-caller',
    name: 'Answers the calling frame',
    sends: 'As Conforming, to the window that called: the whole session goes back to whichever frame sent init.',
    does: 'Takes a page call from any window — a sandboxed frame inside the user center included — and answers init (ucOnLogin) and bindAccount (ucOnResult) by posting them to that calling window, not to the user center\'s main frame. The call log names the origin of each such call.',
    standsFor: 'iOS SDKs that answer the frame that called instead of checking it: a WKScriptMessageHandlerWithReply reply, or evaluateJavaScript(_:in:in:completionHandler:) into message.frameInfo, without refusing a frame that is not the user center\'s main frame.',
    methods: NATIVE_METHODS,
    capabilities: ['openUrl'],
    answersBindAccount: true,
    answersCaller: true,
  },
];

export const DEFAULT_PROFILE = 'conforming';

export function profileById(id) {
  return SDK_PROFILES.find((p) => p.id === id) || SDK_PROFILES.find((p) => p.id === DEFAULT_PROFILE);
}

/** The profile's default variant, or '' when it has none. */
export function defaultVariant(profile) {
  return profile.variants ? profile.variants[0].value : '';
}

/** A variant the profile knows, else its default. */
export function knownVariant(profile, raw) {
  if (!profile.variants) return '';
  return profile.variants.some((v) => v.value === raw) ? raw : defaultVariant(profile);
}
