// RSA's one big-number operation, m^e mod n, on byte arrays: pure JS with 15-bit limbs (iOS 12 webviews lack native
// BigInt), Montgomery multiplication, so no bignum library ships with the kernel. With 15-bit limbs every
// limb product plus carries stays below 2^31, so the inner loops are exact int32 arithmetic (`&`, `>>>`), which
// JS engines run without floating point: a 2048-bit public-key block takes about a millisecond on a laptop.

const BITS = 15;
const MASK = 0x7fff;

type Limbs = Int32Array; // little-endian base-2^15 digits

/** Big-endian bytes → `length` little-endian 15-bit limbs; throws if the number does not fit. */
function toLimbs(bytes: ArrayLike<number>, length: number): Limbs {
  const out = new Int32Array(length);
  for (let i = bytes.length - 1, bit = 0; i >= 0; i -= 1, bit += 8) {
    const v = bytes[i] & 0xff;
    if (v === 0) continue;
    const limb = (bit / BITS) | 0;
    const offset = bit % BITS;
    const spill = offset > BITS - 8 ? v >>> (BITS - offset) : 0;
    if (limb >= length || (spill && limb + 1 >= length)) throw new Error('RSA number larger than the modulus');
    out[limb] |= (v << offset) & MASK;
    if (spill) out[limb + 1] |= spill;
  }
  return out;
}

/** Little-endian 15-bit limbs → `length` big-endian bytes; throws if the number needs more. */
function toBytes(limbs: Limbs, length: number): Uint8Array {
  const out = new Uint8Array(length);
  const totalBits = limbs.length * BITS;
  for (let bit = 0, k = 0; bit < totalBits; bit += 8, k += 1) {
    const limb = (bit / BITS) | 0;
    const offset = bit % BITS;
    let v = limbs[limb] >>> offset;
    if (offset > BITS - 8 && limb + 1 < limbs.length) v |= limbs[limb + 1] << (BITS - offset);
    v &= 0xff;
    if (k < length) out[length - 1 - k] = v;
    else if (v !== 0) throw new Error('RSA block larger than the modulus');
  }
  return out;
}

/** Compares a (length L or L+1) with b (length L). */
function compareTo(a: Limbs, b: Limbs): number {
  for (let i = a.length - 1; i >= b.length; i -= 1) if (a[i] !== 0) return 1;
  for (let i = b.length - 1; i >= 0; i -= 1) if (a[i] !== b[i]) return a[i] > b[i] ? 1 : -1;
  return 0;
}

/** a −= b in place (a ≥ b; a may be one limb longer than b). */
function subtractInPlace(a: Limbs, b: Limbs): void {
  let borrow = 0;
  for (let i = 0; i < a.length; i += 1) {
    const d = a[i] - (i < b.length ? b[i] : 0) - borrow;
    borrow = d < 0 ? 1 : 0;
    a[i] = d & MASK;
  }
}

/** −n⁻¹ mod 2^15 for an odd n0 (Newton's iteration: each step doubles the correct low bits). */
function negInverse(n0: number): number {
  let inv = n0; // correct to 3 bits for any odd n0
  for (let i = 0; i < 4; i += 1) inv = (inv * ((2 - ((n0 * inv) & MASK)) & MASK)) & MASK;
  return -inv & MASK;
}

interface Modulus {
  n: Limbs;
  nInv: number;
  r2: Limbs; // R² mod n, R = 2^(15·L)
}

/** a·b·R⁻¹ mod n (a, b < n), CIOS Montgomery multiplication. */
function montMul(a: Limbs, b: Limbs, { n, nInv }: Modulus): Limbs {
  const L = n.length;
  const t = new Int32Array(L + 2);
  for (let i = 0; i < L; i += 1) {
    const ai = a[i];
    let carry = 0;
    for (let j = 0; j < L; j += 1) {
      const s = t[j] + ai * b[j] + carry;
      t[j] = s & MASK;
      carry = s >>> BITS;
    }
    let s = t[L] + carry;
    t[L] = s & MASK;
    t[L + 1] += s >>> BITS;
    const m = (t[0] * nInv) & MASK;
    carry = (t[0] + m * n[0]) >>> BITS;
    for (let j = 1; j < L; j += 1) {
      s = t[j] + m * n[j] + carry;
      t[j - 1] = s & MASK;
      carry = s >>> BITS;
    }
    s = t[L] + carry;
    t[L - 1] = s & MASK;
    t[L] = t[L + 1] + (s >>> BITS);
    t[L + 1] = 0;
  }
  const out = t.subarray(0, L + 1);
  if (compareTo(out, n) >= 0) subtractInPlace(out, n);
  return out.slice(0, L);
}

let cached: { key: string; modulus: Modulus } | undefined;

function prepare(modulusBytes: ArrayLike<number>): Modulus {
  const key = Array.prototype.join.call(modulusBytes, ',');
  if (cached && cached.key === key) return cached.modulus;
  const L = Math.ceil((modulusBytes.length * 8) / BITS) + 1;
  const n = toLimbs(modulusBytes, L);
  if ((n[0] & 1) === 0) throw new Error('RSA modulus must be odd');
  // R² mod n: 1 doubled 2·15·L times, reduced after every doubling.
  const x = new Int32Array(L + 1);
  x[0] = 1;
  for (let i = 0; i < 2 * BITS * L; i += 1) {
    let carry = 0;
    for (let j = 0; j <= L; j += 1) {
      const v = (x[j] << 1) | carry;
      x[j] = v & MASK;
      carry = v >>> BITS;
    }
    if (compareTo(x, n) >= 0) subtractInPlace(x, n);
  }
  const modulus = { n, nInv: negInverse(n[0]), r2: x.slice(0, L) };
  cached = { key, modulus };
  return modulus;
}

/** base^exponent mod modulus, all big-endian bytes; the result is `length` bytes, left-padded with zeros. */
export function modPowBytes(base: ArrayLike<number>, exponent: ArrayLike<number>, modulusBytes: ArrayLike<number>, length: number): Uint8Array {
  const mod = prepare(modulusBytes);
  const L = mod.n.length;
  const b = toLimbs(base, L);
  if (compareTo(b, mod.n) >= 0) throw new Error('RSA block larger than the modulus');
  const one = new Int32Array(L);
  one[0] = 1;
  const bm = montMul(b, mod.r2, mod);
  let acc = montMul(one, mod.r2, mod); // R mod n: 1 in Montgomery form
  for (let i = 0; i < exponent.length; i += 1) {
    for (let bit = 7; bit >= 0; bit -= 1) {
      acc = montMul(acc, acc, mod);
      if ((exponent[i] >> bit) & 1) acc = montMul(acc, bm, mod);
    }
  }
  return toBytes(montMul(acc, one, mod), length);
}
