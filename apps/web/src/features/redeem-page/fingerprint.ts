import { DEVICE_FINGERPRINT_MAX } from '@partnerly/contracts/private-code-rules';
import { browserTimeZone } from '@/lib/format';

// The device fingerprint of spec 02 'Redemption': browser, language, screen size, time zone and
// a canvas drawing, hashed with SHA-256 and cut to 32 characters. It is one of two signals: the
// server's signed device cookie is the other, and 'one redemption per device' holds on both
// (decision 0057). Nothing here leaves the device but the hash.

export interface FingerprintSignals {
  userAgent: string;
  language: string;
  /** width x height x colour depth. */
  screen: string;
  timeZone: string;
  /** The data URL of a small drawing: fonts and anti-aliasing differ between devices. */
  canvas: string;
}

/** A drawing whose pixels depend on the device's fonts, text rendering and graphics stack. */
function canvasSignal(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 220;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (!context) return 'no-canvas';
    context.textBaseline = 'top';
    context.font = '16px Arial, sans-serif';
    context.fillStyle = '#f60';
    context.fillRect(110, 2, 80, 24);
    context.fillStyle = '#069';
    context.fillText('Partnerly redeem, 1.5 ✓', 4, 6);
    context.fillStyle = 'rgba(102, 204, 0, 0.7)';
    context.beginPath();
    context.arc(190, 20, 14, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL();
  } catch {
    // A browser that blocks canvas reading: the other signals and the cookie still count.
    return 'no-canvas';
  }
}

/** This browser's signals. */
function collectSignals(): FingerprintSignals {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
    timeZone: browserTimeZone(),
    canvas: canvasSignal(),
  };
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  // crypto.subtle exists only in secure contexts (https, localhost); a page opened over plain
  // http on a local network loads the same hash in script instead.
  if (globalThis.crypto?.subtle) return new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  const { sha256: sha256InScript } = await import('@noble/hashes/sha2.js');
  return sha256InScript(data);
}

/** SHA-256 of the signals, base64url, cut to 32 characters. */
export async function fingerprintOf(signals: FingerprintSignals): Promise<string> {
  const text = [signals.userAgent, signals.language, signals.screen, signals.timeZone, signals.canvas].join(
    '\n',
  );
  const digest = await sha256(new TextEncoder().encode(text));
  return base64Url(digest).slice(0, DEVICE_FINGERPRINT_MAX);
}

/** This device's fingerprint, computed once per page. */
let fingerprint: Promise<string> | undefined;
export function deviceFingerprint(): Promise<string> {
  fingerprint ??= fingerprintOf(collectSignals());
  return fingerprint;
}
