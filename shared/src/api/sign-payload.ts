// SPEC §5 signing helper. The exact hashed string (ARCHITECTURE §7):
//   md5_hex( SIGN_KEY + "k1=base64(utf8(v1))&k2=base64(utf8(v2))…" + SIGN_KEY )   keys sorted by UTF-16 code unit order
// e.g. {b:'2', a:'1'} → md5("uc-sign-public-key" + "a=MQ==&b=Mg==" + "uc-sign-public-key").
// crypto-js per module (md5, base64), not its index: only what the signatures need ships.
import md5 from 'crypto-js/md5';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';

export const SIGN_KEY = 'uc-sign-public-key';

/** A lone surrogate becomes U+FFFD, as TextEncoder would: crypto-js's UTF-8 parser throws on one. */
function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, (ch) => (ch.length === 2 ? ch : '\ufffd'));
}

/** MD5 of a text's UTF-8 bytes, lower-case hex (this signature and the ticket service's). */
export function md5Hex(text: string): string {
  return md5(Utf8.parse(wellFormed(text))).toString();
}

/** Base64 of a text's UTF-8 bytes. */
export function utf8Base64(text: string): string {
  return Base64.stringify(Utf8.parse(wellFormed(text)));
}

/** The string signPayload hashes; exported so tests (and the server stand-in) can check it. */
export function signingString(payload: Record<string, string>, publicKeyString: string = SIGN_KEY): string {
  const pairs = Object.keys(payload)
    .sort()
    .map((key) => `${key}=${utf8Base64(String(payload[key] ?? ''))}`);
  return `${publicKeyString}${pairs.join('&')}${publicKeyString}`;
}

export function signPayload(payload: Record<string, string>, publicKeyString: string = SIGN_KEY): string {
  return md5Hex(signingString(payload, publicKeyString));
}
