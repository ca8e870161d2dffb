// The support suite's extras: the tickets (and customers) the stand-in's ticket service saved, a stand-in scenario,
// a phone's user agent, and small PNG files to upload.
import zlib from 'zlib';

export async function savedTickets(base: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${base}/__control/tickets`);
  if (!res.ok) throw new Error(`/__control/tickets answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>[];
}

/** The ticket service's customers by partner id ({ userId, nick }). */
export async function ticketCustomers(base: string): Promise<Record<string, { userId: string; nick: string }>> {
  const res = await fetch(`${base}/__control/state`);
  if (!res.ok) throw new Error(`/__control/state answered ${res.status}`);
  return ((await res.json()) as { ticketService: { users: Record<string, { userId: string; nick: string }> } }).ticketService.users;
}

/** POST /__control/scenario (the stand-in README lists the keys). */
export async function scenario(base: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${base}/__control/scenario`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`/__control/scenario answered ${res.status}`);
}

/** A real Android webview's user agent (Pixel 8, Android 14). */
export const ANDROID_WEBVIEW_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) '
  + 'Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36';

// CRC-32 for the PNG chunks.
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real w×h PNG of one colour, so the thumbnails show something. */
export function solidPng(name: string, [r, g, b]: [number, number, number], w = 48, h = 48) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}
