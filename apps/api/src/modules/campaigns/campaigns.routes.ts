import {
  CAMPAIGN_MESSAGES,
  brandCampaignDetailSchema,
  brandCampaignListSchema,
  brandCampaignResultSchema,
  brandDashboardSchema,
  campaignDeletionPreviewSchema,
  campaignFeedPageSchema,
  campaignFeedQuery,
  campaignIdParam,
  changeCampaignStatusInput,
  createCampaignInput,
  feedCampaignDetailSchema,
  updateCampaignInput,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireBrand, requireUser, signedInUser } from '../../middleware/guards';
import { actingBrandProfileOf } from '../brand-profiles/brand-profiles.guards';
import { workspaceIdOf, workspaceOf } from '../workspaces/workspaces.guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { loadRecentApplications } from '../applications/recent-applications';
import { toBrandCampaign } from './campaign-view';
import { previewCampaignDeletion } from './campaign-deletion';
import { changeCampaignStatus } from './change-campaign-status';
import { createCampaign } from './create-campaign';
import { deleteCampaign } from './delete-campaign';
import { getOwnCampaignOrThrow } from './find-campaign';
import { getBrandDashboard } from './get-brand-dashboard';
import { getVisibleCampaign } from './get-campaign';
import { listBrandCampaigns } from './list-brand-campaigns';
import { listCampaignFeed } from './list-campaign-feed';
import { updateCampaign } from './update-campaign';

// Mounted at /api/campaigns.
export function campaignsRoutes() {
  const brand = requireBrand();
  return (
    new Hono<AppEnv>()
      // GET /api/campaigns/feed – active campaigns for creators: search, filters, keyset pages
      .get(
        '/feed',
        describe({
          summary: 'Active campaigns for creators: search, filters, keyset pages',
          tags: ['campaigns'],
          responses: {
            200: json(campaignFeedPageSchema),
          },
        }),
        requireUser,
        validate('query', campaignFeedQuery),
        async (c) => {
          const { database, feedCache } = c.get('deps');
          return c.json(
            await listCampaignFeed(database.db, signedInUser(c).id, c.req.valid('query'), feedCache),
          );
        },
      )
      // GET /api/campaigns/dashboard – the brand's stat cards and Recent Activity
      .get(
        '/dashboard',
        describe({
          summary: "The brand's dashboard: stat cards and Recent Activity",
          tags: ['campaigns'],
          responses: {
            200: json(brandDashboardSchema),
          },
        }),
        ...brand,
        async (c) => {
          const { db } = c.get('deps').database;
          return c.json(await getBrandDashboard(db, await workspaceIdOf(c), loadRecentApplications));
        },
      )
      // GET /api/campaigns/mine – the brand's campaigns, newest first, with application counts
      .get(
        '/mine',
        describe({
          summary: "The brand's campaigns, newest first, with their counters",
          tags: ['campaigns'],
          responses: {
            200: json(brandCampaignListSchema),
          },
        }),
        ...brand,
        async (c) => {
          const campaigns = await listBrandCampaigns(c.get('deps').database.db, await workspaceIdOf(c));
          return c.json({ campaigns });
        },
      )
      // GET /api/campaigns/mine/:id – one of the brand's campaigns, for the Edit Campaign form
      .get(
        '/mine/:id',
        describe({
          summary: "One of the brand's campaigns, for the Edit Campaign form",
          tags: ['campaigns'],
          responses: {
            200: json(brandCampaignDetailSchema),
          },
        }),
        ...brand,
        validate('param', campaignIdParam),
        async (c) => {
          const { db } = c.get('deps').database;
          const row = await getOwnCampaignOrThrow(db, await workspaceIdOf(c), c.req.valid('param').id);
          return c.json({ campaign: toBrandCampaign(row) });
        },
      )
      // GET /api/campaigns/mine/:id/deletion – what deleting it would do, for the confirmation
      .get(
        '/mine/:id/deletion',
        describe({
          summary: "What deleting one of the brand's campaigns would do (agreed work blocks it)",
          tags: ['campaigns'],
          responses: {
            200: json(campaignDeletionPreviewSchema),
          },
        }),
        ...brand,
        validate('param', campaignIdParam),
        async (c) => {
          const { db } = c.get('deps').database;
          return c.json(await previewCampaignDeletion(db, await workspaceIdOf(c), c.req.valid('param').id));
        },
      )
      // POST /api/campaigns – publish a campaign (active subscription and monthly limit)
      .post(
        '/',
        describe({
          summary: "Publish a campaign (within the plan's monthly limit)",
          tags: ['campaigns'],
          responses: {
            201: json(brandCampaignResultSchema, 'Published'),
          },
        }),
        ...requireBrand(CAMPAIGN_MESSAGES.loginRequired),
        validate('json', createCampaignInput),
        async (c) => {
          const campaign = await createCampaign(
            c.get('deps'),
            await workspaceOf(c),
            (await actingBrandProfileOf(c))?.id ?? null,
            c.req.valid('json'),
          );
          return c.json({ campaign, message: CAMPAIGN_MESSAGES.created }, 201);
        },
      )
      // PUT /api/campaigns/:id – save the Edit Campaign form
      .put(
        '/:id',
        describe({
          summary: "Save the Edit Campaign form of one of the brand's campaigns",
          tags: ['campaigns'],
          responses: {
            200: json(brandCampaignResultSchema),
          },
        }),
        ...brand,
        validate('param', campaignIdParam),
        validate('json', updateCampaignInput),
        async (c) => {
          const { id } = c.req.valid('param');
          const campaign = await updateCampaign(c.get('deps'), await workspaceOf(c), id, c.req.valid('json'));
          return c.json({ campaign, message: CAMPAIGN_MESSAGES.updated });
        },
      )
      // PATCH /api/campaigns/:id/status – pause, reactivate or close
      .patch(
        '/:id/status',
        describe({
          summary: 'Pause, reactivate or close a campaign',
          tags: ['campaigns'],
          responses: { 200: json(brandCampaignResultSchema) },
        }),
        ...brand,
        validate('param', campaignIdParam),
        validate('json', changeCampaignStatusInput),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(
            await changeCampaignStatus(c.get('deps'), await workspaceOf(c), id, c.req.valid('json')),
          );
        },
      )
      // DELETE /api/campaigns/:id – delete one of the brand's campaigns (409 with agreed work)
      .delete(
        '/:id',
        describe({
          summary: "Delete one of the brand's campaigns; pending applicants are told",
          tags: ['campaigns'],
          description:
            'Answers 409 while creators have approved or in-progress work on it (close it instead).',
          responses: { 204: { description: 'Deleted' } },
        }),
        ...brand,
        validate('param', campaignIdParam),
        async (c) => {
          await deleteCampaign(c.get('deps'), await workspaceOf(c), c.req.valid('param').id);
          return c.body(null, 204);
        },
      )
      // GET /api/campaigns/:id – one campaign as the feed shows it (detail dialog, shared link)
      .get(
        '/:id',
        describe({
          summary: 'One campaign as the feed shows it (detail dialog, shared link)',
          tags: ['campaigns'],
          responses: {
            200: json(feedCampaignDetailSchema),
          },
        }),
        requireUser,
        validate('param', campaignIdParam),
        async (c) => {
          const { db } = c.get('deps').database;
          return c.json({
            campaign: await getVisibleCampaign(db, signedInUser(c).id, c.req.valid('param').id),
          });
        },
      )
  );
}
