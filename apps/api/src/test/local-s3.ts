import S3rver from 's3rver';
import { makeTempDir, removeDir } from './process';

export interface LocalS3 {
  /** S3_* variables that point the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port, with one empty bucket. */
export async function startLocalS3(bucket = 'partnerly-test'): Promise<LocalS3> {
  const directory = await makeTempDir('partnerly-s3-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver checks signatures against its fixed test credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await removeDir(directory);
    },
  };
}
