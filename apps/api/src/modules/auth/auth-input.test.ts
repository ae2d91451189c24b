import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { TRUSTED_PROXY_ENV, postJson, signUpAndConfirm } from './auth.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>) =>
  postJson(t, '/api/auth/sign-up/email', { acceptedTerms: true, ...body });

async function storedUser(email: string) {
  const [row] = await t.deps.database.db
    .select({ image: authUsers.image })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  return row;
}

describe('sign-up body', () => {
  // Profile photos are uploads (checked, re-encoded, served by us); the user row's `image`
  // is filled only by Google sign-in, never from a sign-up body.
  it('refuses an `image` (a javascript: or a 900 KB data: URL) with 400; nothing is stored', async () => {
    const images = [
      'javascript:alert(document.cookie)',
      `data:image/png;base64,${'A'.repeat(900 * 1024)}`,
      'https://tracker.example/pixel.png',
      { src: 'x' },
      null,
    ];
    for (const [index, image] of images.entries()) {
      const email = `image${index}@example.com`;
      const response = await signUp({ email, password: 'secret123', name: 'Pic Ture', image });
      expect(response.status, String(index)).toBe(400);
      expect((await response.json()).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { image: ['Add a profile photo from your profile after signing up'] },
      });
      expect(await storedUser(email)).toBeUndefined();
    }
  });

  it('reports the image together with the other fields', async () => {
    const response = await signUp({ email: 'nope', password: 'secret123', image: 'javascript:alert(1)' });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(['email', 'image']);
  });

  it('signs up without an image and stores none', async () => {
    const browser = await signUpAndConfirm(t, {
      email: 'noimage@example.com',
      password: 'secret123',
      name: 'No Pic',
    });
    expect(await storedUser('noimage@example.com')).toEqual({ image: null });
    expect((await (await browser.get('/api/me')).json()).user.image).toBeNull();
  });

  it('refuses a website that is not an http(s) URL with 400 and the field message', async () => {
    const response = await signUp({
      email: 'site@example.com',
      password: 'secret123',
      userType: 'brand',
      companyName: 'Acme',
      websiteUrl: 'javascript:alert(1)',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { websiteUrl: ['Please enter a valid website URL'] },
    });
    expect(await storedUser('site@example.com')).toBeUndefined();
  });
});
