import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../context';

/**
 * The security headers of every response: the SPA, its files, API answers and errors
 * (decision 0027). Registered first, so it also sets them on what the error handler answers.
 *
 * Content-Security-Policy: scripts from this origin only (index.html's theme script is a
 * file), and WebAssembly compiled from this origin's files ('wasm-unsafe-eval' allows
 * WebAssembly.instantiate and nothing else: still no eval or new Function; the check-in
 * validator's QR decoder is ZXing compiled to WebAssembly); styles from this origin, plus <style> elements carrying the response's nonce (Radix
 * dialogs lock scrolling with a <style> element; the sandbox checkout page writes its styles
 * inline), never style attributes in markup; images from this origin (uploads are served under
 * /api/uploads, S3 ones too) and blob: (the crop preview of a chosen photo); fetch and the
 * event stream to this origin only; never framed.
 *
 * A response that sets one of these headers itself keeps it (overwrite: false): uploads and the
 * mailbox's e-mail pages have sandboxed policies of their own.
 */
export function securityHeaders(publicUrl: string): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", NONCE],
      imgSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    // Only the origin, never a path or query, in a Referer (reset links carry their token in
    // the URL). Unlike no-referrer, it keeps the Origin header the CSRF check reads.
    referrerPolicy: 'strict-origin',
    // HSTS only where the app is served over https; on http browsers ignore it anyway.
    strictTransportSecurity: new URL(publicUrl).protocol === 'https:',
    // The camera for this origin (QR codes are scanned in the page), nothing else.
    permissionsPolicy: { camera: ['self'], microphone: [], geolocation: [] },
    overwrite: false,
  });
}

/** The CSP nonce of this response, for a page the API writes itself with an inline <style>. */
export function styleNonceOf(c: Context<AppEnv>): string {
  const nonce = c.get('secureHeadersNonce');
  if (!nonce) throw new Error('No CSP nonce: the securityHeaders middleware is not in front of this route');
  return nonce;
}
