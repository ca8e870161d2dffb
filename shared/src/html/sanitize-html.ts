// The one sanitizer for server-sent HTML (message bodies, FAQ answers): a strict allow-list on a private DOMPurify instance.
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { isAllowedHref, isAllowedImageSrc } from './safe-urls';

/** Text formatting, lists, tables, links and images. Nothing that runs, loads a document, submits or restyles the page. */
export const SAFE_HTML_TAGS: readonly string[] = [
  'a', 'b', 'blockquote', 'br', 'caption', 'center', 'code', 'del', 'div', 'em', 'font', 'h1', 'h2', 'h3', 'h4', 'h5',
  'h6', 'hr', 'i', 'img', 'ins', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strike', 'strong', 'sub', 'sup',
  'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];

/** No style, class, id or name (page restyling / DOM clobbering), no event handlers, no srcset/srcdoc/action/target. */
export const SAFE_HTML_ATTRIBUTES: readonly string[] = [
  'href', 'src', 'alt', 'title', 'width', 'height', 'align', 'valign', 'colspan', 'rowspan', 'color', 'size', 'dir',
];

// Listed again as forbidden so that a later widening of the allow-list cannot let them in by accident.
const FORBIDDEN_TAGS = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea',
  'select', 'option', 'svg', 'math', 'base', 'link', 'meta', 'template', 'noscript', 'portal', 'video', 'audio', 'source',
];
const FORBIDDEN_ATTRIBUTES = [
  'style', 'class', 'id', 'name', 'srcset', 'srcdoc', 'action', 'formaction', 'target', 'ping', 'background', 'poster',
  'xlink:href', 'xmlns',
];

const CONFIG: Config = {
  ALLOWED_TAGS: [...SAFE_HTML_TAGS],
  ALLOWED_ATTR: [...SAFE_HTML_ATTRIBUTES],
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Only http(s), mailto, tel, fragment or relative references pass DOMPurify's own check; safe-urls narrows per attribute.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

let purifier: DOMPurify | null = null;

/** A private instance, so hooks never affect (or are affected by) any other DOMPurify user on the page. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const tag = node.tagName.toLowerCase();
    if (tag === 'a') {
      const href = node.getAttribute('href');
      if (href !== null && !isAllowedHref(href)) node.removeAttribute('href');
      // Links never navigate by themselves (SafeHtml intercepts them); rel guards any that leak out anyway.
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.hasAttribute('href')) {
      node.removeAttribute('href');
    }
    if (tag === 'img') {
      const src = node.getAttribute('src');
      if (src === null || !isAllowedImageSrc(src)) node.removeAttribute('src');
    } else if (node.hasAttribute('src')) {
      node.removeAttribute('src');
    }
  });
  purifier = instance;
  return instance;
}

// Event-handler and style attributes, and <style> elements, as raw text. Chromium reports a CSP violation when its
// parser MEETS one of these, even in DOMPurify's inert document where nothing runs: the page's strict policy would
// log a false alarm per hostile message. Dropping them before parsing silences that; DOMPurify still decides alone
// what is safe (whatever this pass leaves, broken or not, goes through it).
const STYLE_ELEMENT = /<style(?=[\s>/])[\s\S]*?(?:<\/style\s*>|$)/gi;
// A start tag with no '<' or '>' inside (one whose quoted values hold a '>' is left to DOMPurify alone).
const START_TAG = /<[a-z][^<>]*>/gi;
const REPORTING_ATTRIBUTE = /([\s/"'])(?:on[a-z]+|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']*)/gi;

/** The HTML without the markup the browser reports under a strict Content-Security-Policy (text is never touched). */
export function stripReportingMarkup(html: string): string {
  return html.replace(STYLE_ELEMENT, '').replace(START_TAG, (tag) => tag.replace(REPORTING_ATTRIBUTE, '$1'));
}

/** Server HTML → HTML that cannot run script, load frames/forms/objects or leave through javascript:/data: URLs. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return getPurifier().sanitize(stripReportingMarkup(html), CONFIG) as unknown as string;
}
