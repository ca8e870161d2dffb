// The only place in the apps that puts HTML into the page: always sanitized, and every link click goes through us.
import { useCallback, useMemo, type MouseEvent } from 'react';
import { sanitizeHtml } from './sanitize-html';
import { openExternalUrl } from './safe-urls';
import './safe-html.css';

export interface SafeHtmlProps {
  /** Server HTML; sanitized before it reaches the DOM. */
  html: string;
  /**
   * Called for every link click (the browser's own navigation is always cancelled) with the link's raw href.
   * Without it, http(s) links open outside the user center (openExternalUrl: the bridge's openUrl) and every other
   * link does nothing.
   */
  onLinkClick?: (href: string, anchor: HTMLAnchorElement) => void;
  className?: string;
  /** For tests and accessibility, e.g. 'message-body'. */
  testId?: string;
}

function anchorOf(event: MouseEvent<HTMLElement>): HTMLAnchorElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a');
  return anchor && event.currentTarget.contains(anchor) ? anchor : null;
}

export function SafeHtml({ html, onLinkClick, className, testId }: SafeHtmlProps) {
  const clean = useMemo(() => ({ __html: sanitizeHtml(html) }), [html]);

  const handleClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = anchorOf(event);
      if (!anchor) return;
      // Never let a message navigate the user center (or open a window behind our back).
      event.preventDefault();
      const href = anchor.getAttribute('href');
      if (href === null || href.trim() === '') return;
      if (onLinkClick) onLinkClick(href, anchor);
      else openExternalUrl(href);
    },
    [onLinkClick],
  );

  // Middle-click / ctrl-click would open the link without our checks: cancel those too.
  const handleAuxClick = useCallback((event: MouseEvent<HTMLElement>) => {
    if (anchorOf(event)) event.preventDefault();
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated: the clicks come from the links inside, which a keyboard activates
    <div
      className={className ? `uc-safe-html ${className}` : 'uc-safe-html'}
      data-testid={testId}
      onClick={handleClick}
      onAuxClick={handleAuxClick}
      dangerouslySetInnerHTML={clean}
    />
  );
}
