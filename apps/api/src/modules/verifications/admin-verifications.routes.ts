import {
  adminVerificationListSchema,
  adminVerificationRequestSchema,
  adminVerificationsQuery,
  rejectVerificationInput,
  verificationRequestParam,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../middleware/admin-guard';
import { signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { serveUpload } from '../uploads/serve-upload';
import { listVerificationRequests } from './list-verification-requests';
import { reviewVerificationRequest } from './review-verification-request';
import { getVerificationDocument } from './verification-document';

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['admin'], responses });

// Mounted at /api/admin/verifications: the admin console's Verifications tab. Admins and super
// admins both approve and reject (decision 0059).
export function adminVerificationsRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireAdmin())
      // GET /api/admin/verifications – the queue: pending first, then newest
      .get(
        '/',
        documented('Verification requests, pending first then newest, by status and requester type', {
          200: json(adminVerificationListSchema),
        }),
        validate('query', adminVerificationsQuery),
        async (c) => c.json(await listVerificationRequests(c.get('deps').database.db, c.req.valid('query'))),
      )
      // GET /api/admin/verifications/:id/document – the request's screenshot or trade licence
      .get(
        '/:id/document',
        documented("The request's screenshot or trade licence (image or PDF)", {
          200: { description: 'The file', media: 'application/octet-stream' },
        }),
        validate('param', verificationRequestParam),
        async (c) => serveUpload(c, await getVerificationDocument(c.get('deps'), c.req.valid('param').id)),
      )
      // POST /api/admin/verifications/:id/approve – verify the requester
      .post(
        '/:id/approve',
        documented('Approve a pending request: the requester is verified and told', {
          200: json(adminVerificationRequestSchema, 'Approved'),
        }),
        validate('param', verificationRequestParam),
        async (c) =>
          c.json(
            await reviewVerificationRequest(c.get('deps'), signedInUser(c).id, c.req.valid('param').id, {
              outcome: 'approved',
            }),
          ),
      )
      // POST /api/admin/verifications/:id/reject – reject with a reason (the spec's by default)
      .post(
        '/:id/reject',
        documented('Reject a pending request with a reason the requester reads', {
          200: json(adminVerificationRequestSchema, 'Rejected'),
        }),
        validate('param', verificationRequestParam),
        validate('json', rejectVerificationInput),
        async (c) =>
          c.json(
            await reviewVerificationRequest(c.get('deps'), signedInUser(c).id, c.req.valid('param').id, {
              outcome: 'rejected',
              reason: c.req.valid('json').reason,
            }),
          ),
      )
  );
}
