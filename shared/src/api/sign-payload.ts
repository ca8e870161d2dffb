// SPEC §5 signing helper. The exact hashed string (ARCHITECTURE §7):
//   md5_hex( SIGN_KEY + "k1=base64(utf8(v1))&k2=base64(utf8(v2))…" + SIGN_KEY )   keys sorted by UTF-16 code unit order
// e.g. {b:'2', a:'1'} → md5("uc-sign-public-key" + "a=MQ==&b=Mg==" + "uc-sign-public-key").
import { md5Hex, utf8Base64 } from './md5';

export const SIGN_KEY = 'uc-sign-public-key';

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
