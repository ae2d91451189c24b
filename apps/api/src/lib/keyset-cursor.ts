import { AppError } from '../middleware/errors';

// Keyset pagination shared by the lists paged newest first (the campaign feed, My
// Applications): the cursor names the last row of a page, so the next page starts after it
// however many rows arrived in between.

/** The position after a page: the last row's creation time and id (newest first). */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeKeysetCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`).toString('base64url');
}

/** 400 for anything encodeKeysetCursor did not make. */
export function decodeKeysetCursor(cursor: string): KeysetPosition {
  const [iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (rest.length > 0 || !id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', { cursor: ['Invalid cursor'] });
  }
  return { createdAt, id };
}
