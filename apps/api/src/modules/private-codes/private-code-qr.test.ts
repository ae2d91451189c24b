import { PRIVATE_CODE_MESSAGES, type BrandProfile, type PrivateCode } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/create-test-app';
import { captureLogs } from '../../test/logs';
import { createBrand, createColleague, giveSubscription } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { createCreator } from '../applications/applications.fixtures';
import { createProfile } from '../brand-profiles/brand-profiles.fixtures';
import { call, codeForm, createdCode, uploadLogo } from './private-codes.fixtures';

// Issue 18 item 3: the QR images a brand downloads from a code's card. Each image is decoded
// back with jsQR, a QR reader independent of the library that drew it.

let t: TestApp;
let owner: TestUser;
let profile: BrandProfile;
let withLogo: PrivateCode;
let plain: PrivateCode;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createBrand(t);
  await giveSubscription(t, owner.id, { planId: 'premium' });
  profile = await createProfile(t, owner, { profileName: 'Main' });
  const logoUploadId = await uploadLogo(t, owner);
  withLogo = await createdCode(t, owner, codeForm({ campaignName: 'Logo Days', logoUploadId }), profile.id);
  plain = await createdCode(t, owner, codeForm({ campaignName: 'Plain Days' }), profile.id);
});
afterAll(() => t.close());

/** What a phone's camera would read from the image. */
async function decode(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

async function download(user: TestUser, path: string) {
  const response = await call(t, user, 'GET', path);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /api/private-codes/:id/qr.png', () => {
  it('is a 200 px PNG download that scans to the public page', async () => {
    const { response, body } = await download(owner, `/api/private-codes/${plain.id}/qr.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toContain(`filename="${plain.code}-qr.png"`);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 200, height: 200 });
    expect(await decode(body)).toBe(`${TEST_ORIGIN}/r/${plain.code}`);
  });

  it('with ?logo=1 puts the logo in the centre and still scans', async () => {
    const { response, body } = await download(owner, `/api/private-codes/${withLogo.id}/qr.png?logo=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`filename="${withLogo.code}-qr-logo.png"`);
    // The centre pixel is the logo's colour (#c82a5a), not a black or white module.
    const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect([...data.subarray(centre, centre + 3)]).toEqual([0xc8, 0x2a, 0x5a]);
    expect(await decode(body)).toBe(withLogo.shareUrl);
  });

  it("uses the brand profile's image for a code without its own logo, and the plain image without either", async () => {
    const bare = await createdCode(t, owner, codeForm({ campaignName: 'Bare' }));
    const noLogo = await download(owner, `/api/private-codes/${bare.id}/qr.png?logo=1`);
    expect(noLogo.response.headers.get('content-disposition')).toContain(`filename="${bare.code}-qr.png"`);
    expect(await decode(noLogo.body)).toBe(bare.shareUrl);

    const uploadId = await uploadLogo(t, owner);
    expect(
      (await call(t, owner, 'PUT', `/api/brand-profiles/${profile.id}/image`, { uploadId })).status,
    ).toBe(200);
    const { response, body } = await download(owner, `/api/private-codes/${plain.id}/qr.png?logo=1`);
    expect(response.headers.get('content-disposition')).toContain(`filename="${plain.code}-qr-logo.png"`);
    expect(await decode(body)).toBe(plain.shareUrl);
  });
});

describe('GET /api/private-codes/:id/qr.svg', () => {
  it('is an SVG download for print that scans, with and without the logo', async () => {
    for (const [query, fileName] of [
      ['', `${withLogo.code}-qr.svg`],
      ['?logo=1', `${withLogo.code}-qr-logo.svg`],
    ]) {
      const { response, body } = await download(owner, `/api/private-codes/${withLogo.id}/qr.svg${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-disposition')).toContain(`filename="${fileName}"`);
      const svg = body.toString('utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.includes('<image')).toBe(query !== '');
      expect(svg).not.toMatch(/<script|on\w+=/i);
      // Printed: rasterised as a printer would, then read.
      expect(await decode(await sharp(body).png().toBuffer())).toBe(withLogo.shareUrl);
    }
  });
});

describe('who gets the QR images', () => {
  it('everyone in the workspace; another workspace 404, creators 403, signed-out 401, bad input 400', async () => {
    const member = await createColleague(t, owner.id, 'member');
    expect((await call(t, member, 'GET', `/api/private-codes/${plain.id}/qr.svg`)).status).toBe(200);

    const other = await createBrand(t);
    const foreign = await call(t, other, 'GET', `/api/private-codes/${plain.id}/qr.png`);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.message).toBe(PRIVATE_CODE_MESSAGES.notFound);
    expect(
      (await call(t, await createCreator(t), 'GET', `/api/private-codes/${plain.id}/qr.png`)).status,
    ).toBe(403);
    expect((await call(t, null, 'GET', `/api/private-codes/${plain.id}/qr.png`)).status).toBe(401);
    const badLogo = await call(t, owner, 'GET', `/api/private-codes/${plain.id}/qr.png?logo=yes`);
    expect(badLogo.status).toBe(400);
    expect((await badLogo.json()).error.fields.logo).toEqual(['logo must be 0 or 1']);
  });

  it("answers 'Failed to generate QR code image' when the stored logo is gone", async () => {
    const code = await createdCode(t, owner, codeForm({ logoUploadId: await uploadLogo(t, owner) }));
    const [upload] = await t.deps.database.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(eq(uploads.id, code.logoUrl!.split('/').pop()!));
    await t.deps.storage.delete(upload!.key);
    const logs = captureLogs();
    const response = await call(t, owner, 'GET', `/api/private-codes/${code.id}/qr.png?logo=1`);
    expect(response.status).toBe(500);
    expect((await response.json()).error.message).toBe(PRIVATE_CODE_MESSAGES.imageFailed);
    expect(
      logs.some((line) => line.level === 'error' && line.msg === 'A QR code image could not be drawn'),
    ).toBe(true);
  });
});
