// Did the ticket frame leave the ticket provider (SPEC §2 "if its address no longer belongs to the ticket provider")?
//
// The provider's page is cross-origin, so its address cannot be read: `frame.contentWindow.location.href` throws a
// SecurityError. On each load we try to read it:
// - readable (the frame is on OUR origin, or on a same-origin provider): it left unless its origin is the provider's;
// - SecurityError on the FIRST load: that is the provider page we asked for, cross-origin as expected — it stays;
// - SecurityError on any LATER load: the frame navigated itself somewhere we cannot see — treated as "left".
// Consequence (documented trade-off): a provider page that does full-page navigations inside its own frame counts
// as leaving; a provider that needs that must be served from the user center's origin (then origins are compared).
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

/** `loadNumber` counts the frame's non-blank loads since its src was set, starting at 1. */
export function hasLeftProvider(address: FrameAddress, providerOrigin: string, loadNumber: number): boolean {
  if (address.kind === 'blank') return false;
  if (address.kind === 'readable') return address.origin !== providerOrigin;
  return loadNumber > 1;
}
