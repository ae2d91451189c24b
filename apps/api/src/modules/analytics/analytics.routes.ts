import { brandAnalyticsQuery, brandAnalyticsSchema } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireBrand } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { workspaceIdOf } from '../workspaces/workspaces.guards';
import { getBrandAnalytics } from './get-brand-analytics';

// Mounted at /api/analytics (issue 16 item 6).
export function analyticsRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/analytics – the workspace's campaign, weekly and creator performance
      .get(
        '/',
        describe({
          summary:
            "The brand workspace's analytics over its completed results: per campaign, per week and its top creators (filtered by engagement level, minimum reach and category)",
          tags: ['analytics'],
          responses: { 200: json(brandAnalyticsSchema) },
        }),
        ...requireBrand(),
        validate('query', brandAnalyticsQuery),
        async (c) =>
          c.json(
            await getBrandAnalytics(c.get('deps').database.db, await workspaceIdOf(c), c.req.valid('query')),
          ),
      )
  );
}
