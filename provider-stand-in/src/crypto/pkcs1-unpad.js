// Strict PKCS#1 v1.5 type-2 unpadding, for when Node refuses RSA_PKCS1_PADDING on private decryption.
function unpadPkcs1Type2(block) {
  // EM = 0x00 || 0x02 || PS (at least 8 non-zero bytes) || 0x00 || M
  if (block.length < 11 || block[0] !== 0x00 || block[1] !== 0x02) {
    throw new Error('PKCS#1 v1.5: bad block header');
  }
  const separator = block.indexOf(0x00, 2);
  if (separator < 0) throw new Error('PKCS#1 v1.5: no separator');
  if (separator - 2 < 8) throw new Error('PKCS#1 v1.5: padding string shorter than 8 bytes');
  return block.subarray(separator + 1);
}

module.exports = { unpadPkcs1Type2 };
