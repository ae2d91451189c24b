import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../middleware/errors';

// About 50 megapixels: far above any avatar or banner, low enough that a small file cannot
// expand into gigabytes of pixels (decompression bomb).
const MAX_INPUT_PIXELS = 50_000_000;

const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 88, mozjpeg: true }),
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 88 }),
};

/**
 * Decodes and re-encodes an image in its own format: drops EXIF, GPS, XMP, ICC and text
 * chunks, and anything hidden after the image data. EXIF orientation is applied to the
 * pixels first so the picture still stands the right way up. Animation is kept.
 */
export async function reencodeImage(bytes: Uint8Array, mime: string): Promise<Uint8Array> {
  const encode = ENCODERS[mime];
  if (!encode) throw new Error(`reencodeImage cannot encode ${mime}`);
  try {
    const image = sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
    return await encode(image).toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Image dimensions are too large', {
        file: ['Image dimensions are too large'],
      });
    }
    throw new AppError('VALIDATION_FAILED', 'The image file is damaged or unreadable', {
      file: ['The image file is damaged or unreadable'],
    });
  }
}
