import path from 'node:path';
import type { Env } from '../../config/env';
import { createDiskStorage } from './disk-storage';
import type { Storage } from './storage';

/** S3-compatible storage when S3_BUCKET is set, otherwise files under DATA_DIR/uploads. */
export async function createStorage(env: Env): Promise<Storage> {
  if (!env.S3_BUCKET) return createDiskStorage(path.join(env.DATA_DIR, 'uploads'));
  // Loaded only when configured: the AWS SDK adds about half a second to start-up.
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
