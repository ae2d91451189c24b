import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';

/**
 * Part of deleting an account: removes every upload row of the owner inside the deletion's
 * transaction (`tx`), so their URLs answer 404 as soon as it commits. Answers the storage
 * keys; the caller deletes the objects after commit with `deleteStoredObjects`.
 */
export async function deleteUploadRowsOf(tx: Db, ownerId: string): Promise<string[]> {
  const deleted = await tx
    .delete(uploads)
    .where(eq(uploads.ownerId, ownerId))
    .returning({ key: uploads.key });
  return deleted.map((row) => row.key);
}

/** Deletes stored objects whose rows are gone; a failure leaves only an unreachable orphan. */
export async function deleteStoredObjects(deps: Pick<AppDeps, 'storage'>, keys: string[]): Promise<void> {
  for (const key of keys) {
    await afterCommit(`the deletion of stored object ${key}`, () => deps.storage.delete(key));
  }
}
