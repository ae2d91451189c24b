import {
  adminPermitListSchema,
  adminPermitParam,
  adminPermitSchema,
  adminPermitsQuery,
  rejectPermitInput,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../middleware/admin-guard';
import { signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { listAdminPermits, reviewPermit } from './admin-permits';

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['admin'], responses });

// Mounted at /api/admin/advertiser-permits: the Advertiser Permits of the console's
// Verifications tab. Admins and super admins both verify and reject.
export function adminPermitsRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireAdmin())
      // GET /api/admin/advertiser-permits – entered permits, pending first
      .get(
        '/',
        documented('Advertiser Permits, pending first then newest entered', {
          200: json(adminPermitListSchema),
        }),
        validate('query', adminPermitsQuery),
        async (c) => c.json(await listAdminPermits(c.get('deps').database.db, c.req.valid('query'))),
      )
      // POST /api/admin/advertiser-permits/:userId/approve – verify a pending permit
      .post(
        '/:userId/approve',
        documented('Verify a pending Advertiser Permit: the creator is told', {
          200: json(adminPermitSchema, 'Verified'),
        }),
        validate('param', adminPermitParam),
        async (c) =>
          c.json(
            await reviewPermit(c.get('deps'), signedInUser(c).id, c.req.valid('param').userId, {
              outcome: 'verified',
            }),
          ),
      )
      // POST /api/admin/advertiser-permits/:userId/reject – reject a pending permit with a reason
      .post(
        '/:userId/reject',
        documented('Reject a pending Advertiser Permit with a reason the creator reads', {
          200: json(adminPermitSchema, 'Rejected'),
        }),
        validate('param', adminPermitParam),
        validate('json', rejectPermitInput),
        async (c) =>
          c.json(
            await reviewPermit(c.get('deps'), signedInUser(c).id, c.req.valid('param').userId, {
              outcome: 'rejected',
              reason: c.req.valid('json').reason,
            }),
          ),
      )
  );
}
