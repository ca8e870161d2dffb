// Ticket image files for the e2e suite: a JPEG carrying an APP1 Exif segment with a GPS position (written here byte by
// byte), and a reader of a JPEG's segments and size, to see what the stand-in received.

/** A text planted in the Exif block: found in an upload, it means the metadata went along. */
export const EXIF_PLANTED_TEXT = 'UC-HOME-ADDRESS-42';

function u16(v: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(v);
  return b;
}
function u32(v: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(v);
  return b;
}
/** One 12-byte IFD entry (little-endian TIFF): tag, type, count, value or offset. */
function entry(tag: number, type: number, count: number, value: Buffer): Buffer {
  return Buffer.concat([u16(tag), u16(type), u32(count), Buffer.concat([value, Buffer.alloc(4)]).subarray(0, 4)]);
}

/**
 * APP1 "Exif": IFD0 with ImageDescription (the planted text) and the GPS IFD pointer; the GPS IFD with latitude
 * N 48° 51' 29" and longitude E 2° 17' 40" (offsets from the TIFF header).
 */
export function exifGpsSegment(): Buffer {
  const ascii = Buffer.from(`${EXIF_PLANTED_TEXT}\0`, 'ascii');
  const rational = (n: number, d = 1) => Buffer.concat([u32(n), u32(d)]);
  const ifd0At = 8;
  const ifd0Size = 2 + 2 * 12 + 4;
  const gpsAt = ifd0At + ifd0Size;
  const gpsSize = 2 + 4 * 12 + 4;
  const descAt = gpsAt + gpsSize;
  const latAt = descAt + ascii.length;
  const lonAt = latAt + 24;
  const tiff = Buffer.concat([
    Buffer.from('II*\0', 'latin1'), u32(ifd0At),
    u16(2), entry(0x010e, 2, ascii.length, u32(descAt)), entry(0x8825, 4, 1, u32(gpsAt)), u32(0),
    u16(4),
    entry(0x0001, 2, 2, Buffer.from('N\0', 'latin1')), entry(0x0002, 5, 3, u32(latAt)),
    entry(0x0003, 2, 2, Buffer.from('E\0', 'latin1')), entry(0x0004, 5, 3, u32(lonAt)),
    u32(0),
    ascii,
    rational(48), rational(51), rational(29),
    rational(2), rational(17), rational(40),
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, body]);
}

/** The JPEG with the Exif segment right after its SOI marker. */
export function withExifGps(jpeg: Buffer): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  return Buffer.concat([jpeg.subarray(0, 2), exifGpsSegment(), jpeg.subarray(2)]);
}

export interface JpegInfo {
  /** The marker of every segment before the image data (0xe1 = APP1, where Exif and XMP live). */
  markers: number[];
  width: number;
  height: number;
}

/** Walks a JPEG's segments up to the start of scan: their markers and the frame's size. */
export function readJpeg(bytes: Buffer): JpegInfo {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  const markers: number[] = [];
  let width = 0;
  let height = 0;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`no marker at ${at}`);
    const marker = bytes[at + 1];
    const length = bytes.readUInt16BE(at + 2);
    markers.push(marker);
    // SOF0…SOF15 except DHT (c4), JPG (c8) and DAC (cc): precision, height, width
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      height = bytes.readUInt16BE(at + 5);
      width = bytes.readUInt16BE(at + 7);
    }
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return { markers, width, height };
}
