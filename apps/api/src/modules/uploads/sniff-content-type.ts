import { fileTypeFromBuffer } from 'file-type';

export interface SniffedType {
  /** The media type the bytes show; `application/octet-stream` when unknown. */
  mime: string;
  ext: string;
}

// Where scripts, markup and SVG give themselves away.
const TEXT_HEAD_CHARS = 8192;

/**
 * Decides a file's type from its bytes only (never the client's name or type). Text has no
 * signature: UTF-8 without control characters counts as plain text unless it looks like a
 * script, markup or SVG, which are reported as such so they can be refused.
 */
export async function sniffContentType(bytes: Uint8Array): Promise<SniffedType> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return { mime: detected.mime, ext: detected.ext };
  const decoded = decodeText(bytes);
  if (decoded === null) return { mime: 'application/octet-stream', ext: 'bin' };
  const text = decoded.slice(0, TEXT_HEAD_CHARS);
  if (text.startsWith('#!')) return { mime: 'text/x-script', ext: 'sh' };
  if (/<svg[\s>]/i.test(text)) return { mime: 'image/svg+xml', ext: 'svg' };
  if (/<(!doctype\s+html|html|head|body|script|iframe)[\s>]/i.test(text))
    return { mime: 'text/html', ext: 'html' };
  return { mime: 'text/plain', ext: 'txt' };
}

// Control bytes a text file does not contain (tab, newline, form feed, carriage return and
// escape are allowed).
function isBinaryByte(byte: number): boolean {
  return (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte)) || byte === 0x7f;
}

function decodeText(bytes: Uint8Array): string | null {
  if (bytes.length === 0 || bytes.some(isBinaryByte)) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}
