import { adminAnalyticsSchema, adminOverviewSchema } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../middleware/admin-guard';
import { describe, json } from '../../openapi/describe';
import { adminAnalytics, adminOverview } from './platform-analytics';

// Mounted at /api/admin/platform: the admin console's Overview and Analytics tabs.
export function platformAnalyticsRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireAdmin())
      // GET /api/admin/platform/overview – the six summary cards
      .get(
        '/overview',
        describe({
          summary: 'The admin overview: users, campaigns, pending verifications, open disputes, revenue',
          tags: ['admin'],
          responses: { 200: json(adminOverviewSchema, 'The figures now') },
        }),
        async (c) => c.json(await adminOverview(c.get('deps'))),
      )
      // GET /api/admin/platform/analytics – the last 30 days
      .get(
        '/analytics',
        describe({
          summary: 'Platform figures per UAE day over the last 30 days (daily snapshots, today live)',
          tags: ['admin'],
          responses: { 200: json(adminAnalyticsSchema, 'Oldest day first') },
        }),
        async (c) => c.json(await adminAnalytics(c.get('deps'))),
      )
  );
}
