import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UPLOAD_TYPES,
  uploadTooLargeMessage,
} from '@partnerly/contracts';

// The adjust dialog of profile photos and logos (spec 02 section 9: 300x300 output, zoom
// 0.5 to 3 step 0.1).

export const CROP_OUTPUT_SIZE = 300;
export const CROP_ZOOM = { min: 0.5, max: 3, step: 0.1, initial: 1 } as const;

/** A rectangle in the source image's pixels, as react-easy-crop reports the crop area. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the whole source image is drawn on the square output canvas so that `area` fills
 * it exactly. With a zoom below 1 the area is larger than the image: the rest stays
 * transparent.
 */
export function cropDrawRect(
  area: PixelArea,
  source: { width: number; height: number },
  outputSize = CROP_OUTPUT_SIZE,
): { dx: number; dy: number; dw: number; dh: number } {
  const scaleX = outputSize / area.width;
  const scaleY = outputSize / area.height;
  return {
    // 0 - x keeps a crop at the edge at 0 rather than -0.
    dx: (0 - area.x) * scaleX,
    dy: (0 - area.y) * scaleY,
    dw: source.width * scaleX,
    dh: source.height * scaleY,
  };
}

/** The zoom after a step of the slider or a button, kept within the spec's range. */
export function clampZoom(zoom: number): number {
  const stepped = Math.round(zoom / CROP_ZOOM.step) * CROP_ZOOM.step;
  return Math.min(CROP_ZOOM.max, Math.max(CROP_ZOOM.min, Number(stepped.toFixed(1))));
}

/**
 * The spec's checks before an image is uploaded, in issue 13's plain words (the server repeats them on the bytes):
 * the message to show, or null when the file may go.
 */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return IMAGE_TYPE_MESSAGE;
  }
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return uploadTooLargeMessage(IMAGE_UPLOAD_MAX_BYTES);
  return null;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** Draws the chosen area of `src` on a 300x300 canvas and returns it as a PNG file. */
export async function renderCroppedImage(src: string, area: PixelArea, fileName: string): Promise<File> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = CROP_OUTPUT_SIZE;
  canvas.height = CROP_OUTPUT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be prepared');
  const { dx, dy, dw, dh } = cropDrawRect(area, { width: image.naturalWidth, height: image.naturalHeight });
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, dx, dy, dw, dh);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The image could not be prepared');
  const baseName = fileName.replace(/\.[^.]*$/, '') || 'image';
  return new File([blob], `${baseName}.png`, { type: 'image/png' });
}
