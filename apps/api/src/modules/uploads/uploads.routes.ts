import {
  FILE_UPLOAD_MAX_BYTES,
  isImageUploadType,
  UPLOAD_PURPOSES,
  uploadResponse,
  uploadTooLargeMessage,
} from '@partnerly/contracts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../middleware/errors';
import { requireUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { parseByteRange } from './byte-range';
import { createUpload, deleteUpload, getUploadContent, type StoredUpload } from './uploads.service';

const createUploadForm = z.object({
  file: z.file({ error: 'Choose a file to upload' }),
  purpose: z.enum(UPLOAD_PURPOSES, { error: `Purpose must be one of: ${UPLOAD_PURPOSES.join(', ')}` }),
});
const uploadIdParam = z.object({ id: z.uuid('Invalid file id') });

// Room for the multipart boundaries and the purpose field around the largest allowed file.
const MAX_BODY_BYTES = FILE_UPLOAD_MAX_BYTES + 64 * 1024;

/** Nothing served from here may run as a page: no scripts, no plugins, no framing. */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; sandbox; frame-ancestors 'self'";

export function uploadsRoutes() {
  return (
    new Hono<AppEnv>()
      // POST /api/uploads – store a file (multipart: file, purpose); the type is read from the bytes
      .post(
        '/',
        describe({
          summary: 'Store a file (multipart: file, purpose); its type is read from the bytes',
          tags: ['uploads'],
          responses: { 201: json(uploadResponse, 'Stored') },
        }),
        requireUser,
        // Refuses an oversized body from its Content-Length (or while streaming) before parsing it.
        bodyLimit({
          maxSize: MAX_BODY_BYTES,
          onError: () => {
            throw new AppError('PAYLOAD_TOO_LARGE', uploadTooLargeMessage(FILE_UPLOAD_MAX_BYTES));
          },
        }),
        validate('form', createUploadForm),
        async (c) => {
          const { file, purpose } = c.req.valid('form');
          const upload = await createUpload(c.get('deps'), { ownerId: c.get('user')!.id, purpose, file });
          return c.json(upload, 201);
        },
      )
      // GET /api/uploads/:id – the stored bytes with the type recorded at upload
      .get(
        '/:id',
        describe({
          summary: 'The stored bytes, under the type recorded at upload (one byte range if asked)',
          tags: ['uploads'],
          responses: {
            200: { description: 'The whole file', media: 'application/octet-stream' },
            206: { description: 'The asked byte range (Content-Range)', media: 'application/octet-stream' },
            // A Range beyond the file: no body, only Content-Range: bytes */size.
            416: { description: 'The asked range lies outside the file' },
          },
        }),
        validate('param', uploadIdParam),
        async (c) => {
          const stored = await getUploadContent(c.get('deps'), c.req.valid('param').id);
          return serveUpload(c, stored);
        },
      )
      // DELETE /api/uploads/:id – remove one of the caller's files
      .delete(
        '/:id',
        describe({
          summary: "Remove one of the caller's files",
          tags: ['uploads'],
          responses: { 204: { description: 'Removed' } },
        }),
        requireUser,
        validate('param', uploadIdParam),
        async (c) => {
          await deleteUpload(c.get('deps'), c.get('user')!.id, c.req.valid('param').id);
          return c.body(null, 204);
        },
      )
  );
}

/** The stored bytes under the recorded type, never sniffable, never runnable; one byte range if asked. */
function serveUpload(c: Context<AppEnv>, { contentType, fileName, body }: StoredUpload): Response {
  c.header('Content-Type', contentType === 'text/plain' ? 'text/plain; charset=utf-8' : contentType);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  c.header(
    'Content-Disposition',
    isImageUploadType(contentType) ? 'inline' : `attachment; filename="${fileName}"`,
  );
  // An id always serves the same bytes.
  c.header('Cache-Control', 'private, max-age=86400');
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
