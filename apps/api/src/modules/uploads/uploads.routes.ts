import {
  FILE_UPLOAD_MAX_BYTES,
  UPLOAD_PURPOSES,
  uploadResponse,
  uploadTooLargeMessage,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../middleware/errors';
import { requireUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { serveUpload } from './serve-upload';
import { createUpload, deleteUpload, getUploadContent } from './uploads.service';

const createUploadForm = z.object({
  file: z.file({ error: 'Choose a file to upload' }),
  purpose: z.enum(UPLOAD_PURPOSES, { error: `Purpose must be one of: ${UPLOAD_PURPOSES.join(', ')}` }),
});
const uploadIdParam = z.object({ id: z.uuid('Invalid file id') });

// Room for the multipart boundaries and the purpose field around the largest allowed file.
const MAX_BODY_BYTES = FILE_UPLOAD_MAX_BYTES + 64 * 1024;

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
          summary:
            'The stored bytes, under the type recorded at upload (one byte range if asked); a private file (verification document, dispute evidence) only to its owner',
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
          const viewerId = c.get('user')?.id ?? null;
          const stored = await getUploadContent(c.get('deps'), c.req.valid('param').id, viewerId);
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
