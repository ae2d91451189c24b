import {
  agentSpecializationListSchema,
  categoryListSchema,
  countryCitiesSchema,
  countryListSchema,
  experienceLevelListSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import {
  listAgentSpecializations,
  listCities,
  listContentCategories,
  listCountries,
  listExperienceLevels,
} from './reference.service';

// Reference lists change only with a release (they are seeded at start), so browsers and
// proxies may keep them for an hour.
const CACHE_CONTROL = 'public, max-age=3600';

const TAGS = ['reference'];

const countryParam = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter ISO 3166-1 country code')
    .transform((code) => code.toUpperCase()),
});

export function referenceRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', CACHE_CONTROL);
      })
      // GET /api/reference/categories – the 23 content categories
      .get(
        '/categories',
        describe({
          summary: 'The content categories in display order',
          tags: TAGS,
          responses: { 200: json(categoryListSchema) },
        }),
        async (c) => {
          const categories = await listContentCategories(c.get('deps').database.db);
          return c.json({ categories });
        },
      )
      // GET /api/reference/agent-specializations – what an agent may specialise in
      .get(
        '/agent-specializations',
        describe({
          summary: 'What an agent may specialise in',
          tags: TAGS,
          responses: { 200: json(agentSpecializationListSchema) },
        }),
        async (c) => {
          const specializations = await listAgentSpecializations(c.get('deps').database.db);
          return c.json({ specializations });
        },
      )
      // GET /api/reference/experience-levels – agent experience levels
      .get(
        '/experience-levels',
        describe({
          summary: 'Agent experience levels',
          tags: TAGS,
          responses: { 200: json(experienceLevelListSchema) },
        }),
        async (c) => {
          const levels = await listExperienceLevels(c.get('deps').database.db);
          return c.json({ levels });
        },
      )
      // GET /api/reference/countries – every ISO 3166-1 country, the UAE first, then by name
      .get(
        '/countries',
        describe({
          summary: 'Every ISO 3166-1 country, the United Arab Emirates first, then by name',
          tags: TAGS,
          responses: { 200: json(countryListSchema) },
        }),
        async (c) => {
          const countries = await listCountries(c.get('deps').database.db);
          return c.json({ countries });
        },
      )
      // GET /api/reference/countries/:code/cities – major cities of one country
      .get(
        '/countries/:code/cities',
        describe({
          summary: 'Major cities of one country (empty: the city is typed freely)',
          tags: TAGS,
          responses: { 200: json(countryCitiesSchema) },
        }),
        validate('param', countryParam),
        async (c) => {
          const { code } = c.req.valid('param');
          return c.json(await listCities(c.get('deps').database.db, code));
        },
      )
  );
}
