// The session survives a reload of the webview (sessionStorage, tab-scoped) for at most a day; never localStorage.
import { isSupportedLocale, resolveLocale } from '../locale/resolve-locale';
import { emptyApp, emptyUser, initialSessionState, type SessionState } from './session-slice';
import { clearAllDrafts } from '../drafts/draft-storage';
import { clearCodeSendTimes } from './forget-code-sends';
import { endPlayerTurn } from './player-turn';

export const SESSION_STORAGE_KEY = 'uc.session';
const MAX_STORED = 200_000;
/** A stored session older than this (since native handed it over) is not restored: the page asks native again. */
export const SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;
// A device clock may be set back a little between two loads; a session "from the future" beyond that is not ours.
const CLOCK_SKEW_MS = 5 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // Storage access can throw in sandboxed frames.
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// Copies only the known string fields of a template, so a tampered entry cannot inject anything else.
function pickStrings<T extends object>(template: T, raw: unknown): T {
  const out = { ...template } as Record<string, unknown>;
  if (!isRecord(raw)) return template;
  for (const key of Object.keys(template)) {
    if (typeof out[key] === 'string' && typeof raw[key] === 'string') out[key] = raw[key];
  }
  return out as T;
}

const isFresh = (loginAt: unknown, now: number): loginAt is number =>
  typeof loginAt === 'number' && Number.isFinite(loginAt) && loginAt <= now + CLOCK_SKEW_MS && now - loginAt < SESSION_MAX_AGE_MS;

function validate(raw: unknown, now: number): SessionState | undefined {
  if (!isRecord(raw) || raw.isLogin !== true || !isFresh(raw.loginAt, now)) return undefined;
  const user = pickStrings(emptyUser(), raw.user);
  if (!user.token || !user.openId) return undefined;
  const rawApp = isRecord(raw.app) ? raw.app : {};
  const app = pickStrings(emptyApp(), rawApp);
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : []);
  app.loginTypes = strings(rawApp.loginTypes);
  app.capabilities = strings(rawApp.capabilities);
  app.locale = isSupportedLocale(rawApp.locale) ? rawApp.locale : resolveLocale(app.language);
  const base = initialSessionState();
  return {
    ...base,
    isLogin: true,
    user,
    app,
    countryCode: typeof raw.countryCode === 'string' ? raw.countryCode : base.countryCode,
    balance: typeof raw.balance === 'number' && Number.isFinite(raw.balance) ? raw.balance : 0,
    userExtra: typeof raw.userExtra === 'string' ? raw.userExtra : '',
    loginAt: raw.loginAt as number,
  };
}

function read(text: string, now: number): SessionState | undefined {
  if (text.length > MAX_STORED) return undefined;
  try {
    return validate(JSON.parse(text), now);
  } catch {
    return undefined;
  }
}

/** Removes the stored session and everything kept for its player (drafts, code-send times, the turn of its history). */
export function clearStoredPlayer(): void {
  try {
    storage()?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Unusable storage holds nothing to clear.
  }
  clearAllDrafts();
  clearCodeSendTimes();
  endPlayerTurn();
}

/**
 * The stored session, validated; undefined when absent, older than a day, logged out or tampered with. An entry that
 * is not restored is removed with its player's drafts and code-send times: nobody is logged in to own them.
 */
export function restoreSession(now: number = Date.now()): SessionState | undefined {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(SESSION_STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  const session = read(text, now);
  if (!session) clearStoredPlayer();
  return session;
}

interface SessionStore {
  getState(): { session: SessionState };
  subscribe(listener: () => void): () => void;
}

/** Mirrors the session into sessionStorage on every change; a logout removes it. */
export function persistSession(store: SessionStore): () => void {
  let last: SessionState | undefined;
  const write = () => {
    const session = store.getState().session;
    if (session === last) return;
    // Unsent form drafts belong to the player who typed them: a logout (or another account) drops them.
    if (last?.isLogin && (!session.isLogin || session.user.openId !== last.user.openId)) clearAllDrafts();
    last = session;
    const s = storage();
    if (!s) return;
    try {
      if (session.isLogin) s.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      else s.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Quota or privacy mode: the session simply will not survive a reload.
    }
  };
  write();
  return store.subscribe(write);
}
