// Bound identifiers are shown masked (SPEC §3 account-bind record) so a shoulder-surfer learns little.

/** Hides the middle four characters of a mobile number: 13812345678 → 138****5678. */
export function maskMobile(mobile: string): string {
  const value = mobile.trim();
  if (value.length <= 4) return '*'.repeat(value.length);
  const start = Math.floor((value.length - 4) / 2);
  return `${value.slice(0, start)}****${value.slice(start + 4)}`;
}

/** Hides the local part of an e-mail except its first and last characters: alice@x.com → a***e@x.com. */
export function maskMail(mail: string): string {
  const value = mail.trim();
  const at = value.lastIndexOf('@');
  const local = at < 0 ? value : value.slice(0, at);
  const domain = at < 0 ? '' : value.slice(at);
  const chars = Array.from(local); // never split a surrogate pair
  if (chars.length <= 2) return value;
  const hidden = '*'.repeat(chars.length - 2);
  return `${chars[0]}${hidden}${chars[chars.length - 1]}${domain}`;
}
