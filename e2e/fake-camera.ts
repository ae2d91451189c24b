import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

// A camera for Chromium's fake capture device: a Y4M video file it plays in a loop
// (--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>). Y4M is
// uncompressed: a text header, then per frame 'FRAME\n' and the Y, U and V planes (4:2:0).

const FAKE_CAMERA = { width: 640, height: 480 } as const;
/** A few frames: Chromium loops the file, and each frame shows the same picture. */
const FRAME_COUNT = 5;
/** White around the code, in modules (the QR standard asks for 4). */
const QUIET_ZONE = 4;

/** The luma plane of a white picture with `text`'s QR code in its middle (black modules 0, white 255). */
function qrLuma(text: string | null): Uint8Array {
  const { width, height } = FAKE_CAMERA;
  const luma = new Uint8Array(width * height).fill(255);
  if (text === null) return luma;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(Math.min(width, height) / (modules.size + 2 * QUIET_ZONE));
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y += 1) {
        const offset = (top + row * scale + y) * width + left + column * scale;
        luma.fill(0, offset, offset + scale);
      }
    }
  }
  return luma;
}

/**
 * Writes the fake camera's video to `file`: `text` as a QR code, or with null a blank white
 * picture (no code in sight). Chromium reads the file when a page starts the camera.
 */
export async function writeFakeCameraVideo(file: string, text: string | null): Promise<void> {
  const { width, height } = FAKE_CAMERA;
  const luma = qrLuma(text);
  // No colour: both chroma planes (a quarter of the pixels each) at the neutral 128.
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: FRAME_COUNT }, () => frame)]));
}
