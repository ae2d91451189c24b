import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// The reader's .wasm from this app's own build (a hashed file under /assets), never the CDN the
// package would fetch it from by default: the app runs offline and its Content-Security-Policy
// allows this origin only. zxing-wasm is pinned to the version barcode-detector was built with
// (wasm-qr-detector.test.ts checks the file against the hash it expects).
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDetector } from './qr-detector';

/**
 * The ponyfill's BarcodeDetector for QR codes, its WebAssembly module fetched, compiled and
 * instantiated before this resolves (a failure here is the scanner's, not the camera's).
 */
export async function createWasmQrDetector(): Promise<QrDetector> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
