import {
  adminCampaignListQuery,
  adminCampaignListSchema,
  adminReportListQuery,
  adminReportListSchema,
  campaignModerationInput,
  campaignModerationResultSchema,
  contentReportInput,
  contentReportReceiptSchema,
  moderationIdParam,
  reportDismissInput,
  reportResolutionSchema,
  reportTakeDownInput,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../middleware/admin-guard';
import { signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { networkKeyOf } from '../redemption/redemption-client';
import { listAdminCampaigns } from './admin-campaigns';
import { listAdminReports } from './admin-reports';
import { moderateCampaign } from './moderate-campaign';
import { reportContent } from './report-content';
import { resolveReport } from './resolve-report';

const documented = (summary: string, responses: RouteSpec['responses'], tags = ['admin']) =>
  describe({ summary, tags, responses });

// Mounted at /api/admin/campaigns: the console's Campaigns tab. Admins and super admins both
// moderate (decision 0059); the guard answers before the input is validated.
export function adminCampaignsRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireAdmin())
      // GET /api/admin/campaigns – every campaign with its brand: search, status, paging
      .get(
        '/',
        documented('Every campaign with its brand, newest first: search, status filter, 25 a page', {
          200: json(adminCampaignListSchema, 'One page and the total'),
        }),
        validate('query', adminCampaignListQuery),
        async (c) => c.json(await listAdminCampaigns(c.get('deps'), c.req.valid('query'))),
      )
      // POST /api/admin/campaigns/:id/pause – pause with the reason the brand receives
      .post(
        '/:id/pause',
        documented('Pause a campaign with a reason: the brand is notified; it may fix it and reactivate', {
          200: json(campaignModerationResultSchema, 'Paused'),
        }),
        validate('param', moderationIdParam),
        validate('json', campaignModerationInput),
        async (c) =>
          c.json(
            await moderateCampaign(
              c.get('deps'),
              signedInUser(c).id,
              c.req.valid('param').id,
              'paused',
              c.req.valid('json').reason,
            ),
          ),
      )
      // POST /api/admin/campaigns/:id/close – close for good with the reason the brand receives
      .post(
        '/:id/close',
        documented('Close a campaign with a reason: the brand is notified and cannot reactivate it', {
          200: json(campaignModerationResultSchema, 'Closed'),
        }),
        validate('param', moderationIdParam),
        validate('json', campaignModerationInput),
        async (c) =>
          c.json(
            await moderateCampaign(
              c.get('deps'),
              signedInUser(c).id,
              c.req.valid('param').id,
              'closed',
              c.req.valid('json').reason,
            ),
          ),
      )
  );
}

// Mounted at /api/admin/reports: the console's Reports tab (admins and super admins).
export function adminReportsRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireAdmin())
      // GET /api/admin/reports – the queue: open first, with what each report is about
      .get(
        '/',
        documented('Reports of campaigns, public pages and codes: open first, 25 a page', {
          200: json(adminReportListSchema, 'One page, the total and the open queue'),
        }),
        validate('query', adminReportListQuery),
        async (c) => c.json(await listAdminReports(c.get('deps'), c.req.valid('query'))),
      )
      // POST /api/admin/reports/:id/dismiss – nothing wrong: the report and its open twins close
      .post(
        '/:id/dismiss',
        documented('Dismiss a report (and the other open reports of the same thing)', {
          200: json(reportResolutionSchema, 'Dismissed'),
        }),
        validate('param', moderationIdParam),
        validate('json', reportDismissInput),
        async (c) =>
          c.json(
            await resolveReport(c.get('deps'), signedInUser(c).id, c.req.valid('param').id, {
              kind: 'dismiss',
              note: c.req.valid('json').note ?? null,
            }),
          ),
      )
      // POST /api/admin/reports/:id/take-down – switch the reported thing off
      .post(
        '/:id/take-down',
        documented(
          'Take the reported thing down (campaign closed, share link or code deactivated) and resolve its open reports',
          { 200: json(reportResolutionSchema, 'Taken down') },
        ),
        validate('param', moderationIdParam),
        validate('json', reportTakeDownInput),
        async (c) =>
          c.json(
            await resolveReport(c.get('deps'), signedInUser(c).id, c.req.valid('param').id, {
              kind: 'take-down',
              note: c.req.valid('json').note,
            }),
          ),
      )
  );
}

// Mounted at /api/content-reports: anyone reports (visitors of the public pages too).
export function contentReportsRoutes() {
  return (
    new Hono<AppEnv>()
      // POST /api/content-reports – report a campaign, a public creator page or a code
      .post(
        '/',
        documented(
          'Report a campaign, a public creator page or a private QR code (signed in or not; limited per network or account)',
          {
            201: json(contentReportReceiptSchema, 'Stored for the moderation queue'),
            200: json(contentReportReceiptSchema, 'The reporter’s open report of the same thing'),
          },
          ['moderation'],
        ),
        validate('json', contentReportInput),
        async (c) => {
          const { receipt, isNew } = await reportContent(
            c.get('deps'),
            { userId: c.get('user')?.id ?? null, networkKey: networkKeyOf(c) },
            c.req.valid('json'),
          );
          return c.json(receipt, isNew ? 201 : 200);
        },
      )
  );
}
