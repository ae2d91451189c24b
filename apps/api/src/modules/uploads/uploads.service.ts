import { randomUUID } from 'node:crypto';
import {
  isImageUploadType,
  isPrivateUploadPurpose,
  isUploadTypeAllowed,
  uploadMaxBytes,
  uploadTooLargeMessage,
  uploadTypeNotAllowedMessage,
  type UploadPurpose,
  type UploadContentType,
  type UploadResponse,
} from '@partnerly/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { giveBackAllowances } from '../../db/rate-limits';
import { uploads } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { deleteStoredObjects } from './delete-owner-uploads';
import { reencodeImage } from './reencode-image';
import { sniffContentType } from './sniff-content-type';
import { takeUploadQuota, type UploadQuotaLimits } from './upload-quota';
import { logger } from '../../logging/logger';

type UploadsDeps = Pick<AppDeps, 'database' | 'storage'>;

export interface CreateUploadInput {
  ownerId: string;
  purpose: UploadPurpose;
  file: Blob;
}

export interface StoredUpload {
  contentType: string;
  /** The server-made name (uuid and extension). */
  fileName: string;
  body: Uint8Array;
  /** Served to its owner (and admins) only: not kept in shared caches or for long. */
  isPrivate: boolean;
}

export function uploadUrl(id: string): string {
  return `/api/uploads/${id}`;
}

/**
 * Checks a file by its bytes, counts it against the owner's daily quota, cleans images and
 * stores it under a server-made key. The quota is taken after the cheap checks and before the
 * work, and given back when the file is not stored after all.
 */
export async function createUpload(
  deps: UploadsDeps & { env: UploadQuotaLimits },
  input: CreateUploadInput,
): Promise<UploadResponse> {
  const original = new Uint8Array(await input.file.arrayBuffer());
  const { mime, ext } = await sniffContentType(original);
  if (!isUploadTypeAllowed(input.purpose, mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadTypeNotAllowedMessage(input.purpose));
  }
  const maxBytes = uploadMaxBytes(mime);
  if (original.byteLength > maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', uploadTooLargeMessage(maxBytes));

  const { db } = deps.database;
  const quota = await takeUploadQuota(db, deps.env, input.ownerId, original.byteLength);
  try {
    return await storeUpload(deps, input, original, { mime, ext });
  } catch (error) {
    await giveBackAllowances(db, quota).catch((giveBackError: unknown) => {
      logger.error({ err: giveBackError }, 'Could not give back upload quota');
    });
    throw error;
  }
}

async function storeUpload(
  deps: UploadsDeps,
  input: CreateUploadInput,
  original: Uint8Array,
  { mime, ext }: { mime: UploadContentType; ext: string },
): Promise<UploadResponse> {
  const body = isImageUploadType(mime) ? await reencodeImage(original, mime) : original;
  const id = randomUUID();
  const key = `${input.purpose}/${id}.${ext}`;
  await deps.storage.put(key, body, mime);
  try {
    await deps.database.db.insert(uploads).values({
      id,
      ownerId: input.ownerId,
      key,
      contentType: mime,
      size: body.byteLength,
      purpose: input.purpose,
    });
  } catch (error) {
    // Best effort: the insert error is the one to report.
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  return { id, url: uploadUrl(id), contentType: mime, size: body.byteLength };
}

/**
 * The bytes and the type recorded at upload time, for `viewerId` (null: a visitor); 404 when
 * unknown, and for a private purpose's file (a verification document, dispute evidence) to
 * anyone but its owner.
 */
export async function getUploadContent(
  deps: UploadsDeps,
  id: string,
  viewerId: string | null,
): Promise<StoredUpload> {
  const [upload] = await deps.database.db
    .select({ ownerId: uploads.ownerId, purpose: uploads.purpose })
    .from(uploads)
    .where(eq(uploads.id, id));
  if (!upload || (isPrivateUploadPurpose(upload.purpose) && upload.ownerId !== viewerId)) {
    throw new AppError('NOT_FOUND', 'File not found');
  }
  return readUploadContent(deps, id);
}

/**
 * The stored bytes of an upload, whoever owns it: for a module that has already decided the
 * caller may see this file (the verification queue's documents, the dispute console's
 * evidence). 404 when unknown.
 */
export async function readUploadContent(deps: UploadsDeps, id: string): Promise<StoredUpload> {
  const [upload] = await deps.database.db
    .select({ key: uploads.key, contentType: uploads.contentType, purpose: uploads.purpose })
    .from(uploads)
    .where(eq(uploads.id, id));
  const stored = upload && (await deps.storage.get(upload.key));
  if (!upload || !stored) throw new AppError('NOT_FOUND', 'File not found');
  // The recorded type, never what the storage backend reports.
  return {
    contentType: upload.contentType,
    fileName: upload.key.split('/').pop()!,
    body: stored.body,
    isPrivate: isPrivateUploadPurpose(upload.purpose),
  };
}

/** The owner's upload (for other modules to link to); someone else's is undefined, as if unknown. */
export async function findOwnedUpload(
  deps: Pick<AppDeps, 'database'>,
  ownerId: string,
  id: string,
): Promise<{ id: string; contentType: string; purpose: string } | undefined> {
  const [upload] = await deps.database.db
    .select({ id: uploads.id, contentType: uploads.contentType, purpose: uploads.purpose })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId)));
  return upload;
}

/**
 * Where each of these uploads is served, for another module to show files it links to (one
 * query for any number); an id whose upload is gone is left out.
 */
export async function uploadLinks(db: Executor, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, unique));
  return new Map(rows.map((row) => [row.id, uploadUrl(row.id)]));
}

/** Deletes the owner's upload; someone else's answers 404 as if it did not exist. */
export async function deleteUpload(deps: UploadsDeps, ownerId: string, id: string): Promise<void> {
  const [deleted] = await deps.database.db
    .delete(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId)))
    .returning({ key: uploads.key });
  if (!deleted) throw new AppError('NOT_FOUND', 'File not found');
  // After the row is gone the file is unreachable; a failure here leaves only an orphan object.
  await deleteStoredObjects(deps, [deleted.key]);
}

export interface UploadFacts {
  id: string;
  ownerId: string;
  contentType: string;
  size: number;
  purpose: string;
}

/**
 * The facts of these uploads (owner, type, size, purpose) in one query, for a module that
 * links files to its own rows and checks whose they are; an id whose upload is gone is left out.
 */
export async function uploadFactsOf(db: Executor, ids: Iterable<string>): Promise<Map<string, UploadFacts>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: uploads.id,
      ownerId: uploads.ownerId,
      contentType: uploads.contentType,
      size: uploads.size,
      purpose: uploads.purpose,
    })
    .from(uploads)
    .where(inArray(uploads.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
