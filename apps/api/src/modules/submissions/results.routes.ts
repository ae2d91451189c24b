import {
  brandPayoutListSchema,
  campaignResultListSchema,
  creatorPayoutListSchema,
  markPaidInput,
  myResultsQuery,
  myResultsSchema,
  resultsApplicationParam,
  resultsCampaignParam,
  resultsOutcomeSchema,
  reviewResultsInput,
  submitResultsInput,
  WORKSPACE_MESSAGES,
} from '@partnerly/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { csvAttachment } from '../../lib/attachment';
import { requireBrand, requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import type { Actor } from '../applications/applications.types';
import { requireWorkspaceRole, workspaceIdOf, workspaceOf } from '../workspaces/workspaces.guards';
import { exportBrandPayouts, exportCampaignReport, exportMyPayouts } from './export-reports';
import { getMyResults, listBrandPayouts, listCampaignResults, listMyPayouts } from './list-results';
import { markPayoutPaid } from './mark-payout-paid';
import { reviewResults } from './review-results';
import { submitResults } from './submit-results';

const creatorSide = () => requireRole('creator', 'agent', 'agency');

function creatorActorOf(c: Context<AppEnv>): Actor {
  return { userId: signedInUser(c).id, userType: c.get('userType') };
}

// Mounted at /api/results (issue 16, decision 0046).
export function resultsRoutes() {
  return (
    new Hono<AppEnv>()
      // POST /api/results – the creator side reports the final results of approved content
      .post(
        '/',
        describe({
          summary:
            'Submit (or, after a correction request, resubmit) the final results of approved content (its creator, or their agent)',
          tags: ['results'],
          responses: { 201: json(resultsOutcomeSchema, 'Submitted') },
        }),
        creatorSide(),
        validate('json', submitResultsInput),
        async (c) => c.json(await submitResults(c.get('deps'), creatorActorOf(c), c.req.valid('json')), 201),
      )
      // GET /api/results/mine?applicationId= – one application's results and content status
      .get(
        '/mine',
        describe({
          summary: "One application's final results and content status (its creator, or their agent)",
          tags: ['results'],
          responses: { 200: json(myResultsSchema) },
        }),
        creatorSide(),
        validate('query', myResultsQuery),
        async (c) => {
          const { applicationId } = c.req.valid('query');
          return c.json(await getMyResults(c.get('deps').database.db, creatorActorOf(c), applicationId));
        },
      )
      // GET /api/results/campaigns/:campaignId – the report dialog: results by engagement score
      .get(
        '/campaigns/:campaignId',
        describe({
          summary: "The final results of one of the brand's campaigns, highest engagement score first",
          tags: ['results'],
          responses: { 200: json(campaignResultListSchema) },
        }),
        ...requireBrand(),
        validate('param', resultsCampaignParam),
        async (c) => {
          const { campaignId } = c.req.valid('param');
          return c.json(
            await listCampaignResults(c.get('deps').database.db, await workspaceIdOf(c), campaignId),
          );
        },
      )
      // GET /api/results/campaigns/:campaignId/export – the report dialog's Export Report (CSV)
      .get(
        '/campaigns/:campaignId/export',
        describe({
          summary:
            "The campaign's submissions as a CSV file named after its title ('{title}_submissions.csv')",
          tags: ['results'],
          responses: { 200: { description: 'The CSV file, as an attachment', media: 'text/csv' } },
        }),
        ...requireBrand(),
        validate('param', resultsCampaignParam),
        async (c) => {
          const { campaignId } = c.req.valid('param');
          const file = await exportCampaignReport(
            c.get('deps').database.db,
            await workspaceIdOf(c),
            campaignId,
          );
          return csvAttachment(file.fileName, file.csv);
        },
      )
      // POST /api/results/:applicationId/review – approve with a payout amount, or ask for a correction
      .post(
        '/:applicationId/review',
        describe({
          summary: 'Approve final results with a payout amount (AED), or ask the creator for a correction',
          tags: ['results'],
          responses: { 200: json(resultsOutcomeSchema) },
        }),
        ...requireBrand(),
        validate('param', resultsApplicationParam),
        validate('json', reviewResultsInput),
        async (c) => {
          const { applicationId } = c.req.valid('param');
          return c.json(
            await reviewResults(c.get('deps'), await workspaceOf(c), applicationId, c.req.valid('json')),
          );
        },
      )
  );
}

// Mounted at /api/payouts (issue 16, decision 0046).
export function payoutsRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/payouts – the workspace's payouts and its total spent
      .get(
        '/',
        describe({
          summary: "Every payout of the brand's campaigns, newest results first, with the total paid",
          tags: ['payouts'],
          responses: { 200: json(brandPayoutListSchema) },
        }),
        ...requireBrand(),
        async (c) => c.json(await listBrandPayouts(c.get('deps').database.db, await workspaceIdOf(c))),
      )
      // GET /api/payouts/export – the workspace's payout history as CSV
      .get(
        '/export',
        describe({
          summary: "Every payout of the brand's campaigns as a CSV file ('partnerly_payouts_YYYY-MM-DD.csv')",
          tags: ['payouts'],
          responses: { 200: { description: 'The CSV file, as an attachment', media: 'text/csv' } },
        }),
        ...requireBrand(),
        async (c) => {
          const file = await exportBrandPayouts(c.get('deps').database.db, await workspaceIdOf(c));
          return csvAttachment(file.fileName, file.csv);
        },
      )
      // GET /api/payouts/mine – the creator's (or represented creators') payouts and total earned
      .get(
        '/mine',
        describe({
          summary:
            "The creator's payouts (an agent: those of the creators it represents), with the total paid",
          tags: ['payouts'],
          responses: { 200: json(creatorPayoutListSchema) },
        }),
        creatorSide(),
        async (c) => c.json(await listMyPayouts(c.get('deps').database.db, creatorActorOf(c))),
      )
      // GET /api/payouts/mine/export – the same payouts as a CSV file to download
      .get(
        '/mine/export',
        describe({
          summary:
            "The creator's payouts (an agent: those of the creators it represents) as a CSV file to download",
          tags: ['payouts'],
          responses: {
            200: { description: 'The payout history (Content-Disposition: attachment)', media: 'text/csv' },
          },
        }),
        creatorSide(),
        async (c) => {
          const { fileName, csv } = await exportMyPayouts(c.get('deps').database.db, creatorActorOf(c));
          return csvAttachment(fileName, csv);
        },
      )
      // POST /api/payouts/:applicationId/paid – mark an approved payout paid (owners and managers)
      .post(
        '/:applicationId/paid',
        describe({
          summary: 'Mark an approved payout paid, with the payment date and an optional reference (final)',
          tags: ['payouts'],
          responses: { 200: json(resultsOutcomeSchema) },
        }),
        ...requireBrand(),
        requireWorkspaceRole(['owner', 'manager'], WORKSPACE_MESSAGES.managersOnly),
        validate('param', resultsApplicationParam),
        validate('json', markPaidInput),
        async (c) => {
          const { applicationId } = c.req.valid('param');
          return c.json(
            await markPayoutPaid(c.get('deps'), await workspaceOf(c), applicationId, c.req.valid('json')),
          );
        },
      )
  );
}
