import {
  brandSubmissionsQuery,
  creatorWorkDetailSchema,
  creatorWorkListSchema,
  creatorWorkParam,
  mySubmissionsQuery,
  reviewSubmissionInput,
  submissionCampaignParam,
  submissionIdParam,
  submissionListSchema,
  submissionResultSchema,
  submitContentInput,
} from '@partnerly/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { requireBrand, requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import type { Actor } from '../applications/applications.types';
import { workspaceIdOf, workspaceOf } from '../workspaces/workspaces.guards';
import { getCreatorWork, listCreatorWork } from './list-creator-work';
import { listBrandSubmissions, listCampaignSubmissions, listMySubmissions } from './list-submissions';
import { reviewSubmission } from './review-submission';
import { submitContent } from './submit-content';

const CREATOR_SIDE = ['creator', 'agent', 'agency'] as const;

function creatorActorOf(c: Context<AppEnv>): Actor {
  return { userId: signedInUser(c).id, userType: c.get('userType') };
}

// Mounted at /api/submissions (issue 15, ADR 0042).
export function submissionsRoutes() {
  const brand = requireBrand();
  const creatorSide = requireRole(...CREATOR_SIDE);

  return (
    new Hono<AppEnv>()
      // POST /api/submissions – submit (or resubmit) content for one of the campaign's platforms
      .post(
        '/',
        describe({
          summary:
            "Submit or resubmit content for one of the campaign's platforms on an approved application (its creator, or their agent)",
          tags: ['submissions'],
          responses: { 201: json(submissionResultSchema, 'Submitted') },
        }),
        creatorSide,
        validate('json', submitContentInput),
        async (c) => {
          return c.json(await submitContent(c.get('deps'), creatorActorOf(c), c.req.valid('json')), 201);
        },
      )
      // GET /api/submissions?campaignId=&status= – the workspace's review queue across campaigns, oldest first
      .get(
        '/',
        describe({
          summary:
            "The submissions to the brand's campaigns, oldest first, optionally of one campaign or one status",
          tags: ['submissions'],
          responses: { 200: json(submissionListSchema) },
        }),
        ...brand,
        validate('query', brandSubmissionsQuery),
        async (c) => {
          return c.json(
            await listBrandSubmissions(
              c.get('deps').database.db,
              await workspaceIdOf(c),
              c.req.valid('query'),
            ),
          );
        },
      )
      // GET /api/submissions/mine?applicationId= – the application's submissions and content status
      .get(
        '/mine',
        describe({
          summary: "One application's submissions and content status (its creator, or their agent)",
          tags: ['submissions'],
          responses: { 200: json(submissionListSchema) },
        }),
        creatorSide,
        validate('query', mySubmissionsQuery),
        async (c) => {
          const { applicationId } = c.req.valid('query');
          return c.json(await listMySubmissions(c.get('deps').database.db, creatorActorOf(c), applicationId));
        },
      )
      // GET /api/submissions/work – Creator Work: the approved applications and their submissions
      .get(
        '/work',
        describe({
          summary:
            "The creator side's approved applications with their submissions and work status (its creator, or their agent)",
          tags: ['submissions'],
          responses: { 200: json(creatorWorkListSchema) },
        }),
        creatorSide,
        async (c) => c.json(await listCreatorWork(c.get('deps').database.db, creatorActorOf(c))),
      )
      // GET /api/submissions/work/:applicationId – the campaign work panel of one application
      .get(
        '/work/:applicationId',
        describe({
          summary: "One application's work and the campaign overview (its creator, or their agent)",
          tags: ['submissions'],
          responses: { 200: json(creatorWorkDetailSchema) },
        }),
        creatorSide,
        validate('param', creatorWorkParam),
        async (c) => {
          const { applicationId } = c.req.valid('param');
          return c.json(await getCreatorWork(c.get('deps').database.db, creatorActorOf(c), applicationId));
        },
      )
      // GET /api/submissions/campaigns/:campaignId – the brand's review queue, oldest first
      .get(
        '/campaigns/:campaignId',
        describe({
          summary: "The submissions to one of the brand's campaigns, oldest first",
          tags: ['submissions'],
          responses: { 200: json(submissionListSchema) },
        }),
        ...brand,
        validate('param', submissionCampaignParam),
        async (c) => {
          const { campaignId } = c.req.valid('param');
          return c.json(
            await listCampaignSubmissions(c.get('deps').database.db, await workspaceIdOf(c), campaignId),
          );
        },
      )
      // POST /api/submissions/:id/review – approve, request a revision or reject
      .post(
        '/:id/review',
        describe({
          summary:
            'Review a submission: approve, request a revision or reject (feedback required for the last two)',
          tags: ['submissions'],
          responses: { 200: json(submissionResultSchema) },
        }),
        ...brand,
        validate('param', submissionIdParam),
        validate('json', reviewSubmissionInput),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(await reviewSubmission(c.get('deps'), await workspaceOf(c), id, c.req.valid('json')));
        },
      )
  );
}
