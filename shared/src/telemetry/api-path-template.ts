// The path an API call is counted under: the service's path with every variable part replaced by ':id' and no
// query, so no id, code, token, address or number of a player can reach a report.
import { getAppConfig } from '../config/app-config';

// A fixed path word: letters, '-' and '_' only. Anything else (digits, '@', '+', '%', '.', long strings) is a value.
const WORD = /^[A-Za-z][A-Za-z_-]{0,47}$/;

/** 'open/message/123' → 'open/message/:id'; segments that are not plain words become ':id'. */
export function templateOfPath(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === ':id' || WORD.test(segment) ? segment : ':id'))
    .join('/');
}

function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/**
 * The template of a request: the caller's own (`pathTemplate`, e.g. 'open/activeCode/case/:id', where the variable
 * part may look like a word), else the URL's path below `apiBase`, or below `ticketApiBase` as 'ticket/…'.
 * A URL under neither is 'other'.
 */
export function apiPathTemplate(url: string | undefined, pathTemplate?: string): string {
  if (pathTemplate) return templateOfPath(withoutQuery(pathTemplate)) || 'other';
  const bare = withoutQuery(url ?? '');
  const { apiBase, ticketApiBase } = getAppConfig();
  // the ticket service may live below the provider's root (it does locally): the longer base decides first
  const bases = [
    { base: ticketApiBase, prefix: 'ticket/' },
    { base: apiBase, prefix: '' },
  ].sort((a, b) => b.base.length - a.base.length);
  for (const { base, prefix } of bases) {
    if (base && bare.startsWith(base)) return prefix + templateOfPath(bare.slice(base.length)) || 'other';
  }
  if (!/^[a-z][a-z0-9+.-]*:/i.test(bare) && !bare.startsWith('//')) return templateOfPath(bare) || 'other';
  return 'other';
}
