import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { call, createProfile } from './brand-profiles.fixtures';

let t: TestApp;
let brand: TestUser;
let otherBrand: TestUser;
let logoPng: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  brand = await createBrand(t);
  otherBrand = await createBrand(t);
  logoPng = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c82a5a' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

function upload(user: TestUser, bytes: Uint8Array, purpose: string, name: string, type: string) {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  body.append('purpose', purpose);
  return t.request('/api/uploads', { method: 'POST', body, headers: { cookie: user.cookie } });
}

async function uploadedId(user: TestUser, bytes: Uint8Array, purpose: string, name: string, type: string) {
  const response = await upload(user, bytes, purpose, name, type);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('logo / profile photo', () => {
  it('sets an uploaded logo, serves it, and removes it', async () => {
    const profile = await createProfile(t, brand, { profileName: 'Main' });
    const uploadId = await uploadedId(brand, logoPng, 'logo', 'logo.png', 'image/png');

    const set = await call(t, brand, 'PUT', `/api/brand-profiles/${profile.id}/image`, { uploadId });
    expect(set.status).toBe(200);
    const withLogo = await set.json();
    expect(withLogo.profileImageUrl).toBe(`/api/uploads/${uploadId}`);
    const served = await t.request(withLogo.profileImageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const removed = await call(t, brand, 'DELETE', `/api/brand-profiles/${profile.id}/image`);
    expect(removed.status).toBe(200);
    expect((await removed.json()).profileImageUrl).toBeNull();
    const stored = await (await call(t, brand, 'GET', `/api/brand-profiles/${profile.id}`)).json();
    expect(stored.profileImageUrl).toBeNull();
  });

  it("refuses another user's upload as if it did not exist", async () => {
    const profile = await createProfile(t, otherBrand, { profileName: 'Other main' });
    const someoneElses = await uploadedId(brand, logoPng, 'logo', 'logo.png', 'image/png');
    const response = await call(t, otherBrand, 'PUT', `/api/brand-profiles/${profile.id}/image`, {
      uploadId: someoneElses,
    });
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe('File not found');
    const stored = await (await call(t, otherBrand, 'GET', `/api/brand-profiles/${profile.id}`)).json();
    expect(stored.profileImageUrl).toBeNull();
  });

  it('refuses an upload that is not an image with 415', async () => {
    const profile = await createProfile(t, brand, { profileName: 'Docs' });
    const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
    const uploadId = await uploadedId(brand, pdf, 'document', 'brochure.pdf', 'application/pdf');
    const response = await call(t, brand, 'PUT', `/api/brand-profiles/${profile.id}/image`, { uploadId });
    expect(response.status).toBe(415);
    expect((await response.json()).error.message).toBe('Please choose a JPG, PNG or WebP image');
  });

  it('logo uploads refuse a script renamed .png (415) and a 6 MB image (413)', async () => {
    const script = Buffer.from('<script>alert(1)</script>\n');
    const renamed = await upload(brand, script, 'logo', 'logo.png', 'image/png');
    expect(renamed.status).toBe(415);
    expect((await renamed.json()).error.message).toBe('Please choose a JPG, PNG or WebP image');

    const large = Buffer.concat([logoPng, Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await upload(brand, large, 'logo', 'big.png', 'image/png');
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error.message).toBe(
      'This file is too large. Please choose one of 5 MB or less.',
    );
  });
});
