import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { takeAllowances, type TakenAllowance } from '../../db/rate-limits';
import { tooManyRequests } from '../../middleware/errors';

// Per user, files and bytes a day (UPLOAD_DAILY_MAX_FILES, UPLOAD_DAILY_MAX_MB): an abuse limit
// on storage and image processing that a real user does not meet. "A day" is 24 hours from the
// first file counted. Only stored files count: a file refused for its type, size or damage,
// or by the quota itself, takes nothing; deleting a file gives nothing back.

const DAY_SECONDS = 24 * 60 * 60;
const MB = 1024 * 1024;

export type UploadQuotaLimits = Pick<Env, 'UPLOAD_DAILY_MAX_FILES' | 'UPLOAD_DAILY_MAX_MB'>;

/** "24 hours", "1 hour", "5 minutes": the wait rounded up, as a reader says it. */
function formatWait(seconds: number): string {
  const [amount, unit] =
    seconds >= 3600 ? [Math.ceil(seconds / 3600), 'hour'] : [Math.ceil(seconds / 60), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * Counts a file of `bytes` against the owner's daily quota, or refuses it with a 429 that
 * names the limit and when it resets. Hand the answer to giveBackAllowances when the file is
 * then not stored.
 */
export async function takeUploadQuota(
  db: Db,
  limits: UploadQuotaLimits,
  ownerId: string,
  bytes: number,
): Promise<TakenAllowance[]> {
  const files = {
    key: `upload-files:${ownerId}`,
    windowSeconds: DAY_SECONDS,
    max: limits.UPLOAD_DAILY_MAX_FILES,
  };
  const volume = {
    key: `upload-bytes:${ownerId}`,
    windowSeconds: DAY_SECONDS,
    max: limits.UPLOAD_DAILY_MAX_MB * MB,
    amount: bytes,
  };
  const result = await takeAllowances(db, [files, volume]);
  if (result.isAllowed) return result.taken;
  const resets = `It resets in ${formatWait(result.retryAfterSeconds)}.`;
  const message =
    result.refused.key === files.key
      ? `You have reached the upload limit of ${files.max} files a day. ${resets}`
      : `This file would go over the upload limit of ${limits.UPLOAD_DAILY_MAX_MB} MB a day. ${resets}`;
  throw tooManyRequests(message, result.retryAfterSeconds);
}
