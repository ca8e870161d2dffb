// Sanitized server HTML: the sanitizer, the one component that renders it, and the URL rules for its links.
export { sanitizeHtml, SAFE_HTML_TAGS, SAFE_HTML_ATTRIBUTES } from './sanitize-html';
export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { isAllowedHref, isAllowedImageSrc, externalWebUrl, openExternalUrl } from './safe-urls';
export { htmlLinkTarget, type HtmlLinkTarget } from './html-link-target';
