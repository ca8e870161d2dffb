// `@uc/shared/html`: the kernel's sanitized-HTML part (DOMPurify, SafeHtml, link rules), a share of its own so only the
// pages that render server HTML (messages, FAQ, legal texts) download it; the account pages never do.
export * from './src/html/index';
