import {
  announcementListQuery,
  announcementListSchema,
  announcementRecipientsSchema,
  announcementSchema,
  createAnnouncementInput,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../middleware/admin-guard';
import { signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { listAnnouncements } from './announcement-view';
import { countMarketingRecipients } from './marketing-audience';
import { sendAnnouncement } from './send-announcement';

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['admin'], responses });

// Mounted at /api/admin/announcements: the console's Announcements tab (marketing e-mails).
// Admins read the history and the audience; only super admins send, because an announcement
// speaks for Partnerly to every member who opted in (decision 0079). The
// guards answer before validation.
export function adminAnnouncementsRoutes() {
  const admins = requireAdmin();
  const superAdmins = requireAdmin('super_admin');
  return (
    new Hono<AppEnv>()
      // GET /api/admin/announcements – the sent announcements, newest first
      .get(
        '/',
        documented('The sent announcements, newest first, 20 a page', {
          200: json(announcementListSchema),
        }),
        admins,
        validate('query', announcementListQuery),
        async (c) => c.json(await listAnnouncements(c.get('deps').database.db, c.req.valid('query').page)),
      )
      // GET /api/admin/announcements/recipients – how many members an announcement would reach now
      .get(
        '/recipients',
        documented('How many members an announcement sent now would go to (latest consent an opt-in)', {
          200: json(announcementRecipientsSchema),
        }),
        admins,
        async (c) => c.json({ count: await countMarketingRecipients(c.get('deps').database.db) }),
      )
      // POST /api/admin/announcements – send: stored, audited, e-mails queued in the background
      .post(
        '/',
        documented('Send an announcement to every member who opted in (super admins)', {
          201: json(announcementSchema, 'Stored; its e-mails are queued in the background'),
        }),
        superAdmins,
        validate('json', createAnnouncementInput),
        async (c) => {
          const admin = signedInUser(c);
          return c.json(await sendAnnouncement(c.get('deps'), admin.id, c.req.valid('json')), 201);
        },
      )
  );
}
