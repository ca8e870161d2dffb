// Where a link inside server HTML (a message, a FAQ answer) may take the player: one of our own routes (inside the
// app), or an http(s) page outside it. Anything else (javascript:, mailto:, relative files, other schemes) is refused.
import { safeRoutePath } from '../navigation/routes';
import { externalWebUrl } from './safe-urls';

export type HtmlLinkTarget =
  | { kind: 'route'; path: string }
  | { kind: 'web'; url: string }
  | { kind: 'refused' };

function inAppRoute(href: string, here: Location): string | null | undefined {
  if (href.startsWith('#')) return safeRoutePath(href.slice(1));
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  // A full link to this very user center ('https://uc.example/#/faq') is an in-app route too.
  const samePage = url.origin === here.origin && url.pathname === here.pathname;
  if (samePage && url.hash.startsWith('#/')) return safeRoutePath(url.hash.slice(1));
  return undefined;
}

export function htmlLinkTarget(href: string, here: Location = window.location): HtmlLinkTarget {
  const raw = href.trim();
  const route = inAppRoute(raw, here);
  if (route) return { kind: 'route', path: route };
  if (route === null) return { kind: 'refused' };
  const url = externalWebUrl(raw);
  return url ? { kind: 'web', url } : { kind: 'refused' };
}
