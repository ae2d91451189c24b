import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { createStorage } from './create-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

describe('S3 storage against a local S3-compatible server', () => {
  let s3: LocalS3;
  let storage: Storage;
  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = await createStorage(parseEnv({ DATA_DIR: '/nonexistent', ...s3.env }));
  });
  afterAll(() => s3.close());

  it('is chosen when S3_BUCKET is set', async () => {
    expect(storage.kind).toBe('s3');
    expect((await createStorage(parseEnv({ DATA_DIR: '/tmp/x' }))).kind).toBe('disk');
  });

  it('stores, reads back and deletes an object with its content type', async () => {
    const body = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await storage.put('avatar/0b9e7c64-1f0e-4bb1-9d55-1b0f8f6b9c11.png', body, 'image/png');
    expect(await storage.get('avatar/0b9e7c64-1f0e-4bb1-9d55-1b0f8f6b9c11.png')).toEqual({
      body,
      contentType: 'image/png',
    });
    await expect(storage.delete('avatar/0b9e7c64-1f0e-4bb1-9d55-1b0f8f6b9c11.png')).resolves.toBeUndefined();
    expect(await storage.get('avatar/0b9e7c64-1f0e-4bb1-9d55-1b0f8f6b9c11.png')).toBeNull();
  });

  it('answers null for a key that never existed, and deleting it is not an error', async () => {
    expect(await storage.get('document/missing.pdf')).toBeNull();
    await expect(storage.delete('document/missing.pdf')).resolves.toBeUndefined();
  });

  it('round-trips a large body intact', async () => {
    const body = new Uint8Array(3 * 1024 * 1024).map((_, index) => (index * 31) % 256);
    await storage.put('content/large.mp4', body, 'video/mp4');
    const stored = await storage.get('content/large.mp4');
    expect(stored?.body.byteLength).toBe(body.byteLength);
    expect(Buffer.from(stored!.body).equals(Buffer.from(body))).toBe(true);
  });

  it('refuses half-configured credentials', () => {
    expect(() => createS3Storage({ bucket: 'b', region: 'us-east-1', accessKeyId: 'only-the-id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    );
  });

  it('surfaces a wrong bucket as an error instead of a missing file', async () => {
    const wrong = createS3Storage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await expect(wrong.put('x/y.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow();
    await expect(wrong.get('x/y.txt')).rejects.toThrow();
  });
});
