// The re-encoding's own work with jsdom's missing pieces stood in for (no image decoding, no canvas): what is drawn,
// at which size, encoded how, named what; and a file that does not decode. The real pixels: e2e support-images.
import { ImageDecodeError, JPEG_QUALITY, MAX_IMAGE_SIDE, fitWithin, reencodeImage } from './reencode-image';

let decodes: { width: number; height: number } | 'error';
let drawn: unknown[][];
let filled: unknown[][];
let encoded: { type?: string; quality?: number; width: number; height: number } | null;

class FakeImage {
  naturalWidth = 0;
  naturalHeight = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_url: string) {
    setTimeout(() => {
      if (decodes === 'error') this.onerror?.();
      else {
        this.naturalWidth = decodes.width;
        this.naturalHeight = decodes.height;
        this.onload?.();
      }
    });
  }
}

beforeEach(() => {
  drawn = [];
  filled = [];
  encoded = null;
  (global as unknown as { Image: unknown }).Image = FakeImage;
  URL.createObjectURL = jest.fn(() => 'blob:picked');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function getContext(this: HTMLCanvasElement) {
    return {
      fillStyle: '',
      fillRect: (...args: unknown[]) => filled.push(args),
      drawImage: (...args: unknown[]) => drawn.push(args),
    } as unknown as CanvasRenderingContext2D;
  } as never);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(
    this: HTMLCanvasElement, done: BlobCallback, type?: string, quality?: number,
  ) {
    encoded = { type, quality, width: this.width, height: this.height };
    done(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' }));
  });
});
afterEach(() => jest.restoreAllMocks());

const picked = () => new File([new Uint8Array([1, 2, 3])], 'IMG_0042 at home.jpeg', { type: 'image/jpeg' });

test('a large photo comes out as a JPEG of at most 2048 px on its longer side, under the given name', async () => {
  decodes = { width: 4032, height: 3024 };
  const out = await reencodeImage(picked(), 'ticket-1.jpg');
  expect(out.name).toBe('ticket-1.jpg');
  expect(out.type).toBe('image/jpeg');
  expect(encoded).toEqual({ type: 'image/jpeg', quality: JPEG_QUALITY, width: MAX_IMAGE_SIDE, height: 1536 });
  expect(drawn).toHaveLength(1);
  expect(drawn[0].slice(1)).toEqual([0, 0, 2048, 1536]);
  expect(filled[0]).toEqual([0, 0, 2048, 1536]); // white under transparent pixels
  expect(out.size).toBe(4); // the canvas's bytes only, nothing of the picked file
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picked');
});

test('a small image keeps its size (never scaled up)', async () => {
  decodes = { width: 48, height: 30 };
  await reencodeImage(picked(), 'ticket-2.jpg');
  expect(encoded).toMatchObject({ width: 48, height: 30 });
});

test('a file the webview cannot decode is an ImageDecodeError, and nothing is encoded', async () => {
  decodes = 'error';
  await expect(reencodeImage(picked(), 'ticket-3.jpg')).rejects.toBeInstanceOf(ImageDecodeError);
  expect(encoded).toBeNull();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picked');
});

test.each([
  [[4032, 3024], { width: 2048, height: 1536 }],
  [[1000, 9000], { width: 228, height: 2048 }],
  [[2048, 2048], { width: 2048, height: 2048 }],
  [[5000, 1], { width: 2048, height: 1 }],
])('fitWithin %j → %j', ([w, h], expected) => {
  expect(fitWithin(w, h)).toEqual(expected);
});
