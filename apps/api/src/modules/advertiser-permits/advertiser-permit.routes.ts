import { myAdvertiserPermitSchema, updateAdvertiserPermitInput } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { findPermit, toMyPermit } from './permit-view';
import { saveAdvertiserPermit } from './save-advertiser-permit';

const documented = (summary: string, responses: RouteSpec['responses'], description?: string) =>
  describe({ summary, tags: ['advertiser-permit'], responses, description });

// Mounted at /api/advertiser-permit (issue 24 item 1): a creator's own UAE Advertiser Permit.
export function advertiserPermitRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireRole('creator'))
      // GET /api/advertiser-permit – the caller's permit and where it stands
      .get(
        '/',
        documented("The caller's Advertiser Permit: number, expiry or exemption, and its state", {
          200: json(myAdvertiserPermitSchema),
        }),
        async (c) =>
          c.json(toMyPermit(await findPermit(c.get('deps').database.db, signedInUser(c).id), new Date())),
      )
      // PUT /api/advertiser-permit – enter a permit, declare an exemption, or clear it
      .put(
        '/',
        documented(
          'Enter a permit number and expiry, declare an exemption, or clear it',
          { 200: json(myAdvertiserPermitSchema, 'Saved') },
          'A new number or expiry waits for an admin (pending); an expiry day already over in the UAE is refused with 400.',
        ),
        validate('json', updateAdvertiserPermitInput),
        async (c) =>
          c.json(await saveAdvertiserPermit(c.get('deps'), signedInUser(c).id, c.req.valid('json'))),
      )
  );
}
