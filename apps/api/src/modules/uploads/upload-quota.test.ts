import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';

const DAY_SECONDS = 24 * 60 * 60;
const KB = 1024;

/** A plain-text document of `bytes` bytes. */
const textOf = (bytes: number) => Buffer.alloc(bytes, 'a');

function form(bytes: Uint8Array, purpose = 'document') {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'file.txt'));
  body.append('purpose', purpose);
  return body;
}

describe('daily upload quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Small limits so a test reaches them quickly; the defaults are 100 files and 500 MB.
    t = await createTestApp({ UPLOAD_DAILY_MAX_FILES: '3', UPLOAD_DAILY_MAX_MB: '1' });
  });
  afterAll(() => t.close());

  const upload = (user: TestUser, bytes: Uint8Array, purpose?: string) =>
    t.request('/api/uploads', {
      method: 'POST',
      body: form(bytes, purpose),
      headers: { cookie: user.cookie },
    });
  const statusOf = async (user: TestUser, bytes: Uint8Array, purpose?: string) =>
    (await upload(user, bytes, purpose)).status;

  it('refuses the file over the daily count with 429, the limit and when it resets; others unaffected', async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < 3; i += 1) expect(await statusOf(user, textOf(KB))).toBe(201);

    const refused = await upload(user, textOf(KB));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'You have reached the upload limit of 3 files a day. It resets in 24 hours.',
      },
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(DAY_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);

    const other = await createTestUser(t);
    expect(await statusOf(other, textOf(KB))).toBe(201);
  });

  it('refuses a file that would go over the daily bytes; a smaller one still fits', async () => {
    const user = await createTestUser(t);
    expect(await statusOf(user, textOf(600 * KB))).toBe(201);

    const refused = await upload(user, textOf(600 * KB));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      'This file would go over the upload limit of 1 MB a day. It resets in 24 hours.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(DAY_SECONDS - 60);

    // The refused file took neither bytes nor a place in the count: two more fit.
    expect(await statusOf(user, textOf(200 * KB))).toBe(201);
    expect(await statusOf(user, textOf(200 * KB))).toBe(201);
    expect(await statusOf(user, textOf(KB))).toBe(429);
  });

  it('counts only stored files: refused types, sizes and damaged images take nothing', async () => {
    const user = await createTestUser(t);
    const script = Buffer.from('#!/bin/sh\necho hi\n');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const damaged = png.subarray(0, 60);
    // Sniffed as PNG, over the 5 MB image limit.
    const tooLarge = Buffer.concat([png, Buffer.alloc(6 * 1024 * KB)]);
    for (let i = 0; i < 2; i += 1) {
      expect(await statusOf(user, script)).toBe(415);
      expect(await statusOf(user, damaged, 'avatar')).toBe(400);
    }
    expect(await statusOf(user, tooLarge, 'avatar')).toBe(413);
    for (let i = 0; i < 3; i += 1) expect(await statusOf(user, textOf(KB))).toBe(201);
    expect(await statusOf(user, textOf(KB))).toBe(429);
  });

  it('holds the count under concurrent uploads', async () => {
    const user = await createTestUser(t);
    const statuses = await Promise.all(Array.from({ length: 8 }, () => statusOf(user, textOf(KB))));
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});
