// Stands in for jsencrypt's copy of jsrsasign's ASN.1 encoder (lib/lib/jsrsasign/asn1-1.0.js, ~14 KB minified), which
// jsencrypt uses only to write keys out (getPublicKey/getPrivateKey). We read the session's public key and encrypt.
const notInThisBuild = () => {
  throw new Error('jsencrypt key export (KJUR.asn1) is not part of this build: only public-key encryption is');
};

export const KJUR = {
  get asn1() {
    return notInThisBuild();
  },
};
