// Did the ticket frame leave the ticket provider (SPEC §2 "if its address no longer belongs to the ticket provider")?
// Only what the browser can really tell counts; a page change inside the provider (a reply sent, another page of its
// own) keeps the player:
// - the frame's address, when readable (it is on OUR origin, or the provider is same-origin): another origin = left;
//   a cross-origin frame cannot be read (SecurityError) — that is the provider's page, where the player stays;
// - a Content-Security-Policy `frame-src` refusal (the host's CSP lists only the provider's origins): the frame tried
//   to go elsewhere; a refusal of the provider's own origin means its address cannot be framed at all;
// - a message from the provider page itself: { source: 'uc-ticket-provider', action: 'leave' }.
// 'about:blank' loads (an empty frame before its src) are ignored.

export type FrameAddress = { kind: 'readable'; href: string; origin: string } | { kind: 'unreadable' } | { kind: 'blank' };

export function readFrameAddress(frame: HTMLIFrameElement): FrameAddress {
  try {
    const href = frame.contentWindow?.location.href;
    if (href === undefined || href === 'about:blank') return { kind: 'blank' };
    return { kind: 'readable', href, origin: new URL(href).origin };
  } catch {
    return { kind: 'unreadable' };
  }
}

export function hasLeftProvider(address: FrameAddress, providerOrigin: string): boolean {
  return address.kind === 'readable' && address.origin !== providerOrigin;
}

/** The origin a `securitypolicyviolation` refused for a frame ('' when the event is about anything else). */
export function refusedFrameOrigin(event: Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI'>): string {
  const directive = String(event.effectiveDirective ?? '');
  if (directive !== 'frame-src' && directive !== 'child-src') return '';
  try {
    const url = new URL(String(event.blockedURI ?? ''));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : 'null';
  } catch {
    return 'null'; // a frame refusal that names no web address is still a refusal
  }
}

/** The provider page's way to say the player is done there (its origin is checked by the caller). */
export const PROVIDER_LEAVE_MESSAGE = { source: 'uc-ticket-provider', action: 'leave' } as const;

export function isLeaveMessage(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.source === PROVIDER_LEAVE_MESSAGE.source && message.action === PROVIDER_LEAVE_MESSAGE.action;
}
