// Wires the simulator page together and exposes window.simulator for automated tests.

import { readOptions, writeOptions, httpUrlOrNull } from './options.js';
import { createCallLog, formatArgs } from './call-log.js';
import { createDeviceFrame } from './device-frame.js';
import { createNativeChannel } from './native-channel.js';
import { callFlag, createNativeHost } from './native-host.js';
import { createInAppBrowser } from './in-app-browser.js';
import { createSessionPicker } from './session-picker.js';
import { fetchSession } from './session-source.js';
import { HOSTILE_PAYLOADS, SAMPLE_SESSION } from './hostile-payloads.js';
import { createProfilePanel } from './profile-panel.js';
import { profilePick, profileSession } from './profile-session.js';
import { DEFAULT_PROFILE, profileById } from './sdk-profiles.js';

const MAX_CALLS = 5000;
const $ = (id) => document.getElementById(id);

const options = readOptions(location.search);
const calls = [];
const backAnswers = [];
let lastSession = null;
let injectGeneration = 0;

function announce(text) {
  $('status').textContent = text;
}

const log = createCallLog({ list: $('log-list'), empty: $('log-empty'), count: $('call-count'), filter: $('log-filter') });

const frame = createDeviceFrame({
  area: $('stage-area'),
  holder: $('device-holder'),
  device: $('device'),
  screen: $('device-screen'),
  overlay: $('closed-overlay'),
  reopen: $('reopen-button'),
  scaleLabel: $('scale-label'),
});

const browser = createInAppBrowser({
  sheet: $('in-app-browser'),
  address: $('in-app-browser-address'),
  body: $('in-app-browser-body'),
  done: $('in-app-browser-done'),
  restoreFocus: () => $('back-button').focus(),
});

function saveOptions() {
  options.session = picker.pick();
  options.profile = profiles.choice;
  history.replaceState(null, '', `${location.pathname}${writeOptions(options)}`);
}

const picker = createSessionPicker($('session-form'), options.session, saveOptions);

const profiles = createProfilePanel(
  {
    select: $('profile'),
    sends: $('profile-sends'),
    does: $('profile-does'),
    standsFor: $('profile-stands-for'),
    variantField: $('variant-field'),
    variantLabel: $('variant-label'),
    variant: $('variant'),
    actions: $('profile-actions'),
  },
  options.profile,
  (choice) => {
    saveOptions();
    lockPickerToProfile();
    host.resetLaunch();
    const profile = profileById(choice.id);
    log.note(`SDK profile: ${profile.name}${choice.variant ? ` (${choice.variant})` : ''}`, `${profile.sends}\n${profile.does}\nFrom the next init on; Reload page to start over.`);
    announce(`SDK profile ${profile.name}`);
  },
);

/** The language-tag profiles set the platform and the language: the Session panel shows it and greys those fields. */
function lockPickerToProfile() {
  const profile = profiles.profile;
  const sets = profile.platform || profile.languageFromVariant;
  picker.setProfileLock(sets ? { platform: profile.platform === 'IOS' ? 'iOS' : 'Android', language: profiles.choice.variant, by: profile.name } : null);
}
lockPickerToProfile();

/** `caller`: the window that called init, when the profile answers it instead of the page (answers-caller). */
function sendLogin(raw, why, caller = null) {
  const args = [raw];
  if (!channel.send('ucOnLogin', args, caller)) {
    log.note('no page to inject into', 'Load the user center first.', 'warn');
    return false;
  }
  log.sent('ucOnLogin', args, caller ? `${why} → the calling frame` : why);
  try {
    const parsed = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) lastSession = parsed;
  } catch {
    /* a deliberately broken string: keep the previous session as the base for hostile payloads */
  }
  $('session-preview').textContent = formatArgs(args);
  $('login-offer').hidden = true;
  announce('Session injected');
  return true;
}

/** The stand-in's session for the panel's pick, shaped by the SDK profile (and the player the simulated game holds). */
async function injectFromPicker(why, caller = null) {
  const generation = ++injectGeneration;
  const { id, variant } = profiles.choice;
  let session;
  try {
    session = await fetchSession(options.provider, profilePick(id, variant, picker.pick()));
  } catch (error) {
    if (generation === injectGeneration) {
      log.note('session fetch failed', error.message, 'error');
      announce('Session fetch failed');
    }
    return false;
  }
  // A newer request (a reload's init, a click) wins over this one.
  if (generation !== injectGeneration) return false;
  const payload = profileSession(session, { profile: id, variant, player: host.state.player, signedIn: host.state.signedIn });
  return sendLogin(JSON.stringify(payload), id === DEFAULT_PROFILE ? why : `${why} · ${id}`, caller);
}

async function inject(sessionOrString) {
  if (sessionOrString === undefined) return injectFromPicker('injected');
  injectGeneration += 1;
  const raw = typeof sessionOrString === 'string' ? sessionOrString : JSON.stringify(sessionOrString);
  return sendLogin(raw, 'test API');
}

function sendBack() {
  // On a phone, back closes the in-app browser over the game before the game's view hears of it.
  if (browser.close()) {
    log.note('in-app browser closed by back', 'The user center did not receive ucOnBack.');
    return;
  }
  const sent = channel.send('ucOnBack', []);
  if (sent) log.sent('ucOnBack', []);
  return sent;
}

function clearCalls() {
  calls.length = 0;
  backAnswers.length = 0;
  log.clear();
}

// What the banner's button does: log in with the picked session, or (resend-login) switch to the other player.
let offerKind = 'login';
function offerLogin(text, kind = 'login') {
  offerKind = kind;
  $('login-offer-text').textContent = text;
  $('login-offer-inject').textContent = kind === 'switch' ? 'Switch player' : 'Log in and inject';
  $('login-offer').hidden = false;
}

const channel = createNativeChannel({
  frame,
  openToAll: () => profiles.profile.bridgeOpenToAll === true,
  answersCaller: () => profiles.profile.answersCaller === true,
  onCall(method, payload, from, caller) {
    // `from`: the origin of a call that did not come from the page's own window (open-bridge, answers-caller only).
    calls.push(from === null ? { time: Date.now(), method, payload } : { time: Date.now(), method, payload, from });
    if (calls.length > MAX_CALLS) calls.splice(0, calls.length - MAX_CALLS);
    log.call(method, payload, from === null ? callFlag(method, profiles.profile) : `from another frame or page (origin ${from})`);
    host.handle(method, payload, caller);
  },
  onRefused(method, origin) {
    log.note(`${method} refused: not the page`, `A call from another frame or page (origin ${origin}) was ignored: only the user center's own window speaks for it.`);
  },
  onBackResult(result) {
    backAnswers.push(result);
    host.backResult(result);
  },
  onInvalid(reason, data) {
    let shown;
    try {
      shown = JSON.stringify(data, null, 2);
    } catch {
      shown = String(data);
    }
    log.note('ignored page message', `${reason}:\n${shown}`, 'warn');
  },
});

const host = createNativeHost({
  channel,
  log,
  picker,
  frame,
  browser,
  failThirdParty: () => $('fail-third-party').checked,
  profile: () => ({ profile: profiles.profile, variant: profiles.choice.variant }),
  injectFromPicker,
  offerLogin,
  announce,
});

// Target URL
$('target-url').value = options.target;
if (options.targetRejected) showTargetError('The ?target= parameter is not an http(s) URL; the default is loaded instead.');

function showTargetError(text) {
  $('target-error').textContent = text;
  $('target-error').hidden = !text;
  $('target-url').setAttribute('aria-invalid', text ? 'true' : 'false');
}

$('target-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const url = httpUrlOrNull($('target-url').value);
  if (!url) {
    showTargetError('Enter an absolute http:// or https:// URL.');
    $('target-url').focus();
    return;
  }
  showTargetError('');
  options.target = url;
  saveOptions();
  frame.load(url);
  log.note('frame loaded', url);
});

// Session
$('provider-base').textContent = options.provider;
$('session-form').addEventListener('submit', (event) => {
  event.preventDefault();
  $('login-offer').hidden = true;
  injectFromPicker('injected');
});

$('login-offer-inject').addEventListener('click', () => {
  $('login-offer').hidden = true;
  if (!picker.isLoggedIn()) picker.setLoggedIn(true);
  if (offerKind === 'switch') host.switchPlayer();
  else injectFromPicker('after login request');
});

// resend-login: the SDK's own extra logins
$('login-again').addEventListener('click', () => injectFromPicker('login again'));
$('switch-player').addEventListener('click', () => host.switchPlayer());
$('login-offer-dismiss').addEventListener('click', () => {
  $('login-offer').hidden = true;
});

// The game's own logout: ucOnLogout
$('game-logout').addEventListener('click', () => host.gameLogout());

// Hostile payloads
const hostileSelect = $('hostile-select');
for (const item of HOSTILE_PAYLOADS) hostileSelect.append(new Option(item.label, item.id));
$('hostile-send').addEventListener('click', () => {
  const item = HOSTILE_PAYLOADS.find((p) => p.id === hostileSelect.value);
  if (!item) return;
  const message = item.build(lastSession || SAMPLE_SESSION);
  if (!channel.post(message)) {
    log.note('no page to send to', '', 'warn');
    return;
  }
  log.sent(String(message.callback), message.args, 'hostile');
  announce(`Sent: ${item.label}`);
});

// Phone
frame.setOrientation(options.orientation);
document.querySelector(`input[name="orientation"][value="${options.orientation}"]`).checked = true;
for (const input of document.querySelectorAll('input[name="orientation"]')) {
  input.addEventListener('change', () => {
    options.orientation = input.value;
    frame.setOrientation(input.value);
    saveOptions();
  });
}
$('back-button').addEventListener('click', sendBack);
$('reload-button').addEventListener('click', () => {
  browser.close();
  frame.reload();
  log.note('frame reloaded', frame.url);
});
$('reopen-button').addEventListener('click', () => {
  frame.reload();
  log.note('view reopened', frame.url);
  $('reload-button').focus();
});

// Log
$('clear-log').addEventListener('click', clearCalls);

frame.load(options.target);

window.simulator = Object.freeze({
  inject,
  sendBack,
  calls,
  clearCalls,
  backAnswers,
  loginAgain: () => injectFromPicker('login again'),
  switchPlayer: () => host.switchPlayer(),
  gameLogout: () => host.gameLogout(),
  get profile() {
    return { ...profiles.choice };
  },
  get openedUrl() {
    return browser.url;
  },
});
