import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, contentCategories } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/reference';
import { createTestApp, type TestApp } from '../../test/create-test-app';

interface Item {
  id: string;
  label: string;
}

describe('reference data API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the 23 content categories of the spec, in order, without signing in', async () => {
    const response = await t.request('/api/reference/categories');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=');
    const { categories } = (await response.json()) as { categories: Item[] };
    expect(categories).toHaveLength(23);
    expect(categories[0]).toEqual({ id: 'beauty', label: 'Beauty' });
    expect(categories).toContainEqual({ id: 'automotive', label: 'Cars & Motors' });
    expect(categories).toContainEqual({ id: 'comedy', label: 'Memes & Comedy' });
    expect(categories.map((c) => c.id)).toEqual(
      expect.arrayContaining(['gaming_reviews', 'mental_health', 'hair_grooming', 'real_estate']),
    );
  });

  it('lists agent specializations and experience levels', async () => {
    const specializations = await t.request('/api/reference/agent-specializations');
    expect(specializations.status).toBe(200);
    const { specializations: items } = (await specializations.json()) as { specializations: Item[] };
    expect(items.map((item) => item.id)).toEqual([
      'influencer-management',
      'brand-partnerships',
      'content-strategy',
      'social-media-marketing',
      'campaign-management',
      'talent-scouting',
    ]);

    const levels = await t.request('/api/reference/experience-levels');
    expect(levels.status).toBe(200);
    const { levels: levelItems } = (await levels.json()) as { levels: Item[] };
    expect(levelItems.map((level) => level.id)).toEqual(['entry', 'mid', 'senior', 'expert']);
    expect(levelItems[0]?.label).toContain('0-2');
  });

  it('lists all 249 ISO 3166-1 countries, the United Arab Emirates first, then by name', async () => {
    const response = await t.request('/api/reference/countries');
    expect(response.status).toBe(200);
    const { countries } = (await response.json()) as { countries: { code: string; name: string }[] };
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((c) => c.code)).size).toBe(249);
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
    expect(countries).toContainEqual({ code: 'AE', name: 'United Arab Emirates' });
    expect(countries[0]).toEqual({ code: 'AE', name: 'United Arab Emirates' });
    const names = countries.slice(1).map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
  });

  it('lists the cities of a country, accepting a lower-case code', async () => {
    const response = await t.request('/api/reference/countries/ae/cities');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { country: { code: string; name: string }; cities: string[] };
    expect(body.country).toEqual({ code: 'AE', name: 'United Arab Emirates' });
    expect(body.cities).toEqual(
      expect.arrayContaining([
        'Dubai',
        'Abu Dhabi',
        'Sharjah',
        'Ajman',
        'Umm Al Quwain',
        'Ras Al Khaimah',
        'Fujairah',
      ]),
    );
  });

  it('answers an empty list for a country without a city list', async () => {
    const response = await t.request('/api/reference/countries/AQ/cities');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ country: { code: 'AQ', name: 'Antarctica' }, cities: [] });
  });

  it('answers 404 JSON for an unknown country code and 400 for a malformed one', async () => {
    const unknown = await t.request('/api/reference/countries/ZZ/cities');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });

    for (const code of ['ARE', '1A', '%20']) {
      const malformed = await t.request(`/api/reference/countries/${code}/cities`);
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { code: [expect.any(String)] } },
      });
    }
  });

  it('re-seeding at start repairs changed rows, drops stray cities and keeps the rest', async () => {
    const { db } = t.deps.database;
    await db.update(contentCategories).set({ label: 'Changed' }).where(eq(contentCategories.id, 'comedy'));
    await db.insert(cities).values({ countryCode: 'AE', name: 'Atlantis' });

    await seedReferenceData(db);
    await seedReferenceData(db);

    const { categories } = (await (await t.request('/api/reference/categories')).json()) as {
      categories: Item[];
    };
    expect(categories).toHaveLength(23);
    expect(categories).toContainEqual({ id: 'comedy', label: 'Memes & Comedy' });
    const { cities: aeCities } = (await (await t.request('/api/reference/countries/AE/cities')).json()) as {
      cities: string[];
    };
    expect(aeCities).not.toContain('Atlantis');
    expect(aeCities).toContain('Dubai');
  });
});
