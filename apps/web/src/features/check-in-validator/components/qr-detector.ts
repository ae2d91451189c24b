// The QR decoder of the camera scanner (decision 0067): the browser's own
// BarcodeDetector where it reads QR codes (Chrome on Android and macOS, Safari), otherwise the
// barcode-detector ponyfill (ZXing-C++ compiled to WebAssembly), loaded only when a camera
// starts and only by browsers that need it.

/** What the scanner needs of a detector: the QR texts in the current video frame. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeBarcodeDetector {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetector }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** A QR detector for video frames: the native one, else the WebAssembly one (its file loaded now). */
export async function createQrDetector(): Promise<QrDetector> {
  const native = await nativeDetector();
  if (native) return native;
  const { createWasmQrDetector } = await import('./wasm-qr-detector');
  return createWasmQrDetector();
}
