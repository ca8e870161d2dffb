// The ticket support service's token signature (SPEC §7 "obtain token: app id, create time and an MD5 signature").
// The exact hashed string (ARCHITECTURE §7):  `${appId}${createTime}${appKey}`  → MD5, lower-case hex.
// Test vector (the provider stand-in's, provider-stand-in/README.md): appId '20001', createTime '1700000000000',
// appKey 'stand-in-app-key' → md5('200011700000000000stand-in-app-key') = '0a7a32774f3265ce8b3258ec8fdb3bd3'.
import { md5Hex } from '@uc/shared/sign';

export function ticketSigningString(appId: string, createTime: string, appKey: string): string {
  return `${appId}${createTime}${appKey}`;
}

export function ticketSignature(appId: string, createTime: string, appKey: string): string {
  return md5Hex(ticketSigningString(appId, createTime, appKey));
}
