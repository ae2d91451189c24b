import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ZXING_WASM_SHA256 } from 'barcode-detector/ponyfill';
import { describe, expect, it } from 'vitest';

// The scanner serves zxing-wasm's reader .wasm from the app's build (wasm-qr-detector.ts); the
// JavaScript that loads it is barcode-detector's own copy. An update of one without the other
// would load a module the code does not fit: the file must be the one that code expects.

const require = createRequire(import.meta.url);

describe('the WebAssembly QR reader the app serves', () => {
  it('is the build barcode-detector expects', async () => {
    const wasm = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    expect(createHash('sha256').update(wasm).digest('hex')).toBe(ZXING_WASM_SHA256);
  });
});
