import {
  adminSupportListQuery,
  adminSupportListSchema,
  adminSupportRequestSchema,
  supportIdParam,
  supportReplyInput,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../middleware/admin-guard';
import { signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { closeSupportRequest } from './close-support-request';
import { listSupportInbox } from './list-support-inbox';
import { replyToSupportRequest } from './reply-to-support-request';

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['admin'], responses });

// Mounted at /api/admin/support: the admin console's support inbox. Admins and super admins
// alike may answer and close (decision 0059).
export function adminSupportRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireAdmin())
      // GET /api/admin/support – the inbox: open first, then high priority, then the oldest
      .get(
        '/',
        documented('The support inbox, filtered by status and type, 20 a page', {
          200: json(adminSupportListSchema, 'Open first, high priority first, oldest first'),
        }),
        validate('query', adminSupportListQuery),
        async (c) => c.json(await listSupportInbox(c.get('deps').database.db, c.req.valid('query'))),
      )
      // POST /api/admin/support/:id/reply – answer: e-mailed and notified to the user
      .post(
        '/:id/reply',
        documented(
          'Answer a support request (open or answered → answered); the user is e-mailed and notified',
          {
            200: json(adminSupportRequestSchema, 'Answered'),
          },
        ),
        validate('param', supportIdParam),
        validate('json', supportReplyInput),
        async (c) => {
          const admin = signedInUser(c);
          const { id } = c.req.valid('param');
          return c.json(await replyToSupportRequest(c.get('deps'), admin.id, id, c.req.valid('json')));
        },
      )
      // POST /api/admin/support/:id/close – close (open or answered → closed)
      .post(
        '/:id/close',
        documented('Close a support request (open or answered → closed)', {
          200: json(adminSupportRequestSchema, 'Closed'),
        }),
        validate('param', supportIdParam),
        async (c) => {
          const admin = signedInUser(c);
          return c.json(await closeSupportRequest(c.get('deps'), admin.id, c.req.valid('param').id));
        },
      )
  );
}
