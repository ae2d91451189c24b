import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function complete(body: unknown, cookie?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  return t.request('/api/me/onboarding', { method: 'POST', headers, body: JSON.stringify(body) });
}

async function profileOf(id: string) {
  const [row] = await t.deps.database.db.select().from(profiles).where(eq(profiles.id, id));
  return row!;
}

describe('POST /api/me/onboarding', () => {
  it('answers 401 when signed out', async () => {
    const response = await complete({ contentCategories: ['food'] });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it("saves a creator's profile, finishes onboarding and ignores other types' fields", async () => {
    const creator = await createTestUser(t, { onboardingCompleted: false });
    const response = await complete(
      {
        location: 'Dubai, UAE',
        gender: 'female',
        bio: 'Food and travel stories.',
        contentCategories: ['food', 'travel'],
        companyName: 'Not Mine LLC',
        agentSpecialization: 'talent-scouting',
      },
      creator.cookie,
    );
    expect(response.status).toBe(200);
    const { profile } = await response.json();
    expect(profile).toMatchObject({
      id: creator.id,
      userType: 'creator',
      onboardingCompleted: true,
      location: 'Dubai, UAE',
      gender: 'female',
      bio: 'Food and travel stories.',
      contentCategories: ['food', 'travel'],
    });
    const row = await profileOf(creator.id);
    expect(row.companyName).toBeNull();
    expect(row.agentSpecialization).toBeNull();
  });

  it("changes only the caller's own profile", async () => {
    const caller = await createTestUser(t, { onboardingCompleted: false });
    const other = await createTestUser(t, { onboardingCompleted: false, location: 'Paris' });
    const response = await complete({ id: other.id, contentCategories: ['art'] }, caller.cookie);
    expect(response.status).toBe(200);
    expect((await response.json()).profile.id).toBe(caller.id);
    const untouched = await profileOf(other.id);
    expect(untouched).toMatchObject({ onboardingCompleted: false, location: 'Paris', contentCategories: [] });
  });

  it('completes a brand with company, website and Instagram profile without @', async () => {
    const brand = await createTestUser(t, { userType: 'brand', companyName: 'Old Name' });
    expect((await profileOf(brand.id)).onboardingCompleted).toBe(false);
    const response = await complete(
      {
        companyName: 'Nimbus Labs',
        websiteUrl: 'https://nimbus.example',
        instagramBusinessProfile: '@nimbus',
        location: 'Abu Dhabi',
        contentCategories: ['tech'],
      },
      brand.cookie,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).profile).toMatchObject({
      companyName: 'Nimbus Labs',
      websiteUrl: 'https://nimbus.example',
      instagramBusinessProfile: 'nimbus',
      onboardingCompleted: true,
    });
  });

  it('refuses a website that is not an http(s) URL, with the field message', async () => {
    const brand = await createTestUser(t, { userType: 'brand', companyName: 'Nimbus Labs' });
    for (const websiteUrl of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const body = { companyName: 'Nimbus Labs', websiteUrl, contentCategories: ['tech'] };
      const response = await complete(body, brand.cookie);
      expect(response.status, websiteUrl).toBe(400);
      expect((await response.json()).error.fields).toEqual({
        websiteUrl: ['Please enter a valid website URL'],
      });
    }
    expect(await profileOf(brand.id)).toMatchObject({ websiteUrl: null, onboardingCompleted: false });
  });

  it('answers 400 with field messages for what the role profile lacks', async () => {
    const brand = await createTestUser(t, { userType: 'brand' });
    const response = await complete({ companyName: '   ', contentCategories: [] }, brand.cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        companyName: ['Company name is required'],
        contentCategories: ['Please select at least one category'],
      },
    });
    expect((await profileOf(brand.id)).onboardingCompleted).toBe(false);

    const agent = await createTestUser(t, { userType: 'agent', onboardingCompleted: false });
    const agentResponse = await complete({ contentCategories: ['music'] }, agent.cookie);
    expect(agentResponse.status).toBe(400);
    expect((await agentResponse.json()).error.fields).toEqual({
      agentSpecialization: ['Please select a specialization'],
    });
  });

  it('answers 400 for malformed input', async () => {
    const creator = await createTestUser(t);
    for (const body of [
      { contentCategories: ['not-a-category'] },
      { contentCategories: 'food' },
      { bio: 'x'.repeat(501), contentCategories: ['food'] },
      { gender: 'robot', contentCategories: ['food'] },
      {
        contentCategories: [
          'beauty',
          'fashion',
          'fitness',
          'food',
          'travel',
          'lifestyle',
          'tech',
          'home',
          'pets',
        ],
      },
    ]) {
      const response = await complete(body, creator.cookie);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.code).toBe('VALIDATION_FAILED');
    }
    const notJson = await t.request('/api/me/onboarding', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: creator.cookie },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });

  it("completes an agent's specialization, experience and focus categories", async () => {
    const agent = await createTestUser(t, { userType: 'agent', onboardingCompleted: false });
    const response = await complete(
      {
        agentSpecialization: 'brand-partnerships',
        agentExperience: 'senior',
        location: 'Riyadh',
        contentCategories: ['fashion', 'beauty'],
      },
      agent.cookie,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).profile).toMatchObject({
      agentSpecialization: 'brand-partnerships',
      agentExperience: 'senior',
      onboardingCompleted: true,
    });
  });

  it('refuses admins, who have no role profile', async () => {
    const admin = await createTestUser(t, { userType: 'admin' });
    const response = await complete({ contentCategories: ['food'] }, admin.cookie);
    expect(response.status).toBe(403);
  });

  it('gives an account without a profile one of the chosen type', async () => {
    const user = await createTestUser(t);
    await t.deps.database.db.delete(profiles).where(eq(profiles.id, user.id));
    const response = await complete(
      { userType: 'brand', companyName: 'Fresh Start', contentCategories: ['home'] },
      user.cookie,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).profile).toMatchObject({
      id: user.id,
      email: user.email,
      userType: 'brand',
      companyName: 'Fresh Start',
      onboardingCompleted: true,
    });
  });
});
