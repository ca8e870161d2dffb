// A ticket image leaves as pixels only: drawn to a canvas and encoded again as JPEG, so EXIF (GPS position, camera,
// time), every other metadata block and the original file name stay on the phone; the longest side is at most 2048 px.

export const MAX_IMAGE_SIDE = 2048;
export const JPEG_QUALITY = 0.85;

/** The picked file is not an image the webview can decode (renamed text, a broken or unsupported file). */
export class ImageDecodeError extends Error {}

/** width × height scaled down (never up) so the longer side is at most `max`. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

// An <img> decodes in every webview we ship to (createImageBitmap is missing before iOS 15), EXIF rotation applied.
function decode(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      if (image.naturalWidth > 0 && image.naturalHeight > 0) resolve(image);
      else reject(new ImageDecodeError('The picked file has no pixels'));
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new ImageDecodeError('The picked file is not an image'));
    };
    image.src = url;
  });
}

/** The picked image as a new JPEG named `name`; ImageDecodeError when it cannot be read, Error when encoding fails. */
export async function reencodeImage(file: Blob, name: string): Promise<File> {
  const image = await decode(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // JPEG has no transparency: a transparent screenshot gets white behind it, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) throw new Error('The image could not be encoded');
  return new File([blob], name, { type: 'image/jpeg' });
}
