import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { uploadUrl } from './uploads.service';

/** The uploads part of a user's data export: what was stored and where to download it (not the storage keys). */
export async function exportUploads(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(uploads)
    .where(eq(uploads.ownerId, userId))
    .orderBy(asc(uploads.createdAt));
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose,
    contentType: row.contentType,
    size: row.size,
    url: uploadUrl(row.id),
    createdAt: row.createdAt.toISOString(),
  }));
}
