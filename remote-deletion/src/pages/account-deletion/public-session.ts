// With nobody logged in, the public page speaks the visitor's language (?language=, else the one a logged-out payload
// from native gave, else the browser's) and names the game's app to the kernel as a logged-out payload would: the
// country list, the texts and Accept-Language follow it.
// A logged-in player's session (the page opened in the game) is never touched.
import { useEffect } from 'react';
import {
  loggedOutPayload, OPTIONAL_SESSION_FIELDS, selectSession, SESSION_FIELDS, setLocale, useAppDispatch,
  useAppSelector, type HostSessionPayload, type ProviderApp, type SessionApp,
} from '@uc/shared';

function browserLanguage(): string {
  if (typeof navigator === 'undefined') return '';
  return (navigator.languages && navigator.languages[0]) || navigator.language || '';
}

// What a logged-out payload from native left (a game's app fields) stays; the page's game and language go over it.
function payloadFor(current: SessionApp, app: ProviderApp | null, language: string): HostSessionPayload {
  const empty = Object.fromEntries([...SESSION_FIELDS, ...OPTIONAL_SESSION_FIELDS].map((f) => [f, ''])) as HostSessionPayload;
  const kept = {
    ...empty, app_id: current.appId, public_key: current.publicKey, channel: current.channel, channel_id: current.channelId,
    platform: current.platform, device_id: current.deviceId, opensdk_version: current.opensdk_version,
    login_types: current.loginTypes.join(','), capabilities: current.capabilities.join(','),
  };
  return app ? { ...kept, app_id: app.appId, public_key: app.publicKey, channel: app.channel, language } : { ...kept, language };
}

/** true once the kernel's session is the one the page needs (at once for a logged-in player). */
export function usePublicSession(app: ProviderApp | null, queryLanguage: string | null): boolean {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const language = (queryLanguage ?? '').trim() || session.app.language || browserLanguage();
  const sameApp = !app || (session.app.appId === app.appId && session.app.publicKey === app.publicKey);
  const ready = session.isLogin || (sameApp && session.app.language === language);
  useEffect(() => {
    if (ready) return;
    dispatch(loggedOutPayload(payloadFor(session.app, app, language)));
    void setLocale(language); // the device tag: pt_BR reads pt-BR, ar right to left (i18n.ts)
  }, [ready, app, language, session.app, dispatch]);
  return ready;
}
