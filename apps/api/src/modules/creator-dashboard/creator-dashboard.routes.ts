import { creatorDashboardSchema } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole, signedInUser } from '../../middleware/guards';
import { describe, json } from '../../openapi/describe';
import { getCreatorDashboard } from './get-creator-dashboard';

// Mounted at /api/creator-dashboard (issue 21): the creator dashboard's figures.
export function creatorDashboardRoutes() {
  return new Hono<AppEnv>().get(
    '/',
    // GET /api/creator-dashboard – the four stat cards and the Performance card
    describe({
      summary: "The signed-in creator's stat cards and Performance card",
      tags: ['creator-dashboard'],
      description:
        'Applications (withdrawn left out), approved ones, active affiliate codes, AED paid out this month in Asia/Dubai; engagement score and level, total reach and the trend over the completed results.',
      responses: { 200: json(creatorDashboardSchema) },
    }),
    requireRole('creator'),
    async (c) => c.json(await getCreatorDashboard(c.get('deps').database.db, signedInUser(c).id)),
  );
}
