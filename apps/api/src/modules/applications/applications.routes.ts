import {
  acceptOfferInput,
  APPLICATION_MESSAGES,
  applicationDetailSchema,
  applicationIdParam,
  applyInput,
  approveApplicationInput,
  brandApplicationResultSchema,
  campaignApplicationsParam,
  campaignApplicationsSchema,
  counterOfferInput,
  markApplicationsViewedSchema,
  myApplicationListSchema,
  myApplicationResultSchema,
  myApplicationsQuery,
  myApplicationStatusesQuery,
  myApplicationStatusesSchema,
  negotiationResultSchema,
} from '@partnerly/contracts';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { AppError } from '../../middleware/errors';
import { requireBrand, requireRole, signedInUser } from '../../middleware/guards';
import { workspaceIdOf, workspaceOf } from '../workspaces/workspaces.guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { answerNegotiation } from './answer-negotiation';
import { applyToCampaign } from './apply-to-campaign';
import type { Actor } from './applications.types';
import { decideApplication } from './decide-application';
import { getApplication } from './get-application';
import { listCampaignApplications, markApplicationsViewed } from './list-campaign-applications';
import { listMyApplicationStatuses } from './list-my-application-statuses';
import { listMyApplications } from './list-my-applications';
import { withdrawApplication } from './withdraw-application';

const CREATOR_SIDE = ['creator', 'agent', 'agency'] as const;

/** Signed-out callers get the spec's 'Please log in to apply'. */
const requireSignInToApply = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHENTICATED', APPLICATION_MESSAGES.loginRequired);
  await next();
});

/** The caller; a brand user acts for their workspace. */
async function actorOf(c: Context<AppEnv>): Promise<Actor> {
  const userType = c.get('userType');
  const actor: Actor = { userId: signedInUser(c).id, userType };
  return userType === 'brand' ? { ...actor, workspace: await workspaceOf(c) } : actor;
}

// Mounted at /api/applications.
export function applicationsRoutes() {
  const brand = requireBrand();
  const creatorSide = requireRole(...CREATOR_SIDE);
  const eitherSide = requireRole('brand', ...CREATOR_SIDE);

  return (
    new Hono<AppEnv>()
      // POST /api/applications – apply directly or negotiate (creators; agents for a represented creator)
      .post(
        '/',
        describe({
          summary:
            'Apply to a campaign directly or with a proposed rate (creators; agents for a represented creator)',
          tags: ['applications'],
          responses: { 201: json(myApplicationResultSchema, 'Applied') },
        }),
        requireSignInToApply,
        creatorSide,
        validate('json', applyInput),
        async (c) => {
          return c.json(await applyToCampaign(c.get('deps'), await actorOf(c), c.req.valid('json')), 201);
        },
      )
      // GET /api/applications/mine – My Applications, newest first, paged by cursor (an agent's: its creators')
      .get(
        '/mine',
        describe({
          summary: "My Applications, newest first, paged by cursor (an agent's: its creators')",
          tags: ['applications'],
          responses: { 200: json(myApplicationListSchema) },
        }),
        creatorSide,
        validate('query', myApplicationsQuery),
        async (c) => {
          return c.json(
            await listMyApplications(c.get('deps').database.db, await actorOf(c), c.req.valid('query')),
          );
        },
      )
      // GET /api/applications/mine/statuses – the creator's status per feed campaign (the cards' 'Applied')
      .get(
        '/mine/statuses',
        describe({
          summary:
            "The creator's own application status for each of the given campaigns (at most 50), for the feed's cards",
          tags: ['applications'],
          responses: { 200: json(myApplicationStatusesSchema) },
        }),
        requireRole('creator'),
        validate('query', myApplicationStatusesQuery),
        async (c) => {
          const { campaignIds } = c.req.valid('query');
          return c.json(
            await listMyApplicationStatuses(c.get('deps').database.db, signedInUser(c).id, campaignIds),
          );
        },
      )
      // GET /api/applications/campaigns/:campaignId – the brand's Applications dialog
      .get(
        '/campaigns/:campaignId',
        describe({
          summary: "The applications to one of the brand's campaigns, with the tab counts",
          tags: ['applications'],
          responses: { 200: json(campaignApplicationsSchema) },
        }),
        ...brand,
        validate('param', campaignApplicationsParam),
        async (c) => {
          const { campaignId } = c.req.valid('param');
          return c.json(
            await listCampaignApplications(c.get('deps').database.db, await workspaceIdOf(c), campaignId),
          );
        },
      )
      // POST /api/applications/campaigns/:campaignId/viewed – opening the dialog marks them viewed (those who work on its profile)
      .post(
        '/campaigns/:campaignId/viewed',
        describe({
          summary: "Mark the applications to one of the brand's campaigns viewed",
          tags: ['applications'],
          responses: { 200: json(markApplicationsViewedSchema) },
        }),
        ...brand,
        validate('param', campaignApplicationsParam),
        async (c) => {
          const { campaignId } = c.req.valid('param');
          return c.json(await markApplicationsViewed(c.get('deps'), await workspaceOf(c), campaignId));
        },
      )
      // GET /api/applications/:id – one application, as the brand or the creator side sees it
      .get(
        '/:id',
        describe({
          summary: 'One application, as the brand or the creator side sees it',
          tags: ['applications'],
          responses: { 200: json(applicationDetailSchema) },
        }),
        eitherSide,
        validate('param', applicationIdParam),
        async (c) => {
          return c.json(
            await getApplication(c.get('deps').database.db, await actorOf(c), c.req.valid('param').id),
          );
        },
      )
      // POST /api/applications/:id/approve – approve a pending application (plan's creator limit), with an optional submission deadline
      .post(
        '/:id/approve',
        describe({
          summary:
            "Approve a pending application (within the plan's creator limit); the body may set the submission deadline (else the campaign's content deadline)",
          tags: ['applications'],
          responses: { 200: json(brandApplicationResultSchema) },
        }),
        ...brand,
        validate('param', applicationIdParam),
        validate('json', approveApplicationInput),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(
            await decideApplication(c.get('deps'), await workspaceOf(c), id, 'approve', c.req.valid('json')),
          );
        },
      )
      // POST /api/applications/:id/reject – reject a pending application
      .post(
        '/:id/reject',
        describe({
          summary: 'Reject a pending application',
          tags: ['applications'],
          responses: { 200: json(brandApplicationResultSchema) },
        }),
        ...brand,
        validate('param', applicationIdParam),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(await decideApplication(c.get('deps'), await workspaceOf(c), id, 'reject'));
        },
      )
      // POST /api/applications/:id/withdraw – the creator side takes back a pending application
      .post(
        '/:id/withdraw',
        describe({
          summary: 'Withdraw a pending application (its creator, or their agent)',
          tags: ['applications'],
          responses: { 200: json(myApplicationResultSchema, 'Withdrawn') },
        }),
        creatorSide,
        validate('param', applicationIdParam),
        async (c) => {
          return c.json(await withdrawApplication(c.get('deps'), await actorOf(c), c.req.valid('param').id));
        },
      )
      // POST /api/applications/:id/negotiation/accept – accept the other side's latest offer
      .post(
        '/:id/negotiation/accept',
        describe({
          summary: "Accept the other side's latest offer",
          tags: ['applications'],
          responses: { 200: json(negotiationResultSchema) },
        }),
        eitherSide,
        validate('param', applicationIdParam),
        validate('json', acceptOfferInput),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(
            await answerNegotiation(
              c.get('deps'),
              await actorOf(c),
              id,
              'accept',
              undefined,
              new Date(),
              c.req.valid('json'),
            ),
          );
        },
      )
      // POST /api/applications/:id/negotiation/counter – counter the other side's latest offer
      .post(
        '/:id/negotiation/counter',
        describe({
          summary: "Counter the other side's latest offer",
          tags: ['applications'],
          responses: { 200: json(negotiationResultSchema) },
        }),
        eitherSide,
        validate('param', applicationIdParam),
        validate('json', counterOfferInput),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(
            await answerNegotiation(c.get('deps'), await actorOf(c), id, 'counter', c.req.valid('json')),
          );
        },
      )
      // POST /api/applications/:id/negotiation/reject – reject the other side's latest offer
      .post(
        '/:id/negotiation/reject',
        describe({
          summary: "Reject the other side's latest offer",
          tags: ['applications'],
          responses: { 200: json(negotiationResultSchema) },
        }),
        eitherSide,
        validate('param', applicationIdParam),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(await answerNegotiation(c.get('deps'), await actorOf(c), id, 'reject'));
        },
      )
  );
}
