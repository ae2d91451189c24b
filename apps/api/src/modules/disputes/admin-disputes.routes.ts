import {
  adminDisputeDetailSchema,
  adminDisputeListQuery,
  adminDisputeListSchema,
  adminDisputeResultSchema,
  disputeEvidenceParam,
  disputeIdParam,
  resolveDisputeInput,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../middleware/admin-guard';
import { signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { serveUpload } from '../uploads/serve-upload';
import { getAdminDispute, listAdminDisputes, readDisputeEvidence } from './admin-disputes';
import { markDisputeInvestigating, resolveDispute } from './decide-dispute';

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['admin'], responses });

// Mounted at /api/admin/disputes: the console's Disputes tab. Admins read; super admins Mark
// Investigating and Resolve Dispute (decision 0059). The guards answer before validation.
export function adminDisputesRoutes() {
  const admins = requireAdmin();
  const superAdmins = requireAdmin('super_admin');
  return (
    new Hono<AppEnv>()
      // GET /api/admin/disputes – open first, with initiator, respondent and campaign
      .get(
        '/',
        documented('Disputes, open first, newest first within a status, by page', {
          200: json(adminDisputeListSchema),
        }),
        admins,
        validate('query', adminDisputeListQuery),
        async (c) => c.json(await listAdminDisputes(c.get('deps').database.db, c.req.valid('query'))),
      )
      // GET /api/admin/disputes/:id – one dispute with its steps and evidence links
      .get(
        '/:id',
        documented('One dispute: description, evidence, steps and resolution', {
          200: json(adminDisputeDetailSchema),
        }),
        admins,
        validate('param', disputeIdParam),
        async (c) => c.json(await getAdminDispute(c.get('deps').database.db, c.req.valid('param').id)),
      )
      // GET /api/admin/disputes/:id/evidence/:uploadId – an evidence file of the dispute
      .get(
        '/:id/evidence/:uploadId',
        documented('An evidence file of the dispute (evidence is private to its owner elsewhere)', {
          200: { description: 'The whole file', media: 'application/octet-stream' },
          206: { description: 'The asked byte range (Content-Range)', media: 'application/octet-stream' },
          416: { description: 'The asked range lies outside the file' },
        }),
        admins,
        validate('param', disputeEvidenceParam),
        async (c) => {
          const { id, uploadId } = c.req.valid('param');
          return serveUpload(c, await readDisputeEvidence(c.get('deps'), id, uploadId));
        },
      )
      // POST /api/admin/disputes/:id/investigate – Mark Investigating (super admins)
      .post(
        '/:id/investigate',
        documented('Mark Investigating: open → investigating (super admins)', {
          200: json(adminDisputeResultSchema),
        }),
        superAdmins,
        validate('param', disputeIdParam),
        async (c) => {
          const adminId = signedInUser(c).id;
          return c.json(await markDisputeInvestigating(c.get('deps'), adminId, c.req.valid('param').id));
        },
      )
      // POST /api/admin/disputes/:id/resolve – Resolve Dispute with a note and an outcome (super admins)
      .post(
        '/:id/resolve',
        documented(
          'Resolve Dispute: open or investigating → resolved, with a note and an outcome (super admins)',
          {
            200: json(adminDisputeResultSchema),
          },
        ),
        superAdmins,
        validate('param', disputeIdParam),
        validate('json', resolveDisputeInput),
        async (c) => {
          const adminId = signedInUser(c).id;
          const { id } = c.req.valid('param');
          return c.json(await resolveDispute(c.get('deps'), adminId, id, c.req.valid('json')));
        },
      )
  );
}
