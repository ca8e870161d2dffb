// What each SDK profile does to the stand-in's session before ucOnLogin: the stand-in keeps tokens and keys valid,
// the profile only changes the shape a real SDK would give them.
import { profileById } from './sdk-profiles.js';

// Player fields a logged-out SDK has no value for; app fields (app_id, public_key, language…) it still knows.
const PLAYER_FIELDS = ['token', 'open_id', 'user_id', 'nick_name', 'role_id', 'role_name', 'mobile'];
const ID_FIELDS = ['app_id', 'role_id', 'user_id', 'channel_id'];
// A number only where JSON keeps it exact and nothing is lost (no leading zero, no sign, safe integer).
const NUMERIC = /^(0|[1-9]\d{0,14})$/;

/** The stand-in query for the profile: a profile that fixes the platform or the language wins over the panel's pick. */
export function profilePick(profileId, variant, pick) {
  const profile = profileById(profileId);
  return {
    ...pick,
    ...(profile.platform ? { platform: profile.platform === 'IOS' ? 'IOS' : 'Android' } : {}),
    ...(profile.languageFromVariant ? { language: variant } : {}),
  };
}

/** A numeric string as the number a Java/Kotlin/ObjC model would serialise; anything else unchanged. */
export function asNumber(value) {
  return typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;
}

/** 'A,B, C' → ['A', 'B', 'C'] (an array stays an array). */
export function asList(value) {
  if (Array.isArray(value)) return value;
  return String(value ?? '').split(',').map((t) => t.trim()).filter(Boolean);
}

/** Another player of the same game: what a "Change Account" in the game hands over (same app, other ids). */
export function otherPlayer(session) {
  const next = (id, fallback) => (typeof id === 'string' && NUMERIC.test(id) ? String(Number(id) + 1) : fallback);
  const hasRole = typeof session.role_id === 'string' && session.role_id !== '';
  return {
    ...session,
    nick_name: 'Bao',
    role_id: hasRole ? next(session.role_id, `${session.role_id}-2`) : '',
    role_name: hasRole ? 'Bao the Swift' : '',
    token: `${session.token}-player-2`,
    open_id: `${session.open_id}-player-2`,
    user_id: next(session.user_id, `${session.user_id}-2`),
    mobile: '',
  };
}

/** The session with no player: what an SDK that is not logged in yet still knows. */
export function loggedOutSession(session) {
  const out = { ...session };
  for (const field of PLAYER_FIELDS) out[field] = '';
  return out;
}

/** numeric-ids: ids as numbers, login_types as an array, plus the extra fields such SDKs add. */
export function numericIdsSession(session, variant) {
  const out = { ...session, channel: 7, opensdk_version: 320, device_id: 900001 };
  for (const field of ID_FIELDS) out[field] = asNumber(session[field]);
  out.login_types = asList(session.login_types);
  out.is_guest = false;
  out.ext = { vip_level: 3, server: 'asia-1' };
  // The one truly unusable value: an object where a string belongs.
  if (variant === 'one-unusable') out.nick_name = { text: session.nick_name };
  return out;
}

/**
 * The ucOnLogin payload (an object; the caller sends it as a JSON string).
 * @param {Record<string, unknown>} session the stand-in's session for profilePick(…)
 * @param {{ profile: string, variant: string, player?: 1 | 2, signedIn?: boolean }} how
 *   player 2 = after Switch player; signedIn = the logged-out profile's player has logged in through `login`
 */
export function profileSession(session, { profile: profileId, variant, player = 1, signedIn = false }) {
  const profile = profileById(profileId);
  let out = player === 2 ? otherPlayer(session) : { ...session };
  if (profile.startsLoggedOut && !signedIn) out = loggedOutSession(out);
  if (profile.platform) out.platform = profile.platform;
  if (profile.languageFromVariant) out.language = variant;
  if (profile.id === 'numeric-ids') out = numericIdsSession(out, variant);
  if (profile.capabilities) out.capabilities = profile.capabilities;
  else delete out.capabilities;
  return out;
}
