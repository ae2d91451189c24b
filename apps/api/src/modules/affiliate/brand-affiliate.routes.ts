import {
  affiliateCodeFormMessage,
  brandAffiliateAnalyticsSchema,
  brandAffiliateCampaignParam,
  brandAffiliateCodeParam,
  campaignAffiliateCodesSchema,
  createAffiliateCodeInput,
  createdAffiliateCodeSchema,
  ORDER_IMPORT_MAX_BYTES,
  ORDER_IMPORT_MESSAGES,
  orderImportResultSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../middleware/errors';
import { requireBrand } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { workspaceIdOf, workspaceOf } from '../workspaces/workspaces.guards';
import { getBrandAffiliateAnalytics } from './brand-affiliate-analytics';
import { listCampaignCodes } from './campaign-codes';
import { createAffiliateCode } from './create-affiliate-code';
import { deleteAffiliateCode } from './delete-affiliate-code';
import { importOrders } from './import-orders';

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['brand-affiliate'], responses });

const orderFileForm = z.object({ file: z.file(ORDER_IMPORT_MESSAGES.fileRequired) });

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', ORDER_IMPORT_MESSAGES.tooLarge);

// Mounted at /api/brand-affiliate (issue 17 item 1, decision 0054): the
// brand workspace's affiliate codes. Everyone in the workspace reads; owners, managers and the
// members assigned to a campaign's brand profile change its codes and import its orders.
export function brandAffiliateRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', ...requireBrand())
      // GET /api/brand-affiliate/analytics – every code of the workspace with its figures
      .get(
        '/analytics',
        documented(
          "The workspace's affiliate codes (deleted ones too) with views, copies, clicks, click-through rate and imported or estimated orders, per creator and in total",
          { 200: json(brandAffiliateAnalyticsSchema) },
        ),
        async (c) =>
          c.json(await getBrandAffiliateAnalytics(c.get('deps').database.db, await workspaceIdOf(c))),
      )
      // GET /api/brand-affiliate/campaigns/:campaignId – the Campaign Affiliate Codes dialog
      .get(
        '/campaigns/:campaignId',
        documented("One campaign's accepted creators with their affiliate codes", {
          200: json(campaignAffiliateCodesSchema),
        }),
        validate('param', brandAffiliateCampaignParam),
        async (c) =>
          c.json(
            await listCampaignCodes(
              c.get('deps').database.db,
              await workspaceOf(c),
              c.req.valid('param').campaignId,
            ),
          ),
      )
      // POST /api/brand-affiliate/campaigns/:campaignId/codes – a code for an accepted creator
      .post(
        '/campaigns/:campaignId/codes',
        documented("Create an affiliate code for one of the campaign's accepted creators", {
          201: json(createdAffiliateCodeSchema, 'Created'),
        }),
        validate('param', brandAffiliateCampaignParam),
        validate('json', createAffiliateCodeInput, (issues) =>
          affiliateCodeFormMessage(issues.map((issue) => issue.message)),
        ),
        async (c) =>
          c.json(
            await createAffiliateCode(
              c.get('deps'),
              await workspaceOf(c),
              c.req.valid('param').campaignId,
              c.req.valid('json'),
            ),
            201,
          ),
      )
      // POST /api/brand-affiliate/campaigns/:campaignId/orders – import the store's order export (CSV)
      .post(
        '/campaigns/:campaignId/orders',
        documented(
          "Import the store's order export (multipart: file, a CSV with order id, date, discount code, order total, currency); orders are matched to the campaign's codes, duplicates ignored, rows not taken reported by line",
          { 200: json(orderImportResultSchema) },
        ),
        validate('param', brandAffiliateCampaignParam),
        // Refuses an oversized body from its Content-Length (or while streaming) before parsing it.
        bodyLimit({
          maxSize: ORDER_IMPORT_MAX_BYTES + 64 * 1024,
          onError: () => {
            throw tooLarge();
          },
        }),
        validate('form', orderFileForm),
        async (c) => {
          const { file } = c.req.valid('form');
          if (file.size > ORDER_IMPORT_MAX_BYTES) throw tooLarge();
          const bytes = new Uint8Array(await file.arrayBuffer());
          return c.json(
            await importOrders(c.get('deps'), await workspaceOf(c), c.req.valid('param').campaignId, bytes),
          );
        },
      )
      // DELETE /api/brand-affiliate/codes/:id – soft delete: the code stops, its history stays
      .delete(
        '/codes/:id',
        documented('Delete an affiliate code (soft: its events and orders stay in the analytics)', {
          204: { description: 'Deleted' },
        }),
        validate('param', brandAffiliateCodeParam),
        async (c) => {
          await deleteAffiliateCode(c.get('deps'), await workspaceOf(c), c.req.valid('param').id);
          return c.body(null, 204);
        },
      )
  );
}
