// Stands in for jsencrypt's SHA-256 (lib/lib/jsbn/sha256.js, ~1 KB gzip on home's path), which jsencrypt uses only for
// OAEP padding and for signing/verifying. We encrypt with PKCS#1 v1.5 blocks of our own padding (ARCHITECTURE §5).
const notInThisBuild = () => {
  throw new Error('jsencrypt SHA-256 (OAEP padding, sign/verify) is not part of this build: only PKCS#1 v1.5 encryption is');
};

export function rstr_sha256() {
  return notInThisBuild();
}

export function rstr2hex() {
  return notInThisBuild();
}
