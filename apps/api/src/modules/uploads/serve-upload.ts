import { isImageUploadType } from '@partnerly/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { parseByteRange } from './byte-range';
import type { StoredUpload } from './uploads.service';

/** Nothing served from here may run as a page: no scripts, no plugins, no framing. */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; sandbox; frame-ancestors 'self'";

/** The stored bytes under the recorded type, never sniffable, never runnable; one byte range if asked. */
export function serveUpload(
  c: Context<AppEnv>,
  { contentType, fileName, body, isPrivate }: StoredUpload,
): Response {
  c.header('Content-Type', contentType === 'text/plain' ? 'text/plain; charset=utf-8' : contentType);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  c.header(
    'Content-Disposition',
    isImageUploadType(contentType) ? 'inline' : `attachment; filename="${fileName}"`,
  );
  // An id always serves the same bytes; a private file (a verification document, dispute
  // evidence) is not kept.
  c.header('Cache-Control', isPrivate ? 'private, no-store' : 'private, max-age=86400');
  c.header('Accept-Ranges', 'bytes');
  const range = parseByteRange(c.req.header('range'), body.byteLength);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${body.byteLength}`);
    return c.body(null, 416);
  }
  if (!range) return c.body(body as Uint8Array<ArrayBuffer>);
  c.header('Content-Range', `bytes ${range.start}-${range.end}/${body.byteLength}`);
  return c.body(body.subarray(range.start, range.end + 1) as Uint8Array<ArrayBuffer>, 206);
}
